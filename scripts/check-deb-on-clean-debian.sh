#!/usr/bin/env bash
# Builds the DEB, makes a clean Debian 12 in a folder with debootstrap, installs the package there with
# apt (which must find every dependency) and starts the program in it: `--version`, `devices`, a figure
# exported offscreen, and the window on the offscreen platform. Needs root and a Debian mirror; takes a few minutes. Not part of CI.
# usage: scripts/check-deb-on-clean-debian.sh [MIRROR]
set -euo pipefail
source "$(dirname "$0")/common.sh"
mirror=${1:-http://deb.debian.org/debian}
attn_install_missing_packages
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap
attn_configure_and_build >/dev/null
(cd "$ATTN_BUILD" && rm -f attentionlab_*.deb && cpack -G DEB >/dev/null)
deb=$(ls "$ATTN_BUILD"/attentionlab_*.deb)
root=$(mktemp -d /tmp/debian12.XXXXXX)
trap 'umount "$root/proc" "$root/sys" 2>/dev/null || true; rm -rf "$root"' EXIT
echo "debootstrap bookworm into $root ..." >&2
debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
# PoCL (an OpenCL driver the package recommends) reads the processor and memory from /proc and /sys.
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
cp "$deb" "$root/tmp/"
chroot "$root" apt-get install -y -qq "/tmp/$(basename "$deb")" >/dev/null
chroot "$root" attentionlab --version
chroot "$root" attentionlab devices
chroot "$root" attentionlab export /usr/share/attentionlab/lessons/02-translation-cross.json --figure compare --out /tmp/compare.png
file "$root/tmp/compare.png" 2>/dev/null || ls -la "$root/tmp/compare.png"
# The window itself, on Qt's offscreen platform: it must still be running when stopped after 5 s.
status=0
chroot "$root" timeout 5 env QT_QPA_PLATFORM=offscreen attentionlab || status=$?
[[ $status == 124 ]] || { echo "the window exited with $status" >&2; exit 1; }
echo "the window started and kept running"
echo "the package installs and runs on a clean Debian 12"
