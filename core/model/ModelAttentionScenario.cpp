#include "ModelAttentionScenario.h"

#include "scenario/ScenarioValidation.h"

#include <QCoreApplication>

namespace attn {

namespace {
/// The title, the notes and the problems in the language the window speaks, since the stepper and the
/// model window show them as they are (English where no translation is installed, as on the command line).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ModelAttentionScenario)
};
} // namespace
namespace {

MatrixD toDouble(const Eigen::Ref<const MatrixF> &matrix)
{
    return matrix.cast<double>();
}

} // namespace

std::optional<Scenario> modelAttentionScenario(const Gpt2Model &model, const ModelTrace &trace, const std::vector<Token> &tokens,
                                               int layer, std::optional<int> head, QString *problem)
{
    const Gpt2Config &config = model.config;
    if (trace.positions == PositionEncoding::Rotary) {
        *problem = Text::tr("with rotary positions q and k are turned after the projection, which a scenario's "
                            "stages do not show; run the model with its own positions to open a head");
        return std::nullopt;
    }
    if (config.width > ScenarioLimits::maxDModel) {
        *problem = Text::tr("this model's width (n_embd %1) is more than a scenario's d_model may be (%2)")
                       .arg(config.width)
                       .arg(ScenarioLimits::maxDModel);
        return std::nullopt;
    }
    if (layer < 0 || layer >= int(trace.layers.size()) || (head && (*head < 0 || *head >= config.heads)) ||
        tokens.size() != trace.tokenIds.size()) {
        *problem = Text::tr("no such layer or head, or tokens that are not the pass's");
        return std::nullopt;
    }
    const LayerTrace &pass = trace.layers[size_t(layer)];
    const Gpt2LayerWeights &weights = model.layers[size_t(layer)];
    const int width = config.width, dHead = config.headWidth();
    const auto qkv = weights.queryKeyValue.weight.matrix();
    const auto qkvBias = weights.queryKeyValue.bias.row(0);

    Scenario scenario;
    scenario.mode = AttentionMode::Causal;
    scenario.scaled = true;
    for (const Token &token : tokens) {
        QString label = tokenLabel(token);
        if (label.size() > ScenarioLimits::maxTokenLength) {
            label.truncate(ScenarioLimits::maxTokenLength);
            if (label.back().isHighSurrogate()) // never half a character
                label.chop(1);
        }
        scenario.source.tokens << label;
    }
    // x, the residual stream as it enters the layer, and the layer's first layer norm: the stepper shows
    // X = LN_1(x) as a stage of its own, with the model's gain and bias. In the first layer x is the
    // tokens' embeddings plus the positions', shown apart: E, then P as a stage of its own.
    if (layer == 0 && trace.positions != PositionEncoding::None) {
        scenario.source.vectors = toDouble(trace.tokenEmbeddings);
        if (trace.positions == PositionEncoding::Learned) {
            scenario.positions = ScenarioPositions::Learned;
            scenario.source.positions = toDouble(trace.positionEmbeddings);
        } else { // the same sinusoids, which the scenario computes itself
            scenario.positions = ScenarioPositions::Sinusoidal;
        }
    } else {
        scenario.source.vectors = toDouble(pass.input);
    }
    ScenarioLayerNorm norm;
    norm.gain = weights.beforeAttention.gain.row(0).cast<double>();
    norm.bias = weights.beforeAttention.bias.row(0).cast<double>();
    norm.epsilon = config.layerNormEpsilon;
    scenario.layerNorm = std::move(norm);
    // c_attn is width x 3 width: [W_Q | W_K | W_V], each with the heads side by side, dHead columns each.
    const auto headWeights = [&](int h) {
        HeadWeights one;
        const int column = h * dHead;
        one.wq = toDouble(qkv.middleCols(column, dHead));
        one.wk = toDouble(qkv.middleCols(width + column, dHead));
        one.wv = toDouble(qkv.middleCols(2 * width + column, dHead));
        one.bq = qkvBias.segment(column, dHead).cast<double>();
        one.bk = qkvBias.segment(width + column, dHead).cast<double>();
        one.bv = qkvBias.segment(2 * width + column, dHead).cast<double>();
        return one;
    };
    const auto wo = weights.attentionOutput.weight.matrix();
    const QString text = [&] {
        QString joined;
        for (const Token &token : tokens)
            joined += token.text;
        return joined.simplified();
    }();
    // What the token vectors are: the residual stream x, or in the first layer its two parts.
    const QString input =
        scenario.positions == ScenarioPositions::Learned
            ? Text::tr("**E** are the tokens' embeddings (their rows of `wte`) and **P** the positions' (rows 0, 1, … of "
                             "`wpe`), %1 numbers each: the positions stage adds them, x = E + P.")
        : scenario.positions == ScenarioPositions::Sinusoidal
            ? Text::tr("**E** are the tokens' embeddings (their rows of `wte`), %1 numbers each, and the positions "
                             "stage adds the sinusoids the pass used in place of `wpe`: x = E + P.")
            : Text::tr("**x** is the residual stream entering the layer, one row of %1 numbers per token.");
    // The notes: what the scenario is, then its input and its layer norm, then its weights.
    const auto notes = [&](const QString &what, const QString &weights) {
        return Text::tr("%1 of a GPT-2 checkpoint (%2), on the text “%3”.\n\n- ").arg(what, model.folder, text) + input.arg(width) +
               Text::tr("\n- The layer norm stage makes **X** = LN₁(x) with the layer's own gain γ and bias β: what the "
                              "heads project.\n- ") +
               weights;
    };
    if (head) {
        scenario.heads = std::vector<HeadWeights>{headWeights(*head)};
        // The head's rows of c_proj: concat W_O is the sum over heads of head_h W_O[h rows].
        scenario.wo = toDouble(wo.middleRows(*head * dHead, dHead));
        scenario.title = Text::tr("GPT-2 layer %1, head %2: “%3”").arg(layer + 1).arg(*head + 1).arg(excerptForTitle(text));
        scenario.notes = notes(Text::tr("The numbers of one head"),
                               Text::tr("**W_Q, W_K, W_V** and the biases **b_Q, b_K, b_V** are this head's %1 columns of the "
                                              "layer's `c_attn`; **W_O** is its %1 rows of `c_proj`, so the output is what this head "
                                              "adds to the layer's output (the layer's own bias b_O is added once for all heads, and "
                                              "is left out here).\n- GPT-2's attention is causal and scaled by √d_k = √%1.\n\n"
                                              "The weights this scenario computes are the ones the model window shows for layer %2, "
                                              "head %3.")
                                   .arg(dHead)
                                   .arg(layer + 1)
                                   .arg(*head + 1));
    } else {
        std::vector<HeadWeights> heads;
        for (int h = 0; h < config.heads; ++h)
            heads.push_back(headWeights(h));
        scenario.heads = std::move(heads);
        scenario.wo = toDouble(wo);
        scenario.bo = weights.attentionOutput.bias.row(0).cast<double>();
        scenario.title = Text::tr("GPT-2 layer %1, all %2 heads: “%3”").arg(layer + 1).arg(config.heads).arg(excerptForTitle(text));
        scenario.notes = notes(Text::tr("The attention of one layer"),
                               Text::tr("Each of the %1 heads has its %2 columns of the layer's `c_attn` as W_Q, W_K, W_V with "
                                              "their biases.\n- **W_O** and **b_O** are the layer's `c_proj`: the output is the "
                                              "layer's attention output, which the model adds to x before its MLP.")
                                   .arg(config.heads)
                                   .arg(dHead));
    }
    // What is handed on must open as any scenario does (a model beyond the scenario's limits says so here).
    if (const std::optional<ScenarioProblem> invalid = validateScenario(scenario)) {
        *problem = invalid->toString();
        return std::nullopt;
    }
    return scenario;
}

} // namespace attn
