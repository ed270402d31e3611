#include "MatrixTableModel.h"

#include "document/EntryName.h"
#include "document/ScenarioDocument.h"

namespace attn {

MatrixTableModel::MatrixTableModel(ScenarioDocument *document, const MatrixAddress &address, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_address(address)
{
    connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
        m_implicitWeights.reset();
        // Same shape: the numbers changed, so say so and keep any open editor; otherwise start afresh.
        const QSize shape = currentShape();
        if (shape == m_shape) {
            if (rowCount() > 0 && columnCount() > 0)
                Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
            Q_EMIT headerDataChanged(Qt::Vertical, 0, std::max(0, rowCount() - 1));
            return;
        }
        beginResetModel();
        m_shape = shape;
        endResetModel();
    });
    m_shape = currentShape();
}

void MatrixTableModel::setAddress(const MatrixAddress &address)
{
    beginResetModel();
    m_address = address;
    m_implicitWeights.reset();
    m_shape = currentShape();
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
    if (hasTokenColumn() && index.column() == 0) {
        const SequenceRole sequence = m_address.kind == MatrixKind::TargetVectors ? SequenceRole::Target : SequenceRole::Source;
        return m_document->scenario().sequence(sequence).tokens.value(index.row());
    }
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
        return m_document->applyEdit(tr("Rename token"), [&](Scenario &scenario) {
            renameToken(scenario, sequence, index.row(), text);
        });
    }
    const QString place = entryName(m_document->scenario(), m_address, index.row(), matrixColumn(index.column()));
    bool ok = false;
    const double number = QLocale().toDouble(text, &ok);
    if (!ok) {
        Q_EMIT entryRefused(tr("%1: '%2' is not a number (write it like %3)")
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
