#include "CheckpointFiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QtEndian>

namespace attn {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointFiles)
};

/// safetensors: an 8-byte little-endian header length that fits the file, then the header's "{".
bool hasSafetensorsHeader(const QByteArray &start, qint64 fileBytes)
{
    if (start.size() < 9)
        return false;
    const quint64 headerBytes = qFromLittleEndian<quint64>(start.constData());
    return headerBytes >= 2 && headerBytes <= quint64(fileBytes - 8) && start.at(8) == '{';
}

} // namespace

QString checkpointFileKind(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return {};
    QFile file(path);
    const QByteArray start = file.open(QIODevice::ReadOnly) ? file.read(16) : QByteArray();
    if (hasSafetensorsHeader(start, info.size()) || info.suffix() == QLatin1String("safetensors"))
        return Text::tr("a safetensors checkpoint");
    const QString name = info.fileName();
    static const QHash<QString, const char *> kinds = {
        {QStringLiteral("config.json"), QT_TRANSLATE_NOOP("CheckpointFiles", "a model's configuration (config.json)")},
        {QStringLiteral("model.safetensors.index.json"), QT_TRANSLATE_NOOP("CheckpointFiles", "a checkpoint's index of shards")},
        {QStringLiteral("vocab.json"), QT_TRANSLATE_NOOP("CheckpointFiles", "a tokenizer's vocabulary")},
        {QStringLiteral("vocab.txt"), QT_TRANSLATE_NOOP("CheckpointFiles", "a tokenizer's vocabulary")},
        {QStringLiteral("merges.txt"), QT_TRANSLATE_NOOP("CheckpointFiles", "a tokenizer's merges")},
        {QStringLiteral("tokenizer.json"), QT_TRANSLATE_NOOP("CheckpointFiles", "a tokenizer")},
        {QStringLiteral("tokenizer_config.json"), QT_TRANSLATE_NOOP("CheckpointFiles", "a tokenizer's configuration")},
        {QStringLiteral("tokenizer.model"), QT_TRANSLATE_NOOP("CheckpointFiles", "a SentencePiece tokenizer")},
    };
    if (const auto kind = kinds.constFind(name); kind != kinds.constEnd())
        return QCoreApplication::translate("CheckpointFiles", *kind);
    if (info.suffix() == QLatin1String("spm"))
        return Text::tr("a SentencePiece tokenizer");
    for (const char *suffix : {"bin", "pt", "pth", "ckpt", "gguf", "onnx", "h5", "msgpack"})
        if (info.suffix() == QLatin1String(suffix))
            return Text::tr("a model's weights (.%1)").arg(QLatin1String(suffix));
    return {};
}

} // namespace attn
