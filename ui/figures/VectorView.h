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
///
/// A drag keeps the picture it began in, during the drag and after it: the directions (principal, for more
/// than three dimensions), the box and the arrows' place on the screen, so that the tip stays where the student
/// let it go and the other arrows stay where they were. Fitted afresh to the present vectors, a moved vector
/// changes the principal directions and the whole picture jumps. The kept framing lasts while the only changes
/// to the scenario are this view's drags; any other change (an edit in a table, undo or redo, another scenario)
/// or another vector set fits the picture afresh, as does fitAgain().
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
    /// The comparison of the two selected vectors, when two are selected.
    std::optional<VectorPairMeasures> pairMeasures() const;
    /// What the view writes about the selected pair.
    QString pairText() const;
    /// The directions and box kept since a drag, which exports from the window show too; none when the
    /// picture is fitted to the present vectors.
    std::optional<VectorFraming> keptFraming() const;
    /// Lets the kept framing go: the principal directions and the box of the vectors as they are now.
    void fitAgain();

    QSize sizeHint() const override { return {640, 560}; }

Q_SIGNALS:
    /// A drag began to keep the framing, or it was let go.
    void framingKeptChanged(bool kept);

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
    /// Keeps the picture as it is now for the drag that begins (see the class).
    void keepFraming();
    void letFramingGo();

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
    /// The picture a drag keeps: its directions and box, and where its layout put them on the screen. Valid
    /// while the document's generation is the one its last drag left (see the class).
    struct KeptFraming
    {
        VectorFraming framing;
        VectorPicture::Fit fit;
        int generation = 0;
    };
    std::optional<KeptFraming> m_kept;
};

} // namespace attn
