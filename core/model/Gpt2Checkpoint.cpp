#include "Gpt2Checkpoint.h"

#include "ModelMemory.h"
#include "io/RegularFile.h"
#include "scenario/JsonChecks.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <cmath>

namespace attn {

namespace {

/// The files of a checkpoint's folder, named once for the reader and for gpt2CheckpointFiles.
constexpr const char *kConfigFile = "config.json";
constexpr const char *kVocabularyFile = "vocab.json";
constexpr const char *kMergesFile = "merges.txt";
constexpr const char *kWeightsFile = "model.safetensors";

/// The longest vocabulary and widths a checkpoint may declare: far beyond GPT-2 XL (50257 tokens, width
/// 1600, 48 layers), and small enough that products of them cannot overflow.
constexpr int kMaxVocabulary = 1 << 22;
constexpr int kMaxWidth = 1 << 16;
constexpr int kMaxLayers = 1024;
constexpr int kMaxPositions = 1 << 20;

/// The largest config.json read: a model's configuration is a few kilobytes.
constexpr qint64 kMaxConfigBytes = 1 << 20;

QString readConfig(const QString &path, Gpt2Config &config)
{
    QString error;
    const std::optional<QByteArray> bytes =
        readRegularFile(path, kMaxConfigBytes, QCoreApplication::translate("Gpt2Checkpoint", "model configuration"), &error);
    if (!bytes)
        return error;
    const QByteArray &text = *bytes;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return path + QStringLiteral(": ") + QCoreApplication::translate("JsonReading", "not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
    if (!document.isObject())
        return path + QStringLiteral(": ") + QCoreApplication::translate("JsonReading", "expected a JSON object");
    if (const std::optional<ScenarioProblem> duplicate = findDuplicateKey(text))
        return path + QStringLiteral(": ") + duplicate->toString();
    if (const std::optional<qsizetype> control = rawControlInString(text))
        return path + QStringLiteral(": ") +
               QCoreApplication::translate("JsonReading", "byte %1: a string holds a raw control character; JSON writes it escaped")
                   .arg(*control + 1);
    const QJsonObject object = document.object();
    const QString modelType = object.value(QLatin1String("model_type")).toString(QStringLiteral("gpt2"));
    if (modelType != QLatin1String("gpt2"))
        return path + QStringLiteral(": ") + QCoreApplication::translate("Gpt2Checkpoint", "model_type is '%1'; this program reads GPT-2 checkpoints (\"gpt2\")").arg(modelType);
    auto integer = [&](const char *key, int minimum, int maximum, int *out) -> QString {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined())
            return path + QStringLiteral(": ") + QCoreApplication::translate("Gpt2Checkpoint", "%1 is missing").arg(QLatin1String(key));
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < minimum || number > maximum || number != int(number))
            return path + QStringLiteral(": ") + QCoreApplication::translate("Gpt2Checkpoint", "%1 must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(minimum).arg(maximum);
        *out = int(number);
        return {};
    };
    for (const QString &problem : {integer("n_layer", 1, kMaxLayers, &config.layers), integer("n_head", 1, kMaxWidth, &config.heads),
                                   integer("n_embd", 1, kMaxWidth, &config.width),
                                   integer("n_positions", 1, kMaxPositions, &config.positions),
                                   integer("vocab_size", 1, kMaxVocabulary, &config.vocabulary)})
        if (!problem.isEmpty())
            return problem;
    if (config.width % config.heads != 0)
        return path + QStringLiteral(": ") +
               QCoreApplication::translate("Gpt2Checkpoint", "n_embd (%1) must be a multiple of n_head (%2), each head taking n_embd / n_head")
                   .arg(config.width)
                   .arg(config.heads);
    const QJsonValue epsilon = object.value(QLatin1String("layer_norm_epsilon"));
    if (!epsilon.isUndefined()) {
        if (!epsilon.isDouble() || !(epsilon.toDouble() > 0) || epsilon.toDouble() > 1)
            return path + QStringLiteral(": ") +
                   QCoreApplication::translate("Gpt2Checkpoint", "layer_norm_epsilon must be a number above 0 and at most 1");
        config.layerNormEpsilon = epsilon.toDouble();
    }
    const QString activation = object.value(QLatin1String("activation_function")).toString(QStringLiteral("gelu_new"));
    if (activation == QLatin1String("gelu_new") || activation == QLatin1String("gelu_pytorch_tanh"))
        config.gelu = GeluFormula::Tanh;
    else if (activation == QLatin1String("gelu"))
        config.gelu = GeluFormula::Erf;
    else
        return path + QStringLiteral(": ") +
               QCoreApplication::translate("Gpt2Checkpoint", "activation_function '%1' is not one this program computes (gelu_new, "
                                                             "gelu_pytorch_tanh, gelu)")
                   .arg(activation);
    return {};
}

/// Finds and reads the tensors of one file, checking each shape against what the configuration implies.
class TensorReader
{
public:
    explicit TensorReader(const SafetensorsFile &file) : m_file(file)
    {
        // Checkpoints saved from GPT2LMHeadModel name every tensor "transformer.<name>", those saved from
        // GPT2Model do not.
        m_prefix = file.find(QStringLiteral("wte.weight")) ? QString() : QStringLiteral("transformer.");
    }

    /// The tensor, or an empty tensor with error() set.
    FloatTensor take(const QString &name, std::vector<qint64> shape)
    {
        if (!m_error.isEmpty())
            return {};
        const QString fullName = m_prefix + name;
        const TensorEntry *entry = m_file.find(fullName);
        if (!entry) {
            refuse(QCoreApplication::translate("Gpt2Checkpoint", "has no tensor '%1' (nor '%2')")
                       .arg(name, name == fullName ? QStringLiteral("transformer.") + name : fullName));
            return {};
        }
        if (entry->shape != shape) {
            refuse(QCoreApplication::translate("Gpt2Checkpoint", "tensor '%1' has shape %2, but config.json's sizes need %3")
                       .arg(fullName, tensorShapeText(entry->shape), tensorShapeText(shape)));
            return {};
        }
        if (!entry->type) {
            refuse(QCoreApplication::translate("Gpt2Checkpoint", "tensor '%1' holds %2; weights must be F32, F16 or BF16")
                       .arg(fullName, entry->dtype));
            return {};
        }
        QString readError;
        std::optional<FloatTensor> read = m_file.read(*entry, &readError);
        if (!read) {
            m_error = readError;
            return {};
        }
        FloatTensor tensor = std::move(*read);
        // A NaN or an infinity in the weights makes every number after it NaN (the window would draw "nan" in
        // every cell, the JSON null): refused here, named, rather than shown.
        const Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>> weights = tensor.matrix();
        if (!weights.allFinite()) {
            Eigen::Index row = 0, column = 0;
            weights.unaryExpr([](float value) { return std::isfinite(value) ? 0.0f : 1.0f; }).maxCoeff(&row, &column);
            refuse(QCoreApplication::translate("Gpt2Checkpoint", "tensor '%1' holds %2 at [%3, %4]; weights must be finite numbers")
                       .arg(fullName, QString::number(double(weights(row, column))))
                       .arg(row)
                       .arg(column));
            return {};
        }
        return tensor;
    }
    LayerNormWeights layerNorm(const QString &name, qint64 width)
    {
        LayerNormWeights weights;
        weights.gain = take(name + QStringLiteral(".weight"), {width});
        weights.bias = take(name + QStringLiteral(".bias"), {width});
        return weights;
    }
    AffineWeights affine(const QString &name, qint64 inputs, qint64 outputs)
    {
        AffineWeights weights;
        weights.weight = take(name + QStringLiteral(".weight"), {inputs, outputs});
        weights.bias = take(name + QStringLiteral(".bias"), {outputs});
        return weights;
    }
    const QString &error() const { return m_error; }

    /// The first tensor of a block past config.json's n_layer ("h.2.attn.c_attn.bias" where n_layer is 2), or
    /// an empty string. Such weights would be left out of the pass without a word: config.json and the weights
    /// are then of different models, or the configuration was cut.
    QString firstTensorBeyond(int layers) const
    {
        const QString blockPrefix = m_prefix + QStringLiteral("h.");
        QString first;
        qint64 firstLayer = 0;
        for (const auto &[name, entry] : m_file.tensors()) {
            if (!name.startsWith(blockPrefix))
                continue;
            bool isLayer = false;
            const qint64 layer = QStringView(name).mid(blockPrefix.size()).split(u'.').first().toLongLong(&isLayer);
            // By layer, then by name: h.2 before h.10, which the map's order of names puts first.
            if (isLayer && layer >= layers && (first.isEmpty() || layer < firstLayer)) {
                first = name;
                firstLayer = layer;
            }
        }
        return first;
    }

private:
    /// Keeps the first problem, after the file's path.
    void refuse(const QString &problem) { m_error = m_file.path() + QStringLiteral(": ") + problem; }

    const SafetensorsFile &m_file;
    QString m_prefix;
    QString m_error;
};

} // namespace

QStringList gpt2CheckpointFiles(const QString &folder)
{
    const QDir directory(folder);
    QStringList files;
    for (const char *name : {kConfigFile, kVocabularyFile, kMergesFile, kWeightsFile})
        files << directory.filePath(QLatin1String(name));
    return files;
}

Gpt2LoadResult loadGpt2Folder(const QString &folder, Gpt2Read read)
{
    auto model = std::make_unique<Gpt2Model>();
    model->folder = folder;
    // An empty name (a script's unset variable) is QDir's current folder: "./config.json: No such file".
    if (folder.isEmpty())
        return {nullptr, QCoreApplication::translate("Gpt2Checkpoint", "the checkpoint folder's name is empty")};
    const QDir directory(folder);
    if (QFileInfo(folder).isFile())
        return {nullptr, folder + QStringLiteral(": ") +
                             QCoreApplication::translate("Gpt2Checkpoint", "is a file, not a checkpoint folder (a folder of config.json, "
                                                                           "model.safetensors, vocab.json and merges.txt)")};
    if (!directory.exists())
        return {nullptr, folder + QStringLiteral(": ") + QCoreApplication::translate("Gpt2Checkpoint", "no such folder")};
    QString error = readConfig(directory.filePath(QLatin1String(kConfigFile)), model->config);
    if (!error.isEmpty())
        return {nullptr, error};
    const Gpt2Config &config = model->config;

    TokenizerReadResult tokenizer = BytePairTokenizer::read(directory.filePath(QLatin1String(kVocabularyFile)),
                                                            directory.filePath(QLatin1String(kMergesFile)), config.vocabulary);
    if (!tokenizer.tokenizer)
        return {nullptr, tokenizer.error};
    model->tokenizer = std::move(tokenizer.tokenizer);

    SafetensorsOpenResult opened = SafetensorsFile::open(directory.filePath(QLatin1String(kWeightsFile)));
    if (!opened.file)
        return {nullptr, opened.error};
    const SafetensorsFile &weightsFile = *opened.file;
    model->weightBytes = weightsFile.float32Bytes();
    model->tokenizerFileBytes = QFileInfo(directory.filePath(QLatin1String(kVocabularyFile))).size() +
                                QFileInfo(directory.filePath(QLatin1String(kMergesFile))).size();
    if (read == Gpt2Read::WithoutWeights)
        return {std::move(model), {}};
    // Before a tensor is read, so that a float16 checkpoint widened beyond memory is refused rather than
    // ending in std::bad_alloc. The pass over one token is counted too, so that a model that loads can run.
    const ModelMemoryEstimate estimate = estimateModelMemory(config, model->weightBytes, 0, 1);
    if (const QString shortfall = memoryShortfall(estimate.weights + estimate.pass(),
                                                  QCoreApplication::translate("Gpt2Checkpoint", "%1: its weights as float32")
                                                      .arg(weightsFile.path()));
        !shortfall.isEmpty())
        return {nullptr, shortfall};

    TensorReader reader(weightsFile);
    const qint64 width = config.width;
    model->tokenEmbedding = reader.take(QStringLiteral("wte.weight"), {config.vocabulary, width});
    model->positionEmbedding = reader.take(QStringLiteral("wpe.weight"), {config.positions, width});
    for (int layer = 0; layer < config.layers && reader.error().isEmpty(); ++layer) {
        const QString name = QStringLiteral("h.%1.").arg(layer);
        Gpt2LayerWeights weights;
        weights.beforeAttention = reader.layerNorm(name + QStringLiteral("ln_1"), width);
        weights.queryKeyValue = reader.affine(name + QStringLiteral("attn.c_attn"), width, 3 * width);
        weights.attentionOutput = reader.affine(name + QStringLiteral("attn.c_proj"), width, width);
        weights.beforeMlp = reader.layerNorm(name + QStringLiteral("ln_2"), width);
        weights.mlpIn = reader.affine(name + QStringLiteral("mlp.c_fc"), width, 4 * width);
        weights.mlpOut = reader.affine(name + QStringLiteral("mlp.c_proj"), 4 * width, width);
        model->layers.push_back(std::move(weights));
    }
    model->finalNorm = reader.layerNorm(QStringLiteral("ln_f"), width);
    if (!reader.error().isEmpty())
        return {nullptr, reader.error()};
    if (const QString beyond = reader.firstTensorBeyond(config.layers); !beyond.isEmpty())
        return {nullptr, weightsFile.path() + QStringLiteral(": ") +
                             QCoreApplication::translate("Gpt2Checkpoint", "tensor '%1' is beyond n_layer %2 of config.json (blocks "
                                                                           "h.0 to h.%3); the configuration and the weights disagree")
                                 .arg(beyond)
                                 .arg(config.layers)
                                 .arg(config.layers - 1)};
    return {std::move(model), {}};
}

} // namespace attn
