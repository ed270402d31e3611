#pragma once

#include "scenario/Scenario.h"
#include "scenario/ScenarioValidation.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace attn {

class ScenarioDocument;

/// Writes a modified scenario to the application's data folder a few seconds after each change, so that a
/// crash or a kill loses nothing: the next start finds the file of a window that is no longer running and
/// offers it back. Saving (the document becomes clean) or closing normally removes the file.
///
/// Each window's files carry an id of their own (a UUID), never a process id, which another program can
/// get once the first has ended; and each window holds a lock file beside them while it runs (QLockFile:
/// the lock names the process, and the system's file lock proves it alive). Only files whose lock is free
/// or stale are offered back, so no running window's work is ever taken or overwritten.
///
/// The file is written on another thread from a snapshot of the scenario: thousands of tokens take
/// seconds to write, and the window goes on answering meanwhile. One write runs at a time; a change made
/// during it is written after it, so the file always ends with the newest state.
class Autosave : public QObject
{
    Q_OBJECT
public:
    /// largestFile: the largest autosave written (the reader's limit; a test gives a smaller one). A larger
    /// scenario keeps no copy at all, rather than an older one offered after a crash as the latest.
    Autosave(ScenarioDocument *document, const QString &folder, int delayMilliseconds, QObject *parent = nullptr,
             qint64 largestFile = ScenarioLimits::maxFileBytes);
    ~Autosave() override;

    /// <AppData>/autosave
    static QString defaultFolder();
    /// This window's autosave file: autosave-<id>.json, with the original file's path in
    /// autosave-<id>.origin and the lock in autosave-<id>.lock.
    QString filePath() const;
    /// Removes this window's autosave files (after a save, or a close that lost nothing), once a write in
    /// progress has ended, so that it cannot bring them back.
    void discard();
    /// Whether a write has started whose end this window has not yet taken (then the next, if asked for,
    /// starts at once).
    bool isWriting() const { return m_writeInProgress; }
    /// Why the changes have no recovery copy now (the last write failed), or empty. A failed write is tried
    /// again after five times the delay (two seconds at least), and with the next change.
    QString failure() const { return m_failure; }

    /// An autosaved scenario left by a window that is no longer running. While it exists it holds that
    /// autosave's lock, so that two windows started together cannot both take it.
    struct Recovery
    {
        QString autosavePath;
        QString originalPath; ///< the file it was opened from, or empty for an untitled scenario
        QDateTime written;
        Scenario scenario;
        std::shared_ptr<QLockFile> lock;
    };
    /// The recoveries in the folder; on the way, the locks of ended windows that keep nothing are removed.
    static std::vector<Recovery> findRecoveries(const QString &folder);
    /// Removes a recovery's files once it has been taken back or declined.
    static void remove(const Recovery &recovery);
    /// Takes a recovery taken back into this window: its files stay (and stay locked) until this window's
    /// own autosave of it has been written, or the window is saved or closed, so that a crash in between
    /// still finds it. Writes at once.
    void adopt(Recovery recovery);

Q_SIGNALS:
    /// failure() changed: a write failed where the one before had not, or for another reason (failure names
    /// the file and the system's reason; tries again that fail the same way say nothing), or one succeeded
    /// (or the document was saved) after a failure (failure is empty).
    void failureChanged(const QString &failure);

private:
    /// Starts writing the present scenario in the background, or asks for it once the running write ends.
    void write();
    void finishWrite();
    void setFailure(const QString &failure);

    ScenarioDocument *m_document;
    QString m_folder;
    QString m_id;
    QTimer m_timer;
    QTimer m_retry;
    QString m_failure;
    std::unique_ptr<QLockFile> m_lock;
    /// The write in progress; its result is the error, empty when both files were written.
    QFutureWatcher<QString> m_writing;
    bool m_writeInProgress = false;
    qint64 m_largestFile;
    bool m_writeAgain = false;
    /// A recovery this window took back, kept until its own autosave replaces it (adopt).
    std::optional<Recovery> m_adopted;
};

} // namespace attn
