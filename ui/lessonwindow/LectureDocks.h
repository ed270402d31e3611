#pragma once

#include <QObject>
#include <QSize>

#include <optional>

class QDockWidget;
class QMainWindow;

namespace attn {

/// The lesson window's docks in a lecture: the editor hidden and its room given to the figures (7/25 of the
/// width, which they need at lecture size), and after it the desk as the lecture found it: the window's size,
/// the docks' widths (else the figures' dock comes back 50 px wider from each lecture), whether the editor was
/// shown and whether the window filled the screen (F11 before Ctrl+F5).
class LectureDocks : public QObject
{
    Q_OBJECT
public:
    LectureDocks(QMainWindow &window, QDockWidget *editor, QDockWidget *figures);

    /// Remembers the desk and hides the editor.
    void beginLecture();
    /// The editor's room to the figures, once the lecture's text sizes are set.
    void giveTheFiguresTheirShare();
    void endLecture();
    /// Whether the window filled the screen when the lecture began.
    bool deskFilledTheScreen() const { return m_desk && m_desk->fullScreen; }
    /// The window has a new size: in a lecture the figures' share is measured again; after it, the desk's
    /// widths come back once the window has its desk size again.
    void windowResized();

private:
    void restoreDesk();

    struct DeskLayout
    {
        QSize window;
        int editorWidth = 0;
        int figuresWidth = 0;
        bool editorVisible = true;
        bool fullScreen = false;
    };
    QMainWindow &m_window;
    QDockWidget *m_editor;
    QDockWidget *m_figures;
    bool m_lecture = false;
    /// Kept until the docks' desk widths are given back.
    std::optional<DeskLayout> m_desk;
    /// The window's width when the lecture's docks were last shared out.
    int m_sharedOutWidth = 0;
};

} // namespace attn
