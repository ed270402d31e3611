#include "ModelJson.h"

#include "ResultJson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonArray>

namespace attn {

namespace {

/// A string as JSON writes it, quotes and escapes included.
QByteArray jsonString(const QString &text)
{
    // A one-element array is the shortest way to have Qt escape a string; its brackets are cut off.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

bool writeModelJson(QIODevice &device, const Gpt2Model &model, const ModelTrace &trace, int top)
{
    QByteArray out = "{\n  \"engine\": " + jsonString(trace.engine) + ",\n  \"tokens\": [";
    for (size_t i = 0; i < trace.tokenIds.size(); ++i)
        out += (i == 0 ? "" : ", ") + QByteArray("{\"id\": ") + QByteArray::number(trace.tokenIds[i]) +
               ", \"text\": " + jsonString(model.tokenizer->decode(trace.tokenIds[i])) + '}';
    out += "],\n  \"next\": [";
    const std::vector<NextToken> next = likeliestTokens(trace, top);
    for (size_t i = 0; i < next.size(); ++i) {
        out += (i == 0 ? "" : ", ") + QByteArray("{\"id\": ") + QByteArray::number(next[i].id) +
               ", \"text\": " + jsonString(model.tokenizer->decode(next[i].id)) + ", \"p\": ";
        appendNumber(out, next[i].probability);
        out += '}';
    }
    out += "],\n  \"layers\": [";
    for (size_t l = 0; l < trace.layers.size(); ++l) {
        out += l == 0 ? "\n    {\"heads\": [" : ",\n    {\"heads\": [";
        const std::vector<MatrixF> &heads = trace.layers[l].weights;
        for (size_t h = 0; h < heads.size(); ++h) {
            out += h == 0 ? "\n      {\"weights\": [" : ",\n      {\"weights\": [";
            for (Eigen::Index row = 0; row < heads[h].rows(); ++row) {
                if (row > 0)
                    out += ", ";
                appendRow(out, heads[h], row);
            }
            out += "]}";
        }
        out += "\n    ]}";
        if (device.write(out) != out.size())
            return false;
        out.clear();
    }
    out += "\n  ]\n}\n";
    return device.write(out) == out.size();
}

} // namespace attn
