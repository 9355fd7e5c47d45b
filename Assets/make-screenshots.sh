#!/usr/bin/env bash
# Regenerates the screenshots of README.md and Docs/ with skeleton-preview's own capture mode (`make screenshots`).
# Every file is a pure function of the theme and the options below, so a rerun gives the same bytes.
set -euo pipefail
bin=${1:-.build/release/skeleton-preview}
out=Assets/screenshots
mkdir -p "$out"

# The default theme's gallery in light and dark, every layout in the four styles.
"$bin" capture Themes/default.theme.json --all --appearances light,dark --out "$out/default-sheet.png"
# The same right-to-left: natural text and last lines align right, the shimmer slides right to left.
"$bin" capture Themes/default.theme.json --all --rtl --out "$out/default-rtl-sheet.png"
# The flat palette with its diagonal shimmer.
"$bin" capture Themes/flat.theme.json --all --out "$out/flat-sheet.png"
# UIView-Shimmer's template look.
"$bin" capture Themes/shimmer.theme.json --all --out "$out/shimmer-sheet.png"
# One shimmer pass of the social feed, frame by frame with their times.
"$bin" capture Themes/default.theme.json --layout "Social feed" --style gradientAnimated \
    --frames 6 --fps 4 --out "$out/feed-filmstrip.png"
# The same pass as an animated GIF.
"$bin" capture Themes/flat.theme.json --layout "Profile header" --style gradientAnimated \
    --animated "$out/profile-shimmer.gif" --fps 25
# The same loop as lossless WebP: no banding in the gradient.
"$bin" capture Themes/flat.theme.json --layout "Profile header" --style gradientAnimated \
    --animated "$out/profile-shimmer.webp" --fps 25
# The capture that Docs/export-swift.md shows beside the theme's `export swift`.
"$bin" capture Themes/flat.theme.json --layout "Hierarchy demo" --time 1.2 --out "$out/flat-hierarchy.png"
# Skeleton and content: the article while the skeleton fades out.
"$bin" capture Themes/default.theme.json --layout "Article" --hide-at 0.5 --time 0.625 \
    --out "$out/article-crossfade.png"
"$bin" capture Themes/default.theme.json --layout "Article" --hide-at 0.5 --time 2 \
    --out "$out/article-content.png"
# The real screen over the skeleton: that content as the screenshot, as a swipe and as a difference.
"$bin" capture Themes/default.theme.json --layout "Article" --overlay "$out/article-content.png" \
    --overlay-opacity 1 --overlay-split 0.5 --out "$out/overlay-article-swipe.png"
"$bin" capture Themes/default.theme.json --layout "Article" --overlay "$out/article-content.png" \
    --overlay-opacity 1 --overlay-blend difference --out "$out/overlay-article-difference.png"
# UIKit controls, a bordered and shadowed card: content, then the skeleton (border above it, shadow below).
"$bin" capture Themes/uikit-controls.theme.json --layout Controls --hide-at 0 --time 1 --out "$out/controls-content.png"
"$bin" capture Themes/uikit-controls.theme.json --layout Controls --out "$out/controls-skeleton.png"
# Variants side by side: light and dark x LTR and RTL on one clock, mid-shimmer.
"$bin" capture Themes/default.theme.json --layout "Social feed" --style gradientAnimated --time 0.9 \
    --variants --scale 0.5 --out "$out/feed-variants.png"
# The same layout re-flowed on four devices, each in its frame with status bar and home indicator.
"$bin" capture Themes/default.theme.json --layout "Social feed" --style gradient --variants \
    --vary device=iphone-se,iphone-15,iphone-15-pro-max,ipad-10 --vary appearance=light --vary direction=ltr \
    --scale 0.4 --out "$out/feed-devices.png"
# An iPhone on its side: no status bar, the Dynamic Island and the safe area at the sides.
"$bin" capture Themes/default.theme.json --layout "Settings" --style gradient --appearance dark \
    --device iphone-15-landscape --scale 0.75 --out "$out/settings-iphone-landscape.png"
# The window's inspector over a capture: the feed's avatar outlined, explain's lines beside it.
"$bin" capture Themes/default.theme.json --layout "Social feed" --style gradient --inspect 0.1.0.0.0 \
    --scale 2 --out "$out/inspector-feed.png"
# The loading simulator's chart: visible times of 1000 seeded loads and load 1's timeline.
"$bin" simulate Themes/default.theme.json --chart "$out/simulate-default.png" >/dev/null
# SkeletonView's own example app (Examples/iOS Example/Sources/Base.lproj/Main.storyboard of a
# SkeletonView checkout, not part of this repository): skeleton and content, as
# Docs/interface-builder.md shows them. Skipped unless SKELETONVIEW_EXAMPLE names that storyboard.
if [ -n "${SKELETONVIEW_EXAMPLE:-}" ]; then
    "$bin" capture "$SKELETONVIEW_EXAMPLE" --layout ViewController --bridge --style gradient \
        --out "$out/ib-example-skeleton.png"
    "$bin" capture "$SKELETONVIEW_EXAMPLE" --layout ViewController --bridge --hide-at 0 --time 1 \
        --out "$out/ib-example-content.png"
fi
echo "screenshots written to $out/"
