#pragma once

#include "scenario/Scenario.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>
#include <vector>

namespace attn {

class ScenarioDocument;

/// Writes a modified scenario to the application's data folder a few seconds after each change, so that a
/// crash or a kill loses nothing: the next start finds the file of a process that is no longer running and
/// offers it back. Saving (the document becomes clean) or closing normally removes the file.
class Autosave : public QObject
{
    Q_OBJECT
public:
    Autosave(ScenarioDocument *document, const QString &folder, int delayMilliseconds, QObject *parent = nullptr);

    /// <AppData>/autosave
    static QString defaultFolder();
    /// This process's autosave file: autosave-<pid>.json, with the original file's path beside it.
    QString filePath() const;
    /// Removes this process's autosave files (after a save, or a close that lost nothing).
    void discard();

    /// An autosaved scenario left by a process that is no longer running.
    struct Recovery
    {
        QString autosavePath;
        QString originalPath; ///< the file it was opened from, or empty for an untitled scenario
        QDateTime written;
        Scenario scenario;
    };
    static std::vector<Recovery> findRecoveries(const QString &folder);
    /// Removes a recovery's files once it has been taken back or declined.
    static void remove(const Recovery &recovery);

private:
    void write();

    ScenarioDocument *m_document;
    QString m_folder;
    QTimer m_timer;
};

} // namespace attn
