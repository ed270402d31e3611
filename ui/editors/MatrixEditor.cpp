#include "MatrixEditor.h"

#include "common/LiveTranslation.h"

#include "MatrixTableModel.h"
#include "document/ScenarioDocument.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace attn {
namespace {

/// Keeps the keys a table needs for moving between cells, so that the window's stage shortcuts
/// (Left, Right, Space, Home, End) do not take them while a table has the focus.
class TableKeysFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            switch (static_cast<QKeyEvent *>(event)->key()) {
            case Qt::Key_Left:
            case Qt::Key_Right:
            case Qt::Key_Space:
            case Qt::Key_Home:
            case Qt::Key_End:
                event->accept();
                return true;
            default:
                break;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

MatrixEditor::MatrixEditor(ScenarioDocument *document, const MatrixAddress &address, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_model = new MatrixTableModel(document, address, this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    // Connected after the table's own connections, so that its headers have the new shape when measured.
    connect(m_model, &QAbstractItemModel::modelReset, this, &MatrixEditor::fitSectionsToTheTable);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &MatrixEditor::fitChangedColumns);
    fitSectionsToTheTable();
    m_table->installEventFilter(new TableKeysFilter(m_table));
    m_table->installEventFilter(this);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("entryMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addWidget(m_message);
    connect(m_model, &MatrixTableModel::entryRefused, this, &MatrixEditor::showMessage);
    connect(document, &ScenarioDocument::scenarioChanged, this, [this] { showMessage({}); });

    auto *paste = new QAction(m_table);
    paste->setShortcut(QKeySequence::Paste);
    paste->setShortcutContext(Qt::WidgetShortcut);
    connect(paste, &QAction::triggered, this, [this] { pasteText(QApplication::clipboard()->text()); });
    auto *copy = new QAction(m_table);
    (new LiveTranslation(this))->add([this, paste, copy] {
        paste->setText(tr("Paste block"));
        copy->setText(tr("Copy"));
        m_model->languageChanged();
    });
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &MatrixEditor::copySelection);
    m_table->addActions({copy, paste});
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
}

bool MatrixEditor::measuresItsCells() const
{
    // Measuring each column's numbers is fine for a lesson, but 4096 rows of 1024 numbers take minutes.
    // Past a few thousand cells every column gets one width, from the font, and the table lays out and
    // paints only what is visible.
    constexpr qint64 kMeasuredCells = 4096;
    return qint64(m_model->rowCount()) * m_model->columnCount() <= kMeasuredCells;
}

void MatrixEditor::fitSectionsToTheTable()
{
    // The sizes are set here, when the shape or the font changes, and for the columns an edit changed
    // (fitChangedColumns), not by the headers' ResizeToContents: that measured every cell of the table at
    // every edit, most of a lesson's frame.
    const QFontMetrics metrics(m_table->font());
    QHeaderView *columns = m_table->horizontalHeader();
    QHeaderView *rows = m_table->verticalHeader();
    columns->setSectionResizeMode(QHeaderView::Interactive);
    rows->setSectionResizeMode(QHeaderView::Fixed);
    // One line of numbers, with the margins the style gives a cell.
    rows->setDefaultSectionSize(metrics.height() + 6);
    if (measuresItsCells()) {
        m_table->resizeColumnsToContents();
        return;
    }
    columns->setDefaultSectionSize(metrics.horizontalAdvance(QStringLiteral("-0.000000")) + 12);
}

void MatrixEditor::fitChangedColumns(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (!measuresItsCells())
        return;
    for (int column = topLeft.column(); column <= bottomRight.column(); ++column)
        m_table->resizeColumnToContents(column);
}

bool MatrixEditor::eventFilter(QObject *watched, QEvent *event)
{
    // Larger text (Ctrl+, lecture mode) needs wider columns and taller rows.
    if (watched == m_table && event->type() == QEvent::FontChange)
        fitSectionsToTheTable();
    return QWidget::eventFilter(watched, event);
}

void MatrixEditor::setAddress(const MatrixAddress &address)
{
    // The panel names its matrix again after every change of the scenario; the same matrix keeps its table
    // (the model follows the change itself) rather than being laid out and measured afresh.
    if (address == m_model->address())
        return;
    m_model->setAddress(address);
    showMessage({});
}

QString MatrixEditor::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

void MatrixEditor::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

bool MatrixEditor::pasteText(const QString &text)
{
    const ParsedBlock parsed = parseNumberBlock(text, QLocale());
    if (!parsed.block) {
        showMessage(tr("Cannot paste: %1").arg(parsed.error));
        return false;
    }
    const QModelIndex current = m_table->currentIndex();
    const int row = current.isValid() ? current.row() : 0;
    const int column = std::max(0, current.isValid() ? m_model->matrixColumn(current.column()) : 0);
    const MatrixAddress address = m_model->address();
    std::optional<ScenarioProblem> problem;
    QString refusal;
    const bool pasted = m_document->applyEdit(tr("Paste %1 x %2 block").arg(parsed.block->rows()).arg(parsed.block->cols()),
                                              [&](Scenario &scenario) {
                                                  problem = pasteBlock(scenario, address, row, column, *parsed.block);
                                              },
                                              &refusal);
    if (problem || !pasted) {
        showMessage(tr("Cannot paste: %1").arg(problem ? problem->toString() : refusal));
        return false;
    }
    return true;
}

void MatrixEditor::copySelection()
{
    const QModelIndexList selected = m_table->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return;
    int top = INT_MAX, left = INT_MAX, bottom = 0, right = 0;
    for (const QModelIndex &index : selected) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, index.column());
        right = std::max(right, index.column());
    }
    QStringList lines;
    for (int row = top; row <= bottom; ++row) {
        QStringList cells;
        for (int column = left; column <= right; ++column)
            cells << m_model->index(row, column).data(Qt::EditRole).toString();
        lines << cells.join(u'\t');
    }
    QApplication::clipboard()->setText(lines.join(u'\n') + u'\n');
}

} // namespace attn
