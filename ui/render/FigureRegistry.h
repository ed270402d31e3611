#pragma once

#include "HeatmapFigures.h"

#include "FigureExport.h"

#include <QFlags>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace attn {

class FigureSource;
struct FigureInputs;
struct FigureSpec;

/// The figures a lecturer can take into slides. Each has one entry in figureRegistry().
enum class FigureKind {
    Weights, ///< the selected head's heatmap (weights unless another matrix is chosen)
    Scores,  ///< the selected head's heatmap of the scores QK^T
    Vectors, ///< the 3-D vector view
    Heads,   ///< every head's heatmap as small multiples
    Compare, ///< the same head under the causal and bidirectional masks (and cross attention)
    Stage,   ///< a whole stage of the stepper
};

/// How the Figures panel shows a figure.
enum class FigureHost {
    None,    ///< not at all (the stage page is the stepper itself)
    Heatmap, ///< in a heatmap (HeatmapPlot) of the figure's arrangement, under the shared matrix and colour choices
    Vectors, ///< in the 3-D view (VectorView), under the choice of vectors
};

/// The figure's place in the Figures panel.
struct FigureTab
{
    FigureHost host;
    /// The tab's title, marked QT_TRANSLATE_NOOP("attn::FiguresPanel", …). nullptr: no tab of its own; the
    /// figure is shown in the tab of the same host and arrangement with its own matrix chosen (the scores
    /// in the heatmap's tab).
    const char *title;
};

/// What a heatmap figure shows: which heads or masks side by side, and the matrix it always shows
/// (none: the weights, or in the window the matrix chosen in the panel).
struct HeatmapLook
{
    HeatmapArrangement arrangement;
    std::optional<HeatmapMatrix> matrix;
};

/// The settings of a FigureSpec a figure reads besides its head, decimals and text scale, so that the
/// command line says which of its options go with which figure.
enum class FigureOption {
    Stage = 0x1,   ///< --stage and --part: which stage, or which part of it
    Vectors = 0x2, ///< --vectors, --yaw and --pitch: which vectors, from where
};
Q_DECLARE_FLAGS(FigureOptions, FigureOption)
Q_DECLARE_OPERATORS_FOR_FLAGS(FigureOptions)

/// Draws a figure from its spec and inputs, without a widget: for export, the clipboard, slides and
/// `attentionlab export`.
using DrawFigure = std::unique_ptr<FigureSource> (*)(const FigureSpec &spec, const FigureInputs &inputs);

/// One figure: everything the Figures panel, the export dialog and the command line know of it.
struct FigureEntry
{
    FigureKind kind;
    /// Its name on the command line and in settings.
    const char *key;
    /// Its item in the export dialog, marked QT_TRANSLATE_NOOP("attn::FigureExportDialog", …).
    const char *exportTitle;
    /// Its place in the export dialog and among the panel's tabs: smaller first (10, 20, … leave room between).
    int place;
    FigureTab tab;
    FigureOptions options;
    /// For a heatmap figure, what it shows; absent for any other figure.
    std::optional<HeatmapLook> heatmap;
    DrawFigure draw;
};

/// Every figure, in the order the command line lists their keys ("expected one of …").
const std::vector<FigureEntry> &figureRegistry();
/// Every figure in its place: the export dialog's items, and (those with a tab) the panel's tabs.
std::vector<const FigureEntry *> figuresInPlace();
/// The entry of a kind (every kind has one).
const FigureEntry &figureEntry(FigureKind kind);

QString figureKindKey(FigureKind kind);
std::optional<FigureKind> figureKindFromKey(const QString &key);
QStringList figureKindKeys();
/// The keys of the figures the window's Figures panel can show (`attentionlab --figure`).
QStringList windowFigureKeys();
/// The keys of the figures that take an option, for the command line's help.
QStringList figureKeysTaking(FigureOption option);

/// The figure drawn straight from its renderer, as its entry in figureRegistry() draws it: a stage
/// (StagePage), the heatmaps (HeatmapPicture), the 3-D view (VectorPicture), with the inputs' focus.
std::unique_ptr<FigureSource> drawFigure(const FigureSpec &spec, const FigureInputs &inputs);
/// Draws the figure at the size into path (.png, .svg, .pdf): the one path for the window's Export and
/// for `attentionlab export`. Returns an empty string on success, else why not.
QString exportFigure(const FigureSpec &spec, const FigureInputs &inputs, const QString &path, const FigureSize &size);

} // namespace attn
