#include "LanguageModelScenario.h"

#include "scenario/ScenarioValidation.h"

#include <QCoreApplication>

namespace attn {

namespace {
/// The title and notes in the language the window speaks, since the stepper shows them as they are
/// (English where no translation is installed, as on the command line).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(LanguageModelScenario)
};
} // namespace

std::optional<Scenario> languageModelHeadScenario(const LanguageModelParameters &parameters, const QStringList &words,
                                                  const std::vector<int> &tokens, HeadPlace head,
                                                  const std::vector<HeadPlace> &ablated, QString *problem)
{
    const LanguageModelShape shape = parameters.shape();
    if (head.layer < 0 || head.layer >= shape.layers || head.head < 0 || head.head >= shape.heads) {
        *problem = QStringLiteral("the model has %1 layers of %2 heads; there is no layer %3, head %4")
                       .arg(shape.layers).arg(shape.heads).arg(head.layer + 1).arg(head.head + 1);
        return std::nullopt;
    }
    if (tokens.empty() || int(tokens.size()) > shape.context || words.size() != qsizetype(tokens.size())) {
        *problem = QStringLiteral("the text must have 1 to %1 words").arg(shape.context);
        return std::nullopt;
    }
    const LanguageModelPass pass = runLanguageModel(parameters, tokens, ablated);
    const Eigen::Index length = Eigen::Index(tokens.size());
    Scenario scenario;
    scenario.mode = AttentionMode::Causal;
    scenario.scaled = true;
    scenario.source.tokens = words;
    if (head.layer == 0) {
        scenario.source.vectors.resize(length, shape.dModel);
        for (Eigen::Index t = 0; t < length; ++t)
            scenario.source.vectors.row(t) = parameters.tokenEmbeddings.row(tokens[size_t(t)]);
        scenario.positions = ScenarioPositions::Learned;
        scenario.source.positions = parameters.positionEmbeddings.topRows(length);
    } else {
        scenario.source.vectors = pass.residual[size_t(head.layer)];
    }
    const AttentionBlockWeights &block = parameters.blocks[size_t(head.layer)];
    HeadWeights weights;
    weights.wq = block.wq[size_t(head.head)];
    weights.wk = block.wk[size_t(head.head)];
    weights.wv = block.wv[size_t(head.head)];
    scenario.heads = std::vector<HeadWeights>{weights};
    // [head_1 | ... | head_H] W_O is the sum over heads of head_h times its d_head rows of W_O.
    scenario.wo = block.wo.middleRows(head.head * shape.dHead, shape.dHead);

    const QString text = words.join(u' ');
    scenario.title = Text::tr("Language model, layer %1, head %2: “%3”").arg(head.layer + 1).arg(head.head + 1).arg(excerptForTitle(text));
    const QString input = head.layer == 0
                              ? Text::tr("**E** are the words' rows of the model's token embeddings and **P** the rows of its "
                                               "position embeddings, %1 numbers each; the positions stage adds them: x = E + P, "
                                               "the residual stream entering layer 1.")
                                    .arg(shape.dModel)
                              : Text::tr("**x** is the residual stream entering layer %1, one row of %2 numbers per word: "
                                               "E + P plus what every head of the layers before added.")
                                    .arg(head.layer + 1)
                                    .arg(shape.dModel);
    QString silenced;
    for (const HeadPlace &place : ablated)
        if (place.layer < head.layer)
            silenced += QStringLiteral(" %1.%2").arg(place.layer + 1).arg(place.head + 1);
    scenario.notes =
        Text::tr("The numbers of one head of the small language model that `attentionlab train-lm` trains, on the text "
                       "“%1”.\n\n- %2\n- **W_Q, W_K, W_V** are this head's, %3 columns each; **W_O** is its %3 rows of the "
                       "layer's W_O, so the output is exactly what this head adds to the residual stream.\n- The model's "
                       "attention is causal and scaled by √d_head = √%3.")
            .arg(text, input)
            .arg(shape.dHead) +
        (silenced.isEmpty() ? QString()
                            : Text::tr("\n- Computed with these heads silenced (layer.head):%1.").arg(silenced));
    return scenario;
}

} // namespace attn
