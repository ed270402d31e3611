#pragma once

#include "AdamOptimizer.h"
#include "LanguageModel.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace attn {

/// What `train-lm` and the training window choose: the model's size and how it is trained.
struct LanguageModelSettings
{
    int layers = 2;
    int heads = 2;       ///< per layer
    int dModel = 64;
    /// d_k = d_v of each head, chosen apart from d_model / heads: a head matches and copies tokens through
    /// this many dimensions (with 4 heads of 16 the induction score is below 0.5 after 3000 updates, with
    /// 2 heads of 32 it is 0.56).
    int dHead = 32;
    int context = 48;    ///< tokens per training sequence
    int batchSize = 16;  ///< sequences per update
    double learningRate = 3e-3;
    int warmupSteps = 50; ///< the learning rate rises linearly from 0 over these first updates
    /// The updates planned: after the warm-up the rate falls along half a cosine to a tenth of itself at
    /// this step, and stays there after it. The induction head forms by update 1500 to 2500 (the drop in
    /// the loss); the rest sharpens it.
    int steps = 5000;
    std::uint64_t seed = 1;

    bool operator==(const LanguageModelSettings &) const = default;
};

struct LanguageModelLimits
{
    static constexpr int maxLayers = 4;
    static constexpr int maxHeads = 8;
    static constexpr int minDModel = 8;
    static constexpr int maxDModel = 128;
    static constexpr int minDHead = 2;
    static constexpr int maxDHead = 128;
    static constexpr int minContext = 8;
    static constexpr int maxContext = 128;
    static constexpr int maxBatchSize = 256;
    static constexpr double maxLearningRate = 0.1;
    static constexpr int maxSteps = 1000000;
};

/// Why the settings cannot be trained, naming the setting; nothing when they can.
std::optional<QString> checkLanguageModelSettings(const LanguageModelSettings &settings);

/// The held-out loss at one step of training.
struct LossPoint
{
    int step = 0;
    double loss = 0;
    bool operator==(const LossPoint &) const = default;
};

/// How the model does on what training never sees.
struct LanguageModelEvaluation
{
    int steps = 0;
    double loss = 0; ///< held-out cross-entropy, nats per token
    std::vector<HeadScores> heads;
    /// The largest induction score in the layer (from 0), or 0 for a layer the model lacks.
    double bestInduction(int layer) const;
};

/// Trains a LanguageModel on SyntheticLanguage documents and drills with Adam, a fresh batch per update. Everything
/// follows from the settings: the same settings give the same numbers at every step on any number of
/// threads.
class LanguageModelTrainer
{
public:
    explicit LanguageModelTrainer(const LanguageModelSettings &settings);

    const LanguageModelSettings &settings() const { return m_settings; }
    const LanguageModelParameters &parameters() const { return m_parameters; }
    int steps() const { return m_optimizer.stepsTaken(); }
    /// Each update's batch loss, in order.
    const std::vector<double> &lossHistory() const { return m_lossHistory; }

    /// One update; returns the batch's loss before it.
    double step();
    /// The learning rate of update number step (from 1), as the schedule gives it.
    double learningRateAt(int step) const;
    LanguageModelEvaluation evaluate() const;
    /// Evaluates and keeps the held-out loss in the loss curve (once per step).
    LanguageModelEvaluation evaluateAndRecord();
    /// The held-out losses recorded so far, in step order.
    const std::vector<LossPoint> &lossCurve() const { return m_lossCurve; }

    /// The repeated random sequences the scores are measured on, as the trainer with these settings draws them.
    static std::vector<std::vector<int>> scoreSequences(const LanguageModelSettings &settings);

    static constexpr int kHeldOutDocuments = 64;
    static constexpr int kScoreSequences = 32;

private:
    LanguageModelSettings m_settings;
    LanguageModelParameters m_parameters;
    AdamOptimizer m_optimizer;
    std::unique_ptr<TrainingRandom> m_batchRandom;
    std::vector<std::vector<int>> m_heldOut;
    std::vector<std::vector<int>> m_repeatedSequences;
    std::vector<double> m_lossHistory;
    std::vector<LossPoint> m_lossCurve;
    GradientBuffers m_gradientBuffers;
};

} // namespace attn
