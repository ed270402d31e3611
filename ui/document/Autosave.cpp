#include "Autosave.h"

#include "ScenarioDocument.h"
#include "io/WholeFileWrite.h"
#include "scenario/ScenarioFile.h"

#include <algorithm>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace attn {
namespace {

/// A sibling of the autosave file: only the suffix changes, since a folder in the path may itself
/// contain ".json".
QString sibling(const QString &autosavePath, const char *suffix)
{
    return autosavePath.chopped(int(qstrlen(".json"))) + QLatin1String(suffix);
}

/// The scenario first and the path of the file it came from second, each whole or not at all. Runs on a
/// thread of its own: it reads nothing but its arguments.
QString writeAutosaveFiles(const Scenario &scenario, const QString &autosavePath, const QString &originalPath,
                           qint64 largestFile)
{
    const QByteArray bytes = writeScenario(scenario);
    if (const std::optional<QString> tooLarge = scenarioFileTooLarge(bytes.size(), largestFile)) {
        // No copy can be kept: an older one, offered after a crash as if it were the latest, would be wrong.
        QFile::remove(autosavePath);
        QFile::remove(sibling(autosavePath, ".origin"));
        return QStringLiteral("%1: no recovery copy is kept: %2").arg(autosavePath, *tooLarge);
    }
    if (const QString failure = writeFileWhole(autosavePath, bytes); !failure.isEmpty())
        return QStringLiteral("%1: cannot save: %2").arg(autosavePath, failure);
    const QString originPath = sibling(autosavePath, ".origin");
    const QString originError = writeFileWhole(originPath, originalPath.toUtf8());
    return originError.isEmpty() ? QString() : QStringLiteral("%1: %2").arg(originPath, originError);
}

} // namespace

Autosave::Autosave(ScenarioDocument *document, const QString &folder, int delayMilliseconds, QObject *parent,
                   qint64 largestFile)
    : QObject(parent), m_document(document), m_folder(folder), m_id(QUuid::createUuid().toString(QUuid::WithoutBraces)),
      m_largestFile(largestFile)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(delayMilliseconds);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::write);
    // A failed write is tried again on its own: a student who frees some disk and edits nothing more is
    // covered again without knowing to make a change.
    m_retry.setSingleShot(true);
    m_retry.setInterval(std::max(5 * delayMilliseconds, 2000));
    connect(&m_retry, &QTimer::timeout, this, &Autosave::write);
    connect(&m_writing, &QFutureWatcherBase::finished, this, &Autosave::finishWrite);
    // The stack's index, not scenarioChanged: a command changes the scenario before the stack counts it,
    // so only afterwards does the document know it is modified.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (m_document->isModified())
            m_timer.start();
    });
    connect(document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean) {
            m_timer.stop();
            discard();
        } else {
            m_timer.start(); // modified with no edit: the file it was saved to is gone
        }
    });
}

Autosave::~Autosave()
{
    // A write still in progress ends first: it must not outlive the lock (m_lock) that marks its files as
    // this window's.
    m_writing.waitForFinished();
}

QString Autosave::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString Autosave::filePath() const
{
    return QStringLiteral("%1/autosave-%2.json").arg(m_folder, m_id);
}

void Autosave::discard()
{
    m_timer.stop(); // a change made just before must not bring the files back either
    m_writeAgain = false;
    m_writing.waitForFinished();
    QFile::remove(filePath());
    QFile::remove(sibling(filePath(), ".origin"));
    if (m_adopted)
        remove(*std::exchange(m_adopted, std::nullopt));
    setFailure(QString()); // saved or closed: nothing left to keep
}

void Autosave::setFailure(const QString &failure)
{
    if (failure.isEmpty())
        m_retry.stop();
    else
        m_retry.start();
    if (failure == m_failure)
        return;
    m_failure = failure;
    Q_EMIT failureChanged(m_failure);
}

void Autosave::adopt(Recovery recovery)
{
    m_adopted = std::move(recovery);
    m_timer.stop();
    write();
}

void Autosave::write()
{
    if (!m_document->isModified())
        return;
    if (m_writeInProgress) {
        m_writeAgain = true;
        return;
    }
    QDir().mkpath(m_folder);
    if (!m_lock) {
        // Held for as long as this window runs: the mark that its autosave is not to be recovered.
        auto lock = std::make_unique<QLockFile>(sibling(filePath(), ".lock"));
        lock->setStaleLockTime(0);
        if (lock->tryLock(0))
            m_lock = std::move(lock);
    }
    m_writeInProgress = true;
    m_writing.setFuture(QtConcurrent::run([scenario = m_document->scenarioSnapshot(), path = filePath(),
                                           origin = m_document->filePath(), largest = m_largestFile] {
        return writeAutosaveFiles(*scenario, path, origin, largest);
    }));
}

void Autosave::finishWrite()
{
    m_writeInProgress = false;
    const QString error = m_writing.result();
    if (!error.isEmpty() && m_document->isModified()) // after a save, a failed autosave no longer matters
        setFailure(error);
    else if (error.isEmpty())
        setFailure(QString());
    if (error.isEmpty() && m_adopted) // its place taken by this window's own
        remove(*std::exchange(m_adopted, std::nullopt));
    if (std::exchange(m_writeAgain, false))
        write();
}

std::vector<Autosave::Recovery> Autosave::findRecoveries(const QString &folder)
{
    std::vector<Recovery> recoveries;
    const QDir directory(folder);
    for (const QFileInfo &file : directory.entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files, QDir::Time)) {
        auto lock = std::make_shared<QLockFile>(sibling(file.absoluteFilePath(), ".lock"));
        // Never stale by age: a lecture may run for hours. Stale only when the process that holds it has
        // ended (QLockFile checks its id and name, and that no one holds the file lock).
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue; // a running window's
        const ScenarioReadResult read = readScenarioFile(file.absoluteFilePath());
        if (!read.ok())
            continue;
        Recovery recovery;
        recovery.autosavePath = file.absoluteFilePath();
        recovery.written = file.lastModified();
        recovery.scenario = *read.scenario;
        recovery.lock = std::move(lock);
        QFile origin(sibling(file.absoluteFilePath(), ".origin"));
        if (origin.open(QIODevice::ReadOnly))
            recovery.originalPath = QString::fromUtf8(origin.readAll());
        recoveries.push_back(std::move(recovery));
    }
    // A window ended by SIGTERM (a logout) after its changes were saved leaves its lock and nothing to
    // recover: such locks would pile up in the folder. One whose process has ended goes.
    for (const QFileInfo &file : directory.entryInfoList({QStringLiteral("autosave-*.lock")}, QDir::Files)) {
        const QString base = file.absoluteFilePath().chopped(int(qstrlen(".lock")));
        if (QFile::exists(base + QStringLiteral(".json")))
            continue;
        QLockFile lock(file.absoluteFilePath());
        lock.setStaleLockTime(0);
        if (lock.tryLock(0))
            lock.unlock(); // removes it
    }
    return recoveries;
}

void Autosave::remove(const Recovery &recovery)
{
    QFile::remove(recovery.autosavePath);
    QFile::remove(sibling(recovery.autosavePath, ".origin"));
    if (recovery.lock)
        recovery.lock->unlock();
}

} // namespace attn
