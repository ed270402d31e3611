#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "text/ResultJson.h"

namespace attn::cli {

int runCompute(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Computes every stage of attention for a scenario file and prints it as one JSON object:\n"
                       "{\"engine\", \"heads\": [{\"q\", \"k\", \"v\", \"scores\", \"scaled\", \"masked\", "
                       "\"weights\", \"output\", \"fully_masked_rows\"}], \"concat\", \"output\"}.\n"
                       "Matrices are arrays of rows; masked entries are null."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The scenario file (JSON)."),
                                 QStringLiteral("compute <file>"));
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(QStringLiteral("compute: expected one scenario file (see 'attentionlab compute --help')"));
        return UsageError;
    }
    const std::optional<Scenario> scenario = loadScenarioOrReport(parser.positionalArguments().first());
    if (!scenario)
        return InvalidInput;
    bool usageError = false;
    const std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    try {
        printOut(resultToJson(engine->run(*scenario)));
    } catch (const EngineError &error) {
        printError(QStringLiteral("engine '%1' failed: %2").arg(engine->name(), QString::fromUtf8(error.what())));
        return EngineUnavailable;
    }
    return Done;
}

} // namespace attn::cli
