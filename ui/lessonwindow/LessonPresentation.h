#pragma once

#include "scenario/PipelineStage.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QScreen;
class QString;
class QWidget;

namespace attn {

class PresentationWindow;
class ScenarioDocument;

/// The lesson shown full screen as its deck (F5): the presentation made when asked and gone once it closes.
/// The clicker walks on from the deck's last slide into the next lesson of the gallery, and back from its
/// first into the end of the one before, and the deck always says where the lesson stands among them.
class LessonPresentation : public QObject
{
    Q_OBJECT
public:
    /// lessonIndex: the open lesson's place in the gallery (-1 for a file of the user's own). openLesson
    /// opens a gallery lesson from its path, false when it did not (the user kept their unsaved changes).
    LessonPresentation(ScenarioDocument *document, std::function<int()> lessonIndex,
                       std::function<bool(const QString &)> openLesson, QWidget *lessonWindow);

    /// Null until shown, and again once closed.
    PresentationWindow *window() const { return m_window.data(); }
    /// Shows the deck full screen at the slide of this stage and head (made on first use), on the screen
    /// beside the desk's where there is one.
    PresentationWindow *show(PipelineStage stage, int head, QScreen *deskScreen);
    /// Another lesson opened: the deck tells its place in the gallery and the title of the next.
    void lessonChanged();

private:
    /// Page Down past the deck's last slide (+1), Page Up before its first (-1).
    void showNeighbourLesson(int delta);

    ScenarioDocument *m_document;
    std::function<int()> m_lessonIndex;
    std::function<bool(const QString &)> m_openLesson;
    QWidget *m_lessonWindow;
    /// Null once the presentation closes (it deletes itself on close).
    QPointer<PresentationWindow> m_window;
};

} // namespace attn
