#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "render/DeckExport.h"
#include "render/SpokenLanguage.h"

#include <QFileInfo>

namespace attn::cli {

int runSlides(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes a lesson's deck of slides, each page exactly what the presentation (F5) shows at that size: one\n"
        "PDF with a page per slide, or a folder of PNG or SVG files (slide-001.svg, ...). A lesson without\n"
        "\"slides\" gets the deck made from its stages. No display is needed."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The lesson or scenario file (JSON)."),
                                 QStringLiteral("slides <file>"));
    parser.addOptions({
        {QStringLiteral("out"), QStringLiteral("DECK.pdf, or a folder for --format png|svg."), QStringLiteral("path")},
        {QStringLiteral("format"), QStringLiteral("pdf, png or svg (default: pdf for an --out ending in .pdf, else png)."),
         QStringLiteral("format")},
        {QStringLiteral("width"), QStringLiteral("Width in logical pixels (default 1920)."), QStringLiteral("px"), QStringLiteral("1920")},
        {QStringLiteral("height"), QStringLiteral("Height in logical pixels (default 1080)."), QStringLiteral("px"), QStringLiteral("1080")},
        {QStringLiteral("text-scale"), QStringLiteral("The whole slide larger or smaller, as Ctrl+ and Ctrl− in the presentation "
                                                      "(default 1; never below a 30th of the height for numbers)."),
         QStringLiteral("factor"), QStringLiteral("1")},
        {QStringLiteral("precision"), QStringLiteral("Decimals written in the cells (default 2)."), QStringLiteral("n"), QStringLiteral("2")},
        {QStringLiteral("language"), QStringLiteral("The slides' words: en, it or de (default: the window's language)."),
         QStringLiteral("code")},
    });
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(QStringLiteral("slides: expected one lesson file (see 'attentionlab slides --help')"));
        return UsageError;
    }
    if (!parser.isSet(QStringLiteral("out")) || parser.value(QStringLiteral("out")).isEmpty()) {
        printError(QStringLiteral("slides: --out is needed (DECK.pdf, or a folder with --format png|svg)"));
        return UsageError;
    }
    const QString out = parser.value(QStringLiteral("out"));
    const bool endsInPdf = QFileInfo(out).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0;
    const QString format = parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format"))
                                                                  : (endsInPdf ? QStringLiteral("pdf") : QStringLiteral("png"));
    if (format != QLatin1String("pdf") && format != QLatin1String("png") && format != QLatin1String("svg")) {
        printError(QStringLiteral("--format: expected pdf, png or svg, found '%1'").arg(format));
        return UsageError;
    }
    if (format == QLatin1String("pdf") && !endsInPdf) {
        printError(QStringLiteral("--out %1: a PDF deck is one file ending in .pdf").arg(out));
        return UsageError;
    }
    if (format != QLatin1String("pdf") && (endsInPdf || QFileInfo(out).isFile())) {
        printError(QStringLiteral("--out %1: --format %2 writes a folder of slides (slide-001.%2, ...), not a file").arg(out, format));
        return UsageError;
    }
    if (!outSparesTheInputsOrReport(parser, parser.positionalArguments()) ||
        (format == QLatin1String("pdf") && !outKeepsItsKindOrReport(parser, WrittenFile::Other, QStringLiteral("the deck"))))
        return UsageError;
    const std::optional<long long> width = integerOption(parser, QStringLiteral("width"), 320, 8000);
    const std::optional<long long> height = integerOption(parser, QStringLiteral("height"), 240, 8000);
    const std::optional<double> textScale = numberOption(parser, QStringLiteral("text-scale"), 0.5, 4);
    const std::optional<long long> precision = integerOption(parser, QStringLiteral("precision"), 0, 6);
    if (!width || !height || !textScale || !precision)
        return UsageError;
    if (format == QLatin1String("png") && double(*width) * double(*height) > kLargestPngPixels) {
        printError(QStringLiteral("--width %1 --height %2: a PNG of more than %3 million pixels is refused").arg(*width).arg(*height).arg(kLargestPngPixels / 1e6));
        return UsageError;
    }
    if (!installFigureLanguageOrReport(parser))
        return UsageError;
    const QString path = parser.positionalArguments().first();
    std::optional<Scenario> scenario = loadScenarioOrReport(path);
    if (!scenario)
        return InvalidInput;
    bool usageError = false;
    std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    int exitCode = Done;
    const auto lesson = std::make_shared<const Scenario>(std::move(*scenario));
    SlideContext context;
    context.language = currentLanguage();
    context.precision = int(*precision);
    // Every slide's numbers from this engine: a failure stops the deck, never replaced by the CPU's.
    const auto pages = deckPages(lesson, [&](const Scenario &shown) -> std::optional<AttentionResult> {
        if (exitCode != Done)
            return std::nullopt;
        return runOrReport(*engine, shown, path, &exitCode);
    }, context);
    if (exitCode != Done)
        return exitCode;
    const QSize size{int(*width), int(*height)};
    const QString failure = format == QLatin1String("pdf") ? writeDeckPdf(pages, out, size, *textScale, lesson->localizedTitle(context.language))
                                                           : writeDeckImages(pages, out, format, size, *textScale);
    if (!failure.isEmpty()) {
        printError(failure);
        return OutputFailed;
    }
    return Done;
}

} // namespace attn::cli
