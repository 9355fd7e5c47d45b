#!/usr/bin/env python3
"""Ours ÷ Blend2D per variant, measured in pairs close together in time.

The shared machine's speed drifts by tens of percent within minutes (memory bandwidth shared with
other machines), so one median of ours and one of Blend2D taken minutes apart can land in
different regimes. This alternates short blocks: our renderer (`skeleton-preview bench`, one
process per block) and Blend2D (through ../shared/bench/peers/bench.py's own backend and frame
plans, in this process), the same number of frames each, in turns that swap which goes first, and
prints the median of the per-pair ratios with their range. Usage:

    Assets/paired-ratios.py .build/release/skeleton-preview ../shared/bench/peers/scene_1920x1080.json

Run it with the peers' virtual environment's Python (it imports blend2d and numpy).
"""
import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile


def ours_median(binary, scene, variant, frames, warmup):
    """Median milliseconds of one `bench` process for one variant."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run(
            [binary, "bench", "--scene", scene, "--variant", variant, "--frames", str(frames),
             "--warmup", str(warmup), "--json", out.name],
            check=True, stdout=subprocess.DEVNULL)
        return json.load(open(out.name))[0]["median_ms"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary", help="the skeleton-preview executable")
    ap.add_argument("scene", help="a scene JSON of ../shared/bench/peers")
    ap.add_argument("--peers", default=os.environ.get("PEERS", "../shared/bench/peers"))
    ap.add_argument("--variants", default="a,b,c,d,e")
    ap.add_argument("--blocks", type=int, default=8, help="pairs per variant")
    ap.add_argument("--frames", type=int, default=180, help="timed frames per block (a whole pulse and slide period)")
    ap.add_argument("--warmup", type=int, default=30)
    a = ap.parse_args()

    sys.path.insert(0, os.path.abspath(a.peers))
    import bench as peers

    with open(a.scene) as f:
        scene = peers.Scene(json.load(f))
    blend2d = peers.Blend2DBackend(scene)
    content = peers.VariantPlan(scene, "content")
    blend2d.render_content(blend2d.prepare(content), [blend2d.paint(s) for s in content.specs(0)])
    print("%s: %dx%d, %d pairs of %d frames per variant, %s" % (
        os.path.basename(a.scene), scene.W, scene.H, a.blocks, a.frames, blend2d.version()))
    print("| variant | ours (median of blocks) | Blend2D | ours ÷ Blend2D, median (range) |")
    print("| --- | --- | --- | --- |")
    for v in [v for v in a.variants.split(",") if v]:
        job = peers.Job(blend2d, scene, v, content)
        for f in range(a.warmup):
            job.fn(f)
        ours, theirs, ratios = [], [], []
        def blend2d_median():
            times = []
            job.fn(0)
            gc.disable()
            peers.timed(job.fn, range(a.frames), times)
            gc.enable()
            return peers.pct(times, 0.5) * 1e3

        for block in range(a.blocks):
            # Alternate which one goes first, so that neither always runs just after the other.
            if block % 2 == 0:
                o = ours_median(a.binary, a.scene, v, a.frames, a.warmup)
                b = blend2d_median()
            else:
                b = blend2d_median()
                o = ours_median(a.binary, a.scene, v, a.frames, a.warmup)
            ours.append(o)
            theirs.append(b)
            ratios.append(o / b)
        print("| %s | %.3f | %.3f | %.2f (%.2f–%.2f) |" % (
            peers.VARIANT_LABEL[v], statistics.median(ours), statistics.median(theirs),
            statistics.median(ratios), min(ratios), max(ratios)), flush=True)


if __name__ == "__main__":
    main()
