// The largest scenarios the format accepts, opened in the window as a user would: the memory they take
// against the estimate the window shows before opening them, and the longest time the window's thread
// was blocked while they were read, computed and shown. Both are printed, and checked.
#include "support/ScriptedDialogs.h"
#include "document/ScenarioDocument.h"
#include "engine/Timing.h"
#include "scenario/LessonCost.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "figures/FiguresPanel.h"
#include "figures/HeatmapPlot.h"
#include "lessonwindow/MainWindow.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace attn;

namespace {

/// A size from /proc/self/status in bytes: VmRSS (resident now) or VmHWM (the resident peak since the
/// last reset).
qint64 statusBytes(const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return -1;
}

/// Starts counting the peak again from the present resident set (writing 5 to clear_refs resets VmHWM).
bool resetPeak()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

/// What holds the window's thread: the program's own work (reading, taking and showing the result), or,
/// while the engine computes on every core in the background, the system.
enum Phase { OwnWork, Computing };

/// A monitor of the window's thread whose phase follows the document's computing. The document says so
/// as the result is taken, before the views show it: the wait until then is the computation's.
std::unique_ptr<BlockingMonitor> monitorOf(ScenarioDocument *document)
{
    auto monitor = std::make_unique<BlockingMonitor>(2);
    monitor->setPhase(document->isComputing() ? Computing : OwnWork);
    QObject::connect(document, &ScenarioDocument::computingChanged, monitor.get(),
                     [phases = monitor.get()](bool computing) { phases->setPhase(computing ? Computing : OwnWork); });
    return monitor;
}

Scenario largeScenario(AttentionMode mode, int tokens, int dModel, int heads)
{
    Scenario scenario;
    scenario.title = QStringLiteral("large");
    scenario.mode = mode;
    auto sequence = [&](const QString &prefix) {
        TokenSequence tokensAndVectors;
        for (int token = 0; token < tokens; ++token)
            tokensAndVectors.tokens << QStringLiteral("%1%2").arg(prefix).arg(token);
        // Two decimals, as a person writes them: the file must stay under the format's 256 MiB.
        tokensAndVectors.vectors = (MatrixD::Random(tokens, dModel).array() * 10).round() / 100;
        return tokensAndVectors;
    };
    scenario.source = sequence(QStringLiteral("s"));
    if (mode == AttentionMode::Cross)
        scenario.target = sequence(QStringLiteral("t"));
    setHeadCount(scenario, heads);
    for (int head = 0; head < heads; ++head)
        setHeadDimensions(scenario, head, 64, 64);
    initialiseWeights(scenario, WeightInitialisation::Random, 7);
    for (HeadWeights &head : *scenario.heads)
        for (MatrixD *weights : {&head.wq, &head.wk, &head.wv})
            *weights = (weights->array() * 100).round() / 100;
    if (scenario.wo)
        *scenario.wo = (scenario.wo->array() * 100).round() / 100;
    return scenario;
}

/// What one opening of a large scenario in a fresh window measured.
struct Opening
{
    QString failure; // what went wrong other than time (the file not opened, no result); empty if nothing
    QString question; // what the window asked before the long work, if it asked
    qint64 ownWork = 0, whileComputing = 0, stageStep = 0; // the longest gaps on the clock, in ms
    double ownWorkBusy = 0; // the most processor time the window's thread used in one gap of its own work
    qint64 peak = 0; // the resident peak above the resident size before opening, in bytes
    QString summary;
    static Opening failed(const QString &why)
    {
        Opening opening;
        opening.failure = why;
        return opening;
    }
    /// Why the window's thread was held too long, or empty. Own work stays under 100 ms of the thread's
    /// processor time (22-73 ms in runs here). On the clock such gaps have reached 109 ms on this shared
    /// 2-core machine, the rest the thread's wait for a core; while gigabytes are computed on every core the
    /// system itself holds the thread for up to about 100 ms. Both are checked on the clock with room for a
    /// loaded machine.
    QString tooSlow() const
    {
        if (ownWorkBusy > 100)
            return QStringLiteral("the window's own work took %1 ms at once").arg(ownWorkBusy);
        if (ownWork > 250)
            return QStringLiteral("the window's own work blocked it for %1 ms").arg(ownWork);
        if (whileComputing > 250)
            return QStringLiteral("blocked for %1 ms while computing").arg(whileComputing);
        return {};
    }
};

Opening openInFreshWindow(const QString &path, qint64 estimate)
{
    Opening opening;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return Opening::failed(QStringLiteral("the window was never shown"));
    QString reported;
    dialogScript(window).reportError = [&reported](const QString &message) { reported = message; };
    dialogScript(window).askLongWork = [&opening](const QString &text) {
        opening.question = text;
        return true;
    };
    QTestEventLoop::instance().enterLoopMSecs(200);
    const qint64 before = statusBytes("VmRSS");
    if (!resetPeak())
        return Opening::failed(QStringLiteral("the resident peak could not be reset"));

    QElapsedTimer elapsed;
    elapsed.start();
    {
        const std::unique_ptr<BlockingMonitor> monitor = monitorOf(window.document());
        if (!window.openFile(path))
            return Opening::failed(QStringLiteral("not opened: %1").arg(reported));
        // Waiting in a real event loop, as the program does: QTest::qWait sleeps between its rounds, and
        // would count its own sleep as the window's.
        QSignalSpy computing(window.document(), &ScenarioDocument::computingChanged);
        while (window.document()->isComputing()) {
            if (!computing.wait(600000))
                return Opening::failed(QStringLiteral("still computing after 10 minutes"));
        }
        // The views take the result and paint it.
        QTestEventLoop::instance().enterLoopMSecs(500);
        opening.ownWork = monitor->longestMs(OwnWork);
        opening.ownWorkBusy = monitor->longestBusyMs(OwnWork);
        opening.whileComputing = monitor->longestMs(Computing);
    }
    if (!window.document()->result())
        return Opening::failed(window.document()->problem() ? window.document()->problem()->toString() : QStringLiteral("no result"));
    // A lecturer steps through the stages: each shows the selected head's matrices of millions of entries.
    for (PipelineStage stage : stagesOf(window.document()->scenario())) {
        BlockingMonitor monitor;
        window.setStage(stage);
        QTestEventLoop::instance().enterLoopMSecs(50);
        opening.stageStep = std::max(opening.stageStep, monitor.longestMs());
    }
    opening.peak = statusBytes("VmHWM") - before;
    opening.summary =
        QString::asprintf("opened, computed, shown and stepped through in %.1f s. The window's thread was blocked for at "
                          "most %lld ms by reading, taking and showing the result (%.0f ms of its own processor time), "
                          "%lld ms while the engine computed, and %lld ms by one step to the next stage. Memory: "
                          "estimated %.2f GiB, peak %.2f GiB above the %.2f GiB before opening (%.2fx the estimate)",
                          elapsed.elapsed() / 1000.0, opening.ownWork, opening.ownWorkBusy, opening.whileComputing,
                          opening.stageStep, estimate / double(1 << 30), opening.peak / double(1 << 30),
                          before / double(1 << 30), double(opening.peak) / double(estimate));
    return opening;
}

/// How many times a timing is measured before it counts as too slow. The host of a shared virtual machine
/// can stop it for a third of a second now and then (CI once saw a gap of 383 ms, on the clock and in the
/// thread's processor time alike, where runs here took 22-73 ms); work the program really does on the
/// window's thread is there in every attempt.
constexpr int kTimingAttempts = 3;

} // namespace

class TestLargeScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void openingStaysResponsiveAndWithinTheEstimate_data();
    void openingStaysResponsiveAndWithinTheEstimate();
    void masksComparedAreComputedOffTheWindowsThread();
};

void TestLargeScenario::openingStaysResponsiveAndWithinTheEstimate_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    // The largest result the format allows (4 GiB): 15 heads of 4096 x 4096 cross attention.
    QTest::newRow("15 heads, 4096 x 4096 cross, d_model 1024") << int(AttentionMode::Cross) << 4096 << 1024 << 15;
    // The widest editor tables: 4096 rows of 1600 numbers (GPT-2 XL's width).
    QTest::newRow("1 head, 4096 tokens, d_model 1600") << int(AttentionMode::Causal) << 4096 << 1600 << 1;
}

void TestLargeScenario::openingStaysResponsiveAndWithinTheEstimate()
{
    QFETCH(int, mode);
    QFETCH(int, tokens);
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("large.json"));
    qint64 estimate = 0;
    bool deservesWarning = false;
    {
        const Scenario scenario = largeScenario(AttentionMode(mode), tokens, dModel, heads);
        QVERIFY(!validateScenario(scenario));
        estimate = lessonCost(scenario).memoryBytes();
        deservesWarning = lessonCost(scenario).deservesWarning();
        QString error;
        QVERIFY2(writeScenarioFile(scenario, path, &error), qPrintable(error));
    }

    QString tooSlow;
    for (int attempt = 1; attempt <= kTimingAttempts; ++attempt) {
        const Opening opening = openInFreshWindow(path, estimate);
        QVERIFY2(opening.failure.isEmpty(), qPrintable(opening.failure));
        qInfo("%s, attempt %d: %s", QTest::currentDataTag(), attempt, qPrintable(opening.summary));
        // The window asks first, naming the memory, for what deserves it; what it names is what it takes.
        if (deservesWarning)
            QVERIFY2(opening.question.contains(QLocale().formattedDataSize(estimate)), qPrintable(opening.question));
        else
            QVERIFY2(opening.question.isEmpty(), qPrintable(opening.question));
        QVERIFY2(opening.peak <= estimate * 3 / 2,
                 qPrintable(QStringLiteral("peak %1 bytes, estimate %2").arg(opening.peak).arg(estimate)));
        tooSlow = opening.tooSlow();
        if (tooSlow.isEmpty())
            break;
    }
    QVERIFY2(tooSlow.isEmpty(), qPrintable(QStringLiteral("in each of %1 attempts; in the last, %2").arg(kTimingAttempts).arg(tooSlow)));
}

void TestLargeScenario::masksComparedAreComputedOffTheWindowsThread()
{
    // 2048 tokens and 8 heads with the Masks compared figure shown: the same head under the other mask is
    // a computation of its own (0.84 s on the window's thread when it ran there). From the result's arrival
    // until that comparison is painted, the window's thread is blocked for at most 50 ms.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("compare.json"));
    {
        QString error;
        QVERIFY2(writeScenarioFile(largeScenario(AttentionMode::Causal, 2048, 256, 8), path, &error), qPrintable(error));
    }
    qint64 blocked = 0;
    for (int attempt = 1; attempt <= kTimingAttempts; ++attempt) {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dialogScript(window).askLongWork = [](const QString &) { return true; };
        window.figuresPanel()->showFigure(FigureKind::Compare);
        QTestEventLoop::instance().enterLoopMSecs(200);
        QVERIFY(window.openFile(path));
        QSignalSpy computing(window.document(), &ScenarioDocument::computingChanged);
        QSignalSpy compared(window.document(), &ScenarioDocument::modeComparisonChanged);
        QElapsedTimer elapsed;
        elapsed.start();
        qint64 whileComputing = 0;
        {
            // Counted apart while the result is computed (the system's doing, checked in the test above) and
            // from the moment it arrives: taking it, showing every figure, asking for the comparison, taking
            // that and painting it.
            const std::unique_ptr<BlockingMonitor> monitor = monitorOf(window.document());
            while (window.document()->isComputing())
                QVERIFY(computing.wait(600000));
            QVERIFY(window.document()->result());
            QVERIFY(compared.wait(120000));
            QTestEventLoop::instance().enterLoopMSecs(300); // the figure takes it and paints it
            blocked = monitor->longestMs(OwnWork);
            whileComputing = monitor->longestMs(Computing);
        }
        const HeatmapPlot *figure = window.figuresPanel()->comparison();
        QVERIFY(figure->isVisible());
        QCOMPARE(figure->panels().size(), size_t(2)); // causal and bidirectional
        qInfo("2048 tokens x 8 heads, masks compared shown, attempt %d: result and comparison painted %lld ms after "
              "opening; the window's thread was blocked for at most %lld ms once the result had arrived (%lld ms while "
              "it was computed)",
              attempt, elapsed.elapsed(), blocked, whileComputing);
        if (blocked <= 50)
            break;
    }
    QVERIFY2(blocked <= 50, qPrintable(QStringLiteral("blocked for %1 ms in the last of %2 attempts").arg(blocked).arg(kTimingAttempts)));
}

QTEST_MAIN(TestLargeScenario)
#include "tst_largescenario.moc"
