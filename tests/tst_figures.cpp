// Figures for slides, rendered offscreen: every figure in every format, valid files with the labels kept
// as text in SVG, honest colour ranges, and masked cells drawn as masked rather than as a colour.
#include "support/FigureFiles.h"
#include "support/SvgTexts.h"
#include "support/TestPaths.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "figures/FigureRenderer.h"
#include "render/HeatmapPicture.h"
#include "render/VectorPicture.h"
#include "scenario/ScenarioFile.h"

#include <QFile>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QImage>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>
#include <map>
#include <memory>

using namespace attn;

Q_DECLARE_METATYPE(attn::FigureKind)

namespace {

std::unique_ptr<ScenarioDocument> lesson(const char *name)
{
    const ScenarioReadResult read = readScenarioFile(test::examplesFolder() + u'/' + QLatin1String(name));
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return std::make_unique<ScenarioDocument>(*read.scenario, std::make_unique<CpuEngine>());
}


/// A heatmap laid out at a size and drawn into an image of the same size, so that its cell rectangles
/// are where the image has the cells.
struct DrawnHeatmap
{
    std::unique_ptr<QWidget> widget;
    HeatmapPlot *plot = nullptr;
    QImage image;
};

DrawnHeatmap drawHeatmap(const FigureSpec &spec, ScenarioDocument *document, const QSize &size)
{
    DrawnHeatmap drawn;
    // The window's heatmap host, set as the Figures panel sets it, so that its cells can be looked up.
    auto plot = std::make_unique<HeatmapPlot>(document, nullptr);
    plot->setArrangement(figureEntry(spec.kind).heatmap->arrangement);
    plot->setMatrix(spec.heatmapMatrix());
    plot->setHead(spec.head);
    plot->setColourPalette(spec.palette);
    plot->setColourRange(spec.colourRange);
    plot->setPrecision(spec.precision);
    plot->setFontScale(spec.fontScale);
    drawn.plot = plot.get();
    drawn.widget = std::move(plot);
    drawn.widget->setAttribute(Qt::WA_DontShowOnScreen);
    drawn.widget->resize(size);
    drawn.widget->show();
    drawn.image = QImage(size, QImage::Format_ARGB32);
    drawn.image.fill(Qt::white);
    QPainter painter(&drawn.image);
    drawn.plot->picture().paint(painter, drawn.plot->pictureLayout(), std::nullopt);
    return drawn;
}

} // namespace

class TestFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void svgDrawsEveryCellUpToItsLimit_data();
    void svgDrawsEveryCellUpToItsLimit();
    void panelsOnAWideFigureStandSideBySide();
    void everyFigureInEveryFormat_data();
    void everyFigureInEveryFormat();
    void pngScaleMultipliesPixels();
    void aMatrixCaptionWritesItsSubscript_data();
    void aMatrixCaptionWritesItsSubscript();
    void cellsHaveTheirValuesColourAndMaskedCellsAreHatched();
    void hatchingStaysInsideMaskedCellsInSvg();
    void hatchingFramesEveryMaskedNumber();
    void colourRangesAreHonest();
    void pooledCellsShowTheirLargestWhereItIs();
    void arrangementsHaveOnePanelPerHeadOrMask();
    void palettesAreDistinct();
    void theCameraTurnsThenTilts_data();
    void theCameraTurnsThenTilts();
    void unwritablePathIsReportedAndNothingIsWritten();
    void vectorFigureSaysWhenItIsAProjection();
};

void TestFigures::everyFigureInEveryFormat_data()
{
    QTest::addColumn<FigureKind>("kind");
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("label"); // a token that must appear as text in the SVG
    // Every figure of the registry, on a lesson that shows what it is for (else the one with several heads).
    const std::map<FigureKind, QString> lessons{
        {FigureKind::Weights, QStringLiteral("03-causal-self-attention.json")},
        {FigureKind::Scores, QStringLiteral("01-alignment.json")},
        {FigureKind::Vectors, QStringLiteral("01-alignment.json")},
        {FigureKind::Compare, QStringLiteral("02-translation-cross.json")},
        {FigureKind::Stage, QStringLiteral("03-causal-self-attention.json")},
    };
    for (const FigureEntry &entry : figureRegistry()) {
        const FigureKind kind = entry.kind;
        const auto special = lessons.find(kind);
        const QString lessonName = special == lessons.end() ? QStringLiteral("06-multi-head.json") : special->second;
        const ScenarioReadResult read = readScenarioFile(test::examplesFolder() + u'/' + lessonName);
        const QString token = read.scenario->source.tokens.at(1);
        for (const QString &format : {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")})
            QTest::addRow("%s.%s", qPrintable(figureKindKey(kind)), qPrintable(format)) << kind << lessonName << format << token;
    }
}

void TestFigures::aMatrixCaptionWritesItsSubscript_data()
{
    QTest::addColumn<PipelineStage>("stage");
    QTest::addColumn<QString>("subscript");
    QTest::newRow("W_Q") << PipelineStage::Projections << QStringLiteral("Q");
    QTest::newRow("W_O") << PipelineStage::OutputProjection << QStringLiteral("O");
}

void TestFigures::aMatrixCaptionWritesItsSubscript()
{
    // The formula line writes W with a subscript Q; the matrix under it was captioned "W_Q", underscore and
    // all, on the slide. Drawn as the formula is: "W", then the subscript in its own smaller text.
    QFETCH(PipelineStage, stage);
    QFETCH(QString, subscript);
    const std::unique_ptr<ScenarioDocument> document = ::lesson("06-multi-head.json");
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("stage.svg"));
    FigureSpec spec;
    spec.kind = FigureKind::Stage;
    spec.stage = stage;
    const QString error = exportFigure(spec, document.get(), path, {QSize(1280, 720), 1.0});
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QString parseError;
    const QStringList texts = test::svgTexts(path, &parseError);
    QVERIFY2(parseError.isEmpty(), qPrintable(parseError));
    for (const QString &text : texts)
        QVERIFY2(!text.contains(QStringLiteral("W_")), qPrintable(texts.join(u'|')));
    bool captioned = false;
    for (qsizetype i = 0; i + 1 < texts.size(); ++i)
        captioned = captioned || (texts[i] == QStringLiteral("W") && texts[i + 1] == subscript);
    QVERIFY2(captioned, qPrintable(texts.join(u'|')));
}

void TestFigures::everyFigureInEveryFormat()
{
    QFETCH(FigureKind, kind);
    QFETCH(QString, lesson);
    QFETCH(QString, format);
    QFETCH(QString, label);
    const std::unique_ptr<ScenarioDocument> document = ::lesson(qPrintable(lesson));
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("figure.") + format);
    FigureSpec spec;
    spec.kind = kind;
    const QString error = exportFigure(spec, document.get(), path, {QSize(1200, 800), 1.0});
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QByteArray bytes = test::fileBytes(path);
    if (format == QLatin1String("png")) {
        const QString problem = test::pngProblem(bytes, QSize(1200, 800));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else if (format == QLatin1String("svg")) {
        QString parseError;
        const QStringList texts = test::svgTexts(path, &parseError);
        QVERIFY2(parseError.isEmpty(), qPrintable(parseError));
        QVERIFY2(texts.contains(label), qPrintable(texts.join(u'|')));
        // Read as other programs read it: every font by a name they know, then the generic sans-serif (not
        // Qt's alias "Sans Serif" alone, which a browser drew in a serif), and 1200 pixels at 96 to the inch.
        const QString svg = QString::fromUtf8(bytes);
        static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
        int families = 0;
        for (const QRegularExpressionMatch &match : family.globalMatch(svg)) {
            ++families;
            QVERIFY2(match.captured(1).endsWith(QStringLiteral(", sans-serif")) && !match.captured(1).startsWith(QStringLiteral("Sans Serif")),
                     qPrintable(match.captured(0)));
        }
        QVERIFY(families > 0);
        QVERIFY2(svg.contains(QStringLiteral("width=\"317.5mm\"")), qPrintable(svg.left(400)));
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("%%EOF"));
        QVERIFY(bytes.size() > 1000);
    }
}

void TestFigures::pngScaleMultipliesPixels()
{
    const std::unique_ptr<ScenarioDocument> document = lesson("01-alignment.json");
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("sharp.png"));
    QVERIFY(exportFigure(FigureSpec{}, document.get(), path, {QSize(640, 400), 2.0}).isEmpty());
    QCOMPARE(QImage(path).size(), QSize(1280, 800));
}

void TestFigures::cellsHaveTheirValuesColourAndMaskedCellsAreHatched()
{
    const std::unique_ptr<ScenarioDocument> document = lesson("03-causal-self-attention.json");
    FigureSpec spec; // weights of head 1
    const DrawnHeatmap drawn = drawHeatmap(spec, document.get(), QSize(900, 700));
    const HeadResult &head = document->result()->heads.front();
    ColourGradient gradient = sequentialGradient(PaletteKind::Viridis);
    // A point near a cell's corner, away from its number and from the lines between cells.
    auto cornerColour = [&](int query, int key) {
        const QRectF cell = drawn.plot->cellRect(0, query, key);
        return drawn.image.pixelColor(QPoint(int(cell.left() + 4), int(cell.top() + 4)));
    };
    int maskedCells = 0;
    for (int i = 0; i < head.weights.rows(); ++i) {
        for (int j = 0; j < head.weights.cols(); ++j) {
            const QColor colour = cornerColour(i, j);
            if (j > i) {
                // Masked: grey (hatch or its background), never a colour of the scale; weight 0 would be
                // the scale's darkest violet.
                ++maskedCells;
                QCOMPARE(colour.red(), colour.green());
                QCOMPARE(colour.green(), colour.blue());
                QVERIFY(colour != QColor(gradient.colour(0.0, ValueRange(0, 1))));
            } else {
                const QColor expected = QColor::fromRgb(gradient.colour(double(head.weights(i, j)), ValueRange(0, 1)));
                QCOMPARE(colour, expected);
            }
        }
    }
    QCOMPARE(maskedCells, 15);
    QVERIFY(drawn.plot->cellDescription(0, 0, 3).contains(QStringLiteral("masked")));
    QVERIFY(drawn.plot->cellDescription(0, 1, 0).contains(QStringLiteral("weight")));
}

void TestFigures::hatchingStaysInsideMaskedCellsInSvg()
{
    // Qt's SVG generator ignores clipping: hatching cut only by a clip once spilled over the numeric
    // cells beside the masked ones. Drawn back from the SVG, each numeric cell keeps its own colour.
    const std::unique_ptr<ScenarioDocument> document = lesson("03-causal-self-attention.json");
    FigureSpec spec;
    spec.matrix = HeatmapMatrix::Masked;
    const QSize size(900, 700);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("masked.svg"));
    QVERIFY(exportFigure(spec, document.get(), path, {size, 1.0}).isEmpty());
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        svg.render(&painter, QRectF(QPointF(0, 0), size));
    }
    const DrawnHeatmap drawn = drawHeatmap(spec, document.get(), size);
    const HeadResult &head = document->result()->heads.front();
    for (int i = 0; i < head.masked.rows(); ++i) {
        const QRectF cell = drawn.plot->cellRect(0, i, i); // numeric, with a masked cell to its right
        const QColor expected = drawn.image.pixelColor(QPoint(int(cell.right() - 6), int(cell.bottom() - 6)));
        const QColor fromSvg = image.pixelColor(QPoint(int(cell.right() - 6), int(cell.bottom() - 6)));
        QVERIFY2(std::abs(expected.red() - fromSvg.red()) <= 3 && std::abs(expected.green() - fromSvg.green()) <= 3 &&
                     std::abs(expected.blue() - fromSvg.blue()) <= 3,
                 qPrintable(QStringLiteral("row %1: %2 vs %3").arg(i).arg(expected.name(), fromSvg.name())));
    }
}

void TestFigures::hatchingFramesEveryMaskedNumber()
{
    // 15 tokens on a slide: the numbers as large as the cells allow. The light box behind a masked number
    // leaves the hatching in sight at both sides of the cell, beside the number itself.
    const std::unique_ptr<ScenarioDocument> document = lesson("09-induction-head.json");
    const DrawnHeatmap drawn = drawHeatmap(FigureSpec{}, document.get(), QSize(1280, 720));
    QVERIFY(drawn.plot->pictureLayout().panels.front().numbers);
    const QColor hatch(0x88, 0x88, 0x88);
    const auto hatchedPixels = [&](double x, const QRectF &cell) {
        int count = 0;
        for (int y = int(cell.center().y() - 4); y <= int(cell.center().y() + 4); ++y)
            count += drawn.image.pixelColor(QPoint(int(x), y)) == hatch;
        return count;
    };
    const HeadResult &head = document->result()->heads.front();
    int masked = 0;
    for (int i = 0; i < head.weights.rows(); ++i)
        for (int j = i + 1; j < head.weights.cols(); ++j) {
            const QRectF cell = drawn.plot->cellRect(0, i, j);
            const int left = hatchedPixels(cell.left() + 1.5, cell) + hatchedPixels(cell.left() + 2.5, cell);
            const int right = hatchedPixels(cell.right() - 1.5, cell) + hatchedPixels(cell.right() - 2.5, cell);
            const QString where = QStringLiteral("cell (%1, %2): %3 hatched pixels at its left, %4 at its right")
                                      .arg(i)
                                      .arg(j)
                                      .arg(left)
                                      .arg(right);
            QVERIFY2(left > 0 && right > 0, qPrintable(where));
            ++masked;
        }
    QCOMPARE(masked, 15 * 14 / 2);
}

void TestFigures::colourRangesAreHonest()
{
    const std::unique_ptr<ScenarioDocument> document = lesson("06-multi-head.json");
    FigureSpec spec;
    const DrawnHeatmap weights = drawHeatmap(spec, document.get(), QSize(600, 500));
    QCOMPARE(weights.plot->colourRange().lower, 0.0);
    QCOMPARE(weights.plot->colourRange().upper, 1.0);
    spec.kind = FigureKind::Scores;
    const DrawnHeatmap scores = drawHeatmap(spec, document.get(), QSize(600, 500));
    const ValueRange range = scores.plot->colourRange();
    QCOMPARE(range.lower, -range.upper);
    const MatrixF &s = document->result()->heads.front().scores;
    QCOMPARE(range.upper, double(s.cwiseAbs().maxCoeff()));
}

void TestFigures::pooledCellsShowTheirLargestWhereItIs()
{
    // 1200 queries drawn in about 400 pixels: each pixel shows the largest of the cells it covers. Coloured by
    // each row's own range, that is the largest share of its row's range. Rows alternate: a wide one (0 to 1,
    // 0.01 in the first column) and a narrow one (0 to 0.01, its largest in the first column). The first column
    // is the narrow rows' largest weight: the top of the scale, whichever row a pixel starts on.
    constexpr int kTokens = 1200;
    auto values = std::make_shared<MatrixF>(MatrixF::Zero(kTokens, kTokens));
    for (int i = 0; i < kTokens; i += 2) {
        (*values)(i, 0) = 0.01f;
        (*values)(i, kTokens - 1) = 1.0f;
        (*values)(i + 1, 0) = 0.01f;
    }
    HeatmapContent content;
    content.title = QStringLiteral("pooled");
    content.valueName = QStringLiteral("weight");
    content.gradient = ColourGradient();
    content.range = ColourRange::Row;
    HeatmapPanel panel;
    panel.values = values;
    for (int i = 0; i < kTokens; ++i)
        panel.queryLabels << QString::number(i);
    panel.keyLabels = panel.queryLabels;
    content.panels.push_back(panel);
    const HeatmapPicture picture(content);
    const HeatmapPicture::Layout layout = picture.layOut(QSize(600, 500), 1.0);
    const QRect cells = layout.panels.front().cells;
    QVERIFY2(layout.panels.front().cell < 1, "the cells are pooled");
    QImage image(QSize(600, 500), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    picture.paint(painter, layout);
    painter.end();
    const QRgb top = content.gradient.colour(1.0, ValueRange(0, 1));
    for (int y = cells.top() + 2; y < cells.bottom() - 2; y += 7)
        QCOMPARE(QColor(image.pixel(cells.left(), y)).name(), QColor(top).name());

    // On 0 to 1, one strong weight among zeros shows where it is, at its query's row and its key's column.
    auto single = std::make_shared<MatrixF>(MatrixF::Zero(kTokens, kTokens));
    (*single)(100, 900) = 1.0f;
    content.panels.front().values = single;
    content.range = ColourRange::Unit;
    const HeatmapPicture unit(content);
    const HeatmapPicture::Layout unitLayout = unit.layOut(QSize(600, 500), 1.0);
    const QRect unitCells = unitLayout.panels.front().cells;
    image.fill(Qt::white);
    QPainter again(&image);
    unit.paint(again, unitLayout);
    again.end();
    auto pixelOf = [&unitCells](int query, int key) {
        return QPoint(unitCells.left() + key * unitCells.width() / kTokens, unitCells.top() + query * unitCells.height() / kTokens);
    };
    QCOMPARE(QColor(image.pixel(pixelOf(100, 900))).name(), QColor(top).name());
    QCOMPARE(QColor(image.pixel(pixelOf(900, 100))).name(), QColor(Qt::black).name());
    QCOMPARE(QColor(image.pixel(pixelOf(100, 100))).name(), QColor(Qt::black).name());
}

void TestFigures::arrangementsHaveOnePanelPerHeadOrMask()
{
    const std::unique_ptr<ScenarioDocument> multiHead = lesson("06-multi-head.json");
    FigureSpec spec;
    spec.kind = FigureKind::Heads;
    QCOMPARE(drawHeatmap(spec, multiHead.get(), QSize(800, 500)).plot->panels().size(), size_t(2));
    spec.kind = FigureKind::Compare;
    const DrawnHeatmap selfAttention = drawHeatmap(spec, multiHead.get(), QSize(800, 500));
    QCOMPARE(selfAttention.plot->panels().size(), size_t(2));
    // The causal panel hides later keys; the bidirectional one hides none.
    QCOMPARE(selfAttention.plot->panels()[0].maskedCount(), 15);
    QCOMPARE(selfAttention.plot->panels()[1].maskedCount(), 0);
    const std::unique_ptr<ScenarioDocument> cross = lesson("02-translation-cross.json");
    const DrawnHeatmap withTarget = drawHeatmap(spec, cross.get(), QSize(900, 500));
    QCOMPARE(withTarget.plot->panels().size(), size_t(3));
    QCOMPARE(withTarget.plot->panels()[2].queryLabels, cross->scenario().target->tokens);
}

void TestFigures::palettesAreDistinct()
{
    QSet<QRgb> middles;
    for (const QString &key : paletteKeys()) {
        const std::optional<PaletteKind> palette = paletteFromKey(key);
        QVERIFY(palette);
        ColourGradient sequential = sequentialGradient(*palette);
        middles.insert(sequential.colour(0.5, ValueRange(0, 1)));
        // Sequential scales run from dark to light (relative luminance), so they read in grey too.
        auto luminance = [](QRgb rgb) {
            const QColor colour = QColor::fromRgb(rgb);
            return 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF();
        };
        const double low = luminance(sequential.colour(0.0, ValueRange(0, 1)));
        const double high = luminance(sequential.colour(1.0, ValueRange(0, 1)));
        QVERIFY2(std::abs(low - high) > 0.6, qPrintable(key));
        // Diverging scales are light and neutral at 0.
        ColourGradient diverging = divergingGradient(*palette);
        const QColor zero = QColor::fromRgb(diverging.colour(0.0, ValueRange(-1, 1)));
        QVERIFY(zero.lightness() > 230);
    }
    QCOMPARE(middles.size(), 3);
    QCOMPARE(readableTextColour(QColor(0x44, 0x01, 0x54)), QColor(Qt::white));
    QCOMPARE(readableTextColour(QColor(0xfd, 0xe7, 0x25)), QColor(Qt::black));
}

void TestFigures::unwritablePathIsReportedAndNothingIsWritten()
{
    const std::unique_ptr<ScenarioDocument> document = lesson("01-alignment.json");
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("missing/folder/figure.png"));
    const QString error = exportFigure(FigureSpec{}, document.get(), path, {});
    QVERIFY(error.contains(path));
    QVERIFY(!QFile::exists(path));
    const QString unknown = exportFigure(FigureSpec{}, document.get(), folder.filePath(QStringLiteral("figure.bmp")), {});
    QVERIFY(unknown.contains(QStringLiteral(".png")));
}

void TestFigures::vectorFigureSaysWhenItIsAProjection()
{
    // Four dimensions: a projection, which the figure says, with the share it keeps.
    const std::unique_ptr<ScenarioDocument> document = lesson("03-causal-self-attention.json");
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("vectors.svg"));
    FigureSpec spec;
    spec.kind = FigureKind::Vectors;
    QVERIFY(exportFigure(spec, document.get(), path, {QSize(1000, 700), 1.0}).isEmpty());
    QString error;
    const QString text = test::svgTexts(path, &error).join(u' ');
    QVERIFY2(text.contains(QStringLiteral("projection")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("PC1")));
    // Three dimensions: the vectors as they are, on their own axes.
    const std::unique_ptr<ScenarioDocument> alignment = lesson("01-alignment.json");
    QVERIFY(exportFigure(spec, alignment.get(), path, {QSize(1000, 700), 1.0}).isEmpty());
    const QString plain = test::svgTexts(path, &error).join(u' ');
    QVERIFY(!plain.contains(QStringLiteral("projection")));
    QVERIFY(plain.contains(QStringLiteral("tomato")));
}

void TestFigures::theCameraTurnsThenTilts_data()
{
    // Where e1, e2 and e3 go: turned by the yaw about e3, then tilted by the pitch about the screen's x.
    // A point is (screen right, screen up, depth away from the viewer) in units; Qt's y grows downwards.
    QTest::addColumn<double>("yaw");
    QTest::addColumn<double>("pitch");
    QTest::addColumn<QList<QList<double>>>("axes"); // for e1, e2, e3: right, up, depth
    QTest::addRow("face on") << 0.0 << 0.0 << QList<QList<double>>{{1, 0, 0}, {0, 0, 1}, {0, 1, 0}};
    QTest::addRow("turned a quarter") << 90.0 << 0.0 << QList<QList<double>>{{0, 0, 1}, {-1, 0, 0}, {0, 1, 0}};
    QTest::addRow("tilted a quarter") << 0.0 << 90.0 << QList<QList<double>>{{1, 0, 0}, {0, -1, 0}, {0, 0, 1}};
    const double c = std::sqrt(0.5);
    QTest::addRow("turned an eighth, tilted an eighth")
        << 45.0 << 45.0 << QList<QList<double>>{{c, -0.5, 0.5}, {-c, -0.5, 0.5}, {0, c, c}};
}

void TestFigures::theCameraTurnsThenTilts()
{
    QFETCH(double, yaw);
    QFETCH(double, pitch);
    QFETCH(QList<QList<double>>, axes);
    VectorCamera camera;
    camera.yaw = yaw;
    camera.pitch = pitch;
    VectorPicture::Layout layout;
    layout.centre = QPointF(100, 200);
    layout.scale = 10;
    for (int axis = 0; axis < 3; ++axis) {
        const Eigen::Vector3d unit = Eigen::Vector3d::Unit(axis);
        const QPointF shown = VectorPicture::project(unit, camera, layout);
        const QString where = QStringLiteral("e%1 at (%2, %3)").arg(axis + 1).arg(shown.x()).arg(shown.y());
        QVERIFY2(qAbs(shown.x() - (100 + 10 * axes[axis][0])) < 1e-9, qPrintable(where));
        QVERIFY2(qAbs(shown.y() - (200 - 10 * axes[axis][1])) < 1e-9, qPrintable(where));
        QVERIFY2(qAbs(VectorPicture::depth(unit, camera) - axes[axis][2]) < 1e-9, qPrintable(where));
    }
    // A drag in the screen's plane moves a tip by as much on the screen, and not in depth.
    const Eigen::Vector3d tip(0.3, -1.2, 2.0);
    const QPointF drag(17, -5);
    const Eigen::Vector3d moved = tip + VectorPicture::screenDeltaToWorld(drag, camera, layout.scale);
    const QPointF delta = VectorPicture::project(moved, camera, layout) - VectorPicture::project(tip, camera, layout);
    QVERIFY(qAbs(delta.x() - drag.x()) < 1e-9 && qAbs(delta.y() - drag.y()) < 1e-9);
    QVERIFY(qAbs(VectorPicture::depth(moved, camera) - VectorPicture::depth(tip, camera)) < 1e-9);
}

void TestFigures::panelsOnAWideFigureStandSideBySide()
{
    // A figure of several heads chooses the grid that gives the largest cells: three 4 x 4 heads on a wide,
    // low slide stand in one row. (A guard meant for the language model's fixed grid of shared names had
    // stopped the choice at one column: three heads one over the other, and an export of every head's PDF
    // that crashed LeakSanitizer's tracer.)
    HeatmapContent content;
    content.title = QStringLiteral("heads");
    content.valueName = QStringLiteral("weight");
    content.gradient = ColourGradient();
    for (int head = 0; head < 3; ++head) {
        HeatmapPanel panel;
        panel.head = head;
        panel.title = QStringLiteral("Head %1").arg(head + 1);
        panel.values = std::make_shared<MatrixF>(MatrixF::Constant(4, 4, 0.25f));
        panel.queryLabels = panel.keyLabels = QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
        content.panels.push_back(panel);
    }
    const HeatmapPicture::Layout layout = HeatmapPicture(content).layOut(QSize(1600, 500), 1.0);
    QCOMPARE(layout.panels.size(), size_t(3));
    for (const HeatmapPicture::PanelLayout &panel : layout.panels)
        QCOMPARE(panel.cells.top(), layout.panels.front().cells.top());
    QVERIFY(layout.panels[0].cells.right() < layout.panels[1].cells.left());
    QVERIFY(layout.panels[1].cells.right() < layout.panels[2].cells.left());
}

void TestFigures::svgDrawsEveryCellUpToItsLimit_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<bool>("vector");
    QTest::newRow("300 tokens, every cell a shape") << 300 << true;
    QTest::newRow("512 tokens, at the limit") << 512 << true;
    QTest::newRow("513 tokens, an image") << 513 << false;
}

void TestFigures::svgDrawsEveryCellUpToItsLimit()
{
    QFETCH(int, tokens);
    QFETCH(bool, vector);
    HeatmapContent content;
    content.title = QStringLiteral("many tokens");
    content.valueName = QStringLiteral("weight");
    content.gradient = ColourGradient();
    HeatmapPanel panel;
    panel.values = std::make_shared<MatrixF>(MatrixF::Random(tokens, tokens).cwiseAbs());
    for (int i = 0; i < tokens; ++i)
        panel.queryLabels << QString::number(i);
    panel.keyLabels = panel.queryLabels;
    content.panels.push_back(panel);
    const HeatmapPicture picture(content);
    const HeatmapPicture::Layout layout = picture.layOut(QSize(1600, 900), 1.0);
    QVERIFY(layout.panels.front().cell < 3);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("many.svg"));
    {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(QSize(1600, 900));
        QPainter painter(&generator);
        picture.paint(painter, layout);
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    // One image is the colour bar's gradient; the cells add another only past the limit.
    QCOMPARE(svg.count("<image"), vector ? 1 : 2);
    // Qt's generator writes each fillRect as a rect of its own: at least one per cell.
    if (vector)
        QVERIFY2(svg.count("<rect") >= qsizetype(tokens) * tokens, qPrintable(QString::number(svg.count("<rect"))));
}

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
