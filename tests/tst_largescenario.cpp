// The largest scenarios the format accepts, opened in the window as a user would: the memory they take
// against the estimate the window shows before opening them, and the longest time the window's thread
// was blocked while they were read, computed and shown. Both are printed, and checked.
#include "document/ScenarioDocument.h"
#include "engine/Timing.h"
#include "scenario/LessonCost.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "figures/FiguresPanel.h"
#include "figures/HeatmapPlot.h"
#include "window/MainWindow.h"

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

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString reported;
    window.setErrorReporter([&reported](const QString &message) { reported = message; });
    QString question;
    window.setLongWorkQuestion([&question](const QString &text) {
        question = text;
        return true;
    });
    QTestEventLoop::instance().enterLoopMSecs(200);
    const qint64 before = statusBytes("VmRSS");
    QVERIFY(resetPeak());

    QElapsedTimer elapsed;
    elapsed.start();
    qint64 ownWork = 0, whileComputing = 0;
    double ownWorkBusy = 0;
    {
        const std::unique_ptr<BlockingMonitor> monitor = monitorOf(window.document());
        QVERIFY2(window.openFile(path), qPrintable(reported));
        // Waiting in a real event loop, as the program does: QTest::qWait sleeps between its rounds, and
        // would count its own sleep as the window's.
        QSignalSpy computing(window.document(), &ScenarioDocument::computingChanged);
        while (window.document()->isComputing())
            QVERIFY(computing.wait(600000));
        // The views take the result and paint it.
        QTestEventLoop::instance().enterLoopMSecs(500);
        ownWork = monitor->longestMs(OwnWork);
        ownWorkBusy = monitor->longestBusyMs(OwnWork);
        whileComputing = monitor->longestMs(Computing);
    }
    QVERIFY2(window.document()->result(), qPrintable(window.document()->problem() ? window.document()->problem()->toString() : QString()));
    // A lecturer steps through the stages: each shows the selected head's matrices of millions of entries.
    qint64 stageStep = 0;
    for (PipelineStage stage : stagesOf(window.document()->scenario())) {
        BlockingMonitor monitor;
        window.setStage(stage);
        QTestEventLoop::instance().enterLoopMSecs(50);
        stageStep = std::max(stageStep, monitor.longestMs());
    }
    const qint64 peak = statusBytes("VmHWM") - before;
    qInfo("%s: opened, computed, shown and stepped through in %.1f s. The window's thread was blocked for at most "
          "%lld ms by reading, taking and showing the result (%.0f ms of its own processor time), %lld ms while the "
          "engine computed, and %lld ms by one step to the next stage. Memory: estimated %.2f GiB, peak %.2f GiB "
          "above the %.2f GiB before opening (%.2fx the estimate)",
          QTest::currentDataTag(), elapsed.elapsed() / 1000.0, ownWork, ownWorkBusy, whileComputing, stageStep,
          estimate / double(1 << 30), peak / double(1 << 30), before / double(1 << 30), double(peak) / double(estimate));
    // The window asks first, naming the memory, for what deserves it; what it names is what it takes.
    if (deservesWarning)
        QVERIFY2(question.contains(QLocale().formattedDataSize(estimate)), qPrintable(question));
    else
        QVERIFY2(question.isEmpty(), qPrintable(question));
    QVERIFY2(peak <= estimate * 3 / 2, qPrintable(QStringLiteral("peak %1 bytes, estimate %2").arg(peak).arg(estimate)));
    // The program's own work on the window's thread stays under 100 ms: the processor time the thread used in
    // one gap (22-57 ms in runs here). On the clock such gaps have reached 109 ms on this shared 2-core
    // machine, the rest the thread's wait for a core. While gigabytes are computed on every core, the system itself holds
    // the thread for up to about 100 ms. Both are checked on the clock with room for a loaded machine.
    QVERIFY2(ownWorkBusy <= 100, qPrintable(QStringLiteral("the window's own work took %1 ms at once").arg(ownWorkBusy)));
    QVERIFY2(ownWork <= 250, qPrintable(QStringLiteral("the window's own work blocked it for %1 ms").arg(ownWork)));
    QVERIFY2(whileComputing <= 250, qPrintable(QStringLiteral("blocked for %1 ms while computing").arg(whileComputing)));
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
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setLongWorkQuestion([](const QString &) { return true; });
    window.figuresPanel()->showFigure(FigureKind::Compare);
    QTestEventLoop::instance().enterLoopMSecs(200);
    QVERIFY(window.openFile(path));
    QSignalSpy computing(window.document(), &ScenarioDocument::computingChanged);
    QSignalSpy compared(window.document(), &ScenarioDocument::modeComparisonChanged);
    QElapsedTimer elapsed;
    elapsed.start();
    qint64 blocked = 0, whileComputing = 0;
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
    qInfo("2048 tokens x 8 heads, masks compared shown: result and comparison painted %lld ms after opening; the "
          "window's thread was blocked for at most %lld ms once the result had arrived (%lld ms while it was computed)",
          elapsed.elapsed(), blocked, whileComputing);
    QVERIFY2(blocked <= 50, qPrintable(QStringLiteral("blocked for %1 ms").arg(blocked)));
}

QTEST_MAIN(TestLargeScenario)
#include "tst_largescenario.moc"
