#!/usr/bin/env bash
# Reproduces Docs/benchmarks.md's figures (`make bench`): our renderer and the peers (cairo, Skia,
# Blend2D, from ../shared/bench/peers) on the shared scenes in one run, the shipped gallery, the
# core and capture timings, and the window's statistics under Xvfb. Ratios taken in one run hold;
# absolute times on shared machines drift.
set -euo pipefail
bin=${1:-.build/release/skeleton-preview}
peers=${PEERS:-../shared/bench/peers}
venv=${PEER_BENCH_VENV:-$HOME/.cache/peer-bench-venv}
out=${BENCH_OUT:-/tmp/skeleton-bench}
mkdir -p "$out"

[ -x "$venv/bin/python" ] || bash "$peers/setup.sh"

for size in 1920x1080 3840x2160; do
    scene="$peers/scene_$size.json"
    echo "== $size: ours, then the peers, then ours again (same window)"
    "$bin" bench --scene "$scene" --frames 300 --json "$out/ours-$size-before.json"
    "$venv/bin/python" "$peers/bench.py" --scene "$scene" --frames 300 --backends cairo,skia,blend2d \
        --png-variants a --png-dir "$out/png-$size" --json "$out/peers-$size.json"
    "$bin" bench --scene "$scene" --frames 300 --json "$out/ours-$size-after.json" \
        --compare-peer "$out/png-$size/blend2d_${size}_a.png" || true
    echo "== $size: ours on two threads (reported separately; the peers run one)"
    "$bin" bench --scene "$scene" --frames 300 --threads 2 --json "$out/ours-$size-2threads.json"
done

for size in 1920x1080 3840x2160; do
    echo "== $size: Docs/benchmarks.md's table from this window"
    python3 "$(dirname "$0")/bench-ratios.py" "$out/ours-$size-before.json" "$out/peers-$size.json" \
        "$out/ours-$size-after.json"
done

for size in 1920x1080 3840x2160; do
    echo "== $size: ours ÷ Blend2D in alternating pairs of short blocks"
    frames=180
    [ "$size" = 3840x2160 ] && frames=90
    "$venv/bin/python" "$(dirname "$0")/paired-ratios.py" "$bin" "$peers/scene_$size.json" --peers "$peers" \
        --frames "$frames"
done

echo "== shipped gallery, the core's display list, capture processes"
"$bin" bench --frames 100 --warmup 10

if command -v xvfb-run >/dev/null 2>&1; then
    echo "== window under Xvfb, 1280x800, gradientAnimated, 30 s"
    xvfb-run -a -s "-screen 0 1280x800x24" "$bin" --size 1280x800 --quit-after 30 --stats \
        --stats-json "$out/window-animated.json"
fi
echo "JSON results in $out/"
