#!/usr/bin/env bash
# Prints instructions per frame (callgrind's exact, deterministic count, unlike wall-clock time on a
# shared machine) for each variant of the peer scene, drawn by `skeleton-preview bench`. Each
# variant is run twice under callgrind, with FEW and MANY timed frames after the same warm-up; the
# difference divided by the extra frames is one frame of the variant plus one clear-only frame
# (bench always times the clear floor too), so the clear-only run's figure is subtracted from the
# others. A benchmark that prints figures, not a test. Needs valgrind and a release build:
#   swift build -c release --product skeleton-preview
#   Assets/callgrind-frames.sh [BINARY] [SCENE]   (defaults: .build/release/skeleton-preview,
#                                                  ../shared/bench/peers/scene_1920x1080.json)
#   VARIANTS="a e" FEW=1 MANY=5 Assets/callgrind-frames.sh
set -euo pipefail
bin=$(realpath "${1:-.build/release/skeleton-preview}")
scene=${2:-../shared/bench/peers/scene_1920x1080.json}
few=${FEW:-1}
many=${MANY:-5}
command -v valgrind >/dev/null || {
    echo "error: valgrind is missing: sudo apt-get install valgrind" >&2
    exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Instructions of one run: callgrind's total for the whole process. Valgrind counts each byte a
# `rep stosb` or `rep movsb` moves as one instruction, so glibc's large memset and memcpy (which use
# them from a few KiB up) would count 8 M "instructions" for clearing a 1920×1080 frame that the CPU
# does in 0.3 ms; the tunables keep glibc on its vector-store loops, counted as the CPU runs them.
# Swift seeds its hashing per process, which moves a few per cent of the count from run to run;
# a fixed seed makes the counts repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1
# Valgrind does not execute AVX-512, which /proc/cpuinfo may still list: the renderer's 16-pixel
# composite is switched off, and the counts are those of the AVX2 twin's 8-pixel loops.
export SKELETON_NO_AVX512=1
export GLIBC_TUNABLES=glibc.cpu.x86_rep_stosb_threshold=0x7fffffffffffffff:glibc.cpu.x86_rep_movsb_threshold=0x7fffffffffffffff
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$bin" bench --scene "$scene" \
        --variant "$1" --frames "$2" --warmup 2 >/dev/null 2>"$work/log"
    sed -n 's/^summary: //p' "$work/out"
}

# Instructions per extra frame of `bench --variant $1` (the variant and, unless it is clear, a clear).
perFrame() {
    local low high
    low=$(instructions "$1" "$few")
    high=$(instructions "$1" "$many")
    echo $(((high - low) / (many - few)))
}

clear=$(perFrame clear)
echo "$(basename "$scene"): instructions per frame (callgrind), $bin"
echo "| variant | instructions | × clear |"
echo "| --- | ---: | ---: |"
for variant in ${VARIANTS:-a b c d e}; do
    frame=$(($(perFrame "$variant") - clear))
    echo "| $variant | $frame | $(awk -v f="$frame" -v c="$clear" 'BEGIN { printf "%.2f", f / c }') |"
done
echo "| clear | $clear | 1.00 |"
