#pragma once

#include "runtime/EngineFactory.h"
#include "render/FigureExport.h"
#include "scenario/Scenario.h"

#include <QCommandLineParser>
#include <functional>
#include <optional>

class QIODevice;

namespace attn::cli {

/// Parses a subcommand's arguments; prints the error or the help. Returns the exit code to stop with,
/// or nothing to go on.
std::optional<int> parseSubcommand(QCommandLineParser &parser, const QStringList &arguments);

/// Whether the subcommand (named by command in the message) was given no positional argument; reports the
/// first one otherwise. A command that reads none would ignore it ("bench good.json" timing random numbers).
bool takesNoArgumentsOrReport(const QCommandLineParser &parser, const QString &command);

/// Reads and validates a scenario file, printing its warnings; prints the error on failure.
std::optional<Scenario> loadScenarioOrReport(const QString &path);

/// Adds --engine and --device, the options every computing subcommand shares.
void addEngineOptions(QCommandLineParser &parser);
/// The engine chosen by --engine and --device, or prints why it is unavailable. Returns nothing with
/// *usageError set when --device is not a number, or is given for an engine other than opencl.
std::unique_ptr<Engine> createEngineOrReport(const QCommandLineParser &parser, bool *usageError);

/// Runs the scenario on the engine as every subcommand must: the result, or nothing with *exitCode set
/// and the reason printed (InvalidInput where numbers overflow float32, naming the place in path;
/// EngineUnavailable where the engine fails). Never falls back to another engine.
std::optional<AttentionResult> runOrReport(Engine &engine, const Scenario &scenario, const QString &path, int *exitCode);

/// Writes a subcommand's output to the file named by --out (replaced only once it is written whole) or
/// to standard output; prints why it could not. Returns Done or OutputFailed.
int writeOutput(const QCommandLineParser &parser, const std::function<bool(QIODevice &)> &write);

/// Whether --out (if given) spares the files the command reads: an --out that is one of them, by this or
/// another path ("a/../b", a symbolic or a hard link), would replace the input with the result (a scenario with its
/// computed stages, a checkpoint's config.json with its trace). Reports it, before any work is done; an
/// empty --out too.
bool outSparesTheInputsOrReport(const QCommandLineParser &parser, const QStringList &inputs);

/// What a command writes to --out, as far as the files a person makes or trains go.
enum class WrittenFile { Scenario, LanguageModel, Other };
/// Whether --out (if given, and there) is spared being replaced by another kind of file: a scenario or a
/// language model is replaced only by its own kind, so that `train-lm --out lesson.json` cannot make a lesson
/// a model, `compute --out` a lesson its results, or `language --out m.json` a trained model a page of text,
/// each saying done. Reports it, before any work is done; writes says what the command writes there (its name
/// in the message).
bool outKeepsItsKindOrReport(const QCommandLineParser &parser, WrittenFile writes, const QString &written);

/// An integer option within [minimum, maximum]; prints a usage error otherwise.
std::optional<long long> integerOption(const QCommandLineParser &parser, const QString &name, long long minimum,
                                       long long maximum);
/// A --head value (from 1) as a 0-based head of the scenario; prints a usage error when it has fewer heads.
std::optional<int> headIndexOrReport(long long head, const Scenario &scenario);

/// A number option within [minimum, maximum]; prints a usage error otherwise.
std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name, double minimum, double maximum);

/// Adds --width, --height, --scale, --font-scale and --language, the options of every figure written to a
/// file.
void addFigureSizeOptions(QCommandLineParser &parser);
/// The figure's size from those options, or nothing with a usage error printed: a PNG of more than
/// kLargestPngPixels is refused, naming its size, rather than drawn in gigabytes of memory.
std::optional<FigureSize> figureSizeOrReport(const QCommandLineParser &parser);
constexpr double kLargestPngPixels = 100e6;
/// The figure's words (and its numbers' decimal mark) in --language, else in the window's language (View ▸
/// Language), else the system's, as the window would draw it; false with a usage error printed for a
/// language there is no translation for.
bool installFigureLanguageOrReport(const QCommandLineParser &parser);
/// --font-scale, or nothing with a usage error printed.
std::optional<double> fontScaleOrReport(const QCommandLineParser &parser);
/// --out as a figure file (.png, .svg, .pdf), or nothing with the reason printed; command names the
/// subcommand in the message.
std::optional<QString> figureOutOrReport(const QCommandLineParser &parser, const QString &command);

} // namespace attn::cli
