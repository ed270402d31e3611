#include "SlidePage.h"

#include "EndPage.h"
#include "FigureText.h"
#include "HeatmapFigures.h"
#include "cpu/CpuEngine.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

namespace attn {
namespace {

struct SlideStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::SlidePage)
};

/// A slide's texts at text scale 1 on a 900-pixel slide, in pixels: its body, and the title as a multiple.
constexpr double kBodyPixels = 23;
constexpr double kTitleFactor = 1.6;
constexpr double kLessonTitleFactor = 2.4;
/// The margin round a slide's words, per pixel of its body text.
constexpr double kMarginPerPixel = 1.5;

/// The slide's own scale: its texts grow with its height, so that a 1080p slide is a 720p slide made larger
/// (a projector shows either at the same size), times the lecturer's Ctrl+ and Ctrl−. At 1 on a 900-pixel
/// slide: a stage's title is 30 px, its formula 26 px, at 1080p 36 px and 31 px, leaving the numbers the room.
double slideScale(const QSize &size, double textScale)
{
    return textScale * std::max(0.25, size.height() / 900.0);
}
/// The numbers grow up to three times the least the room needs, times the lecturer's scale: a 3 × 3 matrix
/// fills the slide, but not with digits a tenth of its height.
constexpr int kLargestNumbersPerLeast = 3;
/// A slide's matrix rows a little closer than a page's: 16 tokens' rows at a 30th of the height and their
/// labels take 87 % of a slide at 1.3 lines per row, leaving no room for a title; at 1.15, 77 %.
constexpr double kSlideRowSpacing = 1.15;
/// A stage page's title at text scale 1 (StagePage's), the most a slide's matrix caption grows to.
constexpr double kStageTitlePixels = 30;
/// A stage slide's title at this multiple of a page's: 43 px at 1080p, above numbers of 36 px and more.
constexpr double kSlideTitleFactor = 1.2;
/// The weights' shade at 1, as a heatmap's: black numbers on it keep a contrast of 8 to 1.
const QColor kWeightTint(110, 170, 230);
/// A slide's margins, per pixel of its height: 38 px at 1080p, as a presentation template's.
constexpr double kSlideMargin = 0.035;
/// A stage slide's own words at this multiple of a page's text: 31 px at 1080p, between the 30 px formula's
/// 36 px and the floor of a 40th (27 px), so the point of the slide reads as clearly as its title.
constexpr double kSlideTextFactor = 1.35;
/// A text slide's question and a title slide's subtitle, per pixel of the body: said to the room, larger.
constexpr double kQuestionFactor = 1.6;
constexpr double kSubtitleFactor = 1.3;
constexpr double kEndFactor = 1.3;
/// A title slide's facts (mode, tokens, widths) under its question: read from the back as well.
constexpr double kFactsFactor = 1.25;

std::shared_ptr<QTextDocument> document(const QString &html, int pixels, bool bold, int width, bool markdown = false)
{
    auto text = std::make_shared<QTextDocument>();
    text->setDefaultFont(pixelFont(pixels, bold));
    text->setDocumentMargin(0);
    if (markdown)
        text->setMarkdown(html);
    else
        text->setHtml(html);
    text->setTextWidth(std::max(1, width));
    return text;
}

QString modeWords(AttentionMode mode)
{
    switch (mode) {
    case AttentionMode::Cross:
        return SlideStrings::tr("Cross attention: queries from the target, keys and values from the source");
    case AttentionMode::Causal:
        return SlideStrings::tr("Causal self-attention: each token sees itself and the tokens before it");
    case AttentionMode::Bidirectional:
        return SlideStrings::tr("Bidirectional self-attention: every token sees every token");
    }
    return {};
}

/// The tokens as one line of the title slide: "time · flies · like · an · arrow".
QString tokenLine(const QStringList &tokens)
{
    constexpr int kTokensNamed = 16;
    QStringList named = tokens.mid(0, kTokensNamed);
    for (QString &token : named)
        token = token.toHtmlEscaped();
    QString line = named.join(QStringLiteral(" · "));
    if (tokens.size() > kTokensNamed)
        line += SlideStrings::tr(" … (%1 in all)").arg(tokens.size());
    return line;
}

/// The smallest font a document draws in, in pixels: its default, or a size its markup sets (a paragraph
/// written at another size).
int smallestPixels(const QTextDocument &document)
{
    int smallest = document.defaultFont().pixelSize();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QFont font = fragment.fragment().charFormat().font();
            const int pixels = font.pixelSize() > 0 ? font.pixelSize() : int(std::lround(font.pointSizeF() * 96.0 / 72.0));
            if (pixels > 0 && !fragment.fragment().text().trimmed().isEmpty())
                smallest = std::min(smallest, pixels);
        }
    return smallest;
}

} // namespace

namespace {

/// Words for a block of a slide: its name (for the checks), its text (HTML, or Markdown) and font.
struct BlockWords
{
    QString name;
    QString content;
    int pixels = 0;
    bool bold = false;
    bool markdown = false;
};

/// The words as a block whose top left corner is at place's, as wide as place; y: under it, after a gap.
/// Empty words take no block and no room.
void stackBlock(SlidePage::Layout &layout, const BlockWords &words, const QRect &place, int gap, int &y)
{
    if (words.content.isEmpty())
        return;
    SlidePage::Layout::Block block{words.name, document(words.content, words.pixels, words.bold, place.width(), words.markdown), {}, words.pixels};
    const int height = int(std::ceil(block.text->size().height()));
    block.rect = QRect(place.topLeft(), QSize(place.width(), height));
    y = block.rect.top() + height + gap;
    layout.blocks.push_back(std::move(block));
}

/// The slide's number, "3 / 12", in the bottom right corner, at the least size of the slide's texts.
SlidePage::Layout::Block footerBlock(const QSize &size, const SlideContext &context, int pixels)
{
    SlidePage::Layout::Block footer{QStringLiteral("footer"),
                                    document(QStringLiteral("%1 / %2").arg(context.number).arg(context.count), pixels, false, size.width()),
                                    {}, pixels};
    const int width = int(std::ceil(footer.text->idealWidth()));
    footer.text->setTextWidth(width);
    const int height = int(std::ceil(footer.text->size().height()));
    footer.rect = QRect(size.width() - width - pixels, size.height() - height - pixels / 4, width, height);
    return footer;
}

} // namespace

ScenarioSnapshot slideSnapshot(const std::shared_ptr<const Scenario> &lesson, const Slide &slide,
                               const std::function<std::optional<AttentionResult>(const Scenario &)> &compute)
{
    std::shared_ptr<const Scenario> shown = lesson;
    if (slide.changes.any())
        shown = std::make_shared<const Scenario>(withSlideChanges(*lesson, slide.changes));
    const bool computes = slide.kind == SlideKind::Stage || slide.kind == SlideKind::End || slide.kind == SlideKind::Figure;
    std::optional<AttentionResult> result;
    if (computes)
        result = compute(*shown);
    ScenarioSnapshot snapshot =
        ScenarioSnapshot::of(shown, result ? std::make_shared<const AttentionResult>(std::move(*result)) : nullptr);
    if (computes && !snapshot.result())
        snapshot.setProblem(ScenarioProblem{{}, SlideStrings::tr("the engine could not compute this slide's numbers")});
    return snapshot;
}

std::vector<ModeResult> slideComparison(const ScenarioSnapshot &snapshot, const Slide &slide)
{
    const std::shared_ptr<const AttentionResult> &result = snapshot.result();
    if (slide.kind != SlideKind::Figure || slide.heatmap != SlideHeatmap::Compare || !result)
        return {};
    // As the window compares them: the other masks on the CPU, a slide's few tokens in microseconds.
    CpuEngine engine;
    return compareModes(engine, snapshot.scenario(), result, std::clamp(slide.head, 0, int(result->heads.size()) - 1));
}

SlidePage::SlidePage(const ScenarioSnapshot &snapshot, const Slide &slide, const SlideContext &context, std::vector<ModeResult> compared)
    : m_snapshot(snapshot), m_slide(slide), m_context(context), m_compared(std::move(compared))
{
    if (m_slide.kind == SlideKind::Figure) {
        m_slide.head = std::clamp(m_slide.head, 0, snapshot.scenario().headCount() - 1);
        const auto [arrangement, matrix] = [this]() -> std::pair<HeatmapArrangement, HeatmapMatrix> {
            switch (m_slide.heatmap) {
            case SlideHeatmap::Weights:
                return {HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights};
            case SlideHeatmap::Scores:
                return {HeatmapArrangement::SelectedHead, HeatmapMatrix::Scores};
            case SlideHeatmap::Heads:
                return {HeatmapArrangement::AllHeads, HeatmapMatrix::Weights};
            case SlideHeatmap::Compare:
                return {HeatmapArrangement::CompareMasks, HeatmapMatrix::Weights};
            }
            return {HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights};
        }();
        const ModeComparisonSource comparison = [this](int) { return m_compared.empty() ? nullptr : &m_compared; };
        m_heatmap = heatmapContent(snapshot, arrangement, matrix, m_slide.head, PaletteKind::Viridis, context.precision, ColourRange::Unit,
                                   context.language, comparison);
        return;
    }
    if (m_slide.kind != SlideKind::Stage)
        return;
    // A deck written for a lesson may outlive an edit at the desk (a head or a stage taken away): the slide
    // then shows the nearest stage and head there are.
    const Scenario &scenario = snapshot.scenario();
    m_slide.stage = stageAtOrBefore(scenario, m_slide.stage);
    m_slide.head = std::clamp(m_slide.head, 0, scenario.headCount() - 1);
    if (!m_slide.resultOnly)
        m_whole = std::make_unique<StagePage>(snapshot, m_slide.stage, m_slide.head, context.precision, context.language, m_slide.part);
    m_result = std::make_unique<StagePage>(snapshot, m_slide.stage, m_slide.head, context.precision, context.language, m_slide.part, true);
}

SlidePage::~SlidePage() = default;

QString SlidePage::title() const
{
    const QString own = m_slide.localizedTitle(m_context.language);
    if (!own.isEmpty())
        return own;
    switch (m_slide.kind) {
    case SlideKind::Title:
        return m_snapshot.scenario().localizedTitle(m_context.language);
    case SlideKind::Stage:
        return m_result->title();
    case SlideKind::Text:
        return {};
    case SlideKind::End:
        return SlideStrings::tr("What the stages showed");
    case SlideKind::Figure:
        return m_heatmap->panels.empty() ? m_heatmap->emptyReason : m_heatmap->title;
    }
    return {};
}

QString SlidePage::presenterNotes() const
{
    QString notes = m_slide.localizedNotes(m_context.language);
    if (m_slide.kind == SlideKind::Stage) {
        const StageText text = stageText(m_slide.stage, m_snapshot.scenario(), m_slide.head);
        QTextDocument explanation;
        explanation.setHtml(text.explanation);
        notes = notes.isEmpty() ? explanation.toPlainText() : notes + QStringLiteral("\n\n") + explanation.toPlainText();
    }
    // A figure slide's words leave the slide where its heatmap needs the room: the presenter still has them.
    if (m_slide.kind == SlideKind::Figure && !m_slide.localizedText(m_context.language).isEmpty()) {
        QTextDocument words;
        words.setMarkdown(m_slide.localizedText(m_context.language));
        notes = notes.isEmpty() ? words.toPlainText().trimmed() : words.toPlainText().trimmed() + QStringLiteral("\n\n") + notes;
    }
    if (m_slide.kind == SlideKind::Title && notes.isEmpty())
        notes = m_snapshot.scenario().localizedNotes(m_context.language);
    return notes;
}

SlidePage::Layout SlidePage::layOut(const QSize &size, double textScale) const
{
    const double scale = slideScale(size, textScale);
    // A 30th and a 40th of the height, whatever the text scale: Ctrl− may not take a slide below them.
    const int leastNumber = int(std::ceil(size.height() / 30.0));
    const int leastText = int(std::ceil(size.height() / 40.0));
    if (m_slide.kind == SlideKind::Figure) {
        Layout layout = layOutFigure(size, textScale, leastNumber, leastText, true);
        // As for a stage: the lecturer's larger words give way, step by step, where they leave no room to read;
        // and then the slide's own words, which the presenter's notes keep (a 4:3 projector's two heatmaps of
        // fifteen tokens need the room).
        for (double smaller = textScale * 0.9; !layout.fits && smaller >= 0.5; smaller *= 0.9)
            if (Layout tried = layOutFigure(size, smaller, leastNumber, leastText, true); tried.fits)
                layout = std::move(tried);
        if (Layout tried = layOutFigure(size, 1.0, leastNumber, leastText, false); !layout.fits && tried.fits)
            layout = std::move(tried);
        layout.size = size;
        layout.leastNumberPixels = leastNumber;
        layout.leastTextPixels = leastText;
        return layout;
    }
    Layout layout = m_slide.kind == SlideKind::Stage ? layOutStage(size, scale, leastNumber, leastText) : layOutWords(size, scale, leastText);
    double laidOutAt = scale;
    // Where the larger words asked for (Ctrl+) leave the numbers below the back row's size, the words give way
    // first, step by step, never below their own least size: the numbers are what the slide is for.
    for (double smaller = scale * 0.9; m_slide.kind == SlideKind::Stage && !layout.fits && smaller >= slideScale(size, 0.5);
         smaller *= 0.9) {
        Layout tried = layOutStage(size, smaller, leastNumber, leastText);
        if (tried.fits) {
            layout = std::move(tried);
            laidOutAt = smaller;
        }
    }
    layout.size = size;
    layout.textScale = laidOutAt;
    layout.leastNumberPixels = leastNumber;
    layout.leastTextPixels = leastText;
    return layout;
}

SlidePage::Layout SlidePage::layOutStage(const QSize &size, double scale, int leastNumber, int leastText) const
{
    Layout best;
    // The slide's number in the bottom corner, under the page.
    const int footerPixels = leastText;
    const int footerHeight = QFontMetrics(pixelFont(footerPixels)).height() + footerPixels / 2;
    const QSize pageSize(size.width(), std::max(1, size.height() - footerHeight));
    bool found = false;
    int bestPixels = -1;
    bool bestFits = false;
    for (const bool resultOnly : {false, true}) {
        const StagePage *page = resultOnly ? m_result.get() : m_whole.get();
        if (!page)
            continue;
        // The page's own cut first, then long dimensions cut shorter until the numbers are large enough:
        // the first and last columns of d_model = 16 say what a 16-wide X is as well as all sixteen.
        for (const int dimensions : {0, 12, 8, 6, 5}) {
            PageStyle style;
            style.textScale = scale;
            style.forScreen = false;
            style.explanation = false;
            style.slideText = m_slide.localizedText(m_context.language);
            style.slideTitle = m_slide.localizedTitle(m_context.language);
            style.dimensionBudget = dimensions;
            style.leastTextPixels = leastText;
            style.rowSpacing = kSlideRowSpacing;
            // A caption names its matrix; the slide's title says what the slide is: never the larger.
            style.titleFactor = kSlideTitleFactor;
            style.largestCaptionPixels = std::max(leastText, int(std::lround(kStageTitlePixels * kSlideTitleFactor * scale)));
            style.margin = int(std::lround(kSlideMargin * size.height()));
            style.slideTextFactor = kSlideTextFactor;
            style.numberedTitle = false;
            style.weightTint = kWeightTint;
            style.largestNumberPixels = int(std::lround(kLargestNumbersPerLeast * leastNumber * std::max(1.0, scale * 900.0 / size.height())));
            StagePage::Layout stage = page->layOut(pageSize, style);
            const bool good = stage.fits && stage.numberPixelSize >= leastNumber;
            // Kept: the first good one; else the one that fits with the largest numbers.
            if (good || bestPixels < 0 || (stage.fits && !bestFits) || (stage.fits == bestFits && stage.numberPixelSize > bestPixels)) {
                bestPixels = stage.numberPixelSize;
                bestFits = stage.fits;
                best.stage = std::move(stage);
                best.stageStyle = style;
                best.resultOnly = resultOnly;
                best.fits = good;
            }
            if (good) {
                found = true;
                break;
            }
        }
        if (found)
            break;
    }
    Layout::Block footer = footerBlock(size, m_context, footerPixels);
    best.blocks.push_back(std::move(footer));
    return best;
}

SlidePage::Layout SlidePage::layOutWords(const QSize &size, double scale, int leastText) const
{
    Layout layout;
    const Scenario &scenario = m_snapshot.scenario();
    const QString &language = m_context.language;
    // The end slide's summary is its slide's only content: larger, shrinking as a long lesson needs.
    const double kindFactor = m_slide.kind == SlideKind::End ? kEndFactor : 1.0;
    // The words at a factor of their size; where they end. Shrunk until they fit, never below a 40th.
    const auto build = [&](double shrink) {
        layout.blocks.clear();
        const int body = std::max(leastText, int(std::lround(kBodyPixels * kindFactor * scale * shrink)));
        const int margin = int(std::lround(kMarginPerPixel * body));
        const int width = size.width() - 2 * margin;
        int y = margin;
        const auto add = [&](const QString &name, const QString &content, int pixels, bool bold, bool markdown = false) {
            stackBlock(layout, {name, content, pixels, bold, markdown}, QRect(margin, y, width, 0), body / 2, y);
        };
        const QString ownText = m_slide.localizedText(language);
        switch (m_slide.kind) {
        case SlideKind::Title: {
            // The lesson's title and its question, then what it computes, smaller, in the middle of the slide.
            add(QStringLiteral("title"), title().toHtmlEscaped(), std::max(leastText, int(body * kLessonTitleFactor)), true);
            add(QStringLiteral("text"), ownText, std::max(leastText, int(body * kSubtitleFactor)), false, true);
            y += body;
            const int facts = int(std::lround(body * kFactsFactor));
            add(QStringLiteral("mode"), modeWords(scenario.mode).toHtmlEscaped(), facts, false);
            const int heads = scenario.headCount();
            const HeadShape shape = scenario.headShape(0);
            if (scenario.mode == AttentionMode::Cross) {
                add(QStringLiteral("queries"), SlideStrings::tr("Queries: %1").arg(tokenLine(scenario.localizedQueryTokens(language))), facts, false);
                add(QStringLiteral("keys"),
                    SlideStrings::tr("Keys and values: %1").arg(tokenLine(scenario.localizedTokens(SequenceRole::Source, language))), facts,
                    false);
            } else {
                add(QStringLiteral("tokens"), SlideStrings::tr("Tokens: %1").arg(tokenLine(scenario.localizedTokens(SequenceRole::Source, language))),
                    facts, false);
            }
            // "d_v = 4" as one unbreakable phrase, never split at its spaces.
            const QString shapeLine =
                heads == 1 ? SlideStrings::tr("d_model = %1 · one head, d_k = %2, d_v = %3").arg(scenario.dModel()).arg(shape.dk).arg(shape.dv)
                           : SlideStrings::tr("d_model = %1 · %2 heads, d_k = %3, d_v = %4").arg(scenario.dModel()).arg(heads).arg(shape.dk).arg(shape.dv);
            const QString equals = QString(QChar::Nbsp) + u'=' + QChar::Nbsp;
            add(QStringLiteral("shape"), shapeLine.toHtmlEscaped().replace(QStringLiteral(" = "), equals), facts, false);
            break;
        }
        case SlideKind::Text:
            add(QStringLiteral("title"), m_slide.localizedTitle(language).toHtmlEscaped(), int(body * kLessonTitleFactor), true);
            add(QStringLiteral("text"), ownText, std::max(leastText, int(body * kQuestionFactor)), false, true);
            break;
        case SlideKind::End: {
            const std::shared_ptr<const AttentionResult> &result = m_snapshot.result();
            const EndPageFacts facts{scenario, result, m_slide.head, m_context.lessonIndex, m_context.lessonCount,
                                     m_context.nextLessonTitle, language, false, true};
            add(QStringLiteral("text"), ownText, body, false, true);
            add(QStringLiteral("end"), endPageHtml(facts, body, size.width() > size.height() * 6 / 5), body, false);
            break;
        }
        case SlideKind::Stage:
        case SlideKind::Figure: // laid out by layOutStage and layOutFigure
            break;
        }
        // A title or a question stands in the middle of its slide, as a presentation's title slide does.
        if ((m_slide.kind == SlideKind::Title || m_slide.kind == SlideKind::Text) && !layout.blocks.empty()) {
            const int used = y - body / 2 - margin;
            const int shift = std::max(0, (size.height() - used) / 2 - margin);
            for (Layout::Block &block : layout.blocks)
                block.rect.translate(0, shift);
            y += shift;
        }
        Layout::Block footer = footerBlock(size, m_context, leastText);
        const int footerTop = footer.rect.top();
        layout.blocks.push_back(std::move(footer));
        return y <= footerTop;
    };
    layout.fits = true;
    for (double shrink = 1.0; !build(shrink); shrink *= 0.92) {
        if (kBodyPixels * kindFactor * scale * shrink < leastText) {
            layout.fits = false; // at the least size and still too long: cut (the checks say so)
            break;
        }
    }
    return layout;
}

SlidePage::Layout SlidePage::layOutFigure(const QSize &size, double textScale, int leastNumber, int leastText, bool withText) const
{
    Layout layout;
    layout.textScale = textScale;
    const double scale = slideScale(size, textScale);
    const int margin = int(std::lround(kSlideMargin * size.height()));
    const int width = size.width() - 2 * margin;
    int y = margin;
    const auto add = [&](const QString &name, const QString &content, int pixels, bool bold, bool markdown) {
        stackBlock(layout, {name, content, pixels, bold, markdown}, QRect(margin, y, width, 0), pixels / 2, y);
    };
    const int titlePixels = std::max(leastText, int(std::lround(kStageTitlePixels * kSlideTitleFactor * scale)));
    add(QStringLiteral("title"), title().toHtmlEscaped(), titlePixels, true, false);
    if (withText)
        add(QStringLiteral("text"), m_slide.localizedText(m_context.language),
            std::max(leastText, int(std::lround(kBodyPixels * kSlideTextFactor * scale))), false, true);
    Layout::Block footer = footerBlock(size, m_context, leastText);
    const QRect room(margin, y, width, footer.rect.top() - y);
    layout.blocks.push_back(std::move(footer));
    if (m_heatmap->panels.empty() || room.height() <= 0) {
        layout.fits = room.height() > 0;
        return layout;
    }
    // The heatmap at the slide's sizes: the tokens' names asked at the numbers' least size and drawn at least
    // at the words' (a 40th), the numbers up to half as large again where the cells hold them and left out
    // below a 30th; the colour bar's ticks at a 40th. Its title is the slide's.
    HeatmapContent content = *m_heatmap;
    content.title.clear();
    content.leastNumberPixels = leastNumber;
    content.leastLabelPixels = leastText;
    content.leastTitlePixels = leastText;
    auto picture = std::make_shared<const HeatmapPicture>(std::move(content));
    HeatmapPicture::Layout figure = picture->layOutAt(room.size(), textScale * leastNumber / 20.0, textScale * leastText / 15.0);
    const bool everyTokenNamed = std::all_of(figure.panels.begin(), figure.panels.end(),
                                             [](const HeatmapPicture::PanelLayout &panel) { return panel.keyStep == 1 && panel.queryStep == 1; });
    const bool fewTokens = std::all_of(m_heatmap->panels.begin(), m_heatmap->panels.end(), [](const HeatmapPanel &panel) {
        return panel.values->rows() <= 16 && panel.values->cols() <= 16;
    });
    // Up to 16 tokens each is named; more may be named one in k, as the heatmap's note says.
    layout.fits = figure.fits && (everyTokenNamed || !fewTokens);
    layout.heatmap = std::move(picture);
    layout.figure = std::move(figure);
    layout.figureOrigin = room.topLeft();
    return layout;
}

void SlidePage::paint(QPainter &painter, const Layout &layout) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const PictureColours colours;
    painter.fillRect(QRect(QPoint(0, 0), layout.size), colours.background);
    if (layout.stage) {
        const StagePage *page = layout.resultOnly ? m_result.get() : m_whole.get();
        page->paint(painter, *layout.stage, layout.stageStyle);
    }
    if (layout.figure) {
        painter.save();
        painter.translate(layout.figureOrigin);
        layout.heatmap->paint(painter, *layout.figure);
        painter.restore();
    }
    for (const Layout::Block &block : layout.blocks) {
        painter.save();
        painter.translate(block.rect.topLeft());
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, block.name == QLatin1String("footer") ? colours.faintText : colours.text);
        context.clip = QRectF(QPointF(0, 0), block.rect.size());
        block.text->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    painter.restore();
}

std::vector<SlideText> SlidePage::texts(const Layout &layout) const
{
    std::vector<SlideText> all;
    for (const Layout::Block &block : layout.blocks)
        all.push_back({block.text->toPlainText(), QRect(block.rect.topLeft(), block.text->size().toSize()),
                       std::min(block.pixelSize, smallestPixels(*block.text)), false});
    if (layout.figure) {
        std::vector<int> pixels;
        const auto drawn = layout.heatmap->texts(*layout.figure, &pixels);
        for (size_t index = 0; index < drawn.size(); ++index)
            all.push_back({drawn[index].first, drawn[index].second.translated(layout.figureOrigin), pixels[index], false});
        // Each panel's numbers as one entry: their font and the cells they stand in.
        for (size_t p = 0; p < layout.figure->panels.size(); ++p) {
            const HeatmapPicture::PanelLayout &panel = layout.figure->panels[p];
            if (panel.numbers)
                all.push_back({QStringLiteral("cells %1").arg(p + 1), panel.cells.translated(layout.figureOrigin), panel.numberFont.pixelSize(), true});
        }
    }
    if (!layout.stage)
        return all;
    const StagePage &page = layout.resultOnly ? *m_result : *m_whole;
    const StagePage::Layout &stage = *layout.stage;
    for (const StagePage::TextBlock &block : stage.texts)
        all.push_back({block.text->toPlainText(), QRect(block.rect.topLeft(), block.text->size().toSize()),
                       smallestPixels(*block.text), false});
    const QFontMetrics operatorMetrics(stage.operatorFont);
    for (const auto &[symbol, rect] : stage.operators)
        all.push_back({symbol, operatorMetrics.boundingRect(rect, Qt::AlignCenter, symbol), stage.operatorFont.pixelSize(), false});
    for (const auto &[role, matrix] : stage.matrices) {
        const MatrixPicture &picture = *page.matrix(role);
        // MatrixPicture::texts lists the caption, the note, then the column and row labels.
        std::vector<std::pair<QString, QRect>> labels = picture.texts(matrix);
        size_t index = 0;
        if (!picture.caption().isEmpty() && index < labels.size())
            all.push_back({labels[index].first, labels[index].second, matrix.captionFont.pixelSize(), false}), ++index;
        if (!matrix.note.isEmpty() && index < labels.size())
            all.push_back({labels[index].first, labels[index].second, matrix.noteFont.pixelSize(), false}), ++index;
        for (; index < labels.size(); ++index)
            all.push_back({labels[index].first, labels[index].second, matrix.labelFont.pixelSize(), false});
        const QRect cells(matrix.origin, QSize(matrix.cellWidth * int(matrix.columns.size()), matrix.cellHeight * int(matrix.rows.size())));
        all.push_back({role, cells, matrix.font.pixelSize(), true});
    }
    return all;
}

} // namespace attn
