#pragma once

#include "AttentionLinesPicture.h"
#include "ColourPalettes.h"
#include "HeatmapPicture.h"
#include "model/Gpt2Checkpoint.h"
#include "model/TransformerForward.h"

#include <QString>
#include <memory>
#include <vector>

// A real model's pictures from values: the grid of every layer's and head's weights, one head large, and
// lines between the tokens, for the model window, the language-model window and the command line alike.
namespace attn {

/// What the model's pictures draw: the checkpoint, the text's tokens, and the pass over them (null, with
/// the reason in problem, when there is none). The window's document gives one; so does the command line.
struct ModelPass
{
    const Gpt2Model *model = nullptr;
    std::vector<Token> tokens;
    std::shared_ptr<const ModelTrace> trace;
    QString problem;
};

/// A head of a model: layer and head, from 0.
struct ModelHead
{
    int layer = 0;
    int head = 0;
    bool operator==(const ModelHead &) const = default;
};

/// Every layer's and head's attention weights as small multiples, a row per layer and a column per head.
HeatmapContent modelGridContent(const ModelPass &pass, PaletteKind palette);
/// One head's weights, large, with the tokens named.
HeatmapContent modelHeadContent(const ModelPass &pass, ModelHead head, PaletteKind palette);
/// The head a panel of the grid shows.
ModelHead gridPanelHead(const ModelPass &pass, int panel);
/// One head's weights as lines between the tokens.
AttentionLinesContent modelHeadLinesContent(const ModelPass &pass, ModelHead head);
/// Every head of a layer as lines, each head in its colour.
AttentionLinesContent modelLayerLinesContent(const ModelPass &pass, int layer);
/// The head (or layer, for the layer's lines) within the model: what a stale choice becomes after another
/// checkpoint opens.
ModelHead clampedHead(const ModelPass &pass, ModelHead head);

} // namespace attn
