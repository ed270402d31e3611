#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "model/Gpt2Checkpoint.h"
#include "model/ModelAttentionScenario.h"
#include "scenario/ScenarioFile.h"
#include "figures/PictureViews.h"
#include "model/ModelMemory.h"
#include "model/TransformerForward.h"
#include "text/ModelJson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>


namespace attn::cli {

namespace {

/// The figures `model --figure` draws, as the real-model window shows them.
const QStringList kModelFigures = {QStringLiteral("grid"), QStringLiteral("head"), QStringLiteral("lines"), QStringLiteral("layer-lines")};

/// --layer and --head (from 1) as a head of the model, or nothing with a usage error printed.
std::optional<ModelHead> chosenHeadOrReport(const QCommandLineParser &parser, const Gpt2Config &config)
{
    const std::optional<long long> layer = integerOption(parser, QStringLiteral("layer"), 1, config.layers);
    const std::optional<long long> head = integerOption(parser, QStringLiteral("head"), 1, config.heads);
    if (!layer || !head)
        return std::nullopt;
    return ModelHead{int(*layer) - 1, int(*head) - 1};
}

/// Draws the chosen figure of the pass into --out; returns the exit code.
int writeModelFigure(const QCommandLineParser &parser, const ModelPass &pass)
{
    const QString kind = parser.value(QStringLiteral("figure"));
    const std::optional<ModelHead> chosen = chosenHeadOrReport(parser, pass.model->config);
    const int tokens = int(pass.tokens.size());
    const bool focusQuery = parser.isSet(QStringLiteral("focus-query")), focusKey = parser.isSet(QStringLiteral("focus-key"));
    if (!chosen)
        return UsageError;
    std::optional<LinesFocus> focus;
    if (focusQuery || focusKey) {
        if (focusQuery && focusKey) {
            printError(QStringLiteral("--focus-query and --focus-key: give one of them"));
            return UsageError;
        }
        if (!kind.endsWith(QStringLiteral("lines"))) {
            printError(QStringLiteral("--focus-query, --focus-key: only for --figure lines or layer-lines"));
            return UsageError;
        }
        const QString option = focusQuery ? QStringLiteral("focus-query") : QStringLiteral("focus-key");
        const std::optional<long long> token = integerOption(parser, option, 1, tokens);
        if (!token)
            return UsageError;
        focus = LinesFocus{focusQuery ? LinesFocus::Query : LinesFocus::Key, int(*token) - 1};
    }
    if (!installFigureLanguageOrReport(parser))
        return UsageError;
    const std::optional<FigureSize> size = figureSizeOrReport(parser);
    const std::optional<double> fontScale = fontScaleOrReport(parser);
    const std::optional<QString> out = figureOutOrReport(parser, QStringLiteral("model --figure"));
    const std::optional<PaletteKind> palette = paletteFromKey(parser.value(QStringLiteral("palette")));
    if (!palette)
        printError(QStringLiteral("--palette: expected one of %1").arg(paletteKeys().join(QStringLiteral(", "))));
    if (!size || !fontScale || !out || !palette)
        return UsageError;
    QString error;
    if (kind == QLatin1String("grid") || kind == QLatin1String("head")) {
        HeatmapFigureSource figure(kind == QLatin1String("grid") ? modelGridContent(pass, *palette) : modelHeadContent(pass, *chosen, *palette),
                                   *fontScale);
        error = saveFigure(figure, *out, *size);
    } else {
        LinesFigureSource figure(kind == QLatin1String("lines") ? modelHeadLinesContent(pass, *chosen)
                                                                 : modelLayerLinesContent(pass, chosen->layer),
                                 focus, *fontScale);
        error = saveFigure(figure, *out, *size);
    }
    if (!error.isEmpty()) {
        printError(error);
        return OutputFailed;
    }
    return Done;
}

/// Writes the chosen head (or layer) as a scenario file; returns the exit code.
int writeModelScenario(const QCommandLineParser &parser, const ModelPass &pass)
{
    const QString what = parser.value(QStringLiteral("scenario"));
    const std::optional<ModelHead> chosen = chosenHeadOrReport(parser, pass.model->config);
    if (!chosen)
        return UsageError;
    QString problem;
    const std::optional<Scenario> scenario =
        modelAttentionScenario(*pass.model, *pass.trace, pass.tokens, chosen->layer,
                               what == QLatin1String("layer") ? std::nullopt : std::optional<int>(chosen->head), &problem);
    if (!scenario) {
        printError(QStringLiteral("--scenario: %1").arg(problem));
        return InvalidInput;
    }
    const QByteArray bytes = writeScenario(*scenario);
    if (const std::optional<QString> tooLarge = scenarioFileTooLarge(bytes.size())) {
        printError(QStringLiteral("--scenario %1: %2; choose one head, or a shorter text").arg(what, *tooLarge));
        return InvalidInput;
    }
    return writeOutput(parser, [&](QIODevice &out) { return out.write(bytes) == bytes.size(); });
}

/// The checkpoint's folder read as asked and --text's tokens for it.
struct ModelAndText
{
    std::unique_ptr<Gpt2Model> model;
    std::vector<Token> tokens;
};

/// The folder and the text, or nothing with the reason printed (exit code InvalidInput).
std::optional<ModelAndText> readModelAndTextOrReport(const QCommandLineParser &parser, Gpt2Read read)
{
    Gpt2LoadResult loaded = loadGpt2Folder(parser.positionalArguments().first(), read);
    if (!loaded.model) {
        printError(loaded.error);
        return std::nullopt;
    }
    QString problem;
    std::vector<Token> tokens = modelTokens(*loaded.model, parser.value(QStringLiteral("text")), &problem);
    if (!problem.isEmpty()) {
        printError(QStringLiteral("--text: %1").arg(problem));
        return std::nullopt;
    }
    return ModelAndText{std::move(loaded.model), std::move(tokens)};
}

/// `model --estimate`: the memory estimate from config.json, the tokenizer and model.safetensors' header,
/// for the text's length; returns the exit code.
int printModelEstimate(const QCommandLineParser &parser)
{
    for (const char *option : {"figure", "scenario"})
        if (parser.isSet(QLatin1String(option))) {
            printError(QStringLiteral("--estimate and --%1: give one of them").arg(QLatin1String(option)));
            return UsageError;
        }
    const std::optional<ModelAndText> read = readModelAndTextOrReport(parser, Gpt2Read::WithoutWeights);
    if (!read)
        return InvalidInput;
    const Gpt2Model &model = *read->model;
    const std::vector<Token> &tokens = read->tokens;
    const ModelMemoryEstimate estimate = estimateModelMemory(model, int(tokens.size()));
    const QJsonObject json{{QStringLiteral("tokens"), qint64(tokens.size())},
                           {QStringLiteral("weights"), estimate.weights},
                           {QStringLiteral("tokenizer"), estimate.tokenizer},
                           {QStringLiteral("trace"), estimate.trace},
                           {QStringLiteral("head_weights"), estimate.headWeights},
                           {QStringLiteral("working"), estimate.working},
                           {QStringLiteral("total"), estimate.total()}};
    const QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Compact) + '\n';
    return writeOutput(parser, [&](QIODevice &out) { return out.write(bytes) == bytes.size(); });
}

} // namespace

int runModel(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Runs a GPT-2 checkpoint on a text and prints, as one JSON object:\n"
        "{\"engine\", \"tokens\": [{\"id\", \"text\"}], \"next\": [{\"id\", \"text\", \"p\"}] (the likeliest next tokens),\n"
        " \"layers\": [{\"heads\": [{\"weights\"}]}]} with each head's attention weights, rows = queries.\n"
        "The folder holds Hugging Face's files: config.json, model.safetensors, vocab.json, merges.txt.\n"
        "With --figure, draws a figure of the pass into --out (.png, .svg or .pdf) instead, as the window shows it."));
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
        {QStringLiteral("figure"),
         QStringLiteral("Draw a figure instead of printing JSON: grid (every layer and head), head (one head's weights), "
                        "lines (one head as lines between the tokens) or layer-lines (every head of a layer as lines)."),
         QStringLiteral("kind")},
        {QStringLiteral("layer"), QStringLiteral("For --figure head, lines, layer-lines and --scenario: the layer, from 1 (default 1)."),
         QStringLiteral("n"), QStringLiteral("1")},
        {QStringLiteral("head"), QStringLiteral("For --figure head, lines and --scenario head: the head, from 1 (default 1)."), QStringLiteral("n"),
         QStringLiteral("1")},
        {QStringLiteral("focus-query"), QStringLiteral("For lines: draw only the lines of this query token, from 1."),
         QStringLiteral("n")},
        {QStringLiteral("focus-key"), QStringLiteral("For lines: draw only the lines into this key token, from 1."),
         QStringLiteral("n")},
        {QStringLiteral("palette"), QStringLiteral("For grid and head: %1 (default viridis).").arg(paletteKeys().join(u'|')),
         QStringLiteral("name"), QStringLiteral("viridis")},
        {QStringLiteral("estimate"),
         QStringLiteral("Print the memory the model and a pass over --text take, estimated from the sizes before any of it "
                        "is taken, as JSON (bytes): weights, tokenizer, trace, head_weights, working, total; the weights are "
                        "not read.")},
        {QStringLiteral("scenario"),
         QStringLiteral("Write a scenario file instead of JSON: head (--layer, --head: that head with the model's numbers, "
                        "biases included) or layer (--layer: every head, W_O and b_O whole), for the stepper."),
         QStringLiteral("what")},
    });
    addFigureSizeOptions(parser);
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(QStringLiteral("model: expected one checkpoint folder (see 'attentionlab model --help')"));
        return UsageError;
    }
    if (!outSparesTheInputsOrReport(parser, gpt2CheckpointFiles(parser.positionalArguments().first())) ||
        !outKeepsItsKindOrReport(parser, parser.isSet(QStringLiteral("scenario")) ? WrittenFile::Scenario : WrittenFile::Other,
                                 parser.isSet(QStringLiteral("scenario")) ? QStringLiteral("the model's scenario") : QStringLiteral("the model's pass")))
        return UsageError;
    if (!parser.isSet(QStringLiteral("text"))) {
        printError(QStringLiteral("model: --text is required"));
        return UsageError;
    }
    const std::optional<double> temperature = numberOption(parser, QStringLiteral("temperature"), 1e-3, 1e3);
    const std::optional<long long> top = integerOption(parser, QStringLiteral("top"), 1, 1 << 22);
    if (!temperature || !top)
        return UsageError;
    const QString scenarioKind = parser.value(QStringLiteral("scenario"));
    if (parser.isSet(QStringLiteral("scenario")) && scenarioKind != QLatin1String("head") && scenarioKind != QLatin1String("layer")) {
        printError(QStringLiteral("--scenario: expected head or layer"));
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("scenario")) && parser.isSet(QStringLiteral("figure"))) {
        printError(QStringLiteral("--scenario and --figure: give one of them"));
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("figure")) && !kModelFigures.contains(parser.value(QStringLiteral("figure")))) {
        printError(QStringLiteral("--figure: expected one of %1").arg(kModelFigures.join(QStringLiteral(", "))));
        return UsageError;
    }
    // --layer and --head only where they choose what is drawn or written; elsewhere (the grid of every head,
    // a layer's lines, the JSON of every head) they are refused rather than ignored.
    const bool figure = parser.isSet(QStringLiteral("figure")), scenario = parser.isSet(QStringLiteral("scenario"));
    const QString figureKind = parser.value(QStringLiteral("figure"));
    const QString output = figure ? QStringLiteral("--figure ") + figureKind
                                  : scenario ? QStringLiteral("--scenario ") + scenarioKind : QStringLiteral("the JSON of every head");
    if (parser.isSet(QStringLiteral("layer")) && !((figure && figureKind != QLatin1String("grid")) || scenario)) {
        printError(QStringLiteral("--layer: %1 does not use it; it is for --figure head|lines|layer-lines and --scenario").arg(output));
        return UsageError;
    }
    const bool oneHead = (figure && (figureKind == QLatin1String("head") || figureKind == QLatin1String("lines"))) ||
                         (scenario && scenarioKind == QLatin1String("head"));
    if (parser.isSet(QStringLiteral("head")) && !oneHead) {
        printError(QStringLiteral("--head: %1 does not use it; it is for --figure head|lines and --scenario head").arg(output));
        return UsageError;
    }
    const std::optional<PositionEncoding> positions = positionEncodingFromKey(parser.value(QStringLiteral("positions")));
    if (!positions) {
        printError(QStringLiteral("--positions: expected %1").arg(positionEncodingKeys().join(QStringLiteral(", "))));
        return UsageError;
    }

    if (parser.isSet(QStringLiteral("estimate")))
        return printModelEstimate(parser);
    const std::optional<ModelAndText> read = readModelAndTextOrReport(parser, Gpt2Read::Everything);
    if (!read)
        return InvalidInput;
    const Gpt2Model &model = *read->model;
    const std::vector<Token> &tokens = read->tokens;
    const std::vector<int> ids = tokenIds(tokens);

    bool usageError = false;
    const std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    auto trace = std::make_shared<ModelTrace>();
    try {
        runModel(model, ids, *engine, *trace, {float(*temperature), *positions});
    } catch (const EngineError &error) {
        printError(QStringLiteral("engine '%1' failed: %2").arg(engine->name(), QString::fromUtf8(error.what())));
        return EngineUnavailable;
    } catch (const ModelMemoryError &error) {
        printError(QStringLiteral("--text: %1").arg(QString::fromUtf8(error.what())));
        return InvalidInput;
    } catch (const std::bad_alloc &) {
        printError(QStringLiteral("--text: not enough memory for every layer's and head's weights at %1 tokens").arg(ids.size()));
        return InvalidInput;
    }
    // Never NaN in the JSON (where null means masked) or "nan" in a figure: where the numbers leave float32.
    if (const QString overflow = findModelOverflow(*trace, model.config.headWidth()); !overflow.isEmpty()) {
        printError(QStringLiteral("%1: %2").arg(parser.positionalArguments().first(), overflow));
        return InvalidInput;
    }

    if (parser.isSet(QStringLiteral("figure")))
        return writeModelFigure(parser, {&model, tokens, trace, {}});
    if (parser.isSet(QStringLiteral("scenario")))
        return writeModelScenario(parser, {&model, tokens, trace, {}});
    return writeOutput(parser, [&](QIODevice &out) { return writeModelJson(out, model, *trace, int(*top)); });
}

} // namespace attn::cli
