#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "io/WholeFileWrite.h"
#include "scenario/ScenarioFile.h"
#include "training/LanguageModelFile.h"
#include "training/LanguageModelScenario.h"
#include "training/SyntheticLanguage.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <numeric>

namespace attn::cli {

namespace {

/// The options that set a LanguageModelSettings, with the defaults shown in --help.
void addTrainingOptions(QCommandLineParser &parser)
{
    const LanguageModelSettings defaults;
    const auto option = [&parser](const char *name, const QString &description, const QString &valueName, auto value) {
        parser.addOption({QString::fromLatin1(name), description, valueName, QString::number(value)});
    };
    option("layers", QStringLiteral("Attention layers (default %1).").arg(defaults.layers), QStringLiteral("L"), defaults.layers);
    option("heads", QStringLiteral("Heads per layer (default %1).").arg(defaults.heads), QStringLiteral("H"), defaults.heads);
    option("d-model", QStringLiteral("Width of the residual stream (default %1).").arg(defaults.dModel), QStringLiteral("D"), defaults.dModel);
    option("d-head", QStringLiteral("Width of each head's queries, keys and values (default %1).").arg(defaults.dHead), QStringLiteral("D"), defaults.dHead);
    option("context", QStringLiteral("Tokens per training sequence (default %1).").arg(defaults.context), QStringLiteral("T"), defaults.context);
    option("batch", QStringLiteral("Sequences per update (default %1).").arg(defaults.batchSize), QStringLiteral("B"), defaults.batchSize);
    option("learning-rate", QStringLiteral("Adam's peak learning rate (default %1).").arg(defaults.learningRate), QStringLiteral("R"), defaults.learningRate);
    option("steps", QStringLiteral("Updates (default %1).").arg(defaults.steps), QStringLiteral("N"), defaults.steps);
    option("seed", QStringLiteral("Seed of the weights, the batches and the held-out text (default %1).").arg(defaults.seed), QStringLiteral("S"), defaults.seed);
}

std::optional<LanguageModelSettings> settingsOrReport(const QCommandLineParser &parser)
{
    using Limits = LanguageModelLimits;
    LanguageModelSettings settings;
    bool ok = true;
    const auto integer = [&](const char *name, long long minimum, long long maximum, int &target) {
        const std::optional<long long> value = integerOption(parser, QString::fromLatin1(name), minimum, maximum);
        ok = ok && value.has_value();
        if (value)
            target = int(*value);
    };
    integer("layers", 1, Limits::maxLayers, settings.layers);
    integer("heads", 1, Limits::maxHeads, settings.heads);
    integer("d-model", Limits::minDModel, Limits::maxDModel, settings.dModel);
    integer("d-head", Limits::minDHead, Limits::maxDHead, settings.dHead);
    integer("context", Limits::minContext, Limits::maxContext, settings.context);
    integer("batch", 1, Limits::maxBatchSize, settings.batchSize);
    integer("steps", 1, Limits::maxSteps, settings.steps);
    const std::optional<long long> seed = integerOption(parser, QStringLiteral("seed"), 0, (1LL << 53));
    const std::optional<double> rate = numberOption(parser, QStringLiteral("learning-rate"), 1e-6, Limits::maxLearningRate);
    if (!ok || !seed || !rate)
        return std::nullopt;
    settings.seed = std::uint64_t(*seed);
    settings.learningRate = *rate;
    settings.warmupSteps = std::min(settings.warmupSteps, settings.steps);
    if (const std::optional<QString> problem = checkLanguageModelSettings(settings)) {
        printError(*problem);
        return std::nullopt;
    }
    return settings;
}

QJsonArray headScoresJson(const std::vector<HeadScores> &heads)
{
    QJsonArray array;
    for (const HeadScores &score : heads)
        array.append(QJsonObject{{QStringLiteral("layer"), score.place.layer + 1},
                                 {QStringLiteral("head"), score.place.head + 1},
                                 {QStringLiteral("previous_token_score"), score.previousToken},
                                 {QStringLiteral("induction_score"), score.induction}});
    return array;
}

/// One line of progress on standard error: the held-out loss and each layer's strongest heads.
void printProgress(const LanguageModelEvaluation &evaluation, int layers, double seconds)
{
    QString line = QStringLiteral("step %1  held-out loss %2").arg(evaluation.steps, 6).arg(evaluation.loss, 0, 'f', 3);
    for (int layer = 0; layer < layers; ++layer) {
        double previous = 0;
        for (const HeadScores &score : evaluation.heads)
            if (score.place.layer == layer)
                previous = std::max(previous, score.previousToken);
        line += QStringLiteral("  layer %1: previous-token %2 induction %3")
                    .arg(layer + 1)
                    .arg(previous, 0, 'f', 2)
                    .arg(evaluation.bestInduction(layer), 0, 'f', 2);
    }
    printError(line + QStringLiteral("  (%1 s)").arg(seconds, 0, 'f', 1));
}

/// "L.H" (from 1) as a head of the model, or nothing with *error set.
std::optional<HeadPlace> headPlace(const QString &text, const LanguageModelShape &shape, QString *error)
{
    const QStringList parts = text.split(u'.');
    bool layerOk = false, headOk = false;
    const int layer = parts.value(0).toInt(&layerOk), head = parts.value(1).toInt(&headOk);
    if (parts.size() != 2 || !layerOk || !headOk || layer < 1 || layer > shape.layers || head < 1 || head > shape.heads) {
        *error = QStringLiteral("expected LAYER.HEAD with a layer from 1 to %1 and a head from 1 to %2, found '%3'")
                     .arg(shape.layers).arg(shape.heads).arg(text);
        return std::nullopt;
    }
    return HeadPlace{layer - 1, head - 1};
}

} // namespace

int runTrainLanguageModel(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Trains a small attention-only transformer on the program's made-up language and writes it to --out.\n"
        "Prints its progress on standard error and ends with one JSON line: steps, loss (held-out cross-entropy,\n"
        "nats per token) and heads (layer, head, previous_token_score, induction_score; counted from 1).\n"
        "The same options give the same model."));
    parser.addPositionalArgument(QStringLiteral("train-lm"), {}, QStringLiteral("train-lm"));
    addTrainingOptions(parser);
    parser.addOptions({
        {QStringLiteral("evaluate-every"), QStringLiteral("Updates between evaluations (default 250)."), QStringLiteral("N"), QStringLiteral("250")},
        {QStringLiteral("out"), QStringLiteral("The model file to write (JSON)."), QStringLiteral("MODEL")},
    });
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (!takesNoArgumentsOrReport(parser, QStringLiteral("train-lm")) ||
        !outKeepsItsKindOrReport(parser, WrittenFile::LanguageModel, QStringLiteral("the trained model")))
        return UsageError;
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        printError(QStringLiteral("train-lm: --out MODEL is required"));
        return UsageError;
    }
    const std::optional<LanguageModelSettings> settings = settingsOrReport(parser);
    const std::optional<long long> interval = integerOption(parser, QStringLiteral("evaluate-every"), 1, LanguageModelLimits::maxSteps);
    if (!settings || !interval)
        return UsageError;
    // Where the model goes is checked before the training, which takes minutes: a mistyped folder found only
    // at the end would throw the whole training away.
    const QFileInfo target(out);
    const QString unwritable = target.isDir()                         ? QStringLiteral("is a folder")
                               : !target.absoluteDir().exists()       ? QStringLiteral("its folder does not exist")
                               : target.exists() && !target.isWritable() ? QStringLiteral("is not writable")
                               : !isWrittenInPlace(out) && !QFileInfo(target.absolutePath()).isWritable()
                                   ? QStringLiteral("its folder is not writable")
                                   : QString();
    if (!unwritable.isEmpty()) {
        printError(QStringLiteral("cannot write %1: %2 (nothing was trained)").arg(out, unwritable));
        return OutputFailed;
    }

    QElapsedTimer clock;
    clock.start();
    LanguageModelTrainer trainer(*settings);
    LanguageModelEvaluation evaluation = trainer.evaluateAndRecord();
    printProgress(evaluation, settings->layers, 0);
    while (trainer.steps() < settings->steps) {
        trainer.step();
        if (trainer.steps() % *interval == 0 || trainer.steps() == settings->steps) {
            evaluation = trainer.evaluateAndRecord();
            printProgress(evaluation, settings->layers, double(clock.elapsed()) / 1000.0);
        }
    }
    const QString failure = writeFileWhole(out, writeLanguageModel(languageModelFile(trainer, evaluation)));
    if (!failure.isEmpty()) {
        printError(QStringLiteral("cannot write %1: %2").arg(out, failure));
        return OutputFailed;
    }
    const QJsonObject summary{{QStringLiteral("steps"), trainer.steps()},
                              {QStringLiteral("loss"), evaluation.loss},
                              {QStringLiteral("heads"), headScoresJson(evaluation.heads)}};
    printOut(QJsonDocument(summary).toJson(QJsonDocument::Compact) + '\n');
    return Done;
}

int runLanguageModel(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Runs a model that train-lm wrote on a text of its language: the likeliest next words after the text and\n"
        "every head's weights, as JSON; or one head as a scenario file for the stepper (--scenario head).\n"
        "--ablate silences heads (their output set to zero) to see what the prediction owes them."));
    parser.addPositionalArgument(QStringLiteral("model"),
                                 QStringLiteral("A model file written by train-lm (default: the one that comes with the program)."),
                                 QStringLiteral("[MODEL]"));
    parser.addOptions({
        {QStringLiteral("text"), QStringLiteral("Words of the model's language, separated by spaces."), QStringLiteral("TEXT")},
        {QStringLiteral("ablate"), QStringLiteral("Heads to silence, LAYER.HEAD (from 1), separated by commas."), QStringLiteral("L.H,...")},
        {QStringLiteral("top"), QStringLiteral("How many next words to list (default 5)."), QStringLiteral("N"), QStringLiteral("5")},
        {QStringLiteral("scenario"), QStringLiteral("Write one head as a scenario file instead: 'head', with --layer and --head."), QStringLiteral("head")},
        {QStringLiteral("layer"), QStringLiteral("The layer of --scenario head (from 1)."), QStringLiteral("L"), QStringLiteral("1")},
        {QStringLiteral("head"), QStringLiteral("The head of --scenario head (from 1)."), QStringLiteral("H"), QStringLiteral("1")},
        {QStringLiteral("out"), QStringLiteral("The file to write (default: standard output)."), QStringLiteral("PATH")},
    });
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() > 1) {
        printError(QStringLiteral("lm: expected at most one model file (see 'attentionlab lm --help')"));
        return UsageError;
    }
    if (!outSparesTheInputsOrReport(parser, parser.positionalArguments()) ||
        !outKeepsItsKindOrReport(parser, parser.isSet(QStringLiteral("scenario")) ? WrittenFile::Scenario : WrittenFile::Other,
                                 parser.isSet(QStringLiteral("scenario")) ? QStringLiteral("the model's head") : QStringLiteral("the model's pass")))
        return UsageError;
    if (!parser.isSet(QStringLiteral("text"))) {
        printError(QStringLiteral("lm: --text TEXT is required"));
        return UsageError;
    }
    if (parser.isSet(QStringLiteral("scenario")) && parser.value(QStringLiteral("scenario")) != QLatin1String("head")) {
        printError(QStringLiteral("--scenario: expected 'head', found '%1'").arg(parser.value(QStringLiteral("scenario"))));
        return UsageError;
    }
    // The JSON holds every head: --layer and --head choose only the head of --scenario head, and are
    // refused rather than ignored without it.
    for (const QString &option : {QStringLiteral("layer"), QStringLiteral("head")}) {
        if (parser.isSet(option) && !parser.isSet(QStringLiteral("scenario"))) {
            printError(QStringLiteral("--%1: only with --scenario head (the JSON holds every head)").arg(option));
            return UsageError;
        }
    }
    const QString path = parser.positionalArguments().value(0, kBuiltInLanguageModel);
    const LanguageModelReadResult read = readLanguageModelFile(path);
    for (const QString &warning : read.warnings)
        printError(QStringLiteral("warning: ") + warning);
    if (!read.model) {
        printError(read.error);
        return InvalidInput;
    }
    const LanguageModelFile &model = *read.model;
    const LanguageModelShape shape = model.parameters.shape();

    // The text as the model's words: each must be in its vocabulary.
    const QStringList words = wordsOfText(parser.value(QStringLiteral("text")));
    QString textProblem;
    const std::optional<std::vector<int>> readTokens = tokensOfText(model.vocabulary, words, shape.context, &textProblem);
    if (!readTokens) {
        const bool unknownWord = !std::all_of(words.begin(), words.end(), [&model](const QString &word) { return model.vocabulary.contains(word); });
        printError(QStringLiteral("--text: ") + textProblem +
                   (unknownWord ? QStringLiteral(" (attentionlab language --vocabulary lists the language's words)") : QString()));
        return InvalidInput;
    }
    const std::vector<int> &tokens = *readTokens;
    std::vector<HeadPlace> ablated;
    // Every entry read, so that "," (an unset variable beside a comma) is refused rather than silencing no
    // head without a word, and a head given twice is refused rather than listed twice in "ablated".
    const QStringList entries = parser.isSet(QStringLiteral("ablate")) ? parser.value(QStringLiteral("ablate")).split(u',') : QStringList();
    for (qsizetype index = 0; index < entries.size(); ++index) {
        const QString item = entries[index].trimmed();
        if (item.isEmpty()) {
            printError(QStringLiteral("--ablate: entry %1 of '%2' is empty; give heads as LAYER.HEAD, separated by commas")
                           .arg(index + 1)
                           .arg(parser.value(QStringLiteral("ablate"))));
            return UsageError;
        }
        QString error;
        const std::optional<HeadPlace> place = headPlace(item, shape, &error);
        if (!place) {
            printError(QStringLiteral("--ablate: ") + error);
            return UsageError;
        }
        if (std::find(ablated.begin(), ablated.end(), *place) != ablated.end()) {
            printError(QStringLiteral("--ablate: head %1.%2 is given twice").arg(place->layer + 1).arg(place->head + 1));
            return UsageError;
        }
        ablated.push_back(*place);
    }

    if (parser.isSet(QStringLiteral("scenario"))) {
        const std::optional<long long> layer = integerOption(parser, QStringLiteral("layer"), 1, shape.layers);
        const std::optional<long long> head = integerOption(parser, QStringLiteral("head"), 1, shape.heads);
        if (!layer || !head)
            return UsageError;
        QString problem;
        const std::optional<Scenario> scenario =
            languageModelHeadScenario(model.parameters, words, tokens, HeadPlace{int(*layer) - 1, int(*head) - 1}, ablated, &problem);
        if (!scenario) {
            printError(problem);
            return InvalidInput;
        }
        const QByteArray json = writeScenario(*scenario);
        return writeOutput(parser, [&json](QIODevice &device) { return device.write(json) == json.size(); });
    }

    const std::optional<long long> top = integerOption(parser, QStringLiteral("top"), 1, shape.vocabulary);
    if (!top)
        return UsageError;
    const LanguageModelPass pass = runLanguageModel(model.parameters, tokens, ablated);
    QJsonArray next;
    for (const LikelyWord &word : likeliestNextWords(pass, int(*top)))
        next.append(QJsonObject{{QStringLiteral("word"), model.vocabulary[word.token]}, {QStringLiteral("probability"), word.probability}});
    QJsonArray heads, silenced;
    for (const HeadPlace &place : ablated)
        silenced.append(QStringLiteral("%1.%2").arg(place.layer + 1).arg(place.head + 1));
    for (int layer = 0; layer < shape.layers; ++layer)
        for (int head = 0; head < shape.heads; ++head) {
            const MatrixD &weights = pass.heads[size_t(layer)][size_t(head)].weights;
            QJsonArray rows;
            for (Eigen::Index row = 0; row < weights.rows(); ++row) {
                QJsonArray numbers;
                for (Eigen::Index column = 0; column <= row; ++column) // causal: the keys each query may see
                    numbers.append(weights(row, column));
                rows.append(numbers);
            }
            heads.append(QJsonObject{{QStringLiteral("layer"), layer + 1}, {QStringLiteral("head"), head + 1}, {QStringLiteral("weights"), rows}});
        }
    const QJsonObject result{{QStringLiteral("tokens"), QJsonArray::fromStringList(words)},
                             {QStringLiteral("ablated"), silenced},
                             {QStringLiteral("next"), next},
                             {QStringLiteral("heads"), heads}};
    const QByteArray json = QJsonDocument(result).toJson(QJsonDocument::Compact) + '\n';
    return writeOutput(parser, [&json](QIODevice &device) { return device.write(json) == json.size(); });
}

int runLanguage(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes documents of the made-up language that train-lm learns, one per line: names that repeat,\n"
        "a song and a parrot's words sung and said again, and verbs that agree with a subject words back."));
    parser.addPositionalArgument(QStringLiteral("language"), {}, QStringLiteral("language"));
    parser.addOptions({
        {QStringLiteral("documents"), QStringLiteral("How many (default 10)."), QStringLiteral("N"), QStringLiteral("10")},
        {QStringLiteral("tokens"), QStringLiteral("At least this many words each, in whole sentences (default 48)."), QStringLiteral("T"), QStringLiteral("48")},
        {QStringLiteral("seed"), QStringLiteral("Seed (default 1)."), QStringLiteral("S"), QStringLiteral("1")},
        {QStringLiteral("vocabulary"), QStringLiteral("Print the vocabulary instead, one word per line.")},
        {QStringLiteral("out"), QStringLiteral("A text file to write (default: standard output)."), QStringLiteral("FILE")},
    });
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (!takesNoArgumentsOrReport(parser, QStringLiteral("language")) ||
        !outKeepsItsKindOrReport(parser, WrittenFile::Other, QStringLiteral("the documents")))
        return UsageError;
    const std::optional<long long> documents = integerOption(parser, QStringLiteral("documents"), 1, 1000000);
    const std::optional<long long> tokens = integerOption(parser, QStringLiteral("tokens"), 1, 100000);
    const std::optional<long long> seed = integerOption(parser, QStringLiteral("seed"), 0, (1LL << 53));
    if (!documents || !tokens || !seed)
        return UsageError;
    if (parser.isSet(QStringLiteral("vocabulary"))) {
        const QByteArray text = SyntheticLanguage::vocabulary().join(u'\n').toUtf8() + '\n';
        return writeOutput(parser, [&text](QIODevice &device) { return device.write(text) == text.size(); });
    }
    // Each document written as it is made: the whole text held first, up to its limits (a million documents
    // of 100000 words), would grow by 60 MB a second and write nothing before memory ran out.
    return writeOutput(parser, [&](QIODevice &device) {
        TrainingRandom random{std::uint64_t(*seed)};
        for (long long index = 0; index < *documents; ++index) {
            const QByteArray line = SyntheticLanguage::text(SyntheticLanguage::document(int(*tokens), random)).toUtf8() + '\n';
            if (device.write(line) != line.size())
                return false;
        }
        return true;
    });
}

} // namespace attn::cli
