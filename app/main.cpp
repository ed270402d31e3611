// attentionlab: the window, or one of the subcommands that run without a display.
#include "CommandLine.h"
#include "WindowProcess.h"
#include "io/AllocatorTuning.h"
#include "figures/FigureRenderer.h"
#include "figures/FiguresPanel.h"
#include "languagemodelwindow/LanguageModelWindow.h"
#include "modelwindow/ModelWindow.h"
#include "training/ToyTask.h"
#include "trainingwindow/TrainingWindow.h"
#include "common/AppSettings.h"
#include "lessonwindow/MainWindow.h"
#include "lessonwindow/SideWindows.h"
#include "common/Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QLocale>
#include <algorithm>
#include <functional>
#include <vector>

namespace {

const char kUsage[] = R"(Usage: attentionlab [FILE] [--stage NAME] [--figure NAME] [--lecture] [--present] [--cost] [--train TASK]
                                            the window, on FILE or on the first lesson;
                                            --lecture starts in lecture mode, full screen;
                                            --present shows the lesson's slides, full screen;
                                            --figure shows %WINDOW_FIGURES%;
                                            --cost also measures the cost of attention;
                                            --train trains a layer on %TASKS%
       attentionlab [FILE] --model FOLDER [--text TEXT]
                                            also a GPT-2 checkpoint's folder, every layer and head on the text
       attentionlab [FILE] --language-model open|train [--text TEXT]
                                            also the small language model's window: the model that comes
                                            with the program on the text, or a new one trained live
       attentionlab <command> [options]

AttentionLab shows how attention in transformers computes, stage by stage:
projections, scores QK^T, scaling by sqrt(d_k), the mask, softmax, weights times V,
concatenation of heads and the output projection.

Commands (no display needed):
  compute FILE [--engine cpu|opencl] [--out PATH]
                                       every stage of a scenario file, as JSON
  compute FILE --format latex|csv|markdown [--matrix NAME] [--head N]
                                       the matrices as text for slides and scripts
  model FOLDER --text TEXT [--engine cpu|opencl] [--temperature T] [--top N] [--out PATH]
        [--positions learned|none|sinusoidal|rotary]
                                       a GPT-2 checkpoint on a text: its tokens, the likeliest
                                       next tokens and every head's weights, as JSON
  model FOLDER --text TEXT --figure grid|head|lines|layer-lines [--layer L] [--head H] --out PATH
                                       the same pass drawn as the real-model window draws it
  model FOLDER --text TEXT --scenario head|layer [--layer L] [--head H] [--out PATH]
                                       a head (or layer) with the model's numbers, as a scenario file
  bench [--scenario FILE | --n N --d-head D --heads H [--causal]] [--engine E] [--repeat R]
                                       time an engine; prints median_ms and min_ms as JSON
  bench --model FOLDER --text TEXT [--engine E] [--repeat R]
                                       time a GPT-2 checkpoint's forward pass, every layer and head
  bench --window [--scenario FILE] [--repeat R]
                                       the window's frame times, edit to repaint (offscreen)
  devices                              the engines and the devices they can use
  train-lm [--layers L --heads H --steps N --seed S] --out MODEL
                                       train a small language model on the made-up language, in
                                       which an induction head forms; ends with one JSON line
  language [--documents N] [--tokens T] [--seed S] [--vocabulary] [--out FILE]
                                       documents of that language, one per line
  lm [MODEL] --text TEXT [--ablate L.H,...] [--top N] [--out PATH]
                                       a trained model (default: the one inside the program) on a
                                       text: the likeliest next words and every head's weights, as
                                       JSON, with heads silenced
  lm [MODEL] --text TEXT --scenario head --layer L --head H [--out PATH]
                                       one head with the model's numbers, as a scenario file
  export FILE --figure %FIGURES% --out PATH.png|.svg|.pdf
         [--head N] [--stage NAME [--part PART]] [--width W] [--height H] [--scale S] [--language en|it|de]
                                       a figure as the window draws it, for slides
  slides FILE --out DECK.pdf | --out DIR --format png|svg [--width W] [--height H] [--language en|it|de]
                                       a lesson's deck, one page per slide, as the presentation shows it

  attentionlab <command> --help        the options of one command
  attentionlab --version               the version

Exit codes: 0 done, 1 usage error, 2 invalid input, 3 engine unavailable,
4 output not written (a full disk, say; an earlier file of that name is kept).
)";

using Subcommand = std::function<int(const QStringList &)>;

/// Every subcommand, in the usage's order, and what runs it: the one table that main's dispatch, the
/// window's word for a mistyped command and runsWithoutWindow read. (export, slides, and bench --window and
/// model --figure, draw: main starts Qt's widgets offscreen for them before it reads the table.)
const std::vector<std::pair<QString, Subcommand>> &subcommandTable()
{
    static const std::vector<std::pair<QString, Subcommand>> table{
        {QStringLiteral("compute"), attn::cli::runCompute},       {QStringLiteral("model"), attn::cli::runModel},
        {QStringLiteral("bench"), attn::cli::runBench},           {QStringLiteral("devices"), attn::cli::runDevices},
        {QStringLiteral("train-lm"), attn::cli::runTrainLanguageModel}, {QStringLiteral("language"), attn::cli::runLanguage},
        {QStringLiteral("lm"), attn::cli::runLanguageModel},      {QStringLiteral("export"), attn::cli::runExport},
        {QStringLiteral("slides"), attn::cli::runSlides},
    };
    return table;
}

/// The subcommands' names, in the usage's order, for messages.
QString subcommandNames()
{
    QStringList names;
    for (const auto &[name, run] : subcommandTable())
        names << name;
    return names.join(QStringLiteral(", "));
}

/// The settings files follow the program's reading policy. QSettings reads its files as soon as it is made,
/// with a blocking open and no bound, so they are checked first, by name: the user's
/// (XDG_CONFIG_HOME/AttentionLab/attentionlab.conf, then XDG_CONFIG_HOME/AttentionLab.conf) and the system's
/// under each XDG_CONFIG_DIRS folder. Where one is not a regular file (a FIFO would hold the window before
/// it paints, and a command for ever) or is far larger than settings are, the program says so and keeps its
/// settings for this run in a folder of its own, leaving the file as it is.
void keepSettingsReadable()
{
    const QString organization = QCoreApplication::organizationName(), application = QCoreApplication::applicationName();
    QStringList folders{QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)};
    for (const QString &folder : qEnvironmentVariable("XDG_CONFIG_DIRS", QStringLiteral("/etc/xdg")).split(u':', Qt::SkipEmptyParts))
        folders << folder;
    constexpr qint64 kMaxSettingsBytes = 1 << 20;
    for (const QString &folder : folders) {
        for (const QString &path : {QStringLiteral("%1/%2/%3.conf").arg(folder, organization, application),
                                    QStringLiteral("%1/%2.conf").arg(folder, organization)}) {
            const QFileInfo info(path); // stat only: nothing is opened
            if (!info.exists()) // nothing there, or a link to nothing: QSettings finds no file either
                continue;
            const bool regular = info.isFile(); // a link is followed: a FIFO behind one is no regular file either
            if (regular && info.size() <= kMaxSettingsBytes)
                continue;
            static QTemporaryDir elsewhere;
            QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, elsewhere.path());
            QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope, elsewhere.path());
            attn::cli::printError(QStringLiteral("%1: %2; the settings are kept elsewhere for this run, and this file is left as it is")
                                      .arg(path, regular ? QStringLiteral("%1 bytes is too large for a settings file").arg(info.size())
                                                         : QStringLiteral("is not a regular file")));
            return;
        }
    }
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attentionlab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTIONLAB_VERSION));
    keepSettingsReadable();
}

/// The usage, with the lists of names read from the tables the parsers read, so that they cannot drift apart.
QString usageText()
{
    return QString::fromUtf8(kUsage)
        .replace(QStringLiteral("%WINDOW_FIGURES%"), attn::windowFigureKeys().join(u'|'))
        .replace(QStringLiteral("%FIGURES%"), attn::figureKindKeys().join(u'|'))
        .replace(QStringLiteral("%TASKS%"), attn::toyTaskKeys().join(u'|'));
}

/// The window: on the scenario file given, or on the first lesson. Its options are checked before the
/// application object exists, so a mistake is reported even where no display can be opened.
int runWindow(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A scenario file to open."), QStringLiteral("[file]"));
    QStringList stageKeys;
    for (attn::PipelineStage stage : attn::kAllStages)
        stageKeys << attn::stageKey(stage);
    parser.addOption({QStringLiteral("stage"), QStringLiteral("Open at this stage: %1.").arg(stageKeys.join(u", ")),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("cost"), QStringLiteral("Also open the cost of attention window and start measuring.")});
    parser.addOption({QStringLiteral("lecture"), QStringLiteral("Start in lecture mode, full screen.")});
    parser.addOption({QStringLiteral("present"), QStringLiteral("Start the lesson's slides, full screen (F5).")});
    parser.addOption({QStringLiteral("train"),
                      QStringLiteral("Also open the training window and train on this task: %1.").arg(attn::toyTaskKeys().join(u", ")),
                      QStringLiteral("task")});
    parser.addOption({QStringLiteral("figure"),
                      QStringLiteral("Show this figure beside the stepper: %1.").arg(attn::windowFigureKeys().join(u", ")),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("model"), QStringLiteral("Also open a GPT-2 checkpoint's folder in the real-model window."),
                      QStringLiteral("folder")});
    parser.addOption({QStringLiteral("language-model"),
                      QStringLiteral("Also open the language model's window: 'open' on the model that comes with the program, "
                                     "'train' to train a new one."),
                      QStringLiteral("open|train")});
    parser.addOption({QStringLiteral("text"), QStringLiteral("The text the real model or the language model starts on."), QStringLiteral("text")});
    // A bare word that names no file is a mistyped command ("comptue"), not a scenario for the window: without
    // a display the window aborted in Qt, and with one it opened on an error about a missing file.
    const bool parsed = parser.parse(arguments);
    if (parsed && !parser.positionalArguments().isEmpty()) {
        const QString first = parser.positionalArguments().first();
        if (!QFileInfo::exists(first) && !first.contains(u'.') && !first.contains(u'/')) {
            attn::cli::printError(QStringLiteral("unknown command '%1'; the commands are %2 (see 'attentionlab --help')")
                                      .arg(first, subcommandNames()));
            return attn::cli::UsageError;
        }
    }
    if (!parsed || parser.positionalArguments().size() > 1) {
        attn::cli::printError(QStringLiteral("%1 (see 'attentionlab --help')")
                                  .arg(parser.errorText().isEmpty() ? QStringLiteral("expected at most one scenario file")
                                                                    : parser.errorText()));
        return attn::cli::UsageError;
    }
    std::optional<attn::ToyTask> trainingTask;
    if (parser.isSet(QStringLiteral("train"))) {
        trainingTask = attn::toyTaskFromKey(parser.value(QStringLiteral("train")));
        if (!trainingTask) {
            attn::cli::printError(QStringLiteral("--train: expected one of %1").arg(attn::toyTaskKeys().join(u", ")));
            return attn::cli::UsageError;
        }
    }
    if (parser.isSet(QStringLiteral("language-model")) &&
        !QStringList{QStringLiteral("open"), QStringLiteral("train")}.contains(parser.value(QStringLiteral("language-model")))) {
        attn::cli::printError(QStringLiteral("--language-model: expected open or train, found '%1'").arg(parser.value(QStringLiteral("language-model"))));
        return attn::cli::UsageError;
    }
    std::optional<attn::PipelineStage> stage;
    if (parser.isSet(QStringLiteral("stage"))) {
        stage = attn::stageFromKey(parser.value(QStringLiteral("stage")));
        if (!stage) {
            attn::cli::printError(QStringLiteral("--stage: expected one of %1").arg(stageKeys.join(u", ")));
            return attn::cli::UsageError;
        }
    }

    // --text is what a model window reads: without one to open it would be dropped without a word.
    if (parser.isSet(QStringLiteral("text")) && !parser.isSet(QStringLiteral("model")) && !parser.isSet(QStringLiteral("language-model"))) {
        attn::cli::printError(QStringLiteral("--text: only with --model FOLDER or --language-model open|train"));
        return attn::cli::UsageError;
    }

    std::optional<attn::FigureKind> figure;
    if (parser.isSet(QStringLiteral("figure"))) {
        // The figures the panel beside the stepper shows; the stage page is the window itself.
        const QString name = parser.value(QStringLiteral("figure"));
        if (!attn::windowFigureKeys().contains(name)) {
            attn::cli::printError(QStringLiteral("--figure: expected one of %1").arg(attn::windowFigureKeys().join(u", ")));
            return attn::cli::UsageError;
        }
        figure = attn::figureKindFromKey(name);
    }

#if defined(Q_OS_LINUX)
    // Qt aborts where it finds no display ("could not connect to display ... Reinstalling the application may
    // fix this problem"); say what is wrong and what runs without one instead.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        attn::cli::printError(QStringLiteral("the window needs a display, and neither DISPLAY nor WAYLAND_DISPLAY is set; "
                                             "the commands (%1) run without one (see 'attentionlab --help')")
                                  .arg(subcommandNames()));
        return attn::cli::UsageError;
    }
#endif
    QApplication application(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("AttentionLab"));
    attn::installTranslations(attn::AppSettings().language());
    attn::MainWindow window;
    window.start(parser.positionalArguments().value(0));
    if (stage) {
        window.setStage(*stage);
        // A stage this scenario does not have (positions, a layer norm) opens the one before it, and says so.
        if (window.stage() != *stage)
            attn::cli::printError(QStringLiteral("--stage %1: this scenario has no such stage; opened at %2")
                                      .arg(attn::stageKey(*stage), attn::stageKey(window.stage())));
    }
    if (figure)
        window.figuresPanel()->showFigure(*figure);
    if (parser.isSet(QStringLiteral("present")))
        QTimer::singleShot(0, &window, [&window] { window.showPresentation(); });
    if (parser.isSet(QStringLiteral("lecture"))) {
        window.setLectureMode(true);
        window.showFullScreen();
    }
    if (parser.isSet(QStringLiteral("cost")))
        window.sideWindows()->showComplexityWindow(true);
    if (parser.isSet(QStringLiteral("model"))) {
        attn::ModelWindow *model = window.sideWindows()->showModelWindow();
        model->openFolder(parser.value(QStringLiteral("model")));
        model->setText(parser.value(QStringLiteral("text")));
    }
    if (parser.isSet(QStringLiteral("language-model"))) {
        attn::LanguageModelWindow *languageModel = window.sideWindows()->showLanguageModelWindow();
        if (parser.isSet(QStringLiteral("text")))
            languageModel->setText(parser.value(QStringLiteral("text")));
        if (parser.value(QStringLiteral("language-model")) == QLatin1String("train"))
            languageModel->train();
    }
    if (trainingTask) {
        attn::TrainingWindow *training = window.sideWindows()->showTrainingWindow();
        attn::TrainingSettings settings = training->settings();
        settings.task = *trainingTask;
        training->setSettings(settings);
        training->train();
    }
    return QApplication::exec();
}

/// Subcommands and the program's own --help and --version run without a window.
bool runsWithoutWindow(const char *argument)
{
    const QString first = QString::fromLocal8Bit(argument);
    const std::vector<std::pair<QString, Subcommand>> &table = subcommandTable();
    return std::any_of(table.begin(), table.end(), [&first](const auto &entry) { return entry.first == first; }) ||
           first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("--version");
}

/// Figures and the window's frame times need Qt Gui and Widgets but no display: Qt draws them offscreen,
/// chosen before the application object exists.
int runWidgetsWithoutDisplay(int argc, char *argv[], const std::function<int(const QStringList &)> &subcommand)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // The offscreen platform says, for every figure laid out, that it cannot do what only a screen
    // needs (size hints, raising); a script should see only what concerns it.
    static QtMessageHandler forward = nullptr;
    forward = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &message) {
        // Nor that a machine without a desktop login has no XDG_RUNTIME_DIR, which export never uses.
        if (!message.startsWith(QLatin1String("This plugin does not support")) &&
            !message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
            forward(type, context, message);
    });
    QApplication application(argc, argv);
    nameApplication();
    return attn::cli::finishOutput(subcommand(QCoreApplication::arguments().mid(1)));
}

} // namespace

int main(int argc, char *argv[])
{
    attn::keepFreedMemoryForReuse();
    if (argc >= 2 && QByteArray(argv[1]) == "export")
        return runWidgetsWithoutDisplay(argc, argv, attn::cli::runExport);
    if (argc >= 2 && QByteArray(argv[1]) == "slides")
        return runWidgetsWithoutDisplay(argc, argv, attn::cli::runSlides);
    const auto hasOption = [&](const char *option) {
        return std::any_of(argv + 2, argv + argc, [option](const char *argument) {
            return QByteArray(argument) == option || QByteArray(argument).startsWith(QByteArray(option) + '=');
        });
    };
    if (argc >= 2 && QByteArray(argv[1]) == "bench" && hasOption("--window")) {
        attn::cli::startAgainWithSleepingOpenMpThreads(argv); // timed as the window runs
        return runWidgetsWithoutDisplay(argc, argv, attn::cli::runBenchWindow);
    }
    if (argc >= 2 && QByteArray(argv[1]) == "model" && hasOption("--figure"))
        return runWidgetsWithoutDisplay(argc, argv, attn::cli::runModel);
    if (argc < 2 || !runsWithoutWindow(argv[1])) {
        attn::cli::startAgainWithSleepingOpenMpThreads(argv);
        return runWindow(argc, argv);
    }
    QCoreApplication application(argc, argv);
    nameApplication();

    using namespace attn::cli;
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    const std::vector<std::pair<QString, Subcommand>> &table = subcommandTable();
    const auto subcommand = std::find_if(table.begin(), table.end(), [&arguments](const auto &entry) { return entry.first == arguments.first(); });
    if (subcommand != table.end())
        return finishOutput(subcommand->second(arguments));
    if (arguments.first() == QLatin1String("--version")) {
        if (arguments.size() > 1) { // "--version compute x.json" would print the version and compute nothing
            printError(QStringLiteral("--version: takes no arguments, found '%1'").arg(arguments.at(1)));
            return finishOutput(UsageError);
        }
        printOut("attentionlab " ATTENTIONLAB_VERSION "\n");
        return finishOutput(Done);
    }
    printOut(usageText().toUtf8());
    return finishOutput(Done);
}
