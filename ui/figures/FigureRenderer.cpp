#include "FigureRenderer.h"

#include "common/Translations.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"

namespace attn {

FigureInputs figureInputs(ScenarioDocument &document, const AttentionFocus *focus)
{
    return {document.snapshot(), pairFocus(focus), [&document](int head) { return &document.modeComparisonNow(head); },
            currentLanguage()};
}

std::unique_ptr<FigureSource> figureWithoutWidget(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
{
    return drawFigure(spec, figureInputs(*document, focus));
}

QString exportFigure(const FigureSpec &spec, ScenarioDocument *document, const QString &path, const FigureSize &size,
                     AttentionFocus *focus)
{
    return exportFigure(spec, figureInputs(*document, focus), path, size);
}

void copyFigure(const FigureSpec &spec, ScenarioDocument *document, const FigureSize &size, AttentionFocus *focus)
{
    copyFigureToClipboard(*figureWithoutWidget(spec, document, focus), size);
}

} // namespace attn
