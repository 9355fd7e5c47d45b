#!/usr/bin/env python3
"""Prints Docs/benchmarks.md's side-by-side table from one `make bench` window: our medians before and
after the peers, each peer's median, and ours ÷ Blend2D over both of our runs.

usage: bench-ratios.py OURS_BEFORE.json PEERS.json OURS_AFTER.json
"""
import json
import sys

LABELS = {"a": "(a) solid", "b": "(b) gradient", "c": "(c) solid animated (pulse)",
          "d": "(d) gradient animated (slide)", "e": "(e) cross-dissolve over content",
          "clear": "clear only (the floor)"}


def ours(path):
    return {row["variant"]: row["median_ms"] for row in json.load(open(path))}


def peers(path):
    table = {}
    for row in json.load(open(path))["results"]:
        table.setdefault(row["backend"], {})[row["variant"]] = row["median_ms"]
    return table


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__.strip())
    before, others, after = ours(argv[1]), peers(argv[2]), ours(argv[3])
    backends = [b for b in ("blend2d", "skia", "cairo") if b in others]
    print("| variant | ours | " + " | ".join(backends) + " | ours ÷ blend2d |")
    print("| --- " * (len(backends) + 3) + "|")
    for variant, label in LABELS.items():
        if variant not in before or variant not in after:
            continue
        lo, hi = sorted((before[variant], after[variant]))
        cells = [f"{others[b].get(variant, float('nan')):.2f}" for b in backends]
        blend = others.get("blend2d", {}).get(variant)
        ratio = f"{lo / blend:.2f}–{hi / blend:.2f}" if blend and variant != "clear" else ""
        print(f"| {label} | {lo:.2f}–{hi:.2f} | " + " | ".join(cells) + f" | {ratio} |")


if __name__ == "__main__":
    main(sys.argv)
