#include "lessonwindow/SideWindows.h"

#include "common/WindowSize.h"
#include "complexitywindow/ComplexityWindow.h"
#include "languagemodelwindow/LanguageModelWindow.h"
#include "lessonwindow/LessonWindowStrings.h"
#include "lessonwindow/MainWindow.h"
#include "modelwindow/ModelWindow.h"
#include "trainingwindow/TrainingWindow.h"
#include "training/LanguageModelFile.h"

#include <QFileInfo>
#include <QScreen>

namespace attn {

SideWindows::SideWindows(MainWindow &lessonWindow) : QObject(&lessonWindow), m_lessonWindow(lessonWindow) {}

template <class SideWindow> void SideWindows::bringToFrontForTheRoom(SideWindow &window)
{
    // In a lecture the window takes the screen the lecture fills: at its desk size (about 1500 x 980 on a
    // 1920 x 1080 projector) the lecture would show round its edges and its pictures get less room than there is.
    if (m_lectureMode)
        window.setWindowState(window.windowState() | Qt::WindowMaximized);
    window.setRoomScale(roomScaleFor(window));
    bringToFront(window);
}

double SideWindows::roomScaleFor(const QWidget &window) const
{
    const QScreen *screen = window.screen();
    return m_lectureMode && screen ? lectureRoomScale(screen->geometry().size()) : 1.0;
}

void SideWindows::setLectureMode(bool on)
{
    m_lectureMode = on;
    if (m_trainingWindow)
        m_trainingWindow->setRoomScale(roomScaleFor(*m_trainingWindow));
    if (m_complexityWindow)
        m_complexityWindow->setRoomScale(roomScaleFor(*m_complexityWindow));
    if (m_modelWindow)
        m_modelWindow->setRoomScale(roomScaleFor(*m_modelWindow));
    if (m_languageModelWindow)
        m_languageModelWindow->setRoomScale(roomScaleFor(*m_languageModelWindow));
}

void SideWindows::showComplexityWindow(bool startMeasuring)
{
    if (!m_complexityWindow)
        m_complexityWindow = new ComplexityWindow(&m_lessonWindow);
    bringToFrontForTheRoom(*m_complexityWindow);
    if (startMeasuring)
        m_complexityWindow->start();
}

ModelWindow *SideWindows::showModelWindow()
{
    if (!m_modelWindow) {
        m_modelWindow = new ModelWindow(&m_lessonWindow);
        connect(m_modelWindow, &ModelWindow::openInStepper, &m_lessonWindow, &MainWindow::openModelAttention);
        // A grid of 144 heads wants the whole screen.
        m_modelWindow->setWindowState(Qt::WindowMaximized);
    }
    bringToFrontForTheRoom(*m_modelWindow);
    return m_modelWindow;
}

LanguageModelWindow *SideWindows::showLanguageModelWindow()
{
    if (!m_languageModelWindow) {
        m_languageModelWindow = new LanguageModelWindow(&m_lessonWindow);
        connect(m_languageModelWindow, &LanguageModelWindow::openInStepper, &m_lessonWindow, &MainWindow::openModelAttention);
        // Its pictures, plot and tables share the screen: all of it, as for the real model.
        m_languageModelWindow->setWindowState(Qt::WindowMaximized);
        // One click: the model that comes with the program, on an example sentence.
        const QString problem = m_languageModelWindow->openBuiltInModel();
        if (!problem.isEmpty())
            m_lessonWindow.dialogs().reportError(problem);
    }
    bringToFrontForTheRoom(*m_languageModelWindow);
    return m_languageModelWindow;
}

bool SideWindows::openLanguageModelFile(const QString &path)
{
    // Read first: a model that cannot be opened brings up no window (it would show the built-in model).
    if (const LanguageModelReadResult read = readLanguageModelFile(path); !read.model) {
        m_lessonWindow.dialogs().reportError(LessonWindowStrings::tr("This language model cannot be opened:\n%1").arg(read.error));
        return false;
    }
    LanguageModelWindow *window = showLanguageModelWindow();
    if (!window->confirmDiscardingTrainedModel())
        return false;
    const QString problem = window->openModel(QFileInfo(path).absoluteFilePath());
    if (!problem.isEmpty())
        m_lessonWindow.dialogs().reportError(LessonWindowStrings::tr("This language model cannot be opened:\n%1").arg(problem));
    return problem.isEmpty();
}

TrainingWindow *SideWindows::showTrainingWindow()
{
    if (!m_trainingWindow) {
        m_trainingWindow = new TrainingWindow(&m_lessonWindow);
        connect(m_trainingWindow, &TrainingWindow::takeIntoLesson, &m_lessonWindow, &MainWindow::takeTrainedLayer);
    }
    bringToFrontForTheRoom(*m_trainingWindow);
    return m_trainingWindow;
}

} // namespace attn
