#pragma once

#include <QObject>

class QString;
class QWidget;

namespace attn {

class ComplexityWindow;
class LanguageModelWindow;
class MainWindow;
class ModelWindow;
class TrainingWindow;

/// The lesson window's side windows: the cost of attention, training, a real model and the small language
/// model. Each is made on first use and shown in front; in a lecture each takes the screen and the room's
/// share of the text size (lectureRoomScale), and gives it back after.
class SideWindows : public QObject
{
    Q_OBJECT
public:
    explicit SideWindows(MainWindow &lessonWindow);

    /// The cost of attention, measuring at once when asked.
    void showComplexityWindow(bool startMeasuring);
    TrainingWindow *showTrainingWindow();
    ModelWindow *showModelWindow();
    /// The small language model's window, open on the model that comes with the program the first time.
    LanguageModelWindow *showLanguageModelWindow();
    /// A language model's file (train-lm's, or its window's) opened in its window, which asks first whether to
    /// let go of a model trained and not saved; a file that cannot be read says why and brings up no window.
    bool openLanguageModelFile(const QString &path);
    /// Null until shown.
    LanguageModelWindow *languageModelWindow() const { return m_languageModelWindow; }
    /// The lecture began or ended: the windows already open take the room's text size, or give it back.
    void setLectureMode(bool on);

private:
    /// Shows a window in front, maximized and at the room's text size in a lecture (the model windows are
    /// maximized always).
    template <class SideWindow> void bringToFrontForTheRoom(SideWindow &window);
    /// The share of the text size a side window takes from the room: lectureRoomScale of its screen in a
    /// lecture, else 1.
    double roomScaleFor(const QWidget &window) const;

    MainWindow &m_lessonWindow;
    bool m_lectureMode = false;
    ComplexityWindow *m_complexityWindow = nullptr;
    TrainingWindow *m_trainingWindow = nullptr;
    ModelWindow *m_modelWindow = nullptr;
    LanguageModelWindow *m_languageModelWindow = nullptr;
};

} // namespace attn
