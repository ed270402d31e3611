#pragma once

#include <QString>
#include <QStringList>

namespace attn {

/// A place in a scenario file as the window's editor shows it, for messages that name the place by its JSON
/// path. The path counts from 0, as the file's arrays do ("source.vectors[3][2]"); the editor's tables count
/// tokens, dimensions, heads, rows and columns from 1 and show each token's text beside its vector, so a
/// student who reads the path looks at the wrong cell. Both are named, the path first (scripts read it):
///   source.vectors[3][2]      source token 4 “are”, dimension 3
///   heads[1].wq[2][1]         W_Q of head 2, row 3, column 2
///   heads[0].bk[1]            b_K of head 1, entry 2
///   target.tokens[0]          target token 1
/// The token's text is given where the file has one that can be printed (not for a path in the token list,
/// whose text is what is wrong). Empty for a path without an index ("wo", "source.vectors"), which reads the
/// same in both.
QString editorPlace(const QString &path, const QStringList &sourceTokens, const QStringList &targetTokens);

} // namespace attn
