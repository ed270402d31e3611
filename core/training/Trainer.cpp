#include "Trainer.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace attn {

namespace {

/// Entries N(0, 1/rows): a product x W then has entries of the size of x's (Glorot-style scaling).
MatrixD initialWeights(Eigen::Index rows, Eigen::Index columns, TrainingRandom &random)
{
    return random.normalMatrix(rows, columns, 1.0 / std::sqrt(double(rows)));
}


/// The tokens named with their positions as subscript digits, "B₂": the tasks' sequences repeat tokens ("F B
/// B B F C"), each vector holds its position too, and the heatmap's rows and columns must be told apart.
QStringList withPositions(const QStringList &tokens)
{
    QStringList named;
    for (qsizetype position = 0; position < tokens.size(); ++position) {
        QString token = tokens[position];
        for (const QChar digit : QString::number(position + 1))
            token += QChar(char16_t(0x2080 + digit.digitValue())); // ₀ … ₉
        named << token;
    }
    return named;
}

} // namespace

std::optional<QString> checkTrainingSettings(const TrainingSettings &settings)
{
    using Limits = TrainingLimits;
    if (settings.task != ToyTask::Translation && (settings.length < Limits::minLength || settings.length > Limits::maxLength))
        return QCoreApplication::translate("Trainer", "sequence length: expected %1 to %2 tokens, found %3").arg(Limits::minLength).arg(Limits::maxLength).arg(settings.length);
    if (settings.dModel < Limits::minDModel || settings.dModel > Limits::maxDModel)
        return QCoreApplication::translate("Trainer", "d_model: expected %1 to %2, found %3").arg(Limits::minDModel).arg(Limits::maxDModel).arg(settings.dModel);
    if (settings.heads < 1 || settings.heads > Limits::maxHeads)
        return QCoreApplication::translate("Trainer", "heads: expected 1 to %1, found %2").arg(Limits::maxHeads).arg(settings.heads);
    if (settings.dModel % settings.heads != 0)
        return QCoreApplication::translate("Trainer", "heads: d_model = %1 must split evenly into %2 heads (d_k = d_model / heads)").arg(settings.dModel).arg(settings.heads);
    if (!(settings.learningRate > 0) || settings.learningRate > Limits::maxLearningRate)
        return QCoreApplication::translate("Trainer", "learning rate: expected more than 0 and at most %1, found %2").arg(Limits::maxLearningRate).arg(settings.learningRate);
    if (!(settings.readoutDecay >= 0) || settings.readoutDecay > Limits::maxReadoutDecay)
        return QCoreApplication::translate("Trainer", "weight decay: expected 0 to %1, found %2").arg(Limits::maxReadoutDecay).arg(settings.readoutDecay);
    if (settings.learningRate * settings.readoutDecay >= 1.0)
        return QCoreApplication::translate("Trainer", "weight decay: learning rate × decay must stay below 1, found %1").arg(settings.learningRate * settings.readoutDecay);
    if (settings.batchSize < 1 || settings.batchSize > Limits::maxBatchSize)
        return QCoreApplication::translate("Trainer", "batch size: expected 1 to %1, found %2").arg(Limits::maxBatchSize).arg(settings.batchSize);
    return std::nullopt;
}

int TrainingEvaluation::bestHead() const
{
    return int(std::max_element(rightKeyShare.begin(), rightKeyShare.end()) - rightKeyShare.begin());
}

Trainer::Trainer(const TrainingSettings &settings)
    : m_settings(settings), m_task(settings.task, settings.length, settings.dModel, settings.seed),
      m_optimizer(settings.learningRate)
{
    initialise();
}

void Trainer::initialise()
{
    // Three streams from one seed: the starting weights, the training batches and the held-out examples.
    TrainingRandom weightsRandom(m_settings.seed);
    const int dHead = m_settings.dModel / m_settings.heads;
    m_parameters = LayerParameters{};
    for (int head = 0; head < m_settings.heads; ++head) {
        m_parameters.wq.push_back(initialWeights(m_settings.dModel, dHead, weightsRandom));
        m_parameters.wk.push_back(initialWeights(m_settings.dModel, dHead, weightsRandom));
        m_parameters.wv.push_back(initialWeights(m_settings.dModel, dHead, weightsRandom));
    }
    m_parameters.wo = initialWeights(dHead * m_settings.heads, m_settings.dModel, weightsRandom);
    m_parameters.readout = initialWeights(m_settings.dModel, m_task.classCount(), weightsRandom);
    m_optimizer = AdamOptimizer(m_settings.learningRate);
    m_batchRandom = std::make_unique<TrainingRandom>(m_settings.seed + 1);
    TrainingRandom evaluationRandom(m_settings.seed + 2);
    m_evaluationSet.clear();
    for (int index = 0; index < kEvaluationExamples; ++index)
        m_evaluationSet.push_back(m_task.draw(evaluationRandom));
    m_lossHistory.clear();
}

double Trainer::step()
{
    std::vector<TrainingExample> batch;
    batch.reserve(size_t(m_settings.batchSize));
    for (int index = 0; index < m_settings.batchSize; ++index)
        batch.push_back(m_task.draw(*m_batchRandom));
    const LossAndGradients update = lossAndGradients(m_parameters, batch, m_task.mode());
    std::vector<double> decay(m_parameters.matrices().size(), 0.0);
    decay[decay.size() - 2] = m_settings.readoutDecay; // W_O
    decay[decay.size() - 1] = m_settings.readoutDecay; // W_R
    m_optimizer.step(m_parameters, update.gradients, decay);
    m_lossHistory.push_back(update.loss);
    return update.loss;
}

void Trainer::reset()
{
    initialise();
}

TrainingEvaluation Trainer::evaluate() const
{
    TrainingEvaluation evaluation;
    evaluation.rightKeyShare.assign(size_t(m_settings.heads), 0.0);
    double lossSum = 0;
    int scored = 0;
    int correct = 0;
    int withRightKey = 0;
    for (const TrainingExample &example : m_evaluationSet) {
        const ForwardPass pass = forwardPass(m_parameters, example, m_task.mode());
        lossSum += pass.lossSum;
        scored += pass.scoredRows;
        for (Eigen::Index row = 0; row < pass.probabilities.rows(); ++row) {
            const int answer = example.answer[size_t(row)];
            Eigen::Index guess = 0;
            pass.probabilities.row(row).maxCoeff(&guess);
            correct += answer >= 0 && guess == answer;
            const int key = example.rightKey[size_t(row)];
            if (key < 0)
                continue;
            ++withRightKey;
            for (int head = 0; head < m_settings.heads; ++head)
                evaluation.rightKeyShare[size_t(head)] += pass.heads[size_t(head)].weights(row, key);
        }
    }
    evaluation.loss = scored ? lossSum / scored : 0.0;
    evaluation.accuracy = scored ? double(correct) / scored : 0.0;
    for (double &share : evaluation.rightKeyShare)
        share = withRightKey ? share / withRightKey : 0.0;
    return evaluation;
}

Scenario Trainer::toScenario(const TrainingEvaluation &evaluation) const
{
    const TrainingExample &example = shownExample();
    Scenario scenario;
    scenario.title = QCoreApplication::translate("Trainer", "Trained: %1, after %2 updates").arg(toyTaskTitle(m_settings.task)).arg(steps());
    // The numbers in the language's own way (0,05 in German), each share with its "%" on the same line.
    const QLocale locale;
    QStringList shares;
    for (double share : evaluation.rightKeyShare)
        shares << locale.toString(100.0 * share, 'f', 1) + QChar(0x00A0) + u'%';
    const QString headCount = QCoreApplication::translate("Trainer", "%n head(s)", nullptr, m_settings.heads);
    scenario.notes =
        toyTaskDescription(m_settings.task) + QStringLiteral("\n\n")
        + QCoreApplication::translate("Trainer", "These weights were learnt by back-propagation in the training panel: %1 updates of Adam "
             "(learning rate %2, batches of %3, seed %4, weight decay %10 on W_O and W_R), d_model = %5, %6. On %7 examples that "
             "training never saw, the mean loss is %8 and each head gives its right keys %9 of its attention.")
              .arg(steps())
              .arg(locale.toString(m_settings.learningRate))
              .arg(m_settings.batchSize)
              .arg(m_settings.seed)
              .arg(m_settings.dModel)
              .arg(headCount)
              .arg(kEvaluationExamples)
              .arg(locale.toString(evaluation.loss, 'f', 3))
              .arg(shares.join(QStringLiteral(", ")))
              .arg(locale.toString(m_settings.readoutDecay))
        + QStringLiteral("\n\n")
        // The stage as the stage bar names it.
        + QCoreApplication::translate("Trainer", "The vectors are fixed embeddings of the tokens (plus their positions, except in the translation, whose words are found by meaning alone). Training also learnt a readout "
             "W_R after W_O that turns each output row into an answer; the lesson stops at W_O. Step to "
             "**Softmax** to see the pattern the task needs.");
    scenario.mode = m_task.mode();
    scenario.scaled = true;
    // The translation's words carry no position (and appear once each): named as they are.
    const bool positional = m_task.task() != ToyTask::Translation;
    scenario.source.tokens = positional ? withPositions(example.keyTokens) : example.keyTokens;
    scenario.source.vectors = example.keyInputs;
    if (scenario.mode == AttentionMode::Cross)
        scenario.target = TokenSequence{example.queryTokens, example.queryInputs, {}, {}};
    std::vector<HeadWeights> heads;
    for (int head = 0; head < m_parameters.heads(); ++head)
        heads.push_back(HeadWeights{m_parameters.wq[size_t(head)], m_parameters.wk[size_t(head)],
                                    m_parameters.wv[size_t(head)], {}, {}, {}, {}});
    scenario.heads = std::move(heads);
    scenario.wo = m_parameters.wo;
    return scenario;
}

} // namespace attn
