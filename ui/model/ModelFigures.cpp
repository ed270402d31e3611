#include "ModelFigures.h"

#include "ModelDocument.h"

#include <QMouseEvent>
#include <QPainter>

namespace attn {

namespace {

HeatmapContent weightsContent(const ModelDocument &document, PaletteKind palette)
{
    HeatmapContent content;
    content.valueName = ModelDocument::tr("weight");
    content.gradient = sequentialGradient(palette);
    content.maskNote = ModelDocument::tr("Hatched cells are masked: GPT-2's attention is causal, a token sees only itself and the tokens before it.");
    if (!document.model())
        content.emptyReason = ModelDocument::tr("Open a GPT-2 checkpoint's folder (File ▸ Open checkpoint).");
    else if (!document.trace())
        content.emptyReason = document.problem().isEmpty() ? ModelDocument::tr("Type a text.") : document.problem();
    return content;
}

QStringList tokenLabels(const ModelDocument &document)
{
    QStringList labels;
    for (const Token &token : document.tokens())
        labels << tokenLabel(token);
    return labels;
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

QString tokenLabel(const Token &token)
{
    return token.text.startsWith(u' ') ? u'·' + token.text.mid(1) : token.text;
}

HeatmapContent modelGridContent(const ModelDocument &document, PaletteKind palette)
{
    HeatmapContent content = weightsContent(document, palette);
    const std::shared_ptr<const ModelTrace> trace = document.trace();
    if (!trace)
        return content;
    const Gpt2Config &config = document.model()->config;
    content.title = ModelDocument::tr("Attention weights of every layer (rows) and head (columns)");
    content.columns = config.heads;
    // No token labels in the small multiples: 144 panels cannot name their tokens legibly; the head
    // opened beside the grid does.
    for (int layer = 0; layer < config.layers; ++layer)
        for (int head = 0; head < config.heads; ++head) {
            HeatmapPanel panel = headPanel(trace, {layer, head}, {});
            panel.title = ModelDocument::tr("L%1 H%2").arg(layer + 1).arg(head + 1);
            content.panels.push_back(std::move(panel));
        }
    return content;
}

HeatmapContent modelHeadContent(const ModelDocument &document, ModelHead head, PaletteKind palette)
{
    HeatmapContent content = weightsContent(document, palette);
    const std::shared_ptr<const ModelTrace> trace = document.trace();
    if (!trace)
        return content;
    const Gpt2Config &config = document.model()->config;
    head.layer = std::clamp(head.layer, 0, config.layers - 1);
    head.head = std::clamp(head.head, 0, config.heads - 1);
    content.title = ModelDocument::tr("Layer %1, head %2: attention weights").arg(head.layer + 1).arg(head.head + 1);
    content.keyAxisTitle = ModelDocument::tr("keys (earlier tokens)");
    content.queryAxisTitle = ModelDocument::tr("queries (tokens)");
    content.panels.push_back(headPanel(trace, head, tokenLabels(document)));
    return content;
}

ModelHead gridPanelHead(const ModelDocument &document, int panel)
{
    const int heads = document.model() ? document.model()->config.heads : 1;
    return {panel / heads, panel % heads};
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
    update();
}

void HeatmapPictureView::setTextScale(double scale)
{
    m_textScale = scale;
    update();
}

HeatmapPicture::Layout HeatmapPictureView::currentLayout() const
{
    return m_picture ? m_picture->layOut(size(), m_textScale) : HeatmapPicture::Layout{};
}

void HeatmapPictureView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (m_picture)
        m_picture->paint(painter, currentLayout());
}

void HeatmapPictureView::mousePressEvent(QMouseEvent *event)
{
    if (!m_picture)
        return;
    if (const std::optional<HeatmapPicture::CellHit> hit = m_picture->cellAt(currentLayout(), event->position()))
        Q_EMIT panelClicked(hit->panel);
}

} // namespace attn
