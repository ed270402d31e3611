// The lesson path of every engine: golden values worked by hand, the seed's numbers, agreement with a
// double-precision reference, and the properties attention must have.
#include "engine/MaskedSoftmax.h"
#include "engine/MaskedSoftmaxKernel.h"
#include "engine/ResultComparison.h"
#include "scenario/ScenarioFile.h"
#include "support/EngineRows.h"
#include "support/ReferenceAttention.h"
#include "support/TestPaths.h"
#include "support/Tolerances.h"

#include <QFileInfo>
#include <QScopeGuard>
#include <QTest>
#include <cmath>
#include <omp.h>
#include <limits>
#include <tuple>

using namespace attn;
using namespace attn::test;

Q_DECLARE_METATYPE(attn::Scenario)
Q_DECLARE_METATYPE(attn::MatrixD)

namespace {

/// A head with these projections and no biases.
HeadWeights headOf(MatrixD wq, MatrixD wk, MatrixD wv)
{
    HeadWeights head;
    head.wq = std::move(wq);
    head.wk = std::move(wk);
    head.wv = std::move(wv);
    return head;
}

/// Hand-worked case B below: causal, one number per token.
Scenario causalOneTwoThree()
{
    return makeScenario(AttentionMode::Causal, matrixOf({{1}, {2}, {3}}));
}

/// Hand-worked case C: two heads of d_k = d_v = 1, head 1 reading coordinate 0 and head 2 coordinate 1.
Scenario twoHeadsWithOutputProjection()
{
    Scenario scenario = makeScenario(AttentionMode::Bidirectional, matrixOf({{1, 2}, {3, 4}}));
    const MatrixD first = matrixOf({{1}, {0}});
    const MatrixD second = matrixOf({{0}, {1}});
    scenario.heads = std::vector<HeadWeights>{headOf(first, first, first), headOf(second, second, second)};
    scenario.wo = matrixOf({{1, 1}, {0, -1}});
    return scenario;
}

Scenario loadExample(const QString &fileName)
{
    const ScenarioReadResult read = readScenarioFile(examplesFolder() + u'/' + fileName);
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return *read.scenario;
}

Scenario permuted(const Scenario &scenario, const std::vector<Eigen::Index> &order)
{
    Scenario result = scenario;
    for (size_t row = 0; row < order.size(); ++row) {
        result.source.tokens[qsizetype(row)] = scenario.source.tokens[qsizetype(order[row])];
        result.source.vectors.row(Eigen::Index(row)) = scenario.source.vectors.row(order[row]);
    }
    return result;
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handWorkedCases_data();
    void handWorkedCases();
    void seedDotProducts_data();
    void seedDotProducts();
    void agreesWithReference_data();
    void agreesWithReference();
    void weightRowsSumToOneAndMaskedAreZero_data();
    void weightRowsSumToOneAndMaskedAreZero();
    void causalFirstRowIsOneHot_data();
    void causalFirstRowIsOneHot();
    void causalRowsIgnoreLaterTokens_data();
    void causalRowsIgnoreLaterTokens();
    void bidirectionalIsPermutationEquivariant_data();
    void bidirectionalIsPermutationEquivariant();
    void scalingOffEqualsScalingWithDkOne_data();
    void scalingOffEqualsScalingWithDkOne();
    void largeScoresDoNotOverflow_data();
    void largeScoresDoNotOverflow();
    void fullyMaskedRowIsZeroAndFlagged();
    void softmaxKernelAgreesWithTheFormula_data();
    void softmaxKernelAgreesWithTheFormula();
    void causalOutputLeavesOutTheKeysItMayNotSee_data();
    void causalOutputLeavesOutTheKeysItMayNotSee();
    void lowTemperatureSharpens_data();
    void lowTemperatureSharpens();
    void extremeInputsGiveDefinedNumbers_data();
    void extremeInputsGiveDefinedNumbers();
    void aRaisedCancellationFlagStopsTheRun_data();
    void aRaisedCancellationFlagStopsTheRun();
    void overflowIsNamedNotComputed_data();
    void overflowIsNamedNotComputed();
    void everyNumberBeyondFloat32IsFound_data();
    void everyNumberBeyondFloat32IsFound();
    void denormalInputsGiveTheDoubleAnswer_data();
    void denormalInputsGiveTheDoubleAnswer();
    void numbersDoNotDependOnTheThreadCount_data();
    void numbersDoNotDependOnTheThreadCount();
};

void TestEngine::handWorkedCases_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("head");
    QTest::addColumn<MatrixD>("expectedWeights");
    QTest::addColumn<MatrixD>("expectedOutput");

    for (const QString &engine : lessonEngineNames()) {
        // Case A: X = I (2 tokens, d = 2), identity projections, so S = X X^T = I and the scaled
        // scores are I / sqrt(2): row 0 is softmax(0.70710678, 0) = (e^0.7071, 1) / (e^0.7071 + 1)
        //   = (2.02811498, 1) / 3.02811498 = (0.66976155, 0.33023845). V = I, so output = weights.
        const MatrixD caseA = matrixOf({{0.66976155, 0.33023845}, {0.33023845, 0.66976155}});
        QTest::addRow("%s: A bidirectional identity", qPrintable(engine))
            << engine << makeScenario(AttentionMode::Bidirectional, MatrixD::Identity(2, 2)) << 0 << caseA << caseA;

        // Case B: x = (1, 2, 3), d_k = 1 so scaling changes nothing; S = x x^T.
        //   row 0 sees only itself: weight 1, output 1.
        //   row 1: softmax(2, 4) = (1, e^2) / (1 + e^2) = (0.11920292, 0.88079708); output 0.1192 + 2 * 0.8808 = 1.88079708.
        //   row 2: softmax(3, 6, 9) = (e^-6, e^-3, 1) / 1.05226580 = (0.00235563, 0.04731416, 0.95033021);
        //          output 0.00235563 + 2 * 0.04731416 + 3 * 0.95033021 = 2.94797458.
        QTest::addRow("%s: B causal 1 2 3", qPrintable(engine))
            << engine << causalOneTwoThree() << 0
            << matrixOf({{1, 0, 0}, {0.11920292, 0.88079708, 0}, {0.00235563, 0.04731416, 0.95033021}})
            << matrixOf({{1}, {1.88079708}, {2.94797458}});

        // Case C, head 0 reads x_0 = (1, 3): S = [[1, 3], [3, 9]],
        //   softmax(1, 3) = (0.11920292, 0.88079708) -> 1 * 0.1192 + 3 * 0.8808 = 2.76159416
        //   softmax(3, 9) = (0.00247262, 0.99752738) -> 2.99505475
        QTest::addRow("%s: C head 0", qPrintable(engine))
            << engine << twoHeadsWithOutputProjection() << 0
            << matrixOf({{0.11920292, 0.88079708}, {0.00247262, 0.99752738}}) << matrixOf({{2.76159416}, {2.99505475}});
        // Case C, head 1 reads x_1 = (2, 4): S = [[4, 8], [8, 16]],
        //   softmax(4, 8) = (0.01798621, 0.98201379) -> 3.96402758; softmax(8, 16) -> 3.99932930
        QTest::addRow("%s: C head 1", qPrintable(engine))
            << engine << twoHeadsWithOutputProjection() << 1
            << matrixOf({{0.01798621, 0.98201379}, {0.00033535, 0.99966465}}) << matrixOf({{3.96402758}, {3.99932930}});
    }
}

void TestEngine::handWorkedCases()
{
    QFETCH(QString, engine);
    QFETCH(Scenario, scenario);
    QFETCH(int, head);
    QFETCH(MatrixD, expectedWeights);
    QFETCH(MatrixD, expectedOutput);
    const AttentionResult result = engineNamed(engine)->run(scenario);
    QCOMPARE(result.engine, engine.section(u':', 0, 0)); // "cpu:baseline" is the cpu engine
    const HeadResult &computed = result.heads.at(size_t(head));
    // The hand-worked numbers carry 8 decimals.
    QString mismatch = firstMismatch(computed.weights, expectedWeights, 1e-7, 1e-6);
    QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("weights ") + mismatch));
    mismatch = firstMismatch(computed.output, expectedOutput, 1e-7, 1e-6);
    QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("output ") + mismatch));
}

void TestEngine::seedDotProducts_data()
{
    QTest::addColumn<QString>("engine");
    for (const QString &engine : lessonEngineNames())
        QTest::newRow(qPrintable(engine)) << engine;
}

void TestEngine::seedDotProducts()
{
    // The first seed: hello . hi = 0.7557, hello . tomato = 0.4461, hi . tomato = 0.4341 (unscaled scores).
    QFETCH(QString, engine);
    const AttentionResult result = engineNamed(engine)->run(loadExample(QStringLiteral("01-alignment.json")));
    const MatrixF &scores = result.heads.front().scores;
    QCOMPARE(scores(0, 1), 0.7557f);
    QCOMPARE(scores(0, 2), 0.4461f);
    QCOMPARE(scores(1, 2), 0.4341f);
    QCOMPARE(scores(1, 0), scores(0, 1));
    // Not scaled in this lesson, so the scaled stage is the scores themselves.
    QVERIFY(result.heads.front().scaled == scores);
}

void TestEngine::agreesWithReference_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<Scenario>("scenario");
    for (const QString &engine : lessonEngineNames()) {
        for (const QString &path : exampleFiles())
            QTest::addRow("%s: %s", qPrintable(engine), qPrintable(QFileInfo(path).fileName()))
                << engine << loadExample(QFileInfo(path).fileName());
        for (AttentionMode mode : {AttentionMode::Causal, AttentionMode::Bidirectional, AttentionMode::Cross}) {
            Scenario scenario = makeScenario(mode, seededMatrix(7, 5, 1));
            scenario.target = TokenSequence{{"a", "b", "c"}, seededMatrix(3, 5, 2), {}, {}};
            scenario.heads = std::vector<HeadWeights>{
                headOf(seededMatrix(5, 3, 3), seededMatrix(5, 3, 4), seededMatrix(5, 2, 5)),
                headOf(seededMatrix(5, 1, 6), seededMatrix(5, 1, 7), seededMatrix(5, 4, 8))};
            scenario.wo = seededMatrix(6, 5, 9);
            QTest::addRow("%s: random 2 heads %s", qPrintable(engine), qPrintable(modeName(mode)))
                << engine << scenario;
            scenario.temperature = 0.3;
            QTest::addRow("%s: random 2 heads %s, temperature 0.3", qPrintable(engine), qPrintable(modeName(mode)))
                << engine << scenario;
            // Biases, as GPT-2 has them: the first head with b_Q, b_K, b_V, the second with b_V only, and b_O.
            scenario.temperature = 1.0;
            HeadWeights &first = (*scenario.heads)[0];
            first.bq = seededMatrix(1, 3, 10);
            first.bk = seededMatrix(1, 3, 11);
            first.bv = seededMatrix(1, 2, 12);
            (*scenario.heads)[1].bv = seededMatrix(1, 4, 13);
            scenario.bo = seededMatrix(1, 5, 14);
            QTest::addRow("%s: random 2 heads %s, biases", qPrintable(engine), qPrintable(modeName(mode))) << engine << scenario;
            scenario.positions = ScenarioPositions::Sinusoidal;
            QTest::addRow("%s: random 2 heads %s, biases and positions", qPrintable(engine), qPrintable(modeName(mode))) << engine << scenario;
        }
        // d_model 80 with b_O: the output projection runs in the kernels' register strips (64 columns wide
        // with AVX-512, 16 with SSE and AVX2) and the columns after the last whole strip.
        // Numbers within ±0.3, so that sums of 80 products keep float32's rounding inside the tolerance.
        Scenario wide = makeScenario(AttentionMode::Bidirectional, seededMatrix(9, 80, 15, 0.3));
        wide.heads = std::vector<HeadWeights>{
            headOf(seededMatrix(80, 16, 16, 0.3), seededMatrix(80, 16, 17, 0.3), seededMatrix(80, 24, 18, 0.3)),
            headOf(seededMatrix(80, 8, 19, 0.3), seededMatrix(80, 8, 20, 0.3), seededMatrix(80, 40, 21, 0.3))};
        wide.wo = seededMatrix(64, 80, 22, 0.3);
        wide.bo = seededMatrix(1, 80, 23);
        QTest::addRow("%s: d_model 80, 2 heads, b_O", qPrintable(engine)) << engine << wide;
        // Enough work to share over the threads (kWorkWorthWakingThreads): the heads taken by whichever thread
        // is free, and the output projection's rows in blocks, 37 of them split unevenly. Cross attention,
        // whose queries have inputs of their own, and causal, whose queries share the keys'. 70 keys: the
        // projections and Q K^T run a whole register strip of tokens (64 with AVX-512) and the rest.
        Scenario shared = makeScenario(AttentionMode::Cross, seededMatrix(70, 24, 24, 0.3));
        shared.target = TokenSequence{QStringList(37, QStringLiteral("t")), seededMatrix(37, 24, 25, 0.3), {}, {}};
        std::vector<HeadWeights> sharedHeads;
        for (unsigned h = 0; h < 4; ++h)
            sharedHeads.push_back(headOf(seededMatrix(24, 6, 30 + 3 * h, 0.3), seededMatrix(24, 6, 31 + 3 * h, 0.3),
                                         seededMatrix(24, 6, 32 + 3 * h, 0.3)));
        sharedHeads[1].bq = seededMatrix(1, 6, 45);
        shared.heads = sharedHeads;
        shared.wo = seededMatrix(24, 24, 46, 0.3);
        shared.bo = seededMatrix(1, 24, 47);
        QTest::addRow("%s: cross, 4 heads over the threads", qPrintable(engine)) << engine << shared;
        shared.mode = AttentionMode::Causal;
        shared.target.reset();
        QTest::addRow("%s: causal, 4 heads over the threads", qPrintable(engine)) << engine << shared;
    }
}

void TestEngine::agreesWithReference()
{
    QFETCH(QString, engine);
    QFETCH(Scenario, scenario);
    const AttentionResult result = engineNamed(engine)->run(scenario);
    const ReferenceResult reference = referenceAttention(scenario);
    QCOMPARE(result.heads.size(), reference.heads.size());
    for (size_t h = 0; h < reference.heads.size(); ++h) {
        const HeadResult &computed = result.heads[h];
        const ReferenceHead &expected = reference.heads[h];
        const std::pair<const char *, std::pair<const MatrixF *, const MatrixD *>> stages[] = {
            {"q", {&computed.q, &expected.q}},           {"k", {&computed.k, &expected.k}},
            {"v", {&computed.v, &expected.v}},           {"scores", {&computed.scores, &expected.scores}},
            {"scaled", {&computed.scaled, &expected.scaled}}, {"weights", {&computed.weights, &expected.weights}},
            {"output", {&computed.output, &expected.output}}};
        for (const auto &[stage, matrices] : stages) {
            const QString mismatch = firstMismatch(*matrices.first, *matrices.second);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("head %1 %2 %3").arg(h).arg(stage, mismatch)));
        }
    }
    QString mismatch = firstMismatch(result.concat, reference.concat);
    QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("concat ") + mismatch));
    mismatch = firstMismatch(result.output, reference.output);
    QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("output ") + mismatch));
}

void TestEngine::weightRowsSumToOneAndMaskedAreZero_data()
{
    agreesWithReference_data();
}

void TestEngine::weightRowsSumToOneAndMaskedAreZero()
{
    QFETCH(QString, engine);
    QFETCH(Scenario, scenario);
    const AttentionResult result = engineNamed(engine)->run(scenario);
    for (const HeadResult &head : result.heads) {
        QVERIFY(head.fullyMaskedRows.empty());
        for (Eigen::Index i = 0; i < head.weights.rows(); ++i) {
            QVERIFY2(std::abs(head.weights.row(i).sum() - 1.0f) < 1e-6f, qPrintable(QStringLiteral("row %1").arg(i)));
            for (Eigen::Index j = 0; j < head.weights.cols(); ++j) {
                const bool masked = isMasked(scenario.mode, i, j);
                QCOMPARE(std::isinf(head.masked(i, j)) && head.masked(i, j) < 0, masked);
                if (masked)
                    QCOMPARE(head.weights(i, j), 0.0f);
                else
                    QCOMPARE(head.masked(i, j), head.scaled(i, j));
            }
        }
    }
}

void TestEngine::causalFirstRowIsOneHot_data()
{
    seedDotProducts_data();
}

void TestEngine::causalFirstRowIsOneHot()
{
    QFETCH(QString, engine);
    const Scenario scenario = loadExample(QStringLiteral("03-causal-self-attention.json"));
    const HeadResult head = engineNamed(engine)->run(scenario).heads.front();
    QCOMPARE(head.weights(0, 0), 1.0f);
    QVERIFY((head.weights.row(0).tail(head.weights.cols() - 1).array() == 0.0f).all());
    // With one visible key, the output is that key's value.
    QVERIFY(head.output.row(0) == head.v.row(0));
}

void TestEngine::causalRowsIgnoreLaterTokens_data()
{
    seedDotProducts_data();
}

void TestEngine::causalRowsIgnoreLaterTokens()
{
    QFETCH(QString, engine);
    const Scenario original = makeScenario(AttentionMode::Causal, seededMatrix(9, 6, 11));
    Scenario changed = original;
    changed.source.vectors.row(6) = seededMatrix(1, 6, 12).row(0) * 5.0;
    const std::unique_ptr<Engine> attention = engineNamed(engine);
    const AttentionResult before = attention->run(original);
    const AttentionResult after = attention->run(changed);
    const MatrixF gap = (before.output.topRows(6) - after.output.topRows(6)).cwiseAbs();
    Eigen::Index worstRow = 0, worstColumn = 0;
    gap.maxCoeff(&worstRow, &worstColumn);
    // Exactly equal: the same inputs must give the same bits, wherever the buffers were allocated.
    QVERIFY2(before.output.topRows(6) == after.output.topRows(6),
             qPrintable(QStringLiteral("output (%1, %2): %3 against %4")
                            .arg(worstRow)
                            .arg(worstColumn)
                            .arg(double(before.output(worstRow, worstColumn)), 0, 'g', 9)
                            .arg(double(after.output(worstRow, worstColumn)), 0, 'g', 9)));
    QVERIFY(before.output.row(6) != after.output.row(6));
}

void TestEngine::bidirectionalIsPermutationEquivariant_data()
{
    seedDotProducts_data();
}

void TestEngine::bidirectionalIsPermutationEquivariant()
{
    // Without a mask or positions, attention cannot tell token order: permuting the tokens permutes
    // the output rows the same way.
    QFETCH(QString, engine);
    const Scenario scenario = loadExample(QStringLiteral("06-multi-head.json"));
    const std::vector<Eigen::Index> order{3, 0, 5, 1, 4, 2};
    const std::unique_ptr<Engine> attention = engineNamed(engine);
    const AttentionResult straight = attention->run(scenario);
    const AttentionResult shuffled = attention->run(permuted(scenario, order));
    MatrixF expected(straight.output.rows(), straight.output.cols());
    for (size_t row = 0; row < order.size(); ++row)
        expected.row(Eigen::Index(row)) = straight.output.row(order[row]);
    const QString mismatch = firstMismatch(shuffled.output, expected);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));

    // With positions the same shuffle is no longer a shuffle of the outputs: X = E + P gives a token at
    // another place another vector. (And the engine's numbers are the double reference's, positions included.)
    Scenario placed = scenario;
    placed.positions = ScenarioPositions::Sinusoidal;
    const AttentionResult placedStraight = attention->run(placed);
    const AttentionResult placedShuffled = attention->run(permuted(placed, order));
    double largest = 0;
    for (size_t row = 0; row < order.size(); ++row)
        largest = std::max(largest, double((placedShuffled.output.row(Eigen::Index(row)) - placedStraight.output.row(order[row])).cwiseAbs().maxCoeff()));
    QVERIFY2(largest > 0.01, qPrintable(QString::number(largest)));
    const QString placedMismatch = firstMismatch(placedStraight.output, referenceAttention(placed).output);
    QVERIFY2(placedMismatch.isEmpty(), qPrintable(placedMismatch));
}

void TestEngine::scalingOffEqualsScalingWithDkOne_data()
{
    seedDotProducts_data();
}

void TestEngine::scalingOffEqualsScalingWithDkOne()
{
    QFETCH(QString, engine);
    Scenario scaled = makeScenario(AttentionMode::Bidirectional, seededMatrix(5, 3, 21), true);
    scaled.heads = std::vector<HeadWeights>{headOf(seededMatrix(3, 1, 22), seededMatrix(3, 1, 23), seededMatrix(3, 3, 24))};
    Scenario unscaled = scaled;
    unscaled.scaled = false;
    const std::unique_ptr<Engine> attention = engineNamed(engine);
    const AttentionResult withScaling = attention->run(scaled);
    const AttentionResult withoutScaling = attention->run(unscaled);
    QVERIFY(withScaling.heads.front().scaled == withoutScaling.heads.front().scaled);
    QVERIFY(withScaling.output == withoutScaling.output);
    QVERIFY(withoutScaling.heads.front().scaled == withoutScaling.heads.front().scores);
}

void TestEngine::largeScoresDoNotOverflow_data()
{
    seedDotProducts_data();
}

void TestEngine::largeScoresDoNotOverflow()
{
    // Scores of 1e4: exp(1e4) overflows float32, exp(s - max) does not.
    QFETCH(QString, engine);
    const Scenario scenario = makeScenario(AttentionMode::Causal, matrixOf({{100, 0}, {0, 100}, {70, 71}}), false);
    const HeadResult head = engineNamed(engine)->run(scenario).heads.front();
    QCOMPARE(head.scores(0, 0), 10000.0f);
    QVERIFY(head.weights.allFinite());
    QVERIFY(head.output.allFinite());
    QCOMPARE(head.weights(1, 1), 1.0f); // 1e4 against 0: e^-1e4 is 0 in float
    QVERIFY(std::abs(head.weights.row(2).sum() - 1.0f) < 1e-6f);
}

void TestEngine::fullyMaskedRowIsZeroAndFlagged()
{
    constexpr float hidden = -std::numeric_limits<float>::infinity();
    MatrixF masked(2, 3);
    masked << 1.0f, hidden, 2.0f, hidden, hidden, hidden;
    MatrixF weights;
    std::vector<Eigen::Index> fullyMasked;
    softmaxRows(masked, weights, fullyMasked);
    QCOMPARE(fullyMasked, std::vector<Eigen::Index>{1});
    QVERIFY((weights.row(1).array() == 0.0f).all());
    QCOMPARE(weights(0, 1), 0.0f);
    QVERIFY(std::abs(weights(0, 0) - 0.26894142f) < 1e-7f);
    QVERIFY(weights.allFinite());
}

void TestEngine::softmaxKernelAgreesWithTheFormula_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<float>("temperature");
    // Widths around the vector registers and the packets padded after a row's last whole one (4 floats in
    // this test, which calls the kernel as built into attn_core; the modules' 8 and 16 run through the
    // lesson path in agreesWithReference); more rows than a group of 16, so that groups end and begin
    // mid-matrix.
    for (int width : {1, 3, 15, 16, 17, 64, 70}) {
        for (bool causal : {false, true}) {
            for (float temperature : {1.0f, 0.3f}) {
                QTest::addRow("%d x %d%s, T = %.1f", 40, width, causal ? ", causal" : "", double(temperature))
                    << 40 << width << causal << temperature;
            }
        }
    }
}

void TestEngine::softmaxKernelAgreesWithTheFormula()
{
    // The kernel against w_ij = e^{(s_ij - m_i)/T} / sum_j e^{(s_ij - m_i)/T} in double precision. Some
    // entries are masked (-inf) and one row entirely; causal, every entry after the diagonal too, which the
    // kernel skips a register at a time. The weights start as 42: every entry must be written. Row 5 has a
    // NaN and row 7 a +inf among its visible scores (the overflow a window names rather than shows): their
    // unmasked weights are NaN and their masked ones still exactly 0, whatever the register width.
    QFETCH(int, rows);
    QFETCH(int, width);
    QFETCH(bool, causal);
    QFETCH(float, temperature);
    constexpr float hidden = -std::numeric_limits<float>::infinity();
    MatrixF scores = (seededMatrix(rows, width, 77, 8.0)).cast<float>();
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < width; ++column) {
            if ((causal && column > row) || (row * 7 + column * 3) % 5 == 0 || row == 9)
                scores(row, column) = hidden;
        }
    }
    const auto lastVisible = [&](int row) { return (causal ? std::min(width, row + 1) : width) - 1; };
    const int notANumberRow = 5, infiniteRow = 7;
    scores(notANumberRow, lastVisible(notANumberRow)) = std::numeric_limits<float>::quiet_NaN();
    scores(infiniteRow, lastVisible(infiniteRow)) = std::numeric_limits<float>::infinity();
    MatrixF weights = MatrixF::Constant(rows, width, 42.0f); // every entry must be written
    std::vector<unsigned char> fullyMasked(size_t(rows), 2);
    kernel::maskedSoftmax(kernel::ConstRowMajorMap(scores.data(), rows, width), kernel::RowMajorMap(weights.data(), rows, width),
                          fullyMasked.data(), temperature, causal);
    for (int row = 0; row < rows; ++row) {
        const int visible = causal ? std::min(width, row + 1) : width;
        if (row == notANumberRow || row == infiniteRow) {
            QCOMPARE(fullyMasked[size_t(row)], (unsigned char)0);
            for (int column = 0; column < width; ++column) {
                const bool masked = column >= visible || scores(row, column) == hidden;
                QVERIFY2(masked ? weights(row, column) == 0.0f : std::isnan(weights(row, column)),
                         qPrintable(QStringLiteral("(%1, %2): %3").arg(row).arg(column).arg(weights(row, column))));
            }
            continue;
        }
        double maximum = -std::numeric_limits<double>::infinity();
        for (int column = 0; column < visible; ++column)
            maximum = std::max(maximum, double(scores(row, column)));
        const bool allMasked = maximum == -std::numeric_limits<double>::infinity();
        QCOMPARE(fullyMasked[size_t(row)], (unsigned char)(allMasked ? 1 : 0));
        double sum = 0;
        for (int column = 0; column < visible; ++column)
            if (scores(row, column) != hidden)
                sum += std::exp((double(scores(row, column)) - maximum) / double(temperature));
        for (int column = 0; column < width; ++column) {
            const bool masked = column >= visible || scores(row, column) == hidden;
            const double expected =
                masked || allMasked ? 0.0 : std::exp((double(scores(row, column)) - maximum) / double(temperature)) / sum;
            QVERIFY2(std::abs(weights(row, column) - expected) <= 1e-6 * expected + 1e-12,
                     qPrintable(QStringLiteral("(%1, %2): %3, expected %4").arg(row).arg(column).arg(weights(row, column)).arg(expected)));
            if (masked)
                QVERIFY2(weights(row, column) == 0.0f, qPrintable(QStringLiteral("(%1, %2) is masked").arg(row).arg(column)));
        }
    }
}

void TestEngine::causalOutputLeavesOutTheKeysItMayNotSee_data()
{
    seedDotProducts_data();
}

void TestEngine::causalOutputLeavesOutTheKeysItMayNotSee()
{
    // Ten tokens, the last so large that its value vector overflows float32 (2 x 3e38). A query before it
    // may not see it: its output is sum_{j <= i} w_ij v_j, finite, not 0 * inf = NaN. (The CPU kernel takes
    // queries in blocks of eight: the ninth query shares a block with the tenth and would have added it; the
    // OpenCL engine's product had added it for every query.) Either way the document names the overflow.
    QFETCH(QString, engine);
    MatrixD vectors = seededMatrix(10, 2, 91);
    vectors.row(9) << 3e38, 3e38;
    Scenario scenario = makeScenario(AttentionMode::Causal, vectors);
    scenario.heads = std::vector<HeadWeights>{headOf(MatrixD::Identity(2, 2), MatrixD::Identity(2, 2), 2 * MatrixD::Identity(2, 2))};
    const AttentionResult result = engineNamed(engine)->run(scenario);
    const HeadResult &head = result.heads.front();
    QVERIFY(std::isinf(head.v(9, 0))); // the overflow this is about
    const ReferenceResult reference = referenceAttention(scenario);
    const QString mismatch = firstMismatch(head.output.topRows(9), reference.heads.front().output.topRows(9));
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestEngine::lowTemperatureSharpens_data()
{
    seedDotProducts_data();
}

void TestEngine::lowTemperatureSharpens()
{
    // Case A at T = 0.5: row 0 is softmax(0.70710678 / 0.5, 0) = softmax(1.41421356, 0)
    //   = (e^1.41421356, 1) / (e^1.41421356 + 1) = (4.11325037, 1) / 5.11325037 = (0.80442968, 0.19557032).
    QFETCH(QString, engine);
    Scenario scenario = makeScenario(AttentionMode::Bidirectional, MatrixD::Identity(2, 2));
    scenario.temperature = 0.5;
    const HeadResult sharp = engineNamed(engine)->run(scenario).heads.front();
    QVERIFY(std::abs(sharp.weights(0, 0) - 0.80442968f) < 1e-6f);
    QVERIFY(std::abs(sharp.weights(0, 1) - 0.19557032f) < 1e-6f);
    scenario.temperature = 4.0;
    const HeadResult flat = engineNamed(engine)->run(scenario).heads.front();
    QVERIFY(flat.weights(0, 0) < 0.66976155f && flat.weights(0, 0) > 0.5f);
}

void TestEngine::extremeInputsGiveDefinedNumbers_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<MatrixD>("expectedWeights");
    for (const QString &engine : lessonEngineNames()) {
        // Scores of 1e30 and 2e30 (unscaled): softmax subtracts the row maximum, so the largest wins outright.
        QTest::newRow(qPrintable(engine + QStringLiteral(": scores up to 2e30")))
            << engine << makeScenario(AttentionMode::Causal, matrixOf({{1e15, 0}, {0, 1e15}, {1e15, 1e15}}), false)
            << matrixOf({{1, 0, 0}, {0, 1, 0}, {0, 0, 1}});
        // Zero vectors: every score is 0, so every visible key gets the same weight, and the output is 0.
        QTest::newRow(qPrintable(engine + QStringLiteral(": zero vectors")))
            << engine << makeScenario(AttentionMode::Bidirectional, MatrixD::Zero(3, 4))
            << MatrixD(MatrixD::Constant(3, 3, 1.0 / 3.0));
        QTest::newRow(qPrintable(engine + QStringLiteral(": zero vectors, causal")))
            << engine << makeScenario(AttentionMode::Causal, MatrixD::Zero(3, 2))
            << matrixOf({{1, 0, 0}, {0.5, 0.5, 0}, {1.0 / 3, 1.0 / 3, 1.0 / 3}});
        // d_k = 1, scaled: sqrt(1) = 1, so the scaled scores are the scores. Row 0: softmax(0, 0) = (1/2, 1/2).
        // Row 1: softmax(0, 1) = (1, e) / (1 + e) = (0.26894142, 0.73105858).
        QTest::newRow(qPrintable(engine + QStringLiteral(": d_k = 1")))
            << engine << makeScenario(AttentionMode::Bidirectional, matrixOf({{0}, {1}}))
            << matrixOf({{0.5, 0.5}, {0.26894142, 0.73105858}});
        // One token sees only itself, under every mask.
        QTest::newRow(qPrintable(engine + QStringLiteral(": a single token")))
            << engine << makeScenario(AttentionMode::Causal, matrixOf({{3, -4}})) << matrixOf({{1}});
    }
}

void TestEngine::extremeInputsGiveDefinedNumbers()
{
    QFETCH(QString, engine);
    QFETCH(Scenario, scenario);
    QFETCH(MatrixD, expectedWeights);
    const AttentionResult result = engineNamed(engine)->run(scenario);
    const std::optional<ScenarioProblem> overflow = findOverflow(result);
    QVERIFY2(!overflow, qPrintable(overflow ? overflow->toString() : QString()));
    const QString mismatch = firstMismatch(result.heads.front().weights, expectedWeights);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // The same numbers as the CPU engine, whichever engine computed them.
    QVERIFY(resultsAgree(result, CpuEngine().run(scenario)));
}

void TestEngine::aRaisedCancellationFlagStopsTheRun_data()
{
    seedDotProducts_data();
}

void TestEngine::aRaisedCancellationFlagStopsTheRun()
{
    QFETCH(QString, engine);
    const std::unique_ptr<Engine> computing = engineNamed(engine);
    const Scenario scenario = loadExample(QStringLiteral("06-multi-head.json"));
    std::atomic<bool> cancelled{true};
    computing->setCancellationFlag(&cancelled);
    QVERIFY_THROWS_EXCEPTION(ComputationCancelled, computing->run(scenario));
    // Lowered again, the same engine computes as before: a cancelled run leaves nothing behind.
    cancelled = false;
    const AttentionResult result = computing->run(scenario);
    computing->setCancellationFlag(nullptr);
    QVERIFY(resultsAgree(result, CpuEngine().run(scenario)));
}

void TestEngine::overflowIsNamedNotComputed_data()
{
    seedDotProducts_data();
}

void TestEngine::overflowIsNamedNotComputed()
{
    // 1e20 x 1e20 = 1e40 is beyond float32's 3.4e38: the score is infinite and its softmax row NaN. The
    // check names the first stage and place where that happens instead of letting NaN reach the screen.
    QFETCH(QString, engine);
    const Scenario scenario = makeScenario(AttentionMode::Bidirectional, matrixOf({{1e20, 1}, {1, 1e20}}));
    const std::optional<ScenarioProblem> overflow = findOverflow(engineNamed(engine)->run(scenario));
    QVERIFY(overflow);
    QCOMPARE(overflow->path, QStringLiteral("head 1 scores (1, 1)"));
    QVERIFY(overflow->message.contains(QStringLiteral("float32")));
}

void TestEngine::everyNumberBeyondFloat32IsFound_data()
{
    // A result made by hand, with one number that is not finite where no engine would put it alone.
    QTest::addColumn<QString>("stage");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<float>("number");
    QTest::addColumn<QString>("named");
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    QTest::newRow("finite") << QString() << 0 << 0 << 0.0f << QString();
    QTest::newRow("the largest float is finite") << "weights" << 1 << 2 << std::numeric_limits<float>::max() << QString();
    QTest::newRow("NaN in a head's weights") << "weights" << 1 << 2 << nan << "head 1 weights (2, 3)";
    QTest::newRow("NaN alone among large numbers") << "v" << 0 << 0 << nan << "head 1 V (1, 1)";
    QTest::newRow("infinity in the output") << "output" << 2 << 3 << inf << "output (3, 4)";
    QTest::newRow("minus infinity in the concatenation") << "concat" << 0 << 1 << -inf << "concat (1, 2)";
}

void TestEngine::everyNumberBeyondFloat32IsFound()
{
    QFETCH(QString, stage);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(float, number);
    QFETCH(QString, named);
    AttentionResult result;
    result.heads.resize(1);
    HeadResult &head = result.heads.front();
    for (MatrixF *matrix : {&head.q, &head.k, &head.v, &head.output})
        *matrix = MatrixF::Constant(3, 4, 1e30f);
    for (MatrixF *square : {&head.scores, &head.scaled, &head.masked, &head.weights})
        *square = MatrixF::Constant(3, 3, 0.25f);
    result.concat = head.output;
    result.output = MatrixF::Constant(3, 5, -2.0f);
    MatrixF *target = stage == QLatin1String("weights") ? &head.weights
                      : stage == QLatin1String("v")     ? &head.v
                      : stage == QLatin1String("output") ? &result.output
                      : stage == QLatin1String("concat") ? &result.concat
                                                         : nullptr;
    if (target)
        (*target)(row, column) = number;
    const std::optional<ScenarioProblem> overflow = findOverflow(result);
    QCOMPARE(overflow ? overflow->path : QString(), named);
}

void TestEngine::denormalInputsGiveTheDoubleAnswer_data()
{
    // Numbers below float32's smallest normal (1.18e-38) that a user typed: a processor told to treat
    // denormals as zero would compute with 0 instead, and show other weights.
    QTest::addColumn<QString>("engine");
    QTest::addColumn<Scenario>("scenario");
    auto oneHead = [](const MatrixD &vectors, double weight) {
        Scenario scenario = makeScenario(AttentionMode::Bidirectional, vectors);
        scenario.heads = std::vector<HeadWeights>{headOf(matrixOf({{weight}}), matrixOf({{weight}}), matrixOf({{1}}))};
        return scenario;
    };
    for (const QString &engine : lessonEngineNames()) {
        // X = (3e38, 1), W_Q = W_K = 1e-38 (denormal): q = k = (3, 1e-38), so row 0 is softmax(9, 3e-38)
        // = (0.99988, 0.00012). With the weight flushed to zero every score is 0 and the row is (0.5, 0.5).
        QTest::newRow(qPrintable(engine + QStringLiteral(": denormal weight")))
            << engine << oneHead(matrixOf({{3e38}, {1}}), 1e-38);
        // Denormal token vectors, made large by the weights: q = k = (3.3, 0.6, 0.003); row 0 is
        // softmax(10.89, 1.98, 0.0099).
        QTest::newRow(qPrintable(engine + QStringLiteral(": denormal vectors")))
            << engine << oneHead(matrixOf({{1.1e-38}, {2e-39}, {1e-41}}), 3e38);
    }
}

void TestEngine::denormalInputsGiveTheDoubleAnswer()
{
    QFETCH(QString, engine);
    QFETCH(Scenario, scenario);
    const AttentionResult result = engineNamed(engine)->run(scenario);
    const ReferenceResult reference = referenceAttention(scenario);
    // The double reference computes with the numbers as typed; it must not agree with a uniform row.
    QVERIFY(reference.heads.front().weights(0, 0) > 0.99);
    const HeadResult &computed = result.heads.front();
    const ReferenceHead &expected = reference.heads.front();
    for (const auto &[stage, matrices] : {std::pair{"q", std::pair{&computed.q, &expected.q}},
                                          std::pair{"scores", std::pair{&computed.scores, &expected.scores}},
                                          std::pair{"weights", std::pair{&computed.weights, &expected.weights}}}) {
        const QString mismatch = firstMismatch(*matrices.first, *matrices.second);
        QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(stage), mismatch)));
    }
}

QTEST_GUILESS_MAIN(TestEngine)
void TestEngine::numbersDoNotDependOnTheThreadCount_data()
{
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<Scenario>("scenario");
    for (const QString &kernel : CpuKernel::availableNames()) {
        // Enough work to share over the threads; d_model 12, not a whole number of the output projection's
        // register strips (8 columns with SSE, 16 with AVX2, 64 with AVX-512), so that some or all of it is
        // Eigen's product after the last whole strip; and 130 rows, more than one block of them.
        Scenario wide = makeScenario(AttentionMode::Bidirectional, seededMatrix(130, 12, 50, 0.5));
        wide.heads = std::vector<HeadWeights>{headOf(seededMatrix(12, 6, 51), seededMatrix(12, 6, 52), seededMatrix(12, 6, 53)),
                                              headOf(seededMatrix(12, 6, 54), seededMatrix(12, 6, 55), seededMatrix(12, 6, 56))};
        wide.wo = seededMatrix(12, 12, 57);
        QTest::addRow("%s: bidirectional, 130 tokens", qPrintable(kernel)) << kernel << wide;
        wide.mode = AttentionMode::Causal;
        wide.bo = seededMatrix(1, 12, 58);
        QTest::addRow("%s: causal, 130 tokens, b_O", qPrintable(kernel)) << kernel << wide;
    }
}

void TestEngine::numbersDoNotDependOnTheThreadCount()
{
    // The same bits on a laptop of 2 cores and a workstation of 16: the lesson's numbers, exported or
    // compared, must not change with the machine. (The output projection's rows were once split into one
    // block per thread, and Eigen rounds a row by where it lies in its block.)
    QFETCH(QString, kernel);
    QFETCH(Scenario, scenario);
    CpuEngine engine(kernel);
    const int threads = omp_get_max_threads();
    const auto restore = qScopeGuard([threads] { omp_set_num_threads(threads); });
    omp_set_num_threads(1);
    const AttentionResult alone = engine.run(scenario);
    for (int shared : {2, 3, 7}) {
        omp_set_num_threads(shared);
        const AttentionResult result = engine.run(scenario);
        for (size_t h = 0; h < alone.heads.size(); ++h) {
            QVERIFY2(result.heads[h].q == alone.heads[h].q && result.heads[h].k == alone.heads[h].k &&
                         result.heads[h].v == alone.heads[h].v,
                     qPrintable(QStringLiteral("%1 threads, head %2: projections").arg(shared).arg(h)));
            QVERIFY2(result.heads[h].scaled == alone.heads[h].scaled && result.heads[h].weights == alone.heads[h].weights &&
                         result.heads[h].output == alone.heads[h].output,
                     qPrintable(QStringLiteral("%1 threads, head %2: scores, weights or output").arg(shared).arg(h)));
        }
        QVERIFY2(result.concat == alone.concat, qPrintable(QStringLiteral("%1 threads: concat").arg(shared)));
        QVERIFY2(result.output == alone.output, qPrintable(QStringLiteral("%1 threads: output").arg(shared)));
    }
}

#include "tst_engine.moc"
