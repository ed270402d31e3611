#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "model/Gpt2Checkpoint.h"
#include "model/TransformerForward.h"
#include "text/ModelJson.h"


namespace attn::cli {

int runModel(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Runs a GPT-2 checkpoint on a text and prints, as one JSON object:\n"
        "{\"engine\", \"tokens\": [{\"id\", \"text\"}], \"next\": [{\"id\", \"text\", \"p\"}] (the likeliest next tokens),\n"
        " \"layers\": [{\"heads\": [{\"weights\"}]}]} with each head's attention weights, rows = queries.\n"
        "The folder holds Hugging Face's files: config.json, model.safetensors, vocab.json, merges.txt."));
    parser.addPositionalArgument(QStringLiteral("folder"), QStringLiteral("The checkpoint's folder."),
                                 QStringLiteral("model <folder>"));
    parser.addOptions({
        {QStringLiteral("text"), QStringLiteral("The text to run the model on."), QStringLiteral("text")},
        {QStringLiteral("temperature"), QStringLiteral("Softmax temperature of the next-token probabilities (default 1)."),
         QStringLiteral("T"), QStringLiteral("1")},
        {QStringLiteral("positions"),
         QStringLiteral("The checkpoint's learned positions (default), or in their place: %1.")
             .arg(positionEncodingKeys().mid(1).join(QStringLiteral(", "))),
         QStringLiteral("kind"), QStringLiteral("learned")},
        {QStringLiteral("top"), QStringLiteral("How many next tokens to list (default 10)."), QStringLiteral("n"),
         QStringLiteral("10")},
        {QStringLiteral("out"),
         QStringLiteral("Write to this file instead of standard output; it is replaced only once everything is written."),
         QStringLiteral("path")},
    });
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(QStringLiteral("model: expected one checkpoint folder (see 'attentionlab model --help')"));
        return UsageError;
    }
    if (!parser.isSet(QStringLiteral("text"))) {
        printError(QStringLiteral("model: --text is required"));
        return UsageError;
    }
    const std::optional<double> temperature = numberOption(parser, QStringLiteral("temperature"), 1e-3, 1e3);
    const std::optional<long long> top = integerOption(parser, QStringLiteral("top"), 1, 1 << 22);
    if (!temperature || !top)
        return UsageError;
    const std::optional<PositionEncoding> positions = positionEncodingFromKey(parser.value(QStringLiteral("positions")));
    if (!positions) {
        printError(QStringLiteral("--positions: expected %1").arg(positionEncodingKeys().join(QStringLiteral(", "))));
        return UsageError;
    }

    const Gpt2LoadResult loaded = loadGpt2Folder(parser.positionalArguments().first());
    if (!loaded.model) {
        printError(loaded.error);
        return InvalidInput;
    }
    const Gpt2Model &model = *loaded.model;
    QString problem;
    const std::vector<int> ids = tokenIds(modelTokens(model, parser.value(QStringLiteral("text")), &problem));
    if (!problem.isEmpty()) {
        printError(QStringLiteral("--text: %1").arg(problem));
        return InvalidInput;
    }

    bool usageError = false;
    const std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    ModelTrace trace;
    try {
        trace = runModel(model, ids, *engine, {float(*temperature), *positions});
    } catch (const EngineError &error) {
        printError(QStringLiteral("engine '%1' failed: %2").arg(engine->name(), QString::fromUtf8(error.what())));
        return EngineUnavailable;
    } catch (const std::bad_alloc &) {
        printError(QStringLiteral("--text: not enough memory for every layer's and head's weights at %1 tokens").arg(ids.size()));
        return InvalidInput;
    }

    return writeOutput(parser, [&](QIODevice &out) { return writeModelJson(out, model, trace, int(*top)); });
}

} // namespace attn::cli
