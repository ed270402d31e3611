#pragma once

#include "MatrixPicture.h"
#include "scenario/PipelineStage.h"

#include <QString>
#include <QStringList>
#include <map>
#include <memory>
#include <vector>

namespace attn {

class ScenarioSnapshot;
struct Scenario;

/// What the stepper says about a stage: a title, its formula (rich text) and an explanation for a student,
/// adapted to the scenario (its mode, scaling and temperature).
struct StageText
{
    QString title;
    QString unnumberedTitle; ///< the title without the stage's number in this scenario
    QString shortTitle; ///< for the stage bar
    QString formula;
    QString explanation;
    /// What the mouse can do here: on screen only, never in a slide.
    QString screenHint;
};

/// One place in a stage page's grid: a matrix, named by its role's key, or an operator between matrices.
struct PageItem
{
    QString role;   ///< a matrix ("xq", "scores", "head2", …), or empty for an operator
    QString symbol; ///< an operator's symbol
    int row = 0;
    int column = 0;
    int rowSpan = 1;
    /// Whether the matrix's column labels stand on two lines, alternately (MatrixPicture::layOut): the page
    /// adds each arrangement again with this set where some matrix's labels are wider than its numbers.
    bool staggeredLabels = false;
};
/// One way to arrange a stage's matrices: a grid of items. A page offers several (side by side, the result
/// under the others, one column) and lays out the one with the largest numbers.
using PageArrangement = std::vector<PageItem>;

/// The matrices a page shows, by role key: their numbers, labels and captions.
using StagePictures = std::map<QString, std::unique_ptr<MatrixPicture>>;

/// One page of the stepper: the stage, its part and head, and the matrices it shows.
struct StageScope
{
    const ScenarioSnapshot &snapshot;
    PipelineStage stage;
    StagePart part;
    int head;
    int precision;
    const StagePictures &pictures;
};

// What each stage shows is one entry of the table in StageCatalogue.cpp: its texts, how its matrices are
// arranged, what a clicked number was computed from, and the arithmetic behind it. The matrices are named
// there by an enum; a role's key ("xq", "head2") is how the page, the window and the tests name them.
// Adding a stage: its value in PipelineStage.h, its key and presence in PipelineStage.cpp, its entry here.

/// The stage's texts for this scenario and head, its title numbered as the scenario counts its stages.
StageText stageText(PipelineStage stage, const Scenario &scenario, int head);
/// Whether the stage is shown one head at a time (its title then names the head).
bool isPerHeadStage(PipelineStage stage);
/// The ways to arrange the stage's (or its part's) matrices; every arrangement holds the same matrices, each once.
std::vector<PageArrangement> stageArrangements(PipelineStage stage, StagePart part, const Scenario &scenario);
/// The pictures of the matrices roles names, from the snapshot's scenario and result (which must be present).
/// A role whose matrix the result lacks (a result of another shape, while a new one is computed) is left out.
StagePictures stagePictures(const ScenarioSnapshot &snapshot, int head, int precision, const QString &language,
                            const QStringList &roles);
/// What clicking a number marks: the number, and the entries of the shown matrices it was computed from.
std::map<QString, MatrixMarks> stageMarksForCell(const StageScope &scope, const QString &role, int row, int column);
/// What a query-key pair chosen in another view marks: the pair's cell where the stage shows the query × key
/// matrix it produces, else the query's and the key's rows.
std::map<QString, MatrixMarks> stageMarksForPair(const StageScope &scope, int query, int key);
/// The arithmetic behind a shown number, as rich text: a dot product term by term, a row's softmax, a weighted
/// sum; else the number at full precision. Empty for a cell the page does not show.
QString stageArithmetic(const StageScope &scope, const QString &role, int row, int column);
/// Whether a role's cells are query-key pairs (scores, scaled, masked, weights).
bool isPairRole(const QString &role);

} // namespace attn
