#!/usr/bin/env bash
# Draws the README's pictures with the program itself (`attentionlab export`), so they show what it draws.
set -euo pipefail
source "$(dirname "$0")/common.sh"
attn_configure_and_build >/dev/null
lessons=$ATTN_ROOT/resources/examples
out=$ATTN_ROOT/docs/images
mkdir -p "$out"
# In English whatever the window speaks (export follows View > Language otherwise).
export_figure() { "$ATTN_BUILD/app/attentionlab" export "$@" --width 1200 --height 675 --language en; }
export_figure "$lessons/03-causal-self-attention.json" --figure stage --stage softmax --out "$out/stage-softmax.png"
export_figure "$lessons/02-translation-cross.json" --figure compare --out "$out/masks-compared.png"
export_figure "$lessons/06-multi-head.json" --figure heads --out "$out/every-head.png"
export_figure "$lessons/01-alignment.json" --figure vectors --out "$out/vectors.png"
export_figure "$lessons/05-scaling.json" --figure weights --matrix scaled --out "$out/scaled-scores.png"
ls -la "$out"
