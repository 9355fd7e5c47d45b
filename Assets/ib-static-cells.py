#!/usr/bin/env python3
"""Interface Builder's static table cells as the oracle for section headers and footers.

  python3 Assets/ib-static-cells.py BINARY CORPUS [--out REPORT.json] [--tolerance PT]

BINARY is a skeleton-preview, CORPUS a folder with one folder per app (as for Assets/ib-oracle.py,
whose file walk it shares). IB stores a static table's cells (`dataMode="static"`) in the table's
content coordinates: the first cell of a grouped table whose first section has a title 55.5 points
down, the next section's cells after the footer and header UIKit puts between. For every iOS file
with a static table, runs

  BINARY import FILE --out T.theme.json             the layouts, their safe areas, the tables' insets
  BINARY tree FILE --layout NAME --frames           the cells where the list layout placed them

and compares each cell's y, less the table's content top (its frame's y, its padding and the part
of the screen's safe area above it that the table covers, unless it never adjusts: UIKit's adjusted
content inset), with IB's. Counted: the
cells IB stored starting inside the table's bounds (the rows UIKit creates), first occurrence of
each id; a cell IB stored there that the layout did not place is a miss. Prints the figure and one
line per app; writes the misses ([file, layout, cell, stored y, placed y]).
"""

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE_SPEC = importlib.util.spec_from_file_location("ib_oracle", os.path.join(HERE, "ib-oracle.py"))
ORACLE = importlib.util.module_from_spec(ORACLE_SPEC)
ORACLE_SPEC.loader.exec_module(ORACLE)


def stored_cells(path):
    """{table id: [(cell id, y)]} for the file's static tables, y in the table's content coordinates."""
    tables = {}
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return tables
    for table in root.iter("tableView"):
        if table.get("dataMode") != "static" or table.get("id") is None:
            continue
        cells = []
        for cell in table.iter("tableViewCell"):
            frame = cell.find("rect[@key='frame']")
            if cell.get("id") is not None and frame is not None:
                cells.append((cell.get("id"), float(frame.get("y", 0))))
        tables[table.get("id")] = cells
    return tables


def theme_tables(layout):
    """{table id: (padding top, whether it adjusts its content inset)} for the layout's tables."""
    found = {}

    def walk(node):
        if node.get("type") == "table" and node.get("id") is not None:
            found[node["id"]] = ((node.get("padding") or {}).get("top", 0), node.get("adjustsContentInset", True))
        for child in node.get("children", []):
            walk(child)

    walk(layout["root"])
    return found


def placed_frames(binary, path, layout):
    """{reference: frame} of the layout's views as `tree --frames` places them (first occurrence; the
    root's also under None)."""
    done = subprocess.run(
        [binary, "tree", path, "--layout", layout, "--frames"], capture_output=True, timeout=120
    )
    if done.returncode != 0:
        return None
    frames = {}

    def walk(node):
        frames.setdefault(node.get("reference"), node["frame"])
        for child in node.get("children", []):
            walk(child)

    tree = json.loads(done.stdout)
    frames[None] = tree["frame"]
    walk(tree)
    return frames


def compare_file(binary, path, tolerance):
    """[(layout, cell, stored y, placed y or None, matched)] for the file's static tables."""
    tables = stored_cells(path)
    if not tables:
        return []
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "t.theme.json")
        done = subprocess.run([binary, "import", path, "--out", out], capture_output=True, timeout=300)
        if done.returncode != 0 or not os.path.exists(out):
            return []
        with open(out) as handle:
            theme = json.load(handle)
    records = []
    for layout in theme.get("layouts", []):
        inside = {key: value for key, value in theme_tables(layout).items() if key in tables}
        if not inside:
            continue
        frames = placed_frames(binary, path, layout["name"])
        if frames is None:
            continue
        has_safe_area = layout.get("fillsScreen") or any((layout.get("safeAreaInsets") or {}).values())
        safe_top = (layout.get("safeAreaInsets") or {}).get("top", 0) if has_safe_area else 0
        for table, (padding_top, adjusts) in inside.items():
            frame = frames.get(table)
            if frame is None:
                continue
            # The part of the safe area's top the table covers (all of it for a screen's root table).
            covered = max(0, min(frames[None][1] + safe_top - frame[1], frame[3])) if adjusts else 0
            top = frame[1] + padding_top + covered
            seen = set()
            for cell, y in tables[table]:
                if cell in seen or top + y >= frame[1] + frame[3]:
                    continue
                seen.add(cell)
                placed = frames.get(cell)
                placed_y = None if placed is None else round(placed[1] - top, 3)
                matched = placed_y is not None and abs(placed_y - y) <= tolerance
                records.append((layout["name"], cell, y, placed_y, matched))
    return records


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("corpus")
    parser.add_argument("--out")
    parser.add_argument("--tolerance", type=float, default=0.5)
    arguments = parser.parse_args()
    total = matched = 0
    misses = []
    per_app = {}
    for app in sorted(os.listdir(arguments.corpus)):
        folder = os.path.join(arguments.corpus, app)
        if not os.path.isdir(folder):
            continue
        for path in ORACLE.ios_documents(folder):
            try:
                records = compare_file(arguments.binary, path, arguments.tolerance)
            except (subprocess.TimeoutExpired, json.JSONDecodeError) as error:
                print("%s: %s" % (path, error), file=sys.stderr)
                continue
            for layout, cell, stored, placed, ok in records:
                counts = per_app.setdefault(app, [0, 0])
                counts[0] += ok
                counts[1] += 1
                if not ok:
                    misses.append([os.path.relpath(path, arguments.corpus), layout, cell, stored, placed])
            total += len(records)
            matched += sum(record[4] for record in records)
    for app, (good, count) in sorted(per_app.items()):
        print("%-40s %4d / %4d" % (app, good, count))
    figure = 100.0 * matched / total if total else 0.0
    print("static cells at IB's y: %d of %d (%.1f %%)" % (matched, total, figure))
    if arguments.out:
        with open(arguments.out, "w") as handle:
            json.dump({"matched": matched, "total": total, "percent": round(figure, 2), "misses": misses}, handle,
                      indent=1)


if __name__ == "__main__":
    main()
