#include "LanguageModelTrainer.h"
#include "SyntheticLanguage.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace attn {

namespace {

/// Adam's beta_2 as GPT-2 and GPT-3 were trained (0.95; 0.999 is Adam's default): the step size then follows
/// the gradient's size over the last ~20 updates rather than ~1000; from seed 1 the loss drops by update 1500
/// instead of 2000.
constexpr double kSecondMomentDecay = 0.95;

/// A training or held-out sequence of context + 1 tokens (context read, context predicted): three times in
/// four the start of a fresh document, the fourth a drill of words repeated (runs of up to half the context).
/// The language's repeats alone (the parrot's and the songs' 4 to 7 words after their frame) grow an
/// induction head from some seeds only: from seeds 11 and 2026 none in 4000 updates, with five times as many
/// parrots neither in one of them, with d_model 128 neither; one drill in four grows one from both by update
/// 1500 (and from every seed of scripts/induction-seeds.sh).
std::vector<int> trainingSequence(int context, TrainingRandom &random)
{
    if (random.below(4) == 0)
        return SyntheticLanguage::drill(context + 1, context / 2, random);
    std::vector<int> document = SyntheticLanguage::document(context + 1, random);
    document.resize(size_t(context + 1));
    return document;
}

} // namespace

std::optional<QString> checkLanguageModelSettings(const LanguageModelSettings &settings)
{
    using Limits = LanguageModelLimits;
    if (settings.layers < 1 || settings.layers > Limits::maxLayers)
        return QCoreApplication::translate("LanguageModelTrainer", "layers: expected 1 to %1, found %2").arg(Limits::maxLayers).arg(settings.layers);
    if (settings.heads < 1 || settings.heads > Limits::maxHeads)
        return QCoreApplication::translate("LanguageModelTrainer", "heads: expected 1 to %1, found %2").arg(Limits::maxHeads).arg(settings.heads);
    if (settings.dModel < Limits::minDModel || settings.dModel > Limits::maxDModel)
        return QCoreApplication::translate("LanguageModelTrainer", "d_model: expected %1 to %2, found %3").arg(Limits::minDModel).arg(Limits::maxDModel).arg(settings.dModel);
    if (settings.dHead < Limits::minDHead || settings.dHead > Limits::maxDHead)
        return QCoreApplication::translate("LanguageModelTrainer", "d_head: expected %1 to %2, found %3").arg(Limits::minDHead).arg(Limits::maxDHead).arg(settings.dHead);
    if (settings.context < Limits::minContext || settings.context > Limits::maxContext)
        return QCoreApplication::translate("LanguageModelTrainer", "context: expected %1 to %2 tokens, found %3").arg(Limits::minContext).arg(Limits::maxContext).arg(settings.context);
    if (settings.batchSize < 1 || settings.batchSize > Limits::maxBatchSize)
        return QCoreApplication::translate("LanguageModelTrainer", "batch size: expected 1 to %1, found %2").arg(Limits::maxBatchSize).arg(settings.batchSize);
    if (!(settings.learningRate > 0) || settings.learningRate > Limits::maxLearningRate)
        return QCoreApplication::translate("LanguageModelTrainer", "learning rate: expected more than 0 and at most %1, found %2").arg(Limits::maxLearningRate).arg(settings.learningRate);
    if (settings.steps < 1 || settings.steps > Limits::maxSteps)
        return QCoreApplication::translate("LanguageModelTrainer", "steps: expected 1 to %1, found %2").arg(Limits::maxSteps).arg(settings.steps);
    if (settings.warmupSteps < 0)
        return QCoreApplication::translate("LanguageModelTrainer", "warm-up: expected 0 or more steps, found %1").arg(settings.warmupSteps);
    return std::nullopt;
}

double LanguageModelEvaluation::bestInduction(int layer) const
{
    double best = 0;
    for (const HeadScores &score : heads)
        if (score.place.layer == layer)
            best = std::max(best, score.induction);
    return best;
}

LanguageModelTrainer::LanguageModelTrainer(const LanguageModelSettings &settings)
    : m_settings(settings), m_optimizer(settings.learningRate, 0.9, kSecondMomentDecay)
{
    if (const std::optional<QString> problem = checkLanguageModelSettings(settings))
        throw std::invalid_argument(problem->toStdString());
    // Four streams from one seed: the starting weights, the training batches, the held-out documents and
    // the repeated sequences that measure the heads.
    TrainingRandom weightsRandom(settings.seed);
    LanguageModelShape shape;
    shape.vocabulary = SyntheticLanguage::vocabularySize();
    shape.context = settings.context;
    shape.dModel = settings.dModel;
    shape.layers = settings.layers;
    shape.heads = settings.heads;
    shape.dHead = settings.dHead;
    m_parameters = initialLanguageModel(shape, weightsRandom);
    m_batchRandom = std::make_unique<TrainingRandom>(settings.seed + 1);
    TrainingRandom heldOutRandom(settings.seed + 2);
    for (int index = 0; index < kHeldOutDocuments; ++index)
        m_heldOut.push_back(trainingSequence(settings.context, heldOutRandom));
    m_repeatedSequences = scoreSequences(settings);
}

std::vector<std::vector<int>> LanguageModelTrainer::scoreSequences(const LanguageModelSettings &settings)
{
    TrainingRandom scoreRandom(settings.seed + 3);
    const int vocabulary = SyntheticLanguage::vocabularySize();
    return repeatedRandomSequences(kScoreSequences, std::min(settings.context / 2, vocabulary), vocabulary, scoreRandom);
}

double LanguageModelTrainer::step()
{
    std::vector<std::vector<int>> batch;
    for (int index = 0; index < m_settings.batchSize; ++index)
        batch.push_back(trainingSequence(m_settings.context, *m_batchRandom));
    const double loss = languageModelGradients(m_parameters, batch, m_gradientBuffers);
    m_optimizer.setLearningRate(learningRateAt(m_optimizer.stepsTaken() + 1));
    m_optimizer.step(m_parameters.matrices(), std::as_const(m_gradientBuffers.sum).matrices());
    m_lossHistory.push_back(loss);
    return loss;
}

double LanguageModelTrainer::learningRateAt(int step) const
{
    // A short linear warm-up: Adam's first updates are full-size whatever the gradient, which at a large
    // rate scrambles the embeddings before the attention has anything to read. Then half a cosine down to
    // a tenth: at the full rate the induction score keeps moving by 0.1 between evaluations.
    const double warm = m_settings.warmupSteps == 0 ? 1.0 : std::min(1.0, double(step) / double(m_settings.warmupSteps));
    const double progress = std::clamp(double(step - m_settings.warmupSteps) / double(std::max(1, m_settings.steps - m_settings.warmupSteps)), 0.0, 1.0);
    const double decay = 0.1 + 0.9 * 0.5 * (1.0 + std::cos(std::numbers::pi * progress));
    return m_settings.learningRate * warm * decay;
}

LanguageModelEvaluation LanguageModelTrainer::evaluateAndRecord()
{
    LanguageModelEvaluation evaluation = evaluate();
    if (m_lossCurve.empty() || m_lossCurve.back().step < evaluation.steps)
        m_lossCurve.push_back(LossPoint{evaluation.steps, evaluation.loss});
    return evaluation;
}

LanguageModelEvaluation LanguageModelTrainer::evaluate() const
{
    LanguageModelEvaluation evaluation;
    evaluation.steps = steps();
    evaluation.loss = languageModelLoss(m_parameters, m_heldOut);
    evaluation.heads = headScores(m_parameters, m_repeatedSequences);
    return evaluation;
}

} // namespace attn
