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
        // The bar gives way when the window is narrow (its text shrinks) rather than holding it wide.
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
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

void StageBar::clearStage()
{
    // An exclusive group keeps one button checked; it lets go only while not exclusive.
    m_buttons->setExclusive(false);
    if (QAbstractButton *checked = m_buttons->checkedButton())
        checked->setChecked(false);
    m_buttons->setExclusive(true);
}

void StageBar::setLabels(const QStringList &labels)
{
    for (int i = 0; i < labels.size(); ++i)
        m_buttons->button(i)->setText(QStringLiteral("%1  %2").arg(i + 1).arg(labels[i]));
    fitText();
}

void StageBar::setFontScale(double scale)
{
    m_fontScale = scale;
    fitText();
}

QSize StageBar::minimumSizeHint() const
{
    return {int(kAllStages.size()) * 40, QWidget::minimumSizeHint().height()};
}

void StageBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitText();
}

void StageBar::fitText()
{
    QFont buttonFont = font();
    int pixels = int(17 * m_fontScale);
    const int padding = 18; // a tool button's frame and margins
    for (; pixels > 9; --pixels) {
        buttonFont.setPixelSize(pixels);
        const QFontMetrics metrics(buttonFont);
        int needed = 0;
        for (QAbstractButton *button : m_buttons->buttons())
            needed += metrics.horizontalAdvance(button->text()) + padding;
        if (needed <= width() || width() == 0)
            break;
    }
    buttonFont.setPixelSize(pixels);
    for (QAbstractButton *button : m_buttons->buttons())
        button->setFont(buttonFont);
}

} // namespace attn
