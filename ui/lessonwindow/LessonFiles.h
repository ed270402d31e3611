#pragma once

#include "lessonwindow/LessonWindowDialogs.h"
#include "scenario/ScenarioFile.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QFileSystemWatcher;
class QTimer;
class QUndoCommand;

namespace attn {

class Autosave;
class ScenarioDocument;

/// The lesson window's file: opening, saving and reloading the scenario, noticing another program's change to
/// it, asking before changes are lost, and offering back the changes a crash left. Nothing is lost unasked: not
/// the window's changes (saved first, or one Undo away), not the file's (never overwritten unasked).
class LessonFiles : public QObject
{
    Q_OBJECT
public:
    /// What the window does with a scenario read: shows it from its first stage, as the document's new
    /// scenario (the file it is saved to, or empty for an untitled one), and as the gallery's lesson of that
    /// index (-1: none).
    using ShowScenario = std::function<void(Scenario scenario, const QString &filePath, int lessonIndex)>;
    /// dialogs: the window's, which it may replace at any time. enterTyping: enters what is being typed in the
    /// window (a cell, a title), asked before anything is saved or left.
    LessonFiles(ScenarioDocument *document, Autosave *autosave, const std::unique_ptr<LessonWindowDialogs> &dialogs,
                ShowScenario show, std::function<void()> enterTyping, QObject *parent);

    /// A scenario made elsewhere (a lesson, a trained layer, a model's head), shown as a document of
    /// filePath (empty: untitled) whose disk version is the fingerprint's.
    void load(Scenario scenario, const QString &filePath, int lessonIndex, const QByteArray &fingerprint = {});
    /// Opens a scenario file: read first, so that one that cannot be opened is said before anything is asked;
    /// then the unsaved changes and a long computation asked about. False where it was not opened.
    bool open(const QString &path);
    bool save();
    bool saveAs(const QString &path);
    /// The file Save as writes: the user's choice, with ".json" added where no extension was typed; empty where
    /// nothing was chosen or the user would not replace the file so named.
    QString chooseFileToSaveAs();
    /// The file's version in place of this window's, as one edit that Undo takes back.
    void reload();
    /// Compares the open file with what this window last read or wrote, and asks when another program has
    /// changed it. Runs by itself shortly after the file changes on disk.
    void checkFileOnDisk();
    /// Asks about unsaved changes (and changes only in Undo after a reload) before they would be lost: true
    /// where the window may go on to close or replace its scenario.
    bool maybeSave();
    /// Asks before a scenario that takes long or much memory to compute is opened.
    bool confirmLongWork(const Scenario &scenario);

    /// After a crash or a kill: offers back a scenario that another run autosaved and never saved: the one
    /// made to requestedFile where there is one, else the newest. Returns whether one was recovered (it is
    /// then the document, modified, with its original path).
    bool offerRecovery(const QString &requestedFile = QString());
    /// The recovery question: which file it replaces where the program was asked to open another, whether
    /// its file was saved since, and how many others wait.
    static QString recoveryQuestion(const LessonWindowDialogs::RecoveryOffer &offer);

Q_SIGNALS:
    /// For the status bar; timeout in milliseconds, 0 until the next message (an empty one clears it).
    void message(const QString &text, int timeout);
    /// Saved, reloaded, recovered, or found deleted: the window's title says so.
    void savedStateChanged();
    /// A file opened or saved joined the recent files.
    void recentFilesChanged();

private:
    LessonWindowDialogs &dialogs() const { return *m_dialogs; }
    ScenarioReadResult readWhileResponsive(const QString &path);
    void watchFile(const QString &filePath, const QByteArray &fingerprint);
    /// Asks the dialogs' reload question, with the file watcher's own questions held meanwhile.
    bool askWhetherToReload(const QString &question);
    /// The file's version read, as one edit on top of this window's (Undo brings that back); saved.
    void reloadFromDisk(const ScenarioReadResult &read);
    /// Where unsaved changes gave way to a reload and are still one or more Undo away, the window otherwise as
    /// saved (closing would lose them with nothing asked): the undo index of that state; else -1.
    int changesOnlyInUndo() const;
    /// "“b.json” has changes that are not saved. Save them first?"
    QString unsavedChangesQuestion() const;
    QString proposedScenarioPath() const;
    void rememberRecentFile(const QString &path);

    ScenarioDocument *m_document;
    Autosave *m_autosave;
    const std::unique_ptr<LessonWindowDialogs> &m_dialogs;
    ShowScenario m_show;
    std::function<void()> m_enterTyping;
    QFileSystemWatcher *m_fileWatcher = nullptr;
    QTimer *m_fileCheckTimer = nullptr;
    /// SHA-256 of the file as this window last read or wrote it; empty for an untitled scenario.
    QByteArray m_diskFingerprint;
    bool m_askingAboutDisk = false;
    /// The last reload that replaced unsaved changes (they are the state before it) and its name; null after
    /// New or Open.
    const QUndoCommand *m_reloadOverChanges = nullptr;
    QString m_reloadOverChangesName;
};

} // namespace attn
