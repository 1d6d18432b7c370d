#!/usr/bin/env bash
# Shared by scripts/run and scripts/test: installs the Debian 12 packages Railyard needs (only the
# missing ones, so a second run is quick) and builds the project with Ninja and ccache.
# Usage: source scripts/setup.sh; railyard_setup [Release|Debug]
set -euo pipefail

RAILYARD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RAILYARD_BUILD="${RAILYARD_BUILD_DIR:-$RAILYARD_ROOT/build}"

RAILYARD_PACKAGES=(
    cmake ninja-build ccache g++ pkg-config clang-format-14 python3
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqt6sql6-sqlite libgl-dev
    libquazip1-qt6-dev libxlsxwriter-dev libqrencode-dev libsqlite3-dev libsimdjson-dev libyaml-cpp-dev catch2 fonts-dejavu-core
    qt6-translations-l10n fonts-noto-cjk
    dpkg-dev file appstream desktop-file-utils shared-mime-info libglib2.0-bin
    xvfb xauth imagemagick poppler-utils xdotool sqlite3 unzip
    libreoffice-calc-nogui
)

railyard_install_packages() {
    local missing=() p
    for p in "${RAILYARD_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

railyard_build() {
    local type="${1:-Release}"
    # Precompiled headers and ccache work together only with these allowances.
    export CCACHE_SLOPPINESS="pch_defines,time_macros,include_file_mtime,include_file_ctime"
    export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-2G}"
    if [ ! -f "$RAILYARD_BUILD/build.ninja" ]; then
        cmake -S "$RAILYARD_ROOT" -B "$RAILYARD_BUILD" -G Ninja -DCMAKE_BUILD_TYPE="$type"
    fi
    cmake --build "$RAILYARD_BUILD" --parallel "$(nproc)"
}

railyard_setup() {
    railyard_install_packages
    railyard_build "${1:-Release}"
}
