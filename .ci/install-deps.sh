#!/usr/bin/env bash
# Installs the Debian packages skeleton-preview needs, only when something is missing.
#   .ci/install-deps.sh run    libraries and fonts for building and running the app
#   .ci/install-deps.sh test   the same plus what the tests need (Xvfb, xdotool, xwd, strace, the shells
#                              whose completions are tested, man), and kiwisolver for Python (the
#                              constraint solver's live differential test; PyPI, pinned)
# Silent when everything is present. Asks dpkg which packages are installed (no file paths are
# assumed), runs `apt-get update` once before installing, uses sudo only when not root, and when it
# cannot install it prints the exact command to run and exits 1.
set -euo pipefail

mode=${1:-run}
case "$mode" in
    run | test) ;;
    *)
        echo "usage: $0 run|test" >&2
        exit 2
        ;;
esac

# libx11-dev: the window's X error handler (Sources/SkeletonSDL/Window/SDLVideo.swift);
# libwebp-dev: lossless animated WebP (`capture --animated LOOP.webp`); libfreetype-dev: UIKit's
# unrounded line heights; fonts-roboto-unhinted: the stand-in for iOS's system fonts (Docs/themes.md "iOS
# fonts on Linux"); fonts-symbola: the fallback that draws the emoji and symbols a text font
# lacks (Docs/themes.md, `font`); libpoppler-glib-dev: asset catalogs' PDF image sets
# (Docs/interface-builder.md).
packages=(pkg-config libx11-dev libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libpng-dev libwebp-dev libfreetype-dev libpoppler-glib-dev libxml2
    fonts-dejavu-core fonts-roboto-unhinted fonts-symbola)
if [ "$mode" = test ]; then
    packages+=(xvfb xauth xdotool x11-apps xclip bash-completion zsh fish man-db strace)
fi

installed() {
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]
}
missing=()
for package in "${packages[@]}"; do
    installed "$package" || missing+=("$package")
done

# kiwisolver, the independent Cassowary the solver's live differential test compares with
# (Tests/ConstraintSolverTests/DifferentialTests.swift; the committed fixture runs without it). Not
# fatal: without it that one test is skipped, and the message says how to get it.
kiwisolver_version=1.5.1
if [ "$mode" = test ] && ! python3 -c 'import kiwisolver' >/dev/null 2>&1; then
    if ! python3 -m pip install --quiet --user "kiwisolver==$kiwisolver_version" >/dev/null 2>&1; then
        echo "warning: could not install kiwisolver $kiwisolver_version for python3; the solver's live" \
            "differential test will be skipped. Install it with: python3 -m pip install --user" \
            "kiwisolver==$kiwisolver_version" >&2
    fi
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
