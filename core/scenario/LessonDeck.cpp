#include "LessonDeck.h"

#include "JsonReading.h"
#include "ScenarioEdits.h"
#include "base/EnumKeys.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

namespace attn {

using namespace json;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(LessonDeck)
};

constexpr auto kSlideKindKeys = enumKeys<SlideKind>({
    {SlideKind::Title, "title"},
    {SlideKind::Stage, "stage"},
    {SlideKind::Text, "text"},
    {SlideKind::End, "end"},
    {SlideKind::Figure, "figure"},
});

constexpr auto kSlideHeatmapKeys = enumKeys<SlideHeatmap>({
    {SlideHeatmap::Weights, "weights"},
    {SlideHeatmap::Scores, "scores"},
    {SlideHeatmap::Heads, "heads"},
    {SlideHeatmap::Compare, "compare"},
});

const QString kSlides = QStringLiteral("slides");
const QString kKind = QStringLiteral("kind");
const QString kStage = QStringLiteral("stage");
const QString kPart = QStringLiteral("part");
const QString kHead = QStringLiteral("head");
const QString kFigure = QStringLiteral("figure");
const QString kResultOnly = QStringLiteral("result_only");
const QString kTitle = QStringLiteral("title");
const QString kText = QStringLiteral("text");
const QString kNotes = QStringLiteral("notes");
const QString kTranslations = QStringLiteral("translations");
const QString kChanges = QStringLiteral("changes");
const QString kScaled = QStringLiteral("scaled");
const QString kMode = QStringLiteral("mode");
const QString kPositions = QStringLiteral("positions");
const QString kTemperature = QStringLiteral("temperature");
const QString kSilenceHeads = QStringLiteral("silence_heads");
const QString kMoveToken = QStringLiteral("move_token");
const QString kSequence = QStringLiteral("sequence");
const QString kFrom = QStringLiteral("from");
const QString kTo = QStringLiteral("to");

QString boundedText(const QJsonValue &value, const QString &path)
{
    const QString text = requireString(value, path);
    if (text.size() > kMaxSlideTextLength)
        fail(path, Text::tr("at most %1 characters, found %2").arg(kMaxSlideTextLength).arg(text.size()));
    return text;
}

void warnUnknown(const QJsonObject &object, const QSet<QString> &known, const QString &path, QStringList &warnings,
                 QJsonObject *kept = nullptr)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (known.contains(it.key()))
            continue;
        if (!kept)
            fail(join(path, it.key()), Text::tr("unknown key (expected %1)").arg(QStringList(known.values()).join(QStringLiteral(", "))));
        kept->insert(it.key(), it.value());
        warnings << Text::tr("%1: unknown key, kept as it is").arg(join(path, it.key()));
    }
}

SlideChanges readChanges(const QJsonValue &value, const QString &path, QStringList &warnings)
{
    const QJsonObject object = requireObject(value, path);
    // A change this version does not know would be shown as the slide without it, saying nothing: refused.
    warnUnknown(object, {kScaled, kMode, kPositions, kTemperature, kSilenceHeads, kMoveToken}, path, warnings);
    SlideChanges changes;
    if (object.contains(kScaled)) {
        if (!object.value(kScaled).isBool())
            fail(join(path, kScaled), Text::tr("expected true or false, found %1").arg(typeName(object.value(kScaled))));
        changes.scaled = object.value(kScaled).toBool();
    }
    if (object.contains(kMode)) {
        const std::optional<AttentionMode> mode = modeFromName(object.value(kMode).toString());
        if (!object.value(kMode).isString() || !mode)
            fail(join(path, kMode), Text::tr("expected one of \"cross\", \"causal\", \"bidirectional\""));
        changes.mode = mode;
    }
    if (object.contains(kPositions)) {
        const std::optional<ScenarioPositions> positions = positionsFromName(object.value(kPositions).toString());
        if (!object.value(kPositions).isString() || !positions || *positions == ScenarioPositions::Learned)
            fail(join(path, kPositions), Text::tr("expected \"none\" or \"sinusoidal\" (learned positions come with a scenario's own vectors)"));
        changes.positions = positions;
    }
    if (object.contains(kTemperature)) {
        const double temperature = requireNumber(object.value(kTemperature), join(path, kTemperature));
        if (!(temperature >= ScenarioLimits::minTemperature && temperature <= ScenarioLimits::maxTemperature))
            fail(join(path, kTemperature),
                 Text::tr("expected a temperature from %1 to %2").arg(ScenarioLimits::minTemperature).arg(ScenarioLimits::maxTemperature));
        changes.temperature = temperature;
    }
    if (object.contains(kSilenceHeads)) {
        const QString headsPath = join(path, kSilenceHeads);
        const QJsonArray heads = requireArray(object.value(kSilenceHeads), headsPath, Text::tr("an array of head numbers, from 1"));
        for (qsizetype index = 0; index < heads.size(); ++index)
            changes.silencedHeads.push_back(requireInteger(heads[index], indexed(headsPath, index), 1, ScenarioLimits::maxHeads) - 1);
    }
    if (object.contains(kMoveToken)) {
        const QString movePath = join(path, kMoveToken);
        const QJsonObject move = requireObject(object.value(kMoveToken), movePath);
        warnUnknown(move, {kSequence, kFrom, kTo}, movePath, warnings);
        for (const QString &key : {kFrom, kTo})
            if (!move.contains(key))
                fail(join(movePath, key), Text::tr("missing (the token's place before and after the move, from 1)"));
        SlideChanges::TokenMove moved;
        if (move.contains(kSequence)) {
            const QString sequence = requireString(move.value(kSequence), join(movePath, kSequence));
            if (sequence != QLatin1String("source") && sequence != QLatin1String("target"))
                fail(join(movePath, kSequence), Text::tr("expected \"source\" or \"target\""));
            moved.sequence = sequence == QLatin1String("target") ? SequenceRole::Target : SequenceRole::Source;
        }
        moved.from = requireInteger(move.value(kFrom), join(movePath, kFrom), 1, int(ScenarioLimits::maxTokens)) - 1;
        moved.to = requireInteger(move.value(kTo), join(movePath, kTo), 1, int(ScenarioLimits::maxTokens)) - 1;
        changes.movedToken = moved;
    }
    return changes;
}

SlideWords readWords(const QJsonObject &object, const QString &path)
{
    SlideWords words;
    if (object.contains(kTitle))
        words.title = boundedText(object.value(kTitle), join(path, kTitle));
    if (words.title.size() > ScenarioLimits::maxTitleLength)
        fail(join(path, kTitle), Text::tr("at most %1 characters, found %2").arg(ScenarioLimits::maxTitleLength).arg(words.title.size()));
    if (object.contains(kText))
        words.text = boundedText(object.value(kText), join(path, kText));
    if (object.contains(kNotes))
        words.notes = boundedText(object.value(kNotes), join(path, kNotes));
    return words;
}

Slide readSlide(const QJsonValue &value, const QString &path, QStringList &warnings)
{
    const QJsonObject object = requireObject(value, path);
    Slide slide;
    if (!object.contains(kKind))
        fail(join(path, kKind), Text::tr("missing (one of %1)").arg(kSlideKindKeys.keys().join(QStringLiteral(", "))));
    const std::optional<SlideKind> kind = slideKindFromKey(requireString(object.value(kKind), join(path, kKind)));
    if (!kind)
        fail(join(path, kKind), Text::tr("expected one of %1").arg(kSlideKindKeys.keys().join(QStringLiteral(", "))));
    slide.kind = *kind;
    if (slide.kind == SlideKind::Stage) {
        if (!object.contains(kStage))
            fail(join(path, kStage), Text::tr("missing (which stage the slide shows)"));
        QStringList keys;
        for (PipelineStage stage : kAllStages)
            keys << stageKey(stage);
        const std::optional<PipelineStage> stage = stageFromKey(requireString(object.value(kStage), join(path, kStage)));
        if (!stage)
            fail(join(path, kStage), Text::tr("expected one of %1").arg(keys.join(QStringLiteral(", "))));
        slide.stage = *stage;
        if (object.contains(kPart)) {
            QStringList parts;
            for (StagePart part : partsOf(slide.stage))
                parts << stagePartKey(part);
            const std::optional<StagePart> part = stagePartFromKey(requireString(object.value(kPart), join(path, kPart)));
            if (!part || (*part != StagePart::All && partIndex(slide.stage, *part) < 0))
                fail(join(path, kPart), parts.isEmpty() ? Text::tr("the stage %1 is shown whole (\"all\")").arg(stageKey(slide.stage))
                                                        : Text::tr("expected all, %1").arg(parts.join(QStringLiteral(", "))));
            slide.part = *part;
        }
        if (object.contains(kResultOnly)) {
            if (!object.value(kResultOnly).isBool())
                fail(join(path, kResultOnly), Text::tr("expected true or false, found %1").arg(typeName(object.value(kResultOnly))));
            slide.resultOnly = object.value(kResultOnly).toBool();
        }
    } else {
        for (const QString &key : {kStage, kPart, kResultOnly})
            if (object.contains(key))
                fail(join(path, key), Text::tr("only for a slide of kind \"stage\""));
    }
    // A head is what a stage or a heatmap shows, of several.
    const bool showsAHead = slide.kind == SlideKind::Stage || slide.kind == SlideKind::Figure;
    if (object.contains(kHead) && !showsAHead)
        fail(join(path, kHead), Text::tr("only for a slide of kind \"stage\" or \"figure\""));
    if (object.contains(kHead))
        slide.head = requireInteger(object.value(kHead), join(path, kHead), 1, ScenarioLimits::maxHeads) - 1;
    if (slide.kind == SlideKind::Figure && object.contains(kFigure)) {
        const std::optional<SlideHeatmap> figure = slideHeatmapFromKey(requireString(object.value(kFigure), join(path, kFigure)));
        if (!figure)
            fail(join(path, kFigure), Text::tr("expected one of %1").arg(kSlideHeatmapKeys.keys().join(QStringLiteral(", "))));
        slide.heatmap = *figure;
    } else if (object.contains(kFigure)) {
        fail(join(path, kFigure), Text::tr("only for a slide of kind \"figure\""));
    }
    const SlideWords own = readWords(object, path);
    slide.title = own.title;
    slide.text = own.text;
    slide.notes = own.notes;
    if (slide.kind == SlideKind::Text && slide.title.isEmpty() && slide.text.isEmpty())
        fail(join(path, kText), Text::tr("missing (a text slide needs a title or a text)"));
    if (object.contains(kTranslations)) {
        const QString translationsPath = join(path, kTranslations);
        const QJsonObject languages = requireObject(object.value(kTranslations), translationsPath);
        for (auto language = languages.begin(); language != languages.end(); ++language) {
            const QString languagePath = join(translationsPath, language.key());
            const QJsonObject words = requireObject(language.value(), languagePath);
            warnUnknown(words, {kTitle, kText, kNotes}, languagePath, warnings);
            slide.translations[language.key()] = readWords(words, languagePath);
        }
    }
    if (object.contains(kChanges))
        slide.changes = readChanges(object.value(kChanges), join(path, kChanges), warnings);
    QJsonObject kept;
    warnUnknown(object, {kKind, kStage, kPart, kHead, kFigure, kResultOnly, kTitle, kText, kNotes, kTranslations, kChanges}, path, warnings,
                &kept);
    slide.unknownKeys = kept;
    return slide;
}

QJsonObject wordsToJson(const SlideWords &words)
{
    QJsonObject object;
    if (!words.title.isEmpty())
        object.insert(kTitle, words.title);
    if (!words.text.isEmpty())
        object.insert(kText, words.text);
    if (!words.notes.isEmpty())
        object.insert(kNotes, words.notes);
    return object;
}

QJsonObject changesToJson(const SlideChanges &changes)
{
    QJsonObject object;
    if (changes.scaled)
        object.insert(kScaled, *changes.scaled);
    if (changes.mode)
        object.insert(kMode, modeName(*changes.mode));
    if (changes.positions)
        object.insert(kPositions, positionsName(*changes.positions));
    if (changes.temperature)
        object.insert(kTemperature, *changes.temperature);
    if (!changes.silencedHeads.empty()) {
        QJsonArray heads;
        for (int head : changes.silencedHeads)
            heads.append(head + 1);
        object.insert(kSilenceHeads, heads);
    }
    if (const std::optional<SlideChanges::TokenMove> &move = changes.movedToken) {
        QJsonObject moved{{kFrom, move->from + 1}, {kTo, move->to + 1}};
        if (move->sequence == SequenceRole::Target)
            moved.insert(kSequence, QStringLiteral("target"));
        object.insert(kMoveToken, moved);
    }
    return object;
}

/// Sets to zero the rows of W_O that read a head's output (W_O made explicit first): the output without that head.
void silenceHead(Scenario &scenario, int head)
{
    makeWeightsExplicit(scenario);
    Eigen::Index first = 0;
    for (int each = 0; each < head; ++each)
        first += scenario.headShape(each).dv;
    scenario.wo->middleRows(first, scenario.headShape(head).dv).setZero();
}

bool isIdentity(const MatrixD &matrix)
{
    return matrix.rows() == matrix.cols() && sameMatrix(matrix, MatrixD::Identity(matrix.rows(), matrix.cols()));
}

Slide stageSlide(PipelineStage stage, int head = 0, StagePart part = StagePart::All)
{
    Slide slide;
    slide.kind = SlideKind::Stage;
    slide.stage = stage;
    slide.head = head;
    slide.part = part;
    return slide;
}

} // namespace

QString slideKindKey(SlideKind kind)
{
    return kSlideKindKeys.key(kind);
}

std::optional<SlideKind> slideKindFromKey(const QString &key)
{
    return kSlideKindKeys.fromKey(key);
}

QString slideHeatmapKey(SlideHeatmap figure)
{
    return kSlideHeatmapKeys.key(figure);
}

std::optional<SlideHeatmap> slideHeatmapFromKey(const QString &key)
{
    return kSlideHeatmapKeys.fromKey(key);
}

QString Slide::localizedTitle(const QString &language) const
{
    const auto found = translations.find(language);
    return found != translations.end() && !found->second.title.isEmpty() ? found->second.title : title;
}

QString Slide::localizedText(const QString &language) const
{
    const auto found = translations.find(language);
    return found != translations.end() && !found->second.text.isEmpty() ? found->second.text : text;
}

QString Slide::localizedNotes(const QString &language) const
{
    const auto found = translations.find(language);
    return found != translations.end() && !found->second.notes.isEmpty() ? found->second.notes : notes;
}

std::vector<Slide> readSlides(const QJsonValue &value, QStringList &warnings)
{
    const QJsonArray array = requireArray(value, kSlides, Text::tr("an array of slides"));
    if (array.isEmpty() || array.size() > kMaxSlides)
        fail(kSlides, Text::tr("expected 1 to %1 slides, found %2").arg(kMaxSlides).arg(array.size()));
    std::vector<Slide> slides;
    for (qsizetype index = 0; index < array.size(); ++index)
        slides.push_back(readSlide(array[index], indexed(kSlides, index), warnings));
    return slides;
}

QJsonArray slidesToJson(const std::vector<Slide> &slides)
{
    QJsonArray array;
    for (const Slide &slide : slides) {
        QJsonObject object{{kKind, slideKindKey(slide.kind)}};
        if (slide.kind == SlideKind::Stage) {
            object.insert(kStage, stageKey(slide.stage));
            if (slide.part != StagePart::All)
                object.insert(kPart, stagePartKey(slide.part));
            if (slide.resultOnly)
                object.insert(kResultOnly, true);
        }
        if (slide.kind == SlideKind::Figure)
            object.insert(kFigure, slideHeatmapKey(slide.heatmap));
        if ((slide.kind == SlideKind::Stage || slide.kind == SlideKind::Figure) && slide.head != 0)
            object.insert(kHead, slide.head + 1);
        const QJsonObject words = wordsToJson({slide.title, slide.text, slide.notes});
        for (auto it = words.begin(); it != words.end(); ++it)
            object.insert(it.key(), it.value());
        if (!slide.translations.empty()) {
            QJsonObject languages;
            for (const auto &[language, translated] : slide.translations)
                languages.insert(language, wordsToJson(translated));
            object.insert(kTranslations, languages);
        }
        if (slide.changes.any())
            object.insert(kChanges, changesToJson(slide.changes));
        for (auto it = slide.unknownKeys.begin(); it != slide.unknownKeys.end(); ++it)
            object.insert(it.key(), it.value());
        array.append(object);
    }
    return array;
}

std::optional<ScenarioProblem> validateSlides(const Scenario &scenario, const std::vector<Slide> &slides)
{
    for (size_t index = 0; index < slides.size(); ++index) {
        const Slide &slide = slides[index];
        const QString path = indexed(kSlides, qsizetype(index));
        const SlideChanges &changes = slide.changes;
        const QString changesPath = join(path, kChanges);
        if (changes.mode == AttentionMode::Cross && !scenario.target)
            return ScenarioProblem{join(changesPath, kMode), Text::tr("cross attention needs a target sequence, and this lesson has none")};
        for (size_t each = 0; each < changes.silencedHeads.size(); ++each)
            if (changes.silencedHeads[each] >= scenario.headCount())
                return ScenarioProblem{indexed(join(changesPath, kSilenceHeads), qsizetype(each)),
                                       Text::tr("head %1, but the lesson has %2").arg(changes.silencedHeads[each] + 1).arg(scenario.headCount())};
        if (const std::optional<SlideChanges::TokenMove> &move = changes.movedToken) {
            const QString movePath = join(changesPath, kMoveToken);
            if (move->sequence == SequenceRole::Target && !scenario.target)
                return ScenarioProblem{join(movePath, kSequence), Text::tr("the lesson has no target sequence")};
            const int tokens = int(scenario.sequence(move->sequence).tokens.size());
            for (const auto &[key, place] : {std::pair{kFrom, move->from}, std::pair{kTo, move->to}})
                if (place >= tokens)
                    return ScenarioProblem{join(movePath, key), Text::tr("token %1, but the sequence has %2").arg(place + 1).arg(tokens)};
        }
        Scenario changed = withSlideChanges(scenario, changes);
        changed.slides.reset();
        if (std::optional<ScenarioProblem> problem = validateScenario(changed))
            return ScenarioProblem{changesPath, Text::tr("the lesson with these changes: %1").arg(problem->toString())};
        if (slide.kind == SlideKind::Figure && slide.head >= changed.headCount())
            return ScenarioProblem{join(path, kHead), Text::tr("head %1, but the lesson has %2").arg(slide.head + 1).arg(changed.headCount())};
        if (slide.kind != SlideKind::Stage)
            continue;
        if (!hasStage(changed, slide.stage)) {
            QStringList present;
            for (PipelineStage each : stagesOf(changed))
                present << stageKey(each);
            return ScenarioProblem{join(path, kStage), Text::tr("the lesson has no stage %1 here (it has %2)")
                                                           .arg(stageKey(slide.stage), present.join(QStringLiteral(", ")))};
        }
        if (slide.head >= changed.headCount())
            return ScenarioProblem{join(path, kHead), Text::tr("head %1, but the lesson has %2").arg(slide.head + 1).arg(changed.headCount())};
    }
    return std::nullopt;
}

Scenario withSlideChanges(const Scenario &scenario, const SlideChanges &changes)
{
    Scenario changed = scenario;
    if (changes.scaled)
        changed.scaled = *changes.scaled;
    if (changes.mode && (*changes.mode != AttentionMode::Cross || changed.target))
        changed.mode = *changes.mode;
    if (changes.positions)
        setPositions(changed, *changes.positions);
    if (changes.temperature)
        changed.temperature = *changes.temperature;
    for (int head : changes.silencedHeads)
        if (head >= 0 && head < changed.headCount())
            silenceHead(changed, head);
    if (const std::optional<SlideChanges::TokenMove> &move = changes.movedToken) {
        if (move->sequence == SequenceRole::Source || changed.target) {
            const Eigen::Index tokens = changed.sequence(move->sequence).tokens.size();
            if (move->from >= 0 && move->to >= 0 && move->from < tokens && move->to < tokens)
                moveToken(changed, move->sequence, move->from, move->to);
        }
    }
    return changed;
}

bool projectsLikeIdentity(const Scenario &scenario, int head)
{
    if (!scenario.heads)
        return true;
    if (head < 0 || head >= scenario.headCount())
        return false;
    const HeadWeights &weights = (*scenario.heads)[size_t(head)];
    return !weights.hasBiases() && isIdentity(weights.wq) && isIdentity(weights.wk) && isIdentity(weights.wv);
}

bool outputLikeIdentity(const Scenario &scenario)
{
    return !scenario.bo && (!scenario.wo || isIdentity(*scenario.wo));
}

std::vector<Slide> defaultDeck(const Scenario &scenario)
{
    std::vector<Slide> deck;
    Slide title;
    title.kind = SlideKind::Title;
    deck.push_back(title);
    const int heads = scenario.headCount();
    for (PipelineStage stage : stagesOf(scenario)) {
        switch (stage) {
        case PipelineStage::LayerNorm:
            for (StagePart part : partsOf(stage))
                deck.push_back(stageSlide(stage, 0, part));
            break;
        case PipelineStage::Projections:
        case PipelineStage::Scores:
        case PipelineStage::Scaling:
        case PipelineStage::Mask:
        case PipelineStage::Softmax:
        case PipelineStage::WeightedSum:
            break; // head by head, below
        case PipelineStage::Concatenation:
            if (heads > 1)
                deck.push_back(stageSlide(stage));
            break;
        case PipelineStage::OutputProjection:
            if (!outputLikeIdentity(scenario))
                deck.push_back(stageSlide(stage));
            break;
        default:
            deck.push_back(stageSlide(stage));
            break;
        }
        if (stage != PipelineStage::Projections)
            continue;
        // Each head from its projections to its weighted sum, as the clicker walks a lesson's heads.
        for (int head = 0; head < heads; ++head) {
            if (!projectsLikeIdentity(scenario, head))
                for (StagePart part : partsOf(PipelineStage::Projections))
                    deck.push_back(stageSlide(PipelineStage::Projections, head, part));
            deck.push_back(stageSlide(PipelineStage::Scores, head));
            if (scenario.scaled)
                deck.push_back(stageSlide(PipelineStage::Scaling, head));
            if (scenario.mode == AttentionMode::Causal)
                deck.push_back(stageSlide(PipelineStage::Mask, head));
            deck.push_back(stageSlide(PipelineStage::Softmax, head));
            deck.push_back(stageSlide(PipelineStage::WeightedSum, head));
        }
    }
    Slide end;
    end.kind = SlideKind::End;
    deck.push_back(end);
    return deck;
}

std::vector<Slide> lessonDeck(const Scenario &scenario)
{
    return scenario.slides ? *scenario.slides : defaultDeck(scenario);
}

} // namespace attn
