#include "DeckExport.h"

#include "FigureExport.h"
#include "io/WholeFileWrite.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace attn {
namespace {

struct DeckStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::DeckExport)
};

/// A slide as a figure, for the files one figure is written to (PNG, SVG).
class SlideFigure : public FigureSource
{
public:
    SlideFigure(const SlidePage &slide, double textScale) : m_slide(slide), m_textScale(textScale) {}
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override
    {
        QPainter painter(&device);
        m_slide.paint(painter, m_slide.layOut(logicalSize, m_textScale));
    }
    QString figureTitle() const override { return m_slide.title(); }

private:
    const SlidePage &m_slide;
    double m_textScale;
};

} // namespace

std::vector<std::unique_ptr<SlidePage>> deckPages(const std::shared_ptr<const Scenario> &lesson,
                                                  const std::function<std::optional<AttentionResult>(const Scenario &)> &compute,
                                                  SlideContext context)
{
    const std::vector<Slide> deck = lessonDeck(*lesson);
    // Slides that show the lesson unchanged share one computation.
    std::optional<std::optional<AttentionResult>> unchanged;
    const auto computeOnce = [&](const Scenario &scenario) -> std::optional<AttentionResult> {
        if (&scenario != lesson.get() && !(scenario == *lesson))
            return compute(scenario);
        if (!unchanged)
            unchanged = compute(scenario);
        return *unchanged;
    };
    std::vector<std::unique_ptr<SlidePage>> pages;
    context.count = int(deck.size());
    for (size_t index = 0; index < deck.size(); ++index) {
        context.number = int(index) + 1;
        ScenarioSnapshot snapshot = slideSnapshot(lesson, deck[index], computeOnce);
        std::vector<ModeResult> compared = slideComparison(snapshot, deck[index]);
        pages.push_back(std::make_unique<SlidePage>(snapshot, deck[index], context, std::move(compared)));
    }
    return pages;
}

QImage slideImage(const SlidePage &slide, const QSize &size, double textScale)
{
    SlideFigure figure(slide, textScale);
    return figureImage(figure, FigureSize{size, 1.0});
}

QString writeDeckPdf(const std::vector<std::unique_ptr<SlidePage>> &slides, const QString &path, const QSize &size,
                     double textScale, const QString &title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // One logical pixel is 1/96 inch, as on a standard screen and in the figures' PDFs.
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("AttentionLab"));
        QPainter painter(&writer);
        for (size_t index = 0; index < slides.size(); ++index) {
            if (index > 0)
                writer.newPage();
            slides[index]->paint(painter, slides[index]->layOut(size, textScale));
        }
    }
    const QString failure = writeFileWhole(path, buffer.data());
    return failure.isEmpty() ? QString() : DeckStrings::tr("%1: %2").arg(path, failure);
}

QString writeDeckImages(const std::vector<std::unique_ptr<SlidePage>> &slides, const QString &folder, const QString &format,
                        const QSize &size, double textScale)
{
    if (!QDir().mkpath(folder))
        return DeckStrings::tr("%1: cannot make this folder").arg(folder);
    for (size_t index = 0; index < slides.size(); ++index) {
        SlideFigure figure(*slides[index], textScale);
        const QString path = QDir(folder).filePath(QStringLiteral("slide-%1.%2").arg(index + 1, 3, 10, QLatin1Char('0')).arg(format));
        if (const QString failure = saveFigure(figure, path, FigureSize{size, 1.0}); !failure.isEmpty())
            return failure;
    }
    return {};
}

} // namespace attn
