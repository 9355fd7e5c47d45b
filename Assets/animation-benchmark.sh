#!/usr/bin/env bash
# Prints the sizes of one loop of every shipped theme's layouts as our GIF, as that GIF after
# `gifsicle -O3`, and as lossless WebP (all at 1x, 25 fps, gradientAnimated: the size a designer
# shares), then how long `capture --animated` takes for a 1.5 s WebP loop of a phone layout at 2x
# and 30 fps. A benchmark that prints figures, not a timed test: run it on an idle machine with a
# release build. gifsicle is not a dependency of the tool; install it for this script only:
#   sudo apt-get install gifsicle
#   Assets/animation-benchmark.sh [BINARY]      (default .build/release/skeleton-preview)
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

seconds() { date +%s.%N; }
runs=()
for _ in 1 2 3; do
    start=$(seconds)
    "$bin" capture Themes/default.theme.json --layout "Social feed" --style gradientAnimated --scale 2 --fps 30 \
        --animated "$work/feed.webp"
    end=$(seconds)
    runs+=("$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", e - s }')")
done
echo
echo "capture --animated feed.webp, Social feed 1.5 s loop at 2x and 30 fps (45 frames of 780x1688),"
echo "  $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg): ${runs[*]} s, $(kib "$work/feed.webp") KiB"
