#!/usr/bin/env bash
# Prints the sizes of one loop of every shipped theme's layouts as our GIF, as that GIF after
# `gifsicle -O3`, and as lossless WebP (all at 1x, 25 fps, gradientAnimated: the size a designer
# shares), then the size and encoding time of a 1.5 s WebP loop of a phone layout at 2x and 30 fps
# with each libwebp setting worth trying (skeleton-codec-bench, from the binary's folder), and how
# long the whole `capture --animated` takes. A benchmark that prints figures, not a timed test: run
# it on an idle machine with a release build (swift build -c release --product skeleton-preview
# --product skeleton-codec-bench). gifsicle is not a dependency of the tool; install it for this
# script only:
#   sudo apt-get install gifsicle
#   Assets/animation-benchmark.sh [BINARY]      (default .build/release/skeleton-preview)
#   SIZES=0 Assets/animation-benchmark.sh       skip the GIF/WebP size table of every layout
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
command -v gifsicle >/dev/null || {
    echo "error: gifsicle is missing: sudo apt-get install gifsicle" >&2
    exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

kib() { awk -v b="$(stat -c %s "$1")" 'BEGIN { printf "%.1f", b / 1024 }'; }

# Layout names, from the list a capture of an unknown layout prints.
layouts() {
    "$bin" capture "$1" --layout '?' --out "$work/none.png" 2>&1 | sed -n 's/.*available: //p' | tr ',' '\n' |
        sed 's/^ *//'
}

if [ "${SIZES:-1}" != 0 ]; then
    echo "| theme | layout | GIF KiB | gifsicle -O3 KiB | WebP KiB |"
    echo "| --- | --- | ---: | ---: | ---: |"
    totals=(0 0 0)
    for theme in Themes/default.theme.json Themes/flat.theme.json Themes/shimmer.theme.json; do
        while IFS= read -r layout; do
            [ -n "$layout" ] || continue
            args=(capture "$theme" --layout "$layout" --style gradientAnimated --fps 25)
            "$bin" "${args[@]}" --animated "$work/loop.gif"
            "$bin" "${args[@]}" --animated "$work/loop.webp"
            gifsicle -O3 "$work/loop.gif" -o "$work/loop-O3.gif"
            row=("$(kib "$work/loop.gif")" "$(kib "$work/loop-O3.gif")" "$(kib "$work/loop.webp")")
            echo "| $(basename "$theme" .theme.json) | $layout | ${row[0]} | ${row[1]} | ${row[2]} |"
            for i in 0 1 2; do totals[i]=$(awk -v a="${totals[i]}" -v b="${row[i]}" 'BEGIN { print a + b }'); done
        done < <(layouts "$theme")
    done
    echo "| all | | ${totals[0]} | ${totals[1]} | ${totals[2]} |"
fi

# The libwebp settings, timed by the codec bench on the same loop's 45 frames (PNG captures).
bench=$(dirname "$bin")/skeleton-codec-bench
feed=(capture Themes/default.theme.json --layout "Social feed" --style gradientAnimated --scale 2 --fps 30)
if [ -x "$bench" ]; then
    "$bin" "${feed[@]}" --frames 45 --out-dir "$work/frames"
    echo
    "$bench" webp --loop-ms 1500 --repeat "${REPEAT:-1}" "$work"/frames/*.png
else
    echo "note: $bench is missing (swift build -c release --product skeleton-codec-bench): no settings table" >&2
fi

# The whole process as a user runs it (render, encode, write), elapsed and CPU seconds.
runs=()
for _ in 1 2 3; do
    runs+=("$(
        TIMEFORMAT='%R s elapsed, %U + %S s CPU'
        { time "$bin" "${feed[@]}" --animated "$work/feed.webp"; } 2>&1
    )")
done
echo
echo "capture --animated feed.webp, Social feed 1.5 s loop at 2x and 30 fps (45 frames of 780x1688),"
echo "  $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg), $(kib "$work/feed.webp") KiB:"
printf '  %s\n' "${runs[@]}"
