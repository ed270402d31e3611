#pragma once

#include "render/ColourPalettes.h"

#include <QList>
#include <QObject>

#include <utility>

class QAction;
class QMenu;
class QSpinBox;

namespace attn {

class LiveTranslation;
class MainWindow;

/// The lesson window's menus (File, Edit, Stages, View with its languages and engines) and the stepper's
/// toolbar (stages, head, decimals, undo): what each item does is the window's; which are ticked follows it.
class LessonWindowMenus : public QObject
{
    Q_OBJECT
public:
    /// Made in the window's menu bar, their texts in liveTexts, which speaks each language chosen.
    LessonWindowMenus(MainWindow &window, LiveTranslation &liveTexts);

    QSpinBox *headBox() const { return m_headBox; }
    QSpinBox *precisionBox() const { return m_precisionBox; }
    /// Whether View › Lesson notes is ticked; the item is enabled where the scenario has notes.
    bool notesWanted() const;
    void setNotesAvailable(bool available);
    void setLectureTicked(bool on);
    void setFullScreenTicked(bool on);
    void tickPalette(PaletteKind palette);
    void tickEngine(const QString &name);
    /// Next, previous, first and last stage: their shortcuts are the clicker's keys.
    const QList<QAction *> &stageActions() const { return m_stageActions; }
    /// The gallery in the language spoken now.
    void updateLessonMenu();
    /// The recent files still there (a moved or deleted one would only fail).
    void updateRecentMenu();

private:
    void createFileMenu();
    /// Returns the undo and redo actions, which the toolbar shows too.
    std::pair<QAction *, QAction *> createEditMenu();
    /// Returns the previous and next stage's actions, which the toolbar shows too.
    std::pair<QAction *, QAction *> createStagesMenu();
    QMenu *createViewMenu();
    /// The palettes, the presentation, lecture mode, full screen and Esc.
    void createPresentingItems(QMenu *view);
    /// The side windows: the cost of attention, training, a real model, the language model.
    void createSideWindowItems(QMenu *view);
    void createLanguageMenu(QMenu *view);
    void createEngineMenu(QMenu *view);
    void createStepperToolBar(QAction *previous, QAction *next, QAction *undo, QAction *redo);

    MainWindow &m_window;
    LiveTranslation &m_liveTexts;
    QMenu *m_lessonMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_paletteMenu = nullptr;
    QMenu *m_engineMenu = nullptr;
    QAction *m_notesToggle = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_lectureAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QList<QAction *> m_stageActions;
    QSpinBox *m_headBox = nullptr;
    QSpinBox *m_precisionBox = nullptr;
};

} // namespace attn
