#include "FigureRegistry.h"

#include "FigureSpec.h"

#include <QPainter>
#include <QtGlobal>

#include <algorithm>

namespace attn {

namespace {

/// A stage as a slide: its page at the figure's size, black on white, without the mouse's hints.
class StageFigure : public FigureSource
{
public:
    StageFigure(const FigureSpec &spec, const FigureInputs &inputs)
        : m_page(inputs.snapshot, spec.stage, spec.head, spec.precision, inputs.language, spec.stagePart), m_pinned(spec.pinned)
    {
        m_style.textScale = spec.fontScale;
        if (m_pinned && m_page.matrix(m_pinned->role))
            m_marks = m_page.marksForCell(m_pinned->role, m_pinned->row, m_pinned->column);
        else if (inputs.focus && inputs.focus->isSet() && inputs.focus->head == m_page.head())
            m_marks = m_page.marksForPair(inputs.focus->query, inputs.focus->key);
    }
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override
    {
        QPainter painter(&device);
        painter.fillRect(QRect(QPoint(0, 0), logicalSize), m_style.colours.background);
        PageStyle style = m_style; // its text scale grows with the slide (layOutSlide)
        StagePage::Layout layout = m_page.layOutSlide(logicalSize, style, m_pinned);
        if (!layout.fits) {
            // Too small for even the smallest numbers (a small figure at a large text scale): the page at the
            // size it needs, scaled down to the figure, rather than cut at its edges.
            const QSize needed = layout.needed.expandedTo(logicalSize);
            layout = m_page.layOut(needed, style, {}, m_pinned);
            const double factor = std::min(double(logicalSize.width()) / needed.width(), double(logicalSize.height()) / needed.height());
            painter.scale(factor, factor);
        }
        m_page.paint(painter, layout, style, m_marks);
    }
    QString figureTitle() const override { return m_page.title(); }

private:
    StagePage m_page;
    std::optional<PinnedCell> m_pinned;
    PageStyle m_style;
    std::map<QString, MatrixMarks> m_marks;
};

/// A heatmap figure as a slide: its picture, in the arrangement of its entry, at the figure's size.
class HeatmapFigure : public FigureSource
{
public:
    HeatmapFigure(const FigureSpec &spec, const FigureInputs &inputs)
        : m_arrangement(figureEntry(spec.kind).heatmap->arrangement),
          m_picture(heatmapContent(inputs.snapshot, m_arrangement, spec.heatmapMatrix(), spec.head, spec.palette, spec.precision,
                                   spec.colourRange, inputs.language, inputs.comparison)),
          m_focus(heatmapFocus(inputs.focus, m_arrangement, spec.head)), m_textScale(spec.fontScale)
    {
    }
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override
    {
        QPainter painter(&device);
        // Too small to read (a thumbnail of a slide): the figure at the size it needs, scaled down to the
        // size asked, rather than cells of a thousandth of a pixel.
        const auto [layout, factor] = m_picture.layOutScaledToFit(logicalSize, m_textScale);
        painter.scale(factor, factor);
        m_picture.paint(painter, layout, m_focus);
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
    VectorFigure(const FigureSpec &spec, const FigureInputs &inputs)
        : m_picture(vectorContent(inputs.snapshot, spec.vectors, spec.head, inputs.language, spec.vectorFraming)), m_textScale(spec.fontScale)
    {
        m_camera.yaw = spec.yaw;
        m_camera.pitch = std::clamp(spec.pitch, -89.0, 89.0);
        m_camera.zoom = std::clamp(spec.zoom, 0.2, 8.0);
        m_camera.pan = spec.pan;
        std::vector<VectorName> names = spec.selectedVectors;
        if (names.empty() && inputs.focus)
            names = vectorNamesForFocus(inputs.focus->query, inputs.focus->key, spec.vectors, inputs.snapshot.scenario().mode);
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

/// An entry's DrawFigure: the figure source of that class.
template <typename Figure>
std::unique_ptr<FigureSource> draw(const FigureSpec &spec, const FigureInputs &inputs)
{
    return std::make_unique<Figure>(spec, inputs);
}

} // namespace

const std::vector<FigureEntry> &figureRegistry()
{
    // One row per figure, in the order the command line lists their keys. A new figure is one more row
    // (and its value in FigureKind); the panel, the export dialog, `attentionlab export` and the usage read it here.
    static const std::vector<FigureEntry> registry{
        {FigureKind::Weights, "weights", QT_TRANSLATE_NOOP("attn::FigureExportDialog", "Heatmap of the selected head"), 20,
         {FigureHost::Heatmap, QT_TRANSLATE_NOOP("attn::FiguresPanel", "Heatmap")}, {},
         HeatmapLook{HeatmapArrangement::SelectedHead, std::nullopt}, &draw<HeatmapFigure>},
        {FigureKind::Scores, "scores", QT_TRANSLATE_NOOP("attn::FigureExportDialog", "Scores of the selected head"), 30,
         {FigureHost::Heatmap, nullptr}, {}, HeatmapLook{HeatmapArrangement::SelectedHead, HeatmapMatrix::Scores},
         &draw<HeatmapFigure>},
        {FigureKind::Vectors, "vectors", QT_TRANSLATE_NOOP("attn::FigureExportDialog", "Vectors in 3-D"), 60,
         {FigureHost::Vectors, QT_TRANSLATE_NOOP("attn::FiguresPanel", "Vectors 3-D")}, FigureOption::Vectors, std::nullopt,
         &draw<VectorFigure>},
        {FigureKind::Heads, "heads", QT_TRANSLATE_NOOP("attn::FigureExportDialog", "Every head"), 40,
         {FigureHost::Heatmap, QT_TRANSLATE_NOOP("attn::FiguresPanel", "All heads")}, {},
         HeatmapLook{HeatmapArrangement::AllHeads, std::nullopt}, &draw<HeatmapFigure>},
        {FigureKind::Compare, "compare", QT_TRANSLATE_NOOP("attn::FigureExportDialog", "The masks compared"), 50,
         {FigureHost::Heatmap, QT_TRANSLATE_NOOP("attn::FiguresPanel", "Masks compared")}, {},
         HeatmapLook{HeatmapArrangement::CompareMasks, std::nullopt}, &draw<HeatmapFigure>},
        {FigureKind::Stage, "stage", QT_TRANSLATE_NOOP("attn::FigureExportDialog", "The current stage of the stepper"), 10,
         {FigureHost::None, nullptr}, FigureOption::Stage, std::nullopt, &draw<StageFigure>},
    };
    return registry;
}

std::vector<const FigureEntry *> figuresInPlace()
{
    std::vector<const FigureEntry *> entries;
    for (const FigureEntry &entry : figureRegistry())
        entries.push_back(&entry);
    std::stable_sort(entries.begin(), entries.end(), [](const FigureEntry *a, const FigureEntry *b) { return a->place < b->place; });
    return entries;
}

const FigureEntry &figureEntry(FigureKind kind)
{
    const std::vector<FigureEntry> &registry = figureRegistry();
    const auto entry = std::find_if(registry.begin(), registry.end(), [kind](const FigureEntry &each) { return each.kind == kind; });
    if (entry == registry.end())
        qFatal("FigureKind %d has no row in figureRegistry()", int(kind));
    return *entry;
}

QString figureKindKey(FigureKind kind)
{
    return QString::fromLatin1(figureEntry(kind).key);
}

std::optional<FigureKind> figureKindFromKey(const QString &key)
{
    for (const FigureEntry &entry : figureRegistry())
        if (key == QLatin1String(entry.key))
            return entry.kind;
    return std::nullopt;
}

namespace {

/// The keys of the figures that pass the test, in the registry's order.
template <typename Test>
QStringList keysWhere(Test test)
{
    QStringList keys;
    for (const FigureEntry &entry : figureRegistry())
        if (test(entry))
            keys << QString::fromLatin1(entry.key);
    return keys;
}

} // namespace

QStringList figureKindKeys()
{
    return keysWhere([](const FigureEntry &) { return true; });
}

QStringList windowFigureKeys()
{
    return keysWhere([](const FigureEntry &entry) { return entry.tab.host != FigureHost::None; });
}

QStringList figureKeysTaking(FigureOption option)
{
    return keysWhere([option](const FigureEntry &entry) { return entry.options.testFlag(option); });
}

HeatmapMatrix FigureSpec::heatmapMatrix() const
{
    if (matrix)
        return *matrix;
    const std::optional<HeatmapLook> &look = figureEntry(kind).heatmap;
    return look && look->matrix ? *look->matrix : HeatmapMatrix::Weights;
}

std::unique_ptr<FigureSource> drawFigure(const FigureSpec &spec, const FigureInputs &inputs)
{
    return figureEntry(spec.kind).draw(spec, inputs);
}

QString exportFigure(const FigureSpec &spec, const FigureInputs &inputs, const QString &path, const FigureSize &size)
{
    return saveFigure(*drawFigure(spec, inputs), path, size);
}

} // namespace attn
