#pragma once

#include "io/RegularFile.h"

#include <Eigen/Core>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace attn {

/// The element types this program reads from a checkpoint; every one becomes float32 in memory.
enum class TensorType {
    Float32,
    Float16,
    BFloat16, ///< float32's sign, exponent and top 7 mantissa bits: a float32 whose low 16 bits are zero
};

/// One tensor as the file's header describes it. Offsets count from the first byte after the header.
struct TensorEntry
{
    QString dtype;                  ///< as the header writes it: "F32", "I64", ...
    std::optional<TensorType> type; ///< nothing for dtypes that are not read as numbers here (BOOL, I64...)
    std::vector<qint64> shape;
    qint64 begin = 0;
    qint64 end = 0;
};

/// A tensor's numbers as float32, rows x columns (a vector is 1 x n), in memory of its own: float16 and
/// bfloat16 are widened as they are read.
class FloatTensor
{
public:
    FloatTensor() = default;
    FloatTensor(std::vector<float> owned, Eigen::Index rows, Eigen::Index columns);
    FloatTensor(FloatTensor &&) = default;
    FloatTensor &operator=(FloatTensor &&) = default;

    Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>> matrix() const
    {
        return {m_data, m_rows, m_columns};
    }
    /// Row r as a row vector (for embeddings and for 1-row tensors such as biases).
    Eigen::Map<const Eigen::RowVectorXf> row(Eigen::Index r) const { return {m_data + r * m_columns, m_columns}; }
    Eigen::Index rows() const { return m_rows; }
    Eigen::Index columns() const { return m_columns; }

private:
    std::vector<float> m_owned;
    const float *m_data = nullptr;
    Eigen::Index m_rows = 0;
    Eigen::Index m_columns = 0;
};

class SafetensorsFile;

/// A file that was read, or why it was refused.
struct SafetensorsOpenResult
{
    std::unique_ptr<SafetensorsFile> file;
    QString error; ///< names the file and, where one is to blame, the tensor
};

/// A `.safetensors` file (Hugging Face's format): an 8-byte little-endian header length N, N bytes of
/// JSON {"name": {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {...}}, then the tensors'
/// bytes. Every dtype of the format is accepted in the header (a checkpoint may hold a BOOL mask beside its
/// weights); only F32, F16 and BF16 can be read. open() reads the header alone and checks it against the
/// file (lengths, dtypes, shapes against byte counts, offsets inside the data, no two tensors overlapping),
/// so that reading a tensor afterwards cannot go outside the file; tensors are read one by one, as asked.
class SafetensorsFile
{
public:
    static SafetensorsOpenResult open(const QString &path);

    const QString &path() const { return m_path; }
    /// The tensor of that name, or nullptr.
    const TensorEntry *find(const QString &name) const;
    const std::map<QString, TensorEntry> &tensors() const { return m_tensors; }
    /// The tensor as rows x columns: a 2-D tensor as it is, a 1-D one as a single row, or nothing with
    /// *error set when the file no longer holds its bytes. The entry's type must be set.
    std::optional<FloatTensor> read(const TensorEntry &entry, QString *error) const;
    /// The bytes of float32 memory every tensor of a readable type takes once read.
    qint64 float32Bytes() const;

private:
    SafetensorsFile() = default;

    QString m_path;
    std::unique_ptr<RegularFile> m_file;
    qint64 m_dataStart = 0; ///< the first byte after the header
    qint64 m_dataBytes = 0;
    std::map<QString, TensorEntry> m_tensors;
};

/// "F32", "F16", "BF16".
QString tensorTypeKey(TensorType type);
/// A tensor's shape as messages write it: "[768, 2304]".
QString tensorShapeText(const std::vector<qint64> &shape);

} // namespace attn
