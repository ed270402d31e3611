#include "HeatmapPlot.h"
#include "common/Translations.h"

#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>
#include <QToolTip>
#include <cmath>
#include <limits>

namespace attn {

HeatmapContent heatmapContent(ScenarioDocument &document, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head,
                              PaletteKind palette, int precision, ColourRange range)
{
    return heatmapContent(document.snapshot(), arrangement, matrix, head, palette, precision, range, currentLanguage(),
                          [&document](int compared) { return &document.modeComparisonNow(compared); });
}

HeatmapPlot::HeatmapPlot(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent)
    : QWidget(parent), m_document(document), m_focus(focus)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(document, &ScenarioDocument::resultChanged, this, &HeatmapPlot::rebuild);
    connect(document, &ScenarioDocument::modeComparisonChanged, this, [this] {
        if (m_arrangement == HeatmapArrangement::CompareMasks)
            rebuild();
    });
    if (focus)
        connect(focus, &AttentionFocus::changed, this, qOverload<>(&QWidget::update));
}

HeatmapPlot::~HeatmapPlot() = default;

void HeatmapPlot::setArrangement(HeatmapArrangement arrangement)
{
    m_arrangement = arrangement;
    rebuild();
}

void HeatmapPlot::setMatrix(HeatmapMatrix matrix)
{
    m_matrix = matrix;
    rebuild();
}

void HeatmapPlot::setHead(int head)
{
    m_head = std::max(0, head);
    rebuild();
}

void HeatmapPlot::setColourPalette(PaletteKind palette)
{
    m_palette = palette;
    rebuild();
}

void HeatmapPlot::setPrecision(int decimals)
{
    m_precision = decimals;
    rebuild();
}

void HeatmapPlot::setColourRange(ColourRange range)
{
    m_range = range;
    rebuild();
}

void HeatmapPlot::setFontScale(double scale)
{
    m_fontScale = scale;
    if (m_picture && !m_stale)
        setPictureLayout(m_picture->layOut(size(), m_fontScale));
    update();
}

void HeatmapPlot::rebuild()
{
    // A figure that is not shown (a hidden tab, a closed dock) does no work: it builds when it is shown.
    // The masks compared would otherwise run the engine twice more for every edit, for nobody.
    // A shown one builds when it next paints: a new result's stage page and figures are then made in
    // separate turns of the event loop, and the window answers input between them.
    m_stale = true;
    if (isVisible())
        update();
}

void HeatmapPlot::buildNow()
{
    m_stale = false;
    m_head = std::clamp(m_head, 0, m_document->scenario().headCount() - 1);
    m_picture = std::make_unique<HeatmapPicture>(
        heatmapContent(m_document->snapshot(), m_arrangement, m_matrix, m_head, m_palette, m_precision, m_range, currentLanguage(),
                       [this](int head) { return m_document->modeComparison(head); }));
    setPictureLayout(m_picture->layOut(size(), m_fontScale));
    update();
}

void HeatmapPlot::setPictureLayout(HeatmapPicture::Layout layout)
{
    m_layout = std::move(layout);
    m_drawnValid = false;
}

void HeatmapPlot::ensureBuilt() const
{
    if (m_stale || !m_picture)
        const_cast<HeatmapPlot *>(this)->buildNow();
}

const HeatmapPicture &HeatmapPlot::picture() const
{
    ensureBuilt();
    return *m_picture;
}

const HeatmapPicture::Layout &HeatmapPlot::pictureLayout() const
{
    ensureBuilt();
    return m_layout;
}

const std::vector<HeatmapPanel> &HeatmapPlot::panels() const
{
    return picture().content().panels;
}

ValueRange HeatmapPlot::colourRange() const
{
    return picture().figureRange();
}

void HeatmapPlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // titles and axis labels in the language now spoken
    QWidget::changeEvent(event);
}

void HeatmapPlot::showEvent(QShowEvent *event)
{
    if (m_stale)
        buildNow();
    QWidget::showEvent(event);
}

void HeatmapPlot::resizeEvent(QResizeEvent *event)
{
    if (m_picture && !m_stale)
        setPictureLayout(m_picture->layOut(event->size(), m_fontScale));
    QWidget::resizeEvent(event);
}

void HeatmapPlot::paintEvent(QPaintEvent *)
{
    ensureBuilt();
    // The picture is kept between paints: moving the mouse over hundreds of tokens redraws one outline, not
    // every cell.
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    if (!m_drawnValid || m_drawn.size() != pixels) {
        m_drawn = QPixmap(pixels);
        m_drawn.setDevicePixelRatio(ratio);
        QPainter cache(&m_drawn);
        m_picture->paint(cache, m_layout, std::nullopt);
        m_drawnValid = true;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_drawn);
    m_picture->paintFocus(painter, m_layout, heatmapFocus(pairFocus(m_focus), m_arrangement, m_head));
}


QRectF HeatmapPlot::cellRect(int panel, int query, int key) const
{
    return picture().cellRect(pictureLayout(), panel, query, key);
}

std::optional<HeatmapPicture::CellHit> HeatmapPlot::cellAt(const QPointF &position) const
{
    return picture().cellAt(pictureLayout(), position);
}

QString HeatmapPlot::cellDescription(int panel, int query, int key) const
{
    const HeatmapPanel &p = panels()[size_t(panel)];
    const QString pair = tr("query “%1” → key “%2”").arg(p.queryLabels.value(query), p.keyLabels.value(key));
    if (p.isMasked(query, key))
        return tr("%1: masked (this query may not see this key)").arg(pair);
    return QStringLiteral("%1: %2 = %3").arg(pair, isScoreLike(m_matrix) ? tr("score") : tr("weight"),
                                           QLocale().toString(double((*p.values)(query, key)), 'g', 6));
}

void HeatmapPlot::mouseMoveEvent(QMouseEvent *event)
{
    QWidget::mouseMoveEvent(event);
    const std::optional<HeatmapPicture::CellHit> hit = cellAt(event->position());
    if (!hit) {
        QToolTip::hideText();
        return;
    }
    // As plain text: a token such as <s> is shown as itself, not read as markup.
    QToolTip::showText(event->globalPosition().toPoint(),
                       Qt::convertFromPlainText(cellDescription(hit->panel, hit->query, hit->key), Qt::WhiteSpaceNormal), this);
    if (m_focus)
        m_focus->setFocus(panels()[size_t(hit->panel)].head, hit->query, hit->key);
}

void HeatmapPlot::mousePressEvent(QMouseEvent *event)
{
    QWidget::mousePressEvent(event);
    const std::optional<HeatmapPicture::CellHit> hit = cellAt(event->position());
    if (!hit)
        return;
    const int head = panels()[size_t(hit->panel)].head;
    if (m_focus)
        m_focus->setFocus(head, hit->query, hit->key);
    Q_EMIT cellClicked(head, hit->query, hit->key);
}

} // namespace attn
