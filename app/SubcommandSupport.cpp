#include "SubcommandSupport.h"
#include "model/CheckpointFiles.h"

#include "CommandLine.h"
#include "cpu/CpuKernels.h"
#include "engine/ResultComparison.h"
#include "io/WholeFileWrite.h"
#include "scenario/ScenarioFile.h"
#include "training/LanguageModelFile.h"
#include "common/AppSettings.h"
#include "common/Translations.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <sys/stat.h>

namespace attn::cli {

std::optional<int> parseSubcommand(QCommandLineParser &parser, const QStringList &arguments)
{
    const QCommandLineOption helpOption = parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(QStringLiteral("%1: %2 (see 'attentionlab %1 --help')").arg(arguments.first(), parser.errorText()));
        return UsageError;
    }
    // --help-all is Qt's, listed beside --help by every parser: a subcommand has no Qt options to add, so it
    // prints the same help, where it would otherwise fail or be ignored.
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        printOut(parser.helpText().toUtf8());
        return Done;
    }
    return std::nullopt;
}

bool takesNoArgumentsOrReport(const QCommandLineParser &parser, const QString &command)
{
    if (parser.positionalArguments().isEmpty())
        return true;
    printError(QStringLiteral("%1: takes no arguments besides its options, found '%2' (see 'attentionlab %1 --help')")
                   .arg(command, parser.positionalArguments().first()));
    return false;
}

std::optional<Scenario> loadScenarioOrReport(const QString &path)
{
    if (path.isEmpty()) { // an unset variable in a script ("compute $FILE"): ": cannot open" named nothing
        printError(QStringLiteral("the scenario file's name is empty"));
        return std::nullopt;
    }
    ScenarioReadResult read = readScenarioFile(path);
    for (const QString &warning : read.warnings)
        printError(QStringLiteral("warning: ") + warning);
    // A language model given where a scenario goes is named as one: the scenario's own error would say only
    // "mode: missing (one of ...)".
    if (!read.ok() && looksLikeLanguageModelFile(path))
        printError(QStringLiteral("%1: is a language model, not a scenario: 'attentionlab lm %1 --text TEXT' runs it, and "
                                  "'--scenario head' makes a scenario of one of its heads")
                       .arg(path));
    else if (!read.ok())
        printError(read.error);
    return std::move(read.scenario);
}

void addEngineOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("engine"), QStringLiteral("The engine: cpu or opencl (default cpu)."),
                      QStringLiteral("name"), engineKindKey(EngineKind::Cpu)});
    parser.addOption({QStringLiteral("device"),
                      QStringLiteral("The OpenCL device, by its index in 'attentionlab devices' (default: the "
                                     "ATTN_OPENCL_DEVICE variable, else the first GPU, else the first device)."),
                      QStringLiteral("N")});
}

std::unique_ptr<Engine> createEngineOrReport(const QCommandLineParser &parser, bool *usageError)
{
    *usageError = false;
    const QString name = parser.value(QStringLiteral("engine"));
    EngineOptions options;
    if (!knownEngineNames().contains(name)) {
        printError(QStringLiteral("--engine: expected one of %1, found '%2'").arg(knownEngineNames().join(QStringLiteral(", ")), name));
        *usageError = true;
        return nullptr;
    }
    if (parser.isSet(QStringLiteral("device"))) {
        // The CPU engine has no devices to choose: "--device 5" alone would run on the CPU without a word.
        if (engineKindFromKey(name) != EngineKind::OpenCl) {
            printError(QStringLiteral("--device: --engine %1 does not use it; it is for --engine %2")
                           .arg(name, engineKindKey(EngineKind::OpenCl)));
            *usageError = true;
            return nullptr;
        }
        const std::optional<long long> device = integerOption(parser, QStringLiteral("device"), 0, 1000);
        if (!device) {
            *usageError = true;
            return nullptr;
        }
        options.openClDevice = int(*device);
    }
    if (engineKindFromKey(name) == EngineKind::Cpu && !CpuKernel::environmentProblem().isEmpty()) {
        printError(CpuKernel::environmentProblem());
        *usageError = true;
        return nullptr;
    }
    EngineChoice choice = createEngine(name, options);
    if (!choice.engine)
        printError(QStringLiteral("engine '%1' is unavailable: %2").arg(name, choice.unavailableReason));
    return std::move(choice.engine);
}

std::optional<long long> integerOption(const QCommandLineParser &parser, const QString &name, long long minimum,
                                       long long maximum)
{
    bool ok = false;
    const long long value = parser.value(name).toLongLong(&ok);
    if (ok && value >= minimum && value <= maximum)
        return value;
    printError(QStringLiteral("--%1: expected a whole number from %2 to %3, found '%4'")
                   .arg(name)
                   .arg(minimum)
                   .arg(maximum)
                   .arg(parser.value(name)));
    return std::nullopt;
}

std::optional<int> headIndexOrReport(long long head, const Scenario &scenario)
{
    const qsizetype heads = scenario.headCount();
    if (head <= heads)
        return int(head) - 1;
    printError(QStringLiteral("--head: the scenario has %1 head%2").arg(heads).arg(heads == 1 ? "" : "s"));
    return std::nullopt;
}

std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name, double minimum, double maximum)
{
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (ok && value >= minimum && value <= maximum)
        return value;
    printError(QStringLiteral("--%1: expected a number from %2 to %3, found '%4'")
                   .arg(name)
                   .arg(minimum)
                   .arg(maximum)
                   .arg(parser.value(name)));
    return std::nullopt;
}

std::optional<AttentionResult> runOrReport(Engine &engine, const Scenario &scenario, const QString &path, int *exitCode)
{
    try {
        AttentionResult result = engine.run(scenario);
        if (const std::optional<ScenarioProblem> overflow = findOverflow(result)) {
            printError(path + QStringLiteral(": ") + overflow->toString());
            *exitCode = InvalidInput;
            return std::nullopt;
        }
        return result;
    } catch (const EngineError &error) {
        printError(QStringLiteral("engine '%1' failed: %2").arg(engine.name(), QString::fromUtf8(error.what())));
        *exitCode = EngineUnavailable;
        return std::nullopt;
    }
}

namespace {

/// Whether --out was given with no name (a script's unset variable), which it reports.
bool reportsAnEmptyOut(const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("out")) || !parser.value(QStringLiteral("out")).isEmpty())
        return false;
    printError(QStringLiteral("--out: the file's name is empty"));
    return true;
}

/// Whether two paths name one file: by device and inode, so that a hard link counts, which no comparison of
/// paths can see (a symbolic link and "a/../b" count too, stat following them).
bool isSameFile(const QString &first, const QString &second)
{
    struct stat a {}, b {};
    return ::stat(QFile::encodeName(first).constData(), &a) == 0 && ::stat(QFile::encodeName(second).constData(), &b) == 0 &&
           a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

} // namespace

int writeOutput(const QCommandLineParser &parser, const std::function<bool(QIODevice &)> &write)
{
    if (reportsAnEmptyOut(parser))
        return UsageError;
    if (parser.isSet(QStringLiteral("out"))) {
        // Whole or not at all, the writer's own word on every byte included (writeWhole): a disk that takes
        // 20 KB of 45 must not keep a truncated file while the command says it is done.
        if (const QString failure = writeWhole(parser.value(QStringLiteral("out")), write); !failure.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(parser.value(QStringLiteral("out")), failure));
            return OutputFailed;
        }
        return Done;
    }
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle);
    // The writer's word counts here too: `compute > file` on a nearly full disk must not write part of the
    // output and then say it is done.
    const QString failure = writeThrough(standardOutput, write);
    if (!failure.isEmpty()) {
        printError(QStringLiteral("standard output: %1").arg(failure));
        return OutputFailed;
    }
    return Done;
}

bool outSparesTheInputsOrReport(const QCommandLineParser &parser, const QStringList &inputs)
{
    if (reportsAnEmptyOut(parser)) // before the work, not after it
        return false;
    const QFileInfo out(parser.value(QStringLiteral("out")));
    if (!parser.isSet(QStringLiteral("out")) || !out.isFile())
        return true; // nothing there yet, or a device written through (isWrittenInPlace): no input to lose
    for (const QString &input : inputs) {
        const QFileInfo read(input);
        if (read.isFile() && isSameFile(read.filePath(), out.filePath())) {
            printError(QStringLiteral("--out %1: is %2, which this command reads; the result would replace it")
                           .arg(out.filePath(), read.filePath()));
            return false;
        }
    }
    return true;
}

bool outKeepsItsKindOrReport(const QCommandLineParser &parser, WrittenFile writes, const QString &written)
{
    if (!parser.isSet(QStringLiteral("out")))
        return true;
    const QString out = parser.value(QStringLiteral("out"));
    if (!QFileInfo(out).isFile())
        return true; // nothing there yet, or a device written through: nothing of the user's to lose
    const QString kind = writes != WrittenFile::Scenario && looksLikeScenarioFile(out)                   ? QStringLiteral("a scenario file")
                         : writes != WrittenFile::LanguageModel && looksLikeLanguageModelFile(out) ? QStringLiteral("a language model file")
                                                                                                    : checkpointFileKind(out);
    if (!kind.isEmpty()) {
        printError(QStringLiteral("--out %1: is %2, which %3 would replace; name another file, or move this one first")
                       .arg(out, kind, written));
        return false;
    }
    if (const int links = hardLinkCount(out); links > 1)
        printError(QStringLiteral("note: --out %1 has %2 names (hard links); it is replaced by a new file under this name, "
                                  "and the other names keep the old content")
                       .arg(out)
                       .arg(links));
    return true;
}

void addFigureSizeOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("width"), QStringLiteral("Width in logical pixels (default 1600; 16:9 to --height alone)."),
         QStringLiteral("px"), QStringLiteral("1600")},
        {QStringLiteral("height"), QStringLiteral("Height in logical pixels (default 900; 16:9 to --width alone)."),
         QStringLiteral("px"), QStringLiteral("900")},
        {QStringLiteral("scale"), QStringLiteral("PNG pixels per logical pixel (default 1; 2 for a sharper slide)."),
         QStringLiteral("factor"), QStringLiteral("1")},
        {QStringLiteral("font-scale"), QStringLiteral("Text size relative to the window's default (default 1)."),
         QStringLiteral("factor"), QStringLiteral("1")},
        {QStringLiteral("language"),
         QStringLiteral("The figure's words: %1 (default: the window's language, View > Language).")
             .arg((QStringList{QStringLiteral("en")} + availableLanguages()).join(u'|')),
         QStringLiteral("code")},
    });
}

bool installFigureLanguageOrReport(const QCommandLineParser &parser)
{
    const QStringList codes = QStringList{QStringLiteral("en")} + availableLanguages();
    const QString asked = parser.value(QStringLiteral("language"));
    if (parser.isSet(QStringLiteral("language")) && !codes.contains(asked)) {
        printError(QStringLiteral("--language: expected one of %1, found '%2'").arg(codes.join(QStringLiteral(", ")), asked));
        return false;
    }
    // Never a mix: the tokens' translations and the numbers' decimal mark follow the locale that the
    // words' translation sets, as in the window.
    installTranslations(parser.isSet(QStringLiteral("language")) ? asked : AppSettings().language());
    return true;
}

std::optional<FigureSize> figureSizeOrReport(const QCommandLineParser &parser)
{
    std::optional<long long> width = integerOption(parser, QStringLiteral("width"), 200, 8000);
    std::optional<long long> height = integerOption(parser, QStringLiteral("height"), 200, 8000);
    const std::optional<double> scale = numberOption(parser, QStringLiteral("scale"), 0.25, 8);
    if (!width || !height || !scale)
        return std::nullopt;
    // One side alone keeps a slide's 16:9 (--width 3200 is a sharper 1600 × 900, not a 3200 × 900 strip).
    const bool widthSet = parser.isSet(QStringLiteral("width")), heightSet = parser.isSet(QStringLiteral("height"));
    if (widthSet != heightSet) {
        const long long other = widthSet ? std::llround(double(*width) * 9 / 16) : std::llround(double(*height) * 16 / 9);
        if (other < 200 || other > 8000) {
            printError(widthSet ? QStringLiteral("--width %1 alone: its 16:9 height, %2, lies outside 200 to 8000; give --height too")
                                      .arg(*width).arg(other)
                                : QStringLiteral("--height %1 alone: its 16:9 width, %2, lies outside 200 to 8000; give --width too")
                                      .arg(*height).arg(other));
            return std::nullopt;
        }
        (widthSet ? height : width) = other;
    }
    const double pixels = double(*width) * double(*height) * *scale * *scale;
    if (pixels > kLargestPngPixels && parser.value(QStringLiteral("out")).endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        // Four bytes a pixel, drawn and then encoded: 8000 x 8000 at --scale 8 takes 16 GB.
        printError(QStringLiteral("--scale %1: a PNG of %2 x %3 pixels (%4 million) would need about %5 GB of memory; "
                                  "at most %6 million pixels are drawn: a smaller --scale, or SVG or PDF")
                       .arg(*scale)
                       .arg(std::llround(double(*width) * *scale))
                       .arg(std::llround(double(*height) * *scale))
                       .arg(std::llround(pixels / 1e6))
                       .arg(std::ceil(pixels * 4 / 1e9))
                       .arg(kLargestPngPixels / 1e6));
        return std::nullopt;
    }
    return FigureSize{QSize(int(*width), int(*height)), *scale};
}

std::optional<double> fontScaleOrReport(const QCommandLineParser &parser)
{
    return numberOption(parser, QStringLiteral("font-scale"), 0.5, 4);
}

std::optional<QString> figureOutOrReport(const QCommandLineParser &parser, const QString &command)
{
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        printError(QStringLiteral("%1: --out PATH is required (a .png, .svg or .pdf file)").arg(command));
        return std::nullopt;
    }
    if (!isFigureFormat(out)) {
        printError(QStringLiteral("--out: '%1' has no known figure extension; use .png, .svg or .pdf").arg(out));
        return std::nullopt;
    }
    return out;
}

} // namespace attn::cli
