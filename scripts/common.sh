# Shared by run.sh and test.sh: the Debian packages AttentionLab needs, and the build.
# Source it; it defines functions and changes nothing by itself.

ATTN_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ATTN_BUILD=${ATTN_BUILD:-$ATTN_ROOT/build}

ATTN_PACKAGES=(
  build-essential cmake ninja-build
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev libgl-dev
  libqcustomplot-dev libqcustomplot2.1-qt6
  libeigen3-dev libopenblas-dev
  opencl-headers opencl-clhpp-headers ocl-icd-opencl-dev pocl-opencl-icd
  appstream desktop-file-utils dpkg-dev ccache
)

# What the fuzzer (scripts/fuzz.sh) adds: clang with libFuzzer and the sanitizer runtimes, and clang's OpenMP.
ATTN_FUZZ_PACKAGES=(clang-14 libclang-rt-14-dev libomp-14-dev)

# Installs whatever is missing of the packages named (ATTN_PACKAGES when none are), as root, or prints the
# exact command to run and stops.
attn_install_missing_packages() {
  local missing=() package wanted=("$@")
  [[ ${#wanted[@]} -eq 0 ]] && wanted=("${ATTN_PACKAGES[@]}")
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  if [[ $(id -u) -ne 0 ]]; then
    echo "AttentionLab needs these Debian packages. Install them with:" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# ccache keeps each compiled object: a build of sources already compiled with the same flags (CI's fresh
# clone of what a session built, the sanitizer build after a change to one file) compiles only what changed.
# Paths inside the tree are hashed relative to it, and the build folder's own path not at all, so another
# clone of the same commit finds the same objects. attn_find_ccache (after the packages are installed) sets
# ATTN_CCACHE to the CMake option that does it, or to nothing where ccache is missing; the settings travel in
# the launcher, so a later `cmake --build` by hand has them too.
ATTN_CCACHE=()
attn_find_ccache() {
  ATTN_CCACHE=()
  if command -v ccache >/dev/null; then
    ATTN_CCACHE=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_BASEDIR=$ATTN_ROOT;CCACHE_NOHASHDIR=true;ccache")
  fi
}

attn_configure_and_build() {
  attn_find_ccache
  cmake -S "$ATTN_ROOT" -B "$ATTN_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release "${ATTN_CCACHE[@]}" "$@"
  cmake --build "$ATTN_BUILD" --parallel "$(nproc)"
}
