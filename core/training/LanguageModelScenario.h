#pragma once

#include "LanguageModel.h"
#include "scenario/Scenario.h"

#include <QStringList>
#include <optional>

namespace attn {

/// One head of a trained language model on a text, as a scenario the stepper steps through with the
/// model's own numbers:
///  - in layer 1 the token vectors are the words' rows of E, with P's rows as learned positions (the
///    positions stage adds them: x = E + P); in a later layer they are the residual stream x_l entering it,
///    as the pass computed it (with the heads silenced in `ablated` silenced there too);
///  - the head's W_Q, W_K, W_V, and as W_O its d_head rows of the layer's W_O, so the output is exactly
///    what this head adds to the residual stream;
///  - causal and scaled by sqrt(d_head), as the model computes.
/// words are the text's words (token labels); heads counted from 0. Nothing, with *problem saying why,
/// for a layer or head the model lacks or a text longer than its context.
std::optional<Scenario> languageModelHeadScenario(const LanguageModelParameters &parameters, const QStringList &words,
                                                  const std::vector<int> &tokens, HeadPlace head,
                                                  const std::vector<HeadPlace> &ablated, QString *problem);

} // namespace attn
