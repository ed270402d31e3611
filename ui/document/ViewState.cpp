#include "ViewState.h"

#include "AttentionFocus.h"
#include "render/FigureText.h"

namespace attn {

ViewState::ViewState(QObject *parent) : QObject(parent), m_focus(new AttentionFocus(this)) {}

template <typename Value>
void ViewState::change(Value &field, Value value, void (ViewState::*changed)(Value))
{
    if (value == field)
        return;
    field = value;
    Q_EMIT(this->*changed)(value);
}

void ViewState::setHead(int head)
{
    change(m_head, std::max(0, head), &ViewState::headChanged);
}

void ViewState::setPrecision(int decimals)
{
    change(m_precision, std::clamp(decimals, 0, 6), &ViewState::precisionChanged);
}

void ViewState::setTextScale(double scale)
{
    change(m_textScale, boundedTextScale(scale), &ViewState::textScaleChanged);
}

void ViewState::setPalette(PaletteKind palette)
{
    change(m_palette, palette, &ViewState::paletteChanged);
}

void ViewState::setStage(PipelineStage stage, StagePart part)
{
    if (partIndex(stage, part) < 0)
        part = StagePart::All;
    const bool stageChanges = stage != m_stage, partChanges = part != m_stagePart;
    m_stage = stage;
    m_stagePart = part;
    if (partChanges)
        Q_EMIT stagePartChanged(part);
    if (stageChanges)
        Q_EMIT stageChanged(stage);
}

} // namespace attn
