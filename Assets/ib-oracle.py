#!/usr/bin/env python3
"""Interface Builder's own frames as the oracle for the Auto Layout engine.

  python3 Assets/ib-oracle.py BINARY CORPUS [--out REPORT.json] [--timeout S] [--jobs N]
                              [--tolerance PT] [--examples N]

BINARY is a skeleton-preview (a release build: `swift build -c release --product skeleton-preview`),
CORPUS a folder with one folder per app (`owner+repo`, as Assets/ib-corpus.txt fetches them). For
every iOS .storyboard and .xib under each app (copies with the same bytes, such as Xcode's
localization exports, read once) and every layout in it, runs

  BINARY tree FILE --layout NAME --frames            the frames IB stored at the document's device
  BINARY tree FILE --layout NAME --frames --solve    the engine's solution at the same size

and matches the views by "reference" (IB's object id; a cell shown in several rows counts once, at
its first row; views without an id, such as simulated bars, are not IB's and are left out). A view
matches when x, y, width and height in the layout's coordinates all lie within the tolerance
(0.5 pt). A scroll view's content is compared in its content coordinates, as IB stores it and its
canvas draws it; where the two trees rest a scroll view at different content offsets (each decides
from its own content size whether the view scrolls under the bars), the report lists it under
"offsetsDiffer", outside the figure. Left out: views IB marks misplaced="YES" (their stored frame is not IB's solution), views
it stored no frame for (some files of Xcode 8 and earlier; nothing to compare with) and, in the main
figure, the views inside either (their stored frames follow the left-out one); views a
size class uninstalls are not in either tree. Prints the overall figure and one line per app, and
writes a JSON report: the figures, every file that failed or timed out, and the misses grouped by
likely cause (the view's class, its superview's class, which of x/y/width/height is off relative to
its superview), largest group first, with examples; a view whose frame relative to its superview is
right but whose superview is off is counted under "follows its superview". "misses" lists every
missed view ([file, layout, reference, class, cause, stored frame, solved frame]), to compare runs.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree

IB_EXTENSIONS = (".storyboard", ".xib")
EDGE_NAMES = ("x", "y", "width", "height")


def ios_documents(app_folder):
    """The app's iOS IB files (Cocoa Touch documents, outside .xcloc exports), each content once, sorted."""
    seen = set()
    found = []
    for folder, subfolders, files in os.walk(app_folder):
        # Xcode's localization exports (.xcloc) hold copies of the app's files, not built into it.
        subfolders[:] = sorted(name for name in subfolders if not name.endswith(".xcloc"))
        for name in sorted(files):
            if not name.endswith(IB_EXTENSIONS):
                continue
            path = os.path.join(folder, name)
            try:
                with open(path, "rb") as handle:
                    data = handle.read()
            except OSError:
                continue
            if b"CocoaTouch" not in data[:2000]:
                continue  # a macOS (Cocoa) document: not laid out by UIKit
            digest = hashlib.sha256(data).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            found.append(path)
    return found


def document_marks(path):
    """IB's per-view facts the trees do not carry: {id: (element, customClass, misplaced, ambiguous, unstored)}.
    `unstored`: a view under `<subviews>` with no `<rect key="frame">` (some files of Xcode 8 and earlier store
    none for views placed by constraints), whose stored frame the trees can only give as zero."""
    marks = {}
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return marks
    unstored = set()
    for subviews in root.iter("subviews"):
        for view in subviews:
            if view.get("id") is not None and view.find("rect[@key='frame']") is None:
                unstored.add(view.get("id"))
    for element in root.iter():
        ident = element.get("id")
        if ident is None:
            continue
        marks[ident] = (
            element.tag,
            element.get("customClass"),
            element.get("misplaced") == "YES",
            element.get("ambiguous") == "YES",
            ident in unstored,
        )
    return marks


def run(binary, arguments, deadline):
    """Runs the binary; (exit status, stdout, stderr), or None when the file's time ran out."""
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        return None
    try:
        done = subprocess.run([binary] + arguments, capture_output=True, timeout=remaining)
    except subprocess.TimeoutExpired:
        return None
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def layout_names(binary, path, deadline):
    """The layouts of one file, from `tree FILE`'s usage error ("… has: A, B"); None on timeout."""
    result = run(binary, ["tree", path], deadline)
    if result is None:
        return None
    marker = " has: "
    for line in result[2].splitlines():
        if line.startswith("error: --layout NAME is required") and marker in line:
            listed = line.split(marker, 1)[1]
            return listed.split(", ") if listed else []
    return []


def frames(binary, path, layout, solve, deadline):
    """The layout's views in tree order: [(reference, type, frame, parent index, content offset)], or an
    error string."""
    arguments = ["tree", path, "--layout", layout, "--frames"] + (["--solve"] if solve else [])
    result = run(binary, arguments, deadline)
    if result is None:
        return "timeout"
    status, out, err = result
    if status != 0:
        lines = [line for line in err.splitlines() if line.startswith("error")]
        return "exit %d: %s" % (status, (lines or err.splitlines()[-1:] or [""])[0][:300])
    try:
        tree = json.loads(out)
    except json.JSONDecodeError as error:
        return "bad JSON: %s" % error
    views = []

    def walk(node, parent):
        index = len(views)
        views.append((node["reference"], node["type"], node["frame"], parent, node.get("contentOffset", [0, 0])))
        for child in node.get("children", []):
            walk(child, index)

    walk(tree, None)
    return views


def split_names(binary, path, listed, deadline):
    """Rejoins layout names that themselves hold ", " (the usage error lists them comma-separated)."""
    names = []
    pending = None
    for part in listed:
        pending = part if pending is None else pending + ", " + part
        probe = frames(binary, path, pending, False, deadline)
        if isinstance(probe, str) and "no layout" in probe:
            continue
        names.append((pending, probe))
        pending = None
    return names


def compare_file(binary, app, path, timeout, tolerance):
    """Every layout of one file compared: a dict of views (matched or missed) and problems."""
    deadline = time.monotonic() + timeout
    marks = document_marks(path)
    result = {"app": app, "file": path, "views": [], "problems": []}
    listed = layout_names(binary, path, deadline)
    if listed is None:
        result["problems"].append("timeout listing layouts")
        return result
    for layout, stored in split_names(binary, path, listed, deadline):
        solved = frames(binary, path, layout, True, deadline)
        if isinstance(stored, str) or isinstance(solved, str):
            result["problems"].append("%s: %s" % (layout, stored if isinstance(stored, str) else solved))
            continue
        # Matched by reference, not position: a table re-flowed taller shows more placeholder rows.
        first_solved = {}
        for entry in solved:
            first_solved.setdefault(entry[0], entry)
        counterparts = [first_solved.get(entry[0]) for entry in stored]
        lost = sorted({entry[0] for entry, twin in zip(stored, counterparts) if twin is None and entry[0] in marks})
        if lost:
            result["problems"].append("%s: %d stored views not solved (%s)" % (layout, len(lost), ", ".join(lost[:5])))
        result["views"] += compare_layout(path, layout, stored, counterparts, marks, tolerance)
    return result


def compare_layout(path, layout, stored, solved, marks, tolerance):
    """One record per IB view of the layout (first occurrence of each id); `solved` holds each stored
    view's counterpart in the solved tree, or None."""
    records = []
    seen = set()
    for index, (mine, theirs) in enumerate(zip(stored, solved)):
        reference, kind, frame, parent, offset = mine
        if reference in seen or reference not in marks or theirs is None:
            continue
        seen.add(reference)
        misplaced = marks[reference][2]
        unstored = marks[reference][4]
        ancestor_misplaced = False
        walk = parent
        while walk is not None:
            above = marks.get(stored[walk][0], (None, None, False, False, False))
            if above[2] or above[4]:
                ancestor_misplaced = True
            walk = stored[walk][3]
        record = {
            "file": path,
            "layout": layout,
            "reference": reference,
            "type": kind,
            "stored": frame,
            "solved": theirs[2],
            "matched": not edges_off(frame, theirs[2], tolerance),
            # A view IB stored no frame for has nothing to compare with: left out as a misplaced one.
            "misplaced": misplaced or unstored,
            "unstored": unstored,
            "insideMisplaced": ancestor_misplaced,
        }
        if edges_off(offset, theirs[4], tolerance):
            record["offsets"] = [offset, theirs[4]]
        if not record["matched"]:
            record.update(miss_details(stored, solved, index, marks, tolerance))
        records.append(record)
    return records


def edges_off(stored, solved, tolerance):
    """Which of x, y, width, height differ by more than the tolerance."""
    return [name for name, a, b in zip(EDGE_NAMES, stored, solved) if abs(a - b) > tolerance]


def miss_details(stored, solved, index, marks, tolerance):
    """A missed view's likely cause: its frame relative to its superview, and the superview's class."""
    reference, kind, frame, parent, _ = stored[index]
    own_stored, own_solved = list(frame), list(solved[index][2])
    parent_type = None
    if parent is not None and solved[parent] is not None:
        parent_type = stored[parent][1]
        for axis in (0, 1):
            own_stored[axis] -= stored[parent][2][axis]
            own_solved[axis] -= solved[parent][2][axis]
    delta = [round(b - a, 2) for a, b in zip(own_stored, own_solved)]
    off = edges_off(own_stored, own_solved, tolerance)
    element, custom_class, _, ambiguous, _ = marks[reference]
    if not off:
        cause = "follows its superview (%s)" % parent_type
    else:
        cause = "%s in %s: %s off" % (kind, parent_type or "(root)", "+".join(off))
    return {
        "cause": cause,
        "delta": delta,
        "size": max(abs(value) for value in delta) if off else 0,
        "element": element,
        "customClass": custom_class,
        "ambiguous": ambiguous,
    }


def percent(part, whole):
    """part / whole as a percentage with one decimal, or None for nothing to count."""
    return round(100.0 * part / whole, 1) if whole else None


def tally(records, leave_out_inside_misplaced):
    """(matched, counted) over the records, leaving out the misplaced views (and those inside them)."""
    counted = [
        record
        for record in records
        if not record["misplaced"] and not (leave_out_inside_misplaced and record["insideMisplaced"])
    ]
    return sum(record["matched"] for record in counted), len(counted)


def group_misses(records, examples):
    """The missed views grouped by cause, largest group first, each with its worst examples."""
    groups = {}
    for record in records:
        if record["matched"] or record["misplaced"] or record["insideMisplaced"]:
            continue
        groups.setdefault(record["cause"], []).append(record)
    report = []
    for cause, members in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
        sizes = [member["size"] for member in members]
        worst = sorted(members, key=lambda member: -member["size"])[:examples]
        report.append(
            {
                "cause": cause,
                "views": len(members),
                "apps": len({member["file"].split(os.sep)[0] for member in members}),
                "files": len({member["file"] for member in members}),
                "medianOff": statistics.median(sizes),
                "maxOff": max(sizes),
                "ambiguous": sum(member["ambiguous"] for member in members),
                "examples": [
                    {key: member[key] for key in ("file", "layout", "reference", "element", "customClass",
                                                  "stored", "solved", "delta")}
                    for member in worst
                ],
            }
        )
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="a skeleton-preview binary (release build)")
    parser.add_argument("corpus", help="a folder of apps, one folder each (owner+repo)")
    parser.add_argument("--out", default="ib-oracle-report.json", help="the JSON report to write")
    parser.add_argument("--timeout", type=float, default=120, help="seconds allowed per file (all its layouts)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="files compared at once")
    parser.add_argument("--tolerance", type=float, default=0.5, help="points a coordinate may be off")
    parser.add_argument("--examples", type=int, default=5, help="examples kept per cause")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        parser.error("%s is not an executable skeleton-preview" % options.binary)
    if not os.path.isdir(options.corpus):
        parser.error("%s is not a folder (fetch the corpus first: Docs/interface-builder.md)" % options.corpus)

    options.out = os.path.abspath(options.out)
    os.chdir(options.corpus)  # paths in the report are relative to the corpus: app/…
    apps = sorted(name for name in os.listdir(".") if os.path.isdir(name))
    work = [(app, path) for app in apps for path in ios_documents(app)]
    if not work:
        parser.error("no iOS storyboards or xibs under %s" % options.corpus)
    show_progress = sys.stderr.isatty()
    results = []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        futures = [
            pool.submit(compare_file, binary, app, path, options.timeout, options.tolerance) for app, path in work
        ]
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            results.append(future.result())
            if show_progress:
                line = "[%d/%d] %s" % (done, len(work), results[-1]["file"])
                sys.stderr.write("\r\033[K" + line[: os.get_terminal_size(2).columns - 1])
                sys.stderr.flush()
    if show_progress:
        sys.stderr.write("\r\033[K")
    results.sort(key=lambda result: result["file"])

    records = [record for result in results for record in result["views"]]
    matched, counted = tally(records, True)
    marked_matched, marked_counted = tally(records, False)
    per_app = []
    for app in apps:
        own = [record for record in records if record["file"].split(os.sep)[0] == app]
        app_matched, app_counted = tally(own, True)
        files = [result for result in results if result["app"] == app]
        per_app.append(
            {
                "app": app,
                "files": len(files),
                "views": app_counted,
                "matched": app_matched,
                "percent": percent(app_matched, app_counted),
            }
        )
    problems = [{"file": result["file"], "problems": result["problems"]} for result in results if result["problems"]]
    report = {
        "binary": binary,
        "tolerance": options.tolerance,
        "apps": len([app for app in per_app if app["files"]]),
        "files": len(results),
        "layouts": len({(record["file"], record["layout"]) for record in records}),
        "views": counted,
        "matched": matched,
        "percent": percent(matched, counted),
        "misplacedLeftOut": sum(record["misplaced"] and not record["unstored"] for record in records),
        "unstoredLeftOut": sum(record["unstored"] for record in records),
        "insideMisplacedLeftOut": counted and marked_counted - counted,
        "percentLeavingOutOnlyMarked": percent(marked_matched, marked_counted),
        "seconds": round(time.monotonic() - started, 1),
        "perApp": per_app,
        "causes": group_misses(records, options.examples),
        "misses": [
            [record[key] for key in ("file", "layout", "reference", "type", "cause", "stored", "solved")]
            for record in records
            if not record["matched"] and not record["misplaced"] and not record["insideMisplaced"]
        ],
        "offsetsDiffer": [
            [record[key] for key in ("file", "layout", "reference")] + record["offsets"]
            for record in records
            if "offsets" in record
        ],
        "problems": problems,
    }
    with open(options.out, "w") as handle:
        json.dump(report, handle, indent=1)
        handle.write("\n")

    print("%s%% of %d views within %g pt (%d apps, %d files, %d layouts; %d misplaced and %d without a stored "
          "frame left out, %d inside them)"
          % (report["percent"], counted, options.tolerance, report["apps"], report["files"], report["layouts"],
             report["misplacedLeftOut"], report["unstoredLeftOut"], report["insideMisplacedLeftOut"]))
    print("  %s%% leaving out only the views marked misplaced" % report["percentLeavingOutOnlyMarked"])
    for app in per_app:
        if app["files"]:
            print("  %-50s %6s%% of %5d views, %3d files" % (app["app"], app["percent"], app["views"], app["files"]))
    for group in report["causes"][:10]:
        print("  miss: %5d  %s (median %.1f pt)" % (group["views"], group["cause"], group["medianOff"]))
    if report["offsetsDiffer"]:
        print("  %d scroll views rest at other content offsets (listed in the report)" % len(report["offsetsDiffer"]))
    if problems:
        print("  %d files with problems (listed in the report)" % len(problems))
    print("report: %s" % options.out)


if __name__ == "__main__":
    main()
