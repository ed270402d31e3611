#include "lessonwindow/LectureDocks.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTimer>

namespace attn {

LectureDocks::LectureDocks(QMainWindow &window, QDockWidget *editor, QDockWidget *figures)
    : QObject(&window), m_window(window), m_editor(editor), m_figures(figures)
{
}

void LectureDocks::beginLecture()
{
    m_lecture = true;
    m_desk = DeskLayout{m_window.size(), m_editor->width(), m_figures->width(), m_editor->isVisible(), m_window.isFullScreen()};
    m_editor->hide();
}

void LectureDocks::endLecture()
{
    m_lecture = false;
    m_editor->setVisible(!m_desk || m_desk->editorVisible);
    // Now if the window keeps its size, else when it is back at the desk's (full screen ends later).
    QTimer::singleShot(0, this, &LectureDocks::restoreDesk);
}

void LectureDocks::windowResized()
{
    // The window fills the screen only after the window manager answers, after the lecture began: the
    // figures' share is measured again then. Against the width last shared out, not the event's sizes: under
    // X11 the resize to the full screen can come as an event still saying the old size (1600 from 1600, with
    // width() already 1920), which would leave the figures their share of 1600 for the whole lecture.
    if (m_lecture && m_window.width() != m_sharedOutWidth)
        giveTheFiguresTheirShare();
    if (!m_lecture && m_desk)
        restoreDesk();
}

void LectureDocks::giveTheFiguresTheirShare()
{
    m_window.resizeDocks({m_figures}, {m_window.width() * 7 / 25}, Qt::Horizontal);
    m_sharedOutWidth = m_window.width();
}

void LectureDocks::restoreDesk()
{
    if (m_lecture || !m_desk || m_window.size() != m_desk->window)
        return;
    m_window.resizeDocks({m_editor, m_figures}, {m_desk->editorWidth, m_desk->figuresWidth}, Qt::Horizontal);
    m_desk.reset();
}

} // namespace attn
