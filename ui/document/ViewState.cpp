#include "ViewState.h"

#include "AttentionFocus.h"

#include <algorithm>

namespace attn {

ViewState::ViewState(QObject *parent) : QObject(parent), m_focus(new AttentionFocus(this)) {}

void ViewState::setHead(int head)
{
    head = std::max(0, head);
    if (head == m_head)
        return;
    m_head = head;
    Q_EMIT headChanged(head);
}

void ViewState::setPrecision(int decimals)
{
    decimals = std::clamp(decimals, 0, 6);
    if (decimals == m_precision)
        return;
    m_precision = decimals;
    Q_EMIT precisionChanged(decimals);
}

void ViewState::setTextScale(double scale)
{
    scale = std::clamp(scale, 0.5, 4.0);
    if (scale == m_textScale)
        return;
    m_textScale = scale;
    Q_EMIT textScaleChanged(scale);
}

void ViewState::setPalette(PaletteKind palette)
{
    if (palette == m_palette)
        return;
    m_palette = palette;
    Q_EMIT paletteChanged(palette);
}

void ViewState::setStage(PipelineStage stage, ProjectionPart part)
{
    if (stage != PipelineStage::Projections)
        part = ProjectionPart::All;
    const bool stageChanges = stage != m_stage, partChanges = part != m_projectionPart;
    m_stage = stage;
    m_projectionPart = part;
    if (partChanges)
        Q_EMIT projectionPartChanged(part);
    if (stageChanges)
        Q_EMIT stageChanged(stage);
}

} // namespace attn
