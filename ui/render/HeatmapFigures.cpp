#include "HeatmapFigures.h"

#include "base/EnumKeys.h"

#include <QCoreApplication>
#include <algorithm>

namespace attn {

/// The keys of HeatmapMatrix in files, settings and on the command line, in the order they are listed.
constexpr auto kHeatmapMatrixKeys = enumKeys<HeatmapMatrix>({
    {HeatmapMatrix::Scores, "scores"},
    {HeatmapMatrix::Scaled, "scaled"},
    {HeatmapMatrix::Masked, "masked"},
    {HeatmapMatrix::Weights, "weights"},
});

QString heatmapMatrixKey(HeatmapMatrix value)
{
    return kHeatmapMatrixKeys.key(value);
}

std::optional<HeatmapMatrix> heatmapMatrixFromKey(const QString &key)
{
    return kHeatmapMatrixKeys.fromKey(key);
}

QStringList heatmapMatrixKeys()
{
    return kHeatmapMatrixKeys.keys();
}

namespace {

QString modeCaption(AttentionMode mode)
{
    switch (mode) {
    case AttentionMode::Causal:
        return QCoreApplication::translate("attn::HeatmapPlot", "Causal: earlier keys only");
    case AttentionMode::Bidirectional:
        return QCoreApplication::translate("attn::HeatmapPlot", "Bidirectional: every key");
    case AttentionMode::Cross:
        return QCoreApplication::translate("attn::HeatmapPlot", "Cross: target queries → source keys");
    }
    return {};
}

const MatrixF &matrixOf(const HeadResult &head, HeatmapMatrix matrix)
{
    switch (matrix) {
    case HeatmapMatrix::Scores:
        return head.scores;
    case HeatmapMatrix::Scaled:
        return head.scaled;
    case HeatmapMatrix::Masked:
        return head.masked;
    case HeatmapMatrix::Weights:
        break;
    }
    return head.weights;
}

QString matrixTitle(const Scenario &scenario, HeatmapArrangement arrangement, HeatmapMatrix matrix)
{
    switch (matrix) {
    case HeatmapMatrix::Scores:
        return QCoreApplication::translate("attn::HeatmapPlot", "Scores QKᵀ");
    case HeatmapMatrix::Scaled:
        return scenario.scaled ? QCoreApplication::translate("attn::HeatmapPlot", "Scaled scores QKᵀ/√d_k") : QCoreApplication::translate("attn::HeatmapPlot", "Scores QKᵀ (scaling is off)");
    case HeatmapMatrix::Masked:
        // Only causal attention masks; the masks compared each have a panel of their own and keep the word.
        if (scenario.mode == AttentionMode::Causal || arrangement == HeatmapArrangement::CompareMasks)
            return QCoreApplication::translate("attn::HeatmapPlot", "Masked scores");
        return scenario.scaled ? QCoreApplication::translate("attn::HeatmapPlot", "Scaled scores, no mask") : QCoreApplication::translate("attn::HeatmapPlot", "Scores, no mask");
    case HeatmapMatrix::Weights:
        return QCoreApplication::translate("attn::HeatmapPlot", "Attention weights");
    }
    return {};
}

QString figureTitleFor(const Scenario &scenario, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head)
{
    const int heads = scenario.headCount();
    switch (arrangement) {
    case HeatmapArrangement::SelectedHead:
        return heads > 1 ? QCoreApplication::translate("attn::HeatmapPlot", "%1, head %2 of %3").arg(matrixTitle(scenario, arrangement, matrix)).arg(head + 1).arg(heads)
                         : matrixTitle(scenario, arrangement, matrix);
    case HeatmapArrangement::AllHeads:
        return heads > 1 ? QCoreApplication::translate("attn::HeatmapPlot", "%1, every head").arg(matrixTitle(scenario, arrangement, matrix))
                         : QCoreApplication::translate("attn::HeatmapPlot", "%1: this lesson has one head").arg(matrixTitle(scenario, arrangement, matrix));
    case HeatmapArrangement::CompareMasks:
        return heads > 1 ? QCoreApplication::translate("attn::HeatmapPlot", "%1 under each mask, head %2").arg(matrixTitle(scenario, arrangement, matrix)).arg(head + 1)
                         : QCoreApplication::translate("attn::HeatmapPlot", "%1 under each mask").arg(matrixTitle(scenario, arrangement, matrix));
    }
    return {};
}

} // namespace

HeatmapContent heatmapContent(const ScenarioSnapshot &snapshot, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head,
                              PaletteKind palette, int precision, ColourRange range, const QString &language,
                              const ModeComparisonSource &comparison)
{
    HeatmapContent content;
    const Scenario &scenario = snapshot.scenario();
    const bool scoreLike = isScoreLike(matrix);
    content.scoreLike = scoreLike;
    content.valueName = scoreLike ? QCoreApplication::translate("attn::HeatmapPlot", "score") : QCoreApplication::translate("attn::HeatmapPlot", "weight");
    content.gradient = scoreLike ? divergingGradient(palette) : sequentialGradient(palette);
    content.precision = precision;
    content.range = range;
    content.maskNote = QCoreApplication::translate("attn::HeatmapPlot", "Hatched cells are masked: the query may not see that key.");
    const std::shared_ptr<const AttentionResult> &result = snapshot.result();
    if (!result) {
        content.emptyReason = snapshot.problem() ? snapshot.problem()->toString() : QCoreApplication::translate("attn::HeatmapPlot", "No result");
        return content;
    }
    const int heads = int(result->heads.size());
    head = std::clamp(head, 0, heads - 1);
    content.title = figureTitleFor(scenario, arrangement, matrix, head);
    auto panelFrom = [matrix](const std::shared_ptr<const HeadResult> &headResult, AttentionMode mode, const QStringList &queries,
                              const QStringList &keys) {
        HeatmapPanel panel;
        panel.values = std::shared_ptr<const MatrixF>(headResult, &matrixOf(*headResult, matrix));
        panel.queryLabels = queries;
        panel.keyLabels = keys;
        // The mask applies from the masked stage on; before it the scores are all real numbers.
        if ((matrix == HeatmapMatrix::Masked || matrix == HeatmapMatrix::Weights) && mode == AttentionMode::Causal)
            panel.maskSource = std::shared_ptr<const MatrixF>(headResult, &headResult->masked);
        return panel;
    };
    auto resultHead = [&result](int h) { return std::shared_ptr<const HeadResult>(result, &result->heads[size_t(h)]); };
    const QStringList queryLabels = scenario.localizedQueryTokens(language);
    const QStringList keyLabels = scenario.localizedTokens(SequenceRole::Source, language);
    switch (arrangement) {
    case HeatmapArrangement::SelectedHead: {
        HeatmapPanel panel = panelFrom(resultHead(head), scenario.mode, queryLabels, keyLabels);
        panel.head = head;
        content.panels.push_back(std::move(panel));
        const bool cross = scenario.mode == AttentionMode::Cross;
        // Self-attention's queries and keys are the same tokens: "queries (source tokens)" would speak of a
        // source that only cross attention has.
        content.keyAxisTitle = cross ? QCoreApplication::translate("attn::HeatmapPlot", "keys (source tokens)") : QCoreApplication::translate("attn::HeatmapPlot", "keys (the same tokens)");
        content.queryAxisTitle = cross ? QCoreApplication::translate("attn::HeatmapPlot", "queries (target tokens)") : QCoreApplication::translate("attn::HeatmapPlot", "queries (tokens)");
        break;
    }
    case HeatmapArrangement::AllHeads:
        for (int h = 0; h < heads; ++h) {
            HeatmapPanel panel = panelFrom(resultHead(h), scenario.mode, queryLabels, keyLabels);
            panel.head = h;
            panel.title = QCoreApplication::translate("attn::HeatmapPlot", "Head %1").arg(h + 1);
            content.panels.push_back(std::move(panel));
        }
        break;
    case HeatmapArrangement::CompareMasks: {
        const std::vector<ModeResult> *variants = comparison ? comparison(head) : nullptr;
        if (!variants) {
            content.emptyReason = QCoreApplication::translate("attn::HeatmapPlot", "Computing head %1 under the other masks…").arg(head + 1);
            break;
        }
        if (variants->empty())
            content.emptyReason = QCoreApplication::translate("attn::HeatmapPlot", "No comparison: not enough memory for this head under the other masks.");
        for (const ModeResult &variant : *variants) {
            const QStringList queries = variant.mode == AttentionMode::Cross ? scenario.localizedTokens(SequenceRole::Target, language)
                                                                             : keyLabels;
            HeatmapPanel panel = panelFrom(variant.head, variant.mode, queries, keyLabels);
            panel.head = head;
            panel.title = modeCaption(variant.mode);
            content.panels.push_back(std::move(panel));
        }
        break;
    }
    }
    return content;
}

bool isScoreLike(HeatmapMatrix matrix)
{
    return matrix != HeatmapMatrix::Weights;
}

std::optional<std::array<int, 3>> heatmapFocus(const std::optional<PairFocus> &focus, HeatmapArrangement arrangement, int head)
{
    if (!focus || !focus->isSet())
        return std::nullopt;
    // The masks compared all show the selected head: the focused pair is outlined in each.
    return std::array<int, 3>{arrangement == HeatmapArrangement::CompareMasks ? head : focus->head, focus->query, focus->key};
}

} // namespace attn
