#pragma once

#include "AdamOptimizer.h"
#include "ToyTask.h"

#include <memory>

namespace attn {

/// What the student chooses before pressing Train.
struct TrainingSettings
{
    ToyTask task = ToyTask::Mirror;
    int length = 6;       ///< tokens per sequence (the translation task always has 6)
    int dModel = 16;      ///< size of each token vector
    int heads = 1;        ///< d_k = d_v = d_model / heads
    double learningRate = 0.05;
    /// AdamW's lambda for W_O and W_R only. Without it the readout can lower the loss by growing its
    /// weights, so the loss falls while the attention stays blurred; with it, sharper attention is the
    /// cheaper way down.
    double readoutDecay = 1.0;
    std::uint64_t seed = 1;
    int batchSize = 32;

    bool operator==(const TrainingSettings &) const = default;
};

struct TrainingLimits
{
    static constexpr int minLength = 3;
    static constexpr int maxLength = 12;
    static constexpr int minDModel = 2;
    static constexpr int maxDModel = 64;
    static constexpr int maxHeads = 8;
    static constexpr double maxLearningRate = 1.0;
    static constexpr double maxReadoutDecay = 10.0;
    static constexpr int maxBatchSize = 1024;
};

/// Why the settings cannot be trained, naming the setting; nothing when they can.
std::optional<QString> checkTrainingSettings(const TrainingSettings &settings);

/// How the layer does on a fixed set of examples that training never sees.
struct TrainingEvaluation
{
    double loss = 0;
    double accuracy = 0; ///< share of scored positions whose most likely answer is right
    /// Per head: the mean weight that scored queries give to their right key.
    std::vector<double> rightKeyShare;
    int bestHead() const;
};

/// Trains one attention layer on a toy task with Adam, one batch of fresh examples per update. Everything
/// follows from the settings: the same settings give the same numbers at every step.
class Trainer
{
public:
    explicit Trainer(const TrainingSettings &settings);

    const TrainingSettings &settings() const { return m_settings; }
    const ToyTaskData &task() const { return m_task; }
    const LayerParameters &parameters() const { return m_parameters; }
    int steps() const { return m_optimizer.stepsTaken(); }
    /// The mean loss of each update's batch, in order.
    const std::vector<double> &lossHistory() const { return m_lossHistory; }

    /// One update on a new batch; returns the batch's loss before the update.
    double step();
    /// Back to the settings' starting weights, step 0.
    void reset();

    TrainingEvaluation evaluate() const;
    /// The example the panel shows (the first held-out one).
    const TrainingExample &shownExample() const { return m_evaluationSet.front(); }
    /// The layer as it is now, on the shown example, as a lesson: tokens, vectors, every head's W_Q, W_K,
    /// W_V and W_O, with notes that say how it was trained.
    Scenario toScenario() const { return toScenario(evaluate()); }
    /// The same, with notes quoting an evaluation already made of the current weights.
    Scenario toScenario(const TrainingEvaluation &evaluation) const;

    static constexpr int kEvaluationExamples = 64;

private:
    void initialise();

    TrainingSettings m_settings;
    ToyTaskData m_task;
    LayerParameters m_parameters;
    AdamOptimizer m_optimizer;
    std::unique_ptr<TrainingRandom> m_batchRandom;
    std::vector<TrainingExample> m_evaluationSet;
    std::vector<double> m_lossHistory;
};

} // namespace attn
