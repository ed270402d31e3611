#pragma once

#include "ColourGradient.h"
#include "engine/AttentionResult.h"

#include <QFont>
#include <array>
#include <QImage>
#include <QRect>
#include <QStringList>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace attn {

/// What the colours of a heatmap of weights span. Scores are always coloured on a range symmetric about 0.
enum class ColourRange {
    Unit, ///< 0 to 1: weights of different rows and figures compare directly
    Row,  ///< each row from its least to its largest weight: the ranking within a row, however flat it is
    Data, ///< the least to the largest weight shown: small differences become visible
};
QString colourRangeKey(ColourRange range);
std::optional<ColourRange> colourRangeFromKey(const QString &key);

/// One query × key matrix of a heatmap figure.
struct HeatmapPanel
{
    QString title;
    int head = 0;
    /// The numbers drawn, shared with the result they come from (never copied: thousands of tokens make
    /// millions of cells).
    std::shared_ptr<const MatrixF> values;
    /// The head's masked scores, −∞ where a query may not see a key; null when the figure shows no mask.
    std::shared_ptr<const MatrixF> maskSource;
    QStringList queryLabels;
    QStringList keyLabels;
    bool isMasked(Eigen::Index query, Eigen::Index key) const { return maskSource && std::isinf((*maskSource)(query, key)); }
    Eigen::Index maskedCount() const
    {
        return maskSource ? (maskSource->array() == -std::numeric_limits<float>::infinity()).count() : 0;
    }
    bool anyMasked() const { return maskedCount() > 0; }
};

/// Everything a heatmap figure shows, gathered from a result; no widget, no document.
struct HeatmapContent
{
    QString title;
    QString emptyReason; ///< shown instead of panels when there are none
    std::vector<HeatmapPanel> panels;
    bool scoreLike = false; ///< scores (symmetric range about 0) rather than weights
    QString valueName;      ///< "weight" or "score", on the colour bar
    QString keyAxisTitle;   ///< for a single panel
    QString queryAxisTitle;
    QString maskNote;
    ColourGradient gradient;
    int precision = 2;
    ColourRange range = ColourRange::Unit;
    /// Panels per row; 0 lets the layout choose the grid that gives the largest cells. A model's layer x
    /// head grid sets its heads, so that each row is a layer.
    int columns = 0;
    /// A fixed grid's rows and columns named once, at its left and over its top ("L1" ... and "H1" ...), for
    /// panels without titles: a title over each of twelve layers' heads would fill a third of every row.
    QStringList rowNames;
    QStringList columnNames;
    /// A fixed grid whose panels all show the same tokens (every head of a model on one text): the keys are
    /// named over the first row of panels only and the queries beside the first column only, and the cells
    /// get the room the other panels' labels would take.
    bool sharedLabels = false;
    /// The least font sizes, in pixels: numbers that would be smaller are left out of the cells, and the
    /// tokens' names are never made smaller (every k-th is named where even that does not fit). 9 px in the
    /// window and in files; a slide asks a 30th and a 40th of its height, what the back row reads.
    int leastNumberPixels = 9;
    int leastLabelPixels = 9;
    /// The least size of the titles, the colour bar's name and the axes' names: one that would have to be
    /// smaller to fit is left out. 0: down to three fifths of their size (FigureText's fittedFont).
    int leastTitlePixels = 0;
};

/// A heatmap figure as a renderer: square cells (no interpolation) with query tokens down the side and key
/// tokens along the top, every label when it fits and otherwise every k-th with a note that says so, the
/// value in each cell when it fits, masked cells hatched grey, and a colour bar that names its range.
/// Paints into any QPainter: the window's figure, a PNG, an SVG or a PDF.
class HeatmapPicture
{
public:
    static constexpr double kReadableCell = 12;   ///< px: a 9 px name's line, with air
    static constexpr double kReadablePanel = 120; ///< px: the cells' shorter side, for many tokens
    /// SVG and PDF draw every cell of a heatmap as a rectangle up to this many cells (512 x 512 tokens,
    /// about 25 MB of SVG); a larger one is embedded as an image of one pixel per cell, up to 2048 x 2048,
    /// each pixel beyond that the largest of the cells it covers.
    static constexpr qint64 kVectorCellLimit = 512 * 512;
    explicit HeatmapPicture(HeatmapContent content);

    struct PanelLayout
    {
        QRect cells;   ///< the square cells, all of them
        double cell = 0; ///< a cell's side
        QRect title;
        QFont labelFont;
        bool keysTurned = false; ///< key labels read upwards, one line per column
        /// Whether this panel names its keys and its queries: in a grid of shared labels only the first row
        /// names the keys and only the first column the queries.
        bool keysNamed = true;
        bool queriesNamed = true;
        int queryLabelBand = 0;  ///< the width the queries' names take beside the cells, their gap included
        int keyStep = 1;         ///< every k-th key is named
        int queryStep = 1;
        QFont numberFont;
        bool numbers = false;
        QRect keyAxisTitle;   ///< empty when the title is left out (too long for the cells)
        QRect queryAxisTitle; ///< drawn turned, reading upwards
        QFont keyAxisFont;
        QFont queryAxisFont;
    };
    struct Layout
    {
        QSize size;
        double scale = 1; ///< text scale × the figure's size factor: labels and numbers
        QFont titleFont;
        QRect title;
        QFont panelTitleFont;
        /// A fixed grid's names of rows and columns, each with its box: left of its row's first cells, over its
        /// column's first cells.
        struct GridName
        {
            QString text;
            QRect box;
            Qt::Alignment alignment; ///< a row's name right against its cells, a column's centred over them
        };
        QFont gridNameFont;
        std::vector<GridName> gridNames;
        std::vector<PanelLayout> panels;
        QRect bar;
        QFont barFont;
        std::vector<std::pair<double, QString>> ticks; ///< value and text
        QRect barTitle; ///< drawn turned, reading upwards
        QString barText;
        QFont barTitleFont;
        QFont noteFont;
        QRect notes;
        QString noteText;
        /// Whether each panel's cells are large enough to read: a cell that holds a token's name at the
        /// smallest size, or cells of 120 px where there are too many tokens for that. A smaller figure (a
        /// 200 × 200 slide of four tokens) would get cells of 0.001 px, one key named in 12601.
        bool fits = true;
    };
    Layout layOut(const QSize &size, double textScale) const;
    /// The layout where the size holds one that fits; else the layout at the smallest size of the same shape
    /// that does (a fifth larger at a time), with the factor that brings it down to the size asked.
    std::pair<Layout, double> layOutScaledToFit(const QSize &size, double textScale) const;
    /// Draws the figure; focus: a query-key pair of a head to outline.
    void paint(QPainter &painter, const Layout &layout, const std::optional<std::array<int, 3>> &focus = std::nullopt) const;
    /// Only the focused pair's outline, over a picture painted without it (the window keeps the picture and
    /// draws this on each move of the mouse).
    void paintFocus(QPainter &painter, const Layout &layout, const std::optional<std::array<int, 3>> &focus) const;
    /// The layout with the tokens' names and the numbers asked at labelScale (20 and 30 px at 1) and the titles,
    /// the colour bar and the notes at chromeScale (22 and 15 px at 1), whatever the size: for a slide, whose
    /// sizes follow its height, not the window's habits.
    Layout layOutAt(const QSize &size, double labelScale, double chromeScale) const;
    /// Every text drawn with its box, for the checks that none overlaps another or leaves the figure; with
    /// pixelSizes, each one's font size in pixels too, in the same order.
    std::vector<std::pair<QString, QRect>> texts(const Layout &layout, std::vector<int> *pixelSizes = nullptr) const;

    struct CellHit
    {
        int panel = -1;
        int query = -1;
        int key = -1;
    };
    std::optional<CellHit> cellAt(const Layout &layout, const QPointF &point) const;
    QRectF cellRect(const Layout &layout, int panel, int query, int key) const;
    /// The colour range of a panel's row (Row) or of the whole figure.
    ValueRange rangeFor(int panel, int query) const;
    ValueRange figureRange() const { return m_figureRange; }
    const HeatmapContent &content() const { return m_content; }
    /// The colour a value gets in a panel's row.
    QColor colourOf(int panel, int query, float value) const;

private:
    /// Whether each panel keeps the ordinary layout's numbers and the tokens' names at least as large, and names
    /// as many tokens; a panel that shows neither, its cells at least as large.
    bool keepsTheCellsTexts(const Layout &layout, const Layout &ordinary) const;
    /// titleHeight: the room above the cells for the titles of the panels in the slot's row, the tallest of
    /// them, so that panels side by side begin their cells at one height.
    /// A grid of shared labels (HeatmapContent::sharedLabels) is laid out as its first panel, in the room of
    /// the whole grid: its cells as large as the grid's columns and rows of panels allow beside one band of
    /// labels each way. spacing: from one panel's cells to the next one's, beyond the cells, across and down.
    struct SharedGrid
    {
        int columns = 1;
        int rows = 1;
        int columnSpacing = 0;
        int rowSpacing = 0;
    };
    PanelLayout layOutPanel(const HeatmapPanel &panel, const QRect &slot, double scale, double chrome, bool single,
                            const QFont &panelTitleFont, int titleHeight, const SharedGrid &grid) const;
    /// The panel with its labels asked at that size (smaller where the cells are small).
    PanelLayout layOutPanelWithLabels(const HeatmapPanel &panel, const QRect &slot, double scale, double chrome, bool single,
                                      const QFont &panelTitleFont, int titleHeight, double asked, const SharedGrid &grid) const;
    /// Every panel of a grid of shared labels (see SharedGrid), in the room of the grid.
    std::vector<PanelLayout> sharedLabelGrid(const QRect &room, double scale, double chrome, const QFont &panelTitleFont) const;
    /// The panel's numbers in its cells, as large as they fit with a reader's gap between them; none below the
    /// content's leastNumberPixels.
    void fitNumbers(PanelLayout &layout, const HeatmapPanel &panel, double scale) const;
    void paintCells(QPainter &painter, const Layout &layout, int panel) const;
    /// A panel's cells as one picture of the given pixels, each pixel the largest of the cells it covers (in
    /// its row's range where the colours go by row), masked blocks grey: for cells of a few pixels or less.
    QImage pooledCells(int panelIndex, const QSize &pixels) const;
    QString rangeText() const;
    /// What the colour bar spans: a row's own range as 0 to 1 per row, else the figure's range.
    ValueRange barRange() const;
    /// Where a tick's label goes beside the bar, centred on the tick.
    QRect tickLabelBox(const Layout &layout, double value) const;

    HeatmapContent m_content;
    ValueRange m_figureRange;
    bool m_anyMasked = false;
    /// Per panel, per row: the least and largest unmasked weight, for ColourRange::Row.
    std::vector<std::vector<ValueRange>> m_rowRanges;
    ColourGradient m_gradient;
    /// One pixel per screen pixel for cells too small to draw one by one, kept between paints.
    mutable std::vector<QImage> m_cellImages;
};

} // namespace attn
