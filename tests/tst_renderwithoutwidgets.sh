#!/usr/bin/env bash
# tst_renderwithoutwidgets: attn_render draws without widgets. Its link libraries name no widget library,
# and its compiled code refers to no symbol of Qt Widgets or QCustomPlot (what it would need to be linked
# against them).  Usage: tst_renderwithoutwidgets.sh ARCHIVE LINK-LIBRARY...
set -uo pipefail
archive=$1
shift
failures=0
for library in "$@"; do
  if [[ $library =~ Widgets|QCustomPlot|PrintSupport|attn_ui ]]; then
    echo "FAIL: attn_render links $library"
    failures=$((failures + 1))
  fi
done
echo "attn_render links: $*"
undefined=$(nm -C --undefined-only "$archive" | grep -E ' U (QWidget|QApplication|QAbstractButton|QLayout|QStyle|QCustomPlot|QCP|QPrinter)' | sort -u)
if [[ -n $undefined ]]; then
  echo "FAIL: attn_render's code refers to widgets:"
  echo "$undefined" | head -20
  failures=$((failures + 1))
fi
symbols=$(nm --undefined-only "$archive" | grep -c ' U ')
echo "attn_render refers to $symbols undefined symbols, none of Qt Widgets or QCustomPlot"
exit $((failures > 0))
