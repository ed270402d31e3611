#include "StageText.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace attn {
namespace {

/// The texts' translation context, in a form lupdate recognises.
struct StageTextStrings
{
    Q_DECLARE_TR_FUNCTIONS(StageText)
};

} // namespace

StageText stageText(PipelineStage stage, const Scenario &scenario, int head)
{
    const bool cross = scenario.mode == AttentionMode::Cross;
    const auto dk = scenario.headShape(std::clamp(head, 0, scenario.headCount() - 1)).dk;
    StageText text;
    switch (stage) {
    case PipelineStage::Embeddings:
        text.title = StageTextStrings::tr("Token vectors");
        text.shortTitle = StageTextStrings::tr("Vectors");
        if (hasStage(scenario, PipelineStage::Positions))
            // E: what the next stages turn into X, the vectors the heads project.
            text.formula = cross ? StageTextStrings::tr("E<sub>target</sub> (queries), E<sub>source</sub> (keys and values): one row "
                                                        "of d<sub>model</sub> numbers per token")
                                 : StageTextStrings::tr("E: one row of d<sub>model</sub> numbers per token");
        else if (hasStage(scenario, PipelineStage::LayerNorm))
            // x: the vectors as they come in (in a model's later layer, the residual stream), normed next.
            text.formula = StageTextStrings::tr("x: one row of d<sub>model</sub> numbers per token, as it comes in; the layer norm "
                                                "makes X of it");
        else
            text.formula = cross ? StageTextStrings::tr("X<sub>target</sub> (queries), X<sub>source</sub> (keys and values): one row of "
                                                        "d<sub>model</sub> numbers per token")
                                 : StageTextStrings::tr("X: one row of d<sub>model</sub> numbers per token");
        text.explanation = StageTextStrings::tr("Every token enters as a vector. Words with related meanings get vectors that point in "
                              "similar directions, and the dot product of two vectors is large when they do.");
        break;
    case PipelineStage::Positions:
        text.title = StageTextStrings::tr("Positions");
        text.shortTitle = StageTextStrings::tr("Positions");
        // x when a layer norm follows (it makes X of it), else X itself.
        text.formula = (scenario.positions == ScenarioPositions::Learned
                            ? StageTextStrings::tr("%1 = E + P,&nbsp; P<sub>p</sub>: a vector learnt for each place p, as GPT-2's")
                            : StageTextStrings::tr("%1 = E + P,&nbsp; P<sub>p, 2i</sub> = sin(p / 10000<sup>2i/d</sup>),&nbsp; "
                                                   "P<sub>p, 2i+1</sub> = cos(p / 10000<sup>2i/d</sup>)"))
                           .arg(hasStage(scenario, PipelineStage::LayerNorm) ? QStringLiteral("x") : QStringLiteral("X"));
        text.explanation = StageTextStrings::tr("Attention compares vectors by their content only, so on its own it cannot tell "
                              "“dog bites man” from “man bites dog”. Adding to each token a vector that depends on its "
                              "place (p = 0, 1, 2, …) makes the same word at another place a different vector: "
                              "order now changes the scores.");
        break;
    case PipelineStage::LayerNorm:
        text.title = StageTextStrings::tr("Layer norm");
        text.shortTitle = StageTextStrings::tr("Norm");
        text.formula = StageTextStrings::tr("X = (x − μ) / √(σ² + ε) ⊙ γ + β,&nbsp; μ, σ²: each row's mean and variance,&nbsp; ε = %1")
                           // 1e-05 rather than QLocale's 1E-05, the way papers and config files write it
                           .arg(QLocale().toString(scenario.layerNorm ? scenario.layerNorm->epsilon : 0.0, 'g', 3).toLower());
        text.explanation = StageTextStrings::tr("Each token's vector is put on one scale: less its mean, divided by its spread, every "
                              "row has mean 0 and variance 1. A learnt gain γ and bias β then stretch and shift each "
                              "column. GPT-2 does this before every attention layer.");
        text.screenHint = StageTextStrings::tr("Hover a standardised number, or one of X, to see its arithmetic.");
        break;
    case PipelineStage::Projections:
        text.title = StageTextStrings::tr("Queries, keys and values");
        text.shortTitle = StageTextStrings::tr("Q, K, V");
        if (scenario.hasHeadBiases()) {
            text.formula = cross ? StageTextStrings::tr("Q = X<sub>target</sub> W<sub>Q</sub> + b<sub>Q</sub>,&nbsp; "
                                      "K = X<sub>source</sub> W<sub>K</sub> + b<sub>K</sub>,&nbsp; V = X<sub>source</sub> W<sub>V</sub> + b<sub>V</sub>")
                                 : StageTextStrings::tr("Q = X W<sub>Q</sub> + b<sub>Q</sub>,&nbsp; K = X W<sub>K</sub> + b<sub>K</sub>,&nbsp; "
                                      "V = X W<sub>V</sub> + b<sub>V</sub>");
            text.explanation = StageTextStrings::tr("Each head multiplies the vectors by three matrices it has learnt and adds a learnt "
                                  "bias, the same row for every token. A query says what a token is looking for, a key "
                                  "what it can be found by, and a value what it hands on when it is found.");
        } else {
            text.formula = cross ? StageTextStrings::tr("Q = X<sub>target</sub> W<sub>Q</sub>,&nbsp; K = X<sub>source</sub> W<sub>K</sub>,&nbsp; "
                                      "V = X<sub>source</sub> W<sub>V</sub>")
                                 : StageTextStrings::tr("Q = X W<sub>Q</sub>,&nbsp; K = X W<sub>K</sub>,&nbsp; V = X W<sub>V</sub>");
            text.explanation = StageTextStrings::tr("Each head multiplies the vectors by three matrices it has learnt. A query says what a "
                                  "token is looking for, a key what it can be found by, and a value what it hands on "
                                  "when it is found.");
        }
        break;
    case PipelineStage::Scores:
        text.title = StageTextStrings::tr("Scores: every query against every key");
        text.shortTitle = StageTextStrings::tr("Scores");
        text.formula = StageTextStrings::tr("S = Q K<sup>T</sup>,&nbsp; s<sub>ij</sub> = q<sub>i</sub> · k<sub>j</sub> = "
                          "Σ<sub>c</sub> q<sub>ic</sub> k<sub>jc</sub>");
        text.explanation = StageTextStrings::tr("One dot product per pair of query and key. A large score means the two vectors point "
                              "the same way: this key is a good match for what the query is looking for.");
        text.screenHint = StageTextStrings::tr("Hover a score to see its products term by term; click it to pin them onto the page.");
        break;
    case PipelineStage::Scaling:
        text.title = StageTextStrings::tr("Scaling by √d<sub>k</sub>");
        text.shortTitle = StageTextStrings::tr("Scale");
        text.formula = scenario.scaled ? StageTextStrings::tr("S / √d<sub>k</sub> = S / √%1 = S / %2")
                                             .arg(dk)
                                             .arg(QLocale().toString(std::sqrt(double(dk)), 'f', 3))
                                       : StageTextStrings::tr("scaling is off: the scores pass on unchanged");
        text.explanation = StageTextStrings::tr("A dot product adds up d<sub>k</sub> products, so it grows with the length of the "
                              "vectors. Dividing by √d<sub>k</sub> keeps the scores in a range where softmax still "
                              "shares attention between keys, instead of giving almost all of it to one.");
        break;
    case PipelineStage::Mask:
        text.title = StageTextStrings::tr("The mask");
        text.shortTitle = StageTextStrings::tr("Mask");
        if (scenario.mode == AttentionMode::Causal) {
            text.formula = StageTextStrings::tr("s<sub>ij</sub> = −∞ where j &gt; i");
            text.explanation = StageTextStrings::tr("Causal attention: a token may look only at itself and the tokens before it, as when "
                                  "text is written one word at a time. Scores for later tokens become −∞, so softmax "
                                  "gives them exactly nothing.");
        } else if (cross) {
            text.formula = StageTextStrings::tr("no mask");
            text.explanation = StageTextStrings::tr("Cross attention has no mask: each target token may look at every token of the source "
                                  "sentence, as a translator reads the whole original.");
        } else {
            text.formula = StageTextStrings::tr("no mask");
            text.explanation = StageTextStrings::tr("Bidirectional attention has no mask: every token sees all the others, before and "
                                  "after it, as in BERT's encoder.");
        }
        break;
    case PipelineStage::Softmax:
        text.title = StageTextStrings::tr("Softmax: scores become weights");
        text.shortTitle = StageTextStrings::tr("Softmax");
        text.formula = scenario.temperature == 1.0
                           ? StageTextStrings::tr("w<sub>ij</sub> = e<sup>s<sub>ij</sub></sup> / Σ<sub>j'</sub> e<sup>s<sub>ij'</sub></sup>")
                           : StageTextStrings::tr("w<sub>ij</sub> = e<sup>s<sub>ij</sub>/T</sup> / Σ<sub>j'</sub> e<sup>s<sub>ij'</sub>/T</sup>,"
                                "&nbsp; T = %1")
                                 .arg(QLocale().toString(scenario.temperature));
        text.explanation = StageTextStrings::tr("Each row of scores turns into weights that are positive and add up to 1: how much "
                              "attention the query pays to each key. The largest score gets the largest share; a "
                              "masked key gets exactly 0.");
        break;
    case PipelineStage::WeightedSum:
        text.title = StageTextStrings::tr("Weighted sum of the values");
        text.shortTitle = StageTextStrings::tr("W · V");
        text.formula = StageTextStrings::tr("Z = W V,&nbsp; z<sub>i</sub> = Σ<sub>j</sub> w<sub>ij</sub> v<sub>j</sub>");
        text.explanation = StageTextStrings::tr("Each query's result is an average of the value vectors, weighted by its attention "
                              "weights: it takes most from the keys it matched best.");
        break;
    case PipelineStage::Concatenation:
        text.title = StageTextStrings::tr("Concatenating the heads");
        text.shortTitle = StageTextStrings::tr("Concat");
        text.formula = StageTextStrings::tr("[Z<sub>1</sub> | Z<sub>2</sub> | … | Z<sub>h</sub>]");
        text.explanation = StageTextStrings::tr("Every head did the same steps with its own matrices, so each may have looked for "
                              "something different. Their results are placed side by side, one row per token.");
        break;
    case PipelineStage::OutputProjection:
        text.title = StageTextStrings::tr("Output projection");
        text.shortTitle = StageTextStrings::tr("Output");
        text.formula = scenario.bo ? StageTextStrings::tr("Output = [Z<sub>1</sub> | … | Z<sub>h</sub>] W<sub>O</sub> + b<sub>O</sub>")
                                   : StageTextStrings::tr("Output = [Z<sub>1</sub> | … | Z<sub>h</sub>] W<sub>O</sub>");
        text.explanation = StageTextStrings::tr("A last learnt matrix mixes what the heads found into one vector of d<sub>model</sub> "
                              "numbers per token: the output of the attention layer.");
        break;
    }
    // Numbered as this scenario counts its stages: positions and a layer norm, where present, come between
    // the vectors and Q, K, V.
    text.title = QStringLiteral("%1. %2").arg(stageNumber(scenario, stage)).arg(text.title);
    return text;
}

} // namespace attn
