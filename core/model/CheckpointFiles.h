#pragma once

#include <QString>

namespace attn {

/// What a file is when it belongs to a model the user has (weights, a tokenizer, a model's
/// configuration): "a safetensors checkpoint", "a tokenizer's vocabulary"...; empty for any other file.
/// Told by content where the format has a signature (safetensors' header, SentencePiece's model) and by
/// the names Hugging Face's folders use otherwise. A command's --out never replaces such a file: they
/// are large, often downloaded once, and no command of this program writes them.
QString checkpointFileKind(const QString &path);

} // namespace attn
