#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through ctest (offscreen Qt, PoCL for OpenCL).
# Exits non-zero when any test fails.
set -euo pipefail
source "$(dirname "$0")/common.sh"
attn_install_missing_packages
attn_configure_and_build

export QT_QPA_PLATFORM=offscreen
# A fresh PoCL kernel cache per run, so that no run reuses another's compiled kernels.
POCL_CACHE_DIR=$(mktemp -d)
export POCL_CACHE_DIR
trap 'rm -rf "$POCL_CACHE_DIR"' EXIT
export ATTN_REQUIRE_ENGINES=cpu,opencl  # PoCL is installed above: OpenCL tests must run, not skip
ctest --test-dir "$ATTN_BUILD" --output-on-failure --parallel "$(nproc)" --timeout 1200
