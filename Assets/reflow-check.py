#!/usr/bin/env python3
"""Re-flow suspects: Interface Builder screens solved on other devices and at other text sizes.

  python3 Assets/reflow-check.py BINARY CORPUS [--devices D,…] [--content-sizes C,…] [--out SUSPECTS.json]
                                 [--timeout S] [--jobs N]

IB stores frames only at the document's own device and text size, so elsewhere there is no oracle:
this lists suspects to read, not errors. For every iOS .storyboard and .xib under CORPUS (one folder
per app, as for Assets/ib-oracle.py, whose file list it shares) and every layout in it, it solves

  BINARY tree FILE --layout NAME --frames --solve                          the design size
  BINARY tree FILE --layout NAME --frames --device D                       each of --devices
  BINARY tree FILE --layout NAME --frames --solve --content-size C         each of --content-sizes

and lists the views (matched by "reference") that at the design size were sound and on the other
device or text size:
  collapsed         have a zero width or height (they had one above half a point; not a simulated status bar's
                    band on a device that shows no status bar, such as an iPhone on its side)
  negative          have a negative width or height
  off screen        leave the screen sideways (they were inside it; views in scroll views left out)
  out of superview  leave their superview sideways (they were inside it; scroll views left out)
  overlap           overlap a sibling by more than half a point each way (they were apart; a simulated bar's
                    band that had no height at the design size left out, and a list's rows under its bars)
tvOS documents are checked at the --content-sizes only: no iPhone or iPad shows their screens.
Many suspects are the app's own layout (fixed widths, autoresizing masks without a flexible width,
fixed heights UIKit clips too): read them one by one. Prints a table of suspects by kind and variant;
writes every suspect as [file, layout, variant, kind, reference, class, design frame, frame].
"""

import argparse
import collections
import concurrent.futures
import importlib.util
import json
import os
import sys
import time

SCROLLING = {"UIScrollView", "UITableView", "UICollectionView", "UITextView"}
KINDS = ("collapsed", "negative", "off screen", "out of superview", "overlap")
SLACK = 0.5


def load_oracle():
    """Assets/ib-oracle.py, next to this file: its corpus file list and its way of running the binary."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ib-oracle.py")
    spec = importlib.util.spec_from_file_location("ib_oracle", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


oracle = load_oracle()


def variants(devices, content_sizes):
    """[(name, tree arguments)]: each device at the default text size, each text size at the design device."""
    found = [(device, ["--device", device]) for device in devices]
    found += [(size, ["--solve", "--content-size", size]) for size in content_sizes]
    return found


def solved_views(binary, path, layout, arguments, deadline):
    """{reference: (frame, parent frame, parent class, inside a scroll view, sibling references)}, the root's
    frame; None when the binary failed or the time ran out."""
    result = oracle.run(binary, ["tree", path, "--layout", layout, "--frames"] + arguments, deadline)
    if result is None or result[0] != 0:
        return None
    try:
        root = json.loads(result[1])
    except json.JSONDecodeError:
        return None
    views = {}

    def walk(node, parent, scrolled):
        inside_scroll = scrolled or (parent is not None and parent.get("type") in SCROLLING)
        children = node.get("children", [])
        siblings = [child.get("reference") for child in children]
        for child in children:
            reference = child.get("reference")
            if reference and reference not in views:  # a cell shown in several rows counts once
                views[reference] = (child["frame"], node["frame"], node.get("type"), inside_scroll, child.get("type"),
                                    [other for other in siblings if other and other != reference])
            walk(child, node, inside_scroll)

    walk(root, None, False)
    return views, root["frame"]


def spans(frame, outer):
    """Whether `frame` lies inside `outer` sideways (the axis a narrower screen squeezes)."""
    return frame[0] >= outer[0] - SLACK and frame[0] + frame[2] <= outer[0] + outer[2] + SLACK


def overlapping(first, second):
    """Whether two frames share more than SLACK points each way."""
    width = min(first[0] + first[2], second[0] + second[2]) - max(first[0], second[0])
    height = min(first[1] + first[3], second[1] + second[3]) - max(first[1], second[1])
    return width > SLACK and height > SLACK


def kind_of(reference, design, other):
    """The suspect kind of one view, or None when it stays as sound as at the design size."""
    (views, screen_at_design), (now, screen) = design, other
    frame, parent, parent_type, scrolled, _, siblings = now[reference]
    was, was_parent, _, _, _, _ = views[reference]
    if (was[2] > SLACK and frame[2] <= 0.01) or (was[3] > SLACK and frame[3] <= 0.01):
        # The status bar's band under a simulated bar has no height where the device shows no status bar
        # (an iPhone on its side), as in UIKit.
        return None if is_bar(reference) else "collapsed"
    if frame[2] < -0.01 or frame[3] < -0.01:
        return "negative"
    if not scrolled and spans(was, screen_at_design) and not spans(frame, screen):
        return "off screen"
    if parent_type not in SCROLLING and spans(was, was_parent) and not spans(frame, parent):
        return "out of superview"
    for sibling in siblings:
        if sibling in now and sibling in views and sibling > reference:  # each pair once
            if emptied_bar(reference, was) or emptied_bar(sibling, views[sibling][0]):
                continue
            if parent_type in SCROLLING and (is_bar(reference) or is_bar(sibling)):
                continue  # a list's rows scroll under the bars over it, as in UIKit
            if not overlapping(was, views[sibling][0]) and overlapping(frame, now[sibling][0]):
                return "overlap"
    return None


def is_bar(reference):
    """Whether the view is one of the simulated bars the preview draws over a screen (status, navigation, tab)."""
    return "-simulated-" in reference


def emptied_bar(reference, design_frame):
    """Whether the view is a simulated bar's band that had no height at the design size: the status bar's band
    of a canvas that drew no status bar, which on a device overlaps what the navigation bar below it overlapped
    there too."""
    return is_bar(reference) and design_frame[3] <= SLACK


def is_tv_document(path):
    """Whether the file is a tvOS document, whose screens an iPhone or iPad never shows."""
    try:
        with open(path, "rb") as handle:
            return b'targetRuntime="AppleTV"' in handle.read(2000)
    except OSError:
        return False


def check_file(binary, path, checked, timeout):
    """(path, suspects as [layout, variant, kind, reference, class, design frame, frame], problem or None)."""
    deadline = time.monotonic() + timeout
    if is_tv_document(path):
        checked = [(name, arguments) for name, arguments in checked if "--device" not in arguments]
        if not checked:
            return path, [], None
    names = oracle.layout_names(binary, path, deadline)
    if names is None:
        return path, [], "timeout"
    suspects = []
    for layout in names:
        design = solved_views(binary, path, layout, ["--solve"], deadline)
        if design is None:
            continue
        for name, arguments in checked:
            other = solved_views(binary, path, layout, arguments, deadline)
            if other is None:
                continue
            for reference in other[0]:
                if reference not in design[0]:
                    continue
                kind = kind_of(reference, design, other)
                if kind:
                    frame, _, _, _, view_type, _ = other[0][reference]
                    suspects.append([layout, name, kind, reference, view_type, design[0][reference][0], frame])
        if time.monotonic() > deadline:
            return path, suspects, "timeout"
    return path, suspects, None


def progress(done, total, started):
    """One line on stderr: files done of all, and the time left at the pace so far."""
    left = (time.monotonic() - started) / done * (total - done)
    sys.stderr.write("\r\033[K[%d/%d] %d:%02d left" % (done, total, left // 60, left % 60))
    sys.stderr.flush()


def summary(suspects, names):
    """The table of suspects: one row per kind, one column per variant, totals last."""
    counts = collections.Counter((suspect[3], suspect[2]) for suspect in suspects)
    widths = [max(len(name), 5) for name in names]

    def row(label, cells):
        return "%-16s" % label + "".join("  %*s" % (width, cell) for width, cell in zip(widths, cells))

    lines = [row("kind", names)]
    lines += [row(kind, [counts[(kind, name)] for name in names]) for kind in KINDS]
    lines.append(row("all", [sum(counts[(kind, name)] for kind in KINDS) for name in names]))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", help="a skeleton-preview binary (release build)")
    parser.add_argument("corpus", help="a folder of apps, one folder each (owner+repo)")
    parser.add_argument("--devices", default="iphone-se,ipad-10",
                        help="devices to solve on, comma-separated (tree --device names; empty for none)")
    parser.add_argument("--content-sizes", default="extraSmall,accessibilityExtraExtraExtraLarge",
                        help="text sizes to solve at the design device, comma-separated (tree --content-size "
                             "names; empty for none)")
    parser.add_argument("--out", default="reflow-suspects.json", help="the JSON list of suspects to write")
    parser.add_argument("--timeout", type=float, default=300, help="seconds allowed per file (all its layouts)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="files checked at once")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        parser.error("%s is not an executable skeleton-preview" % options.binary)
    if not os.path.isdir(options.corpus):
        parser.error("%s is not a folder (fetch the corpus first: Docs/interface-builder.md)" % options.corpus)
    checked = variants([name for name in options.devices.split(",") if name],
                       [name for name in options.content_sizes.split(",") if name])
    if not checked:
        parser.error("nothing to check: give --devices or --content-sizes")

    options.out = os.path.abspath(options.out)
    os.chdir(options.corpus)  # paths in the list are relative to the corpus: app/…
    files = [path for app in sorted(os.listdir(".")) if os.path.isdir(app) for path in oracle.ios_documents(app)]
    if not files:
        parser.error("no iOS storyboards or xibs under %s" % options.corpus)
    show_progress = sys.stderr.isatty()
    started = time.monotonic()
    suspects, problems = [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        futures = [pool.submit(check_file, binary, path, checked, options.timeout) for path in files]
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            path, found, problem = future.result()
            suspects += [[path] + suspect for suspect in found]
            if problem:
                problems.append([path, problem])
            if show_progress:
                progress(done, len(files), started)
    if show_progress:
        sys.stderr.write("\r\033[K")
    suspects.sort()
    problems.sort()
    with open(options.out, "w") as handle:
        json.dump({"binary": binary, "variants": [name for name, _ in checked], "files": len(files),
                   "suspects": suspects, "problems": problems}, handle, indent=1)
        handle.write("\n")
    print("%d suspects in %d files (%d s)" % (len(suspects), len(files), round(time.monotonic() - started)))
    print(summary(suspects, [name for name, _ in checked]))
    if problems:
        print("%d files timed out (listed in the report)" % len(problems))
    print("suspects: %s" % options.out)


if __name__ == "__main__":
    main()
