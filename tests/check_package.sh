#!/usr/bin/env bash
# The desktop files validate, and `cpack -G DEB` makes a package that holds the program, its kernel
# modules and the desktop files, and depends on what a clean Debian 12 needs to start it.
# usage: check_package.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
source_dir=$1 build_dir=$2
desktop=$source_dir/resources/desktop
id=io.github.attentionlab.AttentionLab

fail() { echo "FAIL: $*" >&2; exit 1; }
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$desktop/$id.desktop" || fail "the .desktop file does not validate"
else
  echo "SKIP desktop-file-validate: desktop-file-utils is not installed"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$desktop/$id.metainfo.xml" || fail "the metainfo does not validate"
else
  echo "SKIP appstreamcli: appstream is not installed"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && cpack -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work" >/dev/null) || fail "cpack failed"
deb=$(ls "$work"/attentionlab_*.deb)
contents=$(dpkg-deb --contents "$deb")
for path in ./usr/bin/attentionlab ./usr/share/applications/$id.desktop ./usr/share/metainfo/$id.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/$id.svg ./usr/share/mime/packages/$id.xml; do
  grep -q " $path\$" <<<"$contents" || fail "the package lacks $path"
done
grep -q "/usr/lib/attentionlab/libattn_tiled_v3.so" <<<"$contents" || fail "the package lacks the CPU kernel modules"
depends=$(dpkg-deb --field "$deb" Depends)
for package in qt6-qpa-plugins libqt6widgets6 libqt6svg6 libqcustomplot2.1-qt6; do
  grep -q "$package" <<<"$depends" || fail "Depends lacks $package: $depends"
done
grep -q "pocl-opencl-icd" <<<"$(dpkg-deb --field "$deb" Recommends)" || fail "an OpenCL driver is not recommended"
echo "package ok: $(basename "$deb")"
