#include "StageView.h"

#include "common/SaveDialog.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "document/ViewState.h"
#include "io/WholeFileWrite.h"
#include "common/Translations.h"

#include <QScrollArea>
#include <QScrollBar>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScreen>
#include <QTextDocument>
#include <QToolTip>
#include <QWheelEvent>

namespace attn {

StageView::StageView(ScenarioDocument *document, ViewState *viewState, QWidget *parent) : QWidget(parent), m_document(document)
{
    m_stage = viewState->stage();
    m_stagePart = viewState->stagePart();
    m_head = viewState->head();
    m_precision = viewState->precision();
    m_fontScale = viewState->textScale();
    connect(viewState, &ViewState::stageChanged, this, &StageView::setStage);
    // The part is announced before the stage: when both change, the page is drawn once, for the new stage.
    connect(viewState, &ViewState::stagePartChanged, this, [this, viewState](StagePart part) {
        if (viewState->stage() == m_stage)
            setStagePart(part);
        else
            m_stagePart = part;
    });
    connect(viewState, &ViewState::headChanged, this, &StageView::setHead);
    connect(viewState, &ViewState::precisionChanged, this, &StageView::setPrecision);
    connect(viewState, &ViewState::textScaleChanged, this, &StageView::setFontScale);
    AttentionFocus *focus = viewState->focus();
    connect(this, &StageView::pairClicked, focus, &AttentionFocus::setFocus);
    connect(this, &StageView::pairReleased, focus, &AttentionFocus::clear);
    connect(focus, &AttentionFocus::changed, this, [this, focus] {
        if (focus->isSet())
            showFocus(focus->head(), focus->query(), focus->key());
    });
    setMouseTracking(true);
    setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(document, &ScenarioDocument::resultChanged, this, &StageView::rebuild);
    connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
        m_head = std::min(m_head, m_document->scenario().headCount() - 1);
        rebuild();
    });
    rebuild();
}

StageView::~StageView() = default;

void StageView::setStage(PipelineStage stage)
{
    if (stage == m_stage)
        return;
    m_stage = stage;
    rebuildFresh();
    Q_EMIT stageChanged(stage);
}

void StageView::setStagePart(StagePart part)
{
    if (part == m_stagePart)
        return;
    m_stagePart = part;
    rebuildFresh();
}

void StageView::rebuildFresh()
{
    // Other matrices start unmarked and unscrolled; a pair chosen in the figures is marked again on them.
    m_marks.clear();
    m_pinned.reset();
    m_scrolledBeforePin.reset();
    m_scroll.clear();
    rebuild();
}

void StageView::setHead(int head)
{
    m_head = std::clamp(head, 0, m_document->scenario().headCount() - 1);
    rebuild();
}

void StageView::setPrecision(int decimals)
{
    m_precision = decimals;
    rebuild();
}

void StageView::setFontScale(double scale)
{
    m_fontScale = scale;
    relayout();
}

void StageView::changeEvent(QEvent *event)
{
    // Titles, captions and the stage's words are composed in the language spoken; colours follow the palette.
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    else if (event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void StageView::rebuild()
{
    m_page = std::make_unique<StagePage>(m_document->snapshot(), m_stage, m_head, m_precision, currentLanguage(), m_stagePart);
    // The selection stays where it is while the numbers change (a drag in the 3-D view recomputes them),
    // unless the matrix it was on is gone or smaller.
    if (m_pinned) {
        const MatrixPicture *picture = m_page->matrix(m_pinned->role);
        if (picture && m_pinned->row < picture->matrix().rows() && m_pinned->column < picture->matrix().cols())
            m_marks = m_page->marksForCell(m_pinned->role, m_pinned->row, m_pinned->column);
        else
            clearSelection();
    } else if (m_focusPair) {
        m_marks = m_page->marksForPair(m_focusPair->first, m_focusPair->second);
    }
    relayout();
}

PageStyle StageView::style() const
{
    PageStyle style;
    style.textScale = m_fontScale;
    style.forScreen = true;
    // Inside the window's scroll area, what is seen at once is its viewport.
    style.visibleHeight = parentWidget() ? parentWidget()->height() : 0;
    style.visibleWidth = parentWidget() ? parentWidget()->width() : 0;
    const QPalette colours = palette();
    style.colours.background = colours.color(QPalette::Window);
    style.colours.text = colours.color(QPalette::WindowText);
    // Labels and notes recede behind the numbers, yet the back of a projected room reads them: the palette's
    // placeholder grey (#777 on Fusion's #efefef, 3.9:1) washed out. They take the slide's proportion (#606060
    // on white) of the way from the background to the text: 6:1 on #efefef.
    constexpr float kFaintShare = (255.0f - 96.0f) / 255.0f;
    const QColor &from = style.colours.background, &to = style.colours.text;
    auto towardsText = [&](float a, float b) { return a + kFaintShare * (b - a); };
    style.colours.faintText = QColor::fromRgbF(towardsText(from.redF(), to.redF()), towardsText(from.greenF(), to.greenF()),
                                               towardsText(from.blueF(), to.blueF()));
    style.colours.cell = colours.color(QPalette::Base);
    style.colours.alternateCell = colours.color(QPalette::AlternateBase);
    style.colours.rule = colours.color(QPalette::Mid);
    return style;
}

void StageView::relayout()
{
    const QSize needed = m_layout.needed;
    PageStyle style = this->style();
    // How much of a long matrix is shown, and whether column labels are staggered, is chosen once for the room
    // the window gives: a scroll bar coming or going, or the pinned arithmetic's panel, would otherwise tip
    // the choice and tip it back.
    const QScrollArea *scrollArea = enclosingScrollArea();
    const QSize room = scrollArea ? scrollArea->maximumViewportSize() : size();
    const std::tuple choiceFor{m_stage, m_stagePart, room, m_fontScale};
    if (m_cutBudget > 0 && choiceFor == m_cutBudgetFor) {
        style.cutBudget = m_cutBudget;
        style.staggeredLabels = m_staggeredLabels;
    }
    // A pinned number's panel makes the page taller, the matrices keeping their arrangement and size, rather
    // than the numbers shrinking to give the panel room on a page that fits the view (44 px to 31 on the
    // multi-head lesson's Q, K, V page in a 1920 x 1080 lecture) and growing back when it goes, the page
    // breathing at every click. The view scrolls to the panel instead (revealPinned()).
    if (m_pinned && choiceFor == m_unpinnedMatricesFor)
        style.keptWhilePinned = m_unpinnedMatrices;
    m_layout = m_page->layOut(size(), style, m_scroll, m_pinned);
    m_drawnBoxes.reset();
    m_cutBudget = m_layout.cutBudget;
    m_staggeredLabels = m_layout.staggeredLabels;
    m_cutBudgetFor = choiceFor;
    if (!m_pinned) {
        int top = -1;
        for (const auto &[role, matrix] : m_layout.matrices)
            top = top < 0 ? matrix.bounds.top() : std::min(top, matrix.bounds.top());
        for (const auto &[symbol, box] : m_layout.operators)
            top = top < 0 ? box.top() : std::min(top, box.top());
        m_unpinnedMatrices = {m_layout.arrangement, m_layout.numberPixelSize, top};
        m_unpinnedMatricesFor = choiceFor;
    }
    if (m_layout.needed != needed)
        updateGeometry();
    update();
    // Once the scroll area has taken the new height: laid out inside its resize of the view, whose scroll
    // bar's range still ends at the old height, the scroll would stop short of the panel's bottom.
    if (m_revealPinned)
        QMetaObject::invokeMethod(this, &StageView::revealPinned, Qt::QueuedConnection);
    Q_EMIT laidOut();
}

void StageView::revealPinned()
{
    if (!m_revealPinned)
        return; // brought into view already, by an earlier call
    QScrollArea *scrollArea = enclosingScrollArea();
    const auto panel = std::find_if(m_layout.texts.begin(), m_layout.texts.end(),
                                    [](const StagePage::TextBlock &block) { return block.name == QLatin1String("arithmetic"); });
    if (!scrollArea || !m_pinned || panel == m_layout.texts.end()) {
        m_revealPinned = false;
        return;
    }
    // The panel makes the page taller: until the scroll area has given the view that height, the page is laid
    // out squeezed, and the next layout (at the new height) tries again.
    if (height() < minimumSizeHint().height())
        return;
    m_revealPinned = false;
    // The number and its arithmetic together where they fit the view's height, else the arithmetic: the
    // lecturer clicked to show it to the room, and at 1280 x 720 it might stay below the view's edge.
    const QPoint cell = cellCentre(m_pinned->role, m_pinned->row, m_pinned->column);
    const int seenHeight = scrollArea->viewport()->height();
    // The panel's frame and some air under it (to the page's end, where the panel ends the page; on a page
    // taller than the view it stands under the number's matrix).
    const int frame = StagePage::arithmeticFrame(m_layout.textScale);
    QRect shown = panel->rect.adjusted(0, -frame, 0, 0);
    shown.setBottom(std::min(height() - 1, panel->rect.bottom() + 2 * frame));
    // The number's whole matrix too, caption and column names, where the view holds them all: scrolled to the
    // number alone, a lecture would lose which column it stands in.
    if (cell.y() >= 0) {
        const QRect withCell = shown.united(QRect(cell - QPoint(0, m_layout.numberPixelSize), QSize(1, 2 * m_layout.numberPixelSize)));
        const auto matrix = m_layout.matrices.find(m_pinned->role);
        const QRect withMatrix = matrix == m_layout.matrices.end() ? withCell : withCell.united(matrix->second.bounds);
        if (withMatrix.height() <= seenHeight)
            shown = withMatrix;
        else if (withCell.height() <= seenHeight)
            shown = withCell;
    }
    QScrollBar *vertical = scrollArea->verticalScrollBar();
    if (shown.bottom() >= vertical->value() + seenHeight)
        vertical->setValue(shown.bottom() + 1 - seenHeight);
    if (shown.top() < vertical->value())
        vertical->setValue(shown.top());
    // Sideways, the number (a real model's page of 768 columns is wider than the view).
    QScrollBar *horizontal = scrollArea->horizontalScrollBar();
    const int seenWidth = scrollArea->viewport()->width();
    const int reach = 2 * m_layout.numberPixelSize;
    if (cell.x() >= 0 && cell.x() + reach >= horizontal->value() + seenWidth)
        horizontal->setValue(cell.x() + reach - seenWidth);
    if (cell.x() >= 0 && cell.x() - reach < horizontal->value())
        horizontal->setValue(cell.x() - reach);
}

std::vector<int> StageView::lineTops() const
{
    std::vector<int> tops;
    const int frame = StagePage::arithmeticFrame(m_layout.textScale); // above the panel's text
    for (const StagePage::TextBlock &block : m_layout.texts)
        tops.push_back(block.rect.top() - (block.name == QLatin1String("arithmetic") ? frame : 0));
    for (const auto &[role, matrix] : m_layout.matrices) {
        tops.push_back(matrix.bounds.top());
        for (size_t slot = 0; slot < matrix.rows.size(); ++slot)
            tops.push_back(matrix.origin.y() + int(slot) * matrix.cellHeight);
    }
    std::sort(tops.begin(), tops.end());
    tops.erase(std::unique(tops.begin(), tops.end()), tops.end());
    return tops;
}

const std::vector<QRect> &StageView::drawnBoxes() const
{
    // Measured once per layout: the sign asks at every step of a scroll, and a page of long matrices has
    // hundreds of texts.
    if (!m_drawnBoxes) {
        m_drawnBoxes.emplace();
        for (const auto &[text, box] : m_page->texts(m_layout))
            m_drawnBoxes->push_back(box);
        for (const auto &[role, matrix] : m_layout.matrices)
            m_drawnBoxes->push_back(matrix.bounds);
    }
    return *m_drawnBoxes;
}

QSize StageView::minimumSizeHint() const
{
    return m_layout.needed.boundedTo(QSize(4000, 4000)).expandedTo(QSize(200, 150));
}

void StageView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void StageView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    m_page->paint(painter, m_layout, style(), m_marks);
}

MatrixMarks StageView::marks(const QString &role) const
{
    const auto found = m_marks.find(role);
    return found == m_marks.end() ? MatrixMarks() : found->second;
}

QPoint StageView::cellCentre(const QString &role, int row, int column) const
{
    const auto found = m_layout.matrices.find(role);
    const MatrixPicture *picture = matrix(role);
    if (found == m_layout.matrices.end() || !picture)
        return {-1, -1};
    const QRect cell = picture->cellRect(found->second, row, column);
    return cell.isEmpty() ? QPoint(-1, -1) : cell.center();
}

std::optional<std::pair<QString, QPoint>> StageView::cellAt(const QPoint &point) const
{
    for (const auto &[role, layout] : m_layout.matrices) {
        if (const std::optional<QPoint> cell = matrix(role)->cellAt(layout, point))
            return std::make_pair(role, *cell);
    }
    return std::nullopt;
}

QString StageView::roleAt(const QPoint &point) const
{
    for (const auto &[role, layout] : m_layout.matrices) {
        if (layout.bounds.contains(point))
            return role;
    }
    return {};
}

void StageView::selectCell(const QString &role, int row, int column)
{
    if (!matrix(role))
        return;
    m_marks = m_page->marksForCell(role, row, column);
    if (!m_pinned)
        m_scrolledBeforePin = scrollAreaOffset();
    m_pinned = PinnedCell{role, row, column};
    m_revealPinned = true;
    relayout();
}

void StageView::clearSelection()
{
    m_marks.clear();
    m_pinned.reset();
    m_focusPair.reset();
    relayout();
    // Unpinned, the page goes back to where it was before the first number was pinned: the view scrolled to
    // the panel, and would otherwise stay there with the title cut in half once the panel has gone. Once the
    // scroll area has the page's new height (queued, as for revealPinned()).
    if (const std::optional<QPoint> back = std::exchange(m_scrolledBeforePin, std::nullopt))
        QMetaObject::invokeMethod(
            this,
            [this, back = *back] {
                if (QScrollArea *scrollArea = enclosingScrollArea()) {
                    scrollArea->horizontalScrollBar()->setValue(back.x());
                    scrollArea->verticalScrollBar()->setValue(back.y());
                }
            },
            Qt::QueuedConnection);
}

QScrollArea *StageView::enclosingScrollArea() const
{
    // The view is the scroll area's widget, inside its viewport.
    return parentWidget() ? qobject_cast<QScrollArea *>(parentWidget()->parentWidget()) : nullptr;
}

QPoint StageView::scrollAreaOffset() const
{
    const QScrollArea *scrollArea = enclosingScrollArea();
    return scrollArea ? QPoint(scrollArea->horizontalScrollBar()->value(), scrollArea->verticalScrollBar()->value()) : QPoint();
}

void StageView::showFocus(int head, int query, int key)
{
    if (head != m_head)
        return;
    // The pair this view's own click chose: already marked, and its arithmetic stays pinned.
    if (m_pinned && StagePage::isPairRole(m_pinned->role) && m_pinned->row == query && m_pinned->column == key)
        return;
    const bool wasPinned = m_pinned.has_value();
    m_pinned.reset();
    m_scrolledBeforePin.reset();
    m_focusPair = std::make_pair(query, key);
    m_marks = m_page->marksForPair(query, key);
    // A marked cell behind an ellipsis scrolls into view.
    bool scrolled = false;
    for (const auto &[role, marks] : m_marks) {
        const auto found = m_layout.matrices.find(role);
        if (found == m_layout.matrices.end())
            continue;
        auto needsRow = [&](int row) {
            return row >= 0 && std::find(found->second.rows.begin(), found->second.rows.end(), row) == found->second.rows.end();
        };
        const int row = marks.selectedRow >= 0 ? marks.selectedRow : marks.rows.isEmpty() ? -1 : *marks.rows.begin();
        if (needsRow(row)) {
            m_scroll[role].setX(row - 1);
            scrolled = true;
        }
        if (marks.selectedColumn >= 0 &&
            std::find(found->second.columns.begin(), found->second.columns.end(), marks.selectedColumn) == found->second.columns.end()) {
            m_scroll[role].setY(marks.selectedColumn - 1);
            scrolled = true;
        }
    }
    if (scrolled || wasPinned) // the pinned panel's room goes back to the matrices
        relayout();
    else
        update();
}

QString StageView::toolTipHtml(const QString &role, int row, int column) const
{
    const QString arithmetic = toolTipText(role, row, column);
    if (arithmetic.isEmpty())
        return {};
    // At the page's text scale, 18 px at the desk's: the style's tool tip (9 px letters) cannot be read
    // beyond the lectern, where the pinned panel says the same at 22 px times the scale.
    constexpr double kToolTipPixels = 18;
    const int pixels = int(std::lround(kToolTipPixels * m_fontScale));
    // On one line where it takes at most four fifths of the screen's width, else wrapped at that width: left
    // to itself the style wraps a rich tool tip to a narrow column (a dot product of three terms over five
    // lines, 250 px wide, at 1280 x 720).
    QFont font = this->font();
    font.setPixelSize(pixels);
    QTextDocument plain;
    plain.setHtml(arithmetic);
    const int room = screen() ? screen()->availableGeometry().width() * 4 / 5 : 1000;
    const int line = QFontMetrics(font).horizontalAdvance(plain.toPlainText());
    if (line <= room)
        return QStringLiteral("<div style=\"font-size:%1px; white-space:pre\">%2</div>").arg(pixels).arg(arithmetic);
    return QStringLiteral("<table width=\"%1\" style=\"font-size:%2px\"><tr><td>%3</td></tr></table>").arg(room).arg(pixels).arg(arithmetic);
}

bool StageView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const auto cell = cellAt(help->pos());
        const QString text = cell ? toolTipHtml(cell->first, cell->second.x(), cell->second.y()) : QString();
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    if (event->type() == QEvent::ParentChange && parentWidget())
        parentWidget()->installEventFilter(this);
    return QWidget::event(event);
}

bool StageView::eventFilter(QObject *watched, QEvent *event)
{
    // The scroll area's viewport changed height while the page, taller, kept its own: the texts follow what
    // is seen.
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        relayout();
    return QWidget::eventFilter(watched, event);
}

void StageView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const auto cell = cellAt(event->position().toPoint());
        // A pair this view chose, let go: the figures let it go too, and the heatmap keeps no frame on it.
        const bool pairPinned = m_pinned && StagePage::isPairRole(m_pinned->role);
        if (!cell) {
            clearSelection(); // a click beside the matrices unpins the arithmetic
            if (pairPinned)
                Q_EMIT pairReleased();
        } else if (m_pinned && m_pinned->role == cell->first && m_pinned->row == cell->second.x() &&
                   m_pinned->column == cell->second.y()) {
            clearSelection(); // the same number again: unpinned
            if (pairPinned)
                Q_EMIT pairReleased();
        } else {
            selectCell(cell->first, cell->second.x(), cell->second.y());
            if (StagePage::isPairRole(cell->first))
                Q_EMIT pairClicked(m_head, cell->second.x(), cell->second.y());
        }
    }
    QWidget::mousePressEvent(event);
}

void StageView::wheelEvent(QWheelEvent *event)
{
    const QString role = roleAt(event->position().toPoint());
    const auto found = m_layout.matrices.find(role);
    if (found == m_layout.matrices.end() || found->second.complete()) {
        event->ignore();
        return;
    }
    // One notch (120) moves three rows, or three columns with Shift or a sideways wheel.
    const QPoint delta = event->angleDelta();
    const bool sideways = (event->modifiers() & Qt::ShiftModifier) || std::abs(delta.x()) > std::abs(delta.y());
    const int turn = sideways && delta.x() != 0 ? delta.x() : delta.y();
    int steps = -turn * 3 / 120;
    if (steps == 0 && turn != 0) // a touchpad's small deltas still move one row
        steps = turn > 0 ? -1 : 1;
    const MatrixF &values = matrix(role)->matrix();
    const MatrixPicture::Layout &shown = found->second;
    QPoint &start = m_scroll[role];
    // As far as the last rows that still fill the matrix's slots (MatrixPicture's own bound: 16 slots, or 8
    // where the page shows fewer of a long side).
    if (sideways)
        start.setY(std::clamp(start.y() + steps, 0, std::max(0, int(values.cols()) - shown.columnBudget + 1)));
    else
        start.setX(std::clamp(start.x() + steps, 0, std::max(0, int(values.rows()) - shown.rowBudget + 1)));
    relayout();
    event->accept();
}

void StageView::copyMatrix(const QString &role, MatrixTextFormat format) const
{
    if (const MatrixPicture *picture = matrix(role))
        QGuiApplication::clipboard()->setText(picture->matrixText(format));
}

QString StageView::saveMatrix(const QString &role, const QString &path) const
{
    const MatrixPicture *picture = matrix(role);
    const std::optional<MatrixTextFormat> format = matrixTextFormatFromExtension(path);
    if (!picture || !format)
        return tr("%1: unknown format; use .tex, .csv or .md").arg(path);
    const QString failure = writeFileWhole(path, picture->matrixText(*format).toUtf8());
    return failure.isEmpty() ? QString() : QStringLiteral("%1: %2").arg(path, failure);
}

void StageView::contextMenuEvent(QContextMenuEvent *event)
{
    const QString role = roleAt(event->pos());
    if (role.isEmpty())
        return;
    QMenu menu(this);
    menu.addAction(tr("Copy as LaTeX (bmatrix)"), this, [this, role] { copyMatrix(role, MatrixTextFormat::Latex); });
    menu.addAction(tr("Copy as Markdown table"), this, [this, role] { copyMatrix(role, MatrixTextFormat::Markdown); });
    menu.addAction(tr("Copy as CSV (full precision)"), this, [this, role] { copyMatrix(role, MatrixTextFormat::Csv); });
    menu.addSeparator();
    menu.addAction(tr("Save numbers as…"), this, [this, role] {
        const MatrixPicture *picture = matrix(role);
        saveThroughDialog(this,
                          {tr("Save numbers"), picture && !picture->caption().isEmpty() ? picture->caption() : role,
                           QStringLiteral("tex"), tr("LaTeX (*.tex);;CSV (*.csv);;Markdown (*.md)")},
                          [this, role](const QString &path) { return saveMatrix(role, path); });
    });
    menu.exec(event->globalPos());
}

} // namespace attn
