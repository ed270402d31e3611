#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "render/FigureSpec.h"
#include "render/SpokenLanguage.h"
#include "runtime/ModeComparison.h"
#include "scenario/ScenarioValidation.h"

#include <QFileInfo>

namespace attn::cli {
namespace {

/// Whether a figure reads an option: the stage figure its stage, the 3-D view its vectors and camera,
/// a heatmap its matrix and colours; every figure of numbers their decimals.
bool figureReads(const FigureEntry &figure, const QString &option)
{
    const bool heatmap = figure.heatmap.has_value();
    const bool vectors = figure.options.testFlag(FigureOption::Vectors);
    if (option == QLatin1String("stage"))
        return figure.options.testFlag(FigureOption::Stage);
    if (option == QLatin1String("vectors") || option == QLatin1String("yaw") || option == QLatin1String("pitch"))
        return vectors;
    if (option == QLatin1String("matrix") || option == QLatin1String("palette") || option == QLatin1String("colour-range"))
        return heatmap;
    if (option == QLatin1String("precision"))
        return !vectors;
    return true;
}

/// An option given for a figure that does not read it is refused, not ignored: the slide would be drawn
/// without what was asked for (a palette on the 3-D view, a stage on a heatmap), and nothing would say so.
bool figureReadsItsOptionsOrReport(const QCommandLineParser &parser, FigureKind kind)
{
    const FigureEntry &figure = figureEntry(kind);
    for (const QString &option : {QStringLiteral("stage"), QStringLiteral("vectors"), QStringLiteral("yaw"), QStringLiteral("pitch"),
                                 QStringLiteral("matrix"), QStringLiteral("palette"), QStringLiteral("colour-range"),
                                 QStringLiteral("precision")}) {
        if (!parser.isSet(option) || figureReads(figure, option))
            continue;
        QStringList readers;
        for (const FigureEntry &each : figureRegistry()) {
            if (figureReads(each, option))
                readers << QString::fromLatin1(each.key);
        }
        printError(QStringLiteral("--%1: --figure %2 does not use it; it is for --figure %3")
                       .arg(option, QString::fromLatin1(figure.key), readers.join(u'|')));
        return false;
    }
    return true;
}

} // namespace

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Draws a figure of a scenario, as the window shows it, into a PNG, SVG or PDF file (the format follows\n"
        "the extension of --out). No display is needed."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The scenario file (JSON)."),
                                 QStringLiteral("export <file>"));
    QStringList stageKeys;
    for (PipelineStage stage : kAllStages)
        stageKeys << stageKey(stage);
    // The figures that read an option, from their entries in the registry: "For --figure stage: …".
    const QString stageFigures = QStringLiteral("--figure %1").arg(figureKeysTaking(FigureOption::Stage).join(u'|'));
    const QString vectorFigures = QStringLiteral("--figure %1").arg(figureKeysTaking(FigureOption::Vectors).join(u'|'));
    parser.addOptions({
        {QStringLiteral("figure"), QStringLiteral("Which figure: %1 (default weights).").arg(figureKindKeys().join(u'|')),
         QStringLiteral("kind"), QStringLiteral("weights")},
        {QStringLiteral("out"), QStringLiteral("The file to write: .png, .svg or .pdf."), QStringLiteral("path")},
        {QStringLiteral("head"), QStringLiteral("The head, from 1 (default 1)."), QStringLiteral("n"), QStringLiteral("1")},
        {QStringLiteral("stage"), QStringLiteral("For %1: %2 (default softmax).").arg(stageFigures, stageKeys.join(u'|')),
         QStringLiteral("name"), QStringLiteral("softmax")},
        {QStringLiteral("part"),
         QStringLiteral("For %1, the part lecture mode shows: all (default); with --stage projections "
                        "queries|keys|values; with --stage layer-norm standardise|gain-bias.")
             .arg(stageFigures),
         QStringLiteral("name"), QStringLiteral("all")},
        {QStringLiteral("matrix"), QStringLiteral("For heatmaps: %1 (default weights; scores for --figure scores).")
                                       .arg(heatmapMatrixKeys().join(u'|')),
         QStringLiteral("name")},
        {QStringLiteral("vectors"), QStringLiteral("For %1: embeddings|qk|values (default embeddings).").arg(vectorFigures),
         QStringLiteral("set"), QStringLiteral("embeddings")},
        {QStringLiteral("palette"), QStringLiteral("For heatmaps: %1 (default viridis).").arg(paletteKeys().join(u'|')),
         QStringLiteral("name"), QStringLiteral("viridis")},
        {QStringLiteral("colour-range"),
         QStringLiteral("For heatmaps of weights: unit (0 to 1), row (each row from its least to its largest) or data "
                        "(least to largest shown); default unit. Scores are always symmetric about 0."),
         QStringLiteral("range"), QStringLiteral("unit")},
        {QStringLiteral("precision"), QStringLiteral("Decimals written in the cells (default 2)."), QStringLiteral("n"),
         QStringLiteral("2")},
        {QStringLiteral("yaw"), QStringLiteral("For %1: turn about the vertical axis, degrees (default -35).").arg(vectorFigures),
         QStringLiteral("degrees"), QStringLiteral("-35")},
        {QStringLiteral("pitch"), QStringLiteral("For %1: look from above, degrees (default 25).").arg(vectorFigures),
         QStringLiteral("degrees"), QStringLiteral("25")},
        {QStringLiteral("positions"),
         QStringLiteral("Positions added to the token vectors before the projections, as the window's Add positions: "
                        "none|sinusoidal (default: as the file says). The positions stage needs them."),
         QStringLiteral("kind")},
    });
    addFigureSizeOptions(parser);
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        printError(QStringLiteral("export: expected one scenario file (see 'attentionlab export --help')"));
        return UsageError;
    }
    const std::optional<QString> out = figureOutOrReport(parser, QStringLiteral("export"));
    if (!out || !outSparesTheInputsOrReport(parser, parser.positionalArguments()) ||
        !outKeepsItsKindOrReport(parser, WrittenFile::Other, QStringLiteral("the figure")))
        return UsageError;

    FigureSpec spec;
    const std::optional<FigureKind> kind = figureKindFromKey(parser.value(QStringLiteral("figure")));
    if (!kind) {
        printError(QStringLiteral("--figure: expected one of %1").arg(figureKindKeys().join(QStringLiteral(", "))));
        return UsageError;
    }
    spec.kind = *kind;
    if (!figureReadsItsOptionsOrReport(parser, spec.kind))
        return UsageError;
    const bool takesStage = figureEntry(spec.kind).options.testFlag(FigureOption::Stage);
    const std::optional<PipelineStage> stage = stageFromKey(parser.value(QStringLiteral("stage")));
    if (!stage) {
        printError(QStringLiteral("--stage: expected one of %1").arg(stageKeys.join(QStringLiteral(", "))));
        return UsageError;
    }
    spec.stage = *stage;
    const std::optional<StagePart> part = stagePartFromKey(parser.value(QStringLiteral("part")));
    if (!part) {
        printError(QStringLiteral("--part: expected all, queries, keys, values (--stage projections), standardise or "
                                  "gain-bias (--stage layer-norm)"));
        return UsageError;
    }
    if (*part != StagePart::All && (!takesStage || partIndex(spec.stage, *part) < 0)) {
        QStringList keys;
        for (StagePart each : partsOf(spec.stage))
            keys << stagePartKey(each);
        printError(!takesStage || keys.isEmpty()
                       ? QStringLiteral("--part: only for %1, with --stage projections or layer-norm").arg(stageFigures)
                       : QStringLiteral("--part %1: --stage %2 has the parts %3")
                             .arg(stagePartKey(*part), stageKey(spec.stage), keys.join(QStringLiteral(", "))));
        return UsageError;
    }
    spec.stagePart = *part;
    if (parser.isSet(QStringLiteral("matrix"))) {
        spec.matrix = heatmapMatrixFromKey(parser.value(QStringLiteral("matrix")));
        if (!spec.matrix) {
            printError(QStringLiteral("--matrix: expected one of %1").arg(heatmapMatrixKeys().join(QStringLiteral(", "))));
            return UsageError;
        }
    }
    const std::optional<VectorSet> vectors = vectorSetFromKey(parser.value(QStringLiteral("vectors")));
    if (!vectors) {
        printError(QStringLiteral("--vectors: expected embeddings, qk or values"));
        return UsageError;
    }
    spec.vectors = *vectors;
    const std::optional<PaletteKind> palette = paletteFromKey(parser.value(QStringLiteral("palette")));
    if (!palette) {
        printError(QStringLiteral("--palette: expected one of %1").arg(paletteKeys().join(QStringLiteral(", "))));
        return UsageError;
    }
    spec.palette = *palette;
    const std::optional<ColourRange> colourRange = colourRangeFromKey(parser.value(QStringLiteral("colour-range")));
    if (!colourRange) {
        printError(QStringLiteral("--colour-range: expected unit, row or data"));
        return UsageError;
    }
    spec.colourRange = *colourRange;
    if (!installFigureLanguageOrReport(parser))
        return UsageError;
    const std::optional<FigureSize> size = figureSizeOrReport(parser);
    const std::optional<long long> precision = integerOption(parser, QStringLiteral("precision"), 0, 6);
    const std::optional<double> fontScale = fontScaleOrReport(parser);
    const std::optional<double> yaw = numberOption(parser, QStringLiteral("yaw"), -360, 360);
    const std::optional<double> pitch = numberOption(parser, QStringLiteral("pitch"), -89, 89);
    const std::optional<long long> head = integerOption(parser, QStringLiteral("head"), 1, ScenarioLimits::maxHeads);
    if (!size || !precision || !fontScale || !yaw || !pitch || !head)
        return UsageError;
    spec.precision = int(*precision);
    // Weights lie between 0 and 1: with no decimals each reads 0 or 1, and a row no longer seems to add up to
    // 1 ("0 0 0" for 0.22, 0.33 and 0.45). Drawn as asked, with a word on the standard error.
    const FigureEntry &entry = figureEntry(spec.kind);
    const bool showsWeights = entry.heatmap ? entry.heatmap->matrix.value_or(spec.matrix.value_or(HeatmapMatrix::Weights)) == HeatmapMatrix::Weights
                                            : entry.options.testFlag(FigureOption::Stage) &&
                                                  (spec.stage == PipelineStage::Softmax || spec.stage == PipelineStage::WeightedSum);
    if (spec.precision == 0 && showsWeights)
        printError(QStringLiteral("warning: --precision 0 writes every weight (between 0 and 1) as 0 or 1, so that its row "
                                  "no longer reads as adding up to 1; --precision 2 writes them as the window does"));
    spec.fontScale = *fontScale;
    spec.yaw = *yaw;
    spec.pitch = *pitch;

    std::optional<Scenario> scenario = loadScenarioOrReport(parser.positionalArguments().first());
    if (!scenario)
        return InvalidInput;
    // A lesson that leaves the positions to the window's Add positions (the positions lesson) has its
    // positions stage on a slide too, and the same lesson without them beside it.
    if (parser.isSet(QStringLiteral("positions"))) {
        const QString name = parser.value(QStringLiteral("positions"));
        const std::optional<ScenarioPositions> positions = positionsFromName(name);
        if (!positions || *positions == ScenarioPositions::Learned) {
            printError(QStringLiteral("--positions: expected none or sinusoidal (learned positions come with a "
                                      "scenario's own vectors)"));
            return UsageError;
        }
        scenario->positions = *positions;
        if (const std::optional<ScenarioProblem> problem = validateScenario(*scenario)) {
            printError(QStringLiteral("--positions %1: %2").arg(name, problem->toString()));
            return InvalidInput;
        }
    }
    if (takesStage && !hasStage(*scenario, spec.stage)) {
        QStringList present;
        for (PipelineStage each : stagesOf(*scenario))
            present << stageKey(each);
        const bool positionsWouldAddIt = spec.stage == PipelineStage::Positions && scenario->positions == ScenarioPositions::None;
        printError(QStringLiteral("--stage %1: %2 has no such stage (it has %3)%4")
                       .arg(stageKey(spec.stage), parser.positionalArguments().first(), present.join(QStringLiteral(", ")),
                            positionsWouldAddIt ? QStringLiteral("; --positions sinusoidal adds it") : QString()));
        return UsageError;
    }
    const std::optional<int> headIndex = headIndexOrReport(*head, *scenario);
    if (!headIndex)
        return UsageError;
    spec.head = *headIndex;
    bool usageError = false;
    std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    // The figure must show this engine's numbers: a failure is reported, never replaced by the CPU's.
    int exitCode = Done;
    std::optional<AttentionResult> result = runOrReport(*engine, *scenario, parser.positionalArguments().first(), &exitCode);
    if (!result)
        return exitCode;
    const auto shared = std::make_shared<const Scenario>(std::move(*scenario));
    const auto computed = std::make_shared<const AttentionResult>(std::move(*result));
    // The masks compared, computed by the same engine when the figure asks for them.
    std::map<int, std::vector<ModeResult>> compared;
    const FigureInputs inputs{ScenarioSnapshot::of(shared, computed), std::nullopt,
                              [&](int compareHead) {
                                  auto found = compared.find(compareHead);
                                  if (found == compared.end())
                                      found = compared.emplace(compareHead, compareModes(*engine, *shared, computed, compareHead)).first;
                                  return &found->second;
                              },
                              currentLanguage()};
    const QString error = exportFigure(spec, inputs, *out, *size);
    if (!error.isEmpty()) {
        printError(error);
        return OutputFailed;
    }
    return Done;
}

} // namespace attn::cli
