// Search observers: a hook the classic alpha-beta searches call around every child they search,
// so that `plies tree` shows the tree a player really searches. The default observer does
// nothing and compiles away (every call sits behind `if constexpr (Observer::kActive)`).
// Freestanding, as the searches that take it (the game box's build compiles them); the recorder
// of a tree, which needs the heap, is desktop-only (search_tree.hpp).
#pragma once

namespace plies::core {

// The normal search: no hook, alpha-beta cut-offs on.
struct NoObserver {
    static constexpr bool kActive = false;
    static constexpr bool kPrune = true;
    void enter(int /*move*/, int /*alpha*/, int /*beta*/) {}
    void leave(int /*value*/) {}
    void cut(int /*pruned*/) {}
};

// The same search with the cut-offs off: a plain minimax, to count the nodes it would visit.
struct NoPruning : NoObserver {
    static constexpr bool kPrune = false;
};

// How a search holds its observer: a pointer for an observer with a hook, nothing otherwise (as a
// [[no_unique_address]] member), so that the normal search's object is no bigger for it (the
// game box keeps it on a small stack).
template <class Observer, bool kActive = Observer::kActive>
class ObserverRef {
  public:
    explicit ObserverRef(Observer* observer) : observer_(observer) {}
    Observer* operator->() const { return observer_; }

  private:
    Observer* observer_;
};

template <class Observer>
class ObserverRef<Observer, false> {
  public:
    explicit ObserverRef(Observer* /*observer*/) {}
};

}  // namespace plies::core
