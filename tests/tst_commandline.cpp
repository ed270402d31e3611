// The `attentionlab` command line as a script sees it: exit codes, the JSON it prints, and the
// messages on stderr that name the file and the place.
#include "support/BadScenarioFiles.h"
#include "support/FigureFiles.h"
#include "support/FullDisk.h"
#include "support/RunProgram.h"
#include "support/SvgTexts.h"
#include "support/TinyGpt2Checkpoint.h"
#include "support/TestPaths.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using Run = attn::test::ProgramRun;

Run attentionlab(const QStringList &arguments, const QString &standardOutputFile = {},
                 const QProcessEnvironment &environment = attn::test::programEnvironment())
{
    attn::test::ProgramOptions options;
    options.environment = environment;
    options.standardOutputFile = standardOutputFile;
    return attn::test::runAttentionlab(arguments, options);
}

QString example(const char *name)
{
    return attn::test::examplesFolder() + u'/' + QLatin1String(name);
}

/// A copy of a lesson in folder, its fields replaced by changes: its path, empty where it could not be written.
QString lessonWith(const QTemporaryDir &folder, const char *lesson, const QJsonObject &changes)
{
    QFile file(example(lesson));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
    for (auto change = changes.begin(); change != changes.end(); ++change)
        scenario[change.key()] = change.value();
    const QString path = folder.filePath(QLatin1String(lesson));
    QFile copy(path);
    if (!copy.open(QIODevice::WriteOnly) || copy.write(QJsonDocument(scenario).toJson()) < 0)
        return {};
    return path;
}

QJsonObject parseObject(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("not a JSON object (%s): %s", qPrintable(error.errorString()), json.constData());
    return document.object();
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void computePrintsEveryStageOfEveryHead();
    void computeShowsTheSeedNumbers();
    void computeWritesNullForMaskedEntries();
    void exitCodes_data();
    void exitCodes();
    void badFilesExitWithTwoAndNameThePlace_data();
    void badFilesExitWithTwoAndNameThePlace();
    void aLanguageModelGivenForAScenarioIsNamed();
    void overflowingNumbersExitWithTwo();
    void invalidFileNamesFileAndPlace();
    void computeWritesNumbersForSlides();
    void exportHonoursSizeAndScale();
    void slidesWriteADeckAsPdfOrAFolderOfSlides();
    void slidesRefuseWhatTheyCannotWrite_data();
    void slidesRefuseWhatTheyCannotWrite();
    void weightsWithNoDecimalsAreDrawnWithAWarning_data();
    void weightsWithNoDecimalsAreDrawnWithAWarning();
    void exportSpeaksOneLanguage_data();
    void exportSpeaksOneLanguage();
    void exportDrawsOneProjectionAtATime();
    void exportDrawsOneStepOfTheLayerNorm();
    void exportAddsPositionsToALessonWithout();
    void theWindowSaysWhereItOpenedAStageTheFileLacks();
    void theWindowWithoutADisplaySaysSo();
    void benchPrintsTimings_data();
    void benchPrintsTimings();
    void benchTimesADevicesKernelsApartFromTheCopies();
    void benchWindowTimesEditToRepaint();
    void benchSlidesTimesEachSlideChange();
    void theWindowsOpenMpThreadsSleepBetweenRegions_data();
    void theWindowsOpenMpThreadsSleepBetweenRegions();
    void theWindowStartsWithSleepingOpenMpThreads();
    void devicesListsTheEngines();
    void theUsageNamesOnlyOptionsTheCommandsHave();
    void aFullDiskFailsWithTheReasonAndKeepsTheFile_data();
    void aFullDiskFailsWithTheReasonAndKeepsTheFile();
    void aNearlyFullDiskFailsRatherThanTruncate_data();
    void aNearlyFullDiskFailsRatherThanTruncate();
    void anUnknownCpuKernelIsNamed();
    void anUnwritablePoclCacheIsNamed();
    void anOutputThatIsAnInputIsRefused_data();
    void anOutputThatIsAnInputIsRefused();
    void anOutputOfAnotherKindIsRefused_data();
    void anOutputOfAnotherKindIsRefused();
    void anOutputThatIsAPipeIsWrittenThroughNotReplaced_data();
    void anOutputThatIsAPipeIsWrittenThroughNotReplaced();
};

void TestCommandLine::computePrintsEveryStageOfEveryHead()
{
    const Run run = attentionlab({QStringLiteral("compute"), example("06-multi-head.json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QJsonObject result = parseObject(run.out);
    QCOMPARE(result.value(QStringLiteral("engine")).toString(), QStringLiteral("cpu"));
    const QJsonArray heads = result.value(QStringLiteral("heads")).toArray();
    QCOMPARE(heads.size(), 2);
    const QStringList stages{"q", "k", "v", "scores", "scaled", "masked", "weights", "output"};
    for (const QJsonValue &head : heads) {
        for (const QString &stage : stages)
            QVERIFY2(head.toObject().value(stage).isArray(), qPrintable(stage));
        QCOMPARE(head.toObject().value(QStringLiteral("weights")).toArray().size(), 6);
        QCOMPARE(head.toObject().value(QStringLiteral("q")).toArray().first().toArray().size(), 2); // d_k
    }
    QCOMPARE(result.value(QStringLiteral("concat")).toArray().first().toArray().size(), 4);
    QCOMPARE(result.value(QStringLiteral("output")).toArray().size(), 6);
    QCOMPARE(result.value(QStringLiteral("output")).toArray().first().toArray().size(), 4);
}

void TestCommandLine::computeShowsTheSeedNumbers()
{
    const Run run = attentionlab({QStringLiteral("compute"), example("01-alignment.json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray scores =
        parseObject(run.out).value(QStringLiteral("heads")).toArray().first().toObject().value(QStringLiteral("scores")).toArray();
    // Printed in the shortest form that reads back as the same float32.
    QVERIFY(run.out.contains("0.7557, 0.4461]"));
    QCOMPARE(scores[0].toArray()[1].toDouble(), 0.7557);
    QCOMPARE(scores[0].toArray()[2].toDouble(), 0.4461);
    QCOMPARE(scores[1].toArray()[2].toDouble(), 0.4341);
}

void TestCommandLine::computeWritesNullForMaskedEntries()
{
    const Run run = attentionlab({QStringLiteral("compute"), example("03-causal-self-attention.json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject head = parseObject(run.out).value(QStringLiteral("heads")).toArray().first().toObject();
    const QJsonArray masked = head.value(QStringLiteral("masked")).toArray();
    const QJsonArray weights = head.value(QStringLiteral("weights")).toArray();
    const QJsonArray scaled = head.value(QStringLiteral("scaled")).toArray();
    for (qsizetype i = 0; i < masked.size(); ++i) {
        for (qsizetype j = 0; j < masked.size(); ++j) {
            QCOMPARE(masked[i].toArray()[j].isNull(), j > i);
            QVERIFY(scaled[i].toArray()[j].isDouble());
            if (j > i)
                QCOMPARE(weights[i].toArray()[j].toDouble(), 0.0);
        }
    }
}

void TestCommandLine::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrContains");
    QTest::newRow("help") << QStringList{"--help"} << 0 << QString();
    QTest::newRow("version") << QStringList{"--version"} << 0 << QString();
    QTest::newRow("compute help") << QStringList{"compute", "--help"} << 0 << QString();
    QTest::newRow("unknown option") << QStringList{"--frobnicate"} << 1 << "Unknown option 'frobnicate'";
    QTest::newRow("window with unknown stage") << QStringList{"--stage", "dessert"} << 1 << "--stage: expected one of embeddings";
    QTest::newRow("window with unknown training task") << QStringList{"--train", "chess"} << 1
                                                    << "--train: expected one of mirror, previous-occurrence, translation";
    QTest::newRow("window with an unknown language-model action") << QStringList{"--language-model", "chess"} << 1
                                                                  << "--language-model: expected open or train, found 'chess'";
    QTest::newRow("window with two files") << QStringList{"a.json", "b.json"} << 1 << "expected at most one scenario file";
    // A bare word that names no file is a mistyped command, not a scenario for the window.
    QTest::newRow("a mistyped command") << QStringList{"comptue", example("01-alignment.json")} << 1
                                        << "unknown command 'comptue'; the commands are compute, model, bench";
    QTest::newRow("a made-up command") << QStringList{"frobnicate"} << 1 << "unknown command 'frobnicate'";
    QTest::newRow("compute without file") << QStringList{"compute"} << 1 << "compute: expected one scenario file";
    QTest::newRow("compute, an empty name") << QStringList{"compute", ""} << 2 << "the scenario file's name is empty";
    QTest::newRow("export, a height alone too tall for 16:9") << QStringList{"export", example("01-alignment.json"), "--height", "8000", "--out", "x.png"}
                                                              << 1 << "--height 8000 alone: its 16:9 width, 14222, lies outside 200 to 8000";
    // 8000 x 8000 at --scale 8 is 4096 million pixels: 16 GB drawn, before. An SVG of that size is small.
    QTest::newRow("export, a PNG too large for memory")
        << QStringList{"export", example("01-alignment.json"), "--width", "8000", "--height", "8000", "--scale", "8", "--out", "x.png"} << 1
        << "--scale 8: a PNG of 64000 x 64000 pixels (4096 million) would need about 17 GB of memory; at most 100 million pixels";
    QTest::newRow("export, a language without a translation") << QStringList{"export", example("01-alignment.json"), "--language", "fr", "--out", "x.png"}
                                                              << 1 << "--language: expected one of en, it, de, found 'fr'";
    QTest::newRow("compute, an empty --out") << QStringList{"compute", example("01-alignment.json"), "--out", ""} << 1
                                             << "--out: the file's name is empty";
    QTest::newRow("compute unknown option") << QStringList{"compute", "--fast", example("01-alignment.json")} << 1
                                            << "Unknown option 'fast'";
    QTest::newRow("missing file") << QStringList{"compute", "/nonexistent/lesson.json"} << 2
                                  << "/nonexistent/lesson.json: cannot open";
    QTest::newRow("unknown engine") << QStringList{"compute", example("01-alignment.json"), "--engine", "abacus"} << 1
                                    << "--engine: expected one of cpu, opencl, found 'abacus'";
    QTest::newRow("bench zero n") << QStringList{"bench", "--n", "0"} << 1
                                  << "--n: expected a whole number from 1 to 1048576, found '0'";
    QTest::newRow("bench words for repeat") << QStringList{"bench", "--repeat", "many"} << 1 << "--repeat: expected";
    const QString alignment = example("01-alignment.json");
    QTest::newRow("compute unknown format") << QStringList{"compute", alignment, "--format", "xlsx"} << 1
                                            << "--format: expected json, latex, csv or markdown";
    QTest::newRow("compute matrix without format") << QStringList{"compute", alignment, "--matrix", "scores"} << 1
                                                   << "go with --format";
    QTest::newRow("compute unknown matrix") << QStringList{"compute", alignment, "--format", "csv", "--matrix", "pie"} << 1
                                            << "--matrix: expected one of q, k, v";
    QTest::newRow("compute head beyond the heads") << QStringList{"compute", alignment, "--format", "csv", "--head", "2"} << 1
                                                   << "--head: the scenario has 1 head";
    QTest::newRow("export help") << QStringList{"export", "--help"} << 0 << QString();
    QTest::newRow("export without out") << QStringList{"export", alignment} << 1 << "--out PATH is required";
    QTest::newRow("export unknown format") << QStringList{"export", alignment, "--out", "figure.bmp"} << 1
                                           << "no known figure extension";
    QTest::newRow("export unknown figure") << QStringList{"export", alignment, "--figure", "pie", "--out", "f.png"} << 1
                                           << "--figure: expected one of weights, scores, vectors";
    QTest::newRow("export unknown stage") << QStringList{"export", alignment, "--figure", "stage", "--stage", "dessert", "--out", "f.png"}
                                          << 1 << "--stage: expected one of";
    QTest::newRow("export a stage the scenario lacks")
        << QStringList{"export", alignment, "--figure", "stage", "--stage", "layer-norm", "--out", "f.png"} << 1
        << "--stage layer-norm: " + alignment + " has no such stage (it has embeddings, projections, scores";
    QTest::newRow("export the positions of a lesson without") << QStringList{"export", example("08-positions.json"), "--figure", "stage", "--stage",
                                                                            "positions", "--out", "f.png"}
                                                              << 1 << "has no such stage (it has embeddings, projections, scores, scaling, mask, "
                                                                      "softmax, weighted-sum, concat, output); --positions sinusoidal adds it";
    QTest::newRow("export learned positions") << QStringList{"export", alignment, "--positions", "learned", "--out", "f.png"} << 1
                                              << "--positions: expected none or sinusoidal";
    QTest::newRow("export unknown part") << QStringList{"export", alignment, "--figure", "stage", "--stage", "projections",
                                                        "--part", "all-but-one", "--out", "f.png"}
                                         << 1 << "--part: expected all, queries, keys, values (--stage projections), standardise";
    QTest::newRow("export part of a stage without parts")
        << QStringList{"export", alignment, "--figure", "stage", "--stage", "scores", "--part", "keys", "--out", "f.png"} << 1
        << "--part: only for --figure stage, with --stage projections or layer-norm";
    QTest::newRow("export part of another stage")
        << QStringList{"export", alignment, "--figure", "stage", "--stage", "projections", "--part", "gain-bias", "--out", "f.png"}
        << 1 << "--part gain-bias: --stage projections has the parts queries, keys, values";
    // An option the figure does not read is refused, naming the figures that read it.
    QTest::newRow("export a palette for the 3-D view")
        << QStringList{"export", alignment, "--figure", "vectors", "--palette", "cividis", "--out", "f.png"} << 1
        << "--palette: --figure vectors does not use it; it is for --figure weights|scores|heads|compare";
    QTest::newRow("export a stage for a heatmap")
        << QStringList{"export", alignment, "--figure", "weights", "--stage", "scores", "--out", "f.png"} << 1
        << "--stage: --figure weights does not use it; it is for --figure stage";
    QTest::newRow("export a camera for the stage")
        << QStringList{"export", alignment, "--figure", "stage", "--yaw", "10", "--out", "f.png"} << 1
        << "--yaw: --figure stage does not use it; it is for --figure vectors";
    QTest::newRow("export a matrix for the stage")
        << QStringList{"export", alignment, "--figure", "stage", "--matrix", "scores", "--out", "f.png"} << 1
        << "--matrix: --figure stage does not use it; it is for --figure weights|scores|heads|compare";
    QTest::newRow("export decimals for the 3-D view")
        << QStringList{"export", alignment, "--figure", "vectors", "--precision", "3", "--out", "f.png"} << 1
        << "--precision: --figure vectors does not use it";
    QTest::newRow("export head beyond the heads") << QStringList{"export", alignment, "--head", "3", "--out", "f.png"} << 1
                                                  << "--head: the scenario has 1 head";
    QTest::newRow("export tiny width") << QStringList{"export", alignment, "--width", "10", "--out", "f.png"} << 1
                                       << "--width: expected a whole number from 200 to 8000";
    QTest::newRow("export missing scenario") << QStringList{"export", "/nonexistent/x.json", "--out", "f.png"} << 2
                                             << "/nonexistent/x.json: cannot open";
    QTest::newRow("export into a missing folder") << QStringList{"export", alignment, "--out", "/nonexistent/folder/f.svg"} << 4
                                                  << "/nonexistent/folder/f.svg";
    QTest::newRow("export unknown engine") << QStringList{"export", alignment, "--engine", "abacus", "--out", "f.png"} << 1
                                           << "--engine: expected one of cpu, opencl, found 'abacus'";
    QTest::newRow("compute with an engine that is not a word") << QStringList{"compute", alignment, "--engine", "bogus"} << 1
                                                               << "--engine: expected one of cpu, opencl, found 'bogus'";
    // Options and arguments that nothing reads are refused, naming them, rather than ignored.
    QTest::newRow("compute, a device for the CPU engine") << QStringList{"compute", alignment, "--device", "5"} << 1
                                                          << "--device: --engine cpu does not use it; it is for --engine opencl";
    QTest::newRow("bench, a shape beside a scenario")
        << QStringList{"bench", "--scenario", alignment, "--n", "4", "--d-head", "4", "--heads", "1"} << 1
        << "--n: --scenario does not use it; it is for attention on random Q, K and V (without --scenario or --model)";
    QTest::newRow("bench, the causal mask beside a model") << QStringList{"bench", "--model", "gpt2", "--text", "hi", "--causal"} << 1
                                                           << "--causal: --model does not use it";
    QTest::newRow("bench, a text without a model") << QStringList{"bench", "--text", "hi"} << 1 << "--text: it is for --model";
    QTest::newRow("bench, a scenario and a model") << QStringList{"bench", "--scenario", alignment, "--model", "gpt2"} << 1
                                                   << "--scenario and --model: give one of them";
    QTest::newRow("bench, a file without --scenario") << QStringList{"bench", alignment} << 1
                                                      << "bench: takes no arguments besides its options, found '" + alignment + "'";
    QTest::newRow("bench --window, an extra argument") << QStringList{"bench", "--window", "lessons"} << 1
                                                       << "bench: takes no arguments besides its options, found 'lessons'";
    QTest::newRow("devices, an extra argument") << QStringList{"devices", "gpu"} << 1
                                                << "devices: takes no arguments besides its options, found 'gpu'";
    QTest::newRow("language, an extra argument") << QStringList{"language", "out.txt"} << 1
                                                 << "language: takes no arguments besides its options, found 'out.txt'";
    QTest::newRow("version, an extra argument") << QStringList{"--version", "compute"} << 1 << "--version: takes no arguments, found 'compute'";
    QTest::newRow("bench bad scenario") << QStringList{"bench", "--scenario", "/nonexistent/x.json", "--repeat", "1"}
                                        << 2 << "/nonexistent/x.json: cannot open";
}

void TestCommandLine::badFilesExitWithTwoAndNameThePlace_data()
{
    attn::test::addBadScenarioFileRows();
}

void TestCommandLine::badFilesExitWithTwoAndNameThePlace()
{
    QFETCH(int, row);
    const attn::test::BadScenarioFile bad = attn::test::badScenarioFiles().at(size_t(row));
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("bad.json"));
    QVERIFY(attn::test::writeBadScenarioFile(bad, path));
    for (const char *command : {"compute", "export"}) {
        QStringList arguments{QString::fromLatin1(command), path};
        if (QLatin1String(command) == QLatin1String("export"))
            arguments << QStringLiteral("--out") << folder.filePath(QStringLiteral("figure.png"));
        const Run run = attentionlab(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(path) && run.err.contains(bad.expected), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(folder.filePath(QStringLiteral("figure.png"))));
    }
}

void TestCommandLine::aLanguageModelGivenForAScenarioIsNamed()
{
    // train-lm's file given to compute or export had read only "mode: missing (one of ...)", as if it were a
    // broken scenario: it is named, with the commands that take it.
    QTemporaryDir folder;
    const QString model = folder.filePath(QStringLiteral("model.json"));
    const Run trained = attentionlab({QStringLiteral("train-lm"), QStringLiteral("--layers"), QStringLiteral("1"), QStringLiteral("--heads"),
                                      QStringLiteral("1"), QStringLiteral("--steps"), QStringLiteral("3"), QStringLiteral("--out"), model});
    QVERIFY2(trained.exitCode == 0, qPrintable(trained.err));
    for (const char *command : {"compute", "export"}) {
        QStringList arguments{QString::fromLatin1(command), model};
        if (QLatin1String(command) == QLatin1String("export"))
            arguments << QStringLiteral("--out") << folder.filePath(QStringLiteral("figure.png"));
        const Run run = attentionlab(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(model + QStringLiteral(": is a language model, not a scenario")) &&
                     run.err.contains(QStringLiteral("attentionlab lm ") + model),
                 qPrintable(run.err));
    }
}

void TestCommandLine::overflowingNumbersExitWithTwo()
{
    // Valid numbers whose scores leave float32 (1e20 x 1e20): named, not printed as NaN.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"mode": "bidirectional", "source": {"tokens": ["a", "b"], "vectors": [[1e20, 1], [1, 1e20]]}})");
    file.close();
    const Run run = attentionlab({QStringLiteral("compute"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(path + QStringLiteral(": head 1 scores (1, 1): the numbers grow beyond float32's range")),
             qPrintable(run.err));
    QVERIFY(!run.out.contains("nan"));
}

void TestCommandLine::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    const Run run = attentionlab(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(stderrContains), qPrintable(run.err));
    if (exitCode == 0)
        QVERIFY(!run.out.isEmpty());
}

void TestCommandLine::theWindowWithoutADisplaySaysSo()
{
    // Where no display can be opened Qt aborted ("Reinstalling the application may fix this problem", 134).
    QProcessEnvironment environment = attn::test::programEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QLatin1String(name));
    const Run run = attentionlab({example("01-alignment.json")}, {}, environment);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("the window needs a display")) && run.err.contains(QStringLiteral("compute")),
             qPrintable(run.err));
}

void TestCommandLine::computeWritesNumbersForSlides()
{
    // One matrix of one head as CSV: a header of key tokens, then one line per query, exact floats.
    const Run csv = attentionlab({QStringLiteral("compute"), example("02-translation-cross.json"), QStringLiteral("--format"),
                                  QStringLiteral("csv"), QStringLiteral("--matrix"), QStringLiteral("weights")});
    QCOMPARE(csv.exitCode, 0);
    const QList<QByteArray> lines = csv.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines.first(), QByteArray(",Hello,\",\",how,are,you,?"));
    QVERIFY(lines.at(1).startsWith("Ciao,0.49375808,"));
    // LaTeX at 3 decimals by default, masked scores as -\infty.
    const Run latex = attentionlab({QStringLiteral("compute"), example("03-causal-self-attention.json"), QStringLiteral("--format"),
                                    QStringLiteral("latex"), QStringLiteral("--matrix"), QStringLiteral("masked")});
    QCOMPARE(latex.exitCode, 0);
    QVERIFY(latex.out.contains("\\begin{bmatrix}\n  0.525 & -\\infty"));
    const Run markdown = attentionlab({QStringLiteral("compute"), example("06-multi-head.json"), QStringLiteral("--format"),
                                       QStringLiteral("markdown"), QStringLiteral("--head"), QStringLiteral("2"),
                                       QStringLiteral("--precision"), QStringLiteral("1")});
    QCOMPARE(markdown.exitCode, 0);
    QVERIFY(markdown.out.contains("**Attention weights, head 2**"));
    QVERIFY(!markdown.out.contains("head 1**"));
}

void TestCommandLine::exportHonoursSizeAndScale()
{
    QTemporaryDir folder;
    const QString out = folder.filePath(QStringLiteral("slide.png"));
    const Run run = attentionlab({QStringLiteral("export"), example("01-alignment.json"), QStringLiteral("--figure"),
                                  QStringLiteral("vectors"), QStringLiteral("--width"), QStringLiteral("800"),
                                  QStringLiteral("--height"), QStringLiteral("600"), QStringLiteral("--scale"),
                                  QStringLiteral("2"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty() || !run.err.contains(QStringLiteral("plugin")), qPrintable(run.err));
    QCOMPARE(QImage(out).size(), QSize(1600, 1200));
    // One side alone keeps a slide's 16:9.
    for (const auto &[side, value, expected] : {std::tuple{"--width", "3200", QSize(3200, 1800)}, std::tuple{"--height", "450", QSize(800, 450)}}) {
        const Run oneSide = attentionlab({QStringLiteral("export"), example("01-alignment.json"), QLatin1String(side), QLatin1String(value),
                                          QStringLiteral("--out"), out});
        QCOMPARE(oneSide.exitCode, 0);
        QCOMPARE(QImage(out).size(), expected);
    }
}

void TestCommandLine::slidesWriteADeckAsPdfOrAFolderOfSlides()
{
    QTemporaryDir folder;
    // The scaling lesson's own deck: eight slides, its what-if among them.
    const Run pdf = attentionlab({QStringLiteral("slides"), example("05-scaling.json"), QStringLiteral("--out"),
                                  folder.filePath(QStringLiteral("deck.pdf"))});
    QVERIFY2(pdf.exitCode == 0, qPrintable(pdf.err));
    QFile deck(folder.filePath(QStringLiteral("deck.pdf")));
    QVERIFY(deck.open(QIODevice::ReadOnly));
    const QByteArray bytes = deck.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QCOMPARE(bytes.count("/MediaBox [0 0 1440.000000 810.000000]"), qsizetype(8)); // 1920 x 1080 px, 96 per inch
    // A folder of SVG slides at 1280 x 720, in Italian: the slides' words as the lesson translates them.
    const QString svgs = folder.filePath(QStringLiteral("svg"));
    const Run svg = attentionlab({QStringLiteral("slides"), example("08-positions.json"), QStringLiteral("--out"), svgs,
                                  QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("--width"), QStringLiteral("1280"),
                                  QStringLiteral("--height"), QStringLiteral("720"), QStringLiteral("--language"), QStringLiteral("it")});
    QVERIFY2(svg.exitCode == 0, qPrintable(svg.err));
    QCOMPARE(QDir(svgs).entryList({QStringLiteral("*.svg")}, QDir::Files).size(), 8);
    QFile fifth(QDir(svgs).filePath(QStringLiteral("slide-005.svg")));
    QVERIFY(fifth.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(fifth.readAll());
    QVERIFY(text.contains(QStringLiteral("viewBox=\"0 0 1280 720\"")));
    QVERIFY2(text.contains(QStringLiteral("seni e coseni")), "the positions slide in Italian");
    // A lesson without slides gets the deck of its stages: title, X, scores, softmax, W · V, end (no √d_k:
    // the alignment lesson does not divide).
    QFile shipped(example("01-alignment.json"));
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QJsonObject withoutSlides = QJsonDocument::fromJson(shipped.readAll()).object();
    withoutSlides.remove(QStringLiteral("slides"));
    const QString plain = folder.filePath(QStringLiteral("alignment.json"));
    QFile plainFile(plain);
    QVERIFY(plainFile.open(QIODevice::WriteOnly));
    plainFile.write(QJsonDocument(withoutSlides).toJson());
    plainFile.close();
    const QString pngs = folder.filePath(QStringLiteral("png"));
    const Run png = attentionlab({QStringLiteral("slides"), plain, QStringLiteral("--out"), pngs});
    QVERIFY2(png.exitCode == 0, qPrintable(png.err));
    QCOMPARE(QImage(QDir(pngs).filePath(QStringLiteral("slide-001.png"))).size(), QSize(1920, 1080));
    QCOMPARE(QDir(pngs).entryList({QStringLiteral("*.png")}, QDir::Files).size(), 6);
}

void TestCommandLine::slidesRefuseWhatTheyCannotWrite_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no out") << QStringList{} << 1 << "--out is needed";
    QTest::newRow("a PDF into a folder") << QStringList{"--out", "OUT/deck", "--format", "pdf"} << 1 << "a PDF deck is one file ending in .pdf";
    QTest::newRow("PNG slides into a .pdf") << QStringList{"--out", "OUT/deck.pdf", "--format", "png"} << 1 << "writes a folder of slides";
    QTest::newRow("an unknown format") << QStringList{"--out", "OUT/deck", "--format", "pptx"} << 1 << "--format: expected pdf, png or svg";
    QTest::newRow("a language without translation") << QStringList{"--out", "OUT/deck.pdf", "--language", "fr"} << 1 << "--language: expected one of";
    QTest::newRow("a slide too small") << QStringList{"--out", "OUT/deck.pdf", "--height", "100"} << 1 << "--height";
}

void TestCommandLine::slidesRefuseWhatTheyCannotWrite()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir folder;
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("OUT"), folder.path());
    const Run run = attentionlab(QStringList{"slides", example("05-scaling.json")} + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(QDir(folder.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
}

void TestCommandLine::weightsWithNoDecimalsAreDrawnWithAWarning_data()
{
    QTest::addColumn<QStringList>("figure");
    QTest::addColumn<bool>("warned");
    QTest::newRow("weights") << QStringList{"--figure", "weights"} << true;
    QTest::newRow("every head's weights") << QStringList{"--figure", "heads"} << true;
    QTest::newRow("the softmax stage") << QStringList{"--figure", "stage", "--stage", "softmax"} << true;
    QTest::newRow("the weighted sum") << QStringList{"--figure", "stage", "--stage", "weighted-sum"} << true;
    QTest::newRow("scores") << QStringList{"--figure", "scores"} << false;
    QTest::newRow("a heatmap of scores") << QStringList{"--figure", "weights", "--matrix", "scores"} << false;
    QTest::newRow("the scores stage") << QStringList{"--figure", "stage", "--stage", "scores"} << false;
}

void TestCommandLine::weightsWithNoDecimalsAreDrawnWithAWarning()
{
    // `--precision 0` wrote the causal lesson's weights 0.22, 0.33 and 0.45 as "0 0 0", and said nothing: a row
    // of weights no longer read as adding up to 1. The figure is drawn as asked, with a warning.
    QFETCH(QStringList, figure);
    QFETCH(bool, warned);
    QTemporaryDir folder;
    const QString out = folder.filePath(QStringLiteral("slide.png"));
    const Run run = attentionlab(QStringList{"export", example("03-causal-self-attention.json"), "--precision", "0", "--out", out} + figure);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QFileInfo::exists(out));
    QCOMPARE(run.err.contains(QStringLiteral("warning: --precision 0")), warned);
    const Run twoDecimals = attentionlab(QStringList{"export", example("03-causal-self-attention.json"), "--out", out} + figure);
    QVERIFY2(twoDecimals.exitCode == 0 && !twoDecimals.err.contains(QStringLiteral("warning")), qPrintable(twoDecimals.err));
}

void TestCommandLine::exportSpeaksOneLanguage_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("windowLanguage"); // what View > Language saved, or nothing
    QTest::addColumn<QString>("systemLanguage"); // LANG
    QTest::addColumn<QStringList>("texts");      // all in the SVG: title, tokens, a number
    // Before, export spoke English whatever the window spoke, with the tokens' and numbers' language of LANG.
    QTest::newRow("--language it") << QStringList{"--language", "it"} << QString() << "C.UTF-8"
                                   << QStringList{">Pesi di attenzione<", ">pomodoro<", ">0,37<"};
    QTest::newRow("the window's language") << QStringList{} << "de" << "C.UTF-8"
                                           << QStringList{">Attention-Gewichte<", ">Tomate<", ">0,37<"};
    QTest::newRow("--language over the system's") << QStringList{"--language", "en"} << QString() << "de_DE.UTF-8"
                                                  << QStringList{">Attention weights<", ">tomato<", ">0.37<"};
    QTest::newRow("the system's, where the window chose none") << QStringList{} << QString() << "it_IT.UTF-8"
                                                               << QStringList{">Pesi di attenzione<", ">pomodoro<", ">0,37<"};
}

void TestCommandLine::exportSpeaksOneLanguage()
{
    QFETCH(QStringList, options);
    QFETCH(QString, windowLanguage);
    QFETCH(QString, systemLanguage);
    QFETCH(QStringList, texts);
    QTemporaryDir settings, folder;
    if (!windowLanguage.isEmpty()) {
        QSettings saved(settings.filePath(QStringLiteral("AttentionLab/attentionlab.conf")), QSettings::IniFormat);
        saved.setValue(QStringLiteral("view/language"), windowLanguage);
    }
    QProcessEnvironment environment = attn::test::programEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settings.path());
    environment.insert(QStringLiteral("LANG"), systemLanguage);
    environment.remove(QStringLiteral("LC_ALL"));
    environment.remove(QStringLiteral("LANGUAGE"));
    const QString out = folder.filePath(QStringLiteral("weights.svg"));
    const Run run = attentionlab(QStringList{"export", example("01-alignment.json"), "--out", out} + options, {}, environment);
    QCOMPARE(run.exitCode, 0);
    QFile svg(out);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString drawn = QString::fromUtf8(svg.readAll());
    for (const QString &text : texts)
        QVERIFY2(drawn.contains(text), qPrintable(text));
}

void TestCommandLine::exportDrawsOneProjectionAtATime()
{
    // A slide per product, as a lecture steps through them: K = X W_K alone, with its caption in the title.
    QTemporaryDir folder;
    const QString out = folder.filePath(QStringLiteral("keys.svg"));
    const Run run = attentionlab({QStringLiteral("export"), example("02-translation-cross.json"), QStringLiteral("--figure"),
                                  QStringLiteral("stage"), QStringLiteral("--stage"), QStringLiteral("projections"),
                                  QStringLiteral("--part"), QStringLiteral("keys"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QString error;
    const QStringList texts = attn::test::svgTexts(out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString words = texts.join(u' ');
    for (const char *shown : {"K (keys)", "X source (keys, values)", "K (2 of 3)"})
        QVERIFY2(words.contains(QLatin1String(shown)), qPrintable(QLatin1String(shown) + u'\n' + words));
    for (const char *left : {"Q (queries)", "V (values)", "X target (queries)"})
        QVERIFY2(!texts.contains(QLatin1String(left)), left);
    // W with its subscript, each a text of its own: once in the formula line for each of W_Q, W_K and W_V,
    // and once more as the caption of the one matrix drawn, W_K.
    const auto drawn = [&texts](const QString &subscript) {
        int count = 0;
        for (qsizetype i = 0; i + 1 < texts.size(); ++i)
            count += texts[i] == QStringLiteral("W") && texts[i + 1] == subscript;
        return count;
    };
    QCOMPARE(drawn(QStringLiteral("K")), 2);
    QCOMPARE(drawn(QStringLiteral("Q")), 1);
    QCOMPARE(drawn(QStringLiteral("V")), 1);
    QVERIFY2(!words.contains(QStringLiteral("W_")), qPrintable(words));
}

void TestCommandLine::exportAddsPositionsToALessonWithout()
{
    // The positions lesson leaves its positions to the window's Add positions, and its point is the slide
    // of X = E + P: --positions sinusoidal draws it from the command line (a helper's review of the slides).
    QTemporaryDir folder;
    const QString out = folder.filePath(QStringLiteral("positions.svg"));
    const Run run = attentionlab({QStringLiteral("export"), example("08-positions.json"), QStringLiteral("--figure"),
                                  QStringLiteral("stage"), QStringLiteral("--stage"), QStringLiteral("positions"),
                                  QStringLiteral("--positions"), QStringLiteral("sinusoidal"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QString error;
    const QStringList texts = attn::test::svgTexts(out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString words = texts.join(u' ');
    // E + P with the positions computed: sin(1) = 0.84 at the second token's first dimension.
    for (const QString &shown : {QStringLiteral("E (token vectors)"), QStringLiteral("P (positions)"), QStringLiteral("0.84")})
        QVERIFY2(texts.contains(shown), qPrintable(shown + u'\n' + words));
    // --positions none takes them away again from a file that has them.
    const QString path = lessonWith(folder, "08-positions.json", {{QStringLiteral("positions"), QStringLiteral("sinusoidal")}});
    QVERIFY(!path.isEmpty());
    const Run without = attentionlab({QStringLiteral("export"), path, QStringLiteral("--figure"), QStringLiteral("stage"),
                                      QStringLiteral("--stage"), QStringLiteral("positions"), QStringLiteral("--positions"),
                                      QStringLiteral("none"), QStringLiteral("--out"), folder.filePath(QStringLiteral("none.svg"))});
    QCOMPARE(without.exitCode, 1);
    QVERIFY2(without.err.contains(QStringLiteral("has no such stage")), qPrintable(without.err));
}

void TestCommandLine::exportDrawsOneStepOfTheLayerNorm()
{
    // The layer norm's second step alone: x̂ ⊙ γ + β = X, without the input it standardised.
    QTemporaryDir folder;
    const QString path = lessonWith(folder, "08-positions.json",
                                    {{QStringLiteral("positions"), QStringLiteral("sinusoidal")},
                                     {QStringLiteral("layer_norm"), QJsonObject{{QStringLiteral("gain"), QJsonArray{1.5, 1, 1, 1}},
                                                                                {QStringLiteral("bias"), QJsonArray{0, 0, 0, 0.2}}}}});
    QVERIFY(!path.isEmpty());
    const QString out = folder.filePath(QStringLiteral("gain.svg"));
    const Run run = attentionlab({QStringLiteral("export"), path, QStringLiteral("--figure"), QStringLiteral("stage"),
                                  QStringLiteral("--stage"), QStringLiteral("layer-norm"), QStringLiteral("--part"),
                                  QStringLiteral("gain-bias"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QString error;
    const QStringList texts = attn::test::svgTexts(out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString words = texts.join(u' ');
    for (const char *shown : {"x̂ (standardised)", "gain)", "bias)", "1.50", "0.20", "γ and β (2 of 2)"})
        QVERIFY2(words.contains(QString::fromUtf8(shown)), qPrintable(QString::fromUtf8(shown) + u'\n' + words));
    QVERIFY2(!words.contains(QStringLiteral("E + P")), qPrintable(words));
}

void TestCommandLine::theWindowSaysWhereItOpenedAStageTheFileLacks()
{
    // The window asked for a layer norm on a lesson without one opens at the stage before it and says so on
    // standard error (its settings and autosaves in folders of their own).
    QTemporaryDir home;
    QProcessEnvironment environment = attn::test::programEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    QProcess window;
    window.setProcessEnvironment(environment);
    window.start(attn::test::attentionlabBinary(),
                 {QStringLiteral("--stage"), QStringLiteral("layer-norm"), example("08-positions.json")});
    QString err;
    QTRY_VERIFY_WITH_TIMEOUT((err += QString::fromLocal8Bit(window.readAllStandardError())).contains(QStringLiteral("opened at")),
                             30000);
    window.kill();
    window.waitForFinished();
    QVERIFY2(err.contains(QStringLiteral("--stage layer-norm: this scenario has no such stage; opened at embeddings")),
             qPrintable(err));
}

void TestCommandLine::invalidFileNamesFileAndPlace()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("typo.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"mode": "causal", "source": {"tokens": ["a", "b"], "vectors": [[1, 2], ["3", 4]]}})");
    file.close();
    const Run run = attentionlab({QStringLiteral("compute"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.trimmed(),
             QStringLiteral("attentionlab: %1: source.vectors[1][0] (source token 2 “b”, dimension 1): expected a finite number, found a string")
                 .arg(path));
}

void TestCommandLine::benchPrintsTimings_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("benchCase");
    QTest::newRow("attention") << QStringList{"bench", "--n", "100", "--d-head", "8", "--heads", "2", "--repeat", "3"}
                               << "attention";
    QTest::newRow("causal") << QStringList{"bench", "--n", "70", "--d-head", "5", "--heads", "1", "--causal"}
                            << "attention";
    QTest::newRow("scenario") << QStringList{"bench", "--scenario", example("02-translation-cross.json"), "--repeat", "5"}
                              << "scenario";
    QTest::newRow("compare with SGEMM") << QStringList{"bench", "--n", "256", "--d-head", "16", "--heads", "2", "--compare"}
                                        << "attention";
}

void TestCommandLine::benchPrintsTimings()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, benchCase);
    const Run run = attentionlab(arguments);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = parseObject(run.out);
    QCOMPARE(report.value(QStringLiteral("case")).toString(), benchCase);
    QCOMPARE(report.value(QStringLiteral("engine")).toString(), QStringLiteral("cpu"));
    const double median = report.value(QStringLiteral("median_ms")).toDouble(-1);
    const double minimum = report.value(QStringLiteral("min_ms")).toDouble(-1);
    QVERIFY(minimum > 0);
    QVERIFY(median >= minimum);
    QVERIFY(report.value(QStringLiteral("threads")).toInt() >= 1);
    if (benchCase == QLatin1String("attention")) {
        QVERIFY(report.value(QStringLiteral("gflops")).toDouble() > 0);
        // Q, K, V and the output of 256 x 16 x 2 floats: 4 x 32 KiB.
        if (arguments.contains(QStringLiteral("256")))
            QCOMPARE(report.value(QStringLiteral("arrays_mib")).toDouble(), 0.125);
        QVERIFY(report.value(QStringLiteral("peak_rss_mib")).toDouble() > 0);
    }
    if (arguments.contains(QStringLiteral("--compare"))) {
        const QJsonObject gemm = report.value(QStringLiteral("gemm")).toObject();
#ifndef ATTN_HAVE_CBLAS
        // OpenBLAS is optional: without it the report says so instead of an SGEMM rate.
        QCOMPARE(gemm.value(QStringLiteral("error")).toString(), QStringLiteral("built without OpenBLAS (Debian: libopenblas-dev)"));
        QSKIP("built without OpenBLAS: bench --compare has no SGEMM rate to check");
#endif
        QVERIFY2(gemm.value(QStringLiteral("gflops")).toDouble() > 0, run.out.constData());
        QVERIFY(gemm.value(QStringLiteral("library")).toString().startsWith(QStringLiteral("OpenBLAS")));
        QVERIFY(report.value(QStringLiteral("ratio_to_gemm")).toDouble() > 0);
    }
}

void TestCommandLine::benchTimesADevicesKernelsApartFromTheCopies()
{
    // The OpenCL engine's report adds the kernels' own time (profiling events), which a GPU-resident peer
    // is compared with; the wall-clock time also holds the copies to and from the device.
    const Run run = attentionlab({QStringLiteral("bench"), QStringLiteral("--engine"), QStringLiteral("opencl"),
                                  QStringLiteral("--n"), QStringLiteral("300"), QStringLiteral("--d-head"),
                                  QStringLiteral("16"), QStringLiteral("--heads"), QStringLiteral("2"),
                                  QStringLiteral("--repeat"), QStringLiteral("3")});
    const bool required = qEnvironmentVariable("ATTN_REQUIRE_ENGINES").split(u',').contains(QStringLiteral("opencl"));
    if (run.exitCode != 0 && !required)
        QSKIP(qPrintable(QStringLiteral("no OpenCL engine here: ") + run.err));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = parseObject(run.out);
    const double kernelMs = report.value(QStringLiteral("kernel_median_ms")).toDouble(-1);
    QVERIFY2(kernelMs > 0, run.out.constData());
    QVERIFY2(kernelMs <= report.value(QStringLiteral("median_ms")).toDouble(), run.out.constData());
    QVERIFY(report.value(QStringLiteral("kernel_gflops")).toDouble() >= report.value(QStringLiteral("gflops")).toDouble());

    // An engine that computes in the program's own threads has no separate kernel time to report.
    const Run cpu = attentionlab({QStringLiteral("bench"), QStringLiteral("--n"), QStringLiteral("100"),
                                  QStringLiteral("--repeat"), QStringLiteral("2")});
    QCOMPARE(cpu.exitCode, 0);
    QVERIFY(!parseObject(cpu.out).contains(QStringLiteral("kernel_median_ms")));
}

void TestCommandLine::benchWindowTimesEditToRepaint()
{
    // The real window, offscreen: each edit of a number is recomputed and repainted, and timed so.
    const Run run = attentionlab({QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--scenario"),
                                  example("01-alignment.json"), QStringLiteral("--repeat"), QStringLiteral("4")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray frames = parseObject(run.out).value(QStringLiteral("frames")).toArray();
    QCOMPARE(frames.size(), 1);
    const QJsonObject lesson = frames.first().toObject();
    QCOMPARE(lesson.value(QStringLiteral("edits")).toInt(), 4);
    QCOMPARE(lesson.value(QStringLiteral("tokens")).toInt(), 3);
    const double p50 = lesson.value(QStringLiteral("p50_ms")).toDouble(-1);
    QVERIFY2(p50 > 0, run.out.constData());
    QVERIFY(lesson.value(QStringLiteral("p95_ms")).toDouble() >= p50);
    QVERIFY(lesson.value(QStringLiteral("max_ms")).toDouble() >= lesson.value(QStringLiteral("p95_ms")).toDouble());
    // Each edit was shown, not only computed.
    QVERIFY2(lesson.value(QStringLiteral("paints_per_edit")).toDouble() >= 1, run.out.constData());

    const Run missing = attentionlab({QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--scenario"),
                                      QStringLiteral("/nonexistent/lesson.json")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("/nonexistent/lesson.json")), qPrintable(missing.err));
}

void TestCommandLine::benchSlidesTimesEachSlideChange()
{
    // The presentation, offscreen at 1920 x 1080: every slide change of the deck, there and back, timed to
    // its repaint; and edits at the desk while presenting.
    const Run run = attentionlab({QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--slides"), QStringLiteral("--scenario"),
                                  example("05-scaling.json"), QStringLiteral("--repeat"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject printed = parseObject(run.out);
    QCOMPARE(printed.value(QStringLiteral("case")).toString(), QStringLiteral("slides"));
    const QJsonArray frames = printed.value(QStringLiteral("frames")).toArray();
    QCOMPARE(frames.size(), 1);
    const QJsonObject lesson = frames.first().toObject();
    const int slides = lesson.value(QStringLiteral("slides")).toInt();
    QCOMPARE(slides, 8); // the scaling lesson's written deck
    QCOMPARE(lesson.value(QStringLiteral("changes")).toInt(), 2 * 2 * (slides - 1));
    const double p50 = lesson.value(QStringLiteral("p50_ms")).toDouble(-1);
    QVERIFY2(p50 > 0, run.out.constData());
    QVERIFY(lesson.value(QStringLiteral("p95_ms")).toDouble() >= p50);
    QVERIFY(lesson.value(QStringLiteral("max_ms")).toDouble() >= lesson.value(QStringLiteral("p95_ms")).toDouble());
    QVERIFY(lesson.value(QStringLiteral("desk_edit_max_ms")).toDouble() >= lesson.value(QStringLiteral("desk_edit_p50_ms")).toDouble(-1));
    QVERIFY(lesson.value(QStringLiteral("longest_block_ms")).toDouble(-1) >= 0);
    // The block while the lesson settles and the presentation opens is counted apart, once per lesson.
    QVERIFY2(lesson.value(QStringLiteral("open_block_ms")).toDouble(-1) >= 0, run.out.constData());
    // Each change was shown: a repaint of the slide at least.
    QVERIFY2(lesson.value(QStringLiteral("paints_per_change")).toDouble() >= 1, run.out.constData());
}

void TestCommandLine::theWindowsOpenMpThreadsSleepBetweenRegions_data()
{
    QTest::addColumn<QString>("chosen"); // OMP_WAIT_POLICY as the user set it; empty: not set
    QTest::addColumn<QString>("measuredWith");
    QTest::newRow("none chosen") << QString() << QStringLiteral("passive");
    QTest::newRow("active chosen") << QStringLiteral("ACTIVE") << QStringLiteral("active");
    QTest::newRow("passive chosen") << QStringLiteral("passive") << QStringLiteral("passive");
}

void TestCommandLine::theWindowsOpenMpThreadsSleepBetweenRegions()
{
    // Spinning OpenMP threads held the core the window paints on (512 tokens x 8 heads, alternating on 2 cores:
    // p95 42-104 ms spinning against 37-54 ms sleeping): the window's process, timed here as it runs, starts
    // itself again with its threads sleeping, unless the user chose a policy.
    QFETCH(QString, chosen);
    QFETCH(QString, measuredWith);
    QProcessEnvironment environment = attn::test::programEnvironment();
    environment.remove(QStringLiteral("OMP_WAIT_POLICY")); // scripts/test.sh sets it for the whole suite
    environment.remove(QStringLiteral("GOMP_SPINCOUNT"));
    if (!chosen.isEmpty())
        environment.insert(QStringLiteral("OMP_WAIT_POLICY"), chosen);
    const Run run = attentionlab({QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--scenario"),
                                  example("01-alignment.json"), QStringLiteral("--repeat"), QStringLiteral("1")},
                                 {}, environment);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(parseObject(run.out).value(QStringLiteral("openmp_wait_policy")).toString(), measuredWith);
}

void TestCommandLine::theWindowStartsWithSleepingOpenMpThreads()
{
    // The window itself, not only its benchmark: its process (the same process id, started again) runs with
    // the policy set.
    QProcessEnvironment environment = attn::test::programEnvironment();
    environment.remove(QStringLiteral("OMP_WAIT_POLICY"));
    environment.remove(QStringLiteral("GOMP_SPINCOUNT"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess window;
    window.setProcessEnvironment(environment);
    window.start(attn::test::attentionlabBinary(), {example("01-alignment.json")});
    QVERIFY(window.waitForStarted());
    auto environmentOfWindow = [&window] {
        QFile file(QStringLiteral("/proc/%1/environ").arg(window.processId()));
        return file.open(QIODevice::ReadOnly) ? file.readAll().split('\0') : QList<QByteArray>();
    };
    QTRY_VERIFY_WITH_TIMEOUT(environmentOfWindow().contains("OMP_WAIT_POLICY=passive"), 10000);
    QCOMPARE(window.state(), QProcess::Running);
    window.kill();
    window.waitForFinished();
}

void TestCommandLine::devicesListsTheEngines()
{
    const Run run = attentionlab({QStringLiteral("devices")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("cpu  available: Eigen"), run.out.constData());
    QVERIFY2(run.out.contains("opencl"), run.out.constData());
    QVERIFY2(run.out.contains("CPU kernels (ATTN_CPU_KERNEL=NAME): ") && run.out.contains("baseline"), run.out.constData());
}

void TestCommandLine::aFullDiskFailsWithTheReasonAndKeepsTheFile_data()
{
    attn::test::addFullDiskRows(attn::test::Writer::CommandLine);
}

void TestCommandLine::aFullDiskFailsWithTheReasonAndKeepsTheFile()
{
    using attn::test::WritePlace;
    QFETCH(int, place);
    attn::test::FullDisk disk;
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.whyNot()));
    const QString lesson = example("06-multi-head.json");
    const bool exporting = WritePlace(place) == WritePlace::CommandLineExport;
    const QString out = disk.filePath(exporting ? QStringLiteral("weights.png") : QStringLiteral("result.json"));
    QStringList arguments = exporting ? QStringList{"export", lesson, "--figure", "weights", "--width", "200", "--height",
                                                    "200", "--scale", "0.25", "--out", out}
                                      : QStringList{"compute", lesson};
    if (WritePlace(place) == WritePlace::CommandLineOutFile)
        arguments << QStringLiteral("--out") << out;
    const bool toStandardOutput = WritePlace(place) == WritePlace::CommandLineStdout;

    // A first run while there is room writes the file whole.
    Run run = attentionlab(arguments, toStandardOutput ? out : QString());
    QCOMPARE(run.exitCode, 0);
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray before = written.readAll();
    written.close();
    QVERIFY(before.size() > 100);

    QVERIFY(disk.fill());
    const QString next = toStandardOutput ? disk.filePath(QStringLiteral("again.json")) : QString();
    run = attentionlab(arguments, next);
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(attn::test::noSpaceReason()), qPrintable(run.err));
    QVERIFY2(run.err.contains(toStandardOutput ? QStringLiteral("standard output") : out), qPrintable(run.err));
    // What was there before is there still, whole; no temporary file is left behind.
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), before);
    const QStringList left = QDir(disk.filePath(QString())).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left.size(), toStandardOutput ? 3 : 2);
}

void TestCommandLine::aNearlyFullDiskFailsRatherThanTruncate_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("name");
    QTest::newRow("compute --out, 45 KB of JSON") << QStringList{"compute", example("09-induction-head.json")} << "result.json";
    QTest::newRow("compute > file") << QStringList{"compute", example("09-induction-head.json")} << "";
    QTest::newRow("export, a PNG") << QStringList{"export", example("07-cost.json")} << "weights.png";
    QTest::newRow("export, an SVG") << QStringList{"export", example("07-cost.json")} << "weights.svg";
}

void TestCommandLine::aNearlyFullDiskFailsRatherThanTruncate()
{
    // 20 KB free: the system takes what fits of a larger write and refuses the rest. Qt reports that as a
    // short write without an error; compute kept the first 20 KB of its JSON as the whole result, with
    // exit 0, and export said only "the data could not be written".
    QFETCH(QStringList, arguments);
    QFETCH(QString, name);
    attn::test::FullDisk disk;
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.whyNot()));
    QVERIFY(disk.fillLeaving(20 * 1024));
    if (name.isEmpty()) {
        // Standard output, which the shell opened: what was cut short cannot be taken back, but it is said.
        const Run run = attentionlab(arguments, disk.filePath(QStringLiteral("redirected.json")));
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.err.contains(QStringLiteral("standard output: ") + attn::test::noSpaceReason()), qPrintable(run.err));
        return;
    }
    const QString out = disk.filePath(name);
    const Run run = attentionlab(arguments << QStringLiteral("--out") << out);
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(attn::test::noSpaceReason()) && run.err.contains(out), qPrintable(run.err));
    QVERIFY2(!QFile::exists(out), "a truncated file was left");
    QCOMPARE(QDir(disk.filePath(QString())).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral(".filler")});
}

void TestCommandLine::anUnwritablePoclCacheIsNamed()
{
    // PoCL offers no device when it cannot write its kernel cache; the message names the folder.
    QProcessEnvironment environment = attn::test::programEnvironment();
    environment.insert(QStringLiteral("POCL_CACHE_DIR"), QStringLiteral("/proc/no-cache-here"));
    const Run run = attentionlab({QStringLiteral("compute"), example("01-alignment.json"), QStringLiteral("--engine"),
                                  QStringLiteral("opencl")},
                                 {}, environment);
    if (run.err.contains(QStringLiteral("this program was built without OpenCL (ATTN_WITH_OPENCL=OFF)")))
        QSKIP("built without OpenCL: no kernel cache to name");
    if (run.exitCode == 0)
        QSKIP("this machine's OpenCL platform is not PoCL: it needs no kernel cache");
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains(QStringLiteral("PoCL's kernel cache /proc/no-cache-here cannot be written")), qPrintable(run.err));
}

void TestCommandLine::anUnknownCpuKernelIsNamed()
{
    QProcessEnvironment environment = attn::test::programEnvironment();
    environment.insert(QStringLiteral("ATTN_CPU_KERNEL"), QStringLiteral("bogus"));
    const Run run = attentionlab({QStringLiteral("compute"), example("01-alignment.json")}, {}, environment);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("ATTN_CPU_KERNEL=bogus names no kernel that runs here (available: ")) &&
                 run.err.contains(QStringLiteral("baseline)")),
             qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

/// The usage (`attentionlab --help`) is written by hand for people; each command's own options are its
/// parser's (`attentionlab CMD --help`). Every option the usage names for a command must be one its parser
/// takes, so that a renamed or removed option cannot linger there.
void TestCommandLine::theUsageNamesOnlyOptionsTheCommandsHave()
{
    const Run usage = attentionlab({QStringLiteral("--help")});
    QCOMPARE(usage.exitCode, 0);
    const QStringList commands{"compute", "model", "bench", "devices", "train-lm", "language", "lm", "export"};
    const QRegularExpression optionName(QStringLiteral("(?:^|[\\s\\[|])(--?[a-z][a-z-]*)"));
    const QRegularExpression helpOption(QStringLiteral("^\\s+(?:-\\w, )?(--?[a-z][a-z-]*)"));
    // Blocks: a line "  command …" and the lines under it indented further.
    QString command;
    QStringList commandLine;
    std::vector<std::pair<QStringList, QString>> blocks;
    for (const QString &line : QString::fromUtf8(usage.out).split(u'\n')) {
        const QString word = line.startsWith(QStringLiteral("  ")) && !line.startsWith(QStringLiteral("   "))
                                 ? line.trimmed().section(u' ', 0, 0) : QString();
        if (commands.contains(word)) {
            commandLine = {word};
            if (line.contains(QStringLiteral(" --window")))
                commandLine << QStringLiteral("--window");
            blocks.emplace_back(commandLine, line);
        } else if (!blocks.empty() && line.startsWith(QStringLiteral("   ")) && !commandLine.isEmpty()) {
            blocks.back().second += u'\n' + line;
        } else {
            commandLine.clear();
        }
    }
    QCOMPARE(int(blocks.size()), 14); // the forms the usage lists
    QStringList checked;
    for (const auto &[arguments, text] : blocks) {
        const Run help = attentionlab(arguments + QStringList{QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QSet<QString> known;
        for (const QString &line : QString::fromUtf8(help.out).split(u'\n')) {
            const QRegularExpressionMatch match = helpOption.match(line);
            if (match.hasMatch())
                known << match.captured(1);
        }
        QVERIFY2(known.contains(QStringLiteral("--help")), qPrintable(arguments.join(u' ')));
        for (auto match = optionName.globalMatch(text); match.hasNext();) {
            const QString option = match.next().captured(1);
            // A one-letter option is also taken with two dashes (--n for -n).
            const bool takes = known.contains(option) || (option.size() == 3 && known.contains(option.mid(1)));
            QVERIFY2(takes, qPrintable(QStringLiteral("attentionlab --help names %1 for '%2', which does not take it")
                                           .arg(option, arguments.join(u' '))));
            checked << option;
        }
    }
    QVERIFY(checked.contains(QStringLiteral("--vocabulary")) && checked.contains(QStringLiteral("--ablate")));
}

void TestCommandLine::anOutputThatIsAnInputIsRefused_data()
{
    // {F} stands for the test's folder. victim: the input that --out names, which must be left as it was.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("victim");
    QTest::newRow("compute, the same path") << QStringList{"compute", "{F}/lesson.json", "--out", "{F}/lesson.json"}
                                             << QStringLiteral("lesson.json");
    QTest::newRow("compute, through ..") << QStringList{"compute", "{F}/lesson.json", "--out", "{F}/gpt2/../lesson.json"}
                                          << QStringLiteral("lesson.json");
    QTest::newRow("compute CSV, through a link") << QStringList{"compute", "{F}/lesson.json", "--format", "csv", "--out", "{F}/link.json"}
                                                  << QStringLiteral("lesson.json");
    QTest::newRow("compute, through a hard link") << QStringList{"compute", "{F}/hard.json", "--out", "{F}/lesson.json"}
                                                   << QStringLiteral("lesson.json");
    QTest::newRow("lm, through a hard link") << QStringList{"lm", "{F}/lm.json", "--text", "ana said", "--out", "{F}/lm-hard.json"}
                                             << QStringLiteral("lm.json");
    QTest::newRow("export, a scenario named .svg") << QStringList{"export", "{F}/lesson.svg", "--out", "{F}/lesson.svg"}
                                                    << QStringLiteral("lesson.svg");
    QTest::newRow("lm, the model") << QStringList{"lm", "{F}/lm.json", "--text", "ana said", "--out", "{F}/lm.json"}
                                   << QStringLiteral("lm.json");
    QTest::newRow("model, the checkpoint's config") << QStringList{"model", "{F}/gpt2", "--text", "the cat", "--out", "{F}/gpt2/config.json"}
                                                    << QStringLiteral("gpt2/config.json");
}

void TestCommandLine::anOutputThatIsAnInputIsRefused()
{
    // Writing the result over a file the command reads would replace a lesson with its computed stages, a
    // trained model or a checkpoint's config with a trace. It is refused before any work, the file kept.
    QFETCH(QStringList, arguments);
    QFETCH(QString, victim);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QFile::copy(example("01-alignment.json"), folder.filePath(QStringLiteral("lesson.json"))));
    QVERIFY(QFile::copy(example("01-alignment.json"), folder.filePath(QStringLiteral("lesson.svg"))));
    QVERIFY(QFile::link(folder.filePath(QStringLiteral("lesson.json")), folder.filePath(QStringLiteral("link.json"))));
    // A hard link is the same file under another name: no path, canonical or not, shows it.
    const auto hardLink = [&folder](const QString &file, const QString &link) {
        return ::link(QFile::encodeName(folder.filePath(file)).constData(), QFile::encodeName(folder.filePath(link)).constData()) == 0;
    };
    QVERIFY(hardLink(QStringLiteral("lesson.json"), QStringLiteral("hard.json")));
    attn::test::TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(3);
    QVERIFY(checkpoint.write(folder.filePath(QStringLiteral("gpt2"))));
    if (arguments.first() == QLatin1String("lm")) {
        const Run trained = attentionlab({"train-lm", "--layers", "1", "--heads", "1", "--steps", "1", "--out", folder.filePath("lm.json")});
        QVERIFY2(trained.exitCode == 0, qPrintable(trained.err));
        QVERIFY(hardLink(QStringLiteral("lm.json"), QStringLiteral("lm-hard.json")));
    }
    const QString victimPath = folder.filePath(victim);
    const QByteArray before = attn::test::fileBytes(victimPath);
    QVERIFY(!before.isEmpty());
    arguments.replaceInStrings(QStringLiteral("{F}"), folder.path());

    const Run run = attentionlab(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("which this command reads")), qPrintable(run.err));
    QCOMPARE(attn::test::fileBytes(victimPath), before);
}

void TestCommandLine::anOutputOfAnotherKindIsRefused_data()
{
    // {F} stands for the test's folder, where lesson.json (a lesson), draft.json (a lesson half written by
    // hand: not JSON yet), model.json (a trained language model), results.json (compute's results of input.json)
    // and causal.json (another lesson) are.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("refused");
    QTest::newRow("train-lm over a lesson") << QStringList{"train-lm", "--layers", "1", "--heads", "1", "--steps", "1", "--out", "{F}/lesson.json"}
                                            << "lesson.json" << true;
    QTest::newRow("compute over another lesson") << QStringList{"compute", "{F}/input.json", "--out", "{F}/lesson.json"} << "lesson.json" << true;
    QTest::newRow("compute over a half-written lesson") << QStringList{"compute", "{F}/input.json", "--out", "{F}/draft.json"} << "draft.json" << true;
    QTest::newRow("language over a model") << QStringList{"language", "--documents", "2", "--out", "{F}/model.json"} << "model.json" << true;
    QTest::newRow("lm's pass over a lesson") << QStringList{"lm", "--text", "ana said", "--out", "{F}/lesson.json"} << "lesson.json" << true;
    QTest::newRow("lm's head over a model") << QStringList{"lm", "--text", "ana said", "--scenario", "head", "--layer", "1", "--head", "1", "--out", "{F}/model.json"}
                                            << "model.json" << true;
    QTest::newRow("model's pass over a lesson") << QStringList{"model", "{F}/gpt2", "--text", "the cat", "--out", "{F}/lesson.json"} << "lesson.json" << true;
    // Its own kind, or a file no one made by hand, is replaced as asked.
    QTest::newRow("train-lm over a model") << QStringList{"train-lm", "--layers", "1", "--heads", "1", "--steps", "2", "--out", "{F}/model.json"}
                                           << "model.json" << false;
    QTest::newRow("lm's head over a lesson") << QStringList{"lm", "--text", "ana said", "--scenario", "head", "--layer", "1", "--head", "1", "--out", "{F}/lesson.json"}
                                             << "lesson.json" << false;
    QTest::newRow("compute over its results") << QStringList{"compute", "{F}/causal.json", "--out", "{F}/results.json"} << "results.json" << false;
}

void TestCommandLine::anOutputOfAnotherKindIsRefused()
{
    // `train-lm --out lesson.json` made a lesson a language model, `compute --out` another lesson its results,
    // `language --out` a trained model a page of text: each said done. A lesson or a model is replaced only
    // by its own kind; the command says so before any work, and the file is kept.
    QFETCH(QStringList, arguments);
    QFETCH(QString, target);
    QFETCH(bool, refused);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    for (const char *name : {"input.json", "lesson.json"})
        QVERIFY(QFile::copy(example("01-alignment.json"), folder.filePath(QLatin1String(name))));
    QVERIFY(QFile::copy(example("03-causal-self-attention.json"), folder.filePath(QStringLiteral("causal.json"))));
    QFile draft(folder.filePath(QStringLiteral("draft.json")));
    QVERIFY(draft.open(QIODevice::WriteOnly));
    draft.write(R"({ "title": "My lesson", "mode": "causal", "source": { "tokens": ["a", "b")");
    draft.close();
    const Run trained = attentionlab({"train-lm", "--layers", "1", "--heads", "1", "--steps", "1", "--out", folder.filePath("model.json")});
    QVERIFY2(trained.exitCode == 0, qPrintable(trained.err));
    const Run computed = attentionlab({"compute", folder.filePath("input.json"), "--out", folder.filePath("results.json")});
    QVERIFY2(computed.exitCode == 0, qPrintable(computed.err));
    attn::test::TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(3);
    QVERIFY(checkpoint.write(folder.filePath(QStringLiteral("gpt2"))));
    const QByteArray before = attn::test::fileBytes(folder.filePath(target));
    QVERIFY(!before.isEmpty());
    arguments.replaceInStrings(QStringLiteral("{F}"), folder.path());

    const Run run = attentionlab(arguments);
    const QByteArray after = attn::test::fileBytes(folder.filePath(target));
    if (refused) {
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("--out ") + folder.filePath(target)) && run.err.contains(QStringLiteral("name another file")),
                 qPrintable(run.err));
        QCOMPARE(after, before);
    } else {
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(after != before);
    }
}

void TestCommandLine::anOutputThatIsAPipeIsWrittenThroughNotReplaced_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("begins");
    const QString lesson = example("01-alignment.json");
    QTest::newRow("compute, JSON") << QStringList{"compute", lesson} << QByteArray("{");
    QTest::newRow("compute, CSV") << QStringList{"compute", lesson, "--format", "csv", "--matrix", "weights"} << QByteArray();
    // A small figure: the whole PNG fits the pipe's buffer, read only after the program ends.
    QTest::newRow("export, PNG") << QStringList{"export", lesson, "--width", "200", "--height", "200", "--scale", "0.25"}
                                 << QByteArray("\x89PNG");
}

void TestCommandLine::anOutputThatIsAPipeIsWrittenThroughNotReplaced()
{
    // A named pipe (like /dev/null or /dev/stdout, something that is not a regular file) is written as it is.
    // Renaming a finished temporary file over it, as a regular file is replaced whole, replaced the pipe
    // itself: run as root, `--out /dev/null` turned /dev/null into a regular file.
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, begins);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString pipePath = folder.filePath(arguments.first() == QLatin1String("export") ? QStringLiteral("figure.png")
                                                                                         : QStringLiteral("out"));
    const QByteArray pipeName = QFile::encodeName(pipePath);
    QCOMPARE(::mkfifo(pipeName.constData(), 0600), 0);
    // Opened for reading first, without waiting for a writer, so that the program's open does not wait.
    const int reader = ::open(pipeName.constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    const Run run = attentionlab(arguments << QStringLiteral("--out") << pipePath);
    QByteArray received;
    char buffer[4096];
    for (ssize_t got; (got = ::read(reader, buffer, sizeof buffer)) > 0;)
        received.append(buffer, qsizetype(got));
    ::close(reader);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    struct stat after = {};
    QCOMPARE(::lstat(pipeName.constData(), &after), 0);
    QVERIFY2(S_ISFIFO(after.st_mode), "the pipe was replaced by a file");
    QVERIFY2(received.size() > 40, received.constData());
    QVERIFY2(received.startsWith(begins), received.left(40).constData());
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
