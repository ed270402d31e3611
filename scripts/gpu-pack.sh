#!/usr/bin/env bash
# Packs this machine's Release build for a GPU machine that has neither Debian's packages nor a network:
# attentionlab, the OpenCL engine's tests, the CPU engine's kernel modules, the libraries they load (all
# but the C library's own) and Qt's offscreen platform, into .gpu/pack.tar.xz (about 28 MB).
# scripts/gpu-device-run.sh unpacks and runs it there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ATTN_BUILD:-$root/build}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/tests" "$stage/lib/attentionlab" "$stage/plugins/platforms" "$root/.gpu"
grep -qx '/.gpu/' "$root/.git/info/exclude" 2>/dev/null || echo '/.gpu/' >>"$root/.git/info/exclude"
programs=("$build/app/attentionlab")
programs+=("$build/tests/tst_engine" "$build/tests/tst_longsequence" "$build/tests/tst_openclengine")
plugins=$(qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/plugins)
plugin=$plugins/platforms/libqoffscreen.so
cp "${programs[0]}" "$stage/bin/"
cp "${programs[@]:1}" "$stage/tests/"
cp "$build"/lib/attentionlab/*.so "$stage/lib/attentionlab/" # the CPU engine's kernels for each processor
cp "$plugin" "$stage/plugins/platforms/"
# The C library and its loader stay the machine's own; everything else travels under its soname.
ldd "${programs[@]}" "$plugin" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | sort -u |
  while read -r soname path; do
    case $soname in
      libc.so.* | libm.so.* | libpthread.so.* | libdl.so.* | librt.so.* | ld-linux*) continue ;;
    esac
    cp -L "$path" "$stage/lib/$soname"
  done
tar -C "$stage" -cJf "$root/.gpu/pack.tar.xz" .
ls -l "$root/.gpu/pack.tar.xz"
