#!/usr/bin/env bash
# Soak test of the window: `Assets/soak.sh [SECONDS] [MAX_GROWTH_KB]` (default 600 s, 5120 KiB).
# Runs the release app under a private Xvfb on a scratch copy of the shipped themes while, every
# 200 ms, one theme file is rewritten alternately valid and invalid (the error overlay comes and
# goes), every 10 s the layouts folder is deleted and recreated (includes vanish and return), and
# random keys are pressed (styles, show/hide, appearance, direction, navigation, focus, pause,
# speed, HUD, help). It samples the app's resident memory every 5 s and fails (exit 1) when the
# app dies or its RSS grew by more than MAX_GROWTH_KB from the first sample after a 30 s warm-up
# (caches filled) to the last. Needs xvfb-run and xdotool (`make test` installs both).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
bound_kb=${2:-5120}
for tool in xvfb-run xdotool; do
    command -v "$tool" >/dev/null || { echo "soak: $tool is missing (apt-get install xvfb xdotool)" >&2; exit 2; }
done
swift build -c release --product skeleton-preview >&2
binary="$(swift build -c release --show-bin-path)/skeleton-preview"
work=$(mktemp -d "${TMPDIR:-/tmp}/skeleton-soak.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -r Themes "$work/Themes"
mkdir -p "$work/home"

export SOAK_BINARY="$binary" SOAK_WORK="$work" SOAK_SECONDS="$seconds" HOME="$work/home"
unset SDL_VIDEODRIVER
xvfb-run -a -n $((RANDOM + 100)) -s "-screen 0 1280x800x24" bash -c '
    set -u
    themes="$SOAK_WORK/Themes"
    edited=$(ls "$themes"/*.theme.json | head -1)
    cp "$edited" "$SOAK_WORK/valid.json"
    cp -r "$themes/layouts" "$SOAK_WORK/layouts.saved"
    "$SOAK_BINARY" "$themes" >"$SOAK_WORK/app.out" 2>"$SOAK_WORK/app.err" &
    app=$!
    win=$(timeout 30 xdotool search --sync --onlyvisible --name "^skeleton-preview" | head -1)
    [ -n "$win" ] || { echo "soak: the window never appeared" >&2; kill $app; exit 1; }
    xdotool windowfocus --sync "$win"
    keys=(1 2 3 4 space d r Left Right Tab shift+Tab Return p comma period bracketleft bracketright g f question)
    start=$(date +%s); last_sample=0; last_folder=$start; tick=0; baseline=""
    rss() { awk "/^VmRSS:/ { print \$2 }" /proc/$app/status 2>/dev/null; }
    while :; do
        now=$(date +%s)
        elapsed=$((now - start))
        [ "$elapsed" -ge "$SOAK_SECONDS" ] && break
        kill -0 $app 2>/dev/null || { echo "soak: the app died after ${elapsed} s" >&2; cat "$SOAK_WORK/app.err" >&2; exit 1; }
        tick=$((tick + 1))
        # Written by rename, as editors save; odd ticks truncate the file mid-object (invalid).
        if [ $((tick % 2)) -eq 0 ]; then cp "$SOAK_WORK/valid.json" "$edited.new"
        else head -c 200 "$SOAK_WORK/valid.json" >"$edited.new"; fi
        mv "$edited.new" "$edited"
        if [ $((now - last_folder)) -ge 10 ]; then
            rm -rf "$themes/layouts"; sleep 0.2; cp -r "$SOAK_WORK/layouts.saved" "$themes/layouts"
            last_folder=$now
        fi
        key=${keys[RANDOM % ${#keys[@]}]}
        # Escape would quit from the gallery; in the focus view it only goes back, so Return twice
        # in a row is the way out and Escape is never sent.
        xdotool key --window "$win" "$key" 2>/dev/null || true
        if [ $((now - last_sample)) -ge 5 ]; then
            kb=$(rss); last_sample=$now
            if [ "$elapsed" -ge 30 ] && [ -z "$baseline" ]; then baseline=$kb; fi
            echo "$elapsed s: RSS $kb KiB" >&2
            echo "$kb" >"$SOAK_WORK/last.rss"
            [ -n "$baseline" ] && echo "$baseline" >"$SOAK_WORK/baseline.rss"
        fi
        sleep 0.2
    done
    xdotool key --window "$win" q 2>/dev/null || true
    for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
    kill -0 $app 2>/dev/null && { echo "soak: the app did not quit on Q" >&2; kill $app; exit 1; }
    wait $app || { echo "soak: the app exited with status $?" >&2; exit 1; }
'
baseline=$(cat "$work/baseline.rss" 2>/dev/null || true)
last=$(cat "$work/last.rss")
[ -n "$baseline" ] || baseline=$last
growth=$((last - baseline))
echo "soak: ${seconds} s, RSS ${baseline} KiB after warm-up, ${last} KiB at the end: growth ${growth} KiB (bound ${bound_kb} KiB)"
[ "$growth" -le "$bound_kb" ] || { echo "soak: RSS grew more than the bound" >&2; exit 1; }
