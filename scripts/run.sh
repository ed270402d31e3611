#!/usr/bin/env bash
# Installs what is missing, builds, and runs AttentionLab on the first lesson.
# The window is not built yet, so for now this prints every stage of the lesson as JSON.
set -euo pipefail
source "$(dirname "$0")/common.sh"
attn_install_missing_packages
attn_configure_and_build
"$ATTN_BUILD/app/attentionlab" compute "$ATTN_ROOT/resources/examples/01-alignment.json"
