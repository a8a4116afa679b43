#include "games/gomoku/training.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace plies::gomoku {

namespace {

bool held_out(int game, int percent) {
    const auto h = static_cast<std::uint64_t>(game) * 0x9E3779B97F4A7C15ULL;
    return percent > 0 && static_cast<int>(h >> 57) < percent * 128 / 100;
}

int phase_of(int stones) {
    return stones < 10 ? 0 : stones < 20 ? 1 : stones < 30 ? 2 : stones < 45 ? 3 : 4;
}

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

// The model's expected result for the sample's side to move, from weights in score units.
double predicted_result(const EvalWeights& weights, const TrainingSample& sample) {
    double z = 0;
    for (int i = 0; i < kEvalFeatureCount; ++i)
        z += static_cast<double>(weights[i]) * sample.features[i];
    return sigmoid(z / kScorePerLogit);
}

double log_loss(double predicted, double result) {
    const double p = std::clamp(predicted, 1e-6, 1 - 1e-6);
    return -(result * std::log(p) + (1 - result) * std::log(1 - p));
}

}  // namespace

std::vector<TrainingSample> training_samples(const std::vector<TrainingGame>& games, int weight_set,
                                             int& skipped) {
    std::vector<TrainingSample> samples;
    skipped = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const TrainingGame& game = games[g];
        if (eval_weight_set(game.rule) != weight_set) continue;
        Board board(game.size, game.rule);
        std::vector<TrainingSample> own;
        bool legal = true;
        for (std::size_t i = 0; i < game.moves.size() && legal; ++i) {
            const Point p = game.moves[i];
            if (static_cast<int>(i) >= game.opening_moves &&
                board.five_points(Color::black).empty() &&
                board.five_points(Color::white).empty()) {
                TrainingSample sample;
                eval_features(board, sample.features);
                const bool black = board.side_to_move() == Color::black;
                sample.result = static_cast<float>(black ? game.black_score : 1 - game.black_score);
                sample.stones = board.stone_count();
                sample.game = static_cast<int>(g);
                own.push_back(sample);
            }
            legal = board.is_legal(p);
            if (legal) board.play(p);
        }
        // A five on the board decides the result, whatever the record says.
        const double black_score = !board.has_winner()              ? game.black_score
                                   : board.winner() == Color::black ? 1.0
                                                                    : 0.0;
        if (!legal || black_score != game.black_score) {
            ++skipped;
            continue;
        }
        samples.insert(samples.end(), own.begin(), own.end());
    }
    return samples;
}

EvalWeights fit_eval_weights(const std::vector<TrainingSample>& samples,
                             const EvalFitOptions& options, EvalFitReport& report) {
    constexpr int n = kEvalFeatureCount;
    std::vector<const TrainingSample*> train;
    std::vector<const TrainingSample*> test;
    for (const auto& s : samples)
        (held_out(s.game, options.holdout_percent) ? test : train).push_back(&s);
    report = {};
    report.train_samples = static_cast<int>(train.size());
    report.holdout_samples = static_cast<int>(test.size());
    EvalWeights out{};
    if (train.empty()) return out;

    // Standardised features (the counts range from 0-1 indicators to dozens of line patterns):
    // one learning rate then suits every weight.
    std::array<double, n> mean{};
    std::array<double, n> scale{};
    for (const auto* s : train)
        for (int i = 0; i < n; ++i) mean[i] += s->features[i];
    for (auto& m : mean) m /= static_cast<double>(train.size());
    for (const auto* s : train)
        for (int i = 0; i < n; ++i)
            scale[i] += (s->features[i] - mean[i]) * (s->features[i] - mean[i]);
    for (int i = 0; i < n; ++i) {
        scale[i] = std::sqrt(scale[i] / static_cast<double>(train.size()));
        if (scale[i] < 1e-9) scale[i] = 0;  // constant over the data (the bias among them)
    }
    // Full-batch Adam on the mean log loss, in the standardised space; w0 is the intercept.
    std::array<double, n> w{};
    double w0 = 0;
    std::array<double, n + 1> m1{};
    std::array<double, n + 1> m2{};
    const double rate = 0.05;
    std::vector<double> x(n);
    for (int epoch = 1; epoch <= options.epochs; ++epoch) {
        std::array<double, n + 1> grad{};
        for (const auto* s : train) {
            double z = w0;
            for (int i = 0; i < n; ++i)
                if (scale[i] > 0) z += w[i] * (s->features[i] - mean[i]) / scale[i];
            const double err = sigmoid(z) - s->result;
            grad[n] += err;
            for (int i = 0; i < n; ++i)
                if (scale[i] > 0) grad[i] += err * (s->features[i] - mean[i]) / scale[i];
        }
        for (int i = 0; i <= n; ++i) {
            double g = grad[i] / static_cast<double>(train.size());
            if (i < n) g += options.regularisation * w[i];
            m1[i] = 0.9 * m1[i] + 0.1 * g;
            m2[i] = 0.999 * m2[i] + 0.001 * g * g;
            const double step = rate * (m1[i] / (1 - std::pow(0.9, epoch))) /
                                (std::sqrt(m2[i] / (1 - std::pow(0.999, epoch))) + 1e-8);
            if (i < n)
                w[i] -= step;
            else
                w0 -= step;
        }
    }
    // Back to raw feature units; the intercept goes to the bias feature (always 1).
    std::array<double, n> raw{};
    double intercept = w0;
    for (int i = 0; i < n; ++i) {
        if (scale[i] <= 0) continue;
        raw[i] = w[i] / scale[i];
        intercept -= raw[i] * mean[i];
    }
    raw[kBias] += intercept;
    for (int i = 0; i < n; ++i) out[i] = static_cast<int>(std::lround(raw[i] * kScorePerLogit));

    // The losses of the rounded weights, as the engine will use them.
    auto predict = [&](const TrainingSample& s) { return predicted_result(out, s); };
    for (const auto* s : train) report.train_loss += log_loss(predict(*s), s->result);
    report.train_loss /= static_cast<double>(train.size());
    if (!test.empty()) {
        double mean_result = 0;
        for (const auto* s : test) mean_result += s->result;
        mean_result /= static_cast<double>(test.size());
        for (const auto* s : test) {
            const double loss = log_loss(predict(*s), s->result);
            report.holdout_loss += loss;
            report.baseline_loss += log_loss(mean_result, s->result);
            const int phase = phase_of(s->stones);
            report.holdout_phase_loss[phase] += loss;
            ++report.holdout_phase_samples[phase];
        }
        report.holdout_loss /= static_cast<double>(test.size());
        report.baseline_loss /= static_cast<double>(test.size());
        for (int p = 0; p < 5; ++p)
            if (report.holdout_phase_samples[p] > 0)
                report.holdout_phase_loss[p] /= report.holdout_phase_samples[p];
    }
    return out;
}

double holdout_loss(const std::vector<TrainingSample>& samples, const EvalWeights& weights,
                    int holdout_percent) {
    double loss = 0;
    int count = 0;
    for (const auto& s : samples) {
        if (!held_out(s.game, holdout_percent)) continue;
        loss += log_loss(predicted_result(weights, s), s.result);
        ++count;
    }
    return count > 0 ? loss / count : 0;
}

void write_eval_weights(std::ostream& out, const std::array<EvalWeights, 2>& weights,
                        const std::string& provenance) {
    out << "// Written by `plies train gomoku`: the weights of eval_model.hpp, in score units ("
        << kScorePerLogit << " a unit of log-odds).\n";
    if (!provenance.empty()) out << "// " << provenance << "\n";
    out << "constexpr std::array<EvalWeights, 2> kShippedEvalWeights = {{\n";
    for (int set = 0; set < 2; ++set) {
        out << "    {{  // " << (set == 0 ? "freestyle and standard" : "renju") << "\n";
        for (int i = 0; i < kEvalFeatureCount; ++i)
            out << fmt::format("        {},  // {}\n", weights[set][i], eval_feature_name(i));
        out << "    }},\n";
    }
    out << "}};\n";
}

}  // namespace plies::gomoku
