#!/usr/bin/env bash
# The folders' one order, lowest first: a file may include from its own folder and from folders before it,
# never from one after it. core/ computes (Qt Core at most), ui/render/ draws from values (attn_render, Qt
# Gui), the rest of ui/ is widgets (attn_ui), app/ holds main and the subcommands.
#   scripts/check-include-order.sh [ROOT]   prints each include that runs backwards and exits 1, else 0.
# The build runs it (target include_order) and so does the suite (tst_includeorder).
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}

ORDER=(
  core/base core/io core/scenario core/engine core/cpu core/opencl core/runtime core/geometry core/model core/training core/text
  ui/render
  ui/common ui/document ui/figures ui/editors ui/stepper
  ui/complexitywindow ui/trainingwindow ui/languagemodelwindow ui/modelwindow ui/lessonwindow
  app
)
# What writes files without a window: these subcommands may include core/ and ui/render/ only, so that they
# can be built from attn_core and attn_render alone.
FILE_COMMANDS=(app/ComputeCommand.cpp app/ExportCommand.cpp app/SlidesCommand.cpp)

declare -A rank
for index in "${!ORDER[@]}"; do rank[${ORDER[$index]}]=$index; done
render_rank=${rank[ui/render]}

# Where an include "folder/File.h" written in a file of top-level part `part` (core, ui, app) is found: the
# include folders are core/ for core, ui/ then core/ for ui and app (as the targets' include directories are).
resolve() {
  local part=$1 include=$2 folder=${2%%/*}
  case $part in
    core) [[ -e $root/core/$include ]] && echo "core/$folder" ;;
    *) if [[ -e $root/ui/$include ]]; then echo "ui/$folder"; elif [[ -e $root/core/$include ]]; then echo "core/$folder"; fi ;;
  esac
}

failures=0
report() {
  echo "$1" >&2
  failures=$((failures + 1))
}

for folder in "${ORDER[@]}"; do
  [[ -d $root/$folder ]] || { report "$folder: in the order but not in the tree (scripts/check-include-order.sh)"; continue; }
done
# Every folder holding sources must have its place in the order.
while IFS= read -r file; do
  folder=${file%/*}
  [[ -n ${rank[$folder]:-} ]] || report "$file: its folder $folder has no place in the order (scripts/check-include-order.sh)"
done < <(cd "$root" && find core ui app -name '*.h' -o -name '*.cpp' | grep -v '/kernels/' | sort)

while IFS= read -r file; do
  folder=${file%/*}
  [[ -n ${rank[$folder]:-} ]] || continue
  part=${file%%/*}
  line=0
  while IFS= read -r text; do
    line=$((line + 1))
    [[ $text =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\"([^\"]+)\" ]] || continue
    include=${BASH_REMATCH[1]}
    [[ $include == */* ]] || continue # a file of the same folder
    target=$(resolve "$part" "$include")
    if [[ -z $target ]]; then
      report "$file:$line: includes \"$include\", which is in no folder of the order"
      continue
    fi
    if [[ -z ${rank[$target]:-} ]]; then
      report "$file:$line: includes \"$include\" from $target, which has no place in the order"
    elif (( ${rank[$target]} > ${rank[$folder]} )); then
      report "$file:$line: includes \"$include\": $target comes after $folder in the order (scripts/check-include-order.sh)"
    fi
    for command in "${FILE_COMMANDS[@]}"; do
      if [[ $file == "$command" && $target == ui/* ]] && (( ${rank[$target]} > render_rank )); then
        report "$file:$line: includes \"$include\" from the widgets ($target); a command that writes files uses attn_core and attn_render only"
      fi
    done
  done < "$root/$file"
done < <(cd "$root" && find core ui app \( -name '*.h' -o -name '*.cpp' \) | grep -v '/kernels/' | sort)

if (( failures > 0 )); then
  echo "$failures include(s) against the folders' order" >&2
  exit 1
fi
echo "Every include follows the folders' order (${#ORDER[@]} folders)."
