#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

namespace attn {

class PresentationWindow;

/// What the lecturer sees on the desk's screen while the room sees the slide on the other: the current slide
/// as the room sees it, the next one, the presenter's notes, the slide's number and the time since the
/// presentation began. Its keys are the presentation's (a clicker or the laptop's keyboard steer both).
class PresenterView : public QWidget
{
    Q_OBJECT
public:
    PresenterView(PresentationWindow *presentation, QWidget *parent = nullptr);

    /// Elapsed time as the view writes it: minutes and seconds, with hours past the first.
    static QString elapsedText(qint64 milliseconds);
    qint64 elapsedMilliseconds() const { return m_started.elapsed(); }
    /// The regions the view paints, for the checks that nothing overlaps.
    struct Regions
    {
        QRect header, current, next, notes;
    };
    Regions regions() const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    int textPixels() const;

    PresentationWindow *m_presentation;
    QElapsedTimer m_started;
    QTimer m_clock;
};

} // namespace attn
