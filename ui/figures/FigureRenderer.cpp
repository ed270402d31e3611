#include "FigureRenderer.h"

#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "stepper/StageView.h"

#include <QCoreApplication>
#include <QLayout>

namespace attn {
namespace {

/// Lays a figure widget out at the figure's size without putting it on screen, so that what it draws is
/// what a window of that size would show.
void layOutOffscreen(QWidget *widget, const QSize &size)
{
    widget->setAttribute(Qt::WA_DontShowOnScreen);
    widget->resize(size);
    widget->show();
    if (widget->layout())
        widget->layout()->activate();
    QCoreApplication::sendPostedEvents();
}

} // namespace

QString figureKindKey(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Weights:
        return QStringLiteral("weights");
    case FigureKind::Scores:
        return QStringLiteral("scores");
    case FigureKind::Vectors:
        return QStringLiteral("vectors");
    case FigureKind::Heads:
        return QStringLiteral("heads");
    case FigureKind::Compare:
        return QStringLiteral("compare");
    case FigureKind::Stage:
        return QStringLiteral("stage");
    }
    return {};
}

std::optional<FigureKind> figureKindFromKey(const QString &key)
{
    for (FigureKind kind : {FigureKind::Weights, FigureKind::Scores, FigureKind::Vectors, FigureKind::Heads,
                            FigureKind::Compare, FigureKind::Stage})
        if (figureKindKey(kind) == key)
            return kind;
    return std::nullopt;
}

QStringList figureKindKeys()
{
    return {QStringLiteral("weights"), QStringLiteral("scores"), QStringLiteral("vectors"),
            QStringLiteral("heads"),   QStringLiteral("compare"), QStringLiteral("stage")};
}

HeatmapMatrix FigureSpec::heatmapMatrix() const
{
    if (matrix)
        return *matrix;
    return kind == FigureKind::Scores ? HeatmapMatrix::Scores : HeatmapMatrix::Weights;
}

std::unique_ptr<QWidget> createFigureWidget(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
{
    switch (spec.kind) {
    case FigureKind::Weights:
    case FigureKind::Scores:
    case FigureKind::Heads:
    case FigureKind::Compare: {
        auto plot = std::make_unique<HeatmapPlot>(document, focus);
        plot->setArrangement(spec.kind == FigureKind::Heads     ? HeatmapArrangement::AllHeads
                             : spec.kind == FigureKind::Compare ? HeatmapArrangement::CompareMasks
                                                                : HeatmapArrangement::SelectedHead);
        plot->setMatrix(spec.heatmapMatrix());
        plot->setHead(spec.head);
        plot->setPalette(spec.palette);
        plot->setPrecision(spec.precision);
        plot->setFontScale(spec.fontScale);
        return plot;
    }
    case FigureKind::Vectors: {
        auto view = std::make_unique<VectorView>(document, focus);
        view->setVectorSet(spec.vectors);
        view->setHead(spec.head);
        view->setFontScale(spec.fontScale);
        view->setCamera(spec.yaw, spec.pitch);
        view->setZoom(spec.zoom);
        if (!spec.selectedVectors.empty())
            view->setSelectionNames(spec.selectedVectors);
        return view;
    }
    case FigureKind::Stage: {
        auto view = std::make_unique<StageView>(document);
        view->setStage(spec.stage);
        view->setHead(spec.head);
        view->setPrecision(spec.precision);
        view->setFontScale(spec.fontScale);
        QPalette white = view->palette();
        white.setColor(QPalette::Window, Qt::white);
        view->setPalette(white);
        if (focus && focus->isSet())
            view->showFocus(focus->head(), focus->query(), focus->key());
        return view;
    }
    }
    return {};
}

FigureSource *figureSource(QWidget *widget)
{
    return dynamic_cast<FigureSource *>(widget);
}

QString exportFigure(const FigureSpec &spec, ScenarioDocument *document, const QString &path, const FigureSize &size,
                     AttentionFocus *focus)
{
    std::unique_ptr<QWidget> widget = createFigureWidget(spec, document, focus);
    layOutOffscreen(widget.get(), size.logical);
    return saveFigure(*figureSource(widget.get()), path, size);
}

void copyFigure(const FigureSpec &spec, ScenarioDocument *document, const FigureSize &size, AttentionFocus *focus)
{
    std::unique_ptr<QWidget> widget = createFigureWidget(spec, document, focus);
    layOutOffscreen(widget.get(), size.logical);
    copyFigureToClipboard(*figureSource(widget.get()), size);
}

} // namespace attn
