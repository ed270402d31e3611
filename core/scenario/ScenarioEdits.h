#pragma once

// The edits a user can make to a scenario, as plain functions: the window's undo commands call them, and
// tests check them without a display. Each keeps the scenario's shapes consistent, so an edited scenario
// stays valid when the one it started from was.

#include "Scenario.h"
#include "ScenarioValidation.h"

#include <QLocale>
#include <optional>

namespace attn {

/// Which matrix of a scenario an entry belongs to.
enum class MatrixKind {
    SourceVectors,
    TargetVectors,
    QueryWeights, ///< W_Q of a head
    KeyWeights,   ///< W_K of a head
    ValueWeights, ///< W_V of a head
    OutputWeights, ///< W_O
    QueryBias,    ///< b_Q of a head (1 x d_k)
    KeyBias,      ///< b_K of a head
    ValueBias,    ///< b_V of a head (1 x d_v)
    OutputBias,   ///< b_O (1 x d_model)
    LayerNormGain, ///< the layer norm's gain, gamma (1 x d_model)
    LayerNormBias, ///< the layer norm's bias, beta (1 x d_model)
    SourcePositions, ///< the source's learned positions, a row per place (tokens x d_model)
    TargetPositions, ///< the target's learned positions
};

struct MatrixAddress
{
    MatrixKind kind = MatrixKind::SourceVectors;
    int head = 0; ///< for the per-head weights

    bool operator==(const MatrixAddress &) const = default;
    /// A matrix of the heads or of the steps before them, not a sequence's token vectors (which the
    /// editor shows beside their tokens).
    bool isWeights() const { return kind != MatrixKind::SourceVectors && kind != MatrixKind::TargetVectors; }
    /// A single row: a projection's bias, or the layer norm's gain or bias.
    bool isBias() const { return kind >= MatrixKind::QueryBias && kind <= MatrixKind::LayerNormBias; }
    /// W_Q, W_K, W_V or W_O: a matrix a scenario may leave out to mean the identity, made explicit
    /// (makeWeightsExplicit) when one of its numbers is edited. Every other matrix is there or not at all.
    bool standsForIdentity() const
    {
        return kind == MatrixKind::QueryWeights || kind == MatrixKind::KeyWeights || kind == MatrixKind::ValueWeights ||
               kind == MatrixKind::OutputWeights;
    }
    /// One of each head's: the projections and their biases. W_O, b_O, the layer norm and the positions are
    /// shared by every head.
    bool isPerHead() const
    {
        return kind == MatrixKind::QueryWeights || kind == MatrixKind::KeyWeights || kind == MatrixKind::ValueWeights ||
               kind == MatrixKind::QueryBias || kind == MatrixKind::KeyBias || kind == MatrixKind::ValueBias;
    }
    /// Its place in the file: "source.vectors", "heads[1].wq", "wo", "heads[0].bq".
    QString path() const;
    /// The symbol the editor's tabs and the formulas write for it, the same in every language: "W_Q", "b_O",
    /// "γ", "P" (for either sequence's positions); empty for the token vectors, which are named by their tokens.
    QString symbol() const;
};

/// Every place a scenario with this many heads may hold a matrix.
std::vector<MatrixAddress> matrixPlaces(int heads);

/// The matrix at an address, or nullptr when the scenario has none there (no target, no such bias, or
/// implicit identity heads: call makeWeightsExplicit first to edit those). A bias is a 1 x n matrix.
const MatrixD *matrixAt(const Scenario &scenario, const MatrixAddress &address);
MatrixD *matrixAt(Scenario &scenario, const MatrixAddress &address);

/// Writes the identity heads and W_O that an absent "heads" or "wo" stands for, so they can be edited.
void makeWeightsExplicit(Scenario &scenario);

void insertToken(Scenario &scenario, SequenceRole role, Eigen::Index row, const QString &token);
/// Removing the last token of a sequence is refused (returns false): a sequence needs one.
bool removeToken(Scenario &scenario, SequenceRole role, Eigen::Index row);
void moveToken(Scenario &scenario, SequenceRole role, Eigen::Index from, Eigen::Index to);
/// Renames a token as it is shown in language: where the scenario labels that sequence in that language (a
/// lesson's Italian "salve"), the label; otherwise the token itself, and with it every language's label of
/// it, which translated the old name. What was typed is what is then shown.
void renameToken(Scenario &scenario, SequenceRole role, Eigen::Index row, const QString &token,
                 const QString &language = QString());
/// Sets the title as it reads in a language: the translation's title where the scenario has words for that
/// language (so that an edit shows where it was made); otherwise the title itself, in every language (the
/// translations were of the old title).
void setLocalizedTitle(Scenario &scenario, const QString &language, const QString &title);

/// Gives every head b_Q, b_K, b_V and the output b_O, zeros where there were none, so they can be edited;
/// the numbers computed do not change.
void addBiases(Scenario &scenario);
/// Takes every bias away (the projections become X W again).
void removeBiases(Scenario &scenario);
/// Sets how positions are added; learned positions start as zeros where a sequence has none, and any
/// other choice drops the learned vectors.
void setPositions(Scenario &scenario, ScenarioPositions positions);
/// Gives the scenario a layer norm before the projections, gain 1 and bias 0: each token's vector is then
/// standardised (mean 0, variance 1) before it is projected. Editing the gain and bias rescales it.
void addLayerNorm(Scenario &scenario);

/// Changes d_model: vectors and the weights' d_model sides are cut or padded with zeros.
void setModelDimension(Scenario &scenario, Eigen::Index dModel);
/// Changes the number of heads; new heads project like the identity (see identityLike()).
void setHeadCount(Scenario &scenario, int heads);
/// Changes one head's d_k and d_v; its matrices and its rows of W_O are cut or padded with zeros.
void setHeadDimensions(Scenario &scenario, int head, Eigen::Index dk, Eigen::Index dv);

enum class WeightInitialisation {
    Identity, ///< W = I where square, the identity's top-left corner otherwise
    Random,   ///< uniform in +-sqrt(6 / (rows + columns)) (Glorot), from a seed: the same seed, the same numbers
};
/// Sets every head's W_Q, W_K, W_V and W_O, keeping their shapes.
void initialiseWeights(Scenario &scenario, WeightInitialisation how, quint32 seed = 1);

/// A rows x columns matrix with ones on its main diagonal.
MatrixD identityLike(Eigen::Index rows, Eigen::Index columns);

/// A block of numbers as a spreadsheet copies it: rows on lines, cells split by tabs (or ; or ,
/// where those are not the locale's decimal separator), numbers in the locale's format or in C format.
struct ParsedBlock
{
    std::optional<MatrixD> block;
    QString error; ///< e.g. "row 2, column 3: 'abc' is not a number"
};
ParsedBlock parseNumberBlock(const QString &text, const QLocale &locale);

/// Writes a block into the matrix at an address with its top-left at (row, column). Refused, with the
/// reason and nothing changed, when it does not fit or holds a number the engines cannot use.
std::optional<ScenarioProblem> pasteBlock(Scenario &scenario, const MatrixAddress &address, Eigen::Index row,
                                          Eigen::Index column, const MatrixD &block);

} // namespace attn
