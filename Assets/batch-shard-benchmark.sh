#!/usr/bin/env bash
# Prints how long the issue's 1 024-shot batch (the shipped layouts × 4 styles × 2 appearances ×
# 16 times, at 2×; as Assets/batch-benchmark.sh) takes to compare in N shards (`--shard K/N`, run
# one after another here, as N CI jobs would run them side by side) and to merge their reports
# (`capture --merge-reports`), beside the unsharded comparison; then checks that the merged reports
# are the unsharded run's, byte for byte. Elapsed and CPU seconds (user + system) of each process.
# A benchmark that prints figures, not a timed test: run it on an idle machine with a release build.
#   Assets/batch-shard-benchmark.sh [BINARY]   (default .build/release/skeleton-preview)
#   SHARDS=4 TIMES=2 Assets/batch-shard-benchmark.sh   fewer times per layout, for a quick check
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
themes=$(realpath Themes)
count=${TIMES:-16}
shards=${SHARDS:-4}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

times=$(awk -v n="$count" 'BEGIN { for (i = 0; i < n; i++) printf "%s%.4g", (i ? ", " : ""), 0.25 + i * 1.5 / n }')
cat >"$work/shots.json" <<JSON
{"shots": [{"theme": "$themes/default.theme.json", "layout": "*",
  "style": ["solid", "gradient", "solidAnimated", "gradientAnimated"], "appearance": ["light", "dark"],
  "time": [$times], "scale": 2}]}
JSON

# Runs the tool with "$@"; prints "elapsed user system" in seconds. Exit status 1 (a shot differs)
# is a result, not a failure.
timed() {
    local TIMEFORMAT='%R %U %S'
    { time "$bin" "$@" >"$work/last.log" || [ $? -eq 1 ]; } 2>&1
}
# Prints one row: label, "elapsed user system".
row() { awk -v l="$1" -v t="$2" 'BEGIN { split(t, a, " "); printf "  %-34s %7.2f s elapsed, %7.2f s CPU\n", l, a[1], a[2] + a[3] }'; }

"$bin" capture --batch "$work/shots.json" --out-dir "$work/record" --compare-dir "$work/baselines" --update >/dev/null
shots=$(find "$work/baselines" -name '*.png' | wc -l)
echo "capture --batch, $shots shots at 2x in $shards shards, $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg)"
row "unsharded compare" "$(timed capture --batch "$work/shots.json" --out-dir "$work/whole" --compare-dir "$work/baselines")"
folders=()
for k in $(seq 1 "$shards"); do
    row "shard $k/$shards compare" "$(timed capture --batch "$work/shots.json" --out-dir "$work/shard$k" --compare-dir "$work/baselines" --shard "$k/$shards")"
    folders+=("$work/shard$k")
done
row "merge the $shards reports" "$(timed capture --merge-reports "${folders[@]}" --out-dir "$work/merged")"
same=yes
for file in report.json report.xml report.html; do cmp -s "$work/whole/$file" "$work/merged/$file" || same=no; done
echo "  merged reports equal the unsharded run's: $same"
