#!/usr/bin/env bash
# Installs the Debian packages skeleton-preview needs, only when something is missing.
#   .ci/install-deps.sh run    libraries and fonts for building and running the app
#   .ci/install-deps.sh test   the same plus what the tests need (Xvfb, xdotool, xwd)
# Silent when everything is present. Runs `apt-get update` once before installing, uses sudo only
# when not root, and when it cannot install it prints the exact command to run and exits 1.
set -euo pipefail

mode=${1:-run}
case "$mode" in
    run | test) ;;
    *)
        echo "usage: $0 run|test" >&2
        exit 2
        ;;
esac

missing=()
need() { missing+=("$1"); }

command -v pkg-config >/dev/null 2>&1 || need pkg-config
has_module() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$1"; }
has_module sdl2 || need libsdl2-dev
has_module SDL2_ttf || need libsdl2-ttf-dev
has_module SDL2_image || need libsdl2-image-dev
has_module fontconfig || need libfontconfig-dev
has_module libpng || need libpng-dev
has_module freetype2 || need libfreetype-dev
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need fonts-dejavu-core
# Roboto stands in for iOS's system fonts (README "iOS fonts on Linux").
[ -f /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf ] || need fonts-roboto-unhinted
if [ "$mode" = test ]; then
    command -v xvfb-run >/dev/null 2>&1 || need xvfb
    command -v xauth >/dev/null 2>&1 || need xauth
    command -v xdotool >/dev/null 2>&1 || need xdotool
    command -v xwd >/dev/null 2>&1 || need x11-apps
fi

[ ${#missing[@]} -eq 0 ] && exit 0

command_line="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo=(sudo)
else
    echo "error: missing Debian packages: ${missing[*]}" >&2
    echo "install them with: sudo apt-get update && sudo $command_line" >&2
    exit 1
fi

echo "installing Debian packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" $command_line -qq; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "error: could not install: ${missing[*]}" >&2
    echo "install them with: sudo apt-get update && sudo $command_line" >&2
    exit 1
fi
rm -f "$log"
