#include "Autosave.h"

#include "ScenarioDocument.h"
#include "scenario/ScenarioFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <cerrno>
#include <csignal>

namespace attn {
namespace {

QString originPath(const QString &autosavePath)
{
    // Only the suffix: a folder in the path may itself contain ".json".
    return autosavePath.chopped(int(qstrlen(".json"))) + QStringLiteral(".origin");
}

bool isRunning(qint64 pid)
{
    // kill with signal 0 only asks whether the process exists (EPERM: it does, but is someone else's).
    return pid == QCoreApplication::applicationPid() || ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

} // namespace

Autosave::Autosave(ScenarioDocument *document, const QString &folder, int delayMilliseconds, QObject *parent)
    : QObject(parent), m_document(document), m_folder(folder)
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

QString Autosave::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString Autosave::filePath() const
{
    return QStringLiteral("%1/autosave-%2.json").arg(m_folder).arg(QCoreApplication::applicationPid());
}

void Autosave::discard()
{
    QFile::remove(filePath());
    QFile::remove(originPath(filePath()));
}

void Autosave::write()
{
    if (!m_document->isModified())
        return;
    QDir().mkpath(m_folder);
    QString error;
    // The file first and its origin second; both are written whole or not at all.
    if (!writeScenarioFile(m_document->scenario(), filePath(), &error))
        return; // a full disk must not interrupt the lecture; the next change tries again
    QSaveFile origin(originPath(filePath()));
    if (origin.open(QIODevice::WriteOnly)) {
        origin.write(m_document->filePath().toUtf8());
        origin.commit();
    }
}

std::vector<Autosave::Recovery> Autosave::findRecoveries(const QString &folder)
{
    std::vector<Recovery> recoveries;
    static const QRegularExpression name(QStringLiteral("^autosave-(\\d+)\\.json$"));
    const QDir directory(folder);
    for (const QFileInfo &file : directory.entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files, QDir::Time)) {
        const QRegularExpressionMatch match = name.match(file.fileName());
        if (!match.hasMatch() || isRunning(match.captured(1).toLongLong()))
            continue;
        const ScenarioReadResult read = readScenarioFile(file.absoluteFilePath());
        if (!read.ok())
            continue;
        Recovery recovery;
        recovery.autosavePath = file.absoluteFilePath();
        recovery.written = file.lastModified();
        recovery.scenario = *read.scenario;
        QFile origin(originPath(file.absoluteFilePath()));
        if (origin.open(QIODevice::ReadOnly))
            recovery.originalPath = QString::fromUtf8(origin.readAll());
        recoveries.push_back(std::move(recovery));
    }
    return recoveries;
}

void Autosave::remove(const Recovery &recovery)
{
    QFile::remove(recovery.autosavePath);
    QFile::remove(originPath(recovery.autosavePath));
}

} // namespace attn
