#pragma once

#include "engine/AttentionResult.h"

#include <QColor>
#include <QFont>
#include <QRect>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace attn {

/// One head's weights in a lines figure, drawn in its own colour.
struct AttentionLinesHead
{
    QString name;
    std::shared_ptr<const MatrixF> weights; ///< queries x keys, shared with the pass they come from
    QColor colour;
};

/// Everything a lines figure shows; no widget, no document.
struct AttentionLinesContent
{
    QString title;
    QString emptyReason; ///< shown instead of the lines when there are no heads
    QStringList queryLabels; ///< the left column, top to bottom
    QStringList keyLabels;   ///< the right column
    QString queryColumnTitle;
    QString keyColumnTitle;
    std::vector<AttentionLinesHead> heads;
    int precision = 2; ///< decimals of the weights written beside the focused token's partners
};

/// The token a lines figure is focused on: only its lines are drawn.
struct LinesFocus
{
    enum Side { Query, Key };
    Side side = Query;
    int token = 0;
    bool operator==(const LinesFocus &) const = default;
};

/// A head's attention as lines, as BertViz draws it: the tokens in two columns (queries on the left, keys
/// on the right) and a line from query i to key j for each weight, thicker and more opaque the larger the
/// weight, so that where each token looks stands out; several heads overlay in their own colours. Focused
/// on a token, only its lines are drawn, and with one head their weights are written beside the partners.
/// Paints into any QPainter: the window, a PNG, an SVG or a PDF.
class AttentionLinesPicture
{
public:
    /// Weights below this are not drawn: at thousands of tokens they are most of the pairs and invisible.
    static constexpr float kLeastDrawnWeight = 0.01f;

    explicit AttentionLinesPicture(AttentionLinesContent content);

    struct Layout
    {
        QSize size;
        QFont titleFont;
        QRect title;
        QFont legendFont;
        std::vector<std::pair<int, QRect>> legend; ///< per head shown in the legend: its name's box (swatch to its left)
        QFont columnTitleFont;
        QRect queryColumnTitle;
        QRect keyColumnTitle;
        QFont labelFont;
        std::vector<QRect> queryLabels; ///< one per query token (named or not: the hover area)
        std::vector<QRect> keyLabels;
        int labelStep = 1; ///< every k-th token is named
        QFont numberFont;
        int numberWidth = 0; ///< room beside each column for the focused token's weights (0: none)
        double lineScale = 1; ///< thickness of the lines
        QFont noteFont;
        QRect note;
        QString noteText;
    };
    Layout layOut(const QSize &size, double textScale) const;
    void paint(QPainter &painter, const Layout &layout, const std::optional<LinesFocus> &focus = std::nullopt) const;
    /// The token under a point, on either column.
    std::optional<LinesFocus> tokenAt(const Layout &layout, const QPointF &point) const;
    /// Every text drawn with its box, for the checks that none overlaps another or leaves the figure.
    std::vector<std::pair<QString, QRect>> texts(const Layout &layout, const std::optional<LinesFocus> &focus = std::nullopt) const;
    /// How many lines a paint draws (pairs at or above kLeastDrawnWeight, of the focus only when focused).
    int lineCount(const std::optional<LinesFocus> &focus = std::nullopt) const;
    const AttentionLinesContent &content() const { return m_content; }

private:
    struct Line
    {
        int head;
        int query;
        int key;
        float weight;
    };
    /// The lines to draw, weakest first, so that strong lines lie on top.
    std::vector<Line> lines(const std::optional<LinesFocus> &focus) const;
    struct TokenLabel
    {
        QString text; ///< elided to its box
        QRect box;
        int flags;
        QFont font; ///< bold for the focused token
    };
    /// The token labels drawn: one in labelStep, and the focused token's.
    std::vector<TokenLabel> tokenLabels(const Layout &layout, const std::optional<LinesFocus> &focus) const;
    /// The weights written beside the focused token's partners (one head only): text and box.
    std::vector<std::pair<QString, QRect>> focusNumbers(const Layout &layout, const std::optional<LinesFocus> &focus) const;

    AttentionLinesContent m_content;
};

/// Colours for heads, told apart on white and by the common forms of colour blindness as far as twelve
/// hues allow (Okabe and Ito's eight, then four of Paul Tol's); a head keeps its colour in every figure.
QColor headColour(int head);

} // namespace attn
