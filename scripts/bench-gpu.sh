#!/usr/bin/env bash
# The OpenCL engine on a GPU against PyTorch's scaled_dot_product_attention in float32 on the same card,
# alternating in one run, and both against the card's FP32 limit. Prints a Markdown table.
#
# Needs an OpenCL GPU and PyTorch with CUDA; it does not build (a GPU machine often has neither Debian's
# packages nor a network): point ATTN_BUILD at a Release build made by scripts/run.sh or scripts/test.sh.
# Our times are the kernels' own (OpenCL profiling events), as PyTorch's are (CUDA events): both exclude
# copies between host and card; the wall time with copies is printed beside ours.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ATTN_BUILD:-$root/build}
python=${PYTHON:-python3}
rounds=${ATTN_GPU_ROUNDS:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

cases=("4096 0" "4096 1" "16384 0" "16384 1")
for round in $(seq "$rounds"); do
  for c in "${cases[@]}"; do
    read -r n causal <<<"$c"
    flag=$([ "$causal" = 1 ] && echo --causal || true)
    repeat=$([ "$n" -ge 16384 ] && echo 5 || echo 10)
    "$build/app/attentionlab" bench --engine opencl --n "$n" --d-head 64 --heads 8 --repeat "$repeat" $flag \
      >"$out/ours-$n-$causal-$round.json"
    "$python" "$root/scripts/peers/torch_sdpa_cuda.py" "$n" 8 64 "$causal" "$repeat" >"$out/torch-$n-$causal-$round.json"
  done
done
sm_clock_mhz=$(nvidia-smi --query-gpu=clocks.max.sm --format=csv,noheader,nounits 2>/dev/null | head -1 || true)
[[ "$sm_clock_mhz" =~ ^[0-9]+$ ]] || sm_clock_mhz=0 # "[N/A]" on some cards: no limit is printed then

"$python" - "$out" "$rounds" "${sm_clock_mhz:-0}" <<'PY'
import json, statistics, sys
out, rounds, clock_mhz = sys.argv[1], int(sys.argv[2]), float(sys.argv[3] or 0)
def load(kind, n, causal):
    return [json.load(open(f"{out}/{kind}-{n}-{causal}-{r}.json")) for r in range(1, rounds + 1)]
first = load("torch", 4096, 0)[0]
ours0 = load("ours", 4096, 0)[0]
# FP32 lanes per multiprocessor, by compute capability (NVIDIA's tables); for another card no limit is printed.
lanes = {"6.0": 64, "7.0": 64, "7.2": 64, "7.5": 64, "8.0": 64, "8.6": 128, "8.7": 128, "8.9": 128,
         "9.0": 128}.get(first["compute_capability"], 0)
limit = first["multiprocessors"] * lanes * 2 * clock_mhz * 1e6 / 1e12 if clock_mhz and lanes else 0
print(f"Device: {first['device']} ({first['multiprocessors']} multiprocessors, {clock_mhz:.0f} MHz; "
      f"FP32 limit {limit:.1f} TFLOP/s); OpenCL: {ours0['device']}; {first['library']}, TF32 matmul allowed: "
      f"{first['tf32_matmul_allowed']}. d_head = 64, 8 heads; medians per round, rounds alternate.\n")
print("| case | ours: kernels | ours: with copies | of FP32 limit | PyTorch SDPA float32 | ours ÷ PyTorch rate | causal ÷ unmasked time (ours) |")
print("|---|---|---|---|---|---|---|")
for n in (4096, 16384):
    unmasked = load("ours", n, 0)
    for causal in (0, 1):
        ours, torch = load("ours", n, causal), load("torch", n, causal)
        k = [o["kernel_median_ms"] for o in ours]
        tf = [o["kernel_gflops"] / 1000 for o in ours]
        wall = [o["median_ms"] for o in ours]
        pt = [t["gflops"] / 1000 for t in torch]
        ratio = [a / b for a, b in zip(tf, pt)]
        vs = " / ".join(f"{a / b['kernel_median_ms']:.2f}" for a, b in zip(k, unmasked)) if causal else ""
        print(f"| n = {n}, {'causal' if causal else 'unmasked'} | "
              + " / ".join(f"{a:.2f} ms, {b:.1f} TFLOP/s" for a, b in zip(k, tf)) + " | "
              + " / ".join(f"{a:.1f} ms" for a in wall) + " | "
              + (" / ".join(f"{100 * b / limit:.0f} %" for b in tf) if limit else "") + " | "
              + " / ".join(f"{t['median_ms']:.2f} ms, {b:.1f} TFLOP/s" for t, b in zip(torch, pt)) + " | "
              + " / ".join(f"{r:.2f}" for r in ratio) + f" | {vs} |")
PY
