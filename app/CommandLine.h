#pragma once

#include <QString>
#include <QStringList>

namespace attn::cli {

/// The exit codes every subcommand shares.
enum ExitCode : int {
    Done = 0,
    UsageError = 1,
    InvalidInput = 2,
    EngineUnavailable = 3,
    OutputFailed = 4, ///< the output could not be written whole (a full disk, say); an earlier file is kept
};

/// Writes "attentionlab: message" and a newline to stderr.
void printError(const QString &message);
/// Writes text to stdout as UTF-8.
void printOut(const QByteArray &text);
/// Ends a subcommand: when its output to stdout could not be written whole (a full disk behind a
/// redirection, a closed pipe), says why and turns a successful exit code into OutputFailed.
int finishOutput(int exitCode);

/// Each subcommand takes its arguments with its own name first, e.g. {"compute", "file.json"}.
int runCompute(const QStringList &arguments);
int runModel(const QStringList &arguments); ///< `model FOLDER --text ...`: a GPT-2 checkpoint on a text
int runBench(const QStringList &arguments);
int runDevices(const QStringList &arguments);
int runTrainLanguageModel(const QStringList &arguments); ///< `train-lm`: trains the small language model
int runLanguage(const QStringList &arguments);
int runLanguageModel(const QStringList &arguments);      ///< `lm MODEL --text ...`: a trained model on a text           ///< `language`: the made-up language's documents
/// Need a QApplication (offscreen is enough).
int runExport(const QStringList &arguments);
/// attentionlab slides: a lesson's deck as a PDF, or a folder of PNG or SVG slides.
int runSlides(const QStringList &arguments);
int runBenchWindow(const QStringList &arguments); ///< `bench --window`


} // namespace attn::cli
