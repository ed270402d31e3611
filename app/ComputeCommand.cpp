#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "scenario/ScenarioValidation.h"
#include "text/ResultJson.h"
#include "text/ResultText.h"

#include <QIODevice>

namespace attn::cli {

int runCompute(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Computes every stage of attention for a scenario file and prints it as one JSON object:\n"
                       "{\"engine\", \"heads\": [{\"q\", \"k\", \"v\", \"scores\", \"scaled\", \"masked\", "
                       "\"weights\", \"output\", \"fully_masked_rows\"}], \"concat\", \"output\"}.\n"
                       "Matrices are arrays of rows; masked entries are null.\n"
                       "With --format latex|csv|markdown: the matrices as text for slides and scripts, with their\n"
                       "token labels; --matrix and --head choose one."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The scenario file (JSON)."),
                                 QStringLiteral("compute <file>"));
    parser.addOptions({
        {QStringLiteral("format"), QStringLiteral("json (default), latex, csv or markdown."), QStringLiteral("format"),
         QStringLiteral("json")},
        {QStringLiteral("matrix"), QStringLiteral("Only this matrix: %1.").arg(resultMatrixKeys().join(QStringLiteral(", "))),
         QStringLiteral("name")},
        {QStringLiteral("head"), QStringLiteral("Only this head, from 1."), QStringLiteral("n")},
        {QStringLiteral("precision"),
         QStringLiteral("Decimals for text formats (default: 3 for latex and markdown; for csv each number in its "
                        "shortest exact form)."),
         QStringLiteral("n")},
        {QStringLiteral("out"),
         QStringLiteral("Write to this file instead of standard output; it is replaced only once everything is "
                        "written."),
         QStringLiteral("path")},
    });
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    const QString formatKey = parser.value(QStringLiteral("format"));
    const std::optional<MatrixTextFormat> textFormat = matrixTextFormatFromKey(formatKey);
    if (formatKey != QLatin1String("json") && !textFormat) {
        printError(QStringLiteral("--format: expected json, latex, csv or markdown"));
        return UsageError;
    }
    if (!textFormat && (parser.isSet(QStringLiteral("matrix")) || parser.isSet(QStringLiteral("head")) ||
                        parser.isSet(QStringLiteral("precision")))) {
        printError(QStringLiteral("--matrix, --head and --precision go with --format latex, csv or markdown"));
        return UsageError;
    }
    ResultTextSelection selection;
    if (parser.isSet(QStringLiteral("matrix"))) {
        selection.matrix = parser.value(QStringLiteral("matrix"));
        if (!resultMatrixKeys().contains(*selection.matrix)) {
            printError(QStringLiteral("--matrix: expected one of %1").arg(resultMatrixKeys().join(QStringLiteral(", "))));
            return UsageError;
        }
    }
    std::optional<int> precision;
    if (textFormat && *textFormat != MatrixTextFormat::Csv)
        precision = 3;
    if (parser.isSet(QStringLiteral("precision"))) {
        const std::optional<long long> decimals = integerOption(parser, QStringLiteral("precision"), 0, 9);
        if (!decimals)
            return UsageError;
        precision = int(*decimals);
    }
    std::optional<long long> head;
    if (parser.isSet(QStringLiteral("head"))) {
        head = integerOption(parser, QStringLiteral("head"), 1, ScenarioLimits::maxHeads);
        if (!head)
            return UsageError;
    }
    if (parser.positionalArguments().size() != 1) {
        printError(QStringLiteral("compute: expected one scenario file (see 'attentionlab compute --help')"));
        return UsageError;
    }
    if (!outSparesTheInputsOrReport(parser, parser.positionalArguments()) ||
        !outKeepsItsKindOrReport(parser, WrittenFile::Other, QStringLiteral("compute's results")))
        return UsageError;
    const std::optional<Scenario> scenario = loadScenarioOrReport(parser.positionalArguments().first());
    if (!scenario)
        return InvalidInput;
    if (head) {
        selection.head = headIndexOrReport(*head, *scenario);
        if (!selection.head)
            return UsageError;
    }
    bool usageError = false;
    const std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    int exitCode = Done;
    const std::optional<AttentionResult> result = runOrReport(*engine, *scenario, parser.positionalArguments().first(), &exitCode);
    if (!result)
        return exitCode;
    // Written as it is formatted: the JSON of thousands of tokens is gigabytes, and never held whole.
    auto write = [&](QIODevice &out) {
        if (!textFormat)
            return writeResultJson(out, *result);
        const QByteArray text = resultToText(*scenario, *result, *textFormat, precision, selection).toUtf8();
        return out.write(text) == text.size();
    };
    return writeOutput(parser, write);
}

} // namespace attn::cli
