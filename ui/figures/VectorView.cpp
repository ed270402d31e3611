#include "VectorView.h"

#include "window/Translations.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace attn {
namespace {

constexpr double kDegrees = std::numbers::pi / 180.0;
// Dark2 colours: distinguishable with the common colour blindnesses and on a projector.
const QColor kSourceColour(0x1f, 0x77, 0xb4);
const QColor kTargetColour(0xd9, 0x5f, 0x02);
const QColor kQueryColour(0xd9, 0x5f, 0x02);
const QColor kKeyColour(0x1b, 0x9e, 0x77);
const QColor kValueColour(0x75, 0x70, 0xb3);

QString number(double value, int decimals = 3)
{
    return QLocale().toString(value, 'f', decimals);
}

/// A step for dragged coordinates: about a hundredth of the picture, as a power of ten, so that moved
/// vectors keep short numbers in the tables.
double roundingStep(double extent)
{
    return std::pow(10.0, std::floor(std::log10(std::max(extent, 1e-12) / 100.0)));
}

} // namespace

QString vectorSetKey(VectorSet set)
{
    switch (set) {
    case VectorSet::Embeddings:
        return QStringLiteral("embeddings");
    case VectorSet::QueriesKeys:
        return QStringLiteral("qk");
    case VectorSet::Values:
        return QStringLiteral("values");
    }
    return {};
}

std::optional<VectorSet> vectorSetFromKey(const QString &key)
{
    for (VectorSet set : {VectorSet::Embeddings, VectorSet::QueriesKeys, VectorSet::Values})
        if (vectorSetKey(set) == key)
            return set;
    return std::nullopt;
}

VectorView::VectorView(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent)
    : QWidget(parent), m_document(document), m_focus(focus)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setMinimumSize(240, 200);
    connect(document, &ScenarioDocument::resultChanged, this, &VectorView::rebuild);
    if (focus)
        connect(focus, &AttentionFocus::changed, this, &VectorView::followFocus);
    rebuild();
}

void VectorView::setVectorSet(VectorSet set)
{
    m_set = set;
    m_selection.clear();
    rebuild();
}

void VectorView::setHead(int head)
{
    m_head = std::max(0, head);
    rebuild();
}

void VectorView::setFontScale(double scale)
{
    m_fontScale = scale;
    update();
}

void VectorView::setCamera(double yawDegrees, double pitchDegrees)
{
    m_yaw = yawDegrees;
    m_pitch = std::clamp(pitchDegrees, -89.0, 89.0);
    update();
}

QFont VectorView::pixelFont(double pixels, bool bold) const
{
    QFont result = font();
    result.setPixelSize(std::max(1, int(std::lround(pixels * m_fontScale))));
    result.setBold(bold);
    return result;
}

void VectorView::rebuild()
{
    // Not shown, no work: thousands of tokens make thousands of arrows and a projection to 3-D.
    m_stale = true;
    if (isVisible())
        buildNow();
}

void VectorView::buildNow()
{
    m_stale = false;
    m_arrows.clear();
    const Scenario &scenario = m_document->scenario();
    auto add = [this](const MatrixD &rows, const QStringList &labels, const QString &group, const QColor &colour,
                      SequenceRole role, bool editable, const QString &prefix) {
        for (Eigen::Index i = 0; i < rows.rows(); ++i)
            m_arrows.push_back({prefix + labels.value(int(i)), group, role, int(i), rows.row(i), Eigen::Vector3d::Zero(),
                                colour, editable});
    };
    const std::shared_ptr<const AttentionResult> &result = m_document->result();
    m_head = std::min(m_head, scenario.headCount() - 1);
    // Token labels in the language spoken, where the scenario translates them.
    const QString language = currentLanguage();
    const QStringList sourceLabels = scenario.localizedTokens(SequenceRole::Source, language);
    switch (m_set) {
    case VectorSet::Embeddings:
        add(scenario.source.vectors, sourceLabels, QStringLiteral("x"), kSourceColour, SequenceRole::Source, true, {});
        if (scenario.mode == AttentionMode::Cross && scenario.target)
            add(scenario.target->vectors, scenario.localizedTokens(SequenceRole::Target, language), QStringLiteral("target"), kTargetColour,
                SequenceRole::Target, true, {});
        break;
    case VectorSet::QueriesKeys:
        if (result) {
            const HeadResult &head = result->heads[size_t(m_head)];
            add(head.q.cast<double>(), scenario.localizedQueryTokens(language), QStringLiteral("q"), kQueryColour,
                SequenceRole::Source, false, QStringLiteral("q "));
            add(head.k.cast<double>(), sourceLabels, QStringLiteral("k"), kKeyColour, SequenceRole::Source, false,
                QStringLiteral("k "));
        }
        break;
    case VectorSet::Values:
        if (result)
            add(result->heads[size_t(m_head)].v.cast<double>(), sourceLabels, QStringLiteral("v"), kValueColour,
                SequenceRole::Source, false, QStringLiteral("v "));
        break;
    }
    if (m_arrows.empty()) {
        m_projection = {};
        update();
        return;
    }
    Eigen::MatrixXd stacked(Eigen::Index(m_arrows.size()), m_arrows.front().vector.size());
    for (size_t a = 0; a < m_arrows.size(); ++a)
        stacked.row(Eigen::Index(a)) = m_arrows[a].vector;
    m_projection = m_frozenBasis ? projectWithBasis(stacked, *m_frozenBasis) : projectTo3d(stacked);
    double longest = 0;
    for (size_t a = 0; a < m_arrows.size(); ++a) {
        m_arrows[a].shown = m_projection.coordinates.row(Eigen::Index(a)).transpose();
        longest = std::max(longest, m_arrows[a].shown.norm());
    }
    m_extent = m_frozenBasis ? m_frozenExtent : (longest > 0 ? longest : 1.0);
    update();
}

int VectorView::arrowIndex(const QString &group, int row) const
{
    for (size_t a = 0; a < m_arrows.size(); ++a)
        if (m_arrows[a].group == group && m_arrows[a].row == row)
            return int(a);
    return -1;
}

void VectorView::followFocus()
{
    // The focused query-key pair of the heatmaps becomes the compared pair here, so that a student sees
    // the score as q·k = |q| |k| cos θ.
    if (!m_focus || !m_focus->isSet())
        return;
    const bool cross = m_document->scenario().mode == AttentionMode::Cross;
    m_selection.clear();
    switch (m_set) {
    case VectorSet::Embeddings:
        m_selection = {{cross ? QStringLiteral("target") : QStringLiteral("x"), m_focus->query()}, {QStringLiteral("x"), m_focus->key()}};
        break;
    case VectorSet::QueriesKeys:
        if (m_focus->head() != m_head)
            setHead(m_focus->head());
        m_selection = {{QStringLiteral("q"), m_focus->query()}, {QStringLiteral("k"), m_focus->key()}};
        break;
    case VectorSet::Values:
        m_selection = {{QStringLiteral("v"), m_focus->key()}};
        break;
    }
    update();
}

void VectorView::selectArrow(int arrow)
{
    if (arrow < 0 || arrow >= int(m_arrows.size()))
        return;
    const std::pair<QString, int> name{m_arrows[size_t(arrow)].group, m_arrows[size_t(arrow)].row};
    const auto found = std::find(m_selection.begin(), m_selection.end(), name);
    if (found != m_selection.end()) {
        m_selection.erase(found);
    } else {
        m_selection.push_back(name);
        if (m_selection.size() > 2)
            m_selection.erase(m_selection.begin());
    }
    update();
}

void VectorView::setSelectionNames(const std::vector<std::pair<QString, int>> &names)
{
    m_selection = names;
    update();
}

void VectorView::setZoom(double zoom)
{
    m_zoom = std::clamp(zoom, 0.2, 8.0);
    update();
}

void VectorView::clearSelection()
{
    m_selection.clear();
    update();
}

std::vector<int> VectorView::selectedArrows() const
{
    std::vector<int> indices;
    for (const auto &[group, row] : m_selection)
        if (const int index = arrowIndex(group, row); index >= 0)
            indices.push_back(index);
    return indices;
}

std::optional<VectorPairMeasures> VectorView::pairMeasures() const
{
    const std::vector<int> selected = selectedArrows();
    if (selected.size() != 2)
        return std::nullopt;
    return measurePair(m_arrows[size_t(selected[0])].vector, m_arrows[size_t(selected[1])].vector);
}

QString VectorView::pairText() const
{
    const std::vector<int> selected = selectedArrows();
    if (selected.size() != 2)
        return m_set == VectorSet::Embeddings
                   ? tr("Click two arrows to compare them.")
                   : tr("Click two arrows to compare them. These follow from the token vectors: drag those to move them.");
    const Arrow &a = m_arrows[size_t(selected[0])];
    const Arrow &b = m_arrows[size_t(selected[1])];
    const VectorPairMeasures measures = *pairMeasures();
    QStringList lines;
    lines << tr("a = %1,  b = %2").arg(a.label, b.label);
    if (measures.hasAngle) {
        lines << tr("a·b = %1 = |a| |b| cos θ = %2 × %3 × %4")
                     .arg(number(measures.dot), number(measures.normA), number(measures.normB), number(measures.cosine));
        lines << tr("θ = %1°").arg(number(measures.angleDegrees, 1));
    } else {
        lines << tr("a·b = %1; a zero vector has no direction, so no angle").arg(number(measures.dot));
    }
    if (a.group == QLatin1String("q") && b.group == QLatin1String("k"))
        lines << tr("a·b is the score S[%1][%2] of head %3").arg(a.row + 1).arg(b.row + 1).arg(m_head + 1);
    return lines.join(u'\n');
}

QString VectorView::figureTitle() const
{
    const Scenario &scenario = m_document->scenario();
    const int heads = scenario.headCount();
    const QString headText = heads > 1 ? tr(" of head %1").arg(m_head + 1) : QString();
    switch (m_set) {
    case VectorSet::Embeddings:
        return tr("Token vectors x (d_model = %1)").arg(scenario.dModel());
    case VectorSet::QueriesKeys:
        return tr("Queries q and keys k%1 (d_k = %2)").arg(headText).arg(m_arrows.empty() ? 0 : m_arrows.front().vector.size());
    case VectorSet::Values:
        return tr("Values v%1 (d_v = %2)").arg(headText).arg(m_arrows.empty() ? 0 : m_arrows.front().vector.size());
    }
    return {};
}

VectorView::View VectorView::viewFor(const QRectF &area) const
{
    const double side = std::min(area.width(), area.height());
    View view;
    view.scale = m_zoom * side / (2.3 * m_extent);
    view.centre = area.center() + QPointF(m_pan.x() * side, m_pan.y() * side + 0.05 * side);
    return view;
}

// The camera: turn the world by the yaw about the vertical axis e3, then tilt it by the pitch about the
// screen's horizontal axis. Screen x is the turned x; screen up is the tilted z; depth is the tilted y.
QPointF VectorView::project(const Eigen::Vector3d &point, const View &view) const
{
    const double cy = std::cos(m_yaw * kDegrees), sy = std::sin(m_yaw * kDegrees);
    const double cp = std::cos(m_pitch * kDegrees), sp = std::sin(m_pitch * kDegrees);
    const double x1 = cy * point.x() - sy * point.y();
    const double y1 = sy * point.x() + cy * point.y();
    const double z2 = -sp * y1 + cp * point.z();
    return view.centre + QPointF(x1 * view.scale, -z2 * view.scale);
}

double VectorView::depth(const Eigen::Vector3d &point) const
{
    const double cy = std::cos(m_yaw * kDegrees), sy = std::sin(m_yaw * kDegrees);
    const double cp = std::cos(m_pitch * kDegrees), sp = std::sin(m_pitch * kDegrees);
    const double y1 = sy * point.x() + cy * point.y();
    return cp * y1 + sp * point.z();
}

Eigen::Vector3d VectorView::screenDeltaToWorld(const QPointF &delta, double scale) const
{
    // The inverse of project() for a move in the screen's plane (no change of depth).
    const double cy = std::cos(m_yaw * kDegrees), sy = std::sin(m_yaw * kDegrees);
    const double cp = std::cos(m_pitch * kDegrees), sp = std::sin(m_pitch * kDegrees);
    const double x1 = delta.x() / scale;
    const double z2 = -delta.y() / scale;
    const double y1 = -sp * z2;
    const double z = cp * z2;
    return {cy * x1 + sy * y1, -sy * x1 + cy * y1, z};
}

QPointF VectorView::tipPosition(int arrow) const
{
    return project(m_arrows[size_t(arrow)].shown, viewFor(QRectF(rect())));
}

int VectorView::arrowNear(const QPointF &position, bool tipsOnly) const
{
    const View view = viewFor(QRectF(rect()));
    const QPointF origin = project(Eigen::Vector3d::Zero(), view);
    const double reach = 14 * std::max(1.0, m_fontScale);
    int best = -1;
    double bestDistance = reach;
    for (size_t a = 0; a < m_arrows.size(); ++a) {
        const QPointF tip = project(m_arrows[a].shown, view);
        double distance = QLineF(position, tip).length();
        if (!tipsOnly) {
            // Distance to the shaft, the segment from the origin to the tip.
            const QPointF along = tip - origin;
            const double length2 = QPointF::dotProduct(along, along);
            const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(position - origin, along) / length2, 0.0, 1.0) : 0;
            distance = std::min(distance, QLineF(position, origin + t * along).length() + 4);
        }
        if (distance < bestDistance) {
            bestDistance = distance;
            best = int(a);
        }
    }
    return best;
}

void VectorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // axis names and notes in the language now spoken
    QWidget::changeEvent(event);
}

void VectorView::showEvent(QShowEvent *event)
{
    if (m_stale)
        buildNow();
    QWidget::showEvent(event);
}

void VectorView::paintEvent(QPaintEvent *)
{
    if (m_stale)
        buildNow();
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    painter.setRenderHint(QPainter::Antialiasing);
    paintScene(painter, QRectF(rect()));
}

void VectorView::paintFigure(QPaintDevice &device, const QSize &logicalSize)
{
    if (m_stale)
        buildNow();
    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), logicalSize), Qt::white);
    paintScene(painter, QRectF(QPointF(0, 0), logicalSize));
}

void VectorView::paintScene(QPainter &painter, const QRectF &area) const
{
    const View view = viewFor(area);
    const double extent = m_extent * 1.15;
    const QPointF origin = project(Eigen::Vector3d::Zero(), view);

    // The grid on the plane of the first two axes, then the axes themselves.
    painter.setPen(QPen(QColor(0xd8, 0xd8, 0xd8), 1));
    for (int step = -4; step <= 4; ++step) {
        const double at = extent * step / 4.0;
        painter.drawLine(project({at, -extent, 0}, view), project({at, extent, 0}, view));
        painter.drawLine(project({-extent, at, 0}, view), project({extent, at, 0}, view));
    }
    const QStringList axisNames = m_projection.isProjection
                                      ? QStringList{tr("PC1"), tr("PC2"), tr("PC3")}
                                      : QStringList{QStringLiteral("e₁"), QStringLiteral("e₂"), QStringLiteral("e₃")};
    painter.setFont(pixelFont(17));
    for (int axis = 0; axis < 3; ++axis) {
        Eigen::Vector3d end = Eigen::Vector3d::Zero();
        end(axis) = extent;
        painter.setPen(QPen(QColor(0x70, 0x70, 0x70), 1.5));
        painter.drawLine(project(-end, view), project(end, view));
        painter.setPen(QColor(0x50, 0x50, 0x50));
        painter.drawText(project(end * 1.06, view) + QPointF(-8, 6), axisNames[axis]);
    }

    // Arrows far to near, so that nearer ones are drawn over farther ones.
    std::vector<int> order(m_arrows.size());
    for (size_t a = 0; a < order.size(); ++a)
        order[a] = int(a);
    std::sort(order.begin(), order.end(), [this](int a, int b) {
        return depth(m_arrows[size_t(a)].shown) > depth(m_arrows[size_t(b)].shown);
    });
    const std::vector<int> selected = selectedArrows();
    const QFont labelFont = pixelFont(20, true);
    for (int a : order) {
        const Arrow &arrow = m_arrows[size_t(a)];
        const QPointF tip = project(arrow.shown, view);
        const bool isSelected = std::find(selected.begin(), selected.end(), a) != selected.end();
        const double width = (isSelected ? 5.5 : 3.5) * std::max(1.0, m_fontScale * 0.8);
        QColor colour = arrow.colour;
        if (!selected.empty() && !isSelected)
            colour.setAlpha(150);
        const QLineF shaft(origin, tip);
        if (shaft.length() > 0.5) {
            const double head = std::min(18.0 * std::max(1.0, m_fontScale * 0.8), shaft.length() * 0.5);
            const QPointF unit = (tip - origin) / shaft.length();
            const QPointF normal(-unit.y(), unit.x());
            const QPointF base = tip - unit * head;
            painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(origin, base);
            QPainterPath arrowHead;
            arrowHead.moveTo(tip);
            arrowHead.lineTo(base + normal * head * 0.45);
            arrowHead.lineTo(base - normal * head * 0.45);
            arrowHead.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPath(arrowHead);
        }
        if (arrow.editable) {
            // A handle at the tip says "drag me".
            painter.setPen(QPen(colour.darker(130), 2));
            painter.setBrush(Qt::white);
            painter.drawEllipse(tip, 5.0 * std::max(1.0, m_fontScale), 5.0 * std::max(1.0, m_fontScale));
        }
    }
    // Labels last, on a light box, beyond the tip; a label that would cover one already placed moves
    // down until it is clear (nearly parallel vectors, like hello and hi, otherwise share one spot).
    painter.setFont(labelFont);
    const QFontMetricsF metrics(labelFont);
    std::vector<QRectF> placed;
    for (auto a = order.rbegin(); a != order.rend(); ++a) {
        const Arrow &arrow = m_arrows[size_t(*a)];
        const QPointF tip = project(arrow.shown, view);
        QPointF outward = tip - origin;
        const double length = std::hypot(outward.x(), outward.y());
        outward = length > 0.5 ? outward / length : QPointF(0.7, -0.7);
        QRectF box = metrics.boundingRect(arrow.label).adjusted(-4, -1, 4, 1);
        box.moveCenter(tip + QPointF(outward.x() * (box.width() * 0.5 + 12), outward.y() * (box.height() * 0.5 + 10)));
        const QPointF home = box.center();
        for (int attempt = 0; attempt < 12; ++attempt) {
            const bool overlaps = std::any_of(placed.begin(), placed.end(), [&box](const QRectF &other) {
                return other.intersects(box);
            });
            if (!overlaps)
                break;
            box.translate(0, box.height() * 0.9);
        }
        placed.push_back(box);
        if (box.center() != home) {
            // A label moved away from its tip keeps a thin line back to it.
            painter.setPen(QPen(arrow.colour.lighter(130), 1, Qt::DotLine));
            painter.drawLine(tip, QPointF(box.left(), box.center().y()));
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 215));
        painter.drawRoundedRect(box, 4, 4);
        painter.setPen(arrow.colour.darker(125));
        painter.drawText(box, Qt::AlignCenter, arrow.label);
    }

    // The title, what the picture is, and the comparison of the selected pair.
    const double margin = 14;
    painter.setPen(Qt::black);
    painter.setFont(pixelFont(24, true));
    const QRectF textArea = area.adjusted(margin, margin, -margin, -margin);
    QRectF titleBox;
    painter.drawText(textArea, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, figureTitle(), &titleBox);
    painter.setFont(pixelFont(17));
    QString note;
    if (m_projection.isProjection)
        note = tr("A projection to 3-D onto the principal directions: it keeps %1 % of the variance (about the origin).")
                   .arg(number(100.0 * m_projection.keptShare, 1));
    else if (!m_arrows.empty() && m_arrows.front().vector.size() < 3)
        note = tr("The vectors have %1 dimensions: the missing axes stay at 0.").arg(m_arrows.front().vector.size());
    if (!note.isEmpty())
        painter.drawText(textArea.adjusted(0, titleBox.height() + 6, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
    if (m_arrows.empty()) {
        painter.drawText(textArea, Qt::AlignCenter, tr("No vectors to show: the scenario has a problem."));
        return;
    }
    painter.setFont(pixelFont(19));
    const QString pair = pairText();
    const int pairFlags = Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap;
    const QRectF pairBox = painter.boundingRect(textArea, pairFlags, pair).adjusted(-6, -4, 6, 4);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.drawRoundedRect(pairBox, 6, 6);
    painter.setPen(Qt::black);
    painter.drawText(textArea, pairFlags, pair);
}

void VectorView::mousePressEvent(QMouseEvent *event)
{
    m_pressPosition = m_lastPosition = event->position();
    m_moved = false;
    if (event->button() == Qt::RightButton || event->button() == Qt::MiddleButton) {
        m_drag = Drag::Pan;
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const int tip = arrowNear(event->position(), true);
    if (tip >= 0 && m_arrows[size_t(tip)].editable) {
        m_drag = Drag::MoveTip;
        m_dragArrow = tip;
        m_gesture = m_document->beginGesture();
        m_dragStartVector = m_arrows[size_t(tip)].vector;
        m_dragStartShown = m_arrows[size_t(tip)].shown;
        m_frozenBasis = m_projection.basis;
        m_frozenExtent = m_extent;
        return;
    }
    m_drag = Drag::Turn;
}

void VectorView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF position = event->position();
    if (m_drag == Drag::None) {
        const int near = arrowNear(position, true);
        setCursor(near >= 0 && m_arrows[size_t(near)].editable ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    if (QLineF(position, m_pressPosition).length() > 3)
        m_moved = true;
    const QPointF delta = position - m_lastPosition;
    m_lastPosition = position;
    const double side = std::min(width(), height());
    switch (m_drag) {
    case Drag::Turn:
        setCamera(m_yaw + delta.x() * 0.5, m_pitch + delta.y() * 0.5);
        break;
    case Drag::Pan:
        m_pan += delta / side;
        update();
        break;
    case Drag::MoveTip: {
        if (!m_moved)
            break;
        // The tip follows the mouse in the plane of the screen through where it started; the vector
        // changes along the displayed directions only (the projection's basis, fixed during the drag).
        const Eigen::Vector3d shift = screenDeltaToWorld(position - m_pressPosition, viewFor(QRectF(rect())).scale);
        Eigen::RowVectorXd moved = m_dragStartVector + (m_frozenBasis->leftCols(3) * shift).transpose();
        const double step = roundingStep(m_extent);
        moved = (moved / step).array().round().matrix() * step;
        const Arrow &arrow = m_arrows[size_t(m_dragArrow)];
        m_document->editVector(arrow.role, arrow.row, moved, m_gesture);
        break;
    }
    case Drag::None:
        break;
    }
}

void VectorView::mouseReleaseEvent(QMouseEvent *event)
{
    const Drag finished = m_drag;
    m_drag = Drag::None;
    if (finished == Drag::MoveTip) {
        m_frozenBasis.reset();
        m_dragArrow = -1;
        rebuild();
    }
    if (!m_moved && event->button() == Qt::LeftButton) {
        const int arrow = arrowNear(event->position(), false);
        if (arrow >= 0)
            selectArrow(arrow);
        else
            clearSelection();
    }
}

void VectorView::wheelEvent(QWheelEvent *event)
{
    setZoom(m_zoom * std::pow(1.0015, event->angleDelta().y()));
}

} // namespace attn
