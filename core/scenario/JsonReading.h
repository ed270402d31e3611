#pragma once

#include "scenario/Scenario.h"
#include "scenario/ScenarioValidation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>

// What every JSON reader of ours (scenarios, language models) shares: parsing with messages that give line and column, and checks that name the place of a bad value
// ("layers[1].heads[0].w_q[3][2]: expected a finite number, found a string").
namespace attn::json {

/// Thrown inside a reader only; the reader turns it into "FILE: place: message".
struct ReadFailure
{
    ScenarioProblem problem;
};

[[noreturn]] void fail(const QString &path, const QString &message);
/// "parent.key", or "key" at the top.
QString join(const QString &parent, const QString &key);
/// "path[index]".
QString indexed(const QString &path, qsizetype index);
/// "a number", "an array", ... for messages.
QString typeName(const QJsonValue &value);

QJsonObject requireObject(const QJsonValue &value, const QString &path);
/// what names the expected content for the message ("an array of rows").
QJsonArray requireArray(const QJsonValue &value, const QString &path, const QString &what);
/// A number that float32 can hold (the engines compute in float32).
double requireNumber(const QJsonValue &value, const QString &path);
/// An integer from minimum to maximum.
int requireInteger(const QJsonValue &value, const QString &path, int minimum, int maximum);
QString requireString(const QJsonValue &value, const QString &path);
/// A matrix is an array of rows, each an array of numbers of one length.
MatrixD readMatrix(const QJsonValue &value, const QString &path);
/// The same, of exactly rows x columns.
MatrixD readMatrix(const QJsonValue &value, const QString &path, Eigen::Index rows, Eigen::Index columns);
QJsonArray matrixToJson(const MatrixD &matrix);

/// Line and column (1-based) of a byte offset, "3:14".
QString lineAndColumn(const QByteArray &json, qsizetype offset);
/// The top-level object of JSON text, or nothing with *error set to "FILE:line:column: why" (or
/// "FILE: place: why" for a key given twice). Numbers too small for a double are read as 0; numbers too
/// large are refused by name.
std::optional<QJsonObject> parseObject(const QByteArray &json, const QString &fileName, QString *error);

} // namespace attn::json
