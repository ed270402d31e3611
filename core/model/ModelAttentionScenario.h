#pragma once

#include "TransformerForward.h"
#include "scenario/Scenario.h"

#include <optional>

namespace attn {

/// A model's attention in one layer as a scenario the stepper steps through, with the model's own numbers
/// for the text it ran on:
///  - the residual stream x entering the layer as the token vectors (tokens named as the pictures name
///    them), with the layer's LN_1 as the scenario's layer norm, so that X = LN_1(x) is computed as a stage;
///  - one head (head given): its columns of c_attn as W_Q, W_K, W_V with their biases, and its rows of
///    c_proj as W_O: what that head adds to the layer's output (b_O belongs to the layer, not to a head,
///    so it is left out);
///  - or every head (no head given): W_O and b_O whole, so that the scenario's output is the layer's
///    attention output as the model computed it.
/// Causal and scaled by sqrt(d_k), as GPT-2. Returns nothing, with *problem saying why, where a scenario
/// cannot hold it: rotary positions (they turn q and k after the projection, which no stage shows), or a
/// model wider than a scenario's d_model may be.
std::optional<Scenario> modelAttentionScenario(const Gpt2Model &model, const ModelTrace &trace, const std::vector<Token> &tokens,
                                               int layer, std::optional<int> head, QString *problem);

} // namespace attn
