#!/usr/bin/env bash
# What glass needs from Debian, and installing what is missing. Sourced by tools/showcase and tools/test;
# run directly, `bash tools/setup.sh --check render|test` prints the missing packages, one per line (exit 0).
#
# Overrides, for tests of this logic: GLASS_INSTALLED_PACKAGES names a file listing the installed packages
# (one name per line) instead of asking dpkg; GLASS_APT_GET is the installer to run instead of apt-get;
# GLASS_SETUP_UID is the user id to act as instead of the real one.

# The packages for building glass and rendering scenes: libpng and zlib for PNG files; pkg-config, FreeType,
# HarfBuzz and fontconfig for text; Inter (the system font's stand-in), WenQuanYi Micro Hei (CJK fallback) and
# Material Icons (the symbols' stand-in); libdeflate (optional, found at run time) decodes glass's own PNGs
# 4-5x faster than zlib.
glass_render_packages="pkg-config libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev fonts-inter
fonts-wqy-microhei fonts-material-design-icons-iconfont libdeflate0"
# And for the tests: Chromium loads glass test's HTML report in a real browser; Python's jsonschema holds the
# scene schema to the parser.
glass_test_packages="$glass_render_packages chromium python3-jsonschema"

# Prints the packages of the list (words) that are not installed, one per line.
glass_missing_packages() {
    local pkg
    for pkg in $1; do
        if [ -n "${GLASS_INSTALLED_PACKAGES:-}" ]; then
            grep -qx -- "$pkg" "$GLASS_INSTALLED_PACKAGES" || echo "$pkg"
        else
            dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || echo "$pkg"
        fi
    done
}

# Installs what is missing of the list `$1` for `$2` (what it is for, for the message): as root with apt-get;
# otherwise prints the one command to run and exits 1.
glass_ensure_packages() {
    local missing
    missing=$(glass_missing_packages "$1" | tr '\n' ' ' | sed 's/ $//')
    [ -z "$missing" ] && return 0
    if [ "${GLASS_SETUP_UID:-$(id -u)}" != 0 ]; then
        echo "glass needs these Debian packages for $2, not installed here: $missing" >&2
        echo "Install them once, then run this again:" >&2
        echo "    sudo apt-get update && sudo apt-get install -y $missing" >&2
        exit 1
    fi
    echo "installing $missing" >&2
    local apt="${GLASS_APT_GET:-apt-get}"
    DEBIAN_FRONTEND=noninteractive "$apt" update -qq >&2
    DEBIAN_FRONTEND=noninteractive "$apt" install -y -qq $missing >&2
}

# Stops with a clear message when Swift is not on the PATH.
glass_ensure_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        echo "glass needs Swift 6 (https://www.swift.org/install/linux/); 'swift' is not on the PATH" >&2
        exit 1
    fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    case "${1:-} ${2:-}" in
    "--check render") glass_missing_packages "$glass_render_packages" ;;
    "--check test") glass_missing_packages "$glass_test_packages" ;;
    *)
        echo "usage: bash tools/setup.sh --check render|test" >&2
        exit 64
        ;;
    esac
fi
