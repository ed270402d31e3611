#!/usr/bin/env bash
# Trains the language model with train-lm's defaults from each of 16 seeds, one after the other (each run has
# every core), and prints a Markdown table: seed, seconds, held-out loss, the best induction score in layer 2,
# the best in layer 1, and the best previous-token score in layer 1. The seeds are fixed here, before any run:
# 1 to 16. Usage: scripts/induction-seeds.sh [BUILD]   (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
program=${1:-$root/build}/app/attentionlab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(date -u +%F)"
echo
echo "| seed | time | held-out loss | best induction, layer 2 | best induction, layer 1 | best previous-token, layer 1 |"
echo "|---|---|---|---|---|---|"
for seed in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
  start=$(date +%s.%N)
  "$program" train-lm --seed "$seed" --out "$work/model-$seed.json" 2>/dev/null > "$work/summary-$seed.json"
  end=$(date +%s.%N)
  python3 - "$work/summary-$seed.json" "$seed" "$start" "$end" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))
seed, seconds = sys.argv[2], float(sys.argv[4]) - float(sys.argv[3])
def best(layer, key):
    return max(h[key] for h in summary["heads"] if h["layer"] == layer)
print(f"| {seed} | {seconds:.0f} s | {summary['loss']:.2f} | {best(2, 'induction_score'):.2f} | "
      f"{best(1, 'induction_score'):.3f} | {best(1, 'previous_token_score'):.2f} |", flush=True)
PY
done
