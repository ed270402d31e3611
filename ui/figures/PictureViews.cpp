#include "figures/PictureViews.h"

#include <QMouseEvent>
#include <QPainter>

namespace attn {

LinesFigureSource::LinesFigureSource(AttentionLinesContent content, std::optional<LinesFocus> focus, double textScale)
    : m_picture(std::move(content)), m_focus(focus), m_textScale(textScale)
{
}

void LinesFigureSource::paintFigure(QPaintDevice &device, const QSize &logicalSize)
{
    QPainter painter(&device);
    m_picture.paint(painter, m_picture.layOut(logicalSize, m_textScale), m_focus);
}

QString LinesFigureSource::figureTitle() const
{
    return m_picture.content().title;
}

LinesPictureView::LinesPictureView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(240, 200);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
}

void LinesPictureView::setContent(AttentionLinesContent content)
{
    // A focus on a token the new text lacks would point past the columns.
    const int tokens = int(content.queryLabels.size());
    m_picture.emplace(std::move(content));
    if (m_pinned && m_pinned->token >= tokens)
        m_pinned.reset();
    m_hovered.reset();
    update();
}

void LinesPictureView::setTextScale(double scale)
{
    m_textScale = scale;
    update();
}

AttentionLinesPicture::Layout LinesPictureView::currentLayout() const
{
    return m_picture ? m_picture->layOut(size(), m_textScale) : AttentionLinesPicture::Layout{};
}

void LinesPictureView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (m_picture)
        m_picture->paint(painter, currentLayout(), focus());
}

void LinesPictureView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_picture)
        return;
    const std::optional<LinesFocus> hovered = m_picture->tokenAt(currentLayout(), event->position());
    if (hovered != m_hovered) {
        m_hovered = hovered;
        update();
    }
}

void LinesPictureView::mousePressEvent(QMouseEvent *event)
{
    if (!m_picture)
        return;
    const std::optional<LinesFocus> clicked = m_picture->tokenAt(currentLayout(), event->position());
    m_pinned = clicked == m_pinned ? std::nullopt : clicked;
    update();
}

void LinesPictureView::leaveEvent(QEvent *)
{
    m_hovered.reset();
    update();
}

HeatmapFigureSource::HeatmapFigureSource(HeatmapContent content, double textScale)
    : m_picture(std::move(content)), m_textScale(textScale)
{
}

void HeatmapFigureSource::paintFigure(QPaintDevice &device, const QSize &logicalSize)
{
    QPainter painter(&device);
    m_picture.paint(painter, m_picture.layOut(logicalSize, m_textScale));
}

QString HeatmapFigureSource::figureTitle() const
{
    return m_picture.content().title;
}

HeatmapPictureView::HeatmapPictureView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(240, 200);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void HeatmapPictureView::setContent(HeatmapContent content)
{
    m_picture.emplace(std::move(content));
    m_layout.reset();
    update();
}

void HeatmapPictureView::setTextScale(double scale)
{
    m_textScale = scale;
    m_layout.reset();
    update();
}

HeatmapPicture::Layout HeatmapPictureView::currentLayout() const
{
    if (!m_picture)
        return {};
    if (!m_layout || m_layoutSize != size()) {
        m_layout = m_picture->layOut(size(), m_textScale);
        m_layoutSize = size();
    }
    return *m_layout;
}

void HeatmapPictureView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (!m_picture)
        return;
    const HeatmapPicture::Layout layout = currentLayout();
    m_picture->paint(painter, layout);
    // The head shown large beside: framed, so that a lecturer can point the room to it among 144.
    if (m_marked >= 0 && size_t(m_marked) < layout.panels.size()) {
        const HeatmapPicture::PanelLayout &panel = layout.panels[size_t(m_marked)];
        const int width = std::max(2, int(std::lround(3 * m_textScale)));
        painter.setPen(QPen(QColor(0xd6, 0x27, 0x28), width));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(panel.cells.united(panel.title).adjusted(-width - 1, -width - 1, width + 1, width + 1));
    }
}

void HeatmapPictureView::setMarkedPanel(int panel)
{
    m_marked = panel;
    update();
}

void HeatmapPictureView::mousePressEvent(QMouseEvent *event)
{
    if (!m_picture)
        return;
    if (const std::optional<HeatmapPicture::CellHit> hit = m_picture->cellAt(currentLayout(), event->position()))
        Q_EMIT panelClicked(hit->panel);
}

} // namespace attn
