#!/usr/bin/env bash
# Fuzzes the scenario reader and the number parsing with libFuzzer (clang, ASan, UBSan).
#   scripts/fuzz.sh [SECONDS] [libFuzzer options...]    default: 60 seconds
# New interesting inputs go to a scratch folder (merge them into tests/fuzz/corpus with -merge=1 when
# worth keeping); a crash is written to $ATTN_FUZZ_ARTIFACTS and the script
# fails (default: build-fuzz/artifacts): fix it, then keep the input in tests/fuzz/crashes so that fuzz_replay checks it on every run.
set -euo pipefail
source "$(dirname "$0")/common.sh"
attn_install_missing_packages
attn_install_missing_packages "${ATTN_FUZZ_PACKAGES[@]}"
attn_find_ccache

seconds=${1:-60}
shift || true
build=${ATTN_FUZZ_BUILD:-$ATTN_ROOT/build-fuzz}
sanitizers="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
CC=clang-14 CXX=clang++-14 cmake -S "$ATTN_ROOT" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${ATTN_CCACHE[@]}" \
  -DATTN_FUZZ=ON -DATTN_BUILD_TESTS=OFF \
  -DCMAKE_CXX_FLAGS="$sanitizers -fsanitize=fuzzer-no-link" \
  -DCMAKE_EXE_LINKER_FLAGS="$sanitizers" -DCMAKE_MODULE_LINKER_FLAGS="$sanitizers" > /dev/null
cmake --build "$build" --target fuzz_scenario --parallel "$(nproc)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
artifacts=${ATTN_FUZZ_ARTIFACTS:-$build/artifacts}
mkdir -p "$scratch/corpus" "$artifacts"
# Short allocation stacks and a small quarantine: four times the executions per second. A crash found
# is replayed with full stacks by fuzz_replay in the sanitizer build.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:malloc_context_size=0:quarantine_size_mb=8}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
echo "Fuzzing for ${seconds} s (corpus: tests/fuzz/corpus, dictionary: tests/fuzz/scenario.dict)"
if ! "$build/tests/fuzz/fuzz_scenario" -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
    -dict="$ATTN_ROOT/tests/fuzz/scenario.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" \
    "$scratch/corpus" "$ATTN_ROOT/tests/fuzz/corpus"; then
  echo "fuzz.sh: a property broke or the sanitizers found a fault; the input is in $artifacts:" >&2
  ls -l "$artifacts" >&2
  exit 1
fi
