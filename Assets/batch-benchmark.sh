#!/usr/bin/env bash
# Prints how long `capture --batch` takes to render the issue's 1 024 shots (the shipped layouts ×
# 4 styles × 2 appearances × 16 times, at 2×) and then to compare them with the baselines it
# recorded. A benchmark that prints figures, not a timed test: run it on an idle machine with a
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

seconds() { date +%s.%N; }
start=$(seconds)
"$bin" capture --batch "$work/shots.json" --out-dir "$work/record" --compare-dir "$work/baselines" --update >"$work/record.log"
middle=$(seconds)
"$bin" capture --batch "$work/shots.json" --out-dir "$work/check" --compare-dir "$work/baselines" >"$work/check.log"
end=$(seconds)
shots=$(find "$work/baselines" -name '*.png' | wc -l)
awk -v s="$start" -v m="$middle" -v e="$end" -v n="$shots" -v cores="$(nproc)" 'BEGIN {
    printf "capture --batch, %d shots at 2x, %d cores\n", n, cores
    printf "  render and record the baselines: %.2f s (%.1f ms per shot)\n", m - s, 1000 * (m - s) / n
    printf "  render and compare with them:    %.2f s (%.1f ms per shot)\n", e - m, 1000 * (e - m) / n
}'
tail -1 "$work/check.log"
