#include "lessonwindow/LessonPresentation.h"

#include "document/ScenarioDocument.h"
#include "lessonwindow/LessonGallery.h"
#include "lessonwindow/PresentationWindow.h"
#include "render/SpokenLanguage.h"

namespace attn {

LessonPresentation::LessonPresentation(ScenarioDocument *document, std::function<int()> lessonIndex,
                                       std::function<bool(const QString &)> openLesson, QWidget *lessonWindow)
    : QObject(lessonWindow), m_document(document), m_lessonIndex(std::move(lessonIndex)), m_openLesson(std::move(openLesson)),
      m_lessonWindow(lessonWindow)
{
}

PresentationWindow *LessonPresentation::show(PipelineStage stage, int head, QScreen *deskScreen)
{
    if (!m_window) {
        m_window = new PresentationWindow(m_document, m_lessonWindow);
        m_window->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_window, &PresentationWindow::lessonStepRequested, this, &LessonPresentation::showNeighbourLesson);
    }
    lessonChanged();
    m_window->showSlide(m_window->slideOfStage(stage, head));
    m_window->present(deskScreen);
    return m_window.data();
}

void LessonPresentation::lessonChanged()
{
    if (!m_window)
        return;
    const LessonGallery &gallery = LessonGallery::instance();
    const int lesson = m_lessonIndex();
    m_window->setLessonPlace(lesson, gallery.size(), gallery.titleAfter(lesson, currentLanguage()));
}

void LessonPresentation::showNeighbourLesson(int delta)
{
    // The clicker walks on into the next lesson, from its file as it is (nothing of this one carried over):
    // its title slide, or coming back, the end of the one before.
    const int lesson = m_lessonIndex() + delta;
    if (!m_window || m_document->isModified() || lesson < 0 || lesson >= LessonGallery::instance().size())
        return;
    if (!m_openLesson(LessonGallery::instance().path(lesson)))
        return;
    lessonChanged();
    m_window->showSlide(delta > 0 ? 0 : m_window->slideCount() - 1);
}

} // namespace attn
