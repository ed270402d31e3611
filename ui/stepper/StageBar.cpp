#include "StageBar.h"

#include "document/ViewState.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QToolButton>
#include <algorithm>

namespace attn {

StageBar::StageBar(ViewState *viewState, QWidget *parent) : QWidget(parent), m_buttons(new QButtonGroup(this))
{
    connect(viewState, &ViewState::stageChanged, this, &StageBar::setStage);
    connect(viewState, &ViewState::textScaleChanged, this, &StageBar::setFontScale);
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
    // The stage shown stands out in the selection's colours: the style's own pressed look (light grey on
    // lighter grey, #DFDFDF on #FEFEFE) vanishes on a projector, and the bar is how the room sees where the
    // lesson is.
    // Every button framed alike, so that the one shown is no wider than the others.
    setStyleSheet(QStringLiteral("QToolButton { border: 1px solid palette(mid); border-radius: 3px; padding: 2px 3px;"
                                 " background-color: palette(button); }"
                                 "QToolButton:hover:!checked { background-color: palette(midlight); }"
                                 "QToolButton:checked { background-color: palette(highlight); color: palette(highlighted-text);"
                                 " border-color: palette(highlight); }"));
    connect(m_buttons, &QButtonGroup::idClicked, this, [this](int id) { Q_EMIT stageSelected(PipelineStage(id)); });
    setFontScale(1.0);
}

int StageBar::pressedStage() const
{
    return m_buttons->checkedId();
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

void StageBar::setStages(const std::vector<PipelineStage> &stages, const QStringList &labels)
{
    m_stages = stages;
    m_labels = labels;
    for (QAbstractButton *button : m_buttons->buttons())
        button->setVisible(std::find(stages.begin(), stages.end(), PipelineStage(m_buttons->id(button))) != stages.end());
    for (int i = 0; i < labels.size() && i < int(stages.size()); ++i)
        m_buttons->button(int(stages[size_t(i)]))->setToolTip(QStringLiteral("%1  %2").arg(i + 1).arg(labels[i]));
    fitText();
}

void StageBar::setFontScale(double scale)
{
    m_fontScale = scale;
    fitText();
}

QSize StageBar::minimumSizeHint() const
{
    return {int(m_stages.empty() ? kAllStages.size() : m_stages.size()) * 40, QWidget::minimumSizeHint().height()};
}

void StageBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitText();
}

void StageBar::fitText()
{
    // The largest text, down to a readable 12 px (times the text scale: a lecture's bar read from the back of
    // the room), with which the numbered labels fit the bar; where even that is too wide (a narrow window,
    // long Italian names), the numbers alone, the names in tool tips: cut words help nobody. The page's title
    // names the stage shown, in large type.
    const int smallestReadable = std::max(12, int(12 * m_fontScale));
    // Each label measured as the style draws it (frame, margins, its rounding), on one of the buttons.
    QAbstractButton *probe = m_buttons->buttons().constFirst();
    const QString probeText = probe->text();
    const QFont probeFont = probe->font();
    // The layout gives every shown button the same share of the bar.
    const int buttons = int(m_stages.size());
    if (buttons == 0)
        return;
    // (less the layout's margins, and a pixel for the rounding of its shares).
    const QMargins margins = layout()->contentsMargins();
    const int share = (width() - margins.left() - margins.right() - layout()->spacing() * (buttons - 1)) / std::max(1, buttons) - 1;
    auto texts = [this](bool named) {
        QStringList shown;
        for (int i = 0; i < m_labels.size(); ++i)
            shown << (named ? QStringLiteral("%1  %2").arg(i + 1).arg(m_labels[i]) : QString::number(i + 1));
        return shown;
    };
    auto largestFitting = [&](const QStringList &shown, int smallest) {
        QFont buttonFont = font();
        int fitting = 0;
        for (int pixels = int(17 * m_fontScale); pixels >= smallest && fitting == 0; --pixels) {
            buttonFont.setPixelSize(pixels);
            probe->setFont(buttonFont);
            int widest = 0;
            for (const QString &text : shown) {
                probe->setText(text);
                widest = std::max(widest, probe->sizeHint().width());
            }
            if (widest <= share || width() == 0)
                fitting = pixels;
        }
        probe->setText(probeText);
        probe->setFont(probeFont);
        return fitting;
    };
    QStringList shown = texts(true);
    int pixels = largestFitting(shown, smallestReadable);
    if (pixels == 0) {
        // The numbers alone, down to a plain 12 px in a narrow window, rather than wider than the bar.
        shown = texts(false);
        pixels = std::max(largestFitting(shown, 12), 12);
    }
    QFont buttonFont = font();
    buttonFont.setPixelSize(pixels);
    for (int i = 0; i < shown.size() && i < buttons; ++i) {
        m_buttons->button(int(m_stages[size_t(i)]))->setText(shown[i]);
        m_buttons->button(int(m_stages[size_t(i)]))->setFont(buttonFont);
    }
}

} // namespace attn
