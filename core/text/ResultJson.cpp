#include "ResultJson.h"

#include <QBuffer>

#include <charconv>
#include <cmath>

namespace attn {

QString shortestDecimal(float value)
{
    char buffer[32];
    const std::to_chars_result written = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, int(written.ptr - buffer));
}

void appendNumber(QByteArray &out, float value)
{
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    out += shortestDecimal(value).toLatin1();
}

void appendRow(QByteArray &out, const MatrixF &matrix, Eigen::Index row)
{
    out += '[';
    for (Eigen::Index column = 0; column < matrix.cols(); ++column) {
        if (column > 0)
            out += ", ";
        appendNumber(out, matrix(row, column));
    }
    out += ']';
}

namespace {

/// Collects text and hands it to the device in pieces of about a megabyte.
class ChunkedWriter
{
public:
    explicit ChunkedWriter(QIODevice &out) : m_out(out) {}

    QByteArray &text() { return m_text; }
    /// Writes what has gathered once it is large enough (or always, at the end).
    bool pass(bool force = false)
    {
        if (!m_ok || (!force && m_text.size() < kChunkBytes))
            return m_ok;
        m_ok = m_out.write(m_text) == m_text.size();
        m_text.clear();
        return m_ok;
    }

private:
    static constexpr qsizetype kChunkBytes = 1 << 20;
    QIODevice &m_out;
    QByteArray m_text;
    bool m_ok = true;
};

bool writeMatrix(ChunkedWriter &writer, const MatrixF &matrix)
{
    QByteArray &out = writer.text();
    out += '[';
    for (Eigen::Index row = 0; row < matrix.rows(); ++row) {
        if (row > 0)
            out += ", ";
        appendRow(out, matrix, row);
        if (!writer.pass())
            return false;
    }
    out += ']';
    return true;
}

} // namespace

bool writeResultJson(QIODevice &device, const AttentionResult &result)
{
    ChunkedWriter writer(device);
    QByteArray &out = writer.text();
    out += "{\n  \"engine\": \"" + result.engine.toUtf8() + "\",\n  \"heads\": [";
    for (size_t index = 0; index < result.heads.size(); ++index) {
        const HeadResult &head = result.heads[index];
        out += index == 0 ? "\n    {" : ",\n    {";
        const std::pair<const char *, const MatrixF *> stages[] = {
            {"q", &head.q},           {"k", &head.k},         {"v", &head.v},
            {"scores", &head.scores}, {"scaled", &head.scaled}, {"masked", &head.masked},
            {"weights", &head.weights}, {"output", &head.output}};
        for (const auto &[key, matrix] : stages) {
            out += "\n      \"" + QByteArray(key) + "\": ";
            if (!writeMatrix(writer, *matrix))
                return false;
            out += ',';
        }
        out += "\n      \"fully_masked_rows\": [";
        for (size_t row = 0; row < head.fullyMaskedRows.size(); ++row)
            out += (row == 0 ? "" : ", ") + QByteArray::number(qlonglong(head.fullyMaskedRows[row]));
        out += "]\n    }";
    }
    out += "\n  ],\n  \"concat\": ";
    if (!writeMatrix(writer, result.concat))
        return false;
    out += ",\n  \"output\": ";
    if (!writeMatrix(writer, result.output))
        return false;
    out += "\n}\n";
    return writer.pass(true);
}

QByteArray resultToJson(const AttentionResult &result)
{
    QByteArray json;
    QBuffer buffer(&json);
    buffer.open(QIODevice::WriteOnly);
    writeResultJson(buffer, result);
    return json;
}

} // namespace attn
