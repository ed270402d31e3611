#include "ModelPictures.h"

#include "model/BytePairTokenizer.h"

#include <QCoreApplication>
#include <algorithm>

namespace attn {

namespace {

/// Why a picture of the pass is empty, or an empty string.
QString emptyReason(const ModelPass &pass)
{
    if (!pass.model)
        return QCoreApplication::translate("attn::ModelDocument", "Open a GPT-2 checkpoint's folder (File ▸ Open checkpoint).");
    if (!pass.trace)
        return pass.problem.isEmpty() ? QCoreApplication::translate("attn::ModelDocument", "Type a text.") : pass.problem;
    return {};
}

HeatmapContent weightsContent(const ModelPass &pass, PaletteKind palette)
{
    HeatmapContent content;
    content.valueName = QCoreApplication::translate("attn::ModelDocument", "weight");
    content.gradient = sequentialGradient(palette);
    content.maskNote = QCoreApplication::translate("attn::ModelDocument", "Hatched cells are masked: GPT-2's attention is causal, a token sees only itself and the tokens before it.");
    content.emptyReason = emptyReason(pass);
    return content;
}

QStringList tokenLabels(const ModelPass &pass)
{
    QStringList labels;
    for (const Token &token : pass.tokens)
        labels << tokenLabel(token);
    return labels;
}

AttentionLinesContent linesContent(const ModelPass &pass)
{
    AttentionLinesContent content;
    content.emptyReason = emptyReason(pass);
    if (!pass.trace)
        return content;
    content.queryLabels = tokenLabels(pass);
    content.keyLabels = content.queryLabels;
    content.queryColumnTitle = QCoreApplication::translate("attn::ModelDocument", "queries");
    content.keyColumnTitle = QCoreApplication::translate("attn::ModelDocument", "keys");
    return content;
}

AttentionLinesHead linesHead(const std::shared_ptr<const ModelTrace> &trace, ModelHead head)
{
    return {QCoreApplication::translate("attn::ModelDocument", "head %1").arg(head.head + 1),
            std::shared_ptr<const MatrixF>(trace, &trace->layers[size_t(head.layer)].weights[size_t(head.head)]), headColour(head.head)};
}

HeatmapPanel headPanel(const std::shared_ptr<const ModelTrace> &trace, ModelHead head, const QStringList &labels)
{
    HeatmapPanel panel;
    panel.head = head.head;
    panel.values = std::shared_ptr<const MatrixF>(trace, &trace->layers[size_t(head.layer)].weights[size_t(head.head)]);
    panel.maskSource = std::shared_ptr<const MatrixF>(trace, &trace->causalMask);
    panel.queryLabels = labels;
    panel.keyLabels = labels;
    return panel;
}

} // namespace

HeatmapContent modelGridContent(const ModelPass &pass, PaletteKind palette)
{
    HeatmapContent content = weightsContent(pass, palette);
    const std::shared_ptr<const ModelTrace> &trace = pass.trace;
    if (!trace)
        return content;
    const Gpt2Config &config = pass.model->config;
    content.title = QCoreApplication::translate("attn::ModelDocument", "Attention weights of every layer (rows) and head (columns)");
    content.columns = config.heads;
    // No token labels in the small multiples: 144 panels cannot name their tokens legibly; the head
    // opened beside the grid does. Nor a title over each: the layers are named once down the left, the heads
    // once along the top.
    for (int layer = 0; layer < config.layers; ++layer) {
        content.rowNames << QCoreApplication::translate("attn::ModelDocument", "L%1", "a layer of the model, in the grid of every head").arg(layer + 1);
        for (int head = 0; head < config.heads; ++head)
            content.panels.push_back(headPanel(trace, {layer, head}, {}));
    }
    for (int head = 0; head < config.heads; ++head)
        content.columnNames << QCoreApplication::translate("attn::ModelDocument", "H%1", "a head of the model, in the grid of every head").arg(head + 1);
    return content;
}

HeatmapContent modelHeadContent(const ModelPass &pass, ModelHead head, PaletteKind palette)
{
    HeatmapContent content = weightsContent(pass, palette);
    const std::shared_ptr<const ModelTrace> &trace = pass.trace;
    if (!trace)
        return content;
    head = clampedHead(pass, head);
    content.title = QCoreApplication::translate("attn::ModelDocument", "Layer %1, head %2: attention weights").arg(head.layer + 1).arg(head.head + 1);
    content.keyAxisTitle = QCoreApplication::translate("attn::ModelDocument", "keys (earlier tokens)");
    content.queryAxisTitle = QCoreApplication::translate("attn::ModelDocument", "queries (tokens)");
    content.panels.push_back(headPanel(trace, head, tokenLabels(pass)));
    return content;
}

ModelHead gridPanelHead(const ModelPass &pass, int panel)
{
    const int heads = pass.model ? pass.model->config.heads : 1;
    return {panel / heads, panel % heads};
}

ModelHead clampedHead(const ModelPass &pass, ModelHead head)
{
    if (!pass.model)
        return {};
    return {std::clamp(head.layer, 0, pass.model->config.layers - 1), std::clamp(head.head, 0, pass.model->config.heads - 1)};
}

AttentionLinesContent modelHeadLinesContent(const ModelPass &pass, ModelHead head)
{
    AttentionLinesContent content = linesContent(pass);
    if (!pass.trace)
        return content;
    head = clampedHead(pass, head);
    content.title = QCoreApplication::translate("attn::ModelDocument", "Layer %1, head %2: where each token looks").arg(head.layer + 1).arg(head.head + 1);
    content.heads.push_back(linesHead(pass.trace, head));
    return content;
}

AttentionLinesContent modelLayerLinesContent(const ModelPass &pass, int layer)
{
    AttentionLinesContent content = linesContent(pass);
    if (!pass.trace)
        return content;
    layer = clampedHead(pass, {layer, 0}).layer;
    content.title = QCoreApplication::translate("attn::ModelDocument", "Layer %1, every head: where each token looks").arg(layer + 1);
    for (int head = 0; head < pass.model->config.heads; ++head)
        content.heads.push_back(linesHead(pass.trace, {layer, head}));
    return content;
}

} // namespace attn
