#!/usr/bin/env bash
# Prints what a batch of 500 differing 1024×1024 shots costs the HTML report: the page's size (at
# most 64 MiB: images beyond the budget are linked, not inlined), how many images were inlined and
# linked, and the batch's peak resident memory, which stays about one frame per core plus the
# results' metadata however many shots differ (the page is streamed, never held whole). A
# benchmark that prints figures, not a timed test: run it with a release build.
#   Assets/report-budget-benchmark.sh [BINARY]      (default .build/release/skeleton-preview)
#   SHOTS=50 Assets/report-budget-benchmark.sh      fewer shots, for a quick check
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
count=${SHOTS:-500}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One layout of 512×512 points at 2×: 1024×1024 pixels; the shots differ by time only, so each is
# a distinct name whose pixels change when the tint does.
theme() {
    cat >"$work/t.theme.json" <<JSON
{"name": "T", "appearance": {"tintColor": {"light": "$1", "dark": "#333333"}}, "layouts": [{"name": "Big", "size": [512, 512],
  "root": {"type": "stack", "axis": "vertical", "spacing": 8, "padding": 16, "children": [
    {"type": "imageView", "height": 300, "skeletonCornerRadius": 12},
    {"type": "label", "text": "Title", "font": {"size": 28}},
    {"type": "textView", "text": "Body", "skeletonTextNumberOfLines": 6}]}}]}
JSON
}
times=$(awk -v n="$count" 'BEGIN { for (i = 0; i < n; i++) printf "%s%.6g", (i ? ", " : ""), 2 + 0.001 * i }')
echo "{\"shots\": [{\"theme\": \"t.theme.json\", \"layout\": \"Big\", \"style\": \"solid\", \"time\": [$times], \"scale\": 2}]}" \
    >"$work/shots.json"

# Runs the binary with "$@"; prints its peak resident memory in KiB.
peak() {
    python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$bin" "$@"
}
theme "#D0D0D0"
peak capture --batch "$work/shots.json" --out-dir "$work/record" --compare-dir "$work/baselines" --update >/dev/null
theme "#C0C0C0"
rss=$(peak capture --batch "$work/shots.json" --out-dir "$work/report" --compare-dir "$work/baselines")
page="$work/report/report.html"
inlined=$(grep -o 'src="data:image/png;base64,' "$page" | wc -l || true)
linked=$(grep -o 'src="[^d][^"]*"' "$page" | wc -l || true)
differ=$(grep -c '<section>' "$page" || true)
printf 'capture --batch, %d shots of 1024x1024 differing (%d sections), %d cores\n' "$count" "$differ" "$(nproc)"
printf '  report.html: %d bytes (budget 67108864), %d images inlined, %d linked\n' "$(stat -c %s "$page")" "$inlined" "$linked"
printf '  peak resident memory of the compare run: %d MiB\n' $((rss / 1024))
