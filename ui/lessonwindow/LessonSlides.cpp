#include "LessonSlides.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "render/DeckExport.h"
#include "render/SpokenLanguage.h"

namespace attn {

std::vector<std::unique_ptr<SlidePage>> lessonSlides(const ScenarioDocument &document)
{
    // A lesson's slides take milliseconds on the CPU, whichever engine the desk uses.
    CpuEngine engine;
    SlideContext context;
    context.language = currentLanguage();
    return deckPages(document.scenarioSnapshot(),
                     [&engine](const Scenario &scenario) -> std::optional<AttentionResult> {
                         try {
                             return engine.run(scenario);
                         } catch (const EngineError &) {
                             return std::nullopt;
                         }
                     },
                     context);
}

QString exportLessonDeck(const ScenarioDocument &document, const QString &path, const QString &format, const QSize &size)
{
    const std::vector<std::unique_ptr<SlidePage>> slides = lessonSlides(document);
    if (format == QLatin1String("pdf"))
        return writeDeckPdf(slides, path, size, 1.0, document.scenario().localizedTitle(currentLanguage()));
    return writeDeckImages(slides, path, format, size);
}

} // namespace attn
