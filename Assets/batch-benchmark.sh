#!/usr/bin/env bash
# Prints how long `capture --batch` takes to render the issue's 1 024 shots (the shipped layouts ×
# 4 styles × 2 appearances × 16 times, at 2×) and record them as baselines, then to render them
# again and compare them with those baselines: elapsed seconds and the CPU seconds of the process
# (user + system; on a machine other work shares, elapsed time grows with its load, CPU time
# hardly). A benchmark that prints figures, not a timed test: run it on an idle machine with a
# release build.
#   Assets/batch-benchmark.sh [BINARY]      (default .build/release/skeleton-preview)
#   TIMES=2 Assets/batch-benchmark.sh       fewer times per layout, for a quick check
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
themes=$(realpath Themes)
count=${TIMES:-16}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

times=$(awk -v n="$count" 'BEGIN { for (i = 0; i < n; i++) printf "%s%.4g", (i ? ", " : ""), 0.25 + i * 1.5 / n }')
cat >"$work/shots.json" <<JSON
{"shots": [{"theme": "$themes/default.theme.json", "layout": "*",
  "style": ["solid", "gradient", "solidAnimated", "gradientAnimated"], "appearance": ["light", "dark"],
  "time": [$times], "scale": 2}]}
JSON

# Runs the batch with "$@" added; prints "elapsed user system" in seconds.
timed() {
    local TIMEFORMAT='%R %U %S'
    { time "$bin" capture --batch "$work/shots.json" "$@" >"$work/last.log"; } 2>&1
}
record=$(timed --out-dir "$work/record" --compare-dir "$work/baselines" --update)
check=$(timed --out-dir "$work/check" --compare-dir "$work/baselines")
shots=$(find "$work/baselines" -name '*.png' | wc -l)
awk -v r="$record" -v c="$check" -v n="$shots" -v cores="$(nproc)" -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
    split(r, a, " "); split(c, b, " ")
    printf "capture --batch, %d shots at 2x, %d cores, load average %s\n", n, cores, load
    printf "  render and record the baselines: %.2f s elapsed, %.2f s CPU (%.1f ms CPU per shot)\n", a[1], a[2] + a[3], 1000 * (a[2] + a[3]) / n
    printf "  render and compare with them:    %.2f s elapsed, %.2f s CPU (%.1f ms CPU per shot)\n", b[1], b[2] + b[3], 1000 * (b[2] + b[3]) / n
}'
tail -1 "$work/last.log"
