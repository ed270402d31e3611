#include "lessonwindow/LessonFiles.h"

#include "common/AppSettings.h"
#include "common/SavePath.h"
#include "document/Autosave.h"
#include "document/ScenarioDocument.h"
#include "lessonwindow/LessonGallery.h"
#include "lessonwindow/LessonWindowStrings.h"
#include "common/Translations.h"
#include "scenario/LessonCost.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLocale>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace attn {

LessonFiles::LessonFiles(ScenarioDocument *document, Autosave *autosave, const std::unique_ptr<LessonWindowDialogs> &dialogs,
                         ShowScenario show, std::function<void()> enterTyping, QObject *parent)
    : QObject(parent), m_document(document), m_autosave(autosave), m_dialogs(dialogs), m_show(std::move(show)),
      m_enterTyping(std::move(enterTyping))
{
    // Another program (or another window) writing the open file is noticed: editors write in several steps,
    // so the check waits a moment after the last change.
    m_fileWatcher = new QFileSystemWatcher(this);
    m_fileCheckTimer = new QTimer(this);
    m_fileCheckTimer->setSingleShot(true);
    m_fileCheckTimer->setInterval(250);
    connect(m_fileWatcher, &QFileSystemWatcher::fileChanged, m_fileCheckTimer, qOverload<>(&QTimer::start));
    connect(m_fileCheckTimer, &QTimer::timeout, this, &LessonFiles::checkFileOnDisk);
}

void LessonFiles::load(Scenario scenario, const QString &filePath, int lessonIndex, const QByteArray &fingerprint)
{
    m_reloadOverChanges = nullptr;
    m_show(std::move(scenario), filePath, lessonIndex);
    watchFile(filePath, fingerprint);
}

bool LessonFiles::confirmLongWork(const Scenario &scenario)
{
    const LessonCost cost = lessonCost(scenario);
    if (!cost.deservesWarning())
        return true;
    const QString question =
        LessonWindowStrings::tr("This scenario has %1 tokens and %2 heads. Computing and showing every stage needs about %3 of memory "
                 "and %4 billion operations, which may take a while; the window stays usable and Esc cancels. Open it?")
            .arg(scenario.querySequence().tokens.size())
            .arg(scenario.headCount())
            .arg(QLocale().formattedDataSize(cost.memoryBytes()))
            .arg(QLocale().toString(cost.flops / 1e9, 'f', 1));
    return dialogs().askLongWork(question);
}

QString LessonFiles::unsavedChangesQuestion() const
{
    // Named, file or title: with several windows open, "the scenario" did not say which.
    const QString path = m_document->filePath();
    const QString title = m_document->scenario().localizedTitle(currentLanguage()).simplified();
    const QString name = !path.isEmpty() ? QFileInfo(path).fileName() : title.isEmpty() ? LessonWindowStrings::tr("Untitled") : title;
    return LessonWindowStrings::tr("“%1” has changes that are not saved. Save them first?").arg(name);
}

int LessonFiles::changesOnlyInUndo() const
{
    // Looked for by the command itself and its name: the history's oldest steps may have been forgotten since
    // (the indices shift), or the reload undone and replaced by another edit.
    const QUndoStack *history = m_document->undoStack();
    if (!m_reloadOverChanges || m_document->isModified())
        return -1;
    for (int index = 0; index < history->index(); ++index)
        if (history->command(index) == m_reloadOverChanges && history->command(index)->text() == m_reloadOverChangesName)
            return index;
    return -1;
}

bool LessonFiles::maybeSave()
{
    m_enterTyping();
    if (const int reload = changesOnlyInUndo(); reload >= 0) {
        // The window is as on disk, but the changes a reload replaced are in its undo history alone: the reload
        // promised them one Undo away, so closing says that it loses them.
        const QString name = QFileInfo(m_document->filePath()).fileName();
        switch (dialogs().askAboutReplacedChanges(LessonWindowStrings::tr("The changes “%1” had before it was reloaded from disk are only in Undo, "
                                                           "and closing loses them. Bring them back, to save them?")
                                                      .arg(name))) {
        case QMessageBox::Discard:
            return true;
        case QMessageBox::Yes:
            m_document->undoStack()->setIndex(reload);
            Q_EMIT message(LessonWindowStrings::tr("The changes from before the reload are back, unsaved"), 10000);
            return false;
        default:
            return false;
        }
    }
    if (!m_document->isModified())
        return true;
    switch (dialogs().askToSave(unsavedChangesQuestion())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

ScenarioReadResult LessonFiles::readWhileResponsive(const QString &path)
{
    // A file of thousands of tokens takes seconds to parse. It is read in a thread while this one goes on
    // painting and running timers; input waits, so that nothing else is opened or edited meanwhile.
    constexpr qint64 kReadInPlaceBytes = 4 * 1024 * 1024;
    const QFileInfo info(path);
    if (!info.isFile() || info.size() <= kReadInPlaceBytes)
        return readScenarioFile(path);
    Q_EMIT message(LessonWindowStrings::tr("Reading “%1” (%2)…").arg(info.fileName(), QLocale().formattedDataSize(info.size())), 0);
    ScenarioReadResult read;
    QEventLoop waiting;
    std::unique_ptr<QThread> reader(QThread::create([&read, path] { read = readScenarioFile(path); }));
    connect(reader.get(), &QThread::finished, &waiting, &QEventLoop::quit, Qt::QueuedConnection);
    reader->start();
    waiting.exec(QEventLoop::ExcludeUserInputEvents);
    reader->wait();
    Q_EMIT message(QString(), 0);
    return read;
}

bool LessonFiles::open(const QString &path)
{
    // Read before the question whether to save the changes: a file that cannot be opened is said at once,
    // rather than after a decision about saving for nothing. Read again if saving them wrote it.
    ScenarioReadResult read = readWhileResponsive(path);
    if (!read.ok()) {
        dialogs().reportError(LessonWindowStrings::tr("This file cannot be opened:\n%1").arg(read.error));
        return false;
    }
    const bool hadChanges = m_document->isModified();
    if (!maybeSave())
        return false;
    // Read again only where the changes were just saved to this very file (hashing a large file here again,
    // on the window's thread, holds it up for a second).
    if (hadChanges && !m_document->isModified() && QFileInfo(m_document->filePath()) == QFileInfo(path)) {
        read = readWhileResponsive(path);
        if (!read.ok()) {
            dialogs().reportError(LessonWindowStrings::tr("This file cannot be opened:\n%1").arg(read.error));
            return false;
        }
    }
    if (!confirmLongWork(*read.scenario))
        return false;
    if (!read.warnings.isEmpty())
        Q_EMIT message(read.warnings.join(QStringLiteral("; ")), 10000);
    const int lesson = LessonGallery::instance().indexOf(*read.scenario);
    load(std::move(*read.scenario), QFileInfo(path).absoluteFilePath(), lesson, read.fingerprint);
    rememberRecentFile(path);
    return true;
}

void LessonFiles::rememberRecentFile(const QString &path)
{
    AppSettings settings;
    settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    settings.rememberFolderOf(path);
    Q_EMIT recentFilesChanged();
}

QString LessonFiles::proposedScenarioPath() const
{
    // The file it came from; else, as a new document in any desktop program, the title as the name, in the
    // folder last used (Save on a lesson offers a name, not only a folder).
    if (!m_document->filePath().isEmpty())
        return m_document->filePath();
    const QString title = m_document->scenario().localizedTitle(currentLanguage()).simplified();
    return AppSettings().proposedSavePath(title.isEmpty() ? LessonWindowStrings::tr("Untitled") : title, QStringLiteral("json"));
}

QString LessonFiles::chooseFileToSaveAs()
{
    return completedSavePath(dialogs().chooseScenarioFile(proposedScenarioPath()), QStringLiteral("json"), m_document->filePath(),
                             [this](const QString &question) { return dialogs().askToOverwrite(question); });
}

bool LessonFiles::save()
{
    m_enterTyping();
    if (m_document->filePath().isEmpty()) {
        const QString path = chooseFileToSaveAs();
        return !path.isEmpty() && saveAs(path);
    }
    return saveAs(m_document->filePath());
}

bool LessonFiles::saveAs(const QString &path)
{
    m_enterTyping();
    const QString absolutePath = QFileInfo(path).absoluteFilePath();
    if (absolutePath == m_document->filePath()) {
        // Another program may have written the file since this window read or saved it: its work is not
        // overwritten unasked.
        const QByteArray onDisk = fileFingerprint(absolutePath);
        if (!onDisk.isEmpty() && onDisk != m_diskFingerprint &&
            !dialogs().askToOverwrite(LessonWindowStrings::tr("“%1” was changed by another program or another AttentionLab window since this window "
                                               "opened or saved it. Saving replaces those changes with this version. Save anyway?")
                                          .arg(QFileInfo(path).fileName())))
            return false;
    }
    QString error;
    QByteArray fingerprint;
    if (!writeScenarioFile(m_document->scenario(), path, &error, &fingerprint)) {
        // The document stays modified: nothing is lost, and the lecturer can save elsewhere; the message says
        // both, since "Permission denied" alone reads as if the work were gone.
        dialogs().reportError(error + u'\n' + LessonWindowStrings::tr("The changes are still here, unsaved: File › Save as… saves them elsewhere."));
        return false;
    }
    m_document->markSaved(absolutePath);
    watchFile(absolutePath, fingerprint);
    rememberRecentFile(path);
    Q_EMIT message(LessonWindowStrings::tr("Saved %1").arg(path), 5000);
    return true;
}

void LessonFiles::reload()
{
    // It does not ask "Save them first?": with Save the default, Enter would write the unsaved changes over the
    // very version the user wants back.
    const QString path = m_document->filePath();
    if (path.isEmpty())
        return;
    m_enterTyping();
    if (m_document->isModified()) {
        if (!askWhetherToReload(
                LessonWindowStrings::tr("Reload “%1” from disk? This window's unsaved changes give way to the file's version; Undo (Ctrl+Z) "
                         "brings them back.")
                    .arg(QFileInfo(path).fileName())))
            return;
    }
    reloadFromDisk(readWhileResponsive(path));
}

bool LessonFiles::askWhetherToReload(const QString &question)
{
    // While the question is open the file watcher asks nothing more: an editor writing in several steps
    // would otherwise stack a second question on the first.
    m_askingAboutDisk = true;
    const bool reloadIt = dialogs().askToReload(question);
    m_askingAboutDisk = false;
    return reloadIt;
}

void LessonFiles::reloadFromDisk(const ScenarioReadResult &read)
{
    const QString path = m_document->filePath();
    if (!read.ok()) {
        dialogs().reportError(LessonWindowStrings::tr("This file cannot be reloaded:\n%1").arg(read.error));
        return;
    }
    // An edit, not a reset: Undo brings this window's version back.
    const Scenario fromDisk = *read.scenario;
    const bool overChanges = m_document->isModified();
    m_document->applyEdit(LessonWindowStrings::tr("Reload from disk"), [&fromDisk](Scenario &scenario) { scenario = fromDisk; });
    if (overChanges) {
        const QUndoStack *history = m_document->undoStack();
        m_reloadOverChanges = history->command(history->index() - 1);
        m_reloadOverChangesName = m_reloadOverChanges->text();
    }
    m_document->markSaved(path);
    m_diskFingerprint = read.fingerprint;
    Q_EMIT savedStateChanged();
    Q_EMIT message(LessonWindowStrings::tr("Reloaded “%1”; Undo brings back the version before").arg(QFileInfo(path).fileName()), 10000);
}

void LessonFiles::watchFile(const QString &filePath, const QByteArray &fingerprint)
{
    if (!m_fileWatcher->files().isEmpty())
        m_fileWatcher->removePaths(m_fileWatcher->files());
    m_diskFingerprint = fingerprint;
    if (!filePath.isEmpty())
        m_fileWatcher->addPath(filePath);
}

void LessonFiles::checkFileOnDisk()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || m_askingAboutDisk)
        return;
    // A file replaced by renaming (as QSaveFile and most editors save) is a new file: watch it again.
    if (QFileInfo::exists(path) && !m_fileWatcher->files().contains(path))
        m_fileWatcher->addPath(path);
    const QByteArray onDisk = fileFingerprint(path);
    if (onDisk == m_diskFingerprint)
        return;
    const QString name = QFileInfo(path).fileName();
    if (onDisk.isEmpty()) {
        // Nowhere on disk now: unsaved, so that closing asks, and the autosave keeps it meanwhile.
        m_document->markUnsaved();
        Q_EMIT message(LessonWindowStrings::tr("“%1” was deleted or moved by another program; this version is still here, "
                                "unsaved, and Save writes it again.").arg(name), 20000);
        m_diskFingerprint.clear();
        Q_EMIT savedStateChanged();
        return;
    }
    const bool reloadIt = askWhetherToReload(
        LessonWindowStrings::tr("“%1” was changed by another program or another AttentionLab window. Reload it? This window's version "
                 "stays one Undo (Ctrl+Z) away. Keep this version to go on with it; saving it then asks before replacing "
                 "those changes.")
            .arg(name));
    if (!reloadIt) {
        // This version is now the only copy of itself: unsaved, so that closing asks and the autosave keeps
        // it (left "saved", Quit would leave only the other program's version). m_diskFingerprint stays that
        // of the version this window knows, so Save asks before replacing the file's.
        m_document->markUnsaved();
        Q_EMIT savedStateChanged();
        return;
    }
    reloadFromDisk(readScenarioFile(path));
}

QString LessonFiles::recoveryQuestion(const LessonWindowDialogs::RecoveryOffer &offer)
{
    const Autosave::Recovery &recovery = offer.recovery;
    const QString name = recovery.originalPath.isEmpty() ? recovery.scenario.localizedTitle(currentLanguage()) : recovery.originalPath;
    // To the minute, as people say it; to the second where the changes and a later save fall in one minute,
    // which would read "changes of 15:26 … saved after them, at 15:26".
    const bool sameMinute = offer.fileSavedLater.isValid() && recovery.written.secsTo(offer.fileSavedLater) < 60 &&
                            recovery.written.time().minute() == offer.fileSavedLater.time().minute();
    const auto when = [sameMinute](const QDateTime &moment) {
        if (!sameMinute)
            return QLocale().toString(moment, QLocale::ShortFormat);
        return QLocale().toString(moment.date(), QLocale::ShortFormat) + u' ' + moment.time().toString(QStringLiteral("HH:mm:ss"));
    };
    QString text = LessonWindowStrings::tr("AttentionLab closed before “%1” was saved. Its changes of %2 were kept.").arg(name, when(recovery.written));
    if (offer.fileSavedLater.isValid())
        text += u' ' + LessonWindowStrings::tr("The file was saved after them, at %1: recovering them brings an older version back over "
                                "it (Undo then shows the file as saved).")
                           .arg(when(offer.fileSavedLater));
    if (!offer.requestedFile.isEmpty())
        text += u' ' + LessonWindowStrings::tr("Recovering them opens them instead of “%1”.").arg(QFileInfo(offer.requestedFile).fileName());
    if (offer.othersWaiting > 0)
        text += u' ' + LessonWindowStrings::tr("Unsaved changes of other windows (%1 more) are offered at the next start.").arg(offer.othersWaiting);
    return text;
}

bool LessonFiles::offerRecovery(const QString &requestedFile)
{
    std::vector<Autosave::Recovery> recoveries = Autosave::findRecoveries(Autosave::defaultFolder());
    if (recoveries.empty())
        return false;
    // The changes to the file asked for, where there are some, before the newest of any other: a student
    // starting on b.json after two windows crashed was asked only about a.json, and never told of b's.
    const QString requestedPath = requestedFile.isEmpty() ? QString() : QFileInfo(requestedFile).absoluteFilePath();
    const auto ofRequested = std::find_if(recoveries.begin(), recoveries.end(), [&](const Autosave::Recovery &recovery) {
        return !requestedPath.isEmpty() && recovery.originalPath == requestedPath;
    });
    Autosave::Recovery &newest = ofRequested != recoveries.end() ? *ofRequested : recoveries.front();
    const QString originalPath = newest.originalPath;
    const bool sameFile = !requestedPath.isEmpty() && originalPath == requestedPath;
    LessonWindowDialogs::RecoveryOffer offer{newest, sameFile ? QString() : requestedFile, {}, int(recoveries.size()) - 1, {}};
    const QFileInfo originalFile(originalPath);
    if (!originalPath.isEmpty() && originalFile.exists() && originalFile.lastModified() > newest.written)
        offer.fileSavedLater = originalFile.lastModified();
    offer.text = recoveryQuestion(offer);
    switch (dialogs().askToRecover(offer)) {
    case LessonWindowDialogs::RecoveryAnswer::Discard:
        Autosave::remove(newest);
        return false;
    case LessonWindowDialogs::RecoveryAnswer::Later:
        return false; // its files stay for the next start
    case LessonWindowDialogs::RecoveryAnswer::Recover:
        break;
    }
    // The saved file (if any) first, then the recovered scenario as one undo step on top: the document is
    // modified, and undo shows what is on disk.
    const ScenarioReadResult original = originalPath.isEmpty() ? ScenarioReadResult{} : readScenarioFile(originalPath);
    load(original.ok() ? *original.scenario : m_document->scenario(), original.ok() ? originalPath : QString(),
         LessonGallery::instance().indexOf(newest.scenario), original.fingerprint);
    const Scenario recovered = newest.scenario;
    m_document->applyEdit(LessonWindowStrings::tr("Recover unsaved changes"), [&recovered](Scenario &scenario) { scenario = recovered; });
    // Its files go once this window's own autosave holds the changes: a crash in between still finds them.
    if (m_document->isModified())
        m_autosave->adopt(std::move(newest));
    else
        Autosave::remove(newest);
    Q_EMIT savedStateChanged();
    // The file it came from could not be read: the changes are a new scenario, to be saved under a name.
    if (!originalPath.isEmpty() && !original.ok())
        dialogs().reportError(LessonWindowStrings::tr("The unsaved changes were recovered, but “%1”, the file they were made to, could not be read "
                                       "(%2). They are shown as a new scenario: Save as keeps them.")
                                  .arg(originalPath, original.error));
    else if (!requestedFile.isEmpty() && !sameFile)
        Q_EMIT message(LessonWindowStrings::tr("Recovered the unsaved changes; “%1” was not opened (File › Open opens it)")
                           .arg(QFileInfo(requestedFile).fileName()),
                       15000);
    else
        Q_EMIT message(LessonWindowStrings::tr("Recovered the unsaved changes"), 8000);
    return true;
}

} // namespace attn
