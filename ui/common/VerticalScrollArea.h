#pragma once

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

namespace attn {

/// A scroll area for a form in a dock: it scrolls up and down, never sideways, and is never narrower than
/// the form's narrowest layout, so that the dock holds every button and label whole (a long German label
/// widens it; the form's rows wrap before that).
///
/// The wheel scrolls the form past its number boxes and lists: one of them changes with the wheel only once
/// chosen (clicked or reached with Tab), so that scrolling the form down over d_model cannot take it from 4
/// to 3, costing every token its fourth number.
class VerticalScrollArea : public QScrollArea
{
public:
    explicit VerticalScrollArea(QWidget *form, QWidget *parent = nullptr) : QScrollArea(parent)
    {
        setWidget(form);
        setWidgetResizable(true);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        form->installEventFilter(this);
        for (QWidget *field : form->findChildren<QWidget *>()) {
            if (isFormField(field)) {
                field->setFocusPolicy(Qt::StrongFocus); // the wheel passing over does not choose it
                field->installEventFilter(this);
            }
        }
    }

    QSize minimumSizeHint() const override
    {
        const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
        const int width = widget() ? widget()->minimumSizeHint().width() : 0;
        return {width + scrollBar + 2 * frameWidth(), QScrollArea::minimumSizeHint().height()};
    }

protected:
    static bool isFormField(QObject *object) { return qobject_cast<QAbstractSpinBox *>(object) || qobject_cast<QComboBox *>(object); }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The form's layout changed (a language, a hidden group): the dock asks again how narrow it may be.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        // Taken from the field unchosen, and left unaccepted: Qt hands it on to the form and the scroll area.
        // (The scroll area's own scroll bar, which it hands the turn to, is watched too, and keeps it.)
        if (event->type() == QEvent::Wheel && isFormField(watched) && !static_cast<QWidget *>(watched)->hasFocus()) {
            event->ignore();
            return true;
        }
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace attn
