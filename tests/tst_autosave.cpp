// No lost work: an edit survives a kill -9 of the window's process and is offered back at the next start;
// saving or closing normally leaves nothing behind; a running window's autosave is not taken.
#include "document/ScenarioDocument.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "support/ScriptedDialogs.h"
#include "support/EngineRows.h"
#include "support/TestPaths.h"
#include "lessonwindow/LessonFiles.h"
#include "lessonwindow/MainWindow.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QLabel>
#include <QScopeGuard>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace attn;

class TestAutosave : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void anEditSurvivesKillAndIsRecovered();
    void aLockLeftWithNothingToRecoverIsCleanedUp();
    void declinedRecoveryIsRemoved();
    void notNowKeepsTheRecoveryForTheNextStart();
    void theQuestionNamesTheFileItWouldReplace();
    void theChangesToTheFileAskedForComeFirst();
    void aFileSavedAfterItsChangesIsNotReplacedByEnter_data();
    void aFileSavedAfterItsChangesIsNotReplacedByEnter();
    void anUntitledRecoveryIsNamedInTheLanguageSpoken();
    void theQuestionComesBeforeTheWindow_data();
    void theQuestionComesBeforeTheWindow();
    void changesToAFileThatCannotBeReadAreRecoveredAsNew();
    void savingAndClosingLeaveNothingBehind();
    void aRunningWindowsAutosaveIsNotTaken();
    void aLargeScenarioIsWrittenWhileTheWindowAnswers();
    void aSaveDuringAWriteLeavesNothingBehind();
    void aChangeDuringAWriteIsWrittenAfterIt();
    void anAutosaveTooLargeToOpenIsRemovedNotLeftStale();
    void aFailingAutosaveIsTriedAgainAndShownUntilItWorks();

private:
    QTemporaryDir m_home;
};

void TestAutosave::initTestCase()
{
    // Our own data and settings folders, inherited by the child process.
    QVERIFY(m_home.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attentionlab"));
}

void TestAutosave::init()
{
    QDir(Autosave::defaultFolder()).removeRecursively();
}

void TestAutosave::anEditSurvivesKillAndIsRecovered()
{
    QProcess child;
    child.start(test::fromTestFolder(ATTN_AUTOSAVE_CHILD));
    QVERIFY(child.waitForStarted());
    QVERIFY2(child.waitForReadyRead(30000), "the child wrote no autosave");
    const QString autosavePath = QString::fromLocal8Bit(child.readLine()).trimmed();
    QVERIFY(QFile::exists(autosavePath));
    child.kill(); // SIGKILL: no chance to clean up
    QVERIFY(child.waitForFinished());
    QVERIFY(QFile::exists(autosavePath));

    MainWindow window;
    bool asked = false;
    dialogScript(window).askToRecover = [&asked](const LessonWindowDialogs::RecoveryOffer &offer) {
        asked = true;
        return offer.recovery.scenario.source.vectors(0, 0) == 0.125 ? LessonWindowDialogs::RecoveryAnswer::Recover
                                                               : LessonWindowDialogs::RecoveryAnswer::Later;
    };
    QVERIFY(window.files()->offerRecovery());
    QVERIFY(asked);
    QCOMPARE(window.document()->scenario().source.vectors(0, 0), 0.125);
    QVERIFY(window.document()->isModified());
    // The kill's autosave goes once this window's own holds the changes, not before: a crash in between
    // would otherwise lose them.
    QVERIFY(QFile::exists(autosavePath));
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(autosavePath), 10000);
    const ScenarioReadResult own = readScenarioFile(window.autosave()->filePath());
    QVERIFY2(own.ok(), qPrintable(own.error));
    QCOMPARE(own.scenario->source.vectors(0, 0), 0.125);
    // Undo goes back to the lesson as it was before the edit.
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario().source.vectors(0, 0), 0.71);
    window.document()->undoStack()->setClean();
}

void TestAutosave::aLockLeftWithNothingToRecoverIsCleanedUp()
{
    // A window ended by SIGTERM after a save (a logout) left its lock beside no autosave, and such locks piled
    // up. The next start removes a lock whose process has ended and that keeps nothing; a running window's
    // stays.
    QProcess child;
    child.start(test::fromTestFolder(ATTN_AUTOSAVE_CHILD));
    QVERIFY(child.waitForStarted());
    QVERIFY2(child.waitForReadyRead(30000), "the child wrote no autosave");
    const QString autosavePath = QString::fromLocal8Bit(child.readLine()).trimmed();
    const QString lockPath = autosavePath.chopped(int(qstrlen(".json"))) + QStringLiteral(".lock");
    QVERIFY(QFile::exists(lockPath));
    QVERIFY(QFile::remove(autosavePath)); // as after a save
    Autosave::findRecoveries(Autosave::defaultFolder());
    QVERIFY(QFile::exists(lockPath)); // the child still runs
    child.kill();
    QVERIFY(child.waitForFinished());
    QVERIFY(QFile::exists(lockPath));
    QVERIFY(Autosave::findRecoveries(Autosave::defaultFolder()).empty());
    QVERIFY(!QFile::exists(lockPath));
}

namespace {

/// An autosave left by a window that no longer runs, made to the file origin (or to none).
/// The first lesson copied into the folder under that name: its path, or empty where it could not be written.
QString copyOfTheFirstLesson(const QTemporaryDir &folder, const QString &name)
{
    const QString path = folder.filePath(name);
    return QFile::copy(test::examplesFolder() + QStringLiteral("/01-alignment.json"), path) ? path : QString();
}

QString orphanAutosave(const QString &origin = QString(), const QString &id = QStringLiteral("orphan"))
{
    QDir().mkpath(Autosave::defaultFolder());
    const QString orphan = Autosave::defaultFolder() + QStringLiteral("/autosave-%1.json").arg(id);
    QFile file(orphan);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(R"({"mode": "bidirectional", "source": {"tokens": ["a"], "vectors": [[2]]}})");
    file.close();
    if (!origin.isEmpty()) {
        QFile originFile(Autosave::defaultFolder() + QStringLiteral("/autosave-%1.origin").arg(id));
        if (!originFile.open(QIODevice::WriteOnly))
            return QString();
        originFile.write(origin.toUtf8());
    }
    return orphan;
}

} // namespace

void TestAutosave::declinedRecoveryIsRemoved()
{
    const QString orphan = orphanAutosave();
    MainWindow window;
    dialogScript(window).askToRecover = [](const LessonWindowDialogs::RecoveryOffer &) { return LessonWindowDialogs::RecoveryAnswer::Discard; };
    QVERIFY(!window.files()->offerRecovery());
    QVERIFY(!QFile::exists(orphan));
    QVERIFY(!window.document()->isModified());
}

void TestAutosave::notNowKeepsTheRecoveryForTheNextStart()
{
    // Esc, the dialog's close button and "Not now" lose nothing: the changes are offered again next time.
    const QString orphan = orphanAutosave();
    int asked = 0;
    const auto later = [&asked](const LessonWindowDialogs::RecoveryOffer &) {
        ++asked;
        return LessonWindowDialogs::RecoveryAnswer::Later;
    };
    {
        MainWindow window;
        dialogScript(window).askToRecover = later;
        QVERIFY(!window.files()->offerRecovery());
        QVERIFY(!window.document()->isModified());
    }
    QVERIFY(QFile::exists(orphan));
    MainWindow again;
    dialogScript(again).askToRecover = later;
    QVERIFY(!again.files()->offerRecovery());
    QCOMPARE(asked, 2);
    QVERIFY(QFile::exists(orphan));
}

void TestAutosave::theQuestionNamesTheFileItWouldReplace()
{
    // Started on another file, the question says that recovering opens the changes instead of it, and the
    // window says afterwards that it was not opened; started on the changes' own file, nothing to say.
    QTemporaryDir folder;
    const QString theirs = copyOfTheFirstLesson(folder, QStringLiteral("theirs.json"));
    const QString other = copyOfTheFirstLesson(folder, QStringLiteral("other.json"));
    QVERIFY(!theirs.isEmpty() && !other.isEmpty());
    for (const auto &[requested, named] : {std::pair{other, other}, std::pair{theirs, QString()}}) {
        orphanAutosave(theirs);
        MainWindow window;
        QString asked = QStringLiteral("not asked");
        dialogScript(window).askToRecover = [&asked](const LessonWindowDialogs::RecoveryOffer &offer) {
            asked = offer.requestedFile;
            return LessonWindowDialogs::RecoveryAnswer::Recover;
        };
        QVERIFY(window.files()->offerRecovery(requested));
        QCOMPARE(asked, named);
        QCOMPARE(window.document()->filePath(), theirs);
        QCOMPARE(window.document()->scenario().source.vectors(0, 0), 2.0);
        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.contains(QStringLiteral("“other.json” was not opened")) == !named.isEmpty(), qPrintable(status));
        window.document()->undoStack()->setClean();
    }
}

/// Sets a file's modification time (the autosave's "written", or the file's "saved").
static bool setModified(const QString &path, const QDateTime &when)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.setFileTime(when, QFileDevice::FileModificationTime);
}

void TestAutosave::theChangesToTheFileAskedForComeFirst()
{
    // Two windows crashed, on a.json and on b.json, a's changes the newer: started on b.json, the program
    // offers b's changes (it had offered only a's, and b's work was never mentioned), and says that other
    // changes wait for the next start.
    QTemporaryDir folder;
    const QString a = copyOfTheFirstLesson(folder, QStringLiteral("a.json"));
    const QString b = copyOfTheFirstLesson(folder, QStringLiteral("b.json"));
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    const QDateTime now = QDateTime::currentDateTime();
    QVERIFY(setModified(a, now.addSecs(-600)) && setModified(b, now.addSecs(-600)));
    const QString ofB = orphanAutosave(b, QStringLiteral("b"));
    const QString ofA = orphanAutosave(a, QStringLiteral("a"));
    QVERIFY(setModified(ofB, now.addSecs(-120)) && setModified(ofA, now.addSecs(-60)));
    for (const auto &[requested, offered] : {std::pair{b, b}, std::pair{a, a}, std::pair{QString(), a}}) {
        MainWindow window;
        QString offeredFile;
        QString text;
        int othersWaiting = -1;
        bool savedLater = true;
        dialogScript(window).askToRecover = [&](const LessonWindowDialogs::RecoveryOffer &offer) {
            offeredFile = offer.recovery.originalPath;
            text = offer.text;
            othersWaiting = offer.othersWaiting;
            savedLater = offer.fileSavedLater.isValid();
            return LessonWindowDialogs::RecoveryAnswer::Later;
        };
        QVERIFY(!window.files()->offerRecovery(requested));
        QCOMPARE(offeredFile, offered);
        QCOMPARE(othersWaiting, 1);
        QVERIFY(!savedLater);
        QVERIFY2(text.contains(QStringLiteral("other windows (1 more) are offered at the next start")), qPrintable(text));
    }
    QVERIFY(QFile::exists(ofA) && QFile::exists(ofB));
}

void TestAutosave::aFileSavedAfterItsChangesIsNotReplacedByEnter_data()
{
    QTest::addColumn<int>("savedAfterChanges"); // seconds; negative: saved before
    QTest::newRow("saved after the changes were kept") << 300;
    QTest::newRow("saved in the same minute, after") << 20;
    QTest::newRow("saved before") << -300;
}

void TestAutosave::aFileSavedAfterItsChangesIsNotReplacedByEnter()
{
    // Changes kept at 13:52 by a window that crashed; "Not now"; the file edited again and saved at 14:02.
    // The next start offered 13:52's changes as if newest, with Recover the default: Enter, then Save, put
    // the older version over the newer. Now the question says when the file was saved, and the dialog's
    // default is "Not now" (checked here through the text and the offer, which the dialog is built from).
    QFETCH(int, savedAfterChanges);
    QTemporaryDir folder;
    const QString file = copyOfTheFirstLesson(folder, QStringLiteral("u.json"));
    QVERIFY(!file.isEmpty());
    const QString orphan = orphanAutosave(file);
    const QDateTime kept(QDate::currentDate().addDays(-1), QTime(12, 0, 10));
    QVERIFY(setModified(orphan, kept));
    QVERIFY(setModified(file, kept.addSecs(savedAfterChanges)));
    MainWindow window;
    LessonWindowDialogs::RecoveryAnswer answer = LessonWindowDialogs::RecoveryAnswer::Later;
    QDateTime savedLater;
    QString text;
    dialogScript(window).askToRecover = [&](const LessonWindowDialogs::RecoveryOffer &offer) {
        savedLater = offer.fileSavedLater;
        text = offer.text;
        return answer;
    };
    QVERIFY(!window.files()->offerRecovery(file));
    QCOMPARE(savedLater.isValid(), savedAfterChanges > 0);
    QCOMPARE(text.contains(QStringLiteral("The file was saved after them, at ")), savedAfterChanges > 0);
    if (savedAfterChanges >= 60) {
        QVERIFY2(text.contains(QLocale().toString(kept.addSecs(savedAfterChanges), QLocale::ShortFormat)), qPrintable(text));
    } else if (savedAfterChanges > 0) {
        // Within one minute "changes of 12:00 … saved after them, at 12:00" read as a contradiction: seconds.
        QVERIFY2(text.contains(QStringLiteral("12:00:10")) && text.contains(QStringLiteral("12:00:30")), qPrintable(text));
    }
    if (savedAfterChanges > 0) {
        // Taken back all the same, the file as saved is one Undo away.
        answer = LessonWindowDialogs::RecoveryAnswer::Recover;
        QVERIFY(window.files()->offerRecovery(file));
        QCOMPARE(window.document()->scenario().source.vectors(0, 0), 2.0);
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->scenario(), *readScenarioFile(file).scenario);
        window.document()->undoStack()->setClean();
    }
}

void TestAutosave::anUntitledRecoveryIsNamedInTheLanguageSpoken()
{
    // An Italian student's lesson came back as «Alignment by dot product: …», the English title.
    Autosave::Recovery recovery;
    recovery.scenario = *readScenarioFile(test::examplesFolder() + QStringLiteral("/01-alignment.json")).scenario;
    recovery.written = QDateTime::currentDateTime();
    const QString italian = recovery.scenario.localizedTitle(QStringLiteral("it"));
    QVERIFY(!italian.isEmpty() && italian != recovery.scenario.title);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Italian, QLocale::Italy));
    const QString text = LessonFiles::recoveryQuestion({recovery, {}, {}, 0, {}});
    QLocale::setDefault(before);
    QVERIFY2(text.contains(italian), qPrintable(text));
}

void TestAutosave::theQuestionComesBeforeTheWindow_data()
{
    QTest::addColumn<bool>("recover");
    QTest::newRow("recovered") << true;
    QTest::newRow("not now") << false;
}

void TestAutosave::theQuestionComesBeforeTheWindow()
{
    // A student restarting after a crash saw the first lesson behind the question, neither the work nor its
    // file, as if it had replaced them: the window shows once answered, on the changes or on the file asked for.
    QFETCH(bool, recover);
    QTemporaryDir folder;
    const QString theirs = copyOfTheFirstLesson(folder, QStringLiteral("theirs.json"));
    const QString other = copyOfTheFirstLesson(folder, QStringLiteral("other.json"));
    QVERIFY(!theirs.isEmpty() && !other.isEmpty());
    orphanAutosave(theirs);
    MainWindow window;
    bool shownWhileAsked = true;
    dialogScript(window).askToRecover = [&](const LessonWindowDialogs::RecoveryOffer &) {
        shownWhileAsked = window.isVisible();
        return recover ? LessonWindowDialogs::RecoveryAnswer::Recover : LessonWindowDialogs::RecoveryAnswer::Later;
    };
    window.start(other);
    QVERIFY(!shownWhileAsked);
    QVERIFY(window.isVisible());
    QCOMPARE(window.document()->filePath(), recover ? theirs : other);
    QCOMPARE(window.document()->scenario().source.vectors(0, 0), recover ? 2.0 : readScenarioFile(other).scenario->source.vectors(0, 0));
    window.document()->undoStack()->setClean();
}

void TestAutosave::changesToAFileThatCannotBeReadAreRecoveredAsNew()
{
    // The file the changes were made to has become unreadable: they come back as a new scenario, and the
    // window says why, naming the file.
    QTemporaryDir folder;
    const QString broken = folder.filePath(QStringLiteral("broken.json"));
    QFile garbage(broken);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("{ not json");
    garbage.close();
    orphanAutosave(broken);
    MainWindow window;
    QStringList errors;
    dialogScript(window).reportError = [&errors](const QString &message) { errors << message; };
    dialogScript(window).askToRecover = [](const LessonWindowDialogs::RecoveryOffer &) { return LessonWindowDialogs::RecoveryAnswer::Recover; };
    QVERIFY(window.files()->offerRecovery());
    QCOMPARE(window.document()->filePath(), QString());
    QCOMPARE(window.document()->scenario().source.vectors(0, 0), 2.0);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(broken) && errors.first().contains(QStringLiteral("Save as")), qPrintable(errors.first()));
    window.document()->undoStack()->setClean();
}

void TestAutosave::savingAndClosingLeaveNothingBehind()
{
    QTemporaryDir folder;
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(window->document()->editEntry({MatrixKind::SourceVectors}, 1, 1, 0.5));
    const QString path = window->autosave()->filePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 10000);
    QVERIFY(window->saveAs(folder.filePath(QStringLiteral("saved.json"))));
    QVERIFY(!QFile::exists(path)); // saved: nothing to recover
    QVERIFY(window->document()->editEntry({MatrixKind::SourceVectors}, 1, 1, 0.25));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 10000);
    dialogScript(*window).askToSave = [] { return QMessageBox::Discard; };
    QVERIFY(window->close());
    QVERIFY(!QFile::exists(path)); // closed, the changes knowingly discarded
}

void TestAutosave::aRunningWindowsAutosaveIsNotTaken()
{
    MainWindow window;
    QVERIFY(window.document()->editEntry({MatrixKind::SourceVectors}, 0, 1, 0.75));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(window.autosave()->filePath()), 10000);
    QVERIFY(Autosave::findRecoveries(Autosave::defaultFolder()).empty());
    window.document()->undoStack()->setClean();
    QVERIFY(!QFile::exists(window.autosave()->filePath()));
}

namespace {

/// A document of 4096 tokens of 512 numbers with one narrow head (seconds to write out, little to compute)
/// and its autosave, in a folder of its own, written as soon as it changes.
struct LargeDocumentAutosave
{
    LargeDocumentAutosave()
        : document(test::makeScenario(AttentionMode::Causal, test::seededMatrix(4096, 512, 11)),
                   test::engineNamed(QStringLiteral("cpu"))),
          autosave(&document, folder.path(), 0)
    {
        Scenario narrow = document.scenario();
        setHeadCount(narrow, 1);
        setHeadDimensions(narrow, 0, 8, 8);
        document.resetScenario(narrow, QString());
    }
    /// Changes the first vector's first number; true once the autosave has begun writing it.
    bool editAndStartWriting(double value)
    {
        return document.editEntry({MatrixKind::SourceVectors}, 0, 0, value) &&
               QTest::qWaitFor([this] { return autosave.isWriting(); });
    }
    /// That number as the autosave file holds it, -1 when the file cannot be read.
    double written() const
    {
        const ScenarioReadResult read = readScenarioFile(autosave.filePath());
        return read.ok() ? read.scenario->source.vectors(0, 0) : -1.0;
    }

    QTemporaryDir folder;
    ScenarioDocument document;
    Autosave autosave;
};

/// The longest time between ticks of a 5 ms timer on this (the window's) thread, while `until` is false.
qint64 longestGapUntil(const std::function<bool()> &until, int timeoutMilliseconds = 60000)
{
    QElapsedTimer sinceTick, waited;
    sinceTick.start();
    waited.start();
    qint64 longest = 0;
    QTimer ticks;
    ticks.setInterval(5);
    QObject::connect(&ticks, &QTimer::timeout, [&] { longest = std::max(longest, sinceTick.restart()); });
    ticks.start();
    while (!until() && waited.elapsed() < timeoutMilliseconds)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
    return longest;
}

} // namespace

void TestAutosave::aLargeScenarioIsWrittenWhileTheWindowAnswers()
{
    LargeDocumentAutosave large;
    // How long the write takes here, on this thread: what the window would be blocked for.
    QElapsedTimer timed;
    timed.start();
    QString error;
    QVERIFY2(writeScenarioFile(large.document.scenario(), large.folder.filePath(QStringLiteral("timed.json")), &error),
             qPrintable(error));
    const qint64 writeMilliseconds = timed.elapsed();
    QVERIFY2(writeMilliseconds >= 300, qPrintable(QStringLiteral("the write took only %1 ms").arg(writeMilliseconds)));

    QVERIFY(large.editAndStartWriting(0.5));
    const qint64 longestGap = longestGapUntil([&] { return !large.autosave.isWriting(); });
    qInfo("writing %lld ms on the window's thread; in the background it blocked that thread for at most %lld ms",
          writeMilliseconds, longestGap);
    QVERIFY2(longestGap < writeMilliseconds / 2, qPrintable(QStringLiteral("blocked for %1 ms").arg(longestGap)));
    QCOMPARE(large.written(), 0.5);
}

void TestAutosave::aSaveDuringAWriteLeavesNothingBehind()
{
    LargeDocumentAutosave large;
    QVERIFY(large.editAndStartWriting(0.5));
    // Saved while the autosave is being written: it must not reappear when the write ends.
    large.document.undoStack()->setClean();
    QTRY_VERIFY(!large.autosave.isWriting());
    QTest::qWait(200);
    QVERIFY(!QFile::exists(large.autosave.filePath()));
    QVERIFY(!QFile::exists(large.autosave.filePath().chopped(5) + QStringLiteral(".origin")));
}

void TestAutosave::aChangeDuringAWriteIsWrittenAfterIt()
{
    LargeDocumentAutosave large;
    QVERIFY(large.editAndStartWriting(0.5));
    QVERIFY(large.document.editEntry({MatrixKind::SourceVectors}, 0, 0, 0.25));
    // The first write ends, then the second starts at once from the newer scenario.
    longestGapUntil([&] { return !large.autosave.isWriting(); });
    QCOMPARE(large.written(), 0.25);
    large.document.undoStack()->setClean();
}

void TestAutosave::anAutosaveTooLargeToOpenIsRemovedNotLeftStale()
{
    // The reader's limit is 256 MiB; this autosave's is a few bytes above the first copy it writes. The next
    // change makes the scenario longer than that: no copy can be kept, and the older one, which a crash would
    // offer back as the latest, goes too. The window is told why.
    QTemporaryDir folder;
    ScenarioDocument document(test::makeScenario(AttentionMode::Causal, test::seededMatrix(3, 2, 5)),
                              test::engineNamed(QStringLiteral("cpu")));
    const qint64 firstSize = writeScenario([&] {
        Scenario edited = document.scenario();
        edited.source.vectors(0, 0) = 0.5;
        return edited;
    }()).size();
    Autosave autosave(&document, folder.path(), 0, nullptr, firstSize + 4);
    QSignalSpy failed(&autosave, &Autosave::failureChanged);
    QVERIFY(document.editEntry({MatrixKind::SourceVectors}, 0, 0, 0.5));
    QTRY_VERIFY(QFile::exists(autosave.filePath()) && !autosave.isWriting());
    QVERIFY(QFile::exists(autosave.filePath().chopped(5) + QStringLiteral(".origin")));
    QCOMPARE(failed.count(), 0);
    QVERIFY(document.editEntry({MatrixKind::SourceVectors}, 0, 0, 0.123456789012345));
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(!QFile::exists(autosave.filePath()));
    QVERIFY(!QFile::exists(autosave.filePath().chopped(5) + QStringLiteral(".origin")));
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("no recovery copy is kept")),
             qPrintable(failed.first().first().toString()));
    QVERIFY(Autosave::findRecoveries(folder.path()).empty());
    document.undoStack()->setClean();
}

void TestAutosave::aFailingAutosaveIsTriedAgainAndShownUntilItWorks()
{
    // A full disk (here: the autosave folder's place taken by a file): the work had no copy, said only by a
    // status message gone after 20 seconds, and tried again only at the next edit. Now the failure is
    // tried again on its own, and the window says so in its status bar until a copy exists or it is saved.
    QTemporaryDir folder;
    const QString blocked = folder.filePath(QStringLiteral("autosave"));
    const auto block = [&blocked] {
        QFile file(blocked);
        return file.open(QIODevice::WriteOnly);
    };
    QVERIFY(block());
    ScenarioDocument document(test::makeScenario(AttentionMode::Causal, test::seededMatrix(3, 2, 5)),
                              test::engineNamed(QStringLiteral("cpu")));
    Autosave autosave(&document, blocked, 20);
    QSignalSpy changed(&autosave, &Autosave::failureChanged);
    QVERIFY(document.editEntry({MatrixKind::SourceVectors}, 0, 0, 0.5));
    QTRY_COMPARE(changed.count(), 1);
    QVERIFY2(autosave.failure().contains(blocked), qPrintable(autosave.failure()));
    QVERIFY(QFile::remove(blocked)); // room again; no further edit
    QTRY_VERIFY(autosave.failure().isEmpty());
    QCOMPARE(changed.count(), 2);
    QCOMPARE(readScenarioFile(autosave.filePath()).scenario->source.vectors(0, 0), 0.5);

    // The window's sign, shown while it fails and gone once saved.
    QDir().mkpath(QFileInfo(Autosave::defaultFolder()).absolutePath());
    QFile stopper(Autosave::defaultFolder());
    QVERIFY(stopper.open(QIODevice::WriteOnly));
    stopper.close();
    const auto unblock = qScopeGuard([] { QFile::remove(Autosave::defaultFolder()); });
    MainWindow window;
    window.show();
    auto *sign = window.statusBar()->findChild<QLabel *>(QStringLiteral("autosaveFailing"));
    QVERIFY(sign);
    QVERIFY(!sign->isVisible());
    QVERIFY(window.document()->editEntry({MatrixKind::SourceVectors}, 0, 1, 0.75));
    QTRY_VERIFY_WITH_TIMEOUT(sign->isVisible(), 10000);
    QVERIFY2(sign->text().contains(QStringLiteral("Not autosaved")) && sign->toolTip().contains(Autosave::defaultFolder()),
             qPrintable(sign->text() + u'\n' + sign->toolTip()));
    QVERIFY(window.saveAs(folder.filePath(QStringLiteral("saved.json"))));
    QVERIFY(!sign->isVisible());
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
