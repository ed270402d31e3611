#include "FigureRenderer.h"

#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "text/EnumKeys.h"
#include "window/Translations.h"

#include <QPainter>

namespace attn {

/// The keys of FigureKind in files, settings and on the command line, in the order they are listed.
constexpr auto kFigureKindKeys = enumKeys<FigureKind>({
    {FigureKind::Weights, "weights"},
    {FigureKind::Scores, "scores"},
    {FigureKind::Vectors, "vectors"},
    {FigureKind::Heads, "heads"},
    {FigureKind::Compare, "compare"},
    {FigureKind::Stage, "stage"},
});

QString figureKindKey(FigureKind value)
{
    return kFigureKindKeys.key(value);
}

std::optional<FigureKind> figureKindFromKey(const QString &key)
{
    return kFigureKindKeys.fromKey(key);
}

QStringList figureKindKeys()
{
    return kFigureKindKeys.keys();
}

namespace {

/// A stage as a slide: its page at the figure's size, black on white, without the mouse's hints.
class StageFigure : public FigureSource
{
public:
    StageFigure(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
        : m_page(*document, spec.stage, spec.head, spec.precision, currentLanguage(), spec.stagePart), m_pinned(spec.pinned)
    {
        m_style.textScale = spec.fontScale;
        if (m_pinned && m_page.matrix(m_pinned->role))
            m_marks = m_page.marksForCell(m_pinned->role, m_pinned->row, m_pinned->column);
        else if (focus && focus->isSet() && focus->head() == m_page.head())
            m_marks = m_page.marksForPair(focus->query(), focus->key());
    }
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override
    {
        QPainter painter(&device);
        painter.fillRect(QRect(QPoint(0, 0), logicalSize), m_style.colours.background);
        StagePage::Layout layout = m_page.layOut(logicalSize, m_style, {}, m_pinned);
        if (!layout.fits) {
            // Too small for even the smallest numbers (a small figure at a large text scale): the page at the
            // size it needs, scaled down to the figure, rather than cut at its edges.
            const QSize needed = layout.needed.expandedTo(logicalSize);
            layout = m_page.layOut(needed, m_style, {}, m_pinned);
            const double factor = std::min(double(logicalSize.width()) / needed.width(), double(logicalSize.height()) / needed.height());
            painter.scale(factor, factor);
        }
        m_page.paint(painter, layout, m_style, m_marks);
    }
    QString figureTitle() const override { return m_page.title(); }

private:
    StagePage m_page;
    std::optional<PinnedCell> m_pinned;
    PageStyle m_style;
    std::map<QString, MatrixMarks> m_marks;
};

/// A heatmap figure as a slide: its picture at the figure's size.
class HeatmapFigure : public FigureSource
{
public:
    HeatmapFigure(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
        : m_arrangement(spec.kind == FigureKind::Heads     ? HeatmapArrangement::AllHeads
                        : spec.kind == FigureKind::Compare ? HeatmapArrangement::CompareMasks
                                                           : HeatmapArrangement::SelectedHead),
          m_picture(heatmapContent(*document, m_arrangement, spec.heatmapMatrix(), spec.head, spec.palette, spec.precision,
                                   spec.colourRange)),
          m_focus(heatmapFocus(focus, m_arrangement, spec.head)), m_textScale(spec.fontScale)
    {
    }
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override
    {
        QPainter painter(&device);
        m_picture.paint(painter, m_picture.layOut(logicalSize, m_textScale), m_focus);
    }
    QString figureTitle() const override { return m_picture.content().title; }

private:
    HeatmapArrangement m_arrangement;
    HeatmapPicture m_picture;
    std::optional<std::array<int, 3>> m_focus;
    double m_textScale;
};

/// The 3-D view as a slide: its picture at the figure's size, from the spec's camera, with the spec's pair
/// selected (or the focused one).
class VectorFigure : public FigureSource
{
public:
    VectorFigure(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
        : m_picture(vectorContent(*document, spec.vectors, spec.head)), m_textScale(spec.fontScale)
    {
        m_camera.yaw = spec.yaw;
        m_camera.pitch = std::clamp(spec.pitch, -89.0, 89.0);
        m_camera.zoom = std::clamp(spec.zoom, 0.2, 8.0);
        m_camera.pan = spec.pan;
        std::vector<VectorName> names = spec.selectedVectors;
        if (names.empty() && focus)
            names = vectorNamesForFocus(*focus, spec.vectors, document->scenario().mode);
        m_selected = m_picture.content().indices(names);
    }
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override
    {
        QPainter painter(&device);
        m_picture.paint(painter, m_picture.layOut(QSizeF(logicalSize), m_textScale, m_camera, m_selected, false), m_camera, m_selected);
    }
    QString figureTitle() const override { return m_picture.title(); }

private:
    VectorPicture m_picture;
    VectorCamera m_camera;
    std::vector<int> m_selected;
    double m_textScale;
};

} // namespace

HeatmapMatrix FigureSpec::heatmapMatrix() const
{
    if (matrix)
        return *matrix;
    return kind == FigureKind::Scores ? HeatmapMatrix::Scores : HeatmapMatrix::Weights;
}

std::unique_ptr<FigureSource> figureWithoutWidget(const FigureSpec &spec, ScenarioDocument *document, AttentionFocus *focus)
{
    switch (spec.kind) {
    case FigureKind::Stage:
        return std::make_unique<StageFigure>(spec, document, focus);
    case FigureKind::Weights:
    case FigureKind::Scores:
    case FigureKind::Heads:
    case FigureKind::Compare:
        return std::make_unique<HeatmapFigure>(spec, document, focus);
    case FigureKind::Vectors:
        return std::make_unique<VectorFigure>(spec, document, focus);
    }
    return {};
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
