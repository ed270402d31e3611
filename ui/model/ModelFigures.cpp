#include "ModelFigures.h"

#include "ModelDocument.h"

#include <QMouseEvent>
#include <QPainter>

namespace attn {

namespace {

/// Why a picture of the pass is empty, or an empty string.
QString emptyReason(const ModelPass &pass)
{
    if (!pass.model)
        return ModelDocument::tr("Open a GPT-2 checkpoint's folder (File ▸ Open checkpoint).");
    if (!pass.trace)
        return pass.problem.isEmpty() ? ModelDocument::tr("Type a text.") : pass.problem;
    return {};
}

HeatmapContent weightsContent(const ModelPass &pass, PaletteKind palette)
{
    HeatmapContent content;
    content.valueName = ModelDocument::tr("weight");
    content.gradient = sequentialGradient(palette);
    content.maskNote = ModelDocument::tr("Hatched cells are masked: GPT-2's attention is causal, a token sees only itself and the tokens before it.");
    content.emptyReason = emptyReason(pass);
    return content;
}

QStringList tokenLabels(const ModelPass &pass)
{
    QStringList labels;
    for (const Token &token : pass.tokens)
        labels << tokenLabel(token);
    return labels;
}

AttentionLinesContent linesContent(const ModelPass &pass)
{
    AttentionLinesContent content;
    content.emptyReason = emptyReason(pass);
    if (!pass.trace)
        return content;
    content.queryLabels = tokenLabels(pass);
    content.keyLabels = content.queryLabels;
    content.queryColumnTitle = ModelDocument::tr("queries");
    content.keyColumnTitle = ModelDocument::tr("keys");
    return content;
}

AttentionLinesHead linesHead(const std::shared_ptr<const ModelTrace> &trace, ModelHead head)
{
    return {ModelDocument::tr("head %1").arg(head.head + 1),
            std::shared_ptr<const MatrixF>(trace, &trace->layers[size_t(head.layer)].weights[size_t(head.head)]), headColour(head.head)};
}

HeatmapPanel headPanel(const std::shared_ptr<const ModelTrace> &trace, ModelHead head, const QStringList &labels)
{
    HeatmapPanel panel;
    panel.head = head.head;
    panel.values = std::shared_ptr<const MatrixF>(trace, &trace->layers[size_t(head.layer)].weights[size_t(head.head)]);
    panel.maskSource = std::shared_ptr<const MatrixF>(trace, &trace->causalMask);
    panel.queryLabels = labels;
    panel.keyLabels = labels;
    return panel;
}

} // namespace

HeatmapContent modelGridContent(const ModelPass &pass, PaletteKind palette)
{
    HeatmapContent content = weightsContent(pass, palette);
    const std::shared_ptr<const ModelTrace> &trace = pass.trace;
    if (!trace)
        return content;
    const Gpt2Config &config = pass.model->config;
    content.title = ModelDocument::tr("Attention weights of every layer (rows) and head (columns)");
    content.columns = config.heads;
    // No token labels in the small multiples: 144 panels cannot name their tokens legibly; the head
    // opened beside the grid does. Nor a title over each: the layers are named once down the left, the heads
    // once along the top.
    for (int layer = 0; layer < config.layers; ++layer) {
        content.rowNames << ModelDocument::tr("L%1", "a layer of the model, in the grid of every head").arg(layer + 1);
        for (int head = 0; head < config.heads; ++head)
            content.panels.push_back(headPanel(trace, {layer, head}, {}));
    }
    for (int head = 0; head < config.heads; ++head)
        content.columnNames << ModelDocument::tr("H%1", "a head of the model, in the grid of every head").arg(head + 1);
    return content;
}

HeatmapContent modelHeadContent(const ModelPass &pass, ModelHead head, PaletteKind palette)
{
    HeatmapContent content = weightsContent(pass, palette);
    const std::shared_ptr<const ModelTrace> &trace = pass.trace;
    if (!trace)
        return content;
    head = clampedHead(pass, head);
    content.title = ModelDocument::tr("Layer %1, head %2: attention weights").arg(head.layer + 1).arg(head.head + 1);
    content.keyAxisTitle = ModelDocument::tr("keys (earlier tokens)");
    content.queryAxisTitle = ModelDocument::tr("queries (tokens)");
    content.panels.push_back(headPanel(trace, head, tokenLabels(pass)));
    return content;
}

ModelHead gridPanelHead(const ModelPass &pass, int panel)
{
    const int heads = pass.model ? pass.model->config.heads : 1;
    return {panel / heads, panel % heads};
}

ModelHead clampedHead(const ModelPass &pass, ModelHead head)
{
    if (!pass.model)
        return {};
    return {std::clamp(head.layer, 0, pass.model->config.layers - 1), std::clamp(head.head, 0, pass.model->config.heads - 1)};
}

AttentionLinesContent modelHeadLinesContent(const ModelPass &pass, ModelHead head)
{
    AttentionLinesContent content = linesContent(pass);
    if (!pass.trace)
        return content;
    head = clampedHead(pass, head);
    content.title = ModelDocument::tr("Layer %1, head %2: where each token looks").arg(head.layer + 1).arg(head.head + 1);
    content.heads.push_back(linesHead(pass.trace, head));
    return content;
}

AttentionLinesContent modelLayerLinesContent(const ModelPass &pass, int layer)
{
    AttentionLinesContent content = linesContent(pass);
    if (!pass.trace)
        return content;
    layer = clampedHead(pass, {layer, 0}).layer;
    content.title = ModelDocument::tr("Layer %1, every head: where each token looks").arg(layer + 1);
    for (int head = 0; head < pass.model->config.heads; ++head)
        content.heads.push_back(linesHead(pass.trace, {layer, head}));
    return content;
}

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
