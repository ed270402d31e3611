#pragma once

#include "engine/PipelineStage.h"

#include <QWidget>

class QButtonGroup;

namespace attn {

/// The stages as a row of large buttons, the current one pressed: where the lesson is, at a glance.
class StageBar : public QWidget
{
    Q_OBJECT
public:
    explicit StageBar(QWidget *parent = nullptr);
    void setStage(PipelineStage stage);
    void setLabels(const QStringList &labels);
    void setFontScale(double scale);

Q_SIGNALS:
    void stageSelected(attn::PipelineStage stage);

private:
    QButtonGroup *m_buttons;
};

} // namespace attn
