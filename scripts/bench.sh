#!/usr/bin/env bash
# Builds AttentionLab (Release) and prints the benchmark table of the README as Markdown: attention on
# the CPU engine against OpenBLAS SGEMM of the matching shape, causal against unmasked, memory at
# n = 16384, the full lesson pipeline at two sizes, the OpenCL engine, and PyTorch's and NumPy's explicit
# softmax(QK^T / sqrt(d)) V on the same machine in the same run (Debian's python3-torch and python3-numpy,
# when installed). Timings are medians. The machine is shared: compare rows of one run, not across runs.
set -euo pipefail
source "$(dirname "$0")/common.sh"
attn_install_missing_packages
attn_configure_and_build >/dev/null

bench() { "$ATTN_BUILD/app/attentionlab" bench "$@"; }
out=$(mktemp -d)
POCL_CACHE_DIR=$(mktemp -d)
export POCL_CACHE_DIR
trap 'rm -rf "$out" "$POCL_CACHE_DIR"' EXIT

echo "Measuring (a few minutes)..." >&2
bench --n 4096 --d-head 64 --heads 8 --repeat 5 --compare >"$out/unmasked.json"
bench --n 4096 --d-head 64 --heads 8 --repeat 5 --causal >"$out/causal.json"
bench --n 16384 --d-head 64 --heads 8 --repeat 1 >"$out/long.json"
bench --scenario "$ATTN_ROOT/resources/bench/pipeline-8-tokens.json" --repeat 5000 >"$out/pipeline8.json"
bench --scenario "$ATTN_ROOT/resources/bench/pipeline-64-tokens.json" --repeat 2000 >"$out/pipeline64.json"
bench --engine opencl --n 4096 --d-head 64 --heads 8 --repeat 5 >"$out/opencl.json" 2>/dev/null || echo '{}' >"$out/opencl.json"
bench --engine opencl --n 4096 --d-head 64 --heads 8 --repeat 5 --causal >"$out/opencl-causal.json" 2>/dev/null || echo '{}' >"$out/opencl-causal.json"

# The explicit formula, as a student would write it: the whole n x n score matrix, in float32.
cat >"$out/explicit.py" <<'PY'
import json, math, os, statistics, sys, time
library = sys.argv[1]
n, d, heads, repeat = 4096, 64, 8, 5
threads = os.cpu_count()
def timed(run):
    run()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter(); run(); samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)
if library == "torch":
    import torch
    torch.set_num_threads(threads)
    q, k, v = (torch.rand(heads, n, d, dtype=torch.float32) * 2 - 1 for _ in range(3))
    run = lambda: torch.softmax(q @ k.transpose(1, 2) / math.sqrt(d), dim=-1) @ v
    version = torch.__version__
else:
    import numpy as np
    rng = np.random.default_rng(42)
    q, k, v = (rng.uniform(-1, 1, (heads, n, d)).astype(np.float32) for _ in range(3))
    def run():
        s = q @ k.transpose(0, 2, 1) / np.float32(math.sqrt(d))
        s -= s.max(axis=-1, keepdims=True)
        np.exp(s, out=s)
        s /= s.sum(axis=-1, keepdims=True)
        return s @ v
    version = np.__version__
median = timed(run)
print(json.dumps({"library": library, "version": version, "median_ms": median,
                  "gflops": 4 * n * n * d * heads / (median * 1e6)}))
PY
for library in torch numpy; do
  if /usr/bin/python3 -c "import $library" 2>/dev/null; then
    /usr/bin/python3 "$out/explicit.py" "$library" >"$out/$library.json"
  else
    echo '{}' >"$out/$library.json"
  fi
done

python3 - "$out" <<'PY'
import json, os, platform, sys
out = sys.argv[1]
r = {name[:-5]: json.load(open(os.path.join(out, name))) for name in os.listdir(out) if name.endswith(".json")}
cpu = open("/proc/cpuinfo").read().split("model name")[1].split(":")[1].split("\n")[0].strip()
print(f"Machine: {cpu}, {os.cpu_count()} cores, {os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') // 2**30} GiB; "
      f"CPU engine: {r['unmasked']['device']}\n")
u, c, l = r["unmasked"], r["causal"], r["long"]
p8, p64 = r["pipeline8"], r["pipeline64"]
def ok(condition): return "met" if condition else "**missed**"
rows = [
    ("n = 4096, d_head = 64, 8 heads, unmasked", f"{u['median_ms']:.0f} ms, {u['gflops']:.1f} GFLOP/s",
     "≥ 60 % of SGEMM" , f"{100 * u.get('ratio_to_gemm', 0):.0f} % of OpenBLAS SGEMM ({u.get('gemm', {}).get('gflops', 0):.1f} GFLOP/s, same shape)",
     ok(u.get("ratio_to_gemm", 0) >= 0.6)),
]
if r["torch"]:
    speedup = r["torch"]["median_ms"] / u["median_ms"]
    rows.append(("same, against PyTorch's explicit softmax(QKᵀ/√d)V", f"PyTorch {r['torch']['version']}: {r['torch']['median_ms']:.0f} ms",
                 "≥ 10× faster", f"{speedup:.1f}× faster", ok(speedup >= 10)))
else:
    rows.append(("same, against PyTorch", "python3-torch not installed", "≥ 10× faster", "not measured", "not measured"))
if r["numpy"]:
    rows.append(("same, against NumPy's explicit formula", f"NumPy {r['numpy']['version']}: {r['numpy']['median_ms']:.0f} ms",
                 "(for reference)", f"{r['numpy']['median_ms'] / u['median_ms']:.1f}× faster", ""))
rows += [
    ("same, causal", f"{c['median_ms']:.0f} ms", "≤ 0.6 × unmasked", f"{c['median_ms'] / u['median_ms']:.2f} × unmasked",
     ok(c["median_ms"] <= 0.6 * u["median_ms"])),
    ("n = 16384, d_head = 64, 8 heads, unmasked", f"{l['median_ms']:.0f} ms; peak {l['peak_rss_mib']:.0f} MiB",
     "≤ Q, K, V, O + 256 MiB", f"arrays {l['arrays_mib']:.0f} MiB + {l['peak_rss_mib'] - l['arrays_mib']:.0f} MiB (program {l['rss_before_arrays_mib']:.0f} MiB included); one n × n matrix would be {l['square_matrix_mib']:.0f} MiB",
     ok(l["peak_rss_mib"] <= l["arrays_mib"] + 256)),
    ("full pipeline, 8 tokens, d_model 8, 2 heads", f"{p8['median_us']:.1f} µs", "< 20 µs", "", ok(p8["median_us"] < 20)),
    ("full pipeline, 64 tokens, d_model 64, 8 heads", f"{p64['median_us']:.1f} µs", "< 50 µs", "", ok(p64["median_us"] < 50)),
]
for key, label in (("opencl", "unmasked"), ("opencl-causal", "causal")):
    if r[key]:
        base = u if key == "opencl" else c
        rows.append((f"OpenCL, n = 4096, {label}", f"{r[key]['median_ms']:.0f} ms, {r[key]['gflops']:.1f} GFLOP/s",
                     "≥ 0.5 × CPU throughput", f"{base['median_ms'] / r[key]['median_ms']:.2f} × CPU", ok(base["median_ms"] / r[key]["median_ms"] >= 0.5)))
print("| case | measured | goal | against | goal met |")
print("|---|---|---|---|---|")
for row in rows:
    print("| " + " | ".join(row) + " |")
PY
