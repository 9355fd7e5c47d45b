#!/usr/bin/env bash
# Prints the PNG table of Docs/capture.md ("PNG compression"): the size and median encoding time of
# the shipped themes' captures (the social feed at 1x and 2x, the contact sheet; summed over the
# default, flat and shimmer themes) for every zlib level, row filter and strategy libpng offers,
# then how long a whole `capture --scale 2` process takes with the setting the tool uses. A
# benchmark that prints figures, not a timed test: run it on an idle machine with a release build.
#   swift build -c release --product skeleton-preview --product skeleton-codec-bench
#   Assets/png-benchmark.sh [BINARY]      (default .build/release/skeleton-preview; the codec
#                                          bench is taken from the same folder)
#   REPEAT=1 Assets/png-benchmark.sh      timed encodings per setting and capture (default 3)
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
bench=$(dirname "$bin")/skeleton-codec-bench
[ -x "$bench" ] || {
    echo "error: $bench is missing: swift build -c release --product skeleton-codec-bench" >&2
    exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

groups=("1x=" "2x=" "sheet=")
for theme in default flat shimmer; do
    "$bin" capture "Themes/$theme.theme.json" --layout "Social feed" --out "$work/$theme-1x.png"
    "$bin" capture "Themes/$theme.theme.json" --layout "Social feed" --scale 2 --out "$work/$theme-2x.png"
    "$bin" capture "Themes/$theme.theme.json" --all --out "$work/$theme-sheet.png"
    groups[0]+="$work/$theme-1x.png,"
    groups[1]+="$work/$theme-2x.png,"
    groups[2]+="$work/$theme-sheet.png,"
done
echo "Social feed 390x844 at 1x and 2x, contact sheet 1640x6000; three themes each; $(nproc) cores,"
echo "load average $(cut -d' ' -f1 /proc/loadavg)"
echo
"$bench" png --repeat "${REPEAT:-3}" "${groups[@]%,}"

# The whole process, as a user runs it: start, fontconfig, theme, layout, render, encode, write;
# elapsed and CPU (user + system) milliseconds, the medians of 11 runs.
runs=()
for _ in $(seq 11); do
    runs+=("$(
        TIMEFORMAT='%R %U %S'
        { time "$bin" capture Themes/default.theme.json --layout "Social feed" --scale 2 --out "$work/run.png"; } 2>&1
    )")
done
median() { sort -n | sed -n "$(((${#runs[@]} + 1) / 2))p"; }
wall=$(printf '%s\n' "${runs[@]}" | awk '{ printf "%.0f\n", 1000 * $1 }' | median)
cpu=$(printf '%s\n' "${runs[@]}" | awk '{ printf "%.0f\n", 1000 * ($2 + $3) }' | median)
echo
echo "capture --scale 2 of the default theme's social feed, whole process, ${#runs[@]} runs: median $wall ms elapsed,"
echo "  $cpu ms CPU; $(stat -c %s "$work/run.png") bytes"
