#include "ScenarioFile.h"
#include "io/RegularFile.h"

#include "EditorPlace.h"
#include "LessonDeck.h"
#include "ScenarioValidation.h"
#include "JsonReading.h"
#include "io/WholeFileWrite.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <limits>

namespace attn {

using namespace json;

namespace {

const QString kTitle = QStringLiteral("title");
const QString kNotes = QStringLiteral("notes");
const QString kTranslations = QStringLiteral("translations");
/// Lesson notes are a few paragraphs; anything far longer is not notes.
constexpr qsizetype kMaximumNotesLength = 20000;
const QString kMode = QStringLiteral("mode");
const QString kScaled = QStringLiteral("scaled");
const QString kPositions = QStringLiteral("positions");
const QString kTemperature = QStringLiteral("temperature");
const QString kSource = QStringLiteral("source");
const QString kTarget = QStringLiteral("target");
const QString kHeads = QStringLiteral("heads");
const QString kWo = QStringLiteral("wo");
const QString kTokens = QStringLiteral("tokens");
const QString kVectors = QStringLiteral("vectors");
const QString kWq = QStringLiteral("wq");
const QString kWk = QStringLiteral("wk");
const QString kWv = QStringLiteral("wv");
const QString kBq = QStringLiteral("bq");
const QString kBk = QStringLiteral("bk");
const QString kBv = QStringLiteral("bv");
const QString kBo = QStringLiteral("bo");
const QString kLayerNorm = QStringLiteral("layer_norm");
const QString kGain = QStringLiteral("gain");
const QString kBias = QStringLiteral("bias");
const QString kEpsilon = QStringLiteral("epsilon");
const QString kSlides = QStringLiteral("slides");

/// The messages in the language the window speaks (English on the command line); the places they name (a
/// JSON path, a file's line:column) stay as the file writes them.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)
};

/// Collects the keys of an object this version does not know, to keep them and to warn about them.
QJsonObject unknownKeysOf(const QJsonObject &object, const QSet<QString> &known, const QString &path,
                          QStringList &warnings)
{
    QJsonObject unknown;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (known.contains(it.key()))
            continue;
        unknown.insert(it.key(), it.value());
        warnings << Text::tr("%1: unknown key, kept as it is").arg(join(path, it.key()));
    }
    return unknown;
}

/// A bias is an array of numbers, one per column of its projection; kept as a 1 x n matrix.
MatrixD readBias(const QJsonValue &value, const QString &path)
{
    const QJsonArray numbers = requireArray(value, path, Text::tr("an array of numbers (a bias, one per column)"));
    if (numbers.isEmpty())
        fail(path, Text::tr("expected at least one number"));
    MatrixD bias(1, numbers.size());
    for (qsizetype column = 0; column < numbers.size(); ++column)
        bias(0, column) = requireNumber(numbers[column], indexed(path, column));
    return bias;
}

/// The bias at key, when the object has one.
std::optional<MatrixD> readOptionalBias(const QJsonObject &object, const QString &key, const QString &path)
{
    if (!object.contains(key))
        return std::nullopt;
    return readBias(object.value(key), join(path, key));
}

TokenSequence readSequence(const QJsonValue &value, const QString &path, QStringList &warnings)
{
    const QJsonObject object = requireObject(value, path);
    TokenSequence sequence;
    const QString tokensPath = join(path, kTokens);
    if (!object.contains(kTokens))
        fail(tokensPath, Text::tr("missing (an array of token strings)"));
    const QJsonArray tokens = requireArray(object.value(kTokens), tokensPath, Text::tr("an array of strings"));
    if (tokens.size() > ScenarioLimits::maxTokens)
        fail(tokensPath, Text::tr("expected 1 to %1 tokens, found %2").arg(ScenarioLimits::maxTokens).arg(tokens.size()));
    for (qsizetype index = 0; index < tokens.size(); ++index) {
        if (!tokens[index].isString())
            fail(indexed(tokensPath, index), Text::tr("expected a string, found %1").arg(typeName(tokens[index])));
        sequence.tokens << tokens[index].toString();
    }
    if (!object.contains(kVectors))
        fail(join(path, kVectors), Text::tr("missing (one vector per token)"));
    sequence.vectors = readMatrix(object.value(kVectors), join(path, kVectors));
    if (object.contains(kPositions))
        sequence.positions = readMatrix(object.value(kPositions), join(path, kPositions));
    sequence.unknownKeys = unknownKeysOf(object, {kTokens, kVectors, kPositions}, path, warnings);
    return sequence;
}

HeadWeights readHead(const QJsonValue &value, const QString &path, QStringList &warnings)
{
    const QJsonObject object = requireObject(value, path);
    HeadWeights head;
    for (const QString &key : {kWq, kWk, kWv}) {
        if (!object.contains(key))
            fail(join(path, key), Text::tr("missing (each head needs wq, wk and wv)"));
    }
    head.wq = readMatrix(object.value(kWq), join(path, kWq));
    head.wk = readMatrix(object.value(kWk), join(path, kWk));
    head.wv = readMatrix(object.value(kWv), join(path, kWv));
    head.bq = readOptionalBias(object, kBq, path);
    head.bk = readOptionalBias(object, kBk, path);
    head.bv = readOptionalBias(object, kBv, path);
    head.unknownKeys = unknownKeysOf(object, {kWq, kWk, kWv, kBq, kBk, kBv}, path, warnings);
    return head;
}

/// {"gain": [...], "bias": [...], "epsilon": 1e-5}: gain and bias one number per column of the vectors
/// (checked against d_model with the rest, in validateScenario); epsilon optional.
ScenarioLayerNorm readLayerNorm(const QJsonValue &value, QStringList &warnings)
{
    const QJsonObject object = requireObject(value, kLayerNorm);
    for (const QString &key : {kGain, kBias}) {
        if (!object.contains(key))
            fail(join(kLayerNorm, key), Text::tr("missing (a layer norm needs a gain and a bias, one number per column of "
                                                 "the vectors: 1 and 0 leave the standardised vectors as they are)"));
    }
    ScenarioLayerNorm norm;
    norm.gain = readBias(object.value(kGain), join(kLayerNorm, kGain));
    norm.bias = readBias(object.value(kBias), join(kLayerNorm, kBias));
    if (object.contains(kEpsilon))
        norm.epsilon = requireNumber(object.value(kEpsilon), join(kLayerNorm, kEpsilon));
    norm.unknownKeys = unknownKeysOf(object, {kGain, kBias, kEpsilon}, kLayerNorm, warnings);
    return norm;
}

Scenario readScenarioObject(const QJsonObject &root, QStringList &warnings)
{
    Scenario scenario;
    if (root.contains(kTitle)) {
        if (!root.value(kTitle).isString())
            fail(kTitle, Text::tr("expected a string, found %1").arg(typeName(root.value(kTitle))));
        scenario.title = root.value(kTitle).toString();
    }
    if (root.contains(kNotes)) {
        if (!root.value(kNotes).isString())
            fail(kNotes, Text::tr("expected a string, found %1").arg(typeName(root.value(kNotes))));
        scenario.notes = root.value(kNotes).toString();
        if (scenario.notes.size() > kMaximumNotesLength)
            fail(kNotes, Text::tr("at most %1 characters, found %2").arg(kMaximumNotesLength).arg(scenario.notes.size()));
    }
    if (root.contains(kTranslations)) {
        if (!root.value(kTranslations).isObject())
            fail(kTranslations, Text::tr("expected an object of languages, found %1").arg(typeName(root.value(kTranslations))));
        const QJsonObject languages = root.value(kTranslations).toObject();
        for (auto language = languages.begin(); language != languages.end(); ++language) {
            const QString path = join(kTranslations, language.key());
            if (!language.value().isObject())
                fail(path, Text::tr("expected an object with \"title\" and \"notes\", found %1").arg(typeName(language.value())));
            LocalizedText text;
            const QJsonObject fields = language.value().toObject();
            for (auto field = fields.begin(); field != fields.end(); ++field) {
                if (field.key() == kTokens) {
                    // {"source": [...], "target": [...]}: one label per token; the counts are checked with
                    // the sequences, in validateScenario.
                    const QString tokensPath = join(path, kTokens);
                    if (!field.value().isObject())
                        fail(tokensPath, Text::tr("expected an object with \"source\" and \"target\" label lists, found %1")
                                             .arg(typeName(field.value())));
                    const QJsonObject roles = field.value().toObject();
                    for (auto role = roles.begin(); role != roles.end(); ++role) {
                        if (role.key() != kSource && role.key() != kTarget)
                            fail(join(tokensPath, role.key()), Text::tr("unknown key (expected \"source\" or \"target\")"));
                        if (!role.value().isArray())
                            fail(join(tokensPath, role.key()),
                                 Text::tr("expected a list of token labels, found %1").arg(typeName(role.value())));
                        QStringList &labels = role.key() == kSource ? text.sourceTokens : text.targetTokens;
                        const QJsonArray list = role.value().toArray();
                        for (qsizetype i = 0; i < list.size(); ++i) {
                            if (!list[i].isString())
                                fail(QStringLiteral("%1[%2]").arg(join(tokensPath, role.key())).arg(i),
                                     Text::tr("expected a string, found %1").arg(typeName(list[i])));
                            labels << list[i].toString();
                        }
                    }
                    continue;
                }
                if (field.key() != kTitle && field.key() != kNotes)
                    fail(join(path, field.key()), Text::tr("unknown key (expected \"title\", \"notes\" or \"tokens\")"));
                if (!field.value().isString())
                    fail(join(path, field.key()), Text::tr("expected a string, found %1").arg(typeName(field.value())));
                if (field.value().toString().size() > kMaximumNotesLength)
                    fail(join(path, field.key()), Text::tr("at most %1 characters").arg(kMaximumNotesLength));
            }
            text.title = fields.value(kTitle).toString();
            text.notes = fields.value(kNotes).toString();
            scenario.translations[language.key()] = text;
        }
    }
    if (!root.contains(kMode))
        fail(kMode, Text::tr("missing (one of \"cross\", \"causal\", \"bidirectional\")"));
    const std::optional<AttentionMode> mode = modeFromName(root.value(kMode).toString());
    if (!root.value(kMode).isString() || !mode)
        fail(kMode, Text::tr("expected one of \"cross\", \"causal\", \"bidirectional\""));
    scenario.mode = *mode;
    if (root.contains(kScaled)) {
        if (!root.value(kScaled).isBool())
            fail(kScaled, Text::tr("expected true or false, found %1").arg(typeName(root.value(kScaled))));
        scenario.scaled = root.value(kScaled).toBool();
    }
    if (root.contains(kTemperature))
        scenario.temperature = requireNumber(root.value(kTemperature), kTemperature);
    if (root.contains(kPositions)) {
        const std::optional<ScenarioPositions> positions = positionsFromName(root.value(kPositions).toString());
        if (!root.value(kPositions).isString() || !positions)
            fail(kPositions, Text::tr("expected \"none\", \"sinusoidal\" or \"learned\""));
        scenario.positions = *positions;
    }
    if (root.contains(kLayerNorm))
        scenario.layerNorm = readLayerNorm(root.value(kLayerNorm), warnings);
    if (!root.contains(kSource))
        fail(kSource, Text::tr("missing (the sequence that supplies keys and values)"));
    scenario.source = readSequence(root.value(kSource), kSource, warnings);
    if (root.contains(kTarget))
        scenario.target = readSequence(root.value(kTarget), kTarget, warnings);
    if (root.contains(kHeads)) {
        const QJsonArray heads = requireArray(root.value(kHeads), kHeads, Text::tr("an array of heads"));
        if (heads.isEmpty() || heads.size() > ScenarioLimits::maxHeads)
            fail(kHeads, Text::tr("expected 1 to %1 heads, found %2").arg(ScenarioLimits::maxHeads).arg(heads.size()));
        scenario.heads.emplace();
        for (qsizetype index = 0; index < heads.size(); ++index)
            scenario.heads->push_back(readHead(heads[index], indexed(kHeads, index), warnings));
    }
    if (root.contains(kWo))
        scenario.wo = readMatrix(root.value(kWo), kWo);
    scenario.bo = readOptionalBias(root, kBo, {});
    if (root.contains(kSlides))
        scenario.slides = readSlides(root.value(kSlides), warnings);
    scenario.unknownKeys =
        unknownKeysOf(root, {kTitle, kNotes, kTranslations, kMode, kScaled, kTemperature, kPositions, kLayerNorm, kSource, kTarget, kHeads, kWo, kBo, kSlides}, {},
                      warnings);
    return scenario;
}

QJsonArray biasToJson(const MatrixD &bias)
{
    return matrixToJson(bias).first().toArray();
}

QJsonObject withUnknownKeys(QJsonObject object, const QJsonObject &unknownKeys)
{
    for (auto it = unknownKeys.begin(); it != unknownKeys.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QJsonObject sequenceToJson(const TokenSequence &sequence)
{
    QJsonObject object{{kTokens, QJsonArray::fromStringList(sequence.tokens)}, {kVectors, matrixToJson(sequence.vectors)}};
    if (sequence.positions)
        object.insert(kPositions, matrixToJson(*sequence.positions));
    return withUnknownKeys(object, sequence.unknownKeys);
}

/// A sequence's tokens as the file writes them, to name the rows of its vectors in a message; "" where a
/// token is no string. Read from the file, not the scenario: a problem is met before the scenario is whole.
QStringList tokenTexts(const QJsonObject &root, const QString &sequence)
{
    QStringList texts;
    for (const QJsonValue token : root.value(sequence).toObject().value(kTokens).toArray())
        texts << token.toString();
    return texts;
}

} // namespace

ScenarioReadResult readScenario(const QByteArray &original, const QString &fileName)
{
    ScenarioReadResult result;
    result.fingerprint = QCryptographicHash::hash(original, QCryptographicHash::Sha256);
    QString parseError;
    const std::optional<QJsonObject> root = json::parseObject(original, fileName, &parseError);
    if (!root) {
        result.error = parseError;
        return result;
    }
    try {
        Scenario scenario = readScenarioObject(*root, result.warnings);
        if (std::optional<ScenarioProblem> problem = validateScenario(scenario))
            throw ReadFailure{*problem};
        // The deck after the scenario: its slides are checked against the lesson they change.
        if (scenario.slides)
            if (std::optional<ScenarioProblem> problem = validateSlides(scenario, *scenario.slides))
                throw ReadFailure{*problem};
        result.scenario = std::move(scenario);
    } catch (const ReadFailure &failure) {
        const QString place = editorPlace(failure.problem.path, tokenTexts(*root, kSource), tokenTexts(*root, kTarget));
        result.error = fileName + QStringLiteral(": ") + failure.problem.toString(place);
    }
    for (QString &warning : result.warnings)
        warning.prepend(fileName + QStringLiteral(": "));
    return result;
}

ScenarioReadResult readScenarioFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readRegularFile(path, ScenarioLimits::maxFileBytes, Text::tr("scenario"), &error);
    if (!bytes) {
        ScenarioReadResult result;
        result.error = error;
        return result;
    }
    return readScenario(*bytes, path);
}

bool looksLikeScenarioFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readRegularFile(path, ScenarioLimits::maxFileBytes, Text::tr("scenario"), &error);
    if (!bytes)
        return false;
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parse);
    if (parse.error == QJsonParseError::NoError)
        return document.isObject() && document.object().contains(kMode) && document.object().contains(kSource);
    return bytes->contains(QByteArray("\"") + kMode.toUtf8() + '"') && bytes->contains(QByteArray("\"") + kSource.toUtf8() + '"');
}

QByteArray fileFingerprint(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readRegularFile(path, ScenarioLimits::maxFileBytes, QStringLiteral("scenario"), &error);
    return bytes ? QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256) : QByteArray();
}

namespace {

qint64 numberCount(const Scenario &scenario)
{
    qint64 numbers = 0;
    for (const TokenSequence *sequence : scenario.sequences())
        numbers += sequence->vectors.size() + (sequence->positions ? sequence->positions->size() : 0);
    for (const HeadWeights &head : scenario.heads.value_or(std::vector<HeadWeights>{}))
        numbers += head.wq.size() + head.wk.size() + head.wv.size() + (head.bq ? head.bq->size() : 0) +
                   (head.bk ? head.bk->size() : 0) + (head.bv ? head.bv->size() : 0);
    if (scenario.layerNorm)
        numbers += scenario.layerNorm->gain.size() + scenario.layerNorm->bias.size();
    return numbers + (scenario.wo ? scenario.wo->size() : 0) + (scenario.bo ? scenario.bo->size() : 0);
}

} // namespace

QByteArray writeScenario(const Scenario &scenario)
{
    QJsonObject root;
    if (!scenario.title.isEmpty())
        root.insert(kTitle, scenario.title);
    if (!scenario.notes.isEmpty())
        root.insert(kNotes, scenario.notes);
    if (!scenario.translations.empty()) {
        QJsonObject languages;
        for (const auto &[language, text] : scenario.translations) {
            QJsonObject fields;
            if (!text.title.isEmpty())
                fields.insert(kTitle, text.title);
            if (!text.notes.isEmpty())
                fields.insert(kNotes, text.notes);
            QJsonObject labels;
            if (!text.sourceTokens.isEmpty())
                labels.insert(kSource, QJsonArray::fromStringList(text.sourceTokens));
            if (!text.targetTokens.isEmpty())
                labels.insert(kTarget, QJsonArray::fromStringList(text.targetTokens));
            if (!labels.isEmpty())
                fields.insert(kTokens, labels);
            languages.insert(language, fields);
        }
        root.insert(kTranslations, languages);
    }
    root.insert(kMode, modeName(scenario.mode));
    root.insert(kScaled, scenario.scaled);
    if (scenario.temperature != 1.0)
        root.insert(kTemperature, scenario.temperature);
    if (scenario.positions != ScenarioPositions::None)
        root.insert(kPositions, positionsName(scenario.positions));
    if (const std::optional<ScenarioLayerNorm> &norm = scenario.layerNorm)
        root.insert(kLayerNorm, withUnknownKeys(QJsonObject{{kGain, biasToJson(norm->gain)}, {kBias, biasToJson(norm->bias)}, {kEpsilon, norm->epsilon}},
                                                norm->unknownKeys));
    root.insert(kSource, sequenceToJson(scenario.source));
    if (scenario.target)
        root.insert(kTarget, sequenceToJson(*scenario.target));
    if (scenario.heads) {
        QJsonArray heads;
        for (const HeadWeights &head : *scenario.heads)
        {
            QJsonObject object{{kWq, matrixToJson(head.wq)}, {kWk, matrixToJson(head.wk)}, {kWv, matrixToJson(head.wv)}};
            for (const auto &[key, bias] : {std::pair{kBq, &head.bq}, std::pair{kBk, &head.bk}, std::pair{kBv, &head.bv}})
                if (*bias)
                    object.insert(key, biasToJson(**bias));
            heads.append(withUnknownKeys(object, head.unknownKeys));
        }
        root.insert(kHeads, heads);
    }
    if (scenario.wo)
        root.insert(kWo, matrixToJson(*scenario.wo));
    if (scenario.bo)
        root.insert(kBo, biasToJson(*scenario.bo));
    if (scenario.slides)
        root.insert(kSlides, slidesToJson(*scenario.slides));
    // Indented JSON puts every number on a line of its own, deep in spaces: readable for a lesson, but a
    // large scenario saved that way could outgrow the format's file limit and never open again. Past a
    // lesson's size the file is written compact.
    constexpr qint64 kIndentedNumbers = 100000;
    const QJsonDocument document(withUnknownKeys(root, scenario.unknownKeys));
    return document.toJson(numberCount(scenario) <= kIndentedNumbers ? QJsonDocument::Indented : QJsonDocument::Compact);
}

std::optional<QString> scenarioFileTooLarge(qint64 bytes, qint64 largestFile)
{
    if (bytes <= largestFile)
        return std::nullopt;
    return Text::tr("the scenario would take %1, more than the %2 a scenario file may hold, and could not be opened again")
        .arg(QLocale::c().formattedDataSize(bytes), QLocale::c().formattedDataSize(largestFile));
}

bool writeScenarioFile(const Scenario &scenario, const QString &path, QString *error, QByteArray *fingerprint,
                       qint64 largestFile)
{
    const QByteArray bytes = writeScenario(scenario);
    if (const std::optional<QString> tooLarge = scenarioFileTooLarge(bytes.size(), largestFile)) {
        // Checked before anything touches the disk: the old file, if any, stays as it was.
        if (error)
            *error = Text::tr("%1: cannot save: %2. Remove tokens, heads or columns, then save.").arg(path, *tooLarge);
        return false;
    }
    const QString failure = writeFileWhole(path, bytes);
    if (failure.isEmpty()) {
        if (fingerprint)
            *fingerprint = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
        return true;
    }
    if (error)
        *error = Text::tr("%1: cannot save: %2").arg(path, failure);
    return false;
}

} // namespace attn
