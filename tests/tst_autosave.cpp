// No lost work: an edit survives a kill -9 of the window's process and is offered back at the next start;
// saving or closing normally leaves nothing behind; a running window's autosave is not taken.
#include "document/ScenarioDocument.h"
#include "window/MainWindow.h"

#include <QDir>
#include <QFile>
#include <QProcess>
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
    void declinedRecoveryIsRemoved();
    void savingAndClosingLeaveNothingBehind();
    void aRunningWindowsAutosaveIsNotTaken();

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
    child.start(QStringLiteral(ATTN_AUTOSAVE_CHILD));
    QVERIFY(child.waitForStarted());
    QVERIFY2(child.waitForReadyRead(30000), "the child wrote no autosave");
    const QString autosavePath = QString::fromLocal8Bit(child.readLine()).trimmed();
    QVERIFY(QFile::exists(autosavePath));
    child.kill(); // SIGKILL: no chance to clean up
    QVERIFY(child.waitForFinished());
    QVERIFY(QFile::exists(autosavePath));

    MainWindow window;
    bool asked = false;
    window.setRecoveryQuestion([&asked](const Autosave::Recovery &recovery) {
        asked = true;
        return recovery.scenario.source.vectors(0, 0) == 0.125;
    });
    QVERIFY(window.offerRecovery());
    QVERIFY(asked);
    QCOMPARE(window.document()->scenario().source.vectors(0, 0), 0.125);
    QVERIFY(window.document()->isModified());
    QVERIFY(!QFile::exists(autosavePath));
    // Undo goes back to the lesson as it was before the edit.
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario().source.vectors(0, 0), 0.71);
    window.document()->undoStack()->setClean();
}

void TestAutosave::declinedRecoveryIsRemoved()
{
    QDir().mkpath(Autosave::defaultFolder());
    // A process id that is not running: beyond Linux's largest.
    const QString orphan = Autosave::defaultFolder() + QStringLiteral("/autosave-99999999.json");
    QFile file(orphan);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"mode": "bidirectional", "source": {"tokens": ["a"], "vectors": [[2]]}})");
    file.close();
    MainWindow window;
    window.setRecoveryQuestion([](const Autosave::Recovery &) { return false; });
    QVERIFY(!window.offerRecovery());
    QVERIFY(!QFile::exists(orphan));
    QVERIFY(!window.document()->isModified());
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
    window->setUnsavedChangesQuestion([] { return QMessageBox::Discard; });
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

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
