#!/usr/bin/env bash
# Runs on a lent GPU machine, from the repository's root, over the build that scripts/gpu-pack.sh packed
# into .gpu/: variants of the kernels timed alternately at n = 16384 and 4096, unmasked and causal, each
# variant named by the build options it adds (ATTN_OPENCL_BUILD_OPTIONS; "" is the kernel as it ships);
# then, as it ships, scripts/bench-gpu.sh (ours against PyTorch's float32 SDPA) and the OpenCL engine's
# tests on the GPU. The raw results go to $OUT/gpu-run.tar.gz where $OUT is set.
# Usage: bash scripts/gpu-device-run.sh [OPTIONS...], for example "" "-DROW_MAXIMA_BY_SHUFFLE=0".
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=/tmp/attn-gpu-out # many small files: one archive of them goes to $OUT at the end
read -r -a sizes <<<"${ATTN_GPU_SIZES:-16384 4096}"
variants=("$@")
[ $# -gt 0 ] || variants=("" "-DROW_MAXIMA_BY_SHUFFLE=0")
pack=/tmp/attn-gpu
rm -rf "$pack" "$out" && mkdir -p "$pack/app" "$out" && tar -xJf "$root/.gpu/pack.tar.xz" -C "$pack" || exit 1
ln -s ../bin/attentionlab "$pack/app/attentionlab" # where bench-gpu.sh looks in a build
# The tests find the lessons at ../../resources and the CPU kernels at ../lib/attentionlab from their folder.
rm -rf "$root/.gpu/tests" "$root/.gpu/lib" "$root/.gpu/app" && cp -r "$pack/tests" "$root/.gpu/tests" &&
  ln -s "$pack/lib" "$root/.gpu/lib" && ln -s "$pack/app" "$root/.gpu/app"
export LD_LIBRARY_PATH=$pack/lib QT_PLUGIN_PATH=$pack/plugins QT_QPA_PLATFORM=offscreen
# NVIDIA's OpenCL driver through the carried ICD loader: the machine's own vendor file, else one of ours.
if ! grep -qs nvidia /etc/OpenCL/vendors/*.icd; then
  driver=$( (ls /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 /usr/lib64/libnvidia-opencl.so.1 \
    /usr/local/nvidia/lib64/libnvidia-opencl.so.1 /usr/local/nvidia/lib/libnvidia-opencl.so.1 2>/dev/null
  ldconfig -p | awk '/libnvidia-opencl.so.1/ {print $NF}') | head -1)
  if [ -n "$driver" ]; then
    mkdir -p "$pack/vendors" && echo "$driver" >"$pack/vendors/nvidia.icd"
    export OCL_ICD_VENDORS=$pack/vendors
    echo "OpenCL driver: $driver (vendor file of our own)"
  fi
fi
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv
"$pack/bin/attentionlab" devices 2>&1 | head -20

# 1. The variants, alternating, two rounds; variant i's files are variant-i-….
app=$pack/bin/attentionlab
for round in 1 2; do
  for n in "${sizes[@]}"; do for causal in 0 1; do
    flag=$([ "$causal" = 1 ] && echo --causal || true)
    for v in "${!variants[@]}"; do
      name=$out/variant-$v-$n-$causal-$round
      ATTN_OPENCL_BUILD_OPTIONS="${variants[$v]}" timeout 60 "$app" bench --engine opencl --n "$n" \
        --d-head 64 --heads 8 --repeat 10 $flag >"$name.json" 2>"$name.err" ||
        { echo "variant '${variants[$v]}', n = $n, causal $causal: failed"; head -c 1500 "$name.err"; }
    done
  done; done
done
python3 - "$out" "${sizes[*]}" "${variants[@]}" <<'PY'
import json, sys
out, sizes, variants = sys.argv[1], [int(n) for n in sys.argv[2].split()], sys.argv[3:]
cases = [(n, causal) for n in sizes for causal in (0, 1)]
def reports(v, n, causal):
    got = []
    for r in (1, 2):
        try:
            got.append(json.load(open(f"{out}/variant-{v}-{n}-{causal}-{r}.json")))
        except Exception:
            pass
    return [report for report in got if "kernel_median_ms" in report]
print("| variant | " + " | ".join(f"n = {n} {'causal' if c else 'unmasked'}" for n, c in cases) + " |")
print("|---" * (len(cases) + 1) + "|")
for i, v in enumerate(variants):
    cells = []
    for n, causal in cases:
        cells.append(" / ".join(f"{r['kernel_median_ms']:.2f} ms, {r['kernel_gflops'] / 1000:.1f} TFLOP/s"
                                for r in reports(i, n, causal)) or "failed")
    print(f"| {v or 'as it ships'} | " + " | ".join(cells) + " |")
PY

# 2. Ours against PyTorch, as it ships.
if [ -z "${ATTN_GPU_SKIP_TORCH:-}" ]; then
  ATTN_BUILD=$pack ATTN_GPU_ROUNDS=2 timeout 200 bash "$root/scripts/bench-gpu.sh" 2>&1 |
    tee "$out/bench-gpu.md"
fi

# 3. The OpenCL engine's tests, with the GPU as their OpenCL device.
for t in tst_engine tst_longsequence tst_openclengine; do
  ATTN_REQUIRE_ENGINES=cpu,opencl timeout 100 "$root/.gpu/tests/$t" >"$out/$t.txt" 2>&1
  echo "$t: rc $? $(grep -m1 '^Totals' "$out/$t.txt")"
  grep -m5 '^FAIL' "$out/$t.txt"
done
tar -C "$out" -czf "${OUT:-/tmp}/gpu-run.tar.gz" . && echo "raw results: ${OUT:-/tmp}/gpu-run.tar.gz"
