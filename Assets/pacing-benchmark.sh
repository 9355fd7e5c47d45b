#!/usr/bin/env bash
# Prints the window's frame pacing under Xvfb: the shipped gallery animating for SECONDS (default
# 30) at 1280x800, once on a quiet machine and once with one CPU-bound process beside it
# (`yes > /dev/null`), then a static gallery (the solid uikit-controls theme) for its idle CPU:
# median, p99 and longest frame interval, frames over 33 ms and the CPU the window used, from its
# `--stats-json`. A benchmark that prints figures, not a timed test: on a shared machine other
# work shows in the figures, so the load average is printed with each run. Needs xvfb-run and a
# release build:
#   swift build -c release --product skeleton-preview
#   Assets/pacing-benchmark.sh [BINARY] [SECONDS]     (default .build/release/skeleton-preview, 30)
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
seconds=${2:-30}
command -v xvfb-run >/dev/null || {
    echo "error: xvfb-run is missing: sudo apt-get install xvfb" >&2
    exit 1
}
work=$(mktemp -d)
load=
cleanup() {
    if [ -n "$load" ]; then kill "$load" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# One window run; prints a table row from its statistics.
window() {
    local name=$1
    shift
    xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$@" --size 1280x800 --quit-after "$seconds" \
        --stats-json "$work/$name.json" >/dev/null 2>"$work/$name.log" || {
        cat "$work/$name.log" >&2
        return 1
    }
    python3 - "$work/$name.json" "$name" "$(cut -d' ' -f1 /proc/loadavg)" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
ms = lambda key: "n/a" if s.get(key) is None else f"{s[key]:.2f}"
print(f"| {sys.argv[2]} | {s['frames']} | {ms('p50_interval_ms')} | {ms('p99_interval_ms')} | "
      f"{ms('max_interval_ms')} | {s['frames_over_33ms']} | {s['cpu_percent']:.1f} % | {sys.argv[3]} |")
PY
}

echo "window under Xvfb, 1280x800, ${seconds} s each, $(nproc) cores"
echo "| run | frames | median ms | p99 ms | max ms | over 33 ms | CPU of one core | load average |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
window "animating, quiet"
yes >/dev/null &
load=$!
window "animating, one \`yes\` beside it"
kill "$load"
load=
window "static (uikit-controls, solid)" Themes/uikit-controls.theme.json
