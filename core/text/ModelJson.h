#pragma once

#include "model/Gpt2Checkpoint.h"
#include "model/TransformerForward.h"

class QIODevice;

namespace attn {

/// A forward pass as `attentionlab model` prints it:
/// {"engine", "tokens": [{"id", "text"}], "next": [{"id", "text", "p"}] (the `top` likeliest, most likely
///  first), "layers": [{"heads": [{"weights": rows = queries}]}]}. Written a layer at a time; false as soon
/// as a write fails.
bool writeModelJson(QIODevice &out, const Gpt2Model &model, const ModelTrace &trace, int top);

} // namespace attn
