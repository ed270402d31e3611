// The largest scenarios the format accepts, opened in the window as a user would: the memory they take
// against the estimate the window shows before opening them, and the longest time the window's thread
// was blocked while they were read, computed and shown. Both are printed, and checked.
#include "document/ScenarioDocument.h"
#include "scenario/LessonCost.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "window/MainWindow.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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

/// The longest gap between ticks of a timer that asks to run every few milliseconds on the window's
/// thread: how long that thread was kept from handling input and painting.
class BlockingMonitor : public QObject
{
public:
    BlockingMonitor()
    {
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_longest = std::max(m_longest, m_sinceLastTick.restart());
        });
        m_sinceLastTick.start();
        m_timer.start();
    }
    qint64 longestMilliseconds() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_sinceLastTick;
    qint64 m_longest = 0;
};

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
    return scenario;
}

} // namespace

class TestLargeScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void openingStaysResponsiveAndWithinTheEstimate_data();
    void openingStaysResponsiveAndWithinTheEstimate();
};

void TestLargeScenario::openingStaysResponsiveAndWithinTheEstimate_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    // The largest result the format allows (4 GiB): 15 heads of 4096 x 4096 cross attention.
    QTest::newRow("15 heads, 4096 x 4096 cross, d_model 1024") << int(AttentionMode::Cross) << 4096 << 1024 << 15;
    // The widest editor tables: 4096 rows of 1024 numbers.
    QTest::newRow("1 head, 4096 tokens, d_model 1024") << int(AttentionMode::Causal) << 4096 << 1024 << 1;
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
    {
        const Scenario scenario = largeScenario(AttentionMode(mode), tokens, dModel, heads);
        QVERIFY(!validateScenario(scenario));
        estimate = lessonCost(scenario).resultBytes;
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
    QTest::qWait(200);
    const qint64 before = statusBytes("VmRSS");
    QVERIFY(resetPeak());

    QElapsedTimer elapsed;
    elapsed.start();
    BlockingMonitor monitor;
    QVERIFY2(window.openFile(path), qPrintable(reported));
    QTRY_VERIFY_WITH_TIMEOUT(!window.document()->isComputing(), 600000);
    QVERIFY2(window.document()->result(), qPrintable(window.document()->problem() ? window.document()->problem()->toString() : QString()));
    // The views take the result; a lecturer steps through the stages.
    for (PipelineStage stage : kAllStages) {
        window.setStage(stage);
        QTest::qWait(50);
    }
    const qint64 longestBlock = monitor.longestMilliseconds();
    const qint64 peak = statusBytes("VmHWM") - before;
    qInfo("%s: opened, computed and shown in %.1f s; the window's thread was blocked for at most %lld ms; "
          "memory: estimated %.2f GiB, peak %.2f GiB above the %.2f GiB before opening (%.2fx the estimate)",
          QTest::currentDataTag(), elapsed.elapsed() / 1000.0, longestBlock, estimate / double(1 << 30),
          peak / double(1 << 30), before / double(1 << 30), double(peak) / double(estimate));
    // The window asks first, naming the memory, for what deserves it; what it names is what it takes.
    if (lessonCost(readScenarioFile(path).scenario.value()).deservesWarning())
        QVERIFY2(question.contains(QLocale().formattedDataSize(estimate)), qPrintable(question));
    else
        QVERIFY2(question.isEmpty(), qPrintable(question));
    QVERIFY2(longestBlock <= 100, qPrintable(QStringLiteral("blocked for %1 ms").arg(longestBlock)));
    QVERIFY2(peak <= estimate * 3 / 2, qPrintable(QStringLiteral("peak %1 bytes, estimate %2").arg(peak).arg(estimate)));
}

QTEST_MAIN(TestLargeScenario)
#include "tst_largescenario.moc"
