#pragma once

#include "scenario/PipelineStage.h"
#include "render/ColourPalettes.h"

#include <QObject>

namespace attn {

class AttentionFocus;

/// How the window shows the document, in one place: the selected head, the decimals, the text scale, the
/// palette, the stage and the focused query-key pair. The stage view, the stage bar and the figures
/// subscribe to it; whoever changes a setting (the toolbar, a menu, lecture mode, a key) sets it here, and
/// each view hears of the change once. Setting a value it already has announces nothing.
class ViewState : public QObject
{
    Q_OBJECT
public:
    explicit ViewState(QObject *parent = nullptr);

    int head() const { return m_head; }
    void setHead(int head);
    int precision() const { return m_precision; }
    void setPrecision(int decimals);
    /// Text relative to the default size: Ctrl+ and Ctrl− change it by 15 %, between 0.5 and 4.
    double textScale() const { return m_textScale; }
    void setTextScale(double scale);
    PaletteKind palette() const { return m_palette; }
    void setPalette(PaletteKind palette);
    PipelineStage stage() const { return m_stage; }
    /// Which part of its stage is shown (lecture mode shows the Q, K, V products and the layer norm's two
    /// steps one at a time); All where the whole stage is, and always on a stage without parts.
    StagePart stagePart() const { return m_stagePart; }
    /// The stage, and which of its parts (one of partsOf(stage), else All). The part is announced before the
    /// stage, so that a view hearing both can draw once, on the stage.
    void setStage(PipelineStage stage, StagePart part = StagePart::All);
    /// The query-key pair a student points at, shared by every linked view.
    AttentionFocus *focus() const { return m_focus; }

Q_SIGNALS:
    void headChanged(int head);
    void precisionChanged(int decimals);
    void textScaleChanged(double scale);
    void paletteChanged(PaletteKind palette);
    void stageChanged(PipelineStage stage);
    void stagePartChanged(StagePart part);

private:
    /// Sets a value; announces it only when it changed.
    template <typename Value>
    void change(Value &field, Value value, void (ViewState::*changed)(Value));

    int m_head = 0;
    int m_precision = 3;
    double m_textScale = 1.0;
    PaletteKind m_palette = PaletteKind::Viridis;
    PipelineStage m_stage = PipelineStage::Embeddings;
    StagePart m_stagePart = StagePart::All;
    AttentionFocus *m_focus;
};

} // namespace attn
