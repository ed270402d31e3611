#pragma once

#include "base/Matrices.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace attn {

/// How a model tells positions apart. Attention alone cannot: it weighs keys by their content, so
/// without positions a shuffled text gives the same outputs, shuffled (bidirectional attention), or, in
/// one causal block, the same last output for any order of the earlier tokens. (From the second causal
/// block on, each earlier token carries what it saw of its own prefix, so the mask alone leaks some order.)
enum class PositionEncoding {
    Learned,    ///< a trained vector per position added to each token's embedding (GPT-2's wpe)
    None,       ///< nothing: to show what attention does without positions
    Sinusoidal, ///< fixed vectors added to the embeddings: PE(p, 2i) = sin(p w_i), PE(p, 2i+1) = cos(p w_i), w_i = 10000^(-2i/d)
    Rotary,     ///< nothing added; each head's q and k rotated by angles that grow with the position (RoPE)
};
QString positionEncodingKey(PositionEncoding encoding);
std::optional<PositionEncoding> positionEncodingFromKey(const QString &key);
QStringList positionEncodingKeys();

/// The sinusoidal position vectors of "Attention Is All You Need", positions x width: row p holds
/// sin(p w_i) in column 2i and cos(p w_i) in column 2i + 1, with w_i = 10000^(-2i / width). Each pair is a
/// clock turning at its own speed, so a fixed offset between positions is the same rotation everywhere.
MatrixF sinusoidalPositions(Eigen::Index positions, Eigen::Index width);

/// Rotary position embedding (RoFormer, Su et al. 2021) on queries or keys with the heads side by side:
/// in each head, the pair of coordinates (2i, 2i + 1) of the row for position p is turned by the angle
/// p theta_i, theta_i = 10000^(-2i / headWidth). A rotated q_m . k_n depends on m - n only, so the scores
/// see relative positions. A head of odd width leaves its last coordinate as it is.
void applyRotaryPositions(MatrixF &sideBySide, int heads, int headWidth);

} // namespace attn
