#include "TransformerForward.h"

#include "scenario/RowStandardisation.h"
#include "ModelMemory.h"

#include "cpu/CpuKernels.h"
#include "engine/Engine.h"
#include "engine/MaskedSoftmax.h"
#include "scenario/ScenarioValidation.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace attn {

namespace {

using ConstMatrixMap = Eigen::Map<const MatrixF>;

/// The messages in the language the window speaks (English on the command line); the matrices' symbols
/// (Q, LN_1(x), W_O) and the numbers stay as they are.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TransformerForward)
};

/// y = x W + b on the CPU engine's kernel for this processor (AVX-512 or AVX2 where it runs them), for W's
/// columns first ... first + width - 1 (all of them by default). y keeps its memory when its shape is
/// unchanged: a block's matrices are too large for the heap's free lists, and memory fresh from the system
/// costs a page fault per 4 KB, which takes half the time of a GPT-2 pass where every run allocates anew.
void affine(const MatrixF &x, const AffineWeights &weights, MatrixF &y, Eigen::Index firstColumn = 0,
            Eigen::Index width = -1)
{
    const auto w = weights.weight.matrix();
    if (width < 0)
        width = w.cols();
    y.resize(x.rows(), width);
    AffineBuffers buffers;
    buffers.rows = x.rows();
    buffers.inputs = x.cols();
    buffers.outputs = width;
    buffers.x = x.data();
    buffers.weight = w.data() + firstColumn;
    buffers.weightRowStride = w.cols();
    buffers.bias = weights.bias.matrix().data() + firstColumn;
    buffers.y = y.data();
    CpuKernel::preferred().runAffine(buffers);
}

/// Head h's columns of a matrix with the heads side by side, as one head-major block of rows
/// (element (h, i, c) at (h * rows + i) * headWidth + c), the layout AttentionBatch reads.
std::vector<float> headMajor(const MatrixF &sideBySide, int heads, int headWidth)
{
    std::vector<float> out(size_t(sideBySide.size()));
    for (int h = 0; h < heads; ++h)
        Eigen::Map<MatrixF>(out.data() + size_t(h) * size_t(sideBySide.rows()) * size_t(headWidth), sideBySide.rows(), headWidth) =
            sideBySide.middleCols(Eigen::Index(h) * headWidth, headWidth);
    return out;
}

/// The attention of one block: every head on the engine in one call, causal, scaled by 1/sqrt(d_k); then
/// each head's weights, which the engine's long-sequence path does not keep, from the same Q and K.
void attend(LayerTrace &trace, const MatrixF &causalMask, const Gpt2Config &config, Engine &engine)
{
    const int heads = config.heads;
    const int headWidth = config.headWidth();
    const Eigen::Index tokens = trace.queries.rows();
    const float scale = 1.0f / std::sqrt(float(headWidth));
    const std::vector<float> q = headMajor(trace.queries, heads, headWidth);
    const std::vector<float> k = headMajor(trace.keys, heads, headWidth);
    const std::vector<float> v = headMajor(trace.values, heads, headWidth);
    std::vector<float> out(q.size());
    AttentionBatch batch;
    batch.heads = heads;
    batch.queries = tokens;
    batch.keys = tokens;
    batch.dHead = headWidth;
    batch.causal = true;
    batch.scale = scale;
    batch.q = q.data();
    batch.k = k.data();
    batch.v = v.data();
    batch.out = out.data();
    engine.attend(batch);
    trace.concat.resize(tokens, config.width);
    for (int h = 0; h < heads; ++h)
        trace.concat.middleCols(Eigen::Index(h) * headWidth, headWidth) =
            ConstMatrixMap(out.data() + size_t(h) * size_t(tokens) * size_t(headWidth), tokens, headWidth);

    trace.weights.resize(size_t(heads));
    std::vector<Eigen::Index> fullyMaskedRows; // none: causal query i always sees key i
#pragma omp parallel for schedule(static) private(fullyMaskedRows)
    for (int h = 0; h < heads; ++h) {
        const Eigen::Index first = Eigen::Index(h) * headWidth;
        const MatrixF masked =
            (trace.queries.middleCols(first, headWidth) * trace.keys.middleCols(first, headWidth).transpose()) * scale + causalMask;
        softmaxRows(masked, trace.weights[size_t(h)], fullyMaskedRows);
    }
}

} // namespace

void layerNorm(const MatrixF &rows, const LayerNormWeights &weights, double epsilon, MatrixF &out)
{
    const auto gain = weights.gain.row(0);
    const auto bias = weights.bias.row(0);
    out.resize(rows.rows(), rows.cols());
    for (Eigen::Index i = 0; i < rows.rows(); ++i)
        out.row(i) = (standardisedRow(rows.row(i).cast<double>(), epsilon).cast<float>().array() * gain.array() + bias.array()).matrix();
}

void applyGelu(MatrixF &values, GeluFormula formula)
{
    float *data = values.data();
    const Eigen::Index count = values.size();
    if (formula == GeluFormula::Tanh) {
        // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        const float root2OverPi = 0.7978845608028654f;
#pragma omp parallel for schedule(static)
        for (Eigen::Index i = 0; i < count; ++i) {
            const float x = data[i];
            data[i] = 0.5f * x * (1.0f + std::tanh(root2OverPi * (x + 0.044715f * x * x * x)));
        }
    } else {
        // 0.5 x (1 + erf(x / sqrt(2)))
#pragma omp parallel for schedule(static)
        for (Eigen::Index i = 0; i < count; ++i)
            data[i] = 0.5f * data[i] * (1.0f + std::erf(data[i] * 0.7071067811865476f));
    }
}

QString findModelOverflow(const ModelTrace &trace, int headWidth)
{
    QString place;
    // name(row, column) names the matrix and, where its columns are the heads side by side, the head.
    const auto check = [&place](const auto &matrix, const auto &name) {
        if (place.isEmpty())
            if (const auto at = firstUnusableNumber(matrix))
                place = name(at->first, at->second);
    };
    const auto whole = [](const QString &what) {
        return [what](Eigen::Index i, Eigen::Index j) { return QStringLiteral("%1 (%2, %3)").arg(what).arg(i + 1).arg(j + 1); };
    };
    const auto byHead = [headWidth = Eigen::Index(std::max(1, headWidth))](const QString &layer, const QString &what) {
        return [=](Eigen::Index i, Eigen::Index j) {
            return Text::tr("%1, head %2 %3 (%4, %5)").arg(layer).arg(j / headWidth + 1).arg(what).arg(i + 1).arg(j % headWidth + 1);
        };
    };
    check(trace.embedded, whole(Text::tr("the embeddings")));
    for (size_t l = 0; l < trace.layers.size(); ++l) {
        const LayerTrace &layer = trace.layers[l];
        const QString name = Text::tr("layer %1").arg(l + 1);
        const auto ofTheLayer = [&name, &whole](const QString &what) { return whole(name + u' ' + what); };
        check(layer.normedInput, ofTheLayer(QStringLiteral("LN_1(x)")));
        check(layer.queries, byHead(name, QStringLiteral("Q")));
        check(layer.keys, byHead(name, QStringLiteral("K")));
        check(layer.values, byHead(name, QStringLiteral("V")));
        for (size_t h = 0; h < layer.weights.size(); ++h)
            check(layer.weights[h], whole(Text::tr("%1, head %2 weights").arg(name).arg(h + 1)));
        //: a matrix's name after "layer 3, head 2" or "layer 3": what the head or the layer gives out
        const QString output = Text::tr("output");
        check(layer.concat, byHead(name, output));
        check(layer.attentionOutput, ofTheLayer(QStringLiteral("concat W_O + b_O")));
        check(layer.afterAttention, ofTheLayer(Text::tr("x + attention")));
        check(layer.normedMiddle, ofTheLayer(QStringLiteral("LN_2")));
        check(layer.mlpHidden, ofTheLayer(Text::tr("MLP hidden")));
        check(layer.mlpOutput, ofTheLayer(Text::tr("MLP output")));
        check(layer.output, ofTheLayer(output));
    }
    check(trace.finalNormed, whole(QStringLiteral("LN_f")));
    check(trace.lastLogits, whole(Text::tr("the logits")));
    check(trace.nextProbabilities, whole(Text::tr("the next-token probabilities")));
    return place.isEmpty() ? QString()
                           : Text::tr("%1: the numbers grow beyond float32's range (about ±3.4e38); the checkpoint's "
                                      "weights are too large")
                                 .arg(place);
}

QString checkModelInput(const Gpt2Model &model, const std::vector<int> &tokenIds)
{
    if (tokenIds.empty())
        return Text::tr("the text has no tokens");
    if (tokenIds.size() > size_t(model.config.positions))
        return Text::tr("the text has %1 tokens; this model's positions (n_positions) reach %2")
            .arg(tokenIds.size())
            .arg(model.config.positions);
    for (size_t i = 0; i < tokenIds.size(); ++i)
        if (tokenIds[i] < 0 || tokenIds[i] >= model.config.vocabulary)
            return Text::tr("token %1: id %2 is outside the vocabulary (0 to %3)")
                .arg(i + 1)
                .arg(tokenIds[i])
                .arg(model.config.vocabulary - 1);
    return {};
}

std::vector<Token> modelTokens(const Gpt2Model &model, const QString &text, QString *problem)
{
    problem->clear();
    std::vector<Token> tokens = model.tokenizer->encode(text, problem);
    if (problem->isEmpty())
        *problem = checkModelInput(model, tokenIds(tokens));
    if (!problem->isEmpty())
        tokens.clear();
    return tokens;
}

std::vector<int> tokenIds(const std::vector<Token> &tokens)
{
    std::vector<int> ids;
    ids.reserve(tokens.size());
    for (const Token &token : tokens)
        ids.push_back(token.id);
    return ids;
}

ModelTrace runModel(const Gpt2Model &model, const std::vector<int> &tokenIds, Engine &engine, const ModelRunOptions &options)
{
    ModelTrace trace;
    runModel(model, tokenIds, engine, trace, options);
    return trace;
}

qint64 traceBytes(const ModelTrace &trace)
{
    qint64 floats = trace.tokenEmbeddings.size() + trace.positionEmbeddings.size() + trace.embedded.size() +
                    trace.causalMask.size() + trace.finalNormed.size() + trace.lastLogits.size() + trace.nextProbabilities.size();
    for (const LayerTrace &layer : trace.layers) {
        for (const MatrixF *matrix : {&layer.input, &layer.normedInput, &layer.queries, &layer.keys, &layer.values, &layer.concat,
                                      &layer.attentionOutput, &layer.afterAttention, &layer.normedMiddle, &layer.mlpHidden,
                                      &layer.mlpOutput, &layer.output})
            floats += matrix->size();
        for (const MatrixF &weights : layer.weights)
            floats += weights.size();
    }
    return floats * qint64(sizeof(float));
}

void runModel(const Gpt2Model &model, const std::vector<int> &tokenIds, Engine &engine, ModelTrace &trace,
              const ModelRunOptions &options)
{
    const QString problem = checkModelInput(model, tokenIds);
    if (!problem.isEmpty())
        throw std::invalid_argument(problem.toStdString());
    const Gpt2Config &config = model.config;
    const Eigen::Index tokens = Eigen::Index(tokenIds.size());
    // Refused before it is taken, with the figure, rather than std::bad_alloc part of the way through. The
    // trace passed in gives its memory to the new pass.
    const ModelMemoryEstimate estimate = estimateModelMemory(config, 0, 0, int(tokens));
    if (const QString shortfall = memoryShortfall(estimate.pass() - traceBytes(trace),
                                                  Text::tr("a pass over %1 tokens (every layer's and head's weights kept)").arg(tokens));
        !shortfall.isEmpty())
        throw ModelMemoryError(shortfall);
    trace.engine = engine.name();
    trace.tokenIds = tokenIds;
    trace.positions = options.positions;
    trace.tokenEmbeddings.resize(tokens, config.width);
    trace.positionEmbeddings.resize(tokens, config.width);
    for (Eigen::Index i = 0; i < tokens; ++i)
        trace.tokenEmbeddings.row(i) = model.tokenEmbedding.row(tokenIds[size_t(i)]);
    switch (options.positions) {
    case PositionEncoding::Learned:
        trace.positionEmbeddings = model.positionEmbedding.matrix().topRows(tokens);
        break;
    case PositionEncoding::Sinusoidal:
        trace.positionEmbeddings = sinusoidalPositions(tokens, config.width);
        break;
    case PositionEncoding::None:
    case PositionEncoding::Rotary:
        trace.positionEmbeddings.setZero(tokens, config.width);
        break;
    }
    trace.embedded = trace.tokenEmbeddings + trace.positionEmbeddings;

    trace.causalMask.setZero(tokens, tokens);
    for (Eigen::Index i = 0; i + 1 < tokens; ++i)
        trace.causalMask.row(i).tail(tokens - i - 1).setConstant(-std::numeric_limits<float>::infinity());

    const MatrixF *x = &trace.embedded;
    trace.layers.resize(model.layers.size());
    for (size_t l = 0; l < model.layers.size(); ++l) {
        const Gpt2LayerWeights &weights = model.layers[l];
        LayerTrace &layer = trace.layers[l];
        layer.input = *x;
        layerNorm(layer.input, weights.beforeAttention, config.layerNormEpsilon, layer.normedInput);
        affine(layer.normedInput, weights.queryKeyValue, layer.queries, 0, config.width);
        affine(layer.normedInput, weights.queryKeyValue, layer.keys, config.width, config.width);
        affine(layer.normedInput, weights.queryKeyValue, layer.values, 2 * config.width, config.width);
        if (options.positions == PositionEncoding::Rotary) {
            applyRotaryPositions(layer.queries, config.heads, config.headWidth());
            applyRotaryPositions(layer.keys, config.heads, config.headWidth());
        }
        attend(layer, trace.causalMask, config, engine);
        affine(layer.concat, weights.attentionOutput, layer.attentionOutput);
        layer.afterAttention = layer.input + layer.attentionOutput;
        layerNorm(layer.afterAttention, weights.beforeMlp, config.layerNormEpsilon, layer.normedMiddle);
        affine(layer.normedMiddle, weights.mlpIn, layer.mlpHidden);
        applyGelu(layer.mlpHidden, config.gelu);
        affine(layer.mlpHidden, weights.mlpOut, layer.mlpOutput);
        layer.output = layer.afterAttention + layer.mlpOutput;
        x = &layer.output;
    }
    layerNorm(*x, model.finalNorm, config.layerNormEpsilon, trace.finalNormed);

    // Only the last position's logits: the next token after the text. wte is vocabulary x width, so
    // logits = x_last wte^T.
    const Eigen::RowVectorXf last = trace.finalNormed.row(tokens - 1);
    trace.lastLogits.resize(config.vocabulary);
    AffineBuffers unembedding;
    unembedding.rows = 1;
    unembedding.inputs = config.width;
    unembedding.outputs = config.vocabulary;
    unembedding.x = last.data();
    unembedding.weight = model.tokenEmbedding.matrix().data();
    unembedding.weightTransposed = true;
    unembedding.y = trace.lastLogits.data();
    CpuKernel::preferred().runAffine(unembedding);
    // softmax(z / T), less the maximum so that no exponent overflows
    const Eigen::ArrayXd scaled = trace.lastLogits.cast<double>().array() / double(options.temperature);
    const Eigen::ArrayXd exponentials = (scaled - scaled.maxCoeff()).exp();
    trace.nextProbabilities = (exponentials / exponentials.sum()).cast<float>().matrix().transpose();
}

std::vector<NextToken> likeliestTokens(const ModelTrace &trace, int count)
{
    // Ranked by the logits, which the temperature divides and so never reorders: at a low temperature every
    // probability after the first underflows to 0, and ranked by those, the runners-up would be ids 0, 1, 2.
    const Eigen::RowVectorXf &logits = trace.lastLogits;
    std::vector<int> ids(size_t(logits.size()));
    std::iota(ids.begin(), ids.end(), 0);
    const size_t kept = std::min(ids.size(), size_t(std::max(count, 0)));
    std::partial_sort(ids.begin(), ids.begin() + std::ptrdiff_t(kept), ids.end(),
                      [&](int a, int b) { return logits[a] > logits[b] || (logits[a] == logits[b] && a < b); });
    std::vector<NextToken> likeliest;
    for (size_t i = 0; i < kept; ++i)
        likeliest.push_back({ids[i], trace.nextProbabilities[ids[i]]});
    return likeliest;
}

} // namespace attn
