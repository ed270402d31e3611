// The complexity view: the measurement and its fitted exponent in core, and the window that runs it in the
// background, plots it, can be cancelled and saves the figure. And the probe of how long the window's thread
// is kept from answering, which the window benchmark and the largest scenario's test read.
#include "engine/ComplexityMeasurement.h"
#include "engine/Timing.h"
#include "support/EngineRows.h"
#include "complexitywindow/ComplexityWindow.h"

#include <QFile>
#include <QFontInfo>
#include <QLocale>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QThread>
#include <cmath>
#include <ctime>
#include <qcustomplot.h>

using namespace attn;

namespace {
// The processor time this thread has used, in milliseconds (the clock BlockingMonitor's busy time reads).
double threadProcessorMs()
{
    timespec used{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &used);
    return double(used.tv_sec) * 1e3 + double(used.tv_nsec) * 1e-6;
}
} // namespace

class TestComplexity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void ctrlPlusEnlargesItsTextsAndIsRemembered();
    void aWideWindowKeepsItsBoxesBesideTheirWords();
    void fittedExponentOfExactPowers_data();
    void fittedExponentOfExactPowers();
    void theLegendsSlopeIsThatOfTheLongestLengths();
    void doublingLengthsSpaceEvenlyOnLogAxes();
    void measurementCountsMemoryAndStopsWhenAsked();
    void windowMeasuresInTheBackgroundAndPlots();
    void cancelStopsEarly();
    void savesTheFigureInEachFormat_data();
    void savesTheFigureInEachFormat();
    void blockingMonitorCountsEachPhaseApart();
};

void TestComplexity::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the window's text size is a setting: not the user's
    QSettings().clear();
}

void TestComplexity::ctrlPlusEnlargesItsTextsAndIsRemembered()
{
    // Ctrl+ as in the other windows, though this one has no menu: the controls, the summary and the plot grow;
    // the next window opens at that size; Ctrl+0 goes back.
    auto window = std::make_unique<ComplexityWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const int controls = QFontInfo(window->font()).pixelSize();
    QTest::keySequence(window.get(), QKeySequence::ZoomIn);
    QTest::keySequence(window.get(), QKeySequence::ZoomIn);
    QVERIFY(qAbs(window->textScale() - 1.15 * 1.15) < 1e-9);
    QVERIFY(QFontInfo(window->font()).pixelSize() > controls);
    QCOMPARE(window->plot()->textScale(), window->textScale());
    window = std::make_unique<ComplexityWindow>();
    QVERIFY(qAbs(window->textScale() - 1.15 * 1.15) < 1e-9);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTest::keySequence(window.get(), QKeySequence(Qt::CTRL | Qt::Key_0));
    QCOMPARE(window->textScale(), 1.0);
    QCOMPARE(QFontInfo(window->font()).pixelSize(), controls);
}

void TestComplexity::aWideWindowKeepsItsBoxesBesideTheirWords()
{
    // Maximized on a 1920 × 1080 projector, the window stretched its number boxes over the row: a box for "8"
    // 580 px wide, "d_head" 345 px from its box. Each box keeps its own width, next to its words.
    ComplexityWindow window;
    window.resize(1900, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QSpinBox *> boxes = window.findChildren<QSpinBox *>();
    QCOMPARE(boxes.size(), 4);
    for (const QSpinBox *box : boxes)
        QVERIFY2(box->width() <= box->sizeHint().width() + 4,
                 qPrintable(QStringLiteral("%1 px wide for %2 px of numbers").arg(box->width()).arg(box->sizeHint().width())));
    // Each word just before its box: "d_head" before the box of 64, "heads" before the box of 8.
    for (const auto &[word, value] : {std::pair{"d_head", 64}, std::pair{"heads", 8}}) {
        const QLabel *label = nullptr;
        for (const QLabel *candidate : window.findChildren<QLabel *>())
            if (candidate->text() == QLatin1String(word))
                label = candidate;
        QVERIFY(label);
        const auto box = std::find_if(boxes.begin(), boxes.end(), [value](const QSpinBox *b) { return b->value() == value; });
        QVERIFY(box != boxes.end());
        const int gap = (*box)->mapTo(&window, QPoint(0, 0)).x() - label->mapTo(&window, QPoint(label->width(), 0)).x();
        QVERIFY2(gap >= 0 && gap <= 20, qPrintable(QStringLiteral("%1: %2 px to its box").arg(QLatin1String(word)).arg(gap)));
    }
}

void TestComplexity::fittedExponentOfExactPowers_data()
{
    QTest::addColumn<double>("exponent");
    QTest::newRow("n^2") << 2.0;
    QTest::newRow("n^1") << 1.0;
    QTest::newRow("n^2.5") << 2.5;
}

void TestComplexity::fittedExponentOfExactPowers()
{
    QFETCH(double, exponent);
    std::vector<ComplexityPoint> points;
    for (Eigen::Index n : doublingLengths(128, 8192)) {
        ComplexityPoint point;
        point.n = n;
        point.medianMs = 0.003 * std::pow(double(n), exponent);
        points.push_back(point);
    }
    QVERIFY(std::abs(fittedExponent(points) - exponent) < 1e-9);
    QVERIFY(std::isnan(fittedExponent({points.front()})));
}

void TestComplexity::theLegendsSlopeIsThatOfTheLongestLengths()
{
    // Time = a fixed cost per call + n² work: fitted over every length from 256, the slope had read 1.58 (a
    // real measurement on two cores) beside a lesson that says n². The legend's is that of the last three
    // lengths, and says so (as the axis names the lengths).
    std::vector<ComplexityPoint> points;
    for (Eigen::Index n : doublingLengths(256, 4096)) {
        ComplexityPoint point;
        point.n = n;
        point.medianMs = 1.0 + 6e-6 * double(n) * double(n);
        points.push_back(point);
    }
    QVERIFY(fittedExponent(points) < 1.6);
    const ComplexityContent content = complexityContent({{QStringLiteral("cpu"), points}}, 256, 4096);
    const ComplexitySeries &cpu = content.series.front();
    QCOMPARE(cpu.name, QStringLiteral("cpu, n ≥ 1024: time ∝ n"));
    QVERIFY2(QLocale().toDouble(cpu.exponent) > 1.85, qPrintable(cpu.exponent)); // 1.90: the fixed cost still shows
    // Two lengths so far: their slope, from the first.
    points.resize(2);
    const ComplexityContent early = complexityContent({{QStringLiteral("cpu"), points}}, 256, 4096);
    QCOMPARE(early.series.front().name, QStringLiteral("cpu, n ≥ 256: time ∝ n"));
}

void TestComplexity::doublingLengthsSpaceEvenlyOnLogAxes()
{
    QCOMPARE(doublingLengths(256, 4096), (std::vector<Eigen::Index>{256, 512, 1024, 2048, 4096}));
    QCOMPARE(doublingLengths(100, 500), (std::vector<Eigen::Index>{100, 200, 400}));
}

void TestComplexity::measurementCountsMemoryAndStopsWhenAsked()
{
    CpuEngine engine;
    ComplexitySettings settings;
    settings.lengths = {64, 128, 256, 512};
    settings.dHead = 16;
    settings.heads = 2;
    settings.repeat = 1;
    int calls = 0;
    const std::vector<ComplexityPoint> points = measureComplexity(engine, settings, [&](const ComplexityPoint &) {
        return ++calls < 3; // stop after the third point
    });
    QCOMPARE(points.size(), size_t(3));
    const ComplexityPoint &last = points.back();
    QCOMPARE(last.n, Eigen::Index(256));
    QCOMPARE(last.arraysBytes, qint64(4 * 2 * 256 * 16 * 4));
    QCOMPARE(last.squareMatrixBytes, qint64(2 * 256 * 256 * 4));
    QVERIFY(last.workingBytes > 0);
    QVERIFY(last.medianMs > 0);
    // A point of well under a millisecond is timed with more runs than asked, as many as fill the budget
    // (up to mostRuns): its median is the engine's, not one hiccup's.
    QVERIFY2(points.front().runs > settings.repeat, qPrintable(QString::number(points.front().runs)));
    QVERIFY(points.front().runs <= settings.mostRuns);
    settings.budgetMs = 0; // no budget: the runs asked for
    settings.lengths = {64};
    QCOMPARE(measureComplexity(engine, settings, [](const ComplexityPoint &) { return true; }).front().runs, settings.repeat);
}

void TestComplexity::windowMeasuresInTheBackgroundAndPlots()
{
    ComplexityWindow window;
    // Before measuring, the plot names its axes and says what Measure does (it was an empty frame).
    QVERIFY(!window.picture().content().xTitle.isEmpty() && !window.picture().content().yTitle.isEmpty());
    QVERIFY(window.picture().content().emptyText.contains(QStringLiteral("Measure")));
    window.setLengths(64, 512);
    window.setShape(16, 2, false);
    window.setEngines(test::availableEngineNames());
    window.show();
    QSignalSpy finished(&window, &ComplexityWindow::finished);
    window.start();
    QVERIFY(window.isRunning());
    QVERIFY(finished.wait(120000));
    for (const QString &engine : test::availableEngineNames()) {
        QVERIFY2(window.points().count(engine), qPrintable(engine));
        QCOMPARE(window.points().at(engine).size(), size_t(4));
    }
    // One graph per engine, and the n^2 reference; the legend names each engine's fitted exponent.
    const ComplexityPicture &picture = window.picture();
    const std::vector<ComplexitySeries> &series = picture.content().series;
    QCOMPARE(int(series.size()), int(test::availableEngineNames().size()) + 1);
    QCOMPARE(series.back().name, QStringLiteral("n² reference"));
    QVERIFY(series.back().reference);
    QVERIFY(series.front().name.endsWith(QStringLiteral("time ∝ n")));
    bool isNumber = false;
    QVERIFY(QLocale().toDouble(series.front().exponent, &isNumber) > 0 && isNumber); // drawn raised: n to that power
    QVERIFY(series.back().exponent.isEmpty());
    // Drawn by its renderer at the window's size and a slide's: every length measured named on the x axis,
    // every point inside the axes, and no text over another or past the edge.
    for (const QSizeF size : {QSizeF(640, 400), QSizeF(1600, 900)}) {
        const ComplexityPicture::Layout layout = picture.layOut(size, 1.0);
        const auto texts = picture.texts(layout);
        for (int n : {64, 128, 256, 512})
            QVERIFY(std::any_of(texts.begin(), texts.end(), [n](const auto &text) { return text.first == QString::number(n); }));
        for (const ComplexitySeries &line : series)
            for (const auto &[n, ms] : line.points)
                if (!line.reference)
                    QVERIFY(layout.plot.contains(picture.map(n, ms, layout)));
        for (size_t i = 0; i < texts.size(); ++i) {
            QVERIFY2(QRectF(QPointF(0, 0), size).contains(texts[i].second), qPrintable(texts[i].first));
            for (size_t j = i + 1; j < texts.size(); ++j)
                QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(texts[i].first + u'/' + texts[j].first));
        }
    }
    QVERIFY2(window.summary().contains(QStringLiteral("score matrices (n × n per head) would need")), qPrintable(window.summary()));
    // Each number with its unit on one line: joined by a space that does not break.
    const QString summary = window.summary();
    QVERIFY2(summary.contains(QRegularExpression(QStringLiteral("\\d\u00a0ms\\. "))) && summary.contains(QRegularExpression(QStringLiteral("\\d\u00a0MiB"))) &&
                 !summary.contains(QRegularExpression(QStringLiteral("\\d (ms|MiB)"))),
             qPrintable(summary));
}

void TestComplexity::cancelStopsEarly()
{
    ComplexityWindow window;
    window.setLengths(1024, 65536); // would take minutes
    window.setShape(64, 8, false);
    window.setEngines({QStringLiteral("cpu")});
    QSignalSpy finished(&window, &ComplexityWindow::finished);
    window.start();
    window.cancel();
    QVERIFY(finished.wait(120000));
    QVERIFY(window.points().at(QStringLiteral("cpu")).size() <= 1);
}

void TestComplexity::savesTheFigureInEachFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("png") << "cost.png" << QByteArray("\x89PNG");
    QTest::newRow("pdf") << "cost.pdf" << QByteArray("%PDF");
    QTest::newRow("svg") << "cost.svg" << QByteArray("<?xml");
}

void TestComplexity::savesTheFigureInEachFormat()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, start);
    ComplexityWindow window;
    window.setLengths(64, 256);
    window.setShape(8, 1, true);
    window.setEngines({QStringLiteral("cpu")});
    QSignalSpy finished(&window, &ComplexityWindow::finished);
    window.start();
    QVERIFY(finished.wait(120000));
    QTemporaryDir folder;
    const QString path = folder.filePath(name);
    QCOMPARE(window.saveFigure(path, 1200, 800), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    QVERIFY2(content.startsWith(start), content.left(16).constData());
    if (name.endsWith(QLatin1String(".svg")))
        QVERIFY(content.contains("sequence length n (tokens)")); // text stays text
    QVERIFY(window.saveFigure(folder.filePath(QStringLiteral("cost.bmp"))).contains(QStringLiteral(".png, .svg or .pdf")));
}

void TestComplexity::blockingMonitorCountsEachPhaseApart()
{
    // 40 ms of work in phase 0, then 40 ms asleep in phase 1 (as the thread is while it waits for a core):
    // on the clock each gap counts in its own phase, cut where the phase changed; in processor time only the
    // work counts.
    BlockingMonitor monitor(2);
    QTest::qWait(20);
    // The work runs until the thread has used 40 ms of processor time, not 40 ms on the clock: on a shared
    // machine 40 ms on the clock held as little as 19.995 ms of processor time (CI, 2026-11-25).
    const double processorAtStart = threadProcessorMs();
    QElapsedTimer working;
    working.start();
    volatile double sum = 0;
    while (threadProcessorMs() - processorAtStart < 40)
        sum = sum + 1.0;
    const qint64 workingMs = working.elapsed();
    monitor.setPhase(1);
    QThread::msleep(40);
    monitor.setPhase(0);
    QTest::qWait(20);
    // Phase 0's longest gap is the work (plus at most one tick either side), never the 40 ms asleep as well.
    QVERIFY2(monitor.longestMs(0) >= 40 && monitor.longestMs(0) < workingMs + 30,
             qPrintable(QStringLiteral("%1 ms, the work %2 ms").arg(monitor.longestMs(0)).arg(workingMs)));
    QVERIFY2(monitor.longestBusyMs(0) >= 20, qPrintable(QString::number(monitor.longestBusyMs(0))));
    QVERIFY2(monitor.longestMs(1) >= 40, qPrintable(QString::number(monitor.longestMs(1))));
    QVERIFY2(monitor.longestBusyMs(1) < 20, qPrintable(QString::number(monitor.longestBusyMs(1))));
}

QTEST_MAIN(TestComplexity)
#include "tst_complexity.moc"
