#pragma once

#include "geometry/VectorGeometry.h"
#include "scenario/Scenario.h"

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QRectF>
#include <QString>
#include <array>
#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace attn {

class ScenarioSnapshot;

/// Which vectors the 3-D view shows.
enum class VectorSet {
    Embeddings,  ///< the token vectors x (editable by dragging)
    QueriesKeys, ///< q_i and k_j of the selected head, whose dot products are the scores
    Values,      ///< v_j of the selected head
};
QString vectorSetKey(VectorSet set);
std::optional<VectorSet> vectorSetFromKey(const QString &key);

/// One arrow from the origin.
struct VectorArrow
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

/// An arrow named across updates: (group, row).
using VectorName = std::pair<QString, int>;

/// Directions and a box that a picture takes from an earlier picture instead of fitting its own: the window's
/// view keeps them through and after a drag, so that the picture the student moved a vector in stays put.
struct VectorFraming
{
    Eigen::MatrixXd basis; ///< d x 3, as Projection3d::basis
    Eigen::Vector3d boxLow, boxHigh;
};

/// Everything the 3-D picture shows, gathered from a snapshot; no widget, no document.
struct VectorContent
{
    VectorSet set = VectorSet::Embeddings;
    int head = 0;
    int headCount = 1;
    int dModel = 0;
    std::vector<VectorArrow> arrows;
    /// What each colour means where the arrows have more than one and their labels do not say it (the two
    /// sequences of cross attention): colour and name.
    std::vector<std::pair<QColor, QString>> legend;
    /// Whether the window can show the token vectors to drag (the stepper can; the training window's
    /// vectors are learnt, not drawn by hand): the hint under q, k and v says so only then.
    bool tokenVectorsDraggable = true;
    Projection3d projection;
    /// Whether the projection is onto directions kept from before a drag rather than the present vectors'
    /// own principal directions: the note says so (its share is still that of the present vectors).
    bool directionsKept = false;
    /// The box the picture frames, in displayed coordinates, the origin always inside it.
    Eigen::Vector3d boxLow = Eigen::Vector3d::Constant(-1);
    Eigen::Vector3d boxHigh = Eigen::Vector3d::Constant(1);

    int arrowIndex(const VectorName &name) const;
    std::vector<int> indices(const std::vector<VectorName> &names) const;
};

/// The arrows of a set for a head, in the language spoken. With a framing (the window's, from before a drag)
/// the vectors are shown in its directions and box rather than in their own principal directions and a box
/// fitted to them; without one (the command line, always) they are fitted afresh. The tokens are named in
/// the language given, where the scenario translates them.
VectorContent vectorContent(const ScenarioSnapshot &snapshot, VectorSet set, int head, const QString &language,
                            const std::optional<VectorFraming> &framing = std::nullopt);
/// The arrows that show a focused query-key pair in a set: q_i and k_j, x_i and x_j, or v_j; none when
/// either index is negative (no pair is focused).
std::vector<VectorName> vectorNamesForFocus(int query, int key, VectorSet set, AttentionMode mode);

/// The direction of view and framing: yaw turns about the vertical axis, pitch looks from above (degrees);
/// zoom multiplies the fitted scale; pan moves the picture by a share of its smaller side.
struct VectorCamera
{
    double yaw = -35;
    double pitch = 25;
    double zoom = 1;
    QPointF pan;
};

/// The 3-D view as a renderer: arrows from the origin with their labels, the axes, a grid on the plane of
/// the first two axes and a scale, the title and what the picture is (a projection, or fewer dimensions),
/// and the comparison of two selected arrows. The vectors fill the picture whatever their size; no label
/// covers another, the axes' names, the texts or a tip; labels that find no free place are left out and the
/// picture says how many. Paints into any QPainter: the window's view, a PNG, an SVG or a PDF.
class VectorPicture
{
public:
    explicit VectorPicture(VectorContent content);

    /// Where a layout put the world before zoom and pan, for one size, text scale and direction of view:
    /// pixels per unit, the plot's centre and the middle of what was fitted (in units, seen from the camera).
    /// A layout given the fit of an earlier one keeps its place for the arrows, where a fit of its own would
    /// follow a moved tip or a longer note; it fits afresh when the size, text scale or direction differs.
    struct Fit
    {
        QSizeF size;
        double textScale = 1;
        double yaw = 0, pitch = 0;
        double scale = 1;
        QPointF plotCentre, middle;
    };

    struct Layout
    {
        QSizeF size;
        double chrome = 1; ///< the texts' and strokes' scale
        QFont titleFont, noteFont, labelFont, axisFont, pairFont;
        QRectF title, note, pair, plot;
        QString titleText, noteText, pairText;
        Fit fit;
        double scale = 1; ///< pixels per unit
        QPointF centre;   ///< where the box's centre is drawn
        QPointF origin;
        std::vector<QPointF> tips;
        /// Each arrow's label box; empty when it found no free place, or when its tip is where another
        /// arrow's is and that arrow's label names both.
        std::vector<QRectF> labels;
        std::vector<QString> labelTexts;
        std::vector<bool> labelShared; ///< names arrows of more than one colour: drawn in a neutral ink
        std::vector<bool> labelMoved; ///< away from its tip, with a thin line back to it
        std::vector<QRectF> axisLabels;
        double gridStep = 1; ///< world units between grid lines: one square
        QLineF scaleBar;
        QRectF scaleText;
        QString scaleLabel;
        /// The legend under the scale: a stroke of each colour beside its name.
        struct LegendEntry
        {
            QLineF swatch;
            QRectF text;
            QString name;
            QColor colour;
        };
        std::vector<LegendEntry> legend;
        int labelsLeftOut = 0;
    };
    /// forScreen: the window's view, which tells the mouse what to do; a slide (false) never does. keptFit: an
    /// earlier layout's fit, used where it was made for this size, text scale and direction of view.
    Layout layOut(const QSizeF &size, double textScale, const VectorCamera &camera, const std::vector<int> &selected,
                  bool forScreen = true, const std::optional<Fit> &keptFit = std::nullopt) const;
    void paint(QPainter &painter, const Layout &layout, const VectorCamera &camera, const std::vector<int> &selected) const;
    /// Every text drawn with its place: title, note, pair, axis names, arrow labels and the scale's number.
    std::vector<std::pair<QString, QRectF>> texts(const Layout &layout) const;

    const VectorContent &content() const { return m_content; }
    QString title() const;
    /// e₁, e₂, e₃, or PC1, PC2, PC3 for a projection.
    std::array<QString, 3> axisNames() const;
    /// What the picture writes about two selected arrows (or how to select them).
    QString pairText(const std::vector<int> &selected) const;
    std::optional<VectorPairMeasures> pairMeasures(const std::vector<int> &selected) const;

    /// The camera's projection: screen x is the turned x, screen up the tilted z.
    static QPointF project(const Eigen::Vector3d &point, const VectorCamera &camera, const Layout &layout);
    /// Larger is farther from the viewer.
    static double depth(const Eigen::Vector3d &point, const VectorCamera &camera);
    /// A move in the screen's plane as a move in the world (the inverse of project at constant depth).
    static Eigen::Vector3d screenDeltaToWorld(const QPointF &delta, const VectorCamera &camera, double scale);

private:
    /// The parts of paint(), in the order they are drawn: the grid and the axes, the arrows far to near, their
    /// labels, the scale and the legend, the title with its note and the pair compared.
    void paintGridAndAxes(QPainter &painter, const Layout &layout, const VectorCamera &camera) const;
    void paintArrows(QPainter &painter, const Layout &layout, const VectorCamera &camera, const std::vector<int> &selected) const;
    void paintLabels(QPainter &painter, const Layout &layout) const;
    void paintScaleAndLegend(QPainter &painter, const Layout &layout) const;
    void paintTitles(QPainter &painter, const Layout &layout) const;
    /// The layout with the note already counting leftOutNoted labels left out (see layOut).
    Layout layOutNoting(const QSizeF &size, double textScale, const VectorCamera &camera, const std::vector<int> &selected,
                        bool forScreen, const std::optional<Fit> &keptFit, int leftOutNoted) const;

    VectorContent m_content;
};

} // namespace attn
