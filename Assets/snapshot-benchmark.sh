#!/usr/bin/env bash
# Times opening a 1 000-view app snapshot (issue #35's target: under 100 ms): a generated
# 390×844 screen of 111 cards (a card, its avatar, two labels, a wrapping body label, a button,
# a stack holding two icons: 9 views each, all flagged skeletonable), read as the window and every
# command read a snapshot; `validate` (read, map, reachability lint) and `capture` of it as whole
# processes, beside `validate` of a shipped theme (process start and fontconfig alone).
#   Assets/snapshot-benchmark.sh [BINARY]      (default .build/release/skeleton-preview)
set -euo pipefail
bin=${1:-.build/release/skeleton-preview}
work=$(mktemp -d)
trap 'rm -rf -- "$work"' EXIT
snapshot="$work/Feed.snapshot.json"
python3 - "$snapshot" <<'PY'
import json, sys
flag = {"isSkeletonable": True}
font = {"name": ".SFUI-Regular", "family": ".AppleSystemUIFont", "size": 15}
def label(frame, text, lines=1):
    return {"class": "UILabel", "uikit": "UILabel", "frame": frame, "skeleton": flag,
            "text": {"text": text, "font": font, "numberOfLines": lines}}
cards = []
for c in range(111):
    y = c * 130
    cards.append({
        "class": "CardView", "uikit": "UIView", "frame": [16, y, 358, 120], "skeleton": flag,
        "layer": {"cornerRadius": 12}, "subviews": [
            {"class": "UIImageView", "uikit": "UIImageView", "frame": [28, y + 12, 40, 40], "image": [40, 40],
             "layer": {"cornerRadius": 20}, "skeleton": flag},
            label([80, y + 12, 200, 20], f"Author {c}"),
            label([80, y + 34, 120, 16], "2 h ago"),
            label([28, y + 60, 330, 36], f"Post {c} with a body long enough to wrap onto a second line", 0),
            {"class": "UIButton", "uikit": "UIButton", "frame": [300, y + 12, 60, 28], "skeleton": flag,
             "button": {"title": "Follow"}},
            {"class": "UIStackView", "uikit": "UIStackView", "frame": [28, y + 100, 80, 16], "skeleton": flag,
             "stack": {"axis": "horizontal", "spacing": 8, "alignment": "fill", "distribution": "fill"},
             "subviews": [
                 {"class": "UIImageView", "uikit": "UIImageView", "frame": [28, y + 100, 16, 16], "skeleton": flag},
                 {"class": "UIImageView", "uikit": "UIImageView", "frame": [52, y + 100, 16, 16], "skeleton": flag}]}]})
root = {"class": "FeedView", "uikit": "UIView", "frame": [0, 0, 390, 844], "skeleton": flag, "subviews": cards}
screen = {"width": 390, "height": 844, "scale": 3, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
          "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
          "contentSizeCategory": "UICTContentSizeCategoryL", "layoutDirection": "leftToRight", "style": "light"}
json.dump({"format": "skeleton-preview-snapshot", "version": 1, "name": "Feed", "screen": screen, "root": root},
          open(sys.argv[1], "w"))
def count(view):
    return 1 + sum(count(child) for child in view.get("subviews", []))
print(f"snapshot: {count(root)} views, ", end="")
PY
echo "$(wc -c <"$snapshot") bytes"
best() {  # the fastest of five runs, in milliseconds
    local fastest=999999 i start end
    for i in 1 2 3 4 5; do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        fastest=$(( (end - start) / 1000000 < fastest ? (end - start) / 1000000 : fastest ))
    done
    echo "$fastest"
}
base=$(best "$bin" validate Themes/default.theme.json)
open=$(best "$bin" validate "$snapshot")
echo "validate of a shipped theme:         $base ms (process start and fontconfig)"
echo "validate of the snapshot:            $open ms (whole process; $((open - base)) ms beyond the theme's)"
echo "capture of the snapshot (one frame): $(best "$bin" capture "$snapshot" --layout Feed --out "$work/feed.png") ms"
