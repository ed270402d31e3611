#include "JsonChecks.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <utility>
#include <vector>

namespace attn {
namespace {

bool isNumberCharacter(char c)
{
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/// The run of characters around offset (clamped to the text) that all belong, as [first, last).
std::pair<qsizetype, qsizetype> runAround(const QByteArray &json, qsizetype offset, bool (*belongs)(char))
{
    offset = std::clamp<qsizetype>(offset, 0, json.size());
    qsizetype first = offset;
    while (first > 0 && belongs(json[first - 1]))
        --first;
    qsizetype last = offset;
    while (last < json.size() && belongs(json[last]))
        ++last;
    return {first, last};
}

/// The offset just past the string that starts at json[start] == '"'.
qsizetype skipString(const QByteArray &json, qsizetype start)
{
    qsizetype at = start + 1;
    while (at < json.size() && json[at] != '"')
        at += json[at] == '\\' ? 2 : 1;
    return at + 1;
}

/// A key as JSON means it: escapes such as \u0061 decoded, so that "a" and "\u0061" are the same key.
QString decodedString(const QByteArray &json, qsizetype start, qsizetype end)
{
    const QByteArray quoted = json.mid(start, end - start);
    if (!quoted.contains('\\'))
        return QString::fromUtf8(quoted.mid(1, quoted.size() - 2));
    return QJsonDocument::fromJson('[' + quoted + ']').array().at(0).toString();
}

struct Container
{
    bool isObject = false;
    QString path;
    QSet<QString> keys;
    qsizetype index = 0;    ///< the element of an array being read
    QString key;            ///< the member of an object being read
    bool expectingKey = true;

    QString childPath() const
    {
        if (isObject)
            return path.isEmpty() ? key : path + u'.' + key;
        return QStringLiteral("%1[%2]").arg(path).arg(index);
    }
};

} // namespace

std::optional<ScenarioProblem> findDuplicateKey(const QByteArray &json)
{
    std::vector<Container> open;
    for (qsizetype at = 0; at < json.size();) {
        const char c = json[at];
        if (c == '{' || c == '[') {
            Container container;
            container.isObject = c == '{';
            container.path = open.empty() ? QString() : open.back().childPath();
            open.push_back(std::move(container));
            ++at;
        } else if (c == '}' || c == ']') {
            open.pop_back();
            ++at;
        } else if (c == ',') {
            if (!open.empty()) {
                open.back().expectingKey = true;
                ++open.back().index;
            }
            ++at;
        } else if (c == ':') {
            open.back().expectingKey = false;
            ++at;
        } else if (c == '"') {
            const qsizetype end = skipString(json, at);
            if (!open.empty() && open.back().isObject && open.back().expectingKey) {
                Container &object = open.back();
                object.key = decodedString(json, at, end);
                if (object.keys.contains(object.key))
                    return ScenarioProblem{object.childPath(),
                                           QCoreApplication::translate("JsonReading", "the key is given twice in one object; keep one")};
                object.keys.insert(object.key);
            }
            at = end;
        } else {
            ++at;
        }
    }
    return std::nullopt;
}

int zeroUnderflowingNumbers(QByteArray &json)
{
    int replaced = 0;
    for (qsizetype at = 0; at < json.size();) {
        if (json[at] == '"') {
            at = skipString(json, at);
            continue;
        }
        if (!isNumberCharacter(json[at])) {
            ++at;
            continue;
        }
        qsizetype end = at;
        while (end < json.size() && isNumberCharacter(json[end]))
            ++end;
        const QByteArray number = json.mid(at, end - at);
        if (number.contains('e') || number.contains('E')) {
            errno = 0;
            const double value = std::strtod(number.constData(), nullptr);
            if (errno == ERANGE && std::abs(value) < 1.0) {
                json.replace(at, end - at, '0' + QByteArray(end - at - 1, ' '));
                ++replaced;
            }
        }
        at = end;
    }
    return replaced;
}

QByteArray numberTextAt(const QByteArray &json, qsizetype offset)
{
    const auto [first, last] = runAround(json, offset, isNumberCharacter);
    return json.mid(first, last - first);
}

bool isOverflowingNumber(const QByteArray &number)
{
    if (number.isEmpty())
        return false;
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(number.constData(), &end);
    return end == number.constData() + number.size() && errno == ERANGE && std::abs(value) >= 1.0;
}

QByteArray nonFiniteLiteralAt(const QByteArray &json, qsizetype offset, qsizetype *start)
{
    // Qt stops at the literal's first letter, or past it ("nan" is read as a "null" that fails).
    auto [first, last] = runAround(json, offset, isLetter);
    const QByteArray word = json.mid(first, last - first).toLower();
    if (word != "nan" && word != "infinity" && word != "inf")
        return {};
    if (first > 0 && (json[first - 1] == '-' || json[first - 1] == '+'))
        --first;
    *start = first;
    return json.mid(first, last - first);
}

std::optional<qsizetype> rawControlInString(const QByteArray &json)
{
    bool inString = false, escaped = false;
    for (qsizetype at = 0; at < json.size(); ++at) {
        const uchar byte = uchar(json[at]);
        if (!inString) {
            inString = byte == '"';
            continue;
        }
        if (byte < 0x20)
            return at;
        if (escaped)
            escaped = false;
        else if (byte == '\\')
            escaped = true;
        else if (byte == '"')
            inString = false;
    }
    return std::nullopt;
}

} // namespace attn
