#pragma once

#include "document/Autosave.h"

#include <QDateTime>
#include <QMessageBox>
#include <QString>

class QWidget;

namespace attn {

/// Every question the lesson window asks and every file it asks for, behind one interface: the window's own
/// dialogs (LessonWindowQtDialogs), or answers given in advance where nobody is there to click (the tests, the
/// window's benchmark).
class LessonWindowDialogs
{
public:
    /// The answers to "recover the unsaved changes?": Later keeps them for the next start (what Esc and the
    /// dialog's close button mean), Discard deletes them.
    enum class RecoveryAnswer { Recover, Later, Discard };
    /// What the question offers: the changes kept, and what the user should know before taking them back.
    struct RecoveryOffer
    {
        const Autosave::Recovery &recovery;
        /// The file the program was asked to open instead, or empty (none, or the changes' own file).
        QString requestedFile;
        /// When the changes' file was saved after they were kept (a later session, another window), else
        /// invalid: recovering then brings back an older version over it.
        QDateTime fileSavedLater;
        /// Other windows' changes, left for the next start.
        int othersWaiting = 0;
        /// The question as the dialog asks it.
        QString text;
    };
    /// The name a deck's save dialog was given, as typed, and the format of the entry chosen in its list
    /// ("pdf", "png" or "svg"); an empty path where nothing was chosen.
    struct DeckChoice
    {
        QString path;
        QString format;
    };

    virtual ~LessonWindowDialogs() = default;

    virtual void reportError(const QString &message) = 0;
    /// "“b.json” has changes that are not saved. Save them first?": Save, Discard or Cancel.
    virtual QMessageBox::StandardButton askToSave(const QString &question) = 0;
    /// Asked on closing (Quit, New, Open) a window whose changes gave way to a reload and are only in its undo
    /// history: Yes brings them back (and the window stays), Discard lets them go, Cancel keeps the window.
    virtual QMessageBox::StandardButton askAboutReplacedChanges(const QString &question) = 0;
    /// Asked when another program has changed the open file, and for File › Reload: true reloads it (the
    /// window's version stays one Undo away), false keeps this version.
    virtual bool askToReload(const QString &question) = 0;
    /// Asked before replacing a file: one another program changed since it was opened or saved here, or one of
    /// the name a save dialog's answer becomes. True replaces it.
    virtual bool askToOverwrite(const QString &question) = 0;
    /// Asked before opening a scenario that takes long or much memory to compute; false: not opened.
    virtual bool askLongWork(const QString &question) = 0;
    virtual RecoveryAnswer askToRecover(const RecoveryOffer &offer) = 0;

    /// The file choosers, each empty where nothing was chosen. Open starts in a folder; the save dialogs
    /// propose a path (the file's own, or a free name made from the title).
    virtual QString chooseScenarioToOpen(const QString &folder) = 0;
    virtual QString chooseScenarioFile(const QString &proposedPath) = 0;
    virtual QString chooseFigureFile(const QString &proposedPath) = 0;
    virtual DeckChoice chooseDeckFile(const QString &proposedPath) = 0;
};

/// The lesson window's own dialogs, over the window they belong to.
class LessonWindowQtDialogs : public LessonWindowDialogs
{
public:
    explicit LessonWindowQtDialogs(QWidget *window) : m_window(window) {}

    void reportError(const QString &message) override;
    QMessageBox::StandardButton askToSave(const QString &question) override;
    QMessageBox::StandardButton askAboutReplacedChanges(const QString &question) override;
    bool askToReload(const QString &question) override;
    bool askToOverwrite(const QString &question) override;
    bool askLongWork(const QString &question) override;
    RecoveryAnswer askToRecover(const RecoveryOffer &offer) override;
    QString chooseScenarioToOpen(const QString &folder) override;
    QString chooseScenarioFile(const QString &proposedPath) override;
    QString chooseFigureFile(const QString &proposedPath) override;
    DeckChoice chooseDeckFile(const QString &proposedPath) override;

private:
    QWidget *m_window;
};

} // namespace attn
