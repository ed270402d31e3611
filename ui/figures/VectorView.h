#pragma once

#include "FigureExport.h"
#include "geometry/VectorGeometry.h"
#include "scenario/Scenario.h"

#include <QWidget>
#include <optional>
#include <vector>

namespace attn {

class AttentionFocus;
class ScenarioDocument;

/// Which vectors the 3-D view shows.
enum class VectorSet {
    Embeddings,  ///< the token vectors x (editable by dragging)
    QueriesKeys, ///< q_i and k_j of the selected head, whose dot products are the scores
    Values,      ///< v_j of the selected head
};
QString vectorSetKey(VectorSet set);
std::optional<VectorSet> vectorSetFromKey(const QString &key);

/// Token vectors as arrows from the origin in three dimensions, with labels, axes and a grid. Drag on empty
/// space to turn the view, right-drag to pan, the wheel to zoom. Dragging an embedding's tip moves that
/// vector (one undo step per drag) and every view recomputes as it moves. Clicking two arrows shows their
/// angle, lengths, cos θ and dot product. With more than three dimensions the vectors are projected onto
/// their three principal directions, and the view says so and how much it keeps. Painted with QPainter
/// only, so it draws the same on screen, offscreen and into PNG, SVG and PDF.
class VectorView : public QWidget, public FigureSource
{
    Q_OBJECT
public:
    VectorView(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent = nullptr);

    VectorSet vectorSet() const { return m_set; }
    void setVectorSet(VectorSet set);
    int head() const { return m_head; }
    void setHead(int head);
    void setFontScale(double scale);
    /// The direction of view, in degrees: yaw turns about the vertical axis, pitch looks from above.
    void setCamera(double yawDegrees, double pitchDegrees);
    double yaw() const { return m_yaw; }
    double pitch() const { return m_pitch; }
    double zoom() const { return m_zoom; }

    struct Arrow
    {
        QString label;
        QString group;            ///< "x", "target", "q", "k" or "v": with row, names the arrow across updates
        SequenceRole role = SequenceRole::Source; ///< for embeddings: which sequence the row belongs to
        int row = 0;
        Eigen::RowVectorXd vector; ///< the full vector
        Eigen::Vector3d shown;     ///< its three displayed coordinates
        QColor colour;
        bool editable = false;
    };
    const std::vector<Arrow> &arrows() const { return m_arrows; }
    int arrowIndex(const QString &group, int row) const;
    const Projection3d &projection() const { return m_projection; }
    /// Where an arrow's tip is drawn, in widget pixels.
    QPointF tipPosition(int arrow) const;
    /// Clicking an arrow selects it; the two most recent selections are compared.
    void selectArrow(int arrow);
    void clearSelection();
    std::vector<int> selectedArrows() const;
    /// The selection by name, (group, row), so that a copy of the view can show the same pair.
    std::vector<std::pair<QString, int>> selectionNames() const { return m_selection; }
    void setSelectionNames(const std::vector<std::pair<QString, int>> &names);
    void setZoom(double zoom);
    /// The comparison of the two selected vectors, when two are selected.
    std::optional<VectorPairMeasures> pairMeasures() const;
    /// What the view writes about the selected pair.
    QString pairText() const;

    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override;
    QString figureTitle() const override;

    QSize sizeHint() const override { return {640, 560}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    struct View
    {
        QPointF centre;
        double scale = 1; ///< pixels per unit
    };
    /// Marks the arrows out of date, and makes them at once if the view is shown.
    void rebuild();
    void buildNow();
    void followFocus();
    View viewFor(const QRectF &area) const;
    QPointF project(const Eigen::Vector3d &point, const View &view) const;
    double depth(const Eigen::Vector3d &point) const;
    Eigen::Vector3d screenDeltaToWorld(const QPointF &delta, double scale) const;
    int arrowNear(const QPointF &position, bool tipsOnly) const;
    void paintScene(QPainter &painter, const QRectF &area) const;
    QFont pixelFont(double pixels, bool bold = false) const;

    ScenarioDocument *m_document;
    AttentionFocus *m_focus;
    VectorSet m_set = VectorSet::Embeddings;
    int m_head = 0;
    double m_fontScale = 1.0;
    double m_yaw = -35;
    double m_pitch = 25;
    double m_zoom = 1.0;
    QPointF m_pan; ///< as a share of the smaller side, so that a figure of any size frames the same
    std::vector<Arrow> m_arrows;
    bool m_stale = true;
    Projection3d m_projection;
    double m_extent = 1; ///< the longest displayed vector: sets the scale and the grid
    std::vector<std::pair<QString, int>> m_selection; ///< (group, row), oldest first, at most two

    enum class Drag { None, Turn, Pan, MoveTip };
    Drag m_drag = Drag::None;
    QPointF m_pressPosition;
    QPointF m_lastPosition;
    bool m_moved = false;
    int m_dragArrow = -1;
    int m_gesture = 0;
    Eigen::RowVectorXd m_dragStartVector;
    Eigen::Vector3d m_dragStartShown;
    std::optional<Eigen::MatrixXd> m_frozenBasis; ///< the projection stays still while a vector moves
    double m_frozenExtent = 0;
};

} // namespace attn
