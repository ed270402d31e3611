#pragma once

#include "ColourPalettes.h"
#include "FigureRegistry.h"
#include "HeatmapFigures.h"
#include "PairFocus.h"
#include "ScenarioSnapshot.h"
#include "StagePage.h"
#include "VectorPicture.h"
#include "scenario/PipelineStage.h"

#include <QPointF>
#include <QString>
#include <optional>
#include <vector>

namespace attn {

/// Everything that decides how a figure looks, so that a figure on screen can be drawn again at another size.
struct FigureSpec
{
    FigureKind kind = FigureKind::Weights;
    int head = 0;
    PipelineStage stage = PipelineStage::Softmax;
    /// The whole stage, or one of its parts as lecture mode shows it (partsOf()).
    StagePart stagePart = StagePart::All;
    /// The heatmap's matrix; absent: the one the figure's HeatmapLook names, else the weights.
    std::optional<HeatmapMatrix> matrix;
    PaletteKind palette = PaletteKind::Viridis;
    ColourRange colourRange = ColourRange::Unit;
    int precision = 2;
    double fontScale = 1.0;
    VectorSet vectors = VectorSet::Embeddings;
    double yaw = -35;
    double pitch = 25;
    double zoom = 1;
    QPointF pan; ///< a share of the figure's smaller side
    std::vector<VectorName> selectedVectors;
    /// The directions and box the window's 3-D view keeps since a drag; absent (the command line, always):
    /// fitted to the vectors, so that an export depends on the scenario alone.
    std::optional<VectorFraming> vectorFraming;
    /// A stage's number whose arithmetic is pinned onto the page.
    std::optional<PinnedCell> pinned;

    HeatmapMatrix heatmapMatrix() const;
};

/// What a figure is drawn from: the scenario's snapshot, the pair in focus (outlined as the window shows
/// it), the masks compared for a head when the figure needs them, and the language its tokens are named in.
struct FigureInputs
{
    ScenarioSnapshot snapshot;
    std::optional<PairFocus> focus;
    ModeComparisonSource comparison;
    QString language = QStringLiteral("en");
};

} // namespace attn
