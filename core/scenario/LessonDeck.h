#pragma once

// A lesson as a deck of slides: what each slide shows (a title, a stage or a part of it, a heatmap, a text
// of the lesson's, the end summary) and what it changes on the lesson's scenario first, so that a what-if ("the
// same scores without √d_k") is a slide, not a trip to the editor. A lesson file may write its deck under
// "slides"; one that does not gets a deck made from its stages.

#include "PipelineStage.h"
#include "Scenario.h"
#include "ScenarioValidation.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <map>
#include <optional>
#include <vector>

namespace attn {

/// "title", "stage", "text", "end", "figure", as a lesson file writes them.
QString slideKindKey(SlideKind kind);
std::optional<SlideKind> slideKindFromKey(const QString &key);
/// "weights", "scores", "heads", "compare": a figure slide's "figure".
QString slideHeatmapKey(SlideHeatmap figure);
std::optional<SlideHeatmap> slideHeatmapFromKey(const QString &key);

/// A deck has at most this many slides: a lecture of an hour shows fewer than a hundred.
constexpr int kMaxSlides = 200;
/// A slide's text is a few lines for the room; its notes a few paragraphs for the presenter.
constexpr qsizetype kMaxSlideTextLength = 2000;

/// The slides of a file's "slides" array (path "slides" in messages); throws json::ReadFailure naming the
/// slide and the field ("slides[3].stage: expected one of …"). Unknown keys are kept, with a warning.
std::vector<Slide> readSlides(const QJsonValue &value, QStringList &warnings);
QJsonArray slidesToJson(const std::vector<Slide> &slides);
/// Whether every slide can be shown on this scenario: its changes valid, its stage one the changed scenario
/// has, its head, part and token there. The first problem found, at its place ("slides[2].head").
std::optional<ScenarioProblem> validateSlides(const Scenario &scenario, const std::vector<Slide> &slides);

/// The scenario with a slide's changes made. Changes that no longer fit it (a head or a token removed at
/// the desk since the deck was written) are left out rather than refused: the presentation goes on.
Scenario withSlideChanges(const Scenario &scenario, const SlideChanges &changes);

/// The deck made from a scenario's stages, for a lesson that writes none: a title; each stage the scenario
/// has, head by head where it computes per head, the projections as Q, K and V (said in words where they are
/// the identity, not shown), the layer norm in its two steps; the mask only where it hides something,
/// √d_k only where it divides, the concatenation only for several heads, W_O only where it is not the
/// identity; and the end summary.
std::vector<Slide> defaultDeck(const Scenario &scenario);
/// The lesson's deck: its own slides, or the default deck.
std::vector<Slide> lessonDeck(const Scenario &scenario);

/// Whether a head's W_Q, W_K and W_V are the identity with no biases (Q = K = V = X), or it has none given.
bool projectsLikeIdentity(const Scenario &scenario, int head);
/// Whether W_O is the identity (given or not) with no b_O.
bool outputLikeIdentity(const Scenario &scenario);

} // namespace attn
