#pragma once

#include "render/VectorPicture.h"

#include <QWidget>
#include <optional>
#include <vector>

namespace attn {

class AttentionFocus;
class ScenarioDocument;

/// The window's 3-D view: hosts a VectorPicture. Drag on empty space to turn the view, right-drag to pan, the
/// wheel to zoom. Dragging an embedding's tip moves that vector (one undo step per drag) and every view
/// recomputes as it moves. Clicking two arrows shows their angle, lengths, cos θ and dot product; the
/// heatmaps' focused pair is selected here too. The picture is built only while the view is shown.
class VectorView : public QWidget
{
    Q_OBJECT
public:
    VectorView(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent = nullptr);

    VectorSet vectorSet() const { return m_set; }
    void setVectorSet(VectorSet set);
    int head() const { return m_head; }
    void setHead(int head);
    void setFontScale(double scale);
    double fontScale() const { return m_fontScale; }
    /// The direction of view, in degrees: yaw turns about the vertical axis, pitch looks from above.
    void setCamera(double yawDegrees, double pitchDegrees);
    const VectorCamera &camera() const { return m_camera; }
    double yaw() const { return m_camera.yaw; }
    double pitch() const { return m_camera.pitch; }
    double zoom() const { return m_camera.zoom; }
    void setZoom(double zoom);
    /// Whether this window offers the token vectors to drag (default true); the hint follows.
    void setTokenVectorsDraggable(bool draggable);

    const std::vector<VectorArrow> &arrows() const;
    int arrowIndex(const QString &group, int row) const;
    const Projection3d &projection() const;
    /// The picture and its layout at the view's size, as painted.
    const VectorPicture &picture() const;
    const VectorPicture::Layout &pictureLayout() const;
    /// Where an arrow's tip is drawn, in widget pixels.
    QPointF tipPosition(int arrow) const;
    /// Clicking an arrow selects it; the two most recent selections are compared.
    void selectArrow(int arrow);
    void clearSelection();
    std::vector<int> selectedArrows() const;
    /// The selection by name, (group, row), so that a copy of the view can show the same pair.
    std::vector<VectorName> selectionNames() const { return m_selection; }
    void setSelectionNames(const std::vector<VectorName> &names);
    /// The comparison of the two selected vectors, when two are selected.
    std::optional<VectorPairMeasures> pairMeasures() const;
    /// What the view writes about the selected pair.
    QString pairText() const;

    QSize sizeHint() const override { return {640, 560}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    /// Marks the picture out of date, and builds it at once if the view is shown.
    void rebuild();
    void buildNow();
    /// The layout is made again after any change of size, camera, selection or picture.
    void relayout();
    void followFocus();
    int arrowNear(const QPointF &position, bool tipsOnly) const;

    ScenarioDocument *m_document;
    AttentionFocus *m_focus;
    VectorSet m_set = VectorSet::Embeddings;
    bool m_tokenVectorsDraggable = true;
    int m_head = 0;
    double m_fontScale = 1.0;
    VectorCamera m_camera;
    std::optional<VectorPicture> m_picture;
    mutable std::optional<VectorPicture::Layout> m_layout;
    bool m_stale = true;
    std::vector<VectorName> m_selection; ///< oldest first, at most two

    enum class Drag { None, Turn, Pan, MoveTip };
    Drag m_drag = Drag::None;
    QPointF m_pressPosition;
    QPointF m_lastPosition;
    bool m_moved = false;
    int m_dragArrow = -1;
    int m_gesture = 0;
    Eigen::RowVectorXd m_dragStartVector;
    double m_dragScale = 1; ///< pixels per unit when the drag began
    /// While a tip moves, the projection and the framed box stay as they were when it was picked up.
    std::optional<Eigen::MatrixXd> m_frozenBasis;
    std::optional<std::pair<Eigen::Vector3d, Eigen::Vector3d>> m_frozenFrame;
};

} // namespace attn
