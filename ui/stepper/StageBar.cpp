#include "StageBar.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QToolButton>

namespace attn {

StageBar::StageBar(QWidget *parent) : QWidget(parent), m_buttons(new QButtonGroup(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (PipelineStage stage : kAllStages) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setFocusPolicy(Qt::NoFocus); // the keys belong to the window's stage shortcuts
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_buttons->addButton(button, int(stage));
        layout->addWidget(button);
    }
    m_buttons->setExclusive(true);
    connect(m_buttons, &QButtonGroup::idClicked, this, [this](int id) { Q_EMIT stageSelected(PipelineStage(id)); });
    setFontScale(1.0);
}

void StageBar::setStage(PipelineStage stage)
{
    m_buttons->button(int(stage))->setChecked(true);
}

void StageBar::setLabels(const QStringList &labels)
{
    for (int i = 0; i < labels.size(); ++i)
        m_buttons->button(i)->setText(QStringLiteral("%1  %2").arg(i + 1).arg(labels[i]));
}

void StageBar::setFontScale(double scale)
{
    QFont buttonFont = font();
    buttonFont.setPixelSize(int(17 * scale));
    for (QAbstractButton *button : m_buttons->buttons())
        button->setFont(buttonFont);
}

} // namespace attn
