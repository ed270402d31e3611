#pragma once

#include "render/FigureExport.h"
#include "render/FigureRegistry.h"
#include "render/FigureSpec.h"
#include "HeatmapPlot.h"

#include <memory>

namespace attn {

class AttentionFocus;
class ScenarioDocument;

/// What the window's figures are drawn from: the document's snapshot, its focused pair, its masks
/// compared (computed now where they are not there yet) and the language spoken.
FigureInputs figureInputs(ScenarioDocument &document, const AttentionFocus *focus = nullptr);

/// The figure of the window's document, drawn by its renderer as the registry draws it.
std::unique_ptr<FigureSource> figureWithoutWidget(const FigureSpec &spec, ScenarioDocument *document,
                                                  AttentionFocus *focus = nullptr);
/// Draws the window's figure at the size into path (.png, .svg, .pdf). Returns an empty string on
/// success, else why not.
QString exportFigure(const FigureSpec &spec, ScenarioDocument *document, const QString &path, const FigureSize &size,
                     AttentionFocus *focus = nullptr);
/// The same figure on the clipboard.
void copyFigure(const FigureSpec &spec, ScenarioDocument *document, const FigureSize &size, AttentionFocus *focus = nullptr);

} // namespace attn
