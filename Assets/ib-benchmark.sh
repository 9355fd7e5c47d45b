#!/usr/bin/env bash
# Times the Interface Builder importer on a generated storyboard the size of a large real app's
# (70 scenes, 980 labels with fonts, colours and SkeletonView flags, all on one line as the worst
# case for position tracking): `validate` (read, map, check reachability), `capture --all`, and,
# when xvfb-run is installed, the window animating all its scenes (first frame, frame intervals,
# CPU) next to the shipped gallery in the same look, 20 s each at 1280x800.
#   Assets/ib-benchmark.sh [BINARY]      (default .build/release/skeleton-preview)
set -euo pipefail
bin=${1:-.build/release/skeleton-preview}
work=$(mktemp -d)
trap 'rm -rf -- "$work"' EXIT
# Where an Xcode project keeps it (the asset-catalog search looks around the file's folder).
board="$work/MyApp/MyApp/Base.lproj/Main.storyboard"
mkdir -p "$(dirname "$board")"
python3 - "$board" <<'PY'
import sys
scenes = []
view = 0
for s in range(70):
    labels = []
    for v in range(14):
        view += 1
        labels.append(
            f'<label text="Label {view}" numberOfLines="2" id="v{view}"><rect key="frame" x="16" y="{20 + v * 40}" '
            'width="300" height="32"/><fontDescription key="fontDescription" type="system" pointSize="17"/>'
            '<color key="textColor" systemColor="labelColor"/><userDefinedRuntimeAttributes>'
            '<userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>'
            '</userDefinedRuntimeAttributes></label>')
    scenes.append(
        f'<scene sceneID="s{s}"><objects><viewController storyboardIdentifier="Scene {s}" id="c{s}" '
        f'sceneMemberID="viewController"><view key="view" id="r{s}"><rect key="frame" x="0" y="0" width="393" '
        f'height="852"/><subviews>{"".join(labels)}</subviews><userDefinedRuntimeAttributes>'
        '<userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>'
        '</userDefinedRuntimeAttributes></view></viewController></objects></scene>')
open(sys.argv[1], "w").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
    'version="3.0"><device id="retina6_12" orientation="portrait" appearance="light"/><scenes>'
    + "".join(scenes) + "</scenes></document>\n")
PY
best() {  # the fastest of five runs, in milliseconds
    local fastest=999999 i start end
    for i in 1 2 3 4 5; do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        fastest=$(( (end - start) / 1000000 < fastest ? (end - start) / 1000000 : fastest ))
    done
    echo "$fastest"
}
echo "storyboard: 70 scenes, 980 labels, $(wc -c <"$board") bytes"
echo "validate (whole process):     $(best "$bin" validate "$board") ms"
echo "validate of a shipped theme:  $(best "$bin" validate Themes/default.theme.json) ms (process start and fontconfig)"
echo "capture --all (whole process): $(best "$bin" capture "$board" --all --out "$work/sheet.png") ms"
command -v xvfb-run >/dev/null || { echo "window: xvfb-run is missing, skipped"; exit 0; }
window() {  # the window's statistics for one run of 20 s, as `--stats` prints them
    SDL_VIDEODRIVER= xvfb-run -a -n $((RANDOM + 100)) -s "-screen 0 1280x800x24" \
        "$bin" "$@" --theme Themes/default.theme.json --size 1280x800 --quit-after 20 --stats 2>/dev/null \
        | grep -E "window visible|frame interval|frames over|CPU time|render per frame" | sed 's/^/    /'
}
echo "window, the storyboard's 70 scenes (gradientAnimated, the default theme's look):"
window "$board"
echo "window, the shipped gallery (same look, same size):"
window Themes/default.theme.json
