#include "MatrixTableModel.h"
#include "common/Translations.h"

#include "document/EntryName.h"
#include "document/ScenarioDocument.h"

#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace attn {

MatrixTableModel::MatrixTableModel(ScenarioDocument *document, const MatrixAddress &address, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_address(address)
{
    connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
        m_implicitWeights.reset();
        // Same shape: say which numbers changed and keep any open editor; otherwise start afresh.
        const QSize shape = currentShape();
        if (shape == m_shape) {
            announceChangedCells();
            return;
        }
        beginResetModel();
        m_shape = shape;
        rememberShown();
        endResetModel();
    });
    m_shape = currentShape();
    rememberShown();
}

QStringList MatrixTableModel::shownTokens() const
{
    if (!hasTokenColumn() || !shownMatrix())
        return {};
    const SequenceRole sequence = m_address.kind == MatrixKind::TargetVectors ? SequenceRole::Target : SequenceRole::Source;
    // As the figures name them, in the language spoken: the token renamed is the one the user sees.
    return m_document->scenario().localizedTokens(sequence, currentLanguage());
}

void MatrixTableModel::languageChanged()
{
    announceChangedCells();
}

void MatrixTableModel::rememberShown()
{
    // A copy only of a table small enough to be measured cell by cell; a large one (a model's 4096 x 1024
    // vectors) is announced whole, which costs its views only a repaint of what is visible, and is not
    // kept twice in memory.
    constexpr Eigen::Index kComparedNumbers = Eigen::Index(1) << 16;
    const MatrixD *matrix = shownMatrix();
    m_announcedNumbers = matrix && matrix->size() <= kComparedNumbers ? *matrix : MatrixD();
    m_announcedTokens = shownTokens();
}

void MatrixTableModel::announceChangedCells()
{
    // Only the block of cells that differ from what the views last heard. An edit changes one number, and
    // the editor measures the columns of the range it is told of again: announcing the whole table at
    // every edit measured all of it, in every table, even those unchanged.
    const MatrixD *matrix = shownMatrix();
    if (!matrix)
        return;
    const int offset = hasTokenColumn() ? 1 : 0;
    int top = rowCount(), bottom = -1, left = columnCount(), right = -1;
    const auto include = [&](int row, int column) {
        top = std::min(top, row);
        bottom = std::max(bottom, row);
        left = std::min(left, column);
        right = std::max(right, column);
    };
    const QStringList tokens = shownTokens();
    for (int row = 0; row < tokens.size(); ++row)
        if (row >= m_announcedTokens.size() || tokens[row] != m_announcedTokens[row])
            include(row, 0);
    if (m_announcedNumbers.rows() == matrix->rows() && m_announcedNumbers.cols() == matrix->cols()) {
        for (Eigen::Index row = 0; row < matrix->rows(); ++row)
            for (Eigen::Index column = 0; column < matrix->cols(); ++column)
                if ((*matrix)(row, column) != m_announcedNumbers(row, column))
                    include(int(row), int(column) + offset);
    } else if (matrix->size() > 0) { // not kept (too large), or the numbers' shape changed
        include(0, offset);
        include(int(matrix->rows()) - 1, int(matrix->cols()) - 1 + offset);
    }
    rememberShown();
    if (bottom >= 0)
        Q_EMIT dataChanged(index(top, left), index(bottom, right));
}

void MatrixTableModel::setAddress(const MatrixAddress &address)
{
    beginResetModel();
    m_address = address;
    m_implicitWeights.reset();
    m_shape = currentShape();
    rememberShown();
    endResetModel();
}

QSize MatrixTableModel::currentShape() const
{
    return {columnCount(), rowCount()};
}

bool MatrixTableModel::hasTokenColumn() const
{
    return !m_address.isWeights();
}

int MatrixTableModel::matrixColumn(int tableColumn) const
{
    return hasTokenColumn() ? tableColumn - 1 : tableColumn;
}

const MatrixD *MatrixTableModel::shownMatrix() const
{
    if (m_address.kind == MatrixKind::TargetVectors && !m_document->scenario().target)
        return nullptr;
    if (const MatrixD *matrix = matrixAt(m_document->scenario(), m_address))
        return matrix;
    if (!m_implicitWeights) {
        Scenario explicitWeights = m_document->scenario();
        makeWeightsExplicit(explicitWeights);
        const MatrixD *implicit = matrixAt(explicitWeights, m_address);
        if (!implicit)
            return nullptr;
        m_implicitWeights = *implicit;
    }
    return &*m_implicitWeights;
}

int MatrixTableModel::rowCount(const QModelIndex &parent) const
{
    const MatrixD *matrix = shownMatrix();
    return parent.isValid() || !matrix ? 0 : int(matrix->rows());
}

int MatrixTableModel::columnCount(const QModelIndex &parent) const
{
    const MatrixD *matrix = shownMatrix();
    return parent.isValid() || !matrix ? 0 : int(matrix->cols()) + (hasTokenColumn() ? 1 : 0);
}

QVariant MatrixTableModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    if (hasTokenColumn() && index.column() == 0)
        return shownTokens().value(index.row());
    const double value = (*shownMatrix())(index.row(), matrixColumn(index.column()));
    // Shown with at most 6 significant digits; edited in the shortest form that is exactly the number.
    return QLocale().toString(value, 'g', role == Qt::EditRole ? QLocale::FloatingPointShortest : 6);
}

QVariant MatrixTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical) {
        // A bias, and the layer norm's gain and bias, are one row, named for what it is.
        if (m_address.kind == MatrixKind::LayerNormGain)
            return QStringLiteral("γ");
        if (m_address.kind == MatrixKind::LayerNormBias)
            return QStringLiteral("β");
        return m_address.isBias() ? QVariant(QStringLiteral("b")) : QVariant(section + 1);
    }
    if (hasTokenColumn() && section == 0)
        return tr("token");
    return matrixColumn(section) + 1;
}

bool MatrixTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const QString text = value.toString().trimmed();
    if (hasTokenColumn() && index.column() == 0) {
        const SequenceRole sequence = m_address.kind == MatrixKind::TargetVectors ? SequenceRole::Target : SequenceRole::Source;
        QString refusal;
        const bool renamed = m_document->applyEdit(
            tr("Rename token"), [&](Scenario &scenario) { renameToken(scenario, sequence, index.row(), text, currentLanguage()); },
            &refusal);
        if (!renamed)
            Q_EMIT entryRefused(refusal);
        return renamed;
    }
    const QString place = entryName(m_document->scenario(), m_address, index.row(), matrixColumn(index.column()));
    bool ok = false;
    double number = QLocale().toDouble(text, &ok);
    // A number past a double's range is a number all the same: 1e999 reads as infinite and is refused as
    // beyond float32's, 1e-999 as 0 (as a scenario file's JSON reads it); neither is "not a number".
    static const QRegularExpression withExponent(QStringLiteral("^[+\\-−]?(\\d+([.,]\\d*)?|[.,]\\d+)[eE][+\\-]?\\d+$"));
    if (!ok && !std::isinf(number) && withExponent.match(text).hasMatch()) {
        number = 0.0;
        ok = true;
    }
    if (!ok) {
        Q_EMIT entryRefused(std::isinf(number) ? tr("%1: '%2' is beyond float32's range (the engines compute in float32: at most ±%3)")
                                                     .arg(place, text)
                                                     .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3)
                                               : tr("%1: '%2' is not a number (write it like %3)")
                                                     .arg(place, text, QLocale().toString(-1.25, 'f', 2)));
        return false;
    }
    QString refusal;
    if (!m_document->editEntry(m_address, index.row(), matrixColumn(index.column()), number, &refusal)) {
        Q_EMIT entryRefused(refusal);
        return false;
    }
    return true;
}

Qt::ItemFlags MatrixTableModel::flags(const QModelIndex &index) const
{
    return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
}

} // namespace attn
