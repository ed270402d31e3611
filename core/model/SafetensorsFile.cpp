#include "SafetensorsFile.h"

#include "scenario/JsonReading.h"
#include "io/RegularFile.h"
#include "scenario/JsonChecks.h"
#include "base/EnumKeys.h"

#include <QCoreApplication>
#include <QFloat16>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QtEndian>
#include <algorithm>
#include <cmath>
#include <optional>
#include <cstring>
#include <limits>

namespace attn {

/// The keys of TensorType in files, settings and on the command line, in the order they are listed.
constexpr auto kTensorTypeKeys = enumKeys<TensorType>({
    {TensorType::Float32, "F32"},
    {TensorType::Float16, "F16"},
    {TensorType::BFloat16, "BF16"},
});

QString tensorTypeKey(TensorType value)
{
    return kTensorTypeKeys.key(value);
}

std::optional<TensorType> tensorTypeFromKey(const QString &key)
{
    return kTensorTypeKeys.fromKey(key);
}

namespace {

/// The messages in the language the window speaks (English on the command line); the file's path, the
/// tensors' names, the dtypes and the numbers stay as the file writes them.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SafetensorsFile)
};

/// The largest checkpoint file read: eight times GPT-2 XL's float32 weights (6.2 GB), far beyond what the
/// memory estimate lets a pass take on a desktop, and a bound on the offsets a header may name.
constexpr qint64 kMaxCheckpointBytes = 64LL << 30;

/// The format's own limit on the header, which keeps a corrupt length from asking for gigabytes.
constexpr qint64 kMaxHeaderBytes = 100 * 1000 * 1000;

/// The bytes per element of every dtype the format defines; 0 for a name it does not define.
qint64 dtypeBytes(const QString &dtype)
{
    static const QHash<QString, qint64> bytes = {
        {QStringLiteral("BOOL"), 1}, {QStringLiteral("U8"), 1},      {QStringLiteral("I8"), 1},
        {QStringLiteral("F8_E5M2"), 1}, {QStringLiteral("F8_E4M3"), 1}, {QStringLiteral("I16"), 2},
        {QStringLiteral("U16"), 2},  {QStringLiteral("F16"), 2},     {QStringLiteral("BF16"), 2},
        {QStringLiteral("I32"), 4},  {QStringLiteral("U32"), 4},     {QStringLiteral("F32"), 4},
        {QStringLiteral("I64"), 8},  {QStringLiteral("U64"), 8},     {QStringLiteral("F64"), 8},
    };
    return bytes.value(dtype, 0);
}

/// A JSON number that is a whole number in [0, 2^53), the range a double holds exactly.
std::optional<qint64> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!(number >= 0) || number >= 9007199254740992.0 || number != std::floor(number))
        return std::nullopt;
    return qint64(number);
}

QString shapeLargerThanAnyFile(const QString &name, const std::vector<qint64> &shape)
{
    return Text::tr("tensor '%1': shape %2 is larger than any file").arg(name, tensorShapeText(shape));
}

/// One header entry, checked on its own: the dtype, the shape, the offsets and that the bytes between
/// them are exactly what the shape needs. Returns the reason when it is not.
QString parseEntry(const QString &name, const QJsonValue &value, TensorEntry &entry)
{
    if (!value.isObject())
        return Text::tr("tensor '%1': expected an object with dtype, shape and data_offsets").arg(name);
    const QJsonObject object = value.toObject();
    // toString() of a number or a missing key is "": "unknown dtype ''" named neither.
    const QJsonValue dtypeValue = object.value(QLatin1String("dtype"));
    if (!dtypeValue.isString())
        return dtypeValue.isUndefined() ? Text::tr("tensor '%1': dtype is missing").arg(name)
                                        : Text::tr("tensor '%1': dtype is not a string (found %2)").arg(name, json::typeName(dtypeValue));
    const QString dtype = dtypeValue.toString();
    const qint64 bytesPerElement = dtypeBytes(dtype);
    if (bytesPerElement == 0)
        return Text::tr("tensor '%1': unknown dtype '%2' (safetensors defines F64, F32, F16, BF16, F8_E4M3, "
                        "F8_E5M2, I64 to I8, U64 to U8 and BOOL)")
            .arg(name, dtype);
    entry.dtype = dtype;
    entry.type = tensorTypeFromKey(dtype);
    const QJsonValue shape = object.value(QLatin1String("shape"));
    if (!shape.isArray())
        return Text::tr("tensor '%1': shape is not a list of sizes").arg(name);
    qint64 elements = 1;
    for (const QJsonValue &extentValue : shape.toArray()) {
        const std::optional<qint64> extent = wholeNumber(extentValue);
        if (!extent)
            return Text::tr("tensor '%1': shape holds something other than a size").arg(name);
        entry.shape.push_back(*extent);
        // 2^62 bytes is past any file; stopping there keeps the product from overflowing.
        if (*extent != 0 && elements > (qint64(1) << 62) / *extent)
            return shapeLargerThanAnyFile(name, entry.shape);
        elements *= *extent;
    }
    const QJsonArray offsets = object.value(QLatin1String("data_offsets")).toArray();
    const QString badOffsets = Text::tr("tensor '%1': data_offsets is not [begin, end] with begin <= end").arg(name);
    if (offsets.size() != 2)
        return badOffsets;
    const std::optional<qint64> begin = wholeNumber(offsets[0]);
    const std::optional<qint64> end = wholeNumber(offsets[1]);
    if (!begin || !end)
        return badOffsets;
    entry.begin = begin.value();
    entry.end = end.value();
    if (entry.end < entry.begin)
        return badOffsets;
    if (elements > (qint64(1) << 62) / bytesPerElement)
        return shapeLargerThanAnyFile(name, entry.shape);
    const qint64 needed = elements * bytesPerElement;
    if (entry.end - entry.begin != needed)
        return Text::tr("tensor '%1': shape %2 of %3 needs %4 bytes, but data_offsets [%5, %6] hold %7")
            .arg(name, tensorShapeText(entry.shape), dtype)
            .arg(needed)
            .arg(entry.begin)
            .arg(entry.end)
            .arg(entry.end - entry.begin);
    return {};
}

QString offsetsPastTheData(const QString &name, const TensorEntry &entry, qint64 dataBytes)
{
    return Text::tr("tensor '%1': data_offsets [%2, %3] lie past the end of the data (%4 bytes)")
        .arg(name)
        .arg(entry.begin)
        .arg(entry.end)
        .arg(dataBytes);
}

/// Where the tensors' bytes lie: each inside the data, none over another. A file cut short (the usual
/// interrupted download) is told apart from a header that points outside its file: in the first the
/// tensors follow one another from offset 0 without a gap, as every writer lays them out, and only the
/// end is missing.
QString checkPlacement(const std::map<QString, TensorEntry> &tensors, qint64 dataBytes)
{
    std::vector<std::pair<QString, const TensorEntry *>> byOffset;
    for (const auto &[name, entry] : tensors) {
        if (entry.end > entry.begin) // empty tensors take no bytes and overlap nothing
            byOffset.emplace_back(name, &entry);
        else if (entry.begin > dataBytes) // but they too must point inside the file
            return offsetsPastTheData(name, entry, dataBytes);
    }
    std::sort(byOffset.begin(), byOffset.end(),
              [](const auto &a, const auto &b) { return a.second->begin < b.second->begin; });
    for (size_t i = 1; i < byOffset.size(); ++i)
        if (byOffset[i].second->begin < byOffset[i - 1].second->end)
            return Text::tr("tensors '%1' and '%2' overlap (bytes %3 to %4 of the data belong to both)")
                .arg(byOffset[i - 1].first, byOffset[i].first)
                .arg(byOffset[i].second->begin)
                .arg(std::min(byOffset[i].second->end, byOffset[i - 1].second->end));
    bool contiguous = byOffset.empty() || byOffset.front().second->begin == 0;
    for (size_t i = 1; i < byOffset.size() && contiguous; ++i)
        contiguous = byOffset[i].second->begin == byOffset[i - 1].second->end;
    const qint64 described = byOffset.empty() ? 0 : byOffset.back().second->end;
    if (described > dataBytes && contiguous)
        return Text::tr("the file is truncated: its header describes %1 bytes of tensor data, but only %2 "
                        "follow the header (an interrupted download or copy?)")
            .arg(described)
            .arg(dataBytes);
    for (const auto &[name, entry] : byOffset)
        if (entry->end > dataBytes)
            return offsetsPastTheData(name, *entry, dataBytes);
    return {};
}

} // namespace

QString tensorShapeText(const std::vector<qint64> &shape)
{
    QStringList parts;
    for (qint64 extent : shape)
        parts << QString::number(extent);
    return u'[' + parts.join(QStringLiteral(", ")) + u']';
}

FloatTensor::FloatTensor(std::vector<float> owned, Eigen::Index rows, Eigen::Index columns)
    : m_owned(std::move(owned)), m_data(m_owned.data()), m_rows(rows), m_columns(columns)
{
}

SafetensorsOpenResult SafetensorsFile::open(const QString &path)
{
    std::unique_ptr<SafetensorsFile> file(new SafetensorsFile);
    file->m_path = path;
    auto refuse = [&](const QString &reason) { return SafetensorsOpenResult{nullptr, path + QStringLiteral(": ") + reason}; };
    QString error;
    file->m_file = RegularFile::open(path, kMaxCheckpointBytes, Text::tr("checkpoint"), &error);
    if (!file->m_file)
        return {nullptr, error};
    const qint64 fileBytes = file->m_file->size();
    if (fileBytes < 8)
        return refuse(Text::tr("%1 bytes is too short for a safetensors file (the header's length alone takes 8)")
                          .arg(fileBytes));
    uchar lengthBytes[8];
    if (!file->m_file->readAt(0, lengthBytes, 8, &error))
        return {nullptr, error};
    const quint64 headerBytes = qFromLittleEndian<quint64>(lengthBytes);
    if (headerBytes > quint64(fileBytes - 8))
        return refuse(Text::tr("the header's length says %1 bytes, but the file holds only %2 after it (a wrong "
                               "header length, or not a safetensors file)")
                          .arg(headerBytes)
                          .arg(fileBytes - 8));
    if (headerBytes > quint64(kMaxHeaderBytes))
        return refuse(Text::tr("the header's length says %1 bytes, more than the format's limit of 100 MB")
                          .arg(headerBytes));
    QByteArray headerText(qsizetype(headerBytes), Qt::Uninitialized);
    if (!file->m_file->readAt(8, headerText.data(), qint64(headerBytes), &error))
        return {nullptr, error};
    QJsonParseError parseError;
    const QJsonDocument header = QJsonDocument::fromJson(headerText, &parseError);
    if (parseError.error != QJsonParseError::NoError || !header.isObject())
        return refuse(parseError.error != QJsonParseError::NoError
                          ? Text::tr("the header (%1 bytes after its length) is not a JSON object (%2 at byte %3): a wrong "
                                     "header length, or not a safetensors file")
                                .arg(headerBytes)
                                .arg(parseError.errorString())
                                .arg(8 + parseError.offset)
                          : Text::tr("the header (%1 bytes after its length) is not a JSON object: a wrong header length, or "
                                     "not a safetensors file")
                                .arg(headerBytes));
    if (const std::optional<ScenarioProblem> duplicate = findDuplicateKey(headerText))
        return refuse(Text::tr("header: %1").arg(duplicate->toString()));
    const QJsonObject entries = header.object();
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (it.key() == QLatin1String("__metadata__"))
            continue;
        TensorEntry entry;
        const QString problem = parseEntry(it.key(), it.value(), entry);
        if (!problem.isEmpty())
            return refuse(problem);
        file->m_tensors.emplace(it.key(), std::move(entry));
    }
    file->m_dataStart = 8 + qint64(headerBytes);
    file->m_dataBytes = fileBytes - 8 - qint64(headerBytes);
    const QString placement = checkPlacement(file->m_tensors, file->m_dataBytes);
    if (!placement.isEmpty())
        return refuse(placement);
    return {std::move(file), {}};
}

qint64 SafetensorsFile::float32Bytes() const
{
    qint64 bytes = 0;
    for (const auto &[name, entry] : m_tensors)
        if (entry.type)
            bytes += (entry.end - entry.begin) / dtypeBytes(entry.dtype) * qint64(sizeof(float));
    return bytes;
}

const TensorEntry *SafetensorsFile::find(const QString &name) const
{
    const auto found = m_tensors.find(name);
    return found == m_tensors.end() ? nullptr : &found->second;
}

std::optional<FloatTensor> SafetensorsFile::read(const TensorEntry &entry, QString *error) const
{
    const Eigen::Index rows = entry.shape.size() >= 2 ? Eigen::Index(entry.shape[0]) : 1;
    const TensorType type = entry.type.value();
    const qint64 elementBytes = dtypeBytes(entry.dtype);
    const Eigen::Index count = Eigen::Index((entry.end - entry.begin) / elementBytes);
    const Eigen::Index columns = rows == 0 ? 0 : count / rows;
    // Read, not mapped: a mapped file cut while it is in use kills the process with SIGBUS at the next
    // touch of a lost page, and the window with it. A read that misses bytes is an error instead. Float16
    // and bfloat16 are widened piece by piece, so the only whole copy is the float32 one the pass uses.
    std::vector<float> values(static_cast<size_t>(count));
    if (type == TensorType::Float32) {
        if (!m_file->readAt(m_dataStart + entry.begin, values.data(), qint64(count) * 4, error))
            return std::nullopt;
        if constexpr (Q_BYTE_ORDER == Q_BIG_ENDIAN)
            for (float &value : values)
                value = qFromLittleEndian(value);
        return FloatTensor(std::move(values), rows, columns);
    }
    constexpr Eigen::Index kPiece = 1 << 16;
    std::vector<quint16> halves(size_t(std::min(count, kPiece)));
    for (Eigen::Index first = 0; first < count; first += kPiece) {
        const Eigen::Index piece = std::min(kPiece, count - first);
        if (!m_file->readAt(m_dataStart + entry.begin + first * 2, halves.data(), qint64(piece) * 2, error))
            return std::nullopt;
        float *out = values.data() + first;
        if (type == TensorType::Float16) {
            for (Eigen::Index i = 0; i < piece; ++i)
                halves[size_t(i)] = qFromLittleEndian(halves[size_t(i)]);
            qFloatFromFloat16(out, reinterpret_cast<const qfloat16 *>(halves.data()), piece);
        } else {
            for (Eigen::Index i = 0; i < piece; ++i) {
                const quint32 bits = quint32(qFromLittleEndian(halves[size_t(i)])) << 16;
                std::memcpy(out + i, &bits, sizeof(float));
            }
        }
    }
    return FloatTensor(std::move(values), rows, columns);
}

} // namespace attn
