#include "SubcommandSupport.h"

#include "CommandLine.h"
#include "cpu/CpuKernels.h"
#include "engine/ResultComparison.h"
#include "io/WholeFileWrite.h"
#include "scenario/ScenarioFile.h"

#include <QFile>
#include <QSaveFile>

namespace attn::cli {

std::optional<int> parseSubcommand(QCommandLineParser &parser, const QStringList &arguments)
{
    const QCommandLineOption helpOption = parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(QStringLiteral("%1: %2 (see 'attentionlab %1 --help')").arg(arguments.first(), parser.errorText()));
        return UsageError;
    }
    if (parser.isSet(helpOption)) {
        printOut(parser.helpText().toUtf8());
        return Done;
    }
    return std::nullopt;
}

std::optional<Scenario> loadScenarioOrReport(const QString &path)
{
    ScenarioReadResult read = readScenarioFile(path);
    for (const QString &warning : read.warnings)
        printError(QStringLiteral("warning: ") + warning);
    if (!read.ok())
        printError(read.error);
    return std::move(read.scenario);
}

void addEngineOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("engine"), QStringLiteral("The engine: cpu or opencl (default cpu)."),
                      QStringLiteral("name"), QStringLiteral("cpu")});
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
    if (parser.isSet(QStringLiteral("device"))) {
        const std::optional<long long> device = integerOption(parser, QStringLiteral("device"), 0, 1000);
        if (!device) {
            *usageError = true;
            return nullptr;
        }
        options.openClDevice = int(*device);
    }
    if (!knownEngineNames().contains(name)) {
        printError(QStringLiteral("--engine: expected one of %1, found '%2'").arg(knownEngineNames().join(QStringLiteral(", ")), name));
        *usageError = true;
        return nullptr;
    }
    if (name == QLatin1String("cpu") && !CpuKernel::environmentProblem().isEmpty()) {
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

int writeOutput(const QCommandLineParser &parser, const std::function<bool(QIODevice &)> &write)
{
    if (parser.isSet(QStringLiteral("out"))) {
        QSaveFile file(parser.value(QStringLiteral("out")));
        if (!file.open(QIODevice::WriteOnly)) {
            printError(QStringLiteral("%1: %2").arg(file.fileName(), file.errorString()));
            return OutputFailed;
        }
        write(file);
        const QString failure = commitWhole(file);
        if (!failure.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(file.fileName(), failure));
            return OutputFailed;
        }
        return Done;
    }
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle);
    write(standardOutput);
    const QString failure = flushOrReason(standardOutput);
    if (!failure.isEmpty()) {
        printError(QStringLiteral("standard output: %1").arg(failure));
        return OutputFailed;
    }
    return Done;
}

} // namespace attn::cli
