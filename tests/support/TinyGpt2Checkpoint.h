#pragma once

// Small checkpoints in GPT-2's Hugging Face layout, written by the tests themselves: random weights, a
// vocabulary of the 256 byte characters plus a few merges. The weights are kept as doubles (already
// rounded to the dtype the file stores) for the tests' own reference.

#include <Eigen/Core>
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFloat16>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QtEndian>
#include <cstring>
#include <functional>
#include <map>
#include <random>

namespace attn::test {

using ReferenceMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// GPT-2's printable stand-in for each byte, written out here from the paper's rule (printable Latin-1
/// stands for itself, the rest from U+0100 on) rather than taken from the program.
inline QString byteCharacter(int byte)
{
    int next = 256;
    for (int b = 0; b < 256; ++b) {
        const bool printable = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174);
        if (b == byte)
            return QString(QChar(char16_t(printable ? b : next)));
        if (!printable)
            ++next;
    }
    return {};
}

struct TinyGpt2Checkpoint
{
    int layers = 2;
    int heads = 2;
    int width = 8;
    int positions = 12;
    QString dtype = QStringLiteral("F32");
    bool prefixed = false; ///< name tensors "transformer.<name>", as GPT2LMHeadModel saves them
    /// Pairs merged after the 256 bytes, in rank order; each adds the token of its joined pieces.
    QStringList merges = {QStringLiteral("Ġ t"), QStringLiteral("h e"), QStringLiteral("Ġt he"),
                          QStringLiteral("Ġ c"), QStringLiteral("a t"), QStringLiteral("Ġc at")};
    /// The tensors by name (without prefix), 1-D ones as one row, rounded to dtype.
    std::map<QString, ReferenceMatrix> tensors;
    std::map<QString, bool> isVector;

    int vocabulary() const { return 256 + int(merges.size()); }

    /// Random weights from a seed. Gains near 1 and small biases, as a trained model has them.
    void randomize(unsigned seed)
    {
        std::mt19937 generator(seed);
        std::normal_distribution<double> normal(0.0, 1.0);
        auto matrix = [&](const QString &name, int rows, int columns, double mean, double spread) {
            ReferenceMatrix values(rows, columns);
            for (Eigen::Index i = 0; i < values.size(); ++i)
                values.data()[i] = round(mean + spread * normal(generator));
            tensors[name] = values;
            isVector[name] = false;
        };
        auto vector = [&](const QString &name, int columns, double mean, double spread) {
            matrix(name, 1, columns, mean, spread);
            isVector[name] = true;
        };
        const double w = 1.0 / std::sqrt(double(width));
        matrix(QStringLiteral("wte.weight"), vocabulary(), width, 0, 1.0);
        matrix(QStringLiteral("wpe.weight"), positions, width, 0, 0.5);
        for (int l = 0; l < layers; ++l) {
            const QString p = QStringLiteral("h.%1.").arg(l);
            vector(p + "ln_1.weight", width, 1, 0.1);
            vector(p + "ln_1.bias", width, 0, 0.1);
            matrix(p + "attn.c_attn.weight", width, 3 * width, 0, 2 * w);
            vector(p + "attn.c_attn.bias", 3 * width, 0, 0.2);
            matrix(p + "attn.c_proj.weight", width, width, 0, w);
            vector(p + "attn.c_proj.bias", width, 0, 0.1);
            vector(p + "ln_2.weight", width, 1, 0.1);
            vector(p + "ln_2.bias", width, 0, 0.1);
            matrix(p + "mlp.c_fc.weight", width, 4 * width, 0, w);
            vector(p + "mlp.c_fc.bias", 4 * width, 0, 0.1);
            matrix(p + "mlp.c_proj.weight", 4 * width, width, 0, 0.5 * w);
            vector(p + "mlp.c_proj.bias", width, 0, 0.1);
        }
        vector(QStringLiteral("ln_f.weight"), width, 1, 0.1);
        vector(QStringLiteral("ln_f.bias"), width, 0, 0.1);
    }

    /// A value as the file's dtype holds it.
    double round(double value) const
    {
        const float single = float(value);
        if (dtype == QLatin1String("F16"))
            return double(float(qfloat16(single)));
        if (dtype == QLatin1String("BF16")) {
            quint32 bits;
            std::memcpy(&bits, &single, 4);
            bits &= 0xFFFF0000u;
            float truncated;
            std::memcpy(&truncated, &bits, 4);
            return double(truncated);
        }
        return double(single);
    }

    QByteArray encode(const ReferenceMatrix &values) const
    {
        QByteArray bytes;
        for (Eigen::Index i = 0; i < values.size(); ++i) {
            const float single = float(values.data()[i]);
            quint32 bits;
            std::memcpy(&bits, &single, 4);
            if (dtype == QLatin1String("F32")) {
                char out[4];
                qToLittleEndian<quint32>(bits, out);
                bytes.append(out, 4);
            } else {
                char out[2];
                quint16 half = quint16(bits >> 16);
                if (dtype == QLatin1String("F16")) {
                    const qfloat16 value(single);
                    std::memcpy(&half, &value, 2);
                }
                qToLittleEndian<quint16>(half, out);
                bytes.append(out, 2);
            }
        }
        return bytes;
    }

    /// The header and the data of model.safetensors, before they are joined: what tests tamper with.
    void safetensorsParts(QJsonObject &header, QByteArray &data) const
    {
        for (const auto &[name, values] : tensors) {
            QJsonObject entry;
            entry[QStringLiteral("dtype")] = dtype;
            QJsonArray shape;
            if (!isVector.at(name))
                shape.append(int(values.rows()));
            shape.append(int(values.cols()));
            entry[QStringLiteral("shape")] = shape;
            const QByteArray bytes = encode(values);
            entry[QStringLiteral("data_offsets")] = QJsonArray{int(data.size()), int(data.size() + bytes.size())};
            data += bytes;
            header[(prefixed ? QStringLiteral("transformer.") : QString()) + name] = entry;
        }
        header[QStringLiteral("__metadata__")] = QJsonObject{{QStringLiteral("format"), QStringLiteral("pt")}};
    }

    /// The 8-byte length, the header padded with spaces to a multiple of 8 (as Hugging Face's writer
    /// does), the data.
    static QByteArray joinSafetensors(const QJsonObject &header, const QByteArray &data)
    {
        QByteArray headerText = QJsonDocument(header).toJson(QJsonDocument::Compact);
        while (headerText.size() % 8 != 0)
            headerText += ' ';
        char length[8];
        qToLittleEndian<quint64>(quint64(headerText.size()), length);
        return QByteArray(length, 8) + headerText + data;
    }

    QJsonObject config() const
    {
        return {{QStringLiteral("model_type"), QStringLiteral("gpt2")},
                {QStringLiteral("n_layer"), layers},
                {QStringLiteral("n_head"), heads},
                {QStringLiteral("n_embd"), width},
                {QStringLiteral("n_positions"), positions},
                {QStringLiteral("vocab_size"), vocabulary()},
                {QStringLiteral("layer_norm_epsilon"), 1e-5},
                {QStringLiteral("activation_function"), QStringLiteral("gelu_new")}};
    }

    QJsonObject vocabularyJson() const
    {
        QJsonObject ids;
        for (int byte = 0; byte < 256; ++byte)
            ids[byteCharacter(byte)] = byte;
        for (qsizetype m = 0; m < merges.size(); ++m)
            ids[QString(merges[m]).remove(u' ')] = 256 + int(m);
        return ids;
    }

    /// Writes the four files into folder; the tamper hook may change the safetensors header and data first.
    bool write(const QString &folder,
               const std::function<void(QJsonObject &, QByteArray &)> &tamper = {}) const
    {
        QDir().mkpath(folder);
        QJsonObject header;
        QByteArray data;
        safetensorsParts(header, data);
        if (tamper)
            tamper(header, data);
        return writeFile(folder + QStringLiteral("/config.json"), QJsonDocument(config()).toJson()) &&
               writeFile(folder + QStringLiteral("/vocab.json"), QJsonDocument(vocabularyJson()).toJson()) &&
               writeFile(folder + QStringLiteral("/merges.txt"), ("#version: 0.2\n" + merges.join(u'\n') + u'\n').toUtf8()) &&
               writeFile(folder + QStringLiteral("/model.safetensors"), joinSafetensors(header, data));
    }

    static bool writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
    }
};

} // namespace attn::test
