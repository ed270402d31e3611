#include "VectorView.h"

#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "common/Translations.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace attn {
namespace {

/// A step for dragged coordinates: about a hundredth of the picture, as a power of ten, so that moved
/// vectors keep short numbers in the tables.
double roundingStep(double extent)
{
    return std::pow(10.0, std::floor(std::log10(std::max(extent, 1e-12) / 100.0)));
}

} // namespace

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
    letFramingGo(); // another set has directions of its own
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
    relayout();
}

void VectorView::setCamera(double yawDegrees, double pitchDegrees)
{
    m_camera.yaw = yawDegrees;
    m_camera.pitch = std::clamp(pitchDegrees, -89.0, 89.0);
    relayout();
}

void VectorView::setZoom(double zoom)
{
    m_camera.zoom = std::clamp(zoom, 0.2, 8.0);
    relayout();
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
    // The kept framing shows this view's drags; a scenario changed by anything else is fitted afresh.
    if (m_kept && m_drag != Drag::MoveTip && m_kept->generation != m_document->generation())
        letFramingGo();
    VectorContent content = vectorContent(m_document->snapshot(), m_set, m_head, currentLanguage(), keptFraming());
    content.tokenVectorsDraggable = m_tokenVectorsDraggable;
    m_picture.emplace(std::move(content));
    m_head = m_picture->content().head;
    relayout();
}

void VectorView::relayout()
{
    m_layout.reset();
    update();
}

void VectorView::setTokenVectorsDraggable(bool draggable)
{
    m_tokenVectorsDraggable = draggable;
    m_stale = true;
    if (isVisible())
        buildNow();
}

const VectorPicture &VectorView::picture() const
{
    if (m_stale || !m_picture)
        const_cast<VectorView *>(this)->buildNow();
    return *m_picture;
}

const VectorPicture::Layout &VectorView::pictureLayout() const
{
    const VectorPicture &shown = picture();
    if (!m_layout)
        m_layout = shown.layOut(QSizeF(size()), m_fontScale, m_camera, selectedArrows(), true,
                                m_kept ? std::optional(m_kept->fit) : std::nullopt);
    return *m_layout;
}

const std::vector<VectorArrow> &VectorView::arrows() const
{
    return picture().content().arrows;
}

const Projection3d &VectorView::projection() const
{
    return picture().content().projection;
}

int VectorView::arrowIndex(const QString &group, int row) const
{
    return picture().content().arrowIndex({group, row});
}

void VectorView::followFocus()
{
    // The focused query-key pair of the heatmaps becomes the compared pair here, so that a student sees
    // the score as q·k = |q| |k| cos θ.
    if (!m_focus || !m_focus->isSet())
        return;
    if (m_set == VectorSet::QueriesKeys && m_focus->head() != m_head)
        setHead(m_focus->head());
    m_selection = vectorNamesForFocus(m_focus->query(), m_focus->key(), m_set, m_document->scenario().mode);
    relayout();
}

void VectorView::selectArrow(int arrow)
{
    const std::vector<VectorArrow> &all = picture().content().arrows;
    if (arrow < 0 || arrow >= int(all.size()))
        return;
    const VectorName name{all[size_t(arrow)].group, all[size_t(arrow)].row};
    const auto found = std::find(m_selection.begin(), m_selection.end(), name);
    if (found != m_selection.end()) {
        m_selection.erase(found);
    } else {
        m_selection.push_back(name);
        if (m_selection.size() > 2)
            m_selection.erase(m_selection.begin());
    }
    relayout();
}

void VectorView::clearSelection()
{
    m_selection.clear();
    relayout();
}

std::vector<int> VectorView::selectedArrows() const
{
    return picture().content().indices(m_selection);
}

std::optional<VectorPairMeasures> VectorView::pairMeasures() const
{
    return picture().pairMeasures(selectedArrows());
}

QString VectorView::pairText() const
{
    return picture().pairText(selectedArrows());
}

std::optional<VectorFraming> VectorView::keptFraming() const
{
    return m_kept ? std::optional(m_kept->framing) : std::nullopt;
}

void VectorView::keepFraming()
{
    const bool wasKept = m_kept.has_value();
    const VectorContent &content = picture().content();
    m_kept = KeptFraming{{content.projection.basis, content.boxLow, content.boxHigh}, pictureLayout().fit, m_document->generation()};
    if (!wasKept)
        Q_EMIT framingKeptChanged(true);
}

void VectorView::letFramingGo()
{
    if (!m_kept)
        return;
    m_kept.reset();
    Q_EMIT framingKeptChanged(false);
}

void VectorView::fitAgain()
{
    letFramingGo();
    rebuild();
}

QPointF VectorView::tipPosition(int arrow) const
{
    return pictureLayout().tips.at(size_t(arrow));
}

int VectorView::arrowNear(const QPointF &position, bool tipsOnly) const
{
    const VectorPicture::Layout &layout = pictureLayout();
    const double reach = 14 * std::max(1.0, layout.chrome);
    int best = -1;
    double bestDistance = reach;
    for (size_t a = 0; a < layout.tips.size(); ++a) {
        const QPointF tip = layout.tips[a];
        double distance = QLineF(position, tip).length();
        if (!tipsOnly) {
            // Distance to the shaft, the segment from the origin to the tip.
            const QPointF along = tip - layout.origin;
            const double length2 = QPointF::dotProduct(along, along);
            const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(position - layout.origin, along) / length2, 0.0, 1.0) : 0;
            distance = std::min(distance, QLineF(position, layout.origin + t * along).length() + 4);
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
        rebuild(); // labels, axis names and notes in the language now spoken
    QWidget::changeEvent(event);
}

void VectorView::showEvent(QShowEvent *event)
{
    if (m_stale)
        buildNow();
    QWidget::showEvent(event);
}

void VectorView::resizeEvent(QResizeEvent *event)
{
    m_layout.reset();
    QWidget::resizeEvent(event);
}

void VectorView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    picture().paint(painter, pictureLayout(), m_camera, selectedArrows());
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
    if (tip >= 0 && arrows()[size_t(tip)].editable) {
        m_drag = Drag::MoveTip;
        m_dragArrow = tip;
        m_gesture = m_document->beginGesture();
        m_dragStartVector = arrows()[size_t(tip)].vector;
        m_dragScale = pictureLayout().scale;
        return;
    }
    m_drag = Drag::Turn;
}

void VectorView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF position = event->position();
    if (m_drag == Drag::None) {
        const int near = arrowNear(position, true);
        setCursor(near >= 0 && arrows()[size_t(near)].editable ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    const bool startsMoving = !m_moved && QLineF(position, m_pressPosition).length() > 3;
    if (startsMoving)
        m_moved = true;
    const QPointF delta = position - m_lastPosition;
    m_lastPosition = position;
    const double side = std::min(width(), height());
    switch (m_drag) {
    case Drag::Turn:
        setCamera(m_camera.yaw + delta.x() * 0.5, m_camera.pitch + delta.y() * 0.5);
        break;
    case Drag::Pan:
        m_camera.pan += delta / side;
        relayout();
        break;
    case Drag::MoveTip: {
        if (!m_moved)
            break;
        if (startsMoving)
            keepFraming();
        // The tip follows the mouse in the plane of the screen through where it started; the vector changes
        // along the displayed directions only (the kept basis, whose orthonormal columns move the displayed
        // coordinates by exactly the screen's move). Without a projection the coordinates are rounded, so that
        // moved vectors keep short numbers in the tables. A projection's are not: rounding each of the d
        // coordinates would move the vector in directions the picture does not show, and its tip off the
        // pointer.
        const VectorFraming &kept = m_kept->framing;
        const Eigen::Vector3d shift = VectorPicture::screenDeltaToWorld(position - m_pressPosition, m_camera, m_dragScale);
        Eigen::RowVectorXd moved = m_dragStartVector + (kept.basis * shift).transpose();
        if (!projection().isProjection) {
            const double step = roundingStep((kept.boxHigh - kept.boxLow).maxCoeff());
            moved = (moved / step).array().round().matrix() * step;
        }
        const VectorArrow &arrow = arrows()[size_t(m_dragArrow)];
        if (m_document->editVector(arrow.role, arrow.row, moved, m_gesture))
            m_kept->generation = m_document->generation();
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
    // A finished drag leaves the picture as it is: the framing stays kept (see the class).
    if (finished == Drag::MoveTip)
        m_dragArrow = -1;
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
    setZoom(m_camera.zoom * std::pow(1.0015, event->angleDelta().y()));
}

} // namespace attn
