// `attentionlab bench --window`: what a person waits for. The real window, offscreen, takes an edit of
// one number, recomputes and repaints; the time from the edit to the last repaint it caused is one frame.
#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "WindowProcess.h"
#include "document/ScenarioDocument.h"
#include "engine/Timing.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "modelwindow/ModelDocument.h"
#include "modelwindow/ModelWindow.h"
#include "lessonwindow/MainWindow.h"
#include "lessonwindow/PresentationWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace attn::cli {
namespace {

/// Counts the paint events the application delivers, to any widget.
class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

/// A scenario of `tokens` random tokens, d_model = heads x 64, every head 64 wide, bidirectional: the
/// shape of one layer of a small real model.
Scenario generatedScenario(int tokens, int heads)
{
    std::srand(7); // Eigen's Random draws from rand(): the same scenario every run
    Scenario scenario;
    scenario.title = QStringLiteral("%1 tokens, %2 heads").arg(tokens).arg(heads);
    scenario.mode = AttentionMode::Bidirectional;
    for (int token = 0; token < tokens; ++token)
        scenario.source.tokens << QStringLiteral("t%1").arg(token);
    scenario.source.vectors = (MatrixD::Random(tokens, heads * 64).array() * 100).round() / 100;
    setHeadCount(scenario, heads);
    for (int head = 0; head < heads; ++head)
        setHeadDimensions(scenario, head, 64, 64);
    initialiseWeights(scenario, WeightInitialisation::Random, 7);
    return scenario;
}

/// The nearest-rank percentile: the smallest sample with at least that fraction of the samples at or below it.
double percentile(std::vector<double> samples, double fraction)
{
    std::sort(samples.begin(), samples.end());
    const auto rank = size_t(std::ceil(fraction * double(samples.size())));
    return samples[std::clamp<size_t>(rank, 1, samples.size()) - 1];
}

/// Milliseconds from asking for the work until the last repaint it caused: passes of the event loop until
/// two in a row paint nothing more.
template<typename Work>
double untilRepainted(const PaintCounter &counter, Work work)
{
    QElapsedTimer elapsed;
    elapsed.start();
    work();
    double lastPaint = double(elapsed.nsecsElapsed()) / 1e6;
    for (int quietPasses = 0; quietPasses < 2;) {
        const int before = counter.paints;
        QApplication::processEvents();
        if (counter.paints != before) {
            lastPaint = double(elapsed.nsecsElapsed()) / 1e6;
            quietPasses = 0;
        } else {
            ++quietPasses;
        }
    }
    return lastPaint;
}

/// Edits one number and returns the milliseconds until the last repaint the edit caused: the result (at
/// once for a lesson, from the background for a large scenario), waited for in the event loop as the
/// program waits, then its repaints.
double timeOneEdit(ScenarioDocument &document, const PaintCounter &counter, int edit)
{
    const MatrixAddress vectors{MatrixKind::SourceVectors, 0};
    const Eigen::Index row = edit % document.scenario().source.vectors.rows();
    const double value = document.entry(vectors, row, 0) + (edit % 2 == 0 ? 0.25 : -0.25);
    return untilRepainted(counter, [&] {
        document.editEntry(vectors, row, 0, value);
        if (document.isComputing()) {
            QEventLoop untilComputed;
            QObject::connect(&document, &ScenarioDocument::computingChanged, &untilComputed, [&](bool computing) {
                if (!computing)
                    untilComputed.quit();
            });
            untilComputed.exec();
        }
    });
}

/// Where nobody is there to click: a long computation goes ahead, unsaved edits are discarded, errors are not
/// shown (the benchmark says what failed), and no file is asked for.
class UnattendedDialogs : public LessonWindowDialogs
{
public:
    void reportError(const QString &) override {}
    QMessageBox::StandardButton askToSave(const QString &) override { return QMessageBox::Discard; }
    QMessageBox::StandardButton askAboutReplacedChanges(const QString &) override { return QMessageBox::Discard; }
    bool askToReload(const QString &) override { return false; }
    bool askToOverwrite(const QString &) override { return false; }
    bool askLongWork(const QString &) override { return true; }
    RecoveryAnswer askToRecover(const RecoveryOffer &) override { return RecoveryAnswer::Later; }
    QString chooseScenarioToOpen(const QString &) override { return {}; }
    QString chooseScenarioFile(const QString &) override { return {}; }
    QString chooseFigureFile(const QString &) override { return {}; }
    DeckChoice chooseDeckFile(const QString &) override { return {}; }
};

/// Shows the window at 1600 × 1000 with the file open and computed, every question it could ask answered.
bool openUnattended(MainWindow &window, const QString &path)
{
    window.setDialogs(std::make_unique<UnattendedDialogs>());
    window.resize(1600, 1000);
    window.show();
    if (!window.openFile(path))
        return false;
    window.document()->waitForResult();
    return true;
}

QJsonObject couldNotOpen(const QString &name, const QString &path)
{
    return {{QStringLiteral("case"), name}, {QStringLiteral("error"), QStringLiteral("could not open ") + path}};
}

/// Opens the file in a fresh window, makes one untimed edit (the first paints of the window belong to
/// opening it), then times `repeat` edits of one number of the token vectors.
QJsonObject measureFrames(const QString &name, const QString &path, int repeat)
{
    MainWindow window;
    if (!openUnattended(window, path))
        return couldNotOpen(name, path);
    ScenarioDocument &document = *window.document();

    PaintCounter counter;
    qApp->installEventFilter(&counter);
    timeOneEdit(document, counter, repeat);
    counter.paints = 0;
    BlockingMonitor monitor;
    std::vector<double> frames;
    for (int edit = 0; edit < repeat; ++edit)
        frames.push_back(timeOneEdit(document, counter, edit));
    qApp->removeEventFilter(&counter);
    const Eigen::Index rows = document.scenario().source.vectors.rows();
    const QString engine = document.engine().name();
    window.close(); // discards the edits and their autosave
    // Evidence that each edit was shown, not only computed: the widgets it repainted.
    return {{QStringLiteral("case"), name},
            {QStringLiteral("engine"), engine},
            {QStringLiteral("tokens"), int(rows)},
            {QStringLiteral("heads"), document.scenario().headCount()},
            {QStringLiteral("edits"), repeat},
            {QStringLiteral("p50_ms"), percentile(frames, 0.50)},
            {QStringLiteral("p95_ms"), percentile(frames, 0.95)},
            {QStringLiteral("max_ms"), *std::max_element(frames.begin(), frames.end())},
            {QStringLiteral("longest_block_ms"), double(monitor.longestMs())},
            {QStringLiteral("paints_per_edit"), double(counter.paints) / repeat}};
}

/// The lesson's deck presented at 1920 × 1080, as F5 shows it: each slide change (Page Down through the deck
/// and Page Up back, `repeat` rounds) timed from the key to the last repaint it caused; and edits at the desk
/// while presenting, each timed to the slide made again and repainted.
QJsonObject measureSlideChanges(const QString &name, const QString &path, int repeat)
{
    MainWindow window;
    if (!openUnattended(window, path))
        return couldNotOpen(name, path);
    ScenarioDocument &document = *window.document();

    PaintCounter counter;
    qApp->installEventFilter(&counter);
    // Phase 1: the lesson settling at the desk and the presentation made and first painted, once per lesson;
    // phase 0: what the lecturer does with it, slide changes and edits at the desk.
    BlockingMonitor monitor(2);
    monitor.setPhase(1);
    double openMs = 0;
    std::unique_ptr<PresentationWindow> presentation;
    openMs = untilRepainted(counter, [&] {
        presentation = std::make_unique<PresentationWindow>(&document);
        presentation->resize(1920, 1080);
        presentation->show();
    });
    monitor.setPhase(0);
    const auto press = [&](Qt::Key key) {
        return untilRepainted(counter, [&] {
            QKeyEvent event(QEvent::KeyPress, key, Qt::NoModifier);
            QCoreApplication::sendEvent(presentation.get(), &event);
        });
    };
    counter.paints = 0;
    std::vector<double> changes;
    const int slides = presentation->slideCount();
    for (int round = 0; round < repeat; ++round) {
        for (int slide = 1; slide < slides; ++slide)
            changes.push_back(press(Qt::Key_PageDown));
        for (int slide = 1; slide < slides; ++slide)
            changes.push_back(press(Qt::Key_PageUp));
    }
    const double paintsPerChange = changes.empty() ? 0.0 : double(counter.paints) / double(changes.size());
    // A desk edit while presenting: the document recomputed, the deck made again, the slide repainted.
    std::vector<double> edits;
    presentation->showSlide(slides - 1);
    for (int edit = 0; edit < std::max(3, repeat); ++edit)
        edits.push_back(timeOneEdit(document, counter, edit));
    qApp->removeEventFilter(&counter);
    const double longestBlock = double(monitor.longestMs());
    const double openBlock = double(monitor.longestMs(1));
    presentation.reset();
    window.close();
    if (changes.empty())
        return {{QStringLiteral("case"), name}, {QStringLiteral("slides"), slides}, {QStringLiteral("error"), QStringLiteral("one slide: nothing to change")}};
    return {{QStringLiteral("case"), name},
            {QStringLiteral("slides"), slides},
            {QStringLiteral("changes"), int(changes.size())},
            {QStringLiteral("p50_ms"), percentile(changes, 0.50)},
            {QStringLiteral("p95_ms"), percentile(changes, 0.95)},
            {QStringLiteral("max_ms"), *std::max_element(changes.begin(), changes.end())},
            {QStringLiteral("paints_per_change"), paintsPerChange},
            {QStringLiteral("open_ms"), openMs},
            {QStringLiteral("desk_edit_p50_ms"), percentile(edits, 0.50)},
            {QStringLiteral("desk_edit_max_ms"), *std::max_element(edits.begin(), edits.end())},
            {QStringLiteral("longest_block_ms"), longestBlock},
            {QStringLiteral("open_block_ms"), openBlock}};
}

/// Opens a checkpoint's folder in a fresh real-model window `repeat` times, and times each from choosing
/// the folder to the grid of every layer and head painted for the text: what a lecturer waits for.
QJsonObject measureModelOpening(const QString &folder, const QString &text, int repeat)
{
    PaintCounter counter;
    qApp->installEventFilter(&counter);
    std::vector<double> opens;
    int tokens = 0, grids = 0;
    for (int open = 0; open < repeat; ++open) {
        ModelWindow window;
        window.resize(1600, 1000);
        window.show();
        untilRepainted(counter, [] {}); // the empty window's own first paints
        opens.push_back(untilRepainted(counter, [&] {
            window.openFolder(folder, true);
            window.setText(text);
        }));
        tokens = int(window.document().tokens().size());
        // Evidence that what was timed is the grid shown: a panel per layer and head.
        grids = int(window.gridView()->picture()->content().panels.size());
    }
    qApp->removeEventFilter(&counter);
    return {{QStringLiteral("case"), QStringLiteral("model window")},
            {QStringLiteral("folder"), folder},
            {QStringLiteral("tokens"), tokens},
            {QStringLiteral("panels"), grids},
            {QStringLiteral("opens"), repeat},
            {QStringLiteral("first_ms"), opens.front()},
            {QStringLiteral("p50_ms"), percentile(opens, 0.50)},
            {QStringLiteral("max_ms"), *std::max_element(opens.begin(), opens.end())}};
}

} // namespace

int runBenchWindow(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Frame times of the window (offscreen, real widgets): edit one number, recompute, repaint.\n"
        "Prints JSON: per case p50_ms, p95_ms and max_ms from the edit to the last repaint it caused, and\n"
        "longest_block_ms, the longest the window's thread could not answer. Cases: every lesson of the\n"
        "gallery and generated scenarios of 512 and 2048 tokens with 8 heads, or --scenario FILE; or, with\n"
        "--model FOLDER, opening a GPT-2 checkpoint in the real-model window to its grid painted (first_ms, p50_ms);\n"
        "or, with --slides, every lesson's deck presented at 1920x1080: p50_ms, p95_ms, max_ms per slide change\n"
        "(Page Down and Up through the deck), open_ms, desk_edit_p50_ms and desk_edit_max_ms (an edit at the desk\n"
        "while presenting, to the slide repainted), longest_block_ms.\n"
        "It runs on the CPU engine with settings of its own: the user's settings and files are not touched."));
    parser.addPositionalArgument(QStringLiteral("bench"), {}, QStringLiteral("bench"));
    parser.addOptions({
        {QStringLiteral("window"), QStringLiteral("Time the window rather than an engine.")},
        {QStringLiteral("scenario"), QStringLiteral("Time this scenario file only."), QStringLiteral("file")},
        {QStringLiteral("model"), QStringLiteral("Time opening this GPT-2 checkpoint folder in the real-model window, to the grid "
                                                 "painted for --text, instead."),
         QStringLiteral("folder")},
        {QStringLiteral("text"), QStringLiteral("The text for --model."), QStringLiteral("text"),
         QStringLiteral("The animal didn't cross the street because it was too tired, so it lay down and slept.")},
        {QStringLiteral("slides"), QStringLiteral("Time changing slides in the presentation of every lesson (or of --scenario) instead.")},
        {QStringLiteral("repeat"), QStringLiteral("Edits per case (with --slides: rounds through the deck)."), QStringLiteral("R"), QStringLiteral("30")},
    });
    if (const std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (!takesNoArgumentsOrReport(parser, QStringLiteral("bench")))
        return UsageError;
    const std::optional<long long> repeat = integerOption(parser, QStringLiteral("repeat"), 1, 100000);
    if (!repeat)
        return UsageError;
    // Settings and autosave of its own, removed at the end: the user's recent files, window layout, engine
    // and autosave folder are neither read nor touched, so every run measures the same window.
    const QTemporaryDir ownFolders;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, ownFolders.filePath(QStringLiteral("config")));
    qputenv("XDG_CONFIG_HOME", ownFolders.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", ownFolders.filePath(QStringLiteral("data")).toLocal8Bit());

    QJsonArray cases;
    if (parser.isSet(QStringLiteral("model"))) {
        // A folder that is not a checkpoint, or a text the model cannot take, is said once, with the reason.
        ModelDocument probe;
        QString problem = probe.open(parser.value(QStringLiteral("model")));
        if (problem.isEmpty()) {
            probe.setText(parser.value(QStringLiteral("text")));
            problem = probe.problem();
        }
        if (!problem.isEmpty()) {
            printError(problem);
            return InvalidInput;
        }
        cases.append(measureModelOpening(parser.value(QStringLiteral("model")), parser.value(QStringLiteral("text")), int(*repeat)));
    } else if (parser.isSet(QStringLiteral("slides"))) {
        QStringList paths = MainWindow::lessonPaths();
        if (parser.isSet(QStringLiteral("scenario"))) {
            if (!loadScenarioOrReport(parser.value(QStringLiteral("scenario"))))
                return InvalidInput;
            paths = {parser.value(QStringLiteral("scenario"))};
        }
        for (const QString &lesson : paths)
            cases.append(measureSlideChanges(lesson.section(u'/', -1), lesson, int(*repeat)));
    } else if (parser.isSet(QStringLiteral("scenario"))) {
        const QString path = parser.value(QStringLiteral("scenario"));
        if (!loadScenarioOrReport(path))
            return InvalidInput;
        cases.append(measureFrames(path, path, int(*repeat)));
    } else {
        for (const QString &lesson : MainWindow::lessonPaths())
            cases.append(measureFrames(lesson.section(u'/', -1), lesson, int(*repeat)));
        QTemporaryDir folder;
        for (const int tokens : {512, 2048}) {
            const QString path = folder.filePath(QStringLiteral("generated-%1.json").arg(tokens));
            QString error;
            if (!writeScenarioFile(generatedScenario(tokens, 8), path, &error)) {
                printError(error);
                return OutputFailed;
            }
            cases.append(measureFrames(QStringLiteral("%1 tokens x 8 heads").arg(tokens), path, int(*repeat)));
        }
    }
    // The wait policy is part of what was measured (see startAgainWithSleepingOpenMpThreads).
    printOut(QJsonDocument(QJsonObject{{QStringLiteral("case"), parser.isSet(QStringLiteral("slides")) ? QStringLiteral("slides") : QStringLiteral("window")},
                                       {QStringLiteral("openmp_wait_policy"), QString::fromLatin1(openMpWaitPolicy())},
                                       {QStringLiteral("frames"), cases}})
                 .toJson(QJsonDocument::Indented));
    return Done;
}

} // namespace attn::cli
