#include "FigureRenderer.h"

namespace attn {

HeatmapMatrix FigureSpec::heatmapMatrix() const
{
    if (matrix)
        return *matrix;
    const std::optional<HeatmapLook> &look = figureEntry(kind).heatmap;
    return look && look->matrix ? *look->matrix : HeatmapMatrix::Weights;
}

std::unique_ptr<FigureSource> figureWithoutWidget(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
{
    return figureEntry(spec.kind).draw(spec, *document, focus);
}

QString exportFigure(const FigureSpec &spec, ScenarioDocument *document, const QString &path, const FigureSize &size,
                     AttentionFocus *focus)
{
    return saveFigure(*figureWithoutWidget(spec, document, focus), path, size);
}

void copyFigure(const FigureSpec &spec, ScenarioDocument *document, const FigureSize &size, AttentionFocus *focus)
{
    copyFigureToClipboard(*figureWithoutWidget(spec, document, focus), size);
}

} // namespace attn
