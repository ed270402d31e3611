#!/usr/bin/env bash
# tst_includeorder: scripts/check-include-order.sh passes on the tree as it is, and each include added
# against the order below (in a copy of the tree) makes it fail with the file, the line and the reason.
set -uo pipefail
source_root=$1
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
failures=0

fresh_copy() {
  rm -rf "$copy/tree"
  mkdir -p "$copy/tree"
  cp -r "$source_root/core" "$source_root/ui" "$source_root/app" "$copy/tree/"
}

# expect_failure NAME FILE LINE-TEXT EXPECTED: puts LINE-TEXT as line 2 of FILE in a fresh copy; the check
# must exit 1 and print EXPECTED.
expect_failure() {
  local name=$1 file=$2 text=$3 expected=$4 output
  fresh_copy
  sed -i "1a $text" "$copy/tree/$file"
  if output=$(bash "$source_root/scripts/check-include-order.sh" "$copy/tree" 2>&1); then
    echo "FAIL: $name: the check passed"
    failures=$((failures + 1))
  elif [[ $output != *"$expected"* ]]; then
    echo "FAIL: $name: expected \"$expected\" in: $output"
    failures=$((failures + 1))
  else
    echo "PASS: $name"
  fi
}

if output=$(bash "$source_root/scripts/check-include-order.sh" "$source_root" 2>&1); then
  echo "PASS: the tree follows the order"
else
  echo "FAIL: the tree: $output"
  failures=$((failures + 1))
fi

expect_failure "the render library including a window" ui/render/StagePage.cpp '#include "lessonwindow/MainWindow.h"' \
  'ui/render/StagePage.cpp:2: includes "lessonwindow/MainWindow.h": ui/lessonwindow comes after ui/render'
expect_failure "the render library including the document" ui/render/HeatmapPicture.cpp '#include "document/ScenarioDocument.h"' \
  'ui/render/HeatmapPicture.cpp:2: includes "document/ScenarioDocument.h": ui/document comes after ui/render'
expect_failure "the document including a figure host" ui/document/ViewState.cpp '#include "figures/FiguresPanel.h"' \
  'ui/document/ViewState.cpp:2: includes "figures/FiguresPanel.h": ui/figures comes after ui/document'
expect_failure "core's scenario including an engine" core/scenario/Scenario.cpp '#include "engine/Engine.h"' \
  'core/scenario/Scenario.cpp:2: includes "engine/Engine.h": core/engine comes after core/scenario'
expect_failure "the lowest folder including the scenario" core/base/Matrices.h '#include "scenario/Scenario.h"' \
  'core/base/Matrices.h:2: includes "scenario/Scenario.h": core/scenario comes after core/base'
expect_failure "compute including the widgets" app/ComputeCommand.cpp '#include "document/ScenarioDocument.h"' \
  'app/ComputeCommand.cpp:2: includes "document/ScenarioDocument.h" from the widgets (ui/document)'
expect_failure "an include of no folder" ui/figures/FiguresPanel.cpp '#include "nowhere/Missing.h"' \
  'ui/figures/FiguresPanel.cpp:2: includes "nowhere/Missing.h", which is in no folder of the order'
fresh_copy
mkdir -p "$copy/tree/ui/newfolder" && echo '#pragma once' > "$copy/tree/ui/newfolder/Thing.h"
if output=$(bash "$source_root/scripts/check-include-order.sh" "$copy/tree" 2>&1) || [[ $output != *"ui/newfolder/Thing.h: its folder ui/newfolder has no place in the order"* ]]; then
  echo "FAIL: a folder outside the order: $output"
  failures=$((failures + 1))
else
  echo "PASS: a folder outside the order"
fi

echo "Totals: $failures failed"
exit $((failures > 0))
