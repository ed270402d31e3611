#pragma once

#include "render/ColourPalettes.h"
#include "FigureExport.h"
#include "FigureRegistry.h"
#include "HeatmapPlot.h"
#include "render/VectorPicture.h"
#include "engine/PipelineStage.h"
#include "render/StagePage.h"

#include <memory>

namespace attn {

class AttentionFocus;
class ScenarioDocument;

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

/// The figure drawn straight from its renderer, with no widget, as its entry in figureRegistry() draws it:
/// a stage (StagePage), the heatmaps (HeatmapPicture), the 3-D view (VectorPicture). With a focus, it shows
/// the focused pair as the window does.
std::unique_ptr<FigureSource> figureWithoutWidget(const FigureSpec &spec, ScenarioDocument *document,
                                                  AttentionFocus *focus = nullptr);

/// Draws the figure at the size into path (.png, .svg, .pdf): the one path for the window's Export and
/// for `attentionlab export`. Returns an empty string on success, else why not.
QString exportFigure(const FigureSpec &spec, ScenarioDocument *document, const QString &path, const FigureSize &size,
                     AttentionFocus *focus = nullptr);
/// The same figure on the clipboard.
void copyFigure(const FigureSpec &spec, ScenarioDocument *document, const FigureSize &size, AttentionFocus *focus = nullptr);

} // namespace attn
