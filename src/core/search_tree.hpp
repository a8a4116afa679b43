// The tree a search really walks, for `plies tree`: TreeRecorder, the observer (see
// search_observer.hpp) that records it. Desktop only (it allocates).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/search_observer.hpp"
#include "core/search_result.hpp"
#include "core/stop_token.hpp"

namespace plies::core {

// One node of a recorded tree. Nodes are stored in the order the search visits them (depth
// first), so a node's subtree is the range [its index, end).
struct TreeNode {
    int move = -1;   // the move that leads here; -1 at the root
    int ply = 0;     // distance from the root
    int alpha = 0;   // the window the parent searched this child with, from the view of the
    int beta = 0;    // side that played `move`
    int value = 0;   // the child's value as its parent saw it, from the same view
    int pruned = 0;  // sibling moves after this one that its cut-off skipped
    bool cutoff = false;
    std::size_t end = 0;
};

struct SearchTree {
    std::vector<TreeNode> nodes;  // nodes[0] is the root
    std::uint64_t cutoffs = 0;
    std::uint64_t pruned = 0;  // moves skipped by the cut-offs
    bool complete = true;      // false when the tree outgrew the recorder's limit
};

// How much a tree request may cost: the nodes kept in memory (about 40 bytes each) and the
// nodes the plain minimax count may visit before it gives up.
struct TreeLimits {
    std::size_t max_nodes = 1'000'000;
    std::uint64_t minimax_budget = 50'000'000;
};

// A search recorded for `plies tree`, with the count of a plain minimax beside it.
struct RecordedSearch {
    SearchTree tree;
    SearchResult<int> search;         // the search's own report
    std::uint64_t minimax_nodes = 0;  // the same search without its cut-offs
    bool minimax_complete = true;     // false: the plain minimax hit TreeLimits::minimax_budget
    int infinity = 0;                 // the search's infinite score (the root's window)
};

// Records the tree as the search walks it, up to `max_nodes` nodes.
class TreeRecorder {
  public:
    static constexpr bool kActive = true;
    static constexpr bool kPrune = true;

    explicit TreeRecorder(std::size_t max_nodes) : max_nodes_(max_nodes) {
        tree_.nodes.push_back(TreeNode{});
        open_.push_back(0);
    }

    void enter(int move, int alpha, int beta) {
        if (tree_.nodes.size() >= max_nodes_) {
            tree_.complete = false;
            full_.request_stop();
            ++skipped_depth_;
            return;
        }
        TreeNode node;
        node.move = move;
        node.ply = static_cast<int>(open_.size());
        node.alpha = alpha;
        node.beta = beta;
        open_.push_back(tree_.nodes.size());
        tree_.nodes.push_back(node);
    }

    void leave(int value) {
        last_skipped_ = skipped_depth_ > 0;
        if (last_skipped_) {
            --skipped_depth_;
            return;
        }
        last_closed_ = open_.back();
        open_.pop_back();
        tree_.nodes[last_closed_].value = value;
        tree_.nodes[last_closed_].end = tree_.nodes.size();
    }

    // The child just left cut its parent off, skipping `pruned` sibling moves.
    void cut(int pruned) {
        ++tree_.cutoffs;
        tree_.pruned += static_cast<std::uint64_t>(pruned);
        if (last_skipped_) return;
        tree_.nodes[last_closed_].cutoff = true;
        tree_.nodes[last_closed_].pruned = pruned;
    }

    // Raised when the tree outgrows the limit: the search may stop, its tree is refused anyway.
    [[nodiscard]] const StopToken* stop_when_full() const { return &full_; }

    // Closes the root with the search's value (the side to move's view).
    SearchTree finish(int root_value) {
        tree_.nodes[0].value = root_value;
        tree_.nodes[0].end = tree_.nodes.size();
        return std::move(tree_);
    }

  private:
    std::size_t max_nodes_;
    SearchTree tree_;
    StopToken full_;
    std::vector<std::size_t> open_;
    std::size_t last_closed_ = 0;
    int skipped_depth_ = 0;  // unrecorded nodes open below the limit
    bool last_skipped_ = false;
};

}  // namespace plies::core
