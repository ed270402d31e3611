#include "Autosave.h"

#include "ScenarioDocument.h"
#include "io/WholeFileWrite.h"
#include "scenario/ScenarioFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

namespace attn {
namespace {

/// A sibling of the autosave file: only the suffix changes, since a folder in the path may itself
/// contain ".json".
QString sibling(const QString &autosavePath, const char *suffix)
{
    return autosavePath.chopped(int(qstrlen(".json"))) + QLatin1String(suffix);
}

} // namespace

Autosave::Autosave(ScenarioDocument *document, const QString &folder, int delayMilliseconds, QObject *parent)
    : QObject(parent), m_document(document), m_folder(folder), m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(delayMilliseconds);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::write);
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
        }
    });
}

Autosave::~Autosave() = default; // the lock is released and its file removed with m_lock

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
    QFile::remove(filePath());
    QFile::remove(sibling(filePath(), ".origin"));
}

void Autosave::write()
{
    if (!m_document->isModified())
        return;
    QDir().mkpath(m_folder);
    if (!m_lock) {
        // Held for as long as this window runs: the mark that its autosave is not to be recovered.
        auto lock = std::make_unique<QLockFile>(sibling(filePath(), ".lock"));
        lock->setStaleLockTime(0);
        if (lock->tryLock(0))
            m_lock = std::move(lock);
    }
    // The file first and its origin second; both are written whole or not at all.
    QString error;
    if (!writeScenarioFile(m_document->scenario(), filePath(), &error)) {
        Q_EMIT failed(error);
        return;
    }
    const QString originPath = sibling(filePath(), ".origin");
    const QString originError = writeFileWhole(originPath, m_document->filePath().toUtf8());
    if (!originError.isEmpty())
        Q_EMIT failed(QStringLiteral("%1: %2").arg(originPath, originError));
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
