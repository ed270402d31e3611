#include "VectorPicture.h"

#include "FigureText.h"
#include "ScenarioSnapshot.h"
#include "base/EnumKeys.h"
#include "text/MatrixText.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <Eigen/Geometry>
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace attn {

/// The keys of VectorSet in files, settings and on the command line, in the order they are listed.
constexpr auto kVectorSetKeys = enumKeys<VectorSet>({
    {VectorSet::Embeddings, "embeddings"},
    {VectorSet::QueriesKeys, "qk"},
    {VectorSet::Values, "values"},
});

QString vectorSetKey(VectorSet value)
{
    return kVectorSetKeys.key(value);
}

std::optional<VectorSet> vectorSetFromKey(const QString &key)
{
    return kVectorSetKeys.fromKey(key);
}

namespace {

/// The texts in attn::VectorView's translation context, where the .ts files hold them.
struct VectorStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::VectorView)
};

constexpr double kDegrees = std::numbers::pi / 180.0;
// Dark2 colours: distinguishable with the common colour blindnesses and on a projector.
const QColor kSourceColour(0x1f, 0x77, 0xb4);
const QColor kTargetColour(0xd9, 0x5f, 0x02);
const QColor kQueryColour(0xd9, 0x5f, 0x02);
const QColor kKeyColour(0x1b, 0x9e, 0x77);
const QColor kValueColour(0x75, 0x70, 0xb3);
/// Beyond this many arrows only the selected ones and the first of the others are offered a label: placing
/// each label tests it against every other, and thousands of labels could not be read anyway.
constexpr size_t kMostLabels = 160;

QString number(double value, int decimals = 3)
{
    return fixedDecimals(value, decimals, QLocale());
}

/// 1, 2 or 5 times a power of ten, the nearest such to the value (by ratio).
double niceStep(double value)
{
    const double power = std::pow(10.0, std::floor(std::log10(std::max(value, 1e-12))));
    double best = power;
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (std::abs(std::log(factor * power / value)) < std::abs(std::log(best / value)))
            best = factor * power;
    return best;
}

/// The number of a scale step, with as many decimals as it needs and no more.
QString stepText(double step)
{
    const int decimals = std::max(0, int(std::ceil(-std::log10(step) - 1e-9)));
    return QLocale().toString(step, 'f', decimals);
}

} // namespace

int VectorContent::arrowIndex(const VectorName &name) const
{
    for (size_t a = 0; a < arrows.size(); ++a)
        if (arrows[a].group == name.first && arrows[a].row == name.second)
            return int(a);
    return -1;
}

std::vector<int> VectorContent::indices(const std::vector<VectorName> &names) const
{
    std::vector<int> found;
    for (const VectorName &name : names)
        if (const int index = arrowIndex(name); index >= 0)
            found.push_back(index);
    return found;
}

VectorContent vectorContent(const ScenarioSnapshot &snapshot, VectorSet set, int head, const QString &language,
                            const std::optional<VectorFraming> &framing)
{
    VectorContent content;
    content.set = set;
    const Scenario &scenario = snapshot.scenario();
    content.headCount = scenario.headCount();
    content.dModel = int(scenario.dModel());
    content.head = std::clamp(head, 0, std::max(0, content.headCount - 1));
    auto add = [&content](const MatrixD &rows, const QStringList &labels, const QString &group, const QColor &colour,
                          SequenceRole role, bool editable, const QString &prefix) {
        for (Eigen::Index i = 0; i < rows.rows(); ++i)
            content.arrows.push_back({prefix + labels.value(int(i)), group, role, int(i), rows.row(i), Eigen::Vector3d::Zero(),
                                      colour, editable});
    };
    const std::shared_ptr<const AttentionResult> &result = snapshot.result();
    const QStringList sourceLabels = scenario.localizedTokens(SequenceRole::Source, language);
    const bool haveHead = result && size_t(content.head) < result->heads.size();
    switch (set) {
    case VectorSet::Embeddings:
        add(scenario.source.vectors, sourceLabels, QStringLiteral("x"), kSourceColour, SequenceRole::Source, true, {});
        if (scenario.mode == AttentionMode::Cross && scenario.target) {
            add(scenario.target->vectors, scenario.localizedTokens(SequenceRole::Target, language), QStringLiteral("target"),
                kTargetColour, SequenceRole::Target, true, {});
            content.legend = {{kSourceColour, VectorStrings::tr("source (keys, values)")},
                              {kTargetColour, VectorStrings::tr("target (queries)")}};
        }
        break;
    case VectorSet::QueriesKeys:
        if (haveHead) {
            const HeadResult &headResult = result->heads[size_t(content.head)];
            add(headResult.q.cast<double>(), scenario.localizedQueryTokens(language), QStringLiteral("q"), kQueryColour,
                SequenceRole::Source, false, QStringLiteral("q "));
            add(headResult.k.cast<double>(), sourceLabels, QStringLiteral("k"), kKeyColour, SequenceRole::Source, false,
                QStringLiteral("k "));
        }
        break;
    case VectorSet::Values:
        if (haveHead)
            add(result->heads[size_t(content.head)].v.cast<double>(), sourceLabels, QStringLiteral("v"), kValueColour,
                SequenceRole::Source, false, QStringLiteral("v "));
        break;
    }
    if (content.arrows.empty())
        return content;
    Eigen::MatrixXd stacked(Eigen::Index(content.arrows.size()), content.arrows.front().vector.size());
    for (size_t a = 0; a < content.arrows.size(); ++a)
        stacked.row(Eigen::Index(a)) = content.arrows[a].vector;
    content.projection = framing ? projectWithBasis(stacked, framing->basis) : projectTo3d(stacked);
    content.directionsKept = framing && content.projection.isProjection;
    for (size_t a = 0; a < content.arrows.size(); ++a)
        content.arrows[a].shown = content.projection.coordinates.row(Eigen::Index(a)).transpose();
    if (framing) {
        content.boxLow = framing->boxLow;
        content.boxHigh = framing->boxHigh;
        return content;
    }
    // The box the picture frames: the tips and the origin. An axis the vectors do not reach (the third of
    // two-dimensional vectors, or one they all point away from) keeps a short positive stub, so that its
    // direction and name still show.
    const Eigen::Vector3d low = content.projection.coordinates.colwise().minCoeff().transpose().cwiseMin(0.0);
    const Eigen::Vector3d high = content.projection.coordinates.colwise().maxCoeff().transpose().cwiseMax(0.0);
    double span = (high - low).maxCoeff();
    if (!(span > 0))
        span = 1;
    content.boxLow = low;
    content.boxHigh = high.cwiseMax(0.2 * span);
    return content;
}

std::vector<VectorName> vectorNamesForFocus(int query, int key, VectorSet set, AttentionMode mode)
{
    if (query < 0 || key < 0)
        return {};
    switch (set) {
    case VectorSet::Embeddings:
        return {{mode == AttentionMode::Cross ? QStringLiteral("target") : QStringLiteral("x"), query},
                {QStringLiteral("x"), key}};
    case VectorSet::QueriesKeys:
        return {{QStringLiteral("q"), query}, {QStringLiteral("k"), key}};
    case VectorSet::Values:
        return {{QStringLiteral("v"), key}};
    }
    return {};
}

VectorPicture::VectorPicture(VectorContent content) : m_content(std::move(content)) {}

QString VectorPicture::title() const
{
    const QString headText = m_content.headCount > 1 ? VectorStrings::tr(" of head %1").arg(m_content.head + 1) : QString();
    const int dimension = m_content.arrows.empty() ? 0 : int(m_content.arrows.front().vector.size());
    switch (m_content.set) {
    case VectorSet::Embeddings:
        return VectorStrings::tr("Token vectors x (d_model = %1)").arg(m_content.dModel);
    case VectorSet::QueriesKeys:
        return VectorStrings::tr("Queries q and keys k%1 (d_k = %2)").arg(headText).arg(dimension);
    case VectorSet::Values:
        return VectorStrings::tr("Values v%1 (d_v = %2)").arg(headText).arg(dimension);
    }
    return {};
}

std::array<QString, 3> VectorPicture::axisNames() const
{
    if (m_content.projection.isProjection)
        return {VectorStrings::tr("PC1"), VectorStrings::tr("PC2"), VectorStrings::tr("PC3")};
    return {QStringLiteral("e₁"), QStringLiteral("e₂"), QStringLiteral("e₃")};
}

std::optional<VectorPairMeasures> VectorPicture::pairMeasures(const std::vector<int> &selected) const
{
    if (selected.size() != 2)
        return std::nullopt;
    return measurePair(m_content.arrows[size_t(selected[0])].vector, m_content.arrows[size_t(selected[1])].vector);
}

QString VectorPicture::pairText(const std::vector<int> &selected) const
{
    if (selected.size() != 2)
        return m_content.set == VectorSet::Embeddings || !m_content.tokenVectorsDraggable
                   ? VectorStrings::tr("Click two arrows to compare them.")
                   : VectorStrings::tr("Click two arrows to compare them. These follow from the token vectors: drag those to move them.");
    const VectorArrow &a = m_content.arrows[size_t(selected[0])];
    const VectorArrow &b = m_content.arrows[size_t(selected[1])];
    const VectorPairMeasures measures = *pairMeasures(selected);
    QStringList lines;
    lines << VectorStrings::tr("a = %1,  b = %2").arg(a.label, b.label);
    if (measures.hasAngle) {
        lines << VectorStrings::tr("a·b = %1 = |a| |b| cos θ = %2 × %3 × %4")
                     .arg(number(measures.dot), number(measures.normA), number(measures.normB), number(measures.cosine));
        lines << VectorStrings::tr("θ = %1°").arg(number(measures.angleDegrees, 1));
    } else {
        lines << VectorStrings::tr("a·b = %1; a zero vector has no direction, so no angle").arg(number(measures.dot));
    }
    if (a.group == QLatin1String("q") && b.group == QLatin1String("k"))
        lines << VectorStrings::tr("a·b is the score S[%1][%2] of head %3").arg(a.row + 1).arg(b.row + 1).arg(m_content.head + 1);
    return lines.join(u'\n');
}

namespace {

/// The camera as one rotation from the world to the view: turn by the yaw about the vertical axis e3, then
/// tilt by the pitch about the screen's horizontal axis. The rows of R are the screen's x, the depth (away
/// from the viewer) and the screen's up: view = R · world, and world = Rᵀ · view, R being orthonormal.
Eigen::Matrix3d viewRotation(const VectorCamera &camera)
{
    return (Eigen::AngleAxisd(-camera.pitch * kDegrees, Eigen::Vector3d::UnitX()) *
            Eigen::AngleAxisd(camera.yaw * kDegrees, Eigen::Vector3d::UnitZ()))
        .toRotationMatrix();
}

} // namespace

QPointF VectorPicture::project(const Eigen::Vector3d &point, const VectorCamera &camera, const Layout &layout)
{
    const Eigen::Vector3d view = viewRotation(camera) * point;
    return layout.centre + QPointF(view.x() * layout.scale, -view.z() * layout.scale);
}

double VectorPicture::depth(const Eigen::Vector3d &point, const VectorCamera &camera)
{
    return viewRotation(camera).row(1).dot(point);
}

Eigen::Vector3d VectorPicture::screenDeltaToWorld(const QPointF &delta, const VectorCamera &camera, double scale)
{
    // At constant depth: the view's move is (x, 0, up), turned back into the world.
    return viewRotation(camera).transpose() * Eigen::Vector3d(delta.x() / scale, 0.0, -delta.y() / scale);
}

namespace {

/// The note's sentence about labels left out. Two sentences rather than a plural form: English, German and
/// Italian all tell one from more than one.
QString leftOutSentence(int count)
{
    return count == 1 ? VectorStrings::tr("1 label left out where there is no free place.")
                      : VectorStrings::tr("%1 labels left out where there is no free place.").arg(count);
}

} // namespace

VectorPicture::Layout VectorPicture::layOut(const QSizeF &size, double textScale, const VectorCamera &camera,
                                            const std::vector<int> &selected, bool forScreen, const std::optional<Fit> &keptFit) const
{
    // Labels left out are counted in the note, which may then take more lines and leave the arrows less room:
    // laid out again, with the count in the note from the start, until the two agree (twice at most). Fitted
    // in afterwards beside the scale bar instead, a narrow dock's note would become a column of single words
    // over the arrows, cut off at the bottom.
    Layout layout = layOutNoting(size, textScale, camera, selected, forScreen, keptFit, 0);
    for (int round = 0, noted = 0; round < 2 && layout.labelsLeftOut > noted; ++round) {
        noted = layout.labelsLeftOut;
        layout = layOutNoting(size, textScale, camera, selected, forScreen, keptFit, noted);
    }
    return layout;
}

VectorPicture::Layout VectorPicture::layOutNoting(const QSizeF &size, double textScale, const VectorCamera &camera,
                                                  const std::vector<int> &selected, bool forScreen,
                                                  const std::optional<Fit> &keptFit, int leftOutNoted) const
{
    Layout layout;
    layout.size = size;
    // Texts grow with the text scale as far as the figure is large: a narrow dock at twice the text size keeps
    // room for its arrows.
    layout.chrome = figureChromeScale(size, textScale);
    const double chrome = layout.chrome;
    layout.titleFont = pixelFont(24 * chrome, true);
    layout.noteFont = pixelFont(17 * chrome);
    layout.labelFont = pixelFont(20 * chrome, true);
    layout.axisFont = pixelFont(18 * chrome, true);
    layout.pairFont = pixelFont(19 * chrome);
    const double margin = 12 * chrome;
    const QRectF area = QRectF(QPointF(0, 0), size).adjusted(margin, margin, -margin, -margin);

    // The title and the note at the top, the pair's comparison at the bottom: the arrows have what is between.
    layout.titleText = title();
    const int wrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    layout.title = QFontMetricsF(layout.titleFont).boundingRect(area, wrap, layout.titleText);
    // The share and its "%" joined by a space that does not break: "89,0" at a line's end and "%" at the next
    // line's start read as two things.
    const QString kept = number(100.0 * m_content.projection.keptShare, 1) + QChar(QChar::Nbsp) + u'%';
    if (m_content.directionsKept)
        layout.noteText = VectorStrings::tr("A projection to 3-D onto the principal directions the vectors had before dragging: "
                                            "it keeps %1 of their variance now (about the origin).")
                              .arg(kept);
    else if (m_content.projection.isProjection)
        layout.noteText = VectorStrings::tr("A projection to 3-D onto the principal directions: it keeps %1 of the variance (about the origin).")
                              .arg(kept);
    else if (!m_content.arrows.empty() && m_content.arrows.front().vector.size() < 3)
        layout.noteText = VectorStrings::tr("The vectors have %1 dimensions: the missing axes stay at 0.").arg(m_content.arrows.front().vector.size());
    else if (m_content.arrows.empty())
        layout.noteText = VectorStrings::tr("No vectors to show: the scenario has a problem.");
    // The note and, after it, how many labels are left out (none: the note alone).
    const QString baseNote = layout.noteText;
    const auto noteCounting = [&baseNote](int leftOut) {
        const QString sentence = leftOut > 0 ? leftOutSentence(leftOut) : QString();
        return baseNote.isEmpty() || sentence.isEmpty() ? baseNote + sentence : baseNote + u' ' + sentence;
    };
    layout.noteText = noteCounting(leftOutNoted);
    double top = layout.title.bottom() + 4 * chrome;
    if (!layout.noteText.isEmpty()) {
        layout.note = QFontMetricsF(layout.noteFont).boundingRect(area.adjusted(0, top - area.top(), 0, 0), wrap, layout.noteText);
        top = layout.note.bottom() + 4 * chrome;
    }
    double bottom = area.bottom();
    if (!m_content.arrows.empty() && (forScreen || selected.size() == 2)) {
        layout.pairText = pairText(selected);
        layout.pair = QFontMetricsF(layout.pairFont).boundingRect(area, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, layout.pairText);
        bottom = layout.pair.top() - 4 * chrome;
    }
    // Room around the arrows for the labels beyond their tips.
    const QFontMetricsF labelMetrics(layout.labelFont);
    double widestLabel = 0;
    for (size_t a = 0; a < std::min(m_content.arrows.size(), kMostLabels); ++a)
        widestLabel = std::max(widestLabel, labelMetrics.horizontalAdvance(m_content.arrows[a].label));
    const double labelLine = labelMetrics.height() + 2;
    // Half the widest label on each side: a label at the edge turns inwards, above or below its tip.
    const double sideRoom = std::min(widestLabel / 2 + 8 * chrome, area.width() / 8);
    layout.plot = QRectF(area.left() + sideRoom, top + labelLine * 1.2, area.width() - 2 * sideRoom,
                         std::max(1.0, bottom - top - labelLine * 2.4));

    // The grid's square: 1, 2 or 5 times a power of ten, about five across the box's longest side. The grid
    // covers the box on the plane of the first two axes; the axes span the box.
    const Eigen::Vector3d span = m_content.boxHigh - m_content.boxLow;
    layout.gridStep = niceStep(std::max(span.maxCoeff(), 1e-12) / 5.0);
    const Eigen::Vector3d &low = m_content.boxLow, &high = m_content.boxHigh;
    // Fit: what is drawn (the origin, the tips, the axes' ends and the grid's corners), seen from the camera,
    // fills the plot, times the zoom. A kept fit of the same size, text scale and direction is used instead.
    const bool fitKept = keptFit && keptFit->size == size && keptFit->textScale == textScale && keptFit->yaw == camera.yaw &&
                         keptFit->pitch == camera.pitch;
    if (fitKept) {
        layout.fit = *keptFit;
    } else {
        layout.scale = 1;
        layout.centre = QPointF(0, 0);
        std::vector<Eigen::Vector3d> drawn{Eigen::Vector3d::Zero(),
                                           {low.x(), low.y(), 0}, {low.x(), high.y(), 0}, {high.x(), low.y(), 0}, {high.x(), high.y(), 0}};
        for (int axis = 0; axis < 3; ++axis) {
            drawn.push_back(Eigen::Vector3d::Unit(axis) * low(axis));
            drawn.push_back(Eigen::Vector3d::Unit(axis) * high(axis));
        }
        for (const VectorArrow &arrow : m_content.arrows)
            drawn.push_back(arrow.shown);
        double left = 1e300, right = -1e300, up = 1e300, down = -1e300;
        for (const Eigen::Vector3d &point : drawn) {
            const QPointF at = project(point, camera, layout);
            left = std::min(left, at.x());
            right = std::max(right, at.x());
            up = std::min(up, at.y());
            down = std::max(down, at.y());
        }
        layout.fit = {size, textScale, camera.yaw, camera.pitch,
                      std::min(layout.plot.width() / std::max(right - left, 1e-12), layout.plot.height() / std::max(down - up, 1e-12)),
                      layout.plot.center(), QPointF((left + right) / 2, (up + down) / 2)};
    }
    layout.scale = layout.fit.scale * camera.zoom;
    const double side = std::min(size.width(), size.height());
    layout.centre = layout.fit.plotCentre - layout.fit.middle * layout.scale + QPointF(camera.pan.x() * side, camera.pan.y() * side);
    layout.origin = project(Eigen::Vector3d::Zero(), camera, layout);
    layout.tips.reserve(m_content.arrows.size());
    for (const VectorArrow &arrow : m_content.arrows)
        layout.tips.push_back(project(arrow.shown, camera, layout));

    // The scale: one square of the grid, at the plot's top right.
    // A length in the plane of the screen (the grid's squares lie at a slant and look shorter).
    layout.scaleLabel = VectorStrings::tr("length %1").arg(stepText(layout.gridStep));
    const QFontMetricsF axisMetrics(layout.axisFont);
    const double barLength = layout.gridStep * layout.scale;
    const QRectF textBox = axisMetrics.boundingRect(layout.scaleLabel);
    const double barRight = area.right() - 2 * chrome;
    const double barY = top + textBox.height() * 0.5 + 2 * chrome;
    layout.scaleText = QRectF(barRight - barLength - 6 * chrome - textBox.width(), barY - textBox.height() / 2, textBox.width(), textBox.height());
    layout.scaleBar = QLineF(barRight - barLength, barY, barRight, barY);
    const QRectF scaleBox = layout.scaleText.united(QRectF(layout.scaleBar.p1() - QPointF(0, 5 * chrome), layout.scaleBar.p2() + QPointF(0, 5 * chrome)));
    // The legend under it, right-aligned with it: a stroke of each colour, then its name.
    double legendTop = scaleBox.bottom() + 4 * chrome;
    for (const auto &[colour, name] : m_content.legend) {
        const QRectF nameBox = axisMetrics.boundingRect(name);
        const QRectF text(barRight - nameBox.width(), legendTop, nameBox.width(), nameBox.height());
        const double swatchRight = text.left() - 6 * chrome;
        layout.legend.push_back({QLineF(swatchRight - 22 * chrome, text.center().y(), swatchRight, text.center().y()), text, name, colour});
        legendTop = text.bottom() + 2 * chrome;
    }

    // Labels: the axes' names, then the selected arrows', then the longest arrows' first. Each tries places
    // around its tip, nearest first; a place is free when it is inside the figure and covers no text, no
    // other label and no tip. One that finds none is left out and counted.
    // The scale's text with a little air, and the rectangle around its text and bar.
    std::vector<QRectF> taken{layout.title, layout.scaleText.adjusted(-2, -2, 2, 2), scaleBox};
    for (const Layout::LegendEntry &entry : layout.legend)
        taken.push_back(entry.text.united(QRectF(entry.swatch.p1() - QPointF(0, 4 * chrome), entry.swatch.p2() + QPointF(0, 4 * chrome))));
    if (!layout.note.isEmpty())
        taken.push_back(layout.note);
    if (!layout.pair.isEmpty())
        taken.push_back(layout.pair.adjusted(-6 * chrome, -4 * chrome, 6 * chrome, 4 * chrome));
    const double tipRadius = 6 * chrome;
    const QRectF inside = QRectF(QPointF(0, 0), size).adjusted(2, 2, -2, -2);
    auto coversTip = [&](const QRectF &box, int except) {
        for (size_t t = 0; t < layout.tips.size() && t < 4 * kMostLabels; ++t)
            if (int(t) != except && box.intersects(QRectF(layout.tips[t] - QPointF(tipRadius, tipRadius), QSizeF(2 * tipRadius, 2 * tipRadius))))
                return true;
        return false;
    };
    // Labels keep off the arrows' shafts where they can: a white label box would cut a line in two.
    auto crossesShaft = [&](const QRectF &box) {
        for (size_t t = 0; t < layout.tips.size() && t < kMostLabels; ++t) {
            const QLineF shaft(layout.origin, layout.tips[t]);
            if (box.contains(shaft.p1()) || box.contains(shaft.p2()))
                return true;
            for (const QLineF &edge : {QLineF(box.topLeft(), box.topRight()), QLineF(box.topRight(), box.bottomRight()),
                                       QLineF(box.bottomRight(), box.bottomLeft()), QLineF(box.bottomLeft(), box.topLeft())})
                if (shaft.intersects(edge, nullptr) == QLineF::BoundedIntersection)
                    return true;
        }
        return false;
    };
    auto place = [&](const QPointF &anchor, const QPointF &outward, const QSizeF &box, int except, bool *moved) -> QRectF {
        const double baseAngle = std::atan2(outward.y(), outward.x());
        for (bool avoidShafts : {true, false})
        for (int ring = 0; ring < 6; ++ring) {
            const double distance = tipRadius + 4 * chrome + ring * labelLine;
            for (double turn : {0.0, 45.0, -45.0, 90.0, -90.0, 135.0, -135.0, 180.0}) {
                const double angle = baseAngle + turn * kDegrees;
                const QPointF direction(std::cos(angle), std::sin(angle));
                // The box's nearest edge at the distance along the direction.
                const double reach = std::abs(direction.x()) * box.width() / 2 + std::abs(direction.y()) * box.height() / 2;
                QRectF candidate(QPointF(0, 0), box);
                candidate.moveCenter(anchor + direction * (distance + reach));
                if (!inside.contains(candidate))
                    continue;
                if (std::any_of(taken.begin(), taken.end(), [&candidate](const QRectF &other) { return other.intersects(candidate); }))
                    continue;
                if (coversTip(candidate, except) || (avoidShafts && crossesShaft(candidate)))
                    continue;
                *moved = ring > 0;
                return candidate;
            }
        }
        return {};
    };
    const std::array<QString, 3> axisNames = this->axisNames();
    for (int axis = 0; axis < 3; ++axis) {
        Eigen::Vector3d end = Eigen::Vector3d::Zero();
        end(axis) = high(axis);
        const QPointF at = project(end, camera, layout);
        bool moved = false;
        const QRectF box = place(at, at - layout.origin, axisMetrics.boundingRect(axisNames[size_t(axis)]).size() + QSizeF(4, 0), -1, &moved);
        layout.axisLabels.push_back(box);
        if (!box.isEmpty())
            taken.push_back(box);
    }
    std::vector<int> order(m_content.arrows.size());
    for (size_t a = 0; a < order.size(); ++a)
        order[a] = int(a);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const bool selectedA = std::find(selected.begin(), selected.end(), a) != selected.end();
        const bool selectedB = std::find(selected.begin(), selected.end(), b) != selected.end();
        if (selectedA != selectedB)
            return selectedA;
        return QLineF(layout.origin, layout.tips[size_t(a)]).length() > QLineF(layout.origin, layout.tips[size_t(b)]).length();
    });
    layout.labels.assign(m_content.arrows.size(), QRectF());
    layout.labelMoved.assign(m_content.arrows.size(), false);
    // Arrows whose tips fall on one spot (q_i = k_i under the identity, a token that appears twice) share one
    // label naming each of them, a repeated name once with its count: "q the, k the", "the ×2".
    layout.labelTexts.assign(m_content.arrows.size(), QString());
    layout.labelShared.assign(m_content.arrows.size(), false);
    std::vector<bool> named(m_content.arrows.size(), false);
    for (size_t rank = 0; rank < order.size() && rank < kMostLabels; ++rank) {
        const int a = order[rank];
        if (named[size_t(a)])
            continue;
        QStringList names;
        std::vector<int> counts;
        for (size_t other = rank; other < order.size() && other < kMostLabels; ++other) {
            const int b = order[other];
            if (named[size_t(b)] || QLineF(layout.tips[size_t(a)], layout.tips[size_t(b)]).length() > 2)
                continue;
            named[size_t(b)] = true;
            if (m_content.arrows[size_t(b)].colour != m_content.arrows[size_t(a)].colour)
                layout.labelShared[size_t(a)] = true;
            const QString &name = m_content.arrows[size_t(b)].label;
            const qsizetype at = names.indexOf(name);
            if (at < 0) {
                names << name;
                counts.push_back(1);
            } else {
                ++counts[size_t(at)];
            }
        }
        for (qsizetype n = 0; n < names.size(); ++n)
            if (counts[size_t(n)] > 1)
                names[n] += QStringLiteral(" ×%1").arg(counts[size_t(n)]);
        layout.labelTexts[size_t(a)] = names.join(QStringLiteral(", "));
    }
    for (size_t rank = 0; rank < order.size(); ++rank) {
        const int a = order[rank];
        if (rank >= kMostLabels) {
            ++layout.labelsLeftOut;
            continue;
        }
        if (layout.labelTexts[size_t(a)].isEmpty())
            continue; // named by the label of the arrow it coincides with
        const QPointF tip = layout.tips[size_t(a)];
        QPointF outward = tip - layout.origin;
        if (std::hypot(outward.x(), outward.y()) < 0.5)
            outward = QPointF(1, -1);
        bool moved = false;
        const QSizeF box = labelMetrics.boundingRect(layout.labelTexts[size_t(a)]).size() + QSizeF(8, 2);
        const QRectF placed = place(tip, outward, box, a, &moved);
        if (placed.isEmpty()) {
            ++layout.labelsLeftOut;
            continue;
        }
        layout.labels[size_t(a)] = placed;
        layout.labelMoved[size_t(a)] = moved;
        taken.push_back(placed);
    }
    // Where the count differs from the one the note was laid out with (layOut's last try), the note says the
    // count, in the same width; labels under it give way and are counted too, until the note and the labels
    // agree.
    const QRectF noteArea(area.left(), layout.title.bottom() + 4 * chrome, area.width(), area.height());
    for (int round = 0, noted = leftOutNoted; round < 4 && layout.labelsLeftOut != noted; ++round) {
        noted = layout.labelsLeftOut;
        layout.noteText = noteCounting(noted);
        layout.note = QFontMetricsF(layout.noteFont).boundingRect(noteArea, wrap, layout.noteText);
        bool gaveWay = false;
        for (size_t a = 0; a < layout.labels.size(); ++a)
            if (!layout.labels[a].isEmpty() && layout.labels[a].intersects(layout.note)) {
                layout.labels[a] = QRectF();
                ++layout.labelsLeftOut;
                gaveWay = true;
            }
        for (QRectF &box : layout.axisLabels)
            if (box.intersects(layout.note))
                box = QRectF();
        if (!gaveWay)
            break;
    }
    return layout;
}

void VectorPicture::paint(QPainter &painter, const Layout &layout, const VectorCamera &camera, const std::vector<int> &selected) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), layout.size), Qt::white);
    paintGridAndAxes(painter, layout, camera);
    paintArrows(painter, layout, camera, selected);
    paintLabels(painter, layout);
    paintScaleAndLegend(painter, layout);
    paintTitles(painter, layout);
    painter.restore();
}

void VectorPicture::paintGridAndAxes(QPainter &painter, const Layout &layout, const VectorCamera &camera) const
{
    const double chrome = layout.chrome;
    const double step = layout.gridStep;
    const Eigen::Vector3d &low = m_content.boxLow, &high = m_content.boxHigh;
    // The grid on the plane of the first two axes: its edges at the box's, a line at every whole square between.
    painter.setPen(QPen(QColor(0xd8, 0xd8, 0xd8), 1));
    auto gridLines = [&](int along) {
        const int other = 1 - along;
        std::vector<double> at{low(along), high(along)};
        // Whole squares inside; none within a quarter square of an edge, which would look like a double line.
        for (double value = std::ceil(low(along) / step + 1e-9) * step; value < high(along) - 0.25 * step && at.size() < 200; value += step)
            if (value > low(along) + 0.25 * step)
                at.push_back(value);
        for (double value : at) {
            Eigen::Vector3d from = Eigen::Vector3d::Zero(), to = Eigen::Vector3d::Zero();
            from(along) = to(along) = value;
            from(other) = low(other);
            to(other) = high(other);
            painter.drawLine(project(from, camera, layout), project(to, camera, layout));
        }
    };
    gridLines(0);
    gridLines(1);
    const std::array<QString, 3> axisNames = this->axisNames();
    painter.setFont(layout.axisFont);
    for (int axis = 0; axis < 3; ++axis) {
        Eigen::Vector3d from = Eigen::Vector3d::Zero(), to = Eigen::Vector3d::Zero();
        from(axis) = low(axis);
        to(axis) = high(axis);
        painter.setPen(QPen(QColor(0x70, 0x70, 0x70), 1.5 * chrome));
        painter.drawLine(project(from, camera, layout), project(to, camera, layout));
        if (size_t(axis) < layout.axisLabels.size() && !layout.axisLabels[size_t(axis)].isEmpty()) {
            painter.setPen(QColor(0x30, 0x30, 0x30));
            painter.drawText(layout.axisLabels[size_t(axis)], Qt::AlignCenter, axisNames[size_t(axis)]);
        }
    }
}

void VectorPicture::paintArrows(QPainter &painter, const Layout &layout, const VectorCamera &camera, const std::vector<int> &selected) const
{
    const double chrome = layout.chrome;
    // Arrows far to near, so that nearer ones are drawn over farther ones.
    std::vector<int> order(m_content.arrows.size());
    for (size_t a = 0; a < order.size(); ++a)
        order[a] = int(a);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return depth(m_content.arrows[size_t(a)].shown, camera) > depth(m_content.arrows[size_t(b)].shown, camera);
    });
    const double stroke = std::max(1.0, chrome * 0.8);
    for (int a : order) {
        const VectorArrow &arrow = m_content.arrows[size_t(a)];
        const QPointF tip = layout.tips[size_t(a)];
        const bool isSelected = std::find(selected.begin(), selected.end(), a) != selected.end();
        const double width = (isSelected ? 5.5 : 3.5) * stroke;
        QColor colour = arrow.colour;
        if (!selected.empty() && !isSelected)
            colour.setAlpha(150);
        const QLineF shaft(layout.origin, tip);
        if (shaft.length() > 0.5) {
            const double head = std::min(18.0 * stroke, shaft.length() * 0.5);
            const QPointF unit = (tip - layout.origin) / shaft.length();
            const QPointF normal(-unit.y(), unit.x());
            const QPointF base = tip - unit * head;
            painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(layout.origin, base);
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
            painter.setPen(QPen(colour.darker(130), 2 * stroke));
            painter.setBrush(Qt::white);
            painter.drawEllipse(tip, 5.0 * chrome, 5.0 * chrome);
        }
    }
}

void VectorPicture::paintLabels(QPainter &painter, const Layout &layout) const
{
    // Labels on a light box; one placed away from its tip keeps a thin line back to it.
    painter.setFont(layout.labelFont);
    for (size_t a = 0; a < layout.labels.size(); ++a) {
        const QRectF &box = layout.labels[a];
        if (box.isEmpty())
            continue;
        const VectorArrow &arrow = m_content.arrows[a];
        if (layout.labelMoved[a]) {
            painter.setPen(QPen(arrow.colour.lighter(130), 1, Qt::DotLine));
            const QPointF tip = layout.tips[a];
            painter.drawLine(tip, QPointF(std::clamp(tip.x(), box.left(), box.right()), std::clamp(tip.y(), box.top(), box.bottom())));
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 215));
        painter.drawRoundedRect(box, 4, 4);
        painter.setPen(layout.labelShared[a] ? QColor(0x33, 0x33, 0x33) : arrow.colour.darker(125));
        painter.drawText(box, Qt::AlignCenter, layout.labelTexts[a]);
    }
}

void VectorPicture::paintScaleAndLegend(QPainter &painter, const Layout &layout) const
{
    const double chrome = layout.chrome;
    const double stroke = std::max(1.0, chrome * 0.8);
    // The scale: one square of the grid.
    painter.setPen(QPen(QColor(0x30, 0x30, 0x30), 2 * stroke, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(layout.scaleBar);
    const QPointF tick(0, 5 * chrome);
    painter.drawLine(layout.scaleBar.p1() - tick, layout.scaleBar.p1() + tick);
    painter.drawLine(layout.scaleBar.p2() - tick, layout.scaleBar.p2() + tick);
    painter.setFont(layout.axisFont);
    painter.drawText(layout.scaleText, Qt::AlignCenter, layout.scaleLabel);
    for (const Layout::LegendEntry &entry : layout.legend) {
        painter.setPen(QPen(entry.colour, 3 * stroke, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(entry.swatch);
        painter.setPen(entry.colour.darker(125));
        painter.drawText(entry.text, Qt::AlignCenter, entry.name);
    }
}

void VectorPicture::paintTitles(QPainter &painter, const Layout &layout) const
{
    const double chrome = layout.chrome;
    // The title, what the picture is, and the comparison of the selected pair.
    painter.setPen(Qt::black);
    painter.setFont(layout.titleFont);
    painter.drawText(layout.title, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, layout.titleText);
    if (!layout.noteText.isEmpty()) {
        painter.setFont(layout.noteFont);
        painter.drawText(layout.note, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, layout.noteText);
    }
    if (!layout.pairText.isEmpty()) {
        painter.setFont(layout.pairFont);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 225));
        painter.drawRoundedRect(layout.pair.adjusted(-6 * chrome, -4 * chrome, 6 * chrome, 4 * chrome), 6, 6);
        painter.setPen(Qt::black);
        painter.drawText(layout.pair, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, layout.pairText);
    }
}

std::vector<std::pair<QString, QRectF>> VectorPicture::texts(const Layout &layout) const
{
    std::vector<std::pair<QString, QRectF>> all;
    all.emplace_back(layout.titleText, layout.title);
    if (!layout.noteText.isEmpty())
        all.emplace_back(layout.noteText, layout.note);
    if (!layout.pairText.isEmpty())
        all.emplace_back(layout.pairText, layout.pair);
    all.emplace_back(layout.scaleLabel, layout.scaleText);
    for (const Layout::LegendEntry &entry : layout.legend)
        all.emplace_back(entry.name, entry.text);
    const std::array<QString, 3> axisNames = this->axisNames();
    for (size_t axis = 0; axis < layout.axisLabels.size(); ++axis)
        if (!layout.axisLabels[axis].isEmpty())
            all.emplace_back(axisNames[axis], layout.axisLabels[axis]);
    for (size_t a = 0; a < layout.labels.size(); ++a)
        if (!layout.labels[a].isEmpty())
            all.emplace_back(layout.labelTexts[a], layout.labels[a]);
    return all;
}

} // namespace attn
