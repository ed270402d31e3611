#include "ResultJson.h"

#include <charconv>
#include <cmath>

namespace attn {

void appendNumber(QByteArray &out, float value)
{
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    char buffer[32];
    const std::to_chars_result written = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, written.ptr - buffer);
}

void appendMatrix(QByteArray &out, const MatrixF &matrix)
{
    out += '[';
    for (Eigen::Index row = 0; row < matrix.rows(); ++row) {
        out += row == 0 ? "[" : ", [";
        for (Eigen::Index column = 0; column < matrix.cols(); ++column) {
            if (column > 0)
                out += ", ";
            appendNumber(out, matrix(row, column));
        }
        out += ']';
    }
    out += ']';
}

QByteArray resultToJson(const AttentionResult &result)
{
    QByteArray out = "{\n  \"engine\": \"" + result.engine.toUtf8() + "\",\n  \"heads\": [";
    for (size_t index = 0; index < result.heads.size(); ++index) {
        const HeadResult &head = result.heads[index];
        out += index == 0 ? "\n    {" : ",\n    {";
        const std::pair<const char *, const MatrixF *> stages[] = {
            {"q", &head.q},           {"k", &head.k},         {"v", &head.v},
            {"scores", &head.scores}, {"scaled", &head.scaled}, {"masked", &head.masked},
            {"weights", &head.weights}, {"output", &head.output}};
        for (const auto &[key, matrix] : stages) {
            out += "\n      \"" + QByteArray(key) + "\": ";
            appendMatrix(out, *matrix);
            out += ',';
        }
        out += "\n      \"fully_masked_rows\": [";
        for (size_t row = 0; row < head.fullyMaskedRows.size(); ++row)
            out += (row == 0 ? "" : ", ") + QByteArray::number(qlonglong(head.fullyMaskedRows[row]));
        out += "]\n    }";
    }
    out += "\n  ],\n  \"concat\": ";
    appendMatrix(out, result.concat);
    out += ",\n  \"output\": ";
    appendMatrix(out, result.output);
    out += "\n}\n";
    return out;
}

} // namespace attn
