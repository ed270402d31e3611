#include "scenario/JsonReading.h"
#include "scenario/JsonChecks.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace attn::json {

namespace {

/// The messages in the language the window speaks; English where no translation is installed (the command
/// line, scripts). The places they name (a file's line:column, a JSON path) are never translated.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(JsonReading)
};

} // namespace

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
        return Text::tr("a boolean");
    case QJsonValue::Double:
        return Text::tr("a number");
    case QJsonValue::String:
        return Text::tr("a string");
    case QJsonValue::Array:
        return Text::tr("an array");
    case QJsonValue::Object:
        return Text::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Text::tr("nothing");
}

QJsonObject requireObject(const QJsonValue &value, const QString &path)
{
    if (!value.isObject())
        fail(path, Text::tr("expected an object, found %1").arg(typeName(value)));
    return value.toObject();
}

QJsonArray requireArray(const QJsonValue &value, const QString &path, const QString &what)
{
    if (!value.isArray())
        fail(path, Text::tr("expected %1, found %2").arg(what, typeName(value)));
    return value.toArray();
}

double requireNumber(const QJsonValue &value, const QString &path)
{
    if (!value.isDouble())
        fail(path, Text::tr("expected a finite number, found %1").arg(typeName(value)));
    if (!isUsableNumber(value.toDouble()))
        fail(path, Text::tr("%1 is beyond float32's range (the engines compute in float32: at most ±%2)")
                       .arg(value.toDouble(), 0, 'g', 6)
                       .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3));
    return value.toDouble();
}

MatrixD readMatrix(const QJsonValue &value, const QString &path)
{
    const QJsonArray rows = requireArray(value, path, Text::tr("an array of rows"));
    if (rows.isEmpty())
        fail(path, Text::tr("expected at least one row"));
    qsizetype columns = -1;
    MatrixD matrix;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const QString rowPath = indexed(path, row);
        const QJsonArray numbers = requireArray(rows[row], rowPath, Text::tr("an array of numbers"));
        if (columns < 0) {
            columns = numbers.size();
            if (columns == 0)
                fail(rowPath, Text::tr("expected at least one number"));
            matrix.resize(rows.size(), columns);
        } else if (numbers.size() != columns) {
            // The first row by its place in the file (source.vectors[0]), as this one is named: "row 0"
            // beside "[1]" would read as two ways of counting. Both lengths are named and neither is blamed:
            // the first row may be the one a number is missing from.
            fail(rowPath, Text::tr("has %1, but %2 has %3: every row needs the same count")
                              .arg(numberCount(numbers.size()), indexed(path, 0))
                              .arg(columns));
        }
        for (qsizetype column = 0; column < columns; ++column)
            matrix(row, column) = requireNumber(numbers[column], indexed(rowPath, column));
    }
    return matrix;
}

int requireInteger(const QJsonValue &value, const QString &path, int minimum, int maximum)
{
    const double number = value.isDouble() ? value.toDouble() : std::numeric_limits<double>::quiet_NaN();
    if (!(number >= minimum && number <= maximum) || number != std::floor(number))
        fail(path, Text::tr("expected a whole number from %1 to %2, found %3")
                       .arg(minimum)
                       .arg(maximum)
                       .arg(value.isDouble() ? QString::number(number, 'g', 10) : typeName(value)));
    return int(number);
}

QString requireString(const QJsonValue &value, const QString &path)
{
    if (!value.isString())
        fail(path, Text::tr("expected a string, found %1").arg(typeName(value)));
    return value.toString();
}

MatrixD readMatrix(const QJsonValue &value, const QString &path, Eigen::Index rows, Eigen::Index columns)
{
    MatrixD matrix = readMatrix(value, path);
    if (matrix.rows() != rows || matrix.cols() != columns)
        fail(path, Text::tr("expected %1 x %2 numbers, found %3 x %4").arg(rows).arg(columns).arg(matrix.rows()).arg(matrix.cols()));
    return matrix;
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

/// Line and column (1-based) of a byte offset, for JSON syntax errors.
QString lineAndColumn(const QByteArray &json, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, json.size());
    const qsizetype line = json.left(offset).count('\n') + 1;
    const qsizetype lineStart = json.lastIndexOf('\n', offset - 1) + 1;
    return QStringLiteral("%1:%2").arg(line).arg(offset - lineStart + 1);
}

namespace {

/// What Qt's parser wanted where it stopped, for the errors whose names say what went wrong but not what to
/// write: its missing comma between two keys is an "unterminated object". Read from Qt's parser
/// (qjsonparser.cpp), whose documentation swaps the two separators: a missing ',' in an array is its
/// "missing value separator", a missing ':' its "missing name separator". Empty where Qt's words say it
/// (an illegal number, a bad escape, nesting too deep).
QString whatTheParserExpected(QJsonParseError::ParseError error, bool atTheEnd)
{
    switch (error) {
    case QJsonParseError::UnterminatedObject:
        // Also a key without quotes ({a: 1}), and the end of the text inside an object.
        return atTheEnd ? Text::tr("the file ends before the object's closing \"}\"")
                        : Text::tr("expected \",\" before the next \"key\", or \"}\" to close the object");
    case QJsonParseError::UnterminatedArray: // the text ends inside it
        return Text::tr("the file ends before the array's closing \"]\"");
    case QJsonParseError::MissingValueSeparator:
        return Text::tr("expected \",\" between two values of the array, or \"]\" to close it");
    case QJsonParseError::MissingNameSeparator:
        return Text::tr("expected \":\" between the key and its value");
    case QJsonParseError::MissingObject: // [1,] {"a": 1,} {"a": }
        return Text::tr("expected a value; JSON allows no \",\" before \"]\" or \"}\"");
    case QJsonParseError::IllegalValue:
        return Text::tr("expected a number, a \"string\", true, false, null, [ or {");
    case QJsonParseError::UnterminatedString:
        return Text::tr("the file ends before the string's closing quote");
    case QJsonParseError::TerminationByNumber:
        return Text::tr("the file ends with a number, before the brackets that close it");
    case QJsonParseError::GarbageAtEnd:
        return Text::tr("expected nothing after the \"}\" that closes the top-level object");
    default:
        return {};
    }
}

} // namespace

std::optional<QJsonObject> parseObject(const QByteArray &original, const QString &fileName, QString *error)
{
    // Said plainly, rather than as JSON's "illegal value" at 1:1: a save that never finished, or a new file.
    if (original.trimmed().isEmpty()) {
        *error = Text::tr("%1: the file is empty").arg(fileName);
        return std::nullopt;
    }
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(original, &parseError);
    QByteArray json = original;
    if (parseError.error == QJsonParseError::IllegalNumber && zeroUnderflowingNumbers(json) > 0)
        document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's parser reads only an object or an array at the top: a lone null, number or string is its
        // "illegal value" at 1:2, where the file is valid JSON of the wrong kind.
        const QJsonArray wrapped = QJsonDocument::fromJson('[' + json + ']').array();
        if (wrapped.size() == 1) {
            *error = Text::tr("%1: expected a JSON object at the top level, found %2").arg(fileName, typeName(wrapped.first()));
            return std::nullopt;
        }
    }
    const bool badValue = parseError.error == QJsonParseError::IllegalNumber || parseError.error == QJsonParseError::IllegalValue;
    qsizetype literalStart = 0;
    if (const QByteArray literal = nonFiniteLiteralAt(json, parseError.offset, &literalStart); badValue && !literal.isEmpty()) {
        // What JavaScript and Python write for a NaN or an infinity; Qt's word for it is "illegal number" (or
        // "illegal value" for nan, read as a null that fails), a column or two into it.
        *error = Text::tr("%1:%2: %3: JSON has no NaN or infinity; every number must be finite")
                     .arg(fileName, lineAndColumn(json, literalStart), QString::fromLatin1(literal));
        return std::nullopt;
    }
    if (parseError.error == QJsonParseError::IllegalNumber && isOverflowingNumber(numberTextAt(json, parseError.offset))) {
        // JSON has no infinity: a number too large for a double is refused, naming it.
        *error = Text::tr("%1:%2: %3 is beyond float32's range (the engines compute in float32: at most ±%4)")
                           .arg(fileName, lineAndColumn(json, parseError.offset),
                                QString::fromLatin1(numberTextAt(json, parseError.offset)))
                           .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3);
        return std::nullopt;
    }
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's words first: they name the error, and scripts may look for them.
        QString why = parseError.errorString();
        if (const QString expected = whatTheParserExpected(parseError.error, parseError.offset >= json.size()); !expected.isEmpty())
            why += QStringLiteral(": ") + expected;
        *error = Text::tr("%1:%2: not valid JSON: %3").arg(fileName, lineAndColumn(json, parseError.offset), why);
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = Text::tr("%1: expected a JSON object at the top level, found an array").arg(fileName);
        return std::nullopt;
    }
    if (const std::optional<qsizetype> control = rawControlInString(json)) {
        *error = Text::tr("%1:%2: a string holds a raw control character (U+%3); JSON writes it escaped (\\t, \\n, \\u0000)")
                     .arg(fileName, lineAndColumn(json, *control))
                     .arg(QString::number(uchar(json[*control]), 16).rightJustified(4, u'0').toUpper());
        return std::nullopt;
    }
    if (std::optional<ScenarioProblem> duplicate = findDuplicateKey(json)) {
        *error = fileName + QStringLiteral(": ") + duplicate->toString();
        return std::nullopt;
    }
    return document.object();
}

} // namespace attn::json
