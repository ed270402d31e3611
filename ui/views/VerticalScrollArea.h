#pragma once

#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

namespace attn {

/// A scroll area for a form in a dock: it scrolls up and down, never sideways, and is never narrower than
/// the form's narrowest layout, so that the dock holds every button and label whole (a long German label
/// widens it; the form's rows wrap before that).
class VerticalScrollArea : public QScrollArea
{
public:
    explicit VerticalScrollArea(QWidget *form, QWidget *parent = nullptr) : QScrollArea(parent)
    {
        setWidget(form);
        setWidgetResizable(true);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        form->installEventFilter(this);
    }

    QSize minimumSizeHint() const override
    {
        const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
        const int width = widget() ? widget()->minimumSizeHint().width() : 0;
        return {width + scrollBar + 2 * frameWidth(), QScrollArea::minimumSizeHint().height()};
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The form's layout changed (a language, a hidden group): the dock asks again how narrow it may be.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace attn
