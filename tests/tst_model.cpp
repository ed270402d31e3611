// Real models: the safetensors reader, GPT-2's tokenizer, the whole block against a double-precision
// reference written here, bad checkpoints, and `attentionlab model`.
#include "cpu/CpuKernels.h"
#include "runtime/EngineFactory.h"
#include "model/Gpt2Checkpoint.h"
#include "scenario/PipelineStage.h"
#include "model/ModelAttentionScenario.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioValidation.h"
#include "model/TransformerForward.h"
#include "support/EngineRows.h"
#include "support/RunProgram.h"
#include "support/SvgTexts.h"
#include "support/TinyGpt2Checkpoint.h"
#include "support/Tolerances.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;
using namespace attn::test;

Q_DECLARE_METATYPE(attn::PositionEncoding)

namespace {

using Tamper = std::function<void(QJsonObject &, QByteArray &)>;

/// The forward pass in double, from the test's own copy of the weights: every stage the program keeps.
struct ReferenceLayer
{
    ReferenceMatrix input, normedInput, queries, keys, values, concat, attentionOutput, afterAttention, normedMiddle,
        mlpHidden, mlpOutput, output;
    std::vector<ReferenceMatrix> weights;
};

struct ReferenceTrace
{
    ReferenceMatrix embedded;
    std::vector<ReferenceLayer> layers;
    ReferenceMatrix finalNormed;
    Eigen::RowVectorXd probabilities;
};

ReferenceMatrix referenceLayerNorm(const ReferenceMatrix &x, const ReferenceMatrix &gain, const ReferenceMatrix &bias)
{
    ReferenceMatrix out(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const double mean = x.row(i).mean();
        double variance = 0;
        for (Eigen::Index j = 0; j < x.cols(); ++j)
            variance += (x(i, j) - mean) * (x(i, j) - mean);
        variance /= double(x.cols());
        for (Eigen::Index j = 0; j < x.cols(); ++j)
            out(i, j) = (x(i, j) - mean) / std::sqrt(variance + 1e-5) * gain(0, j) + bias(0, j);
    }
    return out;
}

ReferenceMatrix referenceAffine(const ReferenceMatrix &x, const ReferenceMatrix &weight, const ReferenceMatrix &bias)
{
    ReferenceMatrix out = x * weight;
    for (Eigen::Index i = 0; i < out.rows(); ++i)
        out.row(i) += bias.row(0);
    return out;
}

/// Turns pairs (2i, 2i + 1) of each head's row p by p * 10000^(-2i / headWidth), as RoFormer defines it.
void referenceRotate(ReferenceMatrix &sideBySide, int heads, int headWidth)
{
    for (Eigen::Index p = 0; p < sideBySide.rows(); ++p)
        for (int h = 0; h < heads; ++h)
            for (int i = 0; i + 1 < headWidth; i += 2) {
                const double angle = double(p) / std::pow(10000.0, double(i) / headWidth);
                const double x = sideBySide(p, h * headWidth + i), y = sideBySide(p, h * headWidth + i + 1);
                sideBySide(p, h * headWidth + i) = x * std::cos(angle) - y * std::sin(angle);
                sideBySide(p, h * headWidth + i + 1) = x * std::sin(angle) + y * std::cos(angle);
            }
}

ReferenceTrace referenceForward(const TinyGpt2Checkpoint &checkpoint, const std::vector<int> &ids,
                                PositionEncoding positions = PositionEncoding::Learned)
{
    const auto &t = checkpoint.tensors;
    const Eigen::Index n = Eigen::Index(ids.size());
    const int width = checkpoint.width;
    const int headWidth = width / checkpoint.heads;
    ReferenceTrace trace;
    trace.embedded.resize(n, width);
    for (Eigen::Index i = 0; i < n; ++i) {
        trace.embedded.row(i) = t.at("wte.weight").row(ids[size_t(i)]);
        if (positions == PositionEncoding::Learned)
            trace.embedded.row(i) += t.at("wpe.weight").row(i);
        if (positions == PositionEncoding::Sinusoidal)
            for (int j = 0; j < width; ++j) {
                const double angle = double(i) / std::pow(10000.0, double(j - j % 2) / width);
                trace.embedded(i, j) += j % 2 == 0 ? std::sin(angle) : std::cos(angle);
            }
    }
    ReferenceMatrix x = trace.embedded;
    for (int l = 0; l < checkpoint.layers; ++l) {
        const QString p = QStringLiteral("h.%1.").arg(l);
        ReferenceLayer layer;
        layer.input = x;
        layer.normedInput = referenceLayerNorm(x, t.at(p + "ln_1.weight"), t.at(p + "ln_1.bias"));
        const ReferenceMatrix qkv = referenceAffine(layer.normedInput, t.at(p + "attn.c_attn.weight"), t.at(p + "attn.c_attn.bias"));
        layer.queries = qkv.leftCols(width);
        layer.keys = qkv.middleCols(width, width);
        layer.values = qkv.rightCols(width);
        if (positions == PositionEncoding::Rotary) {
            referenceRotate(layer.queries, checkpoint.heads, headWidth);
            referenceRotate(layer.keys, checkpoint.heads, headWidth);
        }
        layer.concat.resize(n, width);
        for (int h = 0; h < checkpoint.heads; ++h) {
            ReferenceMatrix weights = ReferenceMatrix::Zero(n, n);
            for (Eigen::Index i = 0; i < n; ++i) {
                double largest = -INFINITY;
                for (Eigen::Index j = 0; j <= i; ++j) {
                    weights(i, j) = layer.queries.row(i).segment(h * headWidth, headWidth).dot(
                                        layer.keys.row(j).segment(h * headWidth, headWidth)) /
                                    std::sqrt(double(headWidth));
                    largest = std::max(largest, weights(i, j));
                }
                double sum = 0;
                for (Eigen::Index j = 0; j <= i; ++j)
                    sum += weights(i, j) = std::exp(weights(i, j) - largest);
                weights.row(i) /= sum;
            }
            layer.concat.middleCols(h * headWidth, headWidth) = weights * layer.values.middleCols(h * headWidth, headWidth);
            layer.weights.push_back(weights);
        }
        layer.attentionOutput = referenceAffine(layer.concat, t.at(p + "attn.c_proj.weight"), t.at(p + "attn.c_proj.bias"));
        layer.afterAttention = layer.input + layer.attentionOutput;
        layer.normedMiddle = referenceLayerNorm(layer.afterAttention, t.at(p + "ln_2.weight"), t.at(p + "ln_2.bias"));
        layer.mlpHidden = referenceAffine(layer.normedMiddle, t.at(p + "mlp.c_fc.weight"), t.at(p + "mlp.c_fc.bias"));
        for (Eigen::Index i = 0; i < layer.mlpHidden.size(); ++i) {
            const double v = layer.mlpHidden.data()[i];
            layer.mlpHidden.data()[i] = 0.5 * v * (1 + std::tanh(std::sqrt(2 / M_PI) * (v + 0.044715 * v * v * v)));
        }
        layer.mlpOutput = referenceAffine(layer.mlpHidden, t.at(p + "mlp.c_proj.weight"), t.at(p + "mlp.c_proj.bias"));
        layer.output = layer.afterAttention + layer.mlpOutput;
        x = layer.output;
        trace.layers.push_back(layer);
    }
    trace.finalNormed = referenceLayerNorm(x, t.at("ln_f.weight"), t.at("ln_f.bias"));
    const Eigen::RowVectorXd logits = trace.finalNormed.row(n - 1) * t.at("wte.weight").transpose();
    const Eigen::ArrayXd exponentials = (logits.array() - logits.maxCoeff()).exp();
    trace.probabilities = (exponentials / exponentials.sum()).matrix().transpose();
    return trace;
}

/// float32 through two blocks of layer norms against double: a few units in the 6th digit.
QString stageMismatch(const MatrixF &actual, const ReferenceMatrix &expected)
{
    return firstMismatch(actual, expected, 2e-5, 2e-5);
}

std::unique_ptr<Gpt2Model> loadOrFail(const QString &folder)
{
    Gpt2LoadResult loaded = loadGpt2Folder(folder);
    if (!loaded.model)
        qWarning().noquote() << loaded.error;
    return std::move(loaded.model);
}

/// The checkpoint written into the folder and read back; nothing (with the reason on the test's output)
/// when either fails.
std::unique_ptr<Gpt2Model> writeAndLoad(const TinyGpt2Checkpoint &checkpoint, const QTemporaryDir &folder)
{
    if (!checkpoint.write(folder.path())) {
        qWarning() << "cannot write the checkpoint into" << folder.path();
        return nullptr;
    }
    return loadOrFail(folder.path());
}

} // namespace

class TestModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokenizerSplitsAsGpt2Does_data();
    void tokenizerSplitsAsGpt2Does();
    void aPartOfACharacterReadsAsItsBytes_data();
    void aPartOfACharacterReadsAsItsBytes();
    void aTokenIsNamedOnOneLineOfPrintableText_data();
    void aTokenIsNamedOnOneLineOfPrintableText();
    void everyStageMatchesTheReference_data();
    void everyStageMatchesTheReference();
    void denseKernelOfEveryInstructionSet_data();
    void denseKernelOfEveryInstructionSet();
    void withoutPositionsTheOrderOfEarlierTokensIsInvisible_data();
    void withoutPositionsTheOrderOfEarlierTokensIsInvisible();
    void positionEncodingsSeeOffsets();
    void aCheckpointCutWhileInUseIsAnErrorNotASignal();
    void aHeadOpensAsAScenarioOfTheModelsNumbers_data();
    void aHeadOpensAsAScenarioOfTheModelsNumbers();
    void aHeadThatCannotBeAScenarioIsExplained();
    void aLongTextsHeadIsAScenarioThatReadsBack();
    void badCheckpointsAreRefusedWithTheirReason_data();
    void badCheckpointsAreRefusedWithTheirReason();
    void inputBeyondTheModelIsRefused();
    void modelCommandPrintsTokensNextTokensAndWeights();
    void modelCommandExitCodes_data();
    void modelCommandExitCodes();
    void weightsBeyondFloat32AreRefusedWithThePlace_data();
    void weightsBeyondFloat32AreRefusedWithThePlace();
    void benchTimesOpeningTheModelWindow();
    void modelCommandDrawsFigures_data();
    void modelCommandDrawsFigures();
};

void TestModel::tokenizerSplitsAsGpt2Does_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    QTest::addColumn<QList<int>>("ids");
    // "the" has no space before it: "h e" merges, but "t he" is not a listed pair.
    QTest::newRow("merges by rank") << QStringLiteral("the cat the cat")
                                    << QStringList{"t", "he", " cat", " the", " cat"} << QList<int>{'t', 257, 261, 258, 261};
    // Two spaces before a word: the first stands alone, the second goes with the word.
    QTest::newRow("whitespace") << QStringLiteral("a  b\n") << QStringList{"a", " ", " ", "b", "\n"}
                                << QList<int>{'a', ' ', ' ', 'b', '\n'};
    // é is two UTF-8 bytes, two tokens; neither is a character alone, so each reads as its byte.
    QTest::newRow("bytes of one character") << QStringLiteral("é") << QStringList{"\\xc3", "\\xa9"} << QList<int>{0xC3, 0xA9};
    // "'s" is a word of its own (GPT-2's contractions); this vocabulary has no token for it, so two bytes.
    QTest::newRow("contraction and digits") << QStringLiteral("it's 42") << QStringList{"i", "t", "'", "s", " ", "4", "2"}
                                            << QList<int>{'i', 't', '\'', 's', ' ', '4', '2'};
}

void TestModel::tokenizerSplitsAsGpt2Does()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    QFETCH(QList<int>, ids);
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(1);
    QVERIFY(checkpoint.write(folder.path()));
    const TokenizerReadResult read = BytePairTokenizer::read(folder.filePath("vocab.json"), folder.filePath("merges.txt"),
                                                             checkpoint.vocabulary());
    QVERIFY2(read.tokenizer, qPrintable(read.error));
    QString error;
    const std::vector<Token> encoded = read.tokenizer->encode(text, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList texts;
    QList<int> encodedIds;
    for (const Token &token : encoded) {
        texts << token.text;
        encodedIds << token.id;
    }
    QCOMPARE(texts, tokens);
    QCOMPARE(encodedIds, ids);
}

void TestModel::aPartOfACharacterReadsAsItsBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole characters") << QByteArray("caf\xC3\xA9 \xF0\x9F\x99\x82") << QStringLiteral("café 🙂");
    QTest::newRow("ends inside a character") << QByteArray("caf\xC3") << QStringLiteral("caf\\xc3");
    QTest::newRow("begins inside a character") << QByteArray("\xA9s") << QStringLiteral("\\xa9s");
    QTest::newRow("two of three bytes") << QByteArray("\xE2\x82") << QStringLiteral("\\xe2\\x82");
    QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << QStringLiteral("\\xc0\\xaf");
    QTest::newRow("a surrogate") << QByteArray("\xED\xA0\x80") << QStringLiteral("\\xed\\xa0\\x80");
    QTest::newRow("U+FFFD itself") << QByteArray("\xEF\xBF\xBD") << QString(QChar::ReplacementCharacter);
}

void TestModel::aPartOfACharacterReadsAsItsBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    QCOMPARE(readableUtf8(bytes), text);
}

void TestModel::aTokenIsNamedOnOneLineOfPrintableText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("label");
    QTest::newRow("a word") << QStringLiteral("cat") << QStringLiteral("cat");
    QTest::newRow("a leading space") << QStringLiteral(" cat") << QStringLiteral("·cat");
    QTest::newRow("line breaks") << QStringLiteral("a\r\n") << QStringLiteral("a↵↵");
    QTest::newRow("a tab") << QStringLiteral("\t") << QStringLiteral("→");
    // Other control characters as Python writes them: Unicode's pictures (␌, ␀) had drawn as boxes.
    QTest::newRow("a form feed") << QStringLiteral("\f") << QStringLiteral("\\x0c");
    QTest::newRow("byte 0") << QString(QChar(0)) << QStringLiteral("\\x00");
    QTest::newRow("DEL") << QStringLiteral("\x7f") << QStringLiteral("\\x7f");
    QTest::newRow("a C1 control") << QString(QChar(0x85)) << QStringLiteral("\\x85");
    QTest::newRow("part of a character") << QStringLiteral("\\xc3") << QStringLiteral("\\xc3");
}

void TestModel::aTokenIsNamedOnOneLineOfPrintableText()
{
    QFETCH(QString, text);
    QFETCH(QString, label);
    QCOMPARE(tokenLabel({0, text}), label);
}

void TestModel::everyStageMatchesTheReference_data()
{
    QTest::addColumn<QString>("engineName");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<bool>("prefixed");
    QTest::addColumn<int>("heads");
    QTest::addColumn<PositionEncoding>("positions");
    for (const QString &engine : availableEngineNames()) {
        QTest::addRow("%s, F32", qPrintable(engine)) << engine << QStringLiteral("F32") << false << 2 << PositionEncoding::Learned;
        QTest::addRow("%s, F16, transformer. prefix", qPrintable(engine))
            << engine << QStringLiteral("F16") << true << 4 << PositionEncoding::Learned;
        QTest::addRow("%s, BF16, one head", qPrintable(engine)) << engine << QStringLiteral("BF16") << false << 1 << PositionEncoding::Learned;
        QTest::addRow("%s, no positions", qPrintable(engine)) << engine << QStringLiteral("F32") << false << 2 << PositionEncoding::None;
        QTest::addRow("%s, sinusoidal positions", qPrintable(engine))
            << engine << QStringLiteral("F32") << false << 2 << PositionEncoding::Sinusoidal;
        QTest::addRow("%s, rotary positions", qPrintable(engine)) << engine << QStringLiteral("F32") << false << 2 << PositionEncoding::Rotary;
    }
}

void TestModel::everyStageMatchesTheReference()
{
    QFETCH(QString, engineName);
    QFETCH(QString, dtype);
    QFETCH(bool, prefixed);
    QFETCH(int, heads);
    QFETCH(PositionEncoding, positions);
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.dtype = dtype;
    checkpoint.prefixed = prefixed;
    checkpoint.heads = heads;
    checkpoint.randomize(7);
    const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
    QVERIFY(model);
    QString error;
    const std::vector<Token> tokens = model->tokenizer->encode(QStringLiteral("the cat sat, the cat"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    std::vector<int> ids;
    for (const Token &token : tokens)
        ids.push_back(token.id);
    QVERIFY(ids.size() > 8);

    EngineChoice engine = createEngine(engineName);
    QVERIFY2(engine.engine, qPrintable(engine.unavailableReason));
    ModelRunOptions options;
    options.positions = positions;
    const ModelTrace trace = runModel(*model, ids, *engine.engine, options);
    const ReferenceTrace reference = referenceForward(checkpoint, ids, positions);
    QCOMPARE(trace.engine, engineName);

    QString mismatch = stageMismatch(trace.embedded, reference.embedded);
    QVERIFY2(mismatch.isEmpty(), qPrintable("embeddings " + mismatch));
    QCOMPARE(trace.layers.size(), reference.layers.size());
    for (size_t l = 0; l < trace.layers.size(); ++l) {
        const LayerTrace &actual = trace.layers[l];
        const ReferenceLayer &expected = reference.layers[l];
        const std::vector<std::pair<const char *, std::pair<const MatrixF *, const ReferenceMatrix *>>> stages = {
            {"x", {&actual.input, &expected.input}},
            {"LN_1(x)", {&actual.normedInput, &expected.normedInput}},
            {"Q", {&actual.queries, &expected.queries}},
            {"K", {&actual.keys, &expected.keys}},
            {"V", {&actual.values, &expected.values}},
            {"concat", {&actual.concat, &expected.concat}},
            {"attention output", {&actual.attentionOutput, &expected.attentionOutput}},
            {"residual after attention", {&actual.afterAttention, &expected.afterAttention}},
            {"LN_2", {&actual.normedMiddle, &expected.normedMiddle}},
            {"GELU", {&actual.mlpHidden, &expected.mlpHidden}},
            {"MLP output", {&actual.mlpOutput, &expected.mlpOutput}},
            {"block output", {&actual.output, &expected.output}},
        };
        for (const auto &[name, pair] : stages) {
            mismatch = stageMismatch(*pair.first, *pair.second);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("layer %1, %2: %3").arg(l + 1).arg(name, mismatch)));
        }
        QCOMPARE(actual.weights.size(), size_t(heads));
        for (int h = 0; h < heads; ++h) {
            mismatch = stageMismatch(actual.weights[size_t(h)], expected.weights[size_t(h)]);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("layer %1, head %2 weights: %3").arg(l + 1).arg(h + 1).arg(mismatch)));
        }
    }
    mismatch = stageMismatch(trace.finalNormed, reference.finalNormed);
    QVERIFY2(mismatch.isEmpty(), qPrintable("LN_f " + mismatch));
    mismatch = stageMismatch(trace.nextProbabilities, reference.probabilities);
    QVERIFY2(mismatch.isEmpty(), qPrintable("next-token probabilities " + mismatch));

    // Temperature: softmax(z / T); T = 2 flattens, and its probabilities are those of z / 2.
    options.temperature = 2.0f;
    const ModelTrace warm = runModel(*model, ids, *engine.engine, options);
    const Eigen::ArrayXd halved = trace.lastLogits.cast<double>().array() / 2.0;
    const Eigen::ArrayXd exponentials = (halved - halved.maxCoeff()).exp();
    const Eigen::RowVectorXd expectedWarm = (exponentials / exponentials.sum()).matrix().transpose();
    mismatch = stageMismatch(warm.nextProbabilities, expectedWarm);
    QVERIFY2(mismatch.isEmpty(), qPrintable("temperature 2: " + mismatch));
    QVERIFY(warm.nextProbabilities.maxCoeff() < trace.nextProbabilities.maxCoeff());
}

void TestModel::denseKernelOfEveryInstructionSet_data()
{
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("inputs");
    QTest::addColumn<int>("outputs");
    QTest::addColumn<int>("firstColumn"); // of a wider W, whose rows are outputs + 2 * firstColumn floats apart
    QTest::addColumn<bool>("transposed");
    for (const QString &kernel : CpuKernel::availableNames()) {
        // Rows not a multiple of the six per pass, columns past the last whole strip, a block of columns
        // of a wider matrix (Q of [W_Q | W_K | W_V]), and the unembedding's W^T.
        QTest::addRow("%s, 31 x 40 -> 200", qPrintable(kernel)) << kernel << 31 << 40 << 200 << 0 << false;
        QTest::addRow("%s, 1 row", qPrintable(kernel)) << kernel << 1 << 17 << 64 << 0 << false;
        QTest::addRow("%s, columns of a wider W", qPrintable(kernel)) << kernel << 13 << 24 << 96 << 96 << false;
        QTest::addRow("%s, narrower than a strip", qPrintable(kernel)) << kernel << 7 << 8 << 5 << 0 << false;
        QTest::addRow("%s, W transposed", qPrintable(kernel)) << kernel << 1 << 33 << 5000 << 0 << true;
    }
}

void TestModel::denseKernelOfEveryInstructionSet()
{
    QFETCH(QString, kernel);
    QFETCH(int, rows);
    QFETCH(int, inputs);
    QFETCH(int, outputs);
    QFETCH(int, firstColumn);
    QFETCH(bool, transposed);
    const CpuKernel *chosen = CpuKernel::named(kernel);
    QVERIFY(chosen);
    const int stride = outputs + 2 * firstColumn;
    const MatrixF x = MatrixF::Random(rows, inputs);
    const MatrixF w = transposed ? MatrixF::Random(outputs, inputs) : MatrixF::Random(inputs, stride);
    const Eigen::RowVectorXf bias = Eigen::RowVectorXf::Random(stride);
    MatrixF y(rows, outputs);
    AffineBuffers buffers;
    buffers.rows = rows;
    buffers.inputs = inputs;
    buffers.outputs = outputs;
    buffers.x = x.data();
    buffers.weight = w.data() + (transposed ? 0 : firstColumn);
    buffers.weightRowStride = transposed ? 0 : stride;
    buffers.weightTransposed = transposed;
    buffers.bias = bias.data() + firstColumn;
    buffers.y = y.data();
    chosen->runAffine(buffers);
    const ReferenceMatrix usedWeights = transposed ? ReferenceMatrix(w.cast<double>().transpose())
                                                   : ReferenceMatrix(w.cast<double>().middleCols(firstColumn, outputs));
    ReferenceMatrix expected = x.cast<double>() * usedWeights;
    expected.rowwise() += bias.cast<double>().segment(firstColumn, outputs);
    const QString mismatch = firstMismatch(y, expected, 1e-5, 1e-5);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestModel::withoutPositionsTheOrderOfEarlierTokensIsInvisible_data()
{
    QTest::addColumn<PositionEncoding>("positions");
    QTest::addColumn<int>("layers");
    QTest::addColumn<bool>("orderSeen");
    QTest::newRow("none, one block") << PositionEncoding::None << 1 << false;
    QTest::newRow("learned, one block") << PositionEncoding::Learned << 1 << true;
    QTest::newRow("sinusoidal, one block") << PositionEncoding::Sinusoidal << 1 << true;
    QTest::newRow("rotary, one block") << PositionEncoding::Rotary << 1 << true;
    // From the second block on, each earlier token carries what it saw of its own prefix, which the
    // shuffle changes: the causal mask alone lets a deeper model tell some orders apart.
    QTest::newRow("none, two blocks") << PositionEncoding::None << 2 << true;
}

void TestModel::withoutPositionsTheOrderOfEarlierTokensIsInvisible()
{
    // Causal attention without positions: the last token attends to a set of earlier tokens, whatever
    // their order, so in one block "dog bites man" and "man bites dog" end alike and the next-token
    // distribution cannot change; with any positions it does.
    QFETCH(PositionEncoding, positions);
    QFETCH(int, layers);
    QFETCH(bool, orderSeen);
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.layers = layers;
    checkpoint.randomize(13);
    const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
    QVERIFY(model);
    EngineChoice engine = createEngine(QStringLiteral("cpu"));
    ModelRunOptions options;
    options.positions = positions;
    const std::vector<int> text = {'d', 'o', 'g', 256 + 5, 'x', 'e'};
    const std::vector<int> shuffled = {256 + 5, 'x', 'g', 'o', 'd', 'e'};
    const ModelTrace first = runModel(*model, text, *engine.engine, options);
    const ModelTrace second = runModel(*model, shuffled, *engine.engine, options);
    const double difference = (first.nextProbabilities - second.nextProbabilities).cwiseAbs().maxCoeff();
    if (orderSeen)
        QVERIFY2(difference > 1e-3, qPrintable(QString::number(difference)));
    else
        QVERIFY2(difference < 1e-6, qPrintable(QString::number(difference)));
}

void TestModel::positionEncodingsSeeOffsets()
{
    // Sinusoids: PE(p) . PE(p + k) = sum_i cos(k w_i), the same for every p.
    const MatrixF table = sinusoidalPositions(12, 16);
    QCOMPARE(table(0, 0), 0.0f);
    QCOMPARE(table(0, 1), 1.0f);
    for (Eigen::Index p = 1; p + 3 < table.rows(); ++p)
        QVERIFY(std::abs(table.row(p).dot(table.row(p + 3)) - table.row(0).dot(table.row(3))) < 1e-4);
    // Rotary: a rotated q at position m against a rotated k at n depends on m - n only.
    MatrixF queries = MatrixF::Zero(10, 8), keys = MatrixF::Zero(10, 8);
    const Eigen::RowVectorXf q = Eigen::RowVectorXf::Random(8), k = Eigen::RowVectorXf::Random(8);
    queries.rowwise() = q;
    keys.rowwise() = k;
    applyRotaryPositions(queries, 2, 4);
    applyRotaryPositions(keys, 2, 4);
    QVERIFY(std::abs(queries.row(0).dot(keys.row(0)) - q.dot(k)) < 1e-5);
    for (Eigen::Index m = 2; m < 10; ++m)
        QVERIFY(std::abs(queries.row(m).dot(keys.row(m - 2)) - queries.row(2).dot(keys.row(0))) < 1e-4);
    QVERIFY(std::abs(queries.row(5).dot(keys.row(3)) - queries.row(5).dot(keys.row(1))) > 1e-4);
}

void TestModel::aCheckpointCutWhileInUseIsAnErrorNotASignal()
{
    for (const QString &dtype : {QStringLiteral("F32"), QStringLiteral("F16"), QStringLiteral("BF16")}) {
        QTemporaryDir folder;
        TinyGpt2Checkpoint checkpoint;
        checkpoint.dtype = dtype;
        checkpoint.randomize(3);
        QVERIFY(checkpoint.write(folder.path()));
        const QString weights = folder.filePath(QStringLiteral("model.safetensors"));
        // Cut between reading the header and reading a tensor: the read that misses its bytes says so.
        SafetensorsOpenResult opened = SafetensorsFile::open(weights);
        QVERIFY2(opened.file, qPrintable(opened.error));
        QVERIFY(QFile::resize(weights, QFileInfo(weights).size() / 2));
        const TensorEntry *last = nullptr;
        for (const auto &[name, entry] : opened.file->tensors())
            if (!last || entry.end > last->end)
                last = &entry;
        QString error;
        QVERIFY(!opened.file->read(*last, &error));
        QVERIFY2(error.startsWith(weights + QStringLiteral(": the file changed while it was read")), qPrintable(error));

        // A model read whole holds its numbers: the file cut (or removed) afterwards changes nothing.
        QVERIFY(checkpoint.write(folder.path()));
        const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
        QVERIFY(model);
        QVERIFY(QFile::resize(weights, 8));
        CpuEngine engine;
        const ModelTrace trace = runModel(*model, {1, 2, 3}, engine);
        QVERIFY(trace.nextProbabilities.allFinite());
        QCOMPARE(double(model->tokenEmbedding.matrix()(5, 3)), checkpoint.tensors.at("wte.weight")(5, 3));
    }
}

void TestModel::aHeadOpensAsAScenarioOfTheModelsNumbers_data()
{
    QTest::addColumn<QString>("engineName");
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head"); // -1: the whole layer
    for (const QString &engine : lessonEngineNames())
        for (const auto &[layer, head] : {std::pair{0, 0}, std::pair{0, -1}, std::pair{1, 1}, std::pair{1, -1}})
            QTest::addRow("%s, layer %d, %s", qPrintable(engine), layer + 1, head < 0 ? "every head" : qPrintable(QStringLiteral("head %1").arg(head + 1)))
                << engine << layer << head;
}

void TestModel::aHeadOpensAsAScenarioOfTheModelsNumbers()
{
    // The stepper's scenario of a head, run by a lesson engine, gives the model's own numbers: its Q, K, V
    // (biases included) and weights; the whole layer's scenario gives the layer's attention output (b_O
    // included). And it survives a save and a read.
    QFETCH(QString, engineName);
    QFETCH(int, layer);
    QFETCH(int, head);
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.heads = 2;
    checkpoint.randomize(5);
    const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
    QVERIFY(model);
    QString problem;
    const std::vector<Token> tokens = modelTokens(*model, QStringLiteral("the cat\tsat"), &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    EngineChoice cpu = createEngine(QStringLiteral("cpu"));
    const ModelTrace trace = runModel(*model, tokenIds(tokens), *cpu.engine);
    const std::optional<int> chosen = head < 0 ? std::nullopt : std::optional<int>(head);
    const std::optional<Scenario> scenario = modelAttentionScenario(*model, trace, tokens, layer, chosen, &problem);
    QVERIFY2(scenario, qPrintable(problem));
    const std::optional<ScenarioProblem> invalid = validateScenario(*scenario);
    QVERIFY2(!invalid, qPrintable(invalid ? invalid->toString() : QString()));
    QCOMPARE(scenario->mode, AttentionMode::Causal);
    QCOMPARE(scenario->source.tokens.size(), qsizetype(tokens.size()));
    QVERIFY(scenario->source.tokens.contains(QStringLiteral("→"))); // the tab, visible as a label
    QVERIFY(scenario->hasHeadBiases());

    const ScenarioReadResult again = readScenario(writeScenario(*scenario), QStringLiteral("head.json"));
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(*again.scenario, *scenario);

    // The token vectors are the residual stream x entering the layer, and the scenario's layer norm (the
    // layer's LN_1) makes of them the X the model's heads projected. In the first layer x comes in two
    // parts: the tokens' rows of wte as E, and wpe's first rows as learned positions, a stage of their own.
    const LayerTrace &expected = trace.layers[size_t(layer)];
    QVERIFY(scenario->layerNorm);
    if (layer == 0) {
        QCOMPARE(scenario->positions, ScenarioPositions::Learned);
        QVERIFY(firstMismatch(scenario->source.vectors.cast<float>(), trace.tokenEmbeddings).isEmpty());
        QVERIFY(firstMismatch(scenario->source.positions->cast<float>(), model->positionEmbedding.matrix().topRows(Eigen::Index(tokens.size()))).isEmpty());
        QCOMPARE(stagesOf(*scenario).at(1), PipelineStage::Positions);
        QCOMPARE(stagesOf(*scenario).at(2), PipelineStage::LayerNorm);
    } else {
        QCOMPARE(scenario->positions, ScenarioPositions::None);
        QCOMPARE(stagesOf(*scenario).at(1), PipelineStage::LayerNorm);
    }
    QVERIFY(firstMismatch(scenario->positionedVectors(SequenceRole::Source).cast<float>(), expected.input).isEmpty());
    const QString normMismatch = firstMismatch(scenario->inputVectors(SequenceRole::Source).cast<float>(), expected.normedInput);
    QVERIFY2(normMismatch.isEmpty(), qPrintable("LN_1(x) " + normMismatch));
    QCOMPARE(scenario->layerNorm->epsilon, model->config.layerNormEpsilon);

    const AttentionResult result = engineNamed(engineName)->run(*again.scenario);
    const int dHead = model->config.headWidth();
    const int first = head < 0 ? 0 : head, count = head < 0 ? model->config.heads : 1;
    QCOMPARE(int(result.heads.size()), count);
    for (int h = 0; h < count; ++h) {
        const HeadResult &computed = result.heads[size_t(h)];
        const int modelHead = first + h;
        const std::pair<const char *, std::pair<const MatrixF *, MatrixF>> stages[] = {
            {"Q", {&computed.q, expected.queries.middleCols(modelHead * dHead, dHead)}},
            {"K", {&computed.k, expected.keys.middleCols(modelHead * dHead, dHead)}},
            {"V", {&computed.v, expected.values.middleCols(modelHead * dHead, dHead)}},
            {"weights", {&computed.weights, expected.weights[size_t(modelHead)]}},
            {"head output", {&computed.output, expected.concat.middleCols(modelHead * dHead, dHead)}},
        };
        for (const auto &[name, pair] : stages) {
            const QString mismatch = firstMismatch(*pair.first, pair.second);
            QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("head %1, %2: %3").arg(modelHead + 1).arg(name, mismatch)));
        }
    }
    if (head < 0) {
        const QString mismatch = firstMismatch(result.output, expected.attentionOutput);
        QVERIFY2(mismatch.isEmpty(), qPrintable("attention output " + mismatch));
        QVERIFY(scenario->bo);
    } else {
        QVERIFY(!scenario->bo); // the layer's bias is not one head's
    }
}

void TestModel::aLongTextsHeadIsAScenarioThatReadsBack()
{
    // The head's title quotes the text: a text of hundreds of tokens is quoted by its first words, so that
    // the title stays a line and the file the scenario is saved to opens again.
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.positions = 400;
    checkpoint.randomize(7);
    const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
    QVERIFY(model);
    QString text;
    for (int word = 0; text.size() < 350; ++word)
        text += QStringLiteral("word%1 ").arg(word);
    QString problem;
    const std::vector<Token> tokens = modelTokens(*model, text, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    EngineChoice cpu = createEngine(QStringLiteral("cpu"));
    const ModelTrace trace = runModel(*model, tokenIds(tokens), *cpu.engine);
    for (const std::optional<int> head : {std::optional<int>(0), std::optional<int>()}) {
        const std::optional<Scenario> scenario = modelAttentionScenario(*model, trace, tokens, 0, head, &problem);
        QVERIFY2(scenario, qPrintable(problem));
        QVERIFY2(scenario->title.size() <= 120, qPrintable(scenario->title));
        QVERIFY2(scenario->title.contains(QStringLiteral("word0 word1 ")) && scenario->title.contains(QStringLiteral(" …”")),
                 qPrintable(scenario->title));
        const ScenarioReadResult again = readScenario(writeScenario(*scenario), QStringLiteral("long.json"));
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(*again.scenario, *scenario);
    }
}

void TestModel::aHeadThatCannotBeAScenarioIsExplained()
{
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(5);
    const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
    QVERIFY(model);
    QString problem;
    const std::vector<Token> tokens = modelTokens(*model, QStringLiteral("the cat"), &problem);
    EngineChoice cpu = createEngine(QStringLiteral("cpu"));
    ModelRunOptions rotary;
    rotary.positions = PositionEncoding::Rotary;
    const ModelTrace turned = runModel(*model, tokenIds(tokens), *cpu.engine, rotary);
    QVERIFY(!modelAttentionScenario(*model, turned, tokens, 0, 0, &problem));
    QVERIFY2(problem.contains(QStringLiteral("rotary")), qPrintable(problem));
    const ModelTrace plain = runModel(*model, tokenIds(tokens), *cpu.engine);
    problem.clear();
    QVERIFY(!modelAttentionScenario(*model, plain, tokens, 5, 0, &problem));
    QVERIFY(!problem.isEmpty());
}

void TestModel::badCheckpointsAreRefusedWithTheirReason_data()
{
    QTest::addColumn<QString>("file");         // which file is changed after a good checkpoint is written
    QTest::addColumn<QByteArray>("replacement"); // its new contents, or empty to use the tamper hook
    QTest::addColumn<int>("cutBytes");          // bytes cut from model.safetensors' end
    QTest::addColumn<Tamper>("tamper");
    QTest::addColumn<QString>("expected");

    auto setField = [](const char *tensor, const char *field, QJsonValue value) {
        return Tamper([=](QJsonObject &header, QByteArray &) {
            QJsonObject entry = header[tensor].toObject();
            entry[field] = value;
            header[tensor] = entry;
        });
    };
    auto offsetsOf = [](QJsonObject &header, const char *tensor) { return header[tensor].toObject()["data_offsets"].toArray(); };

    QTest::newRow("header length past the file") << "model.safetensors" << QByteArray("\xff\xff\xff\x00\x00\x00\x00\x00", 8)
                                                 << 0 << Tamper() << "the header's length says 16777215 bytes";
    QTest::newRow("header length too short") << "model.safetensors" << QByteArray("\x10\x00\x00\x00\x00\x00\x00\x00", 8)
                                             << 0 << Tamper() << "is not a JSON object";
    QTest::newRow("unknown dtype") << "" << QByteArray() << 0 << setField("wpe.weight", "dtype", "F33")
                                   << "tensor 'wpe.weight': unknown dtype 'F33'";
    QTest::newRow("dtype not a string") << "" << QByteArray() << 0 << setField("wpe.weight", "dtype", 5)
                                        << "tensor 'wpe.weight': dtype is not a string (found a number)";
    QTest::newRow("dtype missing") << "" << QByteArray() << 0 << Tamper([](QJsonObject &header, QByteArray &) {
        QJsonObject entry = header["ln_f.bias"].toObject();
        entry.remove("dtype");
        header["ln_f.bias"] = entry;
    }) << "tensor 'ln_f.bias': dtype is missing";
    QTest::newRow("dtype that is not a weight") << "" << QByteArray() << 0 << setField("ln_f.bias", "dtype", "I32")
                                                << "tensor 'ln_f.bias' holds I32";
    QTest::newRow("shape against the bytes") << "" << QByteArray() << 0 << setField("wpe.weight", "shape", QJsonArray{12, 9})
                                             << "tensor 'wpe.weight': shape [12, 9] of F32 needs 432 bytes";
    QTest::newRow("shape against the configuration")
        << "" << QByteArray() << 0 << setField("wpe.weight", "shape", QJsonArray{8, 12})
        << "tensor 'wpe.weight' has shape [8, 12], but config.json's sizes need [12, 8]";
    QTest::newRow("missing tensor") << "" << QByteArray() << 0
                                    << Tamper([](QJsonObject &header, QByteArray &) { header.remove("h.1.ln_2.bias"); })
                                    << "has no tensor 'h.1.ln_2.bias' (nor 'transformer.h.1.ln_2.bias')";
    QTest::newRow("truncated data") << "" << QByteArray() << 100 << Tamper() << "the file is truncated";
    // A NaN (or an infinity) in the weights would make every number after it NaN: the tensor and place are named.
    QTest::newRow("a NaN in a weight") << "" << QByteArray() << 0 << Tamper([=](QJsonObject &header, QByteArray &data) {
        const int firstByte = offsetsOf(header, "h.1.attn.c_attn.weight")[0].toInt();
        const float nan = std::numeric_limits<float>::quiet_NaN();
        // Row 1, column 2 of a [8, 24] tensor.
        std::memcpy(data.data() + firstByte + (1 * 24 + 2) * int(sizeof(float)), &nan, sizeof nan);
    }) << "tensor 'h.1.attn.c_attn.weight' holds nan at [1, 2]; weights must be finite numbers";
    QTest::newRow("an infinity in a bias") << "" << QByteArray() << 0 << Tamper([=](QJsonObject &header, QByteArray &data) {
        const int firstByte = offsetsOf(header, "ln_f.bias")[0].toInt();
        const float infinity = -std::numeric_limits<float>::infinity();
        std::memcpy(data.data() + firstByte + 3 * int(sizeof(float)), &infinity, sizeof infinity);
    }) << "tensor 'ln_f.bias' holds -inf at [0, 3]";
    QTest::newRow("offsets past the end")
        << "" << QByteArray() << 0 << Tamper([=](QJsonObject &header, QByteArray &data) {
               const QJsonArray offsets = offsetsOf(header, "ln_f.weight");
               const int bytes = offsets[1].toInt() - offsets[0].toInt();
               QJsonObject entry = header["ln_f.weight"].toObject();
               entry["data_offsets"] = QJsonArray{int(data.size()) + 64, int(data.size()) + 64 + bytes};
               header["ln_f.weight"] = entry;
           })
        << "tensor 'ln_f.weight': data_offsets";
    QTest::newRow("overlapping tensors") << "" << QByteArray() << 0 << Tamper([=](QJsonObject &header, QByteArray &) {
        QJsonObject entry = header["ln_f.bias"].toObject();
        entry["data_offsets"] = offsetsOf(header, "ln_f.weight");
        header["ln_f.bias"] = entry;
    }) << "overlap";
    QTest::newRow("empty tensor past the end") << "" << QByteArray() << 0 << Tamper([](QJsonObject &header, QByteArray &) {
        header["extra"] = QJsonObject{{"dtype", "F32"}, {"shape", QJsonArray{0}}, {"data_offsets", QJsonArray{1e15, 1e15}}};
    }) << "tensor 'extra': data_offsets [1000000000000000, 1000000000000000] lie past the end";
    QTest::newRow("shape larger than any file") << "" << QByteArray() << 0 << Tamper([](QJsonObject &header, QByteArray &) {
        header["extra"] = QJsonObject{{"dtype", "F32"}, {"shape", QJsonArray{2147483648.0, 2147483648.0}}, {"data_offsets", QJsonArray{0, 0}}};
    }) << "tensor 'extra': shape [2147483648, 2147483648] is larger than any file";
    QTest::newRow("vocab: two tokens, one id") << "vocab.json" << QByteArray(R"({"a": 5, "b": 5})") << 0 << Tamper()
                                               << "tokens 'a' and 'b' have the same id 5";
    QTest::newRow("config: heads do not divide the width")
        << "config.json" << QByteArray(R"({"n_layer": 2, "n_head": 3, "n_embd": 8, "n_positions": 12, "vocab_size": 262})")
        << 0 << Tamper() << "config.json: n_embd (8) must be a multiple of n_head (3)";
    QTest::newRow("config: a size missing") << "config.json" << QByteArray(R"({"n_layer": 2, "n_head": 2, "n_embd": 8, "vocab_size": 262})")
                                            << 0 << Tamper() << "config.json: n_positions is missing";
    // The checkpoint has blocks h.0 and h.1: h.1 would be left out of the pass without a word.
    QTest::newRow("config: fewer layers than the weights")
        << "config.json" << QByteArray(R"({"n_layer": 1, "n_head": 2, "n_embd": 8, "n_positions": 12, "vocab_size": 262})") << 0
        << Tamper() << "model.safetensors: tensor 'h.1.attn.c_attn.bias' is beyond n_layer 1 of config.json (blocks h.0 to h.0)";
    QTest::newRow("config: another model") << "config.json" << QByteArray(R"({"model_type": "llama"})") << 0 << Tamper()
                                           << "model_type is 'llama'";
    QTest::newRow("vocab: id past the vocabulary") << "vocab.json" << QByteArray(R"({"a": 0, "b": 262})") << 0 << Tamper()
                                                   << "vocab.json: token 'b': its id must be a whole number from 0 to 261";
    QTest::newRow("merges: not a pair") << "merges.txt" << QByteArray("#version: 0.2\nĠ t\nh e x\n") << 0 << Tamper()
                                        << "merges.txt: line 3: expected two pieces";
    QTest::newRow("not a safetensors file") << "model.safetensors" << QByteArray("PK\x03\x04") << 0 << Tamper()
                                            << "too short for a safetensors file";
}

void TestModel::badCheckpointsAreRefusedWithTheirReason()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, replacement);
    QFETCH(int, cutBytes);
    QFETCH(Tamper, tamper);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(5);
    QVERIFY(checkpoint.write(folder.path(), tamper));
    const QString weights = folder.filePath("model.safetensors");
    if (!file.isEmpty()) {
        QFile changed(folder.filePath(file));
        if (file == QLatin1String("model.safetensors") && replacement.size() == 8) {
            // A new header length over the old one; the rest of the file stays.
            QVERIFY(changed.open(QIODevice::ReadWrite));
            QCOMPARE(changed.write(replacement), qint64(8));
        } else {
            QVERIFY(changed.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(changed.write(replacement), qint64(replacement.size()));
        }
    }
    if (cutBytes > 0) {
        QFile cut(weights);
        QVERIFY(cut.resize(cut.size() - cutBytes));
    }
    const Gpt2LoadResult loaded = loadGpt2Folder(folder.path());
    QVERIFY(!loaded.model);
    QVERIFY2(loaded.error.contains(expected), qPrintable(loaded.error));
    // Every message names the file it is about.
    QVERIFY2(loaded.error.startsWith(folder.path()), qPrintable(loaded.error));
}

void TestModel::inputBeyondTheModelIsRefused()
{
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(2);
    const std::unique_ptr<Gpt2Model> model = writeAndLoad(checkpoint, folder);
    QVERIFY(model);
    QCOMPARE(checkModelInput(*model, {}), QStringLiteral("the text has no tokens"));
    QCOMPARE(checkModelInput(*model, std::vector<int>(13, 1)),
             QStringLiteral("the text has 13 tokens; this model's positions (n_positions) reach 12"));
    QVERIFY(checkModelInput(*model, {1, 262}).contains(QStringLiteral("token 2: id 262 is outside the vocabulary")));
    QVERIFY(checkModelInput(*model, std::vector<int>(12, 261)).isEmpty());

    // A vocabulary without every byte cannot spell every text: the piece it lacks is named.
    QJsonObject vocabulary = checkpoint.vocabularyJson();
    vocabulary.remove(byteCharacter('z'));
    QVERIFY(TinyGpt2Checkpoint::writeFile(folder.filePath("vocab.json"), QJsonDocument(vocabulary).toJson()));
    const std::unique_ptr<Gpt2Model> lacking = loadOrFail(folder.path());
    QVERIFY(lacking);
    QString error;
    QVERIFY(lacking->tokenizer->encode(QStringLiteral("the zoo"), &error).empty());
    QCOMPARE(error, QStringLiteral("vocab.json has no token for 'z' (from the word ' zoo')"));

    // A pasted run of letters without a space would take minutes to merge: refused at once, with why.
    QVERIFY(model->tokenizer->encode(QString(5000, u'a'), &error).empty());
    QCOMPARE(error, QStringLiteral("a word of 5000 bytes without a space; words of up to 4096 are tokenized"));
    // And the forward pass itself refuses what checkModelInput refuses.
    EngineChoice engine = createEngine(QStringLiteral("cpu"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runModel(*model, std::vector<int>(13, 1), *engine.engine));
}

void TestModel::modelCommandPrintsTokensNextTokensAndWeights()
{
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(11);
    QVERIFY(checkpoint.write(folder.path()));
    const ProgramRun run = runAttentionlab({"model", folder.path(), "--text", "the cat the cat", "--engine", "cpu"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QJsonParseError parseError;
    const QJsonObject json = QJsonDocument::fromJson(run.out, &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
    QCOMPARE(json["engine"].toString(), QStringLiteral("cpu"));

    const QJsonArray tokens = json["tokens"].toArray();
    QStringList texts;
    std::vector<int> ids;
    for (const QJsonValue &token : tokens) {
        texts << token["text"].toString();
        ids.push_back(token["id"].toInt());
    }
    QCOMPARE(texts, (QStringList{"t", "he", " cat", " the", " cat"}));

    // The ten likeliest next tokens, most likely first, with the reference's probabilities.
    const ReferenceTrace reference = referenceForward(checkpoint, ids);
    const QJsonArray next = json["next"].toArray();
    QCOMPARE(next.size(), 10);
    double previous = 1;
    for (const QJsonValue &entry : next) {
        const int id = entry["id"].toInt();
        const double p = entry["p"].toDouble();
        QVERIFY(p <= previous);
        previous = p;
        QVERIFY2(std::abs(p - reference.probabilities[id]) < 1e-6, qPrintable(QString::number(id)));
        QVERIFY(!entry["text"].toString().isEmpty());
    }
    Eigen::Index likeliest = 0;
    reference.probabilities.maxCoeff(&likeliest);
    QCOMPARE(next[0]["id"].toInt(), int(likeliest));

    // Every layer, every head, rows = queries: causal, so row i has i + 1 weights that sum to 1.
    const QJsonArray layers = json["layers"].toArray();
    QCOMPARE(layers.size(), checkpoint.layers);
    for (int l = 0; l < checkpoint.layers; ++l) {
        const QJsonArray heads = layers[l]["heads"].toArray();
        QCOMPARE(heads.size(), checkpoint.heads);
        for (int h = 0; h < checkpoint.heads; ++h) {
            const QJsonArray rows = heads[h]["weights"].toArray();
            QCOMPARE(rows.size(), qsizetype(ids.size()));
            for (qsizetype i = 0; i < rows.size(); ++i)
                for (qsizetype j = 0; j < rows.size(); ++j)
                    QVERIFY(std::abs(rows[i][j].toDouble() - reference.layers[size_t(l)].weights[size_t(h)](i, j)) < 1e-6);
        }
    }
}

void TestModel::modelCommandExitCodes_data()
{
    QTest::addColumn<QStringList>("arguments"); // FOLDER stands for a good checkpoint's folder
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no text") << QStringList{"model", "FOLDER"} << 1 << "--text is required";
    QTest::newRow("no folder") << QStringList{"model", "--text", "a"} << 1 << "expected one checkpoint folder";
    QTest::newRow("bad temperature") << QStringList{"model", "FOLDER", "--text", "a", "--temperature", "0"} << 1 << "--temperature";
    QTest::newRow("not a checkpoint") << QStringList{"model", "FOLDER/missing", "--text", "a"} << 2 << "no such folder";
    // An unset variable in a script: not the current folder, read as the checkpoint.
    QTest::newRow("an empty folder name") << QStringList{"model", "", "--text", "a"} << 2 << "the checkpoint folder's name is empty";
    QTest::newRow("a file for the folder") << QStringList{"model", "FOLDER/config.json", "--text", "a"} << 2
                                           << "/config.json: is a file, not a checkpoint folder";
    QTest::newRow("bench, a file for the folder") << QStringList{"bench", "--model", "FOLDER/vocab.json", "--text", "a", "--repeat", "1"}
                                                  << 2 << "/vocab.json: is a file, not a checkpoint folder";
    QTest::newRow("empty text") << QStringList{"model", "FOLDER", "--text", ""} << 2 << "--text: the text has no tokens";
    QTest::newRow("text past the positions") << QStringList{"model", "FOLDER", "--text", "abcdefghijklmnop"} << 2
                                             << "this model's positions (n_positions) reach 12";
    QTest::newRow("unknown engine") << QStringList{"model", "FOLDER", "--text", "a", "--engine", "abacus"} << 1 << "abacus";
    QTest::newRow("unknown figure") << QStringList{"model", "FOLDER", "--text", "a", "--figure", "pie"} << 1
                                    << "--figure: expected one of grid, head, lines, layer-lines";
    QTest::newRow("figure in an unknown language") << QStringList{"model", "FOLDER", "--text", "a", "--figure", "grid", "--language", "xx", "--out", "OUT/a.svg"}
                                                   << 1 << "--language: expected one of en, it, de, found 'xx'";
    QTest::newRow("figure without out") << QStringList{"model", "FOLDER", "--text", "a", "--figure", "grid"} << 1
                                        << "--out PATH is required";
    QTest::newRow("figure to text") << QStringList{"model", "FOLDER", "--text", "a", "--figure", "grid", "--out", "OUT/a.txt"} << 1
                                    << "no known figure extension";
    QTest::newRow("layer past the model") << QStringList{"model", "FOLDER", "--text", "a", "--figure", "lines", "--layer", "3", "--out", "OUT/a.svg"}
                                          << 1 << "--layer";
    QTest::newRow("focus past the tokens") << QStringList{"model", "FOLDER", "--text", "ab", "--figure", "lines", "--focus-key", "3", "--out", "OUT/a.svg"}
                                           << 1 << "--focus-key";
    QTest::newRow("two focuses") << QStringList{"model", "FOLDER", "--text", "ab", "--figure", "lines", "--focus-key", "1", "--focus-query", "1", "--out", "OUT/a.svg"}
                                 << 1 << "give one of them";
    QTest::newRow("bench a folder that is no checkpoint") << QStringList{"bench", "--window", "--model", "FOLDER/missing"} << 2
                                                         << "no such folder";
    // --layer and --head where nothing reads them are refused, naming what does.
    QTest::newRow("a layer for the grid") << QStringList{"model", "FOLDER", "--text", "ab", "--figure", "grid", "--layer", "2", "--out", "OUT/a.svg"}
                                          << 1 << "--layer: --figure grid does not use it; it is for --figure head|lines|layer-lines and --scenario";
    QTest::newRow("a head for a layer's lines")
        << QStringList{"model", "FOLDER", "--text", "ab", "--figure", "layer-lines", "--head", "2", "--out", "OUT/a.svg"}
        << 1 << "--head: --figure layer-lines does not use it; it is for --figure head|lines and --scenario head";
    QTest::newRow("a head for a layer's scenario") << QStringList{"model", "FOLDER", "--text", "ab", "--scenario", "layer", "--head", "2"}
                                                   << 1 << "--head: --scenario layer does not use it";
    QTest::newRow("a head for the JSON") << QStringList{"model", "FOLDER", "--text", "ab", "--head", "2"} << 1
                                         << "--head: the JSON of every head does not use it";
    QTest::newRow("a layer for the language model's JSON") << QStringList{"lm", "--text", "polly said", "--layer", "2"} << 1
                                                           << "--layer: only with --scenario head (the JSON holds every head)";
    // --ablate reads every entry: an empty one silenced nothing without a word, a repeated one was listed twice.
    QTest::newRow("ablate, only a comma") << QStringList{"lm", "--text", "polly said", "--ablate", ","} << 1
                                          << "--ablate: entry 1 of ',' is empty; give heads as LAYER.HEAD, separated by commas";
    QTest::newRow("ablate, a trailing comma") << QStringList{"lm", "--text", "polly said", "--ablate", "1.1, "} << 1
                                              << "--ablate: entry 2 of '1.1, ' is empty";
    QTest::newRow("ablate, a head twice") << QStringList{"lm", "--text", "polly said", "--ablate", "1.2,2.1,01.2"} << 1
                                          << "--ablate: head 1.2 is given twice";
    QTest::newRow("focus on a heatmap") << QStringList{"model", "FOLDER", "--text", "ab", "--figure", "head", "--focus-key", "1", "--out", "OUT/a.svg"}
                                        << 1 << "only for --figure lines or layer-lines";
}

void TestModel::modelCommandExitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(11);
    QVERIFY(checkpoint.write(folder.path()));
    QTemporaryDir out;
    arguments.replaceInStrings(QStringLiteral("FOLDER"), folder.path());
    arguments.replaceInStrings(QStringLiteral("OUT"), out.path());
    const ProgramRun run = runAttentionlab(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(QDir(out.path()).isEmpty()); // nothing written
}

void TestModel::weightsBeyondFloat32AreRefusedWithThePlace_data()
{
    QTest::addColumn<QStringList>("output");
    QTest::newRow("JSON") << QStringList{};
    QTest::newRow("figure") << QStringList{"--figure", "grid", "--out", "OUT/grid.png"};
}

void TestModel::weightsBeyondFloat32AreRefusedWithThePlace()
{
    // Finite weights whose products overflow: Q is infinite, softmax of it NaN. Before, the JSON held null
    // weights (null means masked there) and the figure "nan" in every cell, with exit code 0.
    QFETCH(QStringList, output);
    QTemporaryDir folder, out;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(11);
    checkpoint.tensors.at(QStringLiteral("h.0.attn.c_attn.weight")).setConstant(3e38);
    QVERIFY(checkpoint.write(folder.path()));
    const ProgramRun run = runAttentionlab(QStringList{"model", folder.path(), "--text", "the cat"} +
                                           output.replaceInStrings(QStringLiteral("OUT"), out.path()));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("layer 1, head 1 Q (1, 1): the numbers grow beyond float32's range")),
             qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(QDir(out.path()).isEmpty());
}

void TestModel::benchTimesOpeningTheModelWindow()
{
    // bench --window --model: the real-model window opened on a checkpoint, to its grid painted.
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(11);
    QVERIFY(checkpoint.write(folder.path()));
    const ProgramRun run = runAttentionlab({QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--model"), folder.path(),
                                       QStringLiteral("--text"), QStringLiteral("the cat"), QStringLiteral("--repeat"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject opening = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("frames")).toArray().first().toObject();
    QCOMPARE(opening.value(QStringLiteral("opens")).toInt(), 2);
    QCOMPARE(opening.value(QStringLiteral("panels")).toInt(), checkpoint.layers * checkpoint.heads);
    QVERIFY2(opening.value(QStringLiteral("tokens")).toInt() > 1, run.out.constData());
    QVERIFY2(opening.value(QStringLiteral("first_ms")).toDouble() > 0, run.out.constData());
    QVERIFY(opening.value(QStringLiteral("max_ms")).toDouble() >= opening.value(QStringLiteral("p50_ms")).toDouble());
}

void TestModel::modelCommandDrawsFigures_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("title");
    QTest::newRow("grid") << QStringList{"--figure", "grid"} << "Attention weights of every layer (rows) and head (columns)";
    QTest::newRow("head") << QStringList{"--figure", "head", "--layer", "2", "--head", "2"} << "Layer 2, head 2: attention weights";
    QTest::newRow("lines") << QStringList{"--figure", "lines", "--layer", "2", "--head", "2"} << "Layer 2, head 2: where each token looks";
    QTest::newRow("lines of a query") << QStringList{"--figure", "lines", "--layer", "2", "--head", "2", "--focus-query", "4"}
                                      << "Layer 2, head 2: where each token looks";
    QTest::newRow("layer lines") << QStringList{"--figure", "layer-lines", "--layer", "1"} << "Layer 1, every head: where each token looks";
}

void TestModel::modelCommandDrawsFigures()
{
    QFETCH(QStringList, options);
    QFETCH(QString, title);
    QTemporaryDir folder, out;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(11);
    QVERIFY(checkpoint.write(folder.path()));
    const QString svg = out.filePath(QStringLiteral("figure.svg"));
    const ProgramRun run = runAttentionlab(QStringList{"model", folder.path(), "--text", "the cat the cat", "--out", svg} + options);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QString error;
    const QStringList texts = svgTexts(svg, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(texts.contains(title), qPrintable(texts.join(u'|')));
    if (options.contains(QStringLiteral("--focus-query"))) {
        // The fourth query's weights, beside the keys it sees, as the double reference computes them.
        const QJsonObject json = QJsonDocument::fromJson(runAttentionlab({"model", folder.path(), "--text", "the cat the cat"}).out).object();
        std::vector<int> ids;
        for (const QJsonValue &token : json["tokens"].toArray())
            ids.push_back(token["id"].toInt());
        const ReferenceTrace exact = referenceForward(checkpoint, ids);
        for (int key = 0; key <= 3; ++key)
            QVERIFY2(texts.contains(QString::number(exact.layers[1].weights[1](3, key), 'f', 2)), qPrintable(texts.join(u'|')));
    }
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
