#pragma once

#include "scenario/PipelineStage.h"

#include <QWidget>
#include <vector>

class QButtonGroup;

namespace attn {

class ViewState;

/// The stages as a row of large buttons, the current one pressed: where the lesson is, at a glance.
class StageBar : public QWidget
{
    Q_OBJECT
public:
    /// Shows the view state's stage pressed, in its text scale.
    explicit StageBar(ViewState *viewState, QWidget *parent = nullptr);
    void setStage(PipelineStage stage);
    /// No stage pressed: the page after the last stage is shown.
    void clearStage();
    /// The stages this scenario steps through, each with its label, numbered 1, 2, … in that order; the
    /// buttons of the other stages are hidden.
    void setStages(const std::vector<PipelineStage> &stages, const QStringList &labels);
    void setFontScale(double scale);
    double fontScale() const { return m_fontScale; }
    /// The stage whose button is pressed (−1 for none: the page after the last stage).
    int pressedStage() const;

    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void stageSelected(attn::PipelineStage stage);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The largest text, up to the chosen size, with which every label fits the bar's width; the stage
    /// numbers alone where the labels cannot fit at a readable size.
    void fitText();

    QButtonGroup *m_buttons;
    std::vector<PipelineStage> m_stages;
    QStringList m_labels;
    double m_fontScale = 1.0;
};

} // namespace attn
