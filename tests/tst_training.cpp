// The training panel's mathematics: back-propagation against finite differences, Adam against its formula,
// the toy tasks' answers, convergence to the known pattern from fixed seeds, and the trained layer as a
// lesson that the engine computes to the same weights.
#include "cpu/CpuEngine.h"
#include "scenario/ScenarioValidation.h"
#include "support/FiniteDifferences.h"
#include "training/Trainer.h"

#include <QtTest>
#include <cmath>

using namespace attn;
using namespace attn::test;

Q_DECLARE_METATYPE(attn::AttentionMode)
Q_DECLARE_METATYPE(attn::ToyTask)
Q_DECLARE_METATYPE(attn::TrainingSettings)

namespace {

/// A small layer and batch with every number drawn from the seed, answers included; about a third of the
/// query rows are not scored, as in the previous-occurrence task.
struct RandomCase
{
    LayerParameters parameters;
    std::vector<TrainingExample> batch;
};

RandomCase randomCase(AttentionMode mode, int heads, int dModel, int classes, std::uint64_t seed)
{
    TrainingRandom random(seed);
    RandomCase result;
    const int dHead = dModel / heads;
    for (int head = 0; head < heads; ++head) {
        result.parameters.wq.push_back(random.normalMatrix(dModel, dHead));
        result.parameters.wk.push_back(random.normalMatrix(dModel, dHead));
        result.parameters.wv.push_back(random.normalMatrix(dModel, dHead));
    }
    result.parameters.wo = random.normalMatrix(dHead * heads, dModel);
    result.parameters.readout = random.normalMatrix(dModel, classes);
    const int queries = 4;
    const int keys = mode == AttentionMode::Cross ? 5 : queries;
    for (int index = 0; index < 2; ++index) {
        TrainingExample example;
        example.queryInputs = random.normalMatrix(queries, dModel);
        example.keyInputs = mode == AttentionMode::Cross ? random.normalMatrix(keys, dModel) : example.queryInputs;
        for (int row = 0; row < queries; ++row) {
            example.answer.push_back(random.below(3) == 0 ? -1 : random.below(classes));
            example.rightKey.push_back(-1);
        }
        result.batch.push_back(example);
    }
    return result;
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gradientsMatchFiniteDifferences_data();
    void gradientsMatchFiniteDifferences();
    void adamFollowsItsFormula();
    void taskExamplesHaveTheKnownAnswers_data();
    void taskExamplesHaveTheKnownAnswers();
    void settingsAreCheckedByName_data();
    void settingsAreCheckedByName();
    void sameSettingsGiveSameNumbers();
    void trainingReachesTheKnownPattern_data();
    void trainingReachesTheKnownPattern();
    void trainedLayerIsALessonWithTheSameWeights_data();
    void trainedLayerIsALessonWithTheSameWeights();
};

void TestTraining::gradientsMatchFiniteDifferences_data()
{
    QTest::addColumn<AttentionMode>("mode");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("seed");
    for (AttentionMode mode : {AttentionMode::Bidirectional, AttentionMode::Causal, AttentionMode::Cross})
        for (int heads : {1, 2, 3})
            for (int seed : {11, 12})
                QTest::addRow("%s, %d head(s), seed %d", qPrintable(modeName(mode)), heads, seed) << mode << heads << seed;
}

/// Every entry of every parameter: the analytic gradient against the central difference
/// (L(θ + h) - L(θ - h)) / 2h, whose error is O(h²) ≈ 1e-10 here, plus rounding of about 1e-16 / h.
void TestTraining::gradientsMatchFiniteDifferences()
{
    QFETCH(AttentionMode, mode);
    QFETCH(int, heads);
    QFETCH(int, seed);
    RandomCase data = randomCase(mode, heads, 6, 4, seed);
    const LossAndGradients analytic = lossAndGradients(data.parameters, data.batch, mode);
    QVERIFY(std::isfinite(analytic.loss) && analytic.loss > 0);
    QCOMPARE(analytic.loss, meanLoss(data.parameters, data.batch, mode));

    const std::vector<MatrixD *> matrices = data.parameters.matrices();
    QCOMPARE(int(matrices.size()), 3 * heads + 2);
    const GradientCheck check = compareWithFiniteDifferences(matrices, analytic.gradients.matrices(), data.parameters.matrixNames(),
                                                             [&] { return meanLoss(data.parameters, data.batch, mode); });
    QVERIFY2(check.failure.isEmpty(), qPrintable(check.failure));
    const int checked = check.checked;
    // Every head's projections and both output matrices, nothing skipped: 3 d_model d_k per head + W_O + W_R.
    QCOMPARE(checked, 3 * 6 * 6 + 6 * 6 + 6 * 4);
}

void TestTraining::adamFollowsItsFormula()
{
    LayerParameters parameters;
    parameters.wq = {MatrixD::Constant(1, 1, 1.0)};
    parameters.wk = {MatrixD::Constant(1, 1, 2.0)};
    parameters.wv = {MatrixD::Constant(1, 1, -1.0)};
    parameters.wo = MatrixD::Constant(1, 1, 4.0);
    parameters.readout = MatrixD::Constant(1, 2, 5.0);
    LayerParameters gradients = parameters.zerosLike();
    gradients.wq[0](0, 0) = 0.5;
    gradients.wk[0](0, 0) = -3.0;
    gradients.wo(0, 0) = 0.25;
    const double rate = 0.1;
    AdamOptimizer adam(rate);
    // Step 1: m̂ = g and v̂ = g², so each entry moves by -rate g / (|g| + ε): the learning rate against the
    // gradient's sign, whatever its size; a zero gradient moves nothing.
    adam.step(parameters, gradients, {0, 0, 0, 0, 0.5});
    QCOMPARE(parameters.wq[0](0, 0), 1.0 - rate * 0.5 / (0.5 + 1e-8));
    QCOMPARE(parameters.wk[0](0, 0), 2.0 + rate * 3.0 / (3.0 + 1e-8));
    QCOMPARE(parameters.wv[0](0, 0), -1.0);
    QCOMPARE(parameters.wo(0, 0), 4.0 - rate * 0.25 / (0.25 + 1e-8));
    // Decoupled weight decay: W_R shrinks by (1 - rate λ) with no gradient at all.
    QCOMPARE(parameters.readout(0, 1), 5.0 * (1 - rate * 0.5));
    // Step 2 with g = 1 after g = 0.5: m = 0.9·0.05 + 0.1 = 0.145, v = 0.999·0.00025 + 0.001 = 0.00124975.
    gradients.wq[0](0, 0) = 1.0;
    const double before = parameters.wq[0](0, 0);
    adam.step(parameters, gradients);
    const double corrected = (0.145 / (1 - 0.81)) / (std::sqrt(0.00124975 / (1 - 0.998001)) + 1e-8);
    QVERIFY(std::abs(parameters.wq[0](0, 0) - (before - rate * corrected)) < 1e-12);
    QCOMPARE(adam.stepsTaken(), 2);
}

void TestTraining::taskExamplesHaveTheKnownAnswers_data()
{
    QTest::addColumn<ToyTask>("task");
    QTest::addColumn<int>("length");
    QTest::newRow("mirror, 5 tokens") << ToyTask::Mirror << 5;
    QTest::newRow("mirror, 12 tokens") << ToyTask::Mirror << 12;
    QTest::newRow("previous occurrence, 3 tokens") << ToyTask::PreviousOccurrence << 3;
    QTest::newRow("previous occurrence, 12 tokens") << ToyTask::PreviousOccurrence << 12;
    QTest::newRow("translation") << ToyTask::Translation << 9;
}

void TestTraining::taskExamplesHaveTheKnownAnswers()
{
    QFETCH(ToyTask, task);
    QFETCH(int, length);
    const ToyTaskData data(task, length, 8, 5);
    QCOMPARE(data.length(), task == ToyTask::Translation ? ToyTaskData::kTranslationLength : length);
    TrainingRandom random(3);
    int repeats = 0;
    for (int draw = 0; draw < 200; ++draw) {
        const TrainingExample example = data.draw(random);
        QCOMPARE(example.queryTokens.size(), data.length());
        QCOMPARE(example.queryInputs.rows(), Eigen::Index(data.length()));
        QCOMPARE(example.queryInputs.cols(), Eigen::Index(8));
        for (int row = 0; row < data.length(); ++row) {
            const int key = example.rightKey[size_t(row)];
            const int answer = example.answer[size_t(row)];
            QVERIFY(answer >= 0 && answer < data.classCount());
            switch (task) {
            case ToyTask::Mirror:
                QCOMPARE(key, data.length() - 1 - row);
                QCOMPARE(data.classNames()[answer], example.keyTokens[key]);
                break;
            case ToyTask::PreviousOccurrence:
                // The earliest position holding the same token: no earlier one anywhere before it.
                QVERIFY(key <= row);
                QCOMPARE(example.keyTokens[key], example.queryTokens[row]);
                QCOMPARE(example.queryTokens.mid(0, key).count(example.queryTokens[row]), 0);
                QVERIFY(example.queryTokens.count(example.queryTokens[row]) <= 2);
                QCOMPARE(answer, key);
                repeats += key < row;
                break;
            case ToyTask::Translation:
                // The answer names the English word at the right key; that word appears once in the sentence.
                QCOMPARE(data.classNames()[answer], example.keyTokens[key]);
                QCOMPARE(example.keyTokens.count(example.keyTokens[key]), 1);
                QCOMPARE(AttentionMode::Cross, data.mode());
                break;
            }
        }
    }
    if (task == ToyTask::PreviousOccurrence)
        QVERIFY2(repeats > 100, "tokens should repeat often enough to teach anything");
}

void TestTraining::settingsAreCheckedByName_data()
{
    QTest::addColumn<TrainingSettings>("settings");
    QTest::addColumn<QString>("named");
    TrainingSettings good;
    QTest::newRow("defaults") << good << QString();
    TrainingSettings shortSequence = good;
    shortSequence.length = 2;
    QTest::newRow("too short") << shortSequence << QStringLiteral("sequence length");
    TrainingSettings translation = shortSequence;
    translation.task = ToyTask::Translation;
    QTest::newRow("translation ignores the length") << translation << QString();
    TrainingSettings wide = good;
    wide.dModel = 65;
    QTest::newRow("d_model too large") << wide << QStringLiteral("d_model");
    TrainingSettings uneven = good;
    uneven.heads = 3;
    QTest::newRow("heads do not divide d_model") << uneven << QStringLiteral("heads: d_model = 16 must split evenly");
    TrainingSettings zeroRate = good;
    zeroRate.learningRate = 0;
    QTest::newRow("learning rate 0") << zeroRate << QStringLiteral("learning rate");
    TrainingSettings nanRate = good;
    nanRate.learningRate = std::nan("");
    QTest::newRow("learning rate NaN") << nanRate << QStringLiteral("learning rate");
    TrainingSettings decay = good;
    decay.readoutDecay = 30;
    QTest::newRow("decay") << decay << QStringLiteral("weight decay");
}

void TestTraining::settingsAreCheckedByName()
{
    QFETCH(TrainingSettings, settings);
    QFETCH(QString, named);
    const std::optional<QString> problem = checkTrainingSettings(settings);
    if (named.isEmpty())
        QVERIFY2(!problem, qPrintable(problem.value_or(QString())));
    else
        QVERIFY2(problem && problem->startsWith(named), qPrintable(problem.value_or(QStringLiteral("accepted"))));
}

void TestTraining::sameSettingsGiveSameNumbers()
{
    TrainingSettings settings;
    settings.heads = 2;
    Trainer first(settings);
    Trainer second(settings);
    const LayerParameters start = first.parameters();
    for (int step = 0; step < 20; ++step)
        QCOMPARE(first.step(), second.step());
    QCOMPARE(first.steps(), 20);
    QCOMPARE(int(first.lossHistory().size()), 20);
    QVERIFY(sameMatrix(first.parameters().wq[1], second.parameters().wq[1]));
    QVERIFY(!sameMatrix(first.parameters().wq[1], start.wq[1]));
    first.reset();
    QCOMPARE(first.steps(), 0);
    QVERIFY(first.lossHistory().empty());
    for (size_t index = 0; index < start.matrices().size(); ++index)
        QVERIFY(sameMatrix(*first.parameters().matrices()[index], *start.matrices()[index]));
    settings.seed = 2;
    QVERIFY(!sameMatrix(Trainer(settings).parameters().wq[0], start.wq[0]));
}

void TestTraining::trainingReachesTheKnownPattern_data()
{
    QTest::addColumn<ToyTask>("task");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("heads");
    QTest::addColumn<double>("decay");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("maximumLoss");
    QTest::addColumn<double>("minimumShare");
    QTest::addColumn<double>("maximumShare");
    // From seed 1, d_model 16, learning rate 0.05, batches of 32; the share is the mean weight that the best
    // head gives the right key over 64 held-out examples (uniform attention would give 1/6 to 1/12).
    QTest::newRow("mirror: the anti-diagonal") << ToyTask::Mirror << 6 << 1 << 1.0 << 600 << 0.01 << 0.95 << 1.0;
    QTest::newRow("mirror, 10 tokens") << ToyTask::Mirror << 10 << 1 << 1.0 << 600 << 0.01 << 0.9 << 1.0;
    QTest::newRow("mirror, 2 heads") << ToyTask::Mirror << 8 << 2 << 1.0 << 600 << 0.01 << 0.9 << 1.0;
    QTest::newRow("previous occurrence") << ToyTask::PreviousOccurrence << 6 << 1 << 1.0 << 600 << 0.01 << 0.95 << 1.0;
    QTest::newRow("previous occurrence, 10 tokens") << ToyTask::PreviousOccurrence << 10 << 1 << 1.0 << 600 << 0.01 << 0.9 << 1.0;
    QTest::newRow("translation alignment") << ToyTask::Translation << 6 << 1 << 1.0 << 600 << 0.01 << 0.9 << 1.0;
    // What the decay is for: without it the readout turns up its weights, the loss still falls, and the
    // attention stays blurred.
    QTest::newRow("translation without weight decay") << ToyTask::Translation << 6 << 1 << 0.0 << 600 << 0.01 << 0.0 << 0.85;
}

void TestTraining::trainingReachesTheKnownPattern()
{
    QFETCH(ToyTask, task);
    QFETCH(int, length);
    QFETCH(int, heads);
    QFETCH(double, decay);
    QFETCH(int, steps);
    QFETCH(double, maximumLoss);
    QFETCH(double, minimumShare);
    QFETCH(double, maximumShare);
    TrainingSettings settings;
    settings.task = task;
    settings.length = length;
    settings.heads = heads;
    settings.readoutDecay = decay;
    Trainer trainer(settings);
    const TrainingEvaluation before = trainer.evaluate();
    for (int step = 0; step < steps; ++step)
        trainer.step();
    const TrainingEvaluation after = trainer.evaluate();
    const double share = after.rightKeyShare[size_t(after.bestHead())];
    const QString summary = QStringLiteral("loss %1 -> %2, share %3 -> %4, accuracy %5")
                                .arg(before.loss).arg(after.loss)
                                .arg(before.rightKeyShare[size_t(before.bestHead())]).arg(share).arg(after.accuracy);
    qInfo().noquote() << summary;
    QVERIFY2(after.loss < maximumLoss, qPrintable(summary));
    QVERIFY2(share >= minimumShare && share <= maximumShare, qPrintable(summary));
    QVERIFY2(before.rightKeyShare[size_t(before.bestHead())] < 0.5, qPrintable(summary));
    QCOMPARE(after.accuracy, 1.0);
}

void TestTraining::trainedLayerIsALessonWithTheSameWeights_data()
{
    QTest::addColumn<ToyTask>("task");
    QTest::addColumn<int>("heads");
    QTest::newRow("mirror") << ToyTask::Mirror << 2;
    QTest::newRow("previous occurrence") << ToyTask::PreviousOccurrence << 1;
    QTest::newRow("translation") << ToyTask::Translation << 4;
}

void TestTraining::trainedLayerIsALessonWithTheSameWeights()
{
    QFETCH(ToyTask, task);
    QFETCH(int, heads);
    TrainingSettings settings;
    settings.task = task;
    settings.heads = heads;
    Trainer trainer(settings);
    for (int step = 0; step < 50; ++step)
        trainer.step();
    const Scenario scenario = trainer.toScenario();
    const std::optional<ScenarioProblem> problem = validateScenario(scenario);
    QVERIFY2(!problem, qPrintable(problem ? problem->toString() : QString()));
    QCOMPARE(scenario.mode, toyTaskMode(task));
    if (task == ToyTask::Translation) {
        QCOMPARE(scenario.querySequence().tokens, trainer.shownExample().queryTokens);
        QCOMPARE(scenario.source.tokens, trainer.shownExample().keyTokens);
    } else {
        // Each token with its position, "B₂", so that a repeated token's rows can be told apart.
        const QStringList &tokens = scenario.source.tokens;
        QCOMPARE(tokens.size(), trainer.shownExample().keyTokens.size());
        for (qsizetype i = 0; i < tokens.size(); ++i)
            QVERIFY2(tokens[i].startsWith(trainer.shownExample().keyTokens[i]) && tokens[i].endsWith(QChar(char16_t(0x2080 + (i + 1) % 10))),
                     qPrintable(tokens[i]));
        QCOMPARE(QSet<QString>(tokens.begin(), tokens.end()).size(), tokens.size());
    }
    QCOMPARE(int(scenario.heads->size()), heads);
    QVERIFY(sameMatrix(*scenario.wo, trainer.parameters().wo));
    QVERIFY(scenario.notes.contains(QStringLiteral("50")));

    CpuEngine engine;
    const AttentionResult result = engine.run(scenario);
    const ForwardPass pass = forwardPass(trainer.parameters(), trainer.shownExample(), toyTaskMode(task));
    for (int head = 0; head < heads; ++head) {
        const MatrixD computed = result.heads[size_t(head)].weights.cast<double>();
        const double difference = (computed - pass.heads[size_t(head)].weights).cwiseAbs().maxCoeff();
        QVERIFY2(difference < 1e-5, qPrintable(QStringLiteral("head %1 differs by %2").arg(head + 1).arg(difference)));
    }
    const MatrixD output = result.output.cast<double>();
    QVERIFY((output - pass.projected).cwiseAbs().maxCoeff() < 1e-5);
}

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
