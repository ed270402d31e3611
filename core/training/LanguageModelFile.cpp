#include "LanguageModelFile.h"
#include "io/RegularFile.h"
#include "SyntheticLanguage.h"
#include "scenario/JsonReading.h"
#include "scenario/ScenarioValidation.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <charconv>
#include <numeric>

namespace attn {

using namespace json;

namespace {

/// The messages in the language the window speaks (English on the command line); the file's path, its
/// JSON paths, keys and numbers stay as the file writes them.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(LanguageModelFile)
};

const QString kFormat = QStringLiteral("format");
const QString kFormatName = QStringLiteral("attentionlab-language-model");
const QString kVersion = QStringLiteral("version");
const QString kVocabulary = QStringLiteral("vocabulary");
const QString kShape = QStringLiteral("shape");
const QString kContext = QStringLiteral("context");
const QString kDModel = QStringLiteral("d_model");
const QString kLayers = QStringLiteral("layers");
const QString kHeads = QStringLiteral("heads");
const QString kDHead = QStringLiteral("d_head");
const QString kTraining = QStringLiteral("training");
const QString kSeed = QStringLiteral("seed");
const QString kSteps = QStringLiteral("steps");
const QString kStepsTaken = QStringLiteral("steps_taken");
const QString kBatchSize = QStringLiteral("batch_size");
const QString kLearningRate = QStringLiteral("learning_rate");
const QString kWarmupSteps = QStringLiteral("warmup_steps");
const QString kLossCurve = QStringLiteral("loss_curve");
const QString kLayer = QStringLiteral("layer");
const QString kHead = QStringLiteral("head");
const QString kPreviousToken = QStringLiteral("previous_token_score");
const QString kInduction = QStringLiteral("induction_score");
const QString kTokenEmbeddings = QStringLiteral("token_embeddings");
const QString kPositionEmbeddings = QStringLiteral("position_embeddings");
const QString kWq = QStringLiteral("w_q");
const QString kWk = QStringLiteral("w_k");
const QString kWv = QStringLiteral("w_v");
const QString kWo = QStringLiteral("w_o");
const QString kUnembedding = QStringLiteral("unembedding");

constexpr int kLargestVocabulary = 4096;

void warnUnknownKeys(const QJsonObject &object, const QSet<QString> &known, const QString &path, QStringList &warnings)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            warnings << Text::tr("%1: unknown key, ignored").arg(join(path, it.key()));
}

/// The value of a key the format requires.
QJsonValue required(const QJsonObject &object, const QString &key, const QString &path)
{
    if (!object.contains(key))
        fail(join(path, key), Text::tr("missing"));
    return object.value(key);
}

QStringList readVocabulary(const QJsonValue &value)
{
    const QJsonArray words = requireArray(value, kVocabulary, Text::tr("an array of words"));
    if (words.size() < 2 || words.size() > kLargestVocabulary)
        fail(kVocabulary, Text::tr("expected 2 to %1 words, found %2").arg(kLargestVocabulary).arg(words.size()));
    static const QRegularExpression space(QStringLiteral("\\s"));
    QStringList vocabulary;
    QSet<QString> seen;
    for (qsizetype index = 0; index < words.size(); ++index) {
        const QString word = requireString(words[index], indexed(kVocabulary, index));
        if (word.isEmpty() || word.contains(space))
            fail(indexed(kVocabulary, index), Text::tr("a word must be non-empty and without spaces, found \"%1\"").arg(word));
        // A word becomes a token's name in the scenarios `lm --scenario` writes: the scenario reader's rules.
        if (const std::optional<ScenarioProblem> problem = checkTokenName(word, indexed(kVocabulary, index)))
            throw ReadFailure{*problem};
        if (seen.contains(word))
            fail(indexed(kVocabulary, index), Text::tr("\"%1\" is given twice").arg(word));
        seen.insert(word);
        vocabulary << word;
    }
    return vocabulary;
}

LanguageModelSettings readShapeAndTraining(const QJsonObject &root, QStringList &warnings)
{
    using Limits = LanguageModelLimits;
    LanguageModelSettings settings;
    const QJsonObject shape = requireObject(required(root, kShape, {}), kShape);
    warnUnknownKeys(shape, {kContext, kDModel, kLayers, kHeads, kDHead}, kShape, warnings);
    settings.context = requireInteger(required(shape, kContext, kShape), join(kShape, kContext), Limits::minContext, Limits::maxContext);
    settings.dModel = requireInteger(required(shape, kDModel, kShape), join(kShape, kDModel), Limits::minDModel, Limits::maxDModel);
    settings.layers = requireInteger(required(shape, kLayers, kShape), join(kShape, kLayers), 1, Limits::maxLayers);
    settings.heads = requireInteger(required(shape, kHeads, kShape), join(kShape, kHeads), 1, Limits::maxHeads);
    settings.dHead = requireInteger(required(shape, kDHead, kShape), join(kShape, kDHead), Limits::minDHead, Limits::maxDHead);

    const QJsonObject training = requireObject(required(root, kTraining, {}), kTraining);
    warnUnknownKeys(training, {kSeed, kSteps, kStepsTaken, kBatchSize, kLearningRate, kWarmupSteps}, kTraining, warnings);
    // The seed is a 64-bit number in the program but JSON numbers are doubles: seeds stay below 2^53.
    const double seed = requireNumber(required(training, kSeed, kTraining), join(kTraining, kSeed));
    if (!(seed >= 0 && seed <= 9007199254740992.0) || seed != std::floor(seed))
        fail(join(kTraining, kSeed), Text::tr("expected a whole number from 0 to 2^53, found %1").arg(seed, 0, 'g', 17));
    settings.seed = std::uint64_t(seed);
    settings.steps = requireInteger(required(training, kSteps, kTraining), join(kTraining, kSteps), 1, Limits::maxSteps);
    settings.batchSize = requireInteger(required(training, kBatchSize, kTraining), join(kTraining, kBatchSize), 1, Limits::maxBatchSize);
    settings.learningRate = requireNumber(required(training, kLearningRate, kTraining), join(kTraining, kLearningRate));
    settings.warmupSteps = requireInteger(required(training, kWarmupSteps, kTraining), join(kTraining, kWarmupSteps), 0, Limits::maxSteps);
    if (const std::optional<QString> problem = checkLanguageModelSettings(settings))
        fail(kTraining, *problem);
    return settings;
}

std::vector<LossPoint> readLossCurve(const QJsonValue &value)
{
    std::vector<LossPoint> curve;
    const QJsonArray points = requireArray(value, kLossCurve, Text::tr("an array of [step, loss] pairs"));
    for (qsizetype index = 0; index < points.size(); ++index) {
        const QString path = indexed(kLossCurve, index);
        const QJsonArray pair = requireArray(points[index], path, Text::tr("a [step, loss] pair"));
        if (pair.size() != 2)
            fail(path, Text::tr("expected [step, loss], found %1 numbers").arg(pair.size()));
        LossPoint point{requireInteger(pair[0], indexed(path, 0), 0, LanguageModelLimits::maxSteps),
                        requireNumber(pair[1], indexed(path, 1))};
        if (point.loss < 0)
            fail(indexed(path, 1), Text::tr("a loss is a cross-entropy, 0 or more, found %1").arg(point.loss));
        if (!curve.empty() && point.step <= curve.back().step)
            fail(indexed(path, 0), Text::tr("steps must increase: %1 after %2").arg(point.step).arg(curve.back().step));
        curve.push_back(point);
    }
    return curve;
}

std::vector<HeadScores> readHeadScores(const QJsonValue &value, const LanguageModelSettings &settings, QStringList &warnings)
{
    std::vector<HeadScores> scores;
    const QJsonArray heads = requireArray(value, kHeads, Text::tr("an array of head scores"));
    for (qsizetype index = 0; index < heads.size(); ++index) {
        const QString path = indexed(kHeads, index);
        const QJsonObject head = requireObject(heads[index], path);
        warnUnknownKeys(head, {kLayer, kHead, kPreviousToken, kInduction}, path, warnings);
        HeadScores score;
        score.place.layer = requireInteger(required(head, kLayer, path), join(path, kLayer), 1, settings.layers) - 1;
        score.place.head = requireInteger(required(head, kHead, path), join(path, kHead), 1, settings.heads) - 1;
        score.previousToken = requireNumber(required(head, kPreviousToken, path), join(path, kPreviousToken));
        score.induction = requireNumber(required(head, kInduction, path), join(path, kInduction));
        for (double share : {score.previousToken, score.induction})
            if (!(share >= 0 && share <= 1))
                fail(path, Text::tr("a score is a share of attention, from 0 to 1, found %1").arg(share));
        for (const HeadScores &earlier : scores)
            if (earlier.place == score.place)
                fail(path, Text::tr("layer %1, head %2 is given twice").arg(score.place.layer + 1).arg(score.place.head + 1));
        scores.push_back(score);
    }
    return scores;
}

LanguageModelParameters readWeights(const QJsonObject &root, const LanguageModelSettings &settings, int vocabulary,
                                    QStringList &warnings)
{
    LanguageModelParameters parameters;
    parameters.tokenEmbeddings = readMatrix(required(root, kTokenEmbeddings, {}), kTokenEmbeddings, vocabulary, settings.dModel);
    parameters.positionEmbeddings = readMatrix(required(root, kPositionEmbeddings, {}), kPositionEmbeddings, settings.context, settings.dModel);
    const QJsonArray layers = requireArray(required(root, kLayers, {}), kLayers, Text::tr("an array of layers"));
    if (layers.size() != settings.layers)
        fail(kLayers, Text::tr("expected %1 layers, as shape.layers says, found %2").arg(settings.layers).arg(layers.size()));
    for (qsizetype layer = 0; layer < layers.size(); ++layer) {
        const QString layerPath = indexed(kLayers, layer);
        const QJsonObject layerObject = requireObject(layers[layer], layerPath);
        warnUnknownKeys(layerObject, {kHeads, kWo}, layerPath, warnings);
        const QString headsPath = join(layerPath, kHeads);
        const QJsonArray heads = requireArray(required(layerObject, kHeads, layerPath), headsPath, Text::tr("an array of heads"));
        if (heads.size() != settings.heads)
            fail(headsPath, Text::tr("expected %1 heads, as shape.heads says, found %2").arg(settings.heads).arg(heads.size()));
        AttentionBlockWeights block;
        for (qsizetype head = 0; head < heads.size(); ++head) {
            const QString headPath = indexed(headsPath, head);
            const QJsonObject headObject = requireObject(heads[head], headPath);
            warnUnknownKeys(headObject, {kWq, kWk, kWv}, headPath, warnings);
            for (const auto &[key, target] : {std::pair{kWq, &block.wq}, std::pair{kWk, &block.wk}, std::pair{kWv, &block.wv}})
                target->push_back(readMatrix(required(headObject, key, headPath), join(headPath, key), settings.dModel, settings.dHead));
        }
        block.wo = readMatrix(required(layerObject, kWo, layerPath), join(layerPath, kWo), settings.heads * settings.dHead, settings.dModel);
        parameters.blocks.push_back(std::move(block));
    }
    parameters.unembedding = readMatrix(required(root, kUnembedding, {}), kUnembedding, settings.dModel, vocabulary);
    return parameters;
}

/// The shortest decimal that reads back as the same float32.
QByteArray floatText(double value)
{
    char buffer[32];
    const std::to_chars_result written = std::to_chars(buffer, buffer + sizeof buffer, float(value));
    return QByteArray(buffer, written.ptr - buffer);
}

/// JSON text with the numbers of an array on one line (a matrix row per line), everything else indented.
void appendJson(QByteArray &out, const QJsonValue &value, int indent, bool asFloat)
{
    const QByteArray pad(indent, ' '), innerPad(indent + 2, ' ');
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        const bool numbers = !array.isEmpty() && std::all_of(array.begin(), array.end(), [](const QJsonValue &v) { return v.isDouble(); });
        if (numbers || array.isEmpty()) {
            out += '[';
            for (qsizetype index = 0; index < array.size(); ++index) {
                if (index > 0)
                    out += ", ";
                const double number = array[index].toDouble();
                out += asFloat ? floatText(number) : QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
            }
            out += ']';
            return;
        }
        out += "[\n";
        for (qsizetype index = 0; index < array.size(); ++index) {
            out += innerPad;
            appendJson(out, array[index], indent + 2, asFloat);
            out += index + 1 < array.size() ? ",\n" : "\n";
        }
        out += pad + ']';
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out += "{\n";
        qsizetype index = 0;
        for (auto it = object.begin(); it != object.end(); ++it, ++index) {
            out += innerPad + QJsonDocument(QJsonArray{it.key()}).toJson(QJsonDocument::Compact).mid(1).chopped(1) + ": ";
            appendJson(out, it.value(), indent + 2, asFloat);
            out += index + 1 < object.size() ? ",\n" : "\n";
        }
        out += pad + '}';
    } else {
        out += QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    }
}

} // namespace

LanguageModelFile languageModelFile(const LanguageModelTrainer &trainer, const LanguageModelEvaluation &evaluation)
{
    LanguageModelFile file;
    file.vocabulary = SyntheticLanguage::vocabulary();
    file.training = trainer.settings();
    file.stepsTaken = trainer.steps();
    file.lossCurve = trainer.lossCurve();
    file.heads = evaluation.heads;
    file.parameters = trainer.parameters();
    return file;
}

LanguageModelReadResult readLanguageModel(const QByteArray &json, const QString &fileName)
{
    LanguageModelReadResult result;
    QString error;
    const std::optional<QJsonObject> root = parseObject(json, fileName, &error);
    if (!root) {
        result.error = error;
        return result;
    }
    try {
        // A scenario, or any other JSON, given where a model is expected: said so, not just "format: missing".
        if (!root->contains(kFormat))
            fail(kFormat, Text::tr("missing: not a language model file (train-lm writes one, beginning \"format\": \"%1\")")
                              .arg(kFormatName));
        const QString format = requireString(required(*root, kFormat, {}), kFormat);
        if (format != kFormatName)
            fail(kFormat, Text::tr("expected \"%1\", found \"%2\"").arg(kFormatName, format));
        requireInteger(required(*root, kVersion, {}), kVersion, 1, 1);
        warnUnknownKeys(*root, {kFormat, kVersion, kVocabulary, kShape, kTraining, kLossCurve, kHeads, kTokenEmbeddings,
                                kPositionEmbeddings, kLayers, kUnembedding},
                        {}, result.warnings);
        LanguageModelFile model;
        model.vocabulary = readVocabulary(required(*root, kVocabulary, {}));
        model.training = readShapeAndTraining(*root, result.warnings);
        // Written only by a model saved before its training ended; else every planned update was taken.
        const QJsonObject training = root->value(kTraining).toObject();
        model.stepsTaken = training.contains(kStepsTaken)
                               ? requireInteger(training.value(kStepsTaken), join(kTraining, kStepsTaken), 0, model.training.steps)
                               : model.training.steps;
        model.lossCurve = readLossCurve(required(*root, kLossCurve, {}));
        model.heads = readHeadScores(required(*root, kHeads, {}), model.training, result.warnings);
        model.parameters = readWeights(*root, model.training, int(model.vocabulary.size()), result.warnings);
        // One entry per head, checked once the layers are: the window's table lists them by place, and a
        // missing head would have no row.
        if (model.heads.size() != size_t(model.training.layers * model.training.heads))
            fail(kHeads, Text::tr("expected one entry for each of the %1 heads (%2 layers of %3), found %4")
                             .arg(model.training.layers * model.training.heads)
                             .arg(model.training.layers)
                             .arg(model.training.heads)
                             .arg(model.heads.size()));
        result.model = std::move(model);
    } catch (const ReadFailure &failure) {
        result.error = fileName + QStringLiteral(": ") + failure.problem.toString();
    }
    for (QString &warning : result.warnings)
        warning.prepend(fileName + QStringLiteral(": "));
    return result;
}

LanguageModelReadResult readLanguageModelFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readRegularFile(path, kMaxLanguageModelFileBytes, Text::tr("language model"), &error);
    if (!bytes) {
        LanguageModelReadResult result;
        result.error = error;
        return result;
    }
    return readLanguageModel(*bytes, path);
}

bool looksLikeLanguageModelFile(const QString &path)
{
    // Only the file's beginning, where writeLanguageModel puts the format (its keys in order, "format" the
    // first): the window asks this of every file opened, and reading and parsing a scenario of 60 MB whole
    // would hold it up for a second.
    const QFileInfo info(path);
    if (!info.isFile())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    static const QRegularExpression format(QStringLiteral("^\\s*\\{\\s*\"%1\"\\s*:\\s*\"%2\"").arg(kFormat, kFormatName));
    return format.match(QString::fromUtf8(file.read(4096))).hasMatch();
}

QByteArray writeLanguageModel(const LanguageModelFile &model)
{
    const LanguageModelSettings &training = model.training;
    QJsonObject header{{kFormat, kFormatName},
                       {kVersion, 1},
                       {kVocabulary, QJsonArray::fromStringList(model.vocabulary)},
                       {kShape, QJsonObject{{kContext, training.context}, {kDModel, training.dModel}, {kLayers, training.layers},
                                            {kHeads, training.heads}, {kDHead, training.dHead}}},
                       {kTraining, QJsonObject{{kSeed, double(training.seed)}, {kSteps, training.steps}, {kBatchSize, training.batchSize},
                                               {kLearningRate, training.learningRate}, {kWarmupSteps, training.warmupSteps}}}};
    if (model.stepsTaken != training.steps) {
        QJsonObject withTaken = header.value(kTraining).toObject();
        withTaken.insert(kStepsTaken, model.stepsTaken);
        header.insert(kTraining, withTaken);
    }
    QJsonArray curve;
    for (const LossPoint &point : model.lossCurve)
        curve.append(QJsonArray{point.step, point.loss});
    header.insert(kLossCurve, curve);
    QJsonArray heads;
    for (const HeadScores &score : model.heads)
        heads.append(QJsonObject{{kLayer, score.place.layer + 1}, {kHead, score.place.head + 1},
                                 {kPreviousToken, score.previousToken}, {kInduction, score.induction}});
    header.insert(kHeads, heads);

    QJsonObject weights{{kTokenEmbeddings, matrixToJson(model.parameters.tokenEmbeddings)},
                        {kPositionEmbeddings, matrixToJson(model.parameters.positionEmbeddings)},
                        {kUnembedding, matrixToJson(model.parameters.unembedding)}};
    QJsonArray layers;
    for (const AttentionBlockWeights &block : model.parameters.blocks) {
        QJsonArray blockHeads;
        for (size_t head = 0; head < block.wq.size(); ++head)
            blockHeads.append(QJsonObject{{kWq, matrixToJson(block.wq[head])}, {kWk, matrixToJson(block.wk[head])},
                                          {kWv, matrixToJson(block.wv[head])}});
        layers.append(QJsonObject{{kHeads, blockHeads}, {kWo, matrixToJson(block.wo)}});
    }
    weights.insert(kLayers, layers);

    // The header first, in full precision, then the weights as float32: one object written in two parts.
    QByteArray out;
    appendJson(out, header, 0, false);
    out.chop(2); // "\n}"
    out += ",\n";
    QByteArray weightText;
    appendJson(weightText, weights, 0, true);
    out += weightText.mid(2); // after "{\n"
    out += '\n';
    return out;
}

QStringList wordsOfText(const QString &text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.split(space, Qt::SkipEmptyParts);
}

std::optional<std::vector<int>> tokensOfText(const QStringList &vocabulary, const QStringList &words, int context,
                                             QString *problem)
{
    std::vector<int> tokens;
    // Every unknown word is named at once, so that a student mending a sentence sees all it needs.
    QStringList unknown;
    qsizetype firstUnknown = -1;
    for (qsizetype index = 0; index < words.size(); ++index) {
        const qsizetype id = vocabulary.indexOf(words[index]);
        if (id >= 0) {
            tokens.push_back(int(id));
            continue;
        }
        if (firstUnknown < 0)
            firstUnknown = index;
        unknown << Text::tr("'%1' (word %2)").arg(words[index]).arg(index + 1);
    }
    if (unknown.size() == 1) {
        *problem = Text::tr("word %1, '%2', is not in the model's vocabulary")
                       .arg(firstUnknown + 1)
                       .arg(words[firstUnknown]);
        return std::nullopt;
    }
    if (!unknown.isEmpty()) {
        *problem = Text::tr("these words are not in the model's vocabulary: %1")
                       .arg(unknown.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (tokens.empty() || int(tokens.size()) > context) {
        *problem = Text::tr("expected 1 to %1 words (the model's context), found %2").arg(context).arg(tokens.size());
        return std::nullopt;
    }
    return tokens;
}

std::vector<LikelyWord> likeliestNextWords(const LanguageModelPass &pass, int count)
{
    const Eigen::RowVectorXd last = nextTokenProbabilities(pass.logits.bottomRows(1)).row(0);
    std::vector<int> order(size_t(last.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&last](int a, int b) { return last(a) > last(b); });
    std::vector<LikelyWord> words;
    for (int rank = 0; rank < std::min(count, int(order.size())); ++rank)
        words.push_back({order[size_t(rank)], last(order[size_t(rank)])});
    return words;
}

} // namespace attn
