#pragma once

#include "ColourPalettes.h"
#include "HeatmapPicture.h"
#include "PairFocus.h"
#include "ScenarioSnapshot.h"
#include "runtime/ModeComparison.h"

#include <QString>
#include <QStringList>
#include <array>
#include <functional>
#include <optional>
#include <vector>

// What a scenario's heatmap figures show, gathered from values: for the window's heatmaps and for export.
namespace attn {

/// Which query x key matrix a heatmap shows.
enum class HeatmapMatrix {
    Scores,  ///< S = Q K^T
    Scaled,  ///< S / sqrt(d_k)
    Masked,  ///< with -infinity where the mask hides a key
    Weights, ///< softmax of each row
};
QString heatmapMatrixKey(HeatmapMatrix matrix);
std::optional<HeatmapMatrix> heatmapMatrixFromKey(const QString &key);
QStringList heatmapMatrixKeys();

/// Whether a matrix is a score (a diverging scale about 0), not a weight.
bool isScoreLike(HeatmapMatrix matrix);

/// What the plot holds: the selected head, every head as small multiples, or the same head under each mask.
enum class HeatmapArrangement {
    SelectedHead,
    AllHeads,
    CompareMasks,
};

/// The selected head under each mask, for a head (clamped to the scenario's): null while it is being
/// computed (the window's comparison comes from a background thread), or when nobody gives one.
using ModeComparisonSource = std::function<const std::vector<ModeResult> *(int head)>;

/// Gathers what a heatmap figure shows from a snapshot: the selected head, every head, or the same head
/// under each mask (from comparison), with the tokens named in the language given.
HeatmapContent heatmapContent(const ScenarioSnapshot &snapshot, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head,
                              PaletteKind palette, int precision, ColourRange range, const QString &language,
                              const ModeComparisonSource &comparison = {});
/// The focus to outline in a figure of that arrangement: (head, query, key), or none.
std::optional<std::array<int, 3>> heatmapFocus(const std::optional<PairFocus> &focus, HeatmapArrangement arrangement, int head);

} // namespace attn
