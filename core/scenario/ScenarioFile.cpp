#include "ScenarioFile.h"

#include "JsonChecks.h"
#include "ScenarioValidation.h"
#include "io/WholeFileWrite.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace attn {
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

/// Thrown inside the reader only; readScenario turns it into a message.
struct ReadFailure
{
    ScenarioProblem problem;
};

[[noreturn]] void fail(const QString &path, const QString &message)
{
    throw ReadFailure{{path, message}};
}

QString join(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + u'.' + key;
}

QString indexed(const QString &path, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

/// Collects the keys of an object this version does not know, to keep them and to warn about them.
QJsonObject unknownKeysOf(const QJsonObject &object, const QSet<QString> &known, const QString &path,
                          QStringList &warnings)
{
    QJsonObject unknown;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (known.contains(it.key()))
            continue;
        unknown.insert(it.key(), it.value());
        warnings << QStringLiteral("%1: unknown key, kept as it is").arg(join(path, it.key()));
    }
    return unknown;
}

QJsonObject requireObject(const QJsonValue &value, const QString &path)
{
    if (!value.isObject())
        fail(path, QStringLiteral("expected an object, found %1").arg(typeName(value)));
    return value.toObject();
}

QJsonArray requireArray(const QJsonValue &value, const QString &path, const QString &what)
{
    if (!value.isArray())
        fail(path, QStringLiteral("expected %1, found %2").arg(what, typeName(value)));
    return value.toArray();
}

double requireNumber(const QJsonValue &value, const QString &path)
{
    if (!value.isDouble())
        fail(path, QStringLiteral("expected a finite number, found %1").arg(typeName(value)));
    if (!isUsableNumber(value.toDouble()))
        fail(path, QStringLiteral("%1 is beyond float32's range (the engines compute in float32: at most ±%2)")
                       .arg(value.toDouble(), 0, 'g', 6)
                       .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3));
    return value.toDouble();
}

/// A matrix is an array of rows, each an array of numbers of one length.
MatrixD readMatrix(const QJsonValue &value, const QString &path)
{
    const QJsonArray rows = requireArray(value, path, QStringLiteral("an array of rows"));
    if (rows.isEmpty())
        fail(path, QStringLiteral("expected at least one row"));
    qsizetype columns = -1;
    MatrixD matrix;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const QString rowPath = indexed(path, row);
        const QJsonArray numbers = requireArray(rows[row], rowPath, QStringLiteral("an array of numbers"));
        if (columns < 0) {
            columns = numbers.size();
            if (columns == 0)
                fail(rowPath, QStringLiteral("expected at least one number"));
            matrix.resize(rows.size(), columns);
        } else if (numbers.size() != columns) {
            fail(rowPath, QStringLiteral("expected %1 numbers, as in row 0, found %2").arg(columns).arg(numbers.size()));
        }
        for (qsizetype column = 0; column < columns; ++column)
            matrix(row, column) = requireNumber(numbers[column], indexed(rowPath, column));
    }
    return matrix;
}

/// A bias is an array of numbers, one per column of its projection; kept as a 1 x n matrix.
MatrixD readBias(const QJsonValue &value, const QString &path)
{
    const QJsonArray numbers = requireArray(value, path, QStringLiteral("an array of numbers (a bias, one per column)"));
    if (numbers.isEmpty())
        fail(path, QStringLiteral("expected at least one number"));
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
        fail(tokensPath, QStringLiteral("missing (an array of token strings)"));
    const QJsonArray tokens = requireArray(object.value(kTokens), tokensPath, QStringLiteral("an array of strings"));
    if (tokens.size() > ScenarioLimits::maxTokens)
        fail(tokensPath, QStringLiteral("expected 1 to %1 tokens, found %2").arg(ScenarioLimits::maxTokens).arg(tokens.size()));
    for (qsizetype index = 0; index < tokens.size(); ++index) {
        if (!tokens[index].isString())
            fail(indexed(tokensPath, index), QStringLiteral("expected a string, found %1").arg(typeName(tokens[index])));
        sequence.tokens << tokens[index].toString();
    }
    if (!object.contains(kVectors))
        fail(join(path, kVectors), QStringLiteral("missing (one vector per token)"));
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
            fail(join(path, key), QStringLiteral("missing (each head needs wq, wk and wv)"));
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
            fail(join(kLayerNorm, key), QStringLiteral("missing (a layer norm needs a gain and a bias, one number per column of "
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
            fail(kTitle, QStringLiteral("expected a string, found %1").arg(typeName(root.value(kTitle))));
        scenario.title = root.value(kTitle).toString();
    }
    if (root.contains(kNotes)) {
        if (!root.value(kNotes).isString())
            fail(kNotes, QStringLiteral("expected a string, found %1").arg(typeName(root.value(kNotes))));
        scenario.notes = root.value(kNotes).toString();
        if (scenario.notes.size() > kMaximumNotesLength)
            fail(kNotes, QStringLiteral("at most %1 characters, found %2").arg(kMaximumNotesLength).arg(scenario.notes.size()));
    }
    if (root.contains(kTranslations)) {
        if (!root.value(kTranslations).isObject())
            fail(kTranslations, QStringLiteral("expected an object of languages, found %1").arg(typeName(root.value(kTranslations))));
        const QJsonObject languages = root.value(kTranslations).toObject();
        for (auto language = languages.begin(); language != languages.end(); ++language) {
            const QString path = join(kTranslations, language.key());
            if (!language.value().isObject())
                fail(path, QStringLiteral("expected an object with \"title\" and \"notes\", found %1").arg(typeName(language.value())));
            LocalizedText text;
            const QJsonObject fields = language.value().toObject();
            for (auto field = fields.begin(); field != fields.end(); ++field) {
                if (field.key() == kTokens) {
                    // {"source": [...], "target": [...]}: one label per token; the counts are checked with
                    // the sequences, in validateScenario.
                    const QString tokensPath = join(path, kTokens);
                    if (!field.value().isObject())
                        fail(tokensPath, QStringLiteral("expected an object with \"source\" and \"target\" label lists, found %1")
                                             .arg(typeName(field.value())));
                    const QJsonObject roles = field.value().toObject();
                    for (auto role = roles.begin(); role != roles.end(); ++role) {
                        if (role.key() != kSource && role.key() != kTarget)
                            fail(join(tokensPath, role.key()), QStringLiteral("unknown key (expected \"source\" or \"target\")"));
                        if (!role.value().isArray())
                            fail(join(tokensPath, role.key()),
                                 QStringLiteral("expected a list of token labels, found %1").arg(typeName(role.value())));
                        QStringList &labels = role.key() == kSource ? text.sourceTokens : text.targetTokens;
                        const QJsonArray list = role.value().toArray();
                        for (qsizetype i = 0; i < list.size(); ++i) {
                            if (!list[i].isString())
                                fail(QStringLiteral("%1[%2]").arg(join(tokensPath, role.key())).arg(i),
                                     QStringLiteral("expected a string, found %1").arg(typeName(list[i])));
                            labels << list[i].toString();
                        }
                    }
                    continue;
                }
                if (field.key() != kTitle && field.key() != kNotes)
                    fail(join(path, field.key()), QStringLiteral("unknown key (expected \"title\", \"notes\" or \"tokens\")"));
                if (!field.value().isString())
                    fail(join(path, field.key()), QStringLiteral("expected a string, found %1").arg(typeName(field.value())));
                if (field.value().toString().size() > kMaximumNotesLength)
                    fail(join(path, field.key()), QStringLiteral("at most %1 characters").arg(kMaximumNotesLength));
            }
            text.title = fields.value(kTitle).toString();
            text.notes = fields.value(kNotes).toString();
            scenario.translations[language.key()] = text;
        }
    }
    if (!root.contains(kMode))
        fail(kMode, QStringLiteral("missing (one of \"cross\", \"causal\", \"bidirectional\")"));
    const std::optional<AttentionMode> mode = modeFromName(root.value(kMode).toString());
    if (!root.value(kMode).isString() || !mode)
        fail(kMode, QStringLiteral("expected one of \"cross\", \"causal\", \"bidirectional\""));
    scenario.mode = *mode;
    if (root.contains(kScaled)) {
        if (!root.value(kScaled).isBool())
            fail(kScaled, QStringLiteral("expected true or false, found %1").arg(typeName(root.value(kScaled))));
        scenario.scaled = root.value(kScaled).toBool();
    }
    if (root.contains(kTemperature))
        scenario.temperature = requireNumber(root.value(kTemperature), kTemperature);
    if (root.contains(kPositions)) {
        const std::optional<ScenarioPositions> positions = positionsFromName(root.value(kPositions).toString());
        if (!root.value(kPositions).isString() || !positions)
            fail(kPositions, QStringLiteral("expected \"none\", \"sinusoidal\" or \"learned\""));
        scenario.positions = *positions;
    }
    if (root.contains(kLayerNorm))
        scenario.layerNorm = readLayerNorm(root.value(kLayerNorm), warnings);
    if (!root.contains(kSource))
        fail(kSource, QStringLiteral("missing (the sequence that supplies keys and values)"));
    scenario.source = readSequence(root.value(kSource), kSource, warnings);
    if (root.contains(kTarget))
        scenario.target = readSequence(root.value(kTarget), kTarget, warnings);
    if (root.contains(kHeads)) {
        const QJsonArray heads = requireArray(root.value(kHeads), kHeads, QStringLiteral("an array of heads"));
        if (heads.isEmpty() || heads.size() > ScenarioLimits::maxHeads)
            fail(kHeads, QStringLiteral("expected 1 to %1 heads, found %2").arg(ScenarioLimits::maxHeads).arg(heads.size()));
        scenario.heads.emplace();
        for (qsizetype index = 0; index < heads.size(); ++index)
            scenario.heads->push_back(readHead(heads[index], indexed(kHeads, index), warnings));
    }
    if (root.contains(kWo))
        scenario.wo = readMatrix(root.value(kWo), kWo);
    scenario.bo = readOptionalBias(root, kBo, {});
    scenario.unknownKeys =
        unknownKeysOf(root, {kTitle, kNotes, kTranslations, kMode, kScaled, kTemperature, kPositions, kLayerNorm, kSource, kTarget, kHeads, kWo, kBo}, {},
                      warnings);
    return scenario;
}

/// Line and column (1-based) of a byte offset, for JSON syntax errors.
QString lineAndColumn(const QByteArray &json, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, json.size());
    const qsizetype line = json.left(offset).count('\n') + 1;
    const qsizetype lineStart = json.lastIndexOf('\n', offset - 1) + 1;
    return QStringLiteral("%1:%2").arg(line).arg(offset - lineStart + 1);
}

QJsonArray matrixToJson(const MatrixD &matrix)
{
    QJsonArray rows;
    for (Eigen::Index row = 0; row < matrix.rows(); ++row) {
        QJsonArray numbers;
        for (Eigen::Index column = 0; column < matrix.cols(); ++column)
            numbers.append(matrix(row, column));
        rows.append(numbers);
    }
    return rows;
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

} // namespace

ScenarioReadResult readScenario(const QByteArray &original, const QString &fileName)
{
    ScenarioReadResult result;
    result.fingerprint = QCryptographicHash::hash(original, QCryptographicHash::Sha256);
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(original, &parseError);
    QByteArray json = original;
    if (parseError.error == QJsonParseError::IllegalNumber && zeroUnderflowingNumbers(json) > 0)
        document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error == QJsonParseError::IllegalNumber && !numberTextAt(json, parseError.offset).isEmpty()) {
        // JSON has no infinity: a number too large for a double is refused, naming it.
        result.error = QStringLiteral("%1:%2: %3 is beyond float32's range (the engines compute in float32: at most ±%4)")
                           .arg(fileName, lineAndColumn(json, parseError.offset),
                                QString::fromLatin1(numberTextAt(json, parseError.offset)))
                           .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3);
        return result;
    }
    if (parseError.error != QJsonParseError::NoError) {
        result.error = QStringLiteral("%1:%2: not valid JSON: %3")
                           .arg(fileName, lineAndColumn(json, parseError.offset), parseError.errorString());
        return result;
    }
    if (!document.isObject()) {
        result.error = QStringLiteral("%1: expected a JSON object at the top level").arg(fileName);
        return result;
    }
    try {
        if (std::optional<ScenarioProblem> duplicate = findDuplicateKey(json))
            throw ReadFailure{*duplicate};
        Scenario scenario = readScenarioObject(document.object(), result.warnings);
        if (std::optional<ScenarioProblem> problem = validateScenario(scenario))
            throw ReadFailure{*problem};
        result.scenario = std::move(scenario);
    } catch (const ReadFailure &failure) {
        result.error = fileName + QStringLiteral(": ") + failure.problem.toString();
    }
    for (QString &warning : result.warnings)
        warning.prepend(fileName + QStringLiteral(": "));
    return result;
}

namespace {

/// The bytes of a scenario file, or why not. Only regular files are read: a FIFO would block for ever
/// and /dev/zero never ends, and for both the size on disk says nothing. The file is opened without
/// blocking and then checked, so that nothing can be swapped in between the check and the read; the read
/// is bounded by maxFileBytes whatever the size says.
std::optional<QByteArray> readRegularFile(const QString &path, QString *error)
{
    if (path.startsWith(u':')) { // Qt's resources: the built-in lessons
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1: cannot open: %2").arg(path, resource.errorString());
            return std::nullopt;
        }
        return resource.readAll();
    }
    const int descriptor = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) {
        *error = QStringLiteral("%1: cannot open: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return std::nullopt;
    }
    QFile file;
    file.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle);
    struct stat status {};
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        *error = S_ISDIR(status.st_mode)
                     ? QStringLiteral("%1: is a folder, not a scenario file").arg(path)
                     : QStringLiteral("%1: is not a regular file (a device, pipe or socket); scenarios are read from files")
                           .arg(path);
        return std::nullopt;
    }
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    if (status.st_size > ScenarioLimits::maxFileBytes) {
        *error = QStringLiteral("%1: %2 bytes is too large for a scenario (at most %3)")
                     .arg(path)
                     .arg(qint64(status.st_size))
                     .arg(ScenarioLimits::maxFileBytes);
        return std::nullopt;
    }
    QByteArray bytes = file.read(ScenarioLimits::maxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        *error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (bytes.size() > ScenarioLimits::maxFileBytes) { // it grew while being read
        *error = QStringLiteral("%1: more than %2 bytes is too large for a scenario").arg(path).arg(ScenarioLimits::maxFileBytes);
        return std::nullopt;
    }
    return bytes;
}

} // namespace

ScenarioReadResult readScenarioFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readRegularFile(path, &error);
    if (!bytes) {
        ScenarioReadResult result;
        result.error = error;
        return result;
    }
    return readScenario(*bytes, path);
}

QByteArray fileFingerprint(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readRegularFile(path, &error);
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
    return QStringLiteral("the scenario would take %1, more than the %2 a scenario file may hold, and could not be opened again")
        .arg(QLocale::c().formattedDataSize(bytes), QLocale::c().formattedDataSize(largestFile));
}

bool writeScenarioFile(const Scenario &scenario, const QString &path, QString *error, QByteArray *fingerprint,
                       qint64 largestFile)
{
    const QByteArray bytes = writeScenario(scenario);
    if (const std::optional<QString> tooLarge = scenarioFileTooLarge(bytes.size(), largestFile)) {
        // Checked before anything touches the disk: the old file, if any, stays as it was.
        if (error)
            *error = QStringLiteral("%1: cannot save: %2. Remove tokens, heads or columns, then save.").arg(path, *tooLarge);
        return false;
    }
    const QString failure = writeFileWhole(path, bytes);
    if (failure.isEmpty()) {
        if (fingerprint)
            *fingerprint = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
        return true;
    }
    if (error)
        *error = QStringLiteral("%1: cannot save: %2").arg(path, failure);
    return false;
}

} // namespace attn
