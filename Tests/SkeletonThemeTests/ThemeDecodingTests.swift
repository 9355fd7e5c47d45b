import Foundation
import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// Loads a theme from memory, named as a file of a folder that holds nothing else.
private func load(_ text: String, resolver: (any FontResolver)? = FakeFontResolver()) -> ThemeLoadResult {
    ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: resolver)
}

/// Loads a theme whose single layout has the given root view and returns that view.
private func rootView(_ view: String) throws -> ViewNode {
    let result = load(#"{"layouts": [{"name": "L", "size": [100, 100], "root": "# + view + "}]}")
    #expect(result.diagnostics.map(\.description) == [])
    return try #require(result.theme?.layouts.first?.root)
}

@Test func missingNameDefaultsToTheFileName() {
    #expect(load(#"{"layouts": []}"#).theme?.name == "t")
}

@Test func everyViewKeyReachesTheViewNode() throws {
    let view = try rootView(
        #"""
        {"type": "label", "id": "title", "frame": [1, 2, 30, 40], "arranged": true, "width": "fill", "height": 20,
         "layoutDirection": "rightToLeft", "backgroundColor": "#11223344",
         "cornerRadius": 4, "clipsToBounds": true, "isSkeletonable": false, "isHiddenWhenSkeletonIsActive": true,
         "skeletonCornerRadius": 6, "text": "Hi", "font": {"family": "DejaVu Sans", "size": 13, "weight": "semibold"},
         "textColor": {"light": "black", "dark": "white"}, "numberOfLines": 0, "textAlignment": "center",
         "lastLineFillPercent": 50, "linesCornerRadius": 3, "skeletonLineSpacing": 7, "skeletonPaddingInsets": 5,
         "skeletonTextLineHeight": "relativeToFont", "skeletonTextNumberOfLines": 2,
         "shimmeringAnimatedItems": ["a"], "excludedItems": ["b"]}
        """#)
    var expected = ViewNode(kind: .label)
    expected.id = "title"
    expected.frame = Rect(x: 1, y: 2, width: 30, height: 40)
    expected.width = .fill
    expected.height = .fixed(20)
    expected.layoutDirection = .rightToLeft
    expected.backgroundColor = AdaptiveColor(RGBA8(r: 0x11, g: 0x22, b: 0x33, a: 0x44))
    expected.cornerRadius = 4
    expected.clipsToBounds = true
    expected.isSkeletonable = false
    expected.isHiddenWhenSkeletonIsActive = true
    expected.skeletonCornerRadius = 6
    expected.text = "Hi"
    expected.font = FontSpec(family: "DejaVu Sans", size: 13, weight: 600)
    expected.textColor = AdaptiveColor(light: RGBA8(rgb: 0), dark: RGBA8(rgb: 0xFFFFFF))
    expected.numberOfLines = 0
    expected.textAlignment = .center
    expected.lastLineFillPercent = 50
    expected.linesCornerRadius = 3
    expected.skeletonLineSpacing = 7
    expected.skeletonPaddingInsets = EdgeInsets(all: 5)
    expected.skeletonTextLineHeight = .relativeToFont
    expected.skeletonTextNumberOfLines = .custom(2)
    expected.shimmeringAnimatedItems = ["a"]
    expected.excludedItems = ["b"]
    #expect(view == expected)
}

@Test func stackKeysReachTheViewNode() throws {
    let view = try rootView(
        #"{"type": "stack", "axis": "horizontal", "spacing": 8, "alignment": "center", "distribution": "fillEqually", "padding": {"top": 1, "left": 2}, "children": [{}, {"type": "button"}]}"#
    )
    #expect(view.padding == EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
    #expect(view.axis == .horizontal)
    #expect(view.spacing == 8)
    #expect(view.alignment == .center)
    #expect(view.distribution == .fillEqually)
    #expect(view.children.map(\.kind) == [.view, .button])
}

@Test func aStackChildIsArrangedUnlessGivenAFrameAndTheKeySaysSoExplicitly() throws {
    let view = try rootView(
        #"{"type": "stack", "children": [{}, {"frame": [0, 0, 10, 10]}, {"frame": [0, 0, 10, 10], "arranged": true}, {"arranged": false}]}"#
    )
    #expect(view.children.map(\.isArranged) == [true, false, true, false])
}

@Test func tableKeysBuildATableSpec() throws {
    let view = try rootView(
        #"{"type": "table", "rowHeight": 60, "numberOfSections": 2, "numberOfRows": 3, "cell": {}, "header": {"type": "label"}}"#
    )
    var expected = TableSpec(cell: ViewNode(kind: .view))
    expected.rowHeight = .fixed(60)
    expected.numberOfSections = 2
    expected.numberOfRows = 3
    expected.header = ViewNode(kind: .label)
    #expect(view.list == .table(expected))
}

@Test func collectionKeysBuildACollectionSpec() throws {
    let view = try rootView(
        #"{"type": "collection", "itemSize": [100, 120], "scrollDirection": "horizontal", "numberOfItems": "automatic", "lineSpacing": 4, "interitemSpacing": 6, "cell": {"type": "imageView"}}"#
    )
    var expected = CollectionSpec(cell: ViewNode(kind: .imageView))
    expected.itemSize = Size(width: 100, height: 120)
    expected.scrollDirection = .horizontal
    expected.lineSpacing = 4
    expected.interitemSpacing = 6
    #expect(view.list == .collection(expected))
}

@Test func gradientsAcceptABaseASecondaryOrAList() throws {
    let base = load(#"{"appearance": {"gradient": "emerald"}, "layouts": []}"#).theme?.appearance.gradient
    #expect(base == .base(AdaptiveColor(RGBA8(rgb: 0x2ECC71))))
    let pair = load(##"{"appearance": {"gradient": {"base": "clouds", "secondary": "#000000"}}, "layouts": []}"##)
    #expect(
        pair.theme?.appearance.gradient
            == .baseAndSecondary(AdaptiveColor(RGBA8(rgb: 0xECF0F1)), AdaptiveColor(RGBA8(rgb: 0))))
    let adaptive = load(#"{"appearance": {"gradient": {"light": "clouds", "dark": "darkClouds"}}, "layouts": []}"#)
    #expect(adaptive.theme?.appearance.gradient == .base(SkeletonAppearance.skeletonDefault))
}

@Test func multilineHeightAlsoSetsTheDefaultLineHeight() {
    let appearance = load(#"{"appearance": {"multilineHeight": 12}, "layouts": []}"#).theme?.appearance
    #expect(appearance?.multilineHeight == 12)
    #expect(appearance?.textLineHeight == .fixed(12))
}

@Test func animationEasingsAndTransitionsParse() {
    let result = load(
        #"{"animation": {"sliding": {"easing": "cubic-bezier(0.1, -0.5, 0.9, 1.5)", "duration": 2, "autoreverse": true, "shimmerSpace": "layout"}}, "transition": {"show": "none", "hide": "crossDissolve(0)", "delay": 0.5}, "layouts": []}"#
    )
    let theme = result.theme
    #expect(theme?.animation.sliding.easing == .cubicBezier(0.1, -0.5, 0.9, 1.5))
    #expect(theme?.animation.sliding.duration == 2)
    #expect(theme?.animation.sliding.autoreverse == true)
    #expect(theme?.animation.sliding.shimmerSpace == .layout)
    #expect(theme?.animation.pulse == AnimationSettings())
    #expect(!result.diagnostics.contains { $0.description.contains("animation") })
    #expect(theme?.transition.show == Transition.none)
    #expect(theme?.transition.hide == .crossDissolve(0))
    #expect(theme?.transition.delay == 0.5)
}

@Test func fontFallbackIsAWarningNamingTheFallback() {
    let result = load(
        #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "font": {"family": "Comic Neue", "size": 17}}}]}"#
    )
    #expect(result.theme != nil)
    #expect(result.diagnostics.map(\.severity) == [.warning])
    #expect(
        result.diagnostics.first?.message
            == "font family \"Comic Neue\" (weight 400) is not installed; fontconfig uses \"DejaVu Sans\" instead")
    #expect(result.diagnostics.first?.line == 1)
    #expect(result.diagnostics.first?.column == 82)
}

/// A theme whose one label uses `family`.
private func labelFont(_ family: String) -> String {
    #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "font": {"family": "\#(family)", "size": 17}}}]}"#
}

@Test(arguments: ["SF Pro Text", ".SFUI-Regular", "system", "Helvetica Neue"])
func iOSFontSaysWhichFontStandsIn(family: String) {
    let result = load(labelFont(family))
    #expect(result.theme != nil)
    #expect(result.diagnostics.map(\.severity) == [.warning])
    #expect(
        result.diagnostics.first?.message
            == "font family \"\(family)\" is an iOS font that Linux does not have; \"Roboto\" stands in for it (the closest metric match; Docs/themes.md, \"iOS fonts on Linux\")"
    )
    #expect(result.diagnostics.first?.line == 1 && result.diagnostics.first?.column == 82)
}

@Test func iOSFontWithoutItsStandInSaysWhatToInstall() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("t.theme.json", labelFont("SF Pro Display"))
    let result = ThemeLoader.load(path: path, fontResolver: FakeFontResolver(hasStandIn: false))
    #expect(
        result.diagnostics.first?.message
            == "font family \"SF Pro Display\" is an iOS font that Linux does not have; its stand-in \"Roboto\" is not installed either, so fontconfig uses \"DejaVu Sans\""
    )
    #expect(result.diagnostics.first?.fix.contains("install fonts-roboto-unhinted") == true)
}

@Test func everyProblemIsReportedNotOnlyTheFirst() {
    let result = load(
        #"{"style": "bad", "appearance": {"tintColor": "nope", "multilineSpacing": -1}, "layouts": [{"name": "L", "size": [0, 10], "root": {"type": "lable"}}]}"#
    )
    #expect(result.theme == nil)
    #expect(
        result.diagnostics.map(\.keyPath) == [
            "style", "appearance.tintColor", "appearance.multilineSpacing", "layouts[0].size[0]",
            "layouts[0].root.type",
        ])
}

@Test func unknownViewTypeSuggestsTheNearestKind() {
    let result = load(#"{"layouts": [{"name": "L", "size": [10, 10], "root": {"type": "lable"}}]}"#)
    #expect(result.diagnostics.first?.message == "unknown view type `lable`")
    #expect(result.diagnostics.first?.fix == "did you mean `label`?")
}

@Test func colourSuggestionsListTheNearestNames() {
    let result = load(#"{"appearance": {"tintColor": "silvr"}, "layouts": []}"#)
    #expect(result.diagnostics.first?.fix == "did you mean `silver`? (or write \"#RRGGBB\")")
    let far = load(#"{"appearance": {"tintColor": "blue"}, "layouts": []}"#)
    #expect(
        far.diagnostics.first?.fix.hasPrefix("did you mean") == true
            || far.diagnostics.first?.fix.hasPrefix("valid names") == true)
}

@Test func invalidHexColoursAreRejected() {
    let result = load(##"{"background": "#12345", "layouts": []}"##)
    #expect(result.diagnostics.first?.message == "invalid hex colour `#12345`")
}

@Test func includedLayoutsKeepPositionsInTheirOwnFile() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    try scratch.write("t.theme.json", #"{"layouts": [{"include": "parts/a.json"}]}"#)
    try scratch.write(
        "parts/a.json",
        "[\n  {\"name\": \"A\", \"size\": [10, 10],\n   \"root\": {\"type\": \"imageView\", \"image\": \"../nope.png\"}}\n]"
    )
    let result = ThemeLoader.load(path: folder + "/t.theme.json", fontResolver: nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.file == folder + "/parts/a.json")
    #expect((diagnostic.line, diagnostic.column) == (3, 43))
    #expect(diagnostic.keyPath == "[0].root.image")
    #expect(result.dependencies == [folder + "/t.theme.json", folder + "/parts/a.json", folder + "/nope.png"])
}

@Test func diagnosticDescriptionHasTheEditorFormat() {
    let diagnostic = Diagnostic(
        file: "a.json", line: 3, column: 7, severity: .error, message: "bad", keyPath: "x.y", fix: "do this")
    #expect(diagnostic.description == "a.json:3:7: error: bad (at x.y) — do this")
}

@Test func lastLineFillPercentAboveOneHundredIsClampedWithAWarning() throws {
    let result = load(
        #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "lastLineFillPercent": 150}}]}"#)
    #expect(result.theme?.layouts.first?.root.lastLineFillPercent == 100)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(result.diagnostics.first?.file ?? ""):1:97: warning: 150 is outside 0…100; SkeletonView clamps it to 100 (at layouts[0].root.lastLineFillPercent) — write 100 to say what is drawn"
        ])
}

@Test func negativeAppearanceFillPercentIsClampedToZero() {
    let result = load(#"{"appearance": {"multilineLastLineFillPercent": -20}, "layouts": []}"#)
    #expect(result.theme?.appearance.multilineLastLineFillPercent == 0)
    #expect(result.diagnostics.first?.severity == .warning)
}

@Test func imagePathsAreStoredAbsoluteAndStandardizedWhateverTheWorkingDirectory() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    try scratch.write("images/a.png", [0])
    let theme =
        #"{"layouts": [{"name": "L", "size": [10, 10], "root": {"type": "imageView", "image": "./x/../images/a.png"}}]}"#
    let path = try scratch.write("t.theme.json", theme)
    // The same file named relative to the working directory, through its root.
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + path.dropFirst()
    let expected = PathResolver.normalize(folder + "/images/a.png")
    for name in [path, relative] {
        let result = ThemeLoader.load(path: name, fontResolver: nil)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.theme?.layouts.first?.root.image == expected, "\(name)")
    }
}

@Test func absoluteFolderOfARelativeFileIsUnderTheWorkingDirectory() {
    let cwd = FileManager.default.currentDirectoryPath
    #expect(PathResolver.absoluteFolder(of: "themes/./t.theme.json") == PathResolver.normalize(cwd + "/themes"))
    #expect(PathResolver.absoluteFolder(of: "/a/b/../t.theme.json") == "/a")
    #expect(PathResolver.absoluteFolder(of: "/t.theme.json") == "/")
}

@Test func pulseAndSlidingBlocksConfigureTheirAnimationsApart() {
    let theme = load(
        #"{"animation": {"pulse": {"duration": 0.8, "easing": "linear", "autoreverse": false, "pause": 0.2}, "sliding": {"direction": "topBottom", "duration": 2}}, "layouts": []}"#
    ).theme
    var pulse = AnimationSettings()
    pulse.duration = 0.8
    pulse.easing = .linear
    pulse.autoreverse = false
    pulse.pause = 0.2
    var sliding = AnimationSettings()
    sliding.direction = .topBottom
    sliding.duration = 2
    #expect(theme?.animation.pulse == pulse)
    #expect(theme?.animation.sliding == sliding)
}

@Test func flatAnimationKeysStillLoadWithAWarningNamingTheirBlock() {
    let text = #"{"animation": {"direction": "rightLeft", "duration": 2, "sliding": {"duration": 3}}, "layouts": []}"#
    let result = load(text)
    // Flat keys set both animations (direction only the slide); a block's own value wins.
    #expect(result.theme?.animation.sliding.direction == .rightLeft)
    #expect(result.theme?.animation.sliding.duration == 3)
    #expect(result.theme?.animation.pulse.duration == 2)
    #expect(result.theme?.animation.pulse.direction == nil)
    let warnings = result.diagnostics.filter { $0.severity == .warning && $0.description.contains("animation.") }
    #expect(warnings.map(\.line) == [1, 1])
    #expect(warnings.map(\.column) == [16, 42])
    #expect(
        warnings.first?.description.hasSuffix(
            "warning: `animation.direction` is the old single animation block; `direction` belongs to the sliding animation (at animation.direction) — move it into `animation.sliding`"
        ) == true)
    #expect(
        warnings.last?.description.hasSuffix(
            "warning: `animation.duration` is the old single animation block and sets both the pulse and the sliding animation (at animation.duration) — move it into `animation.pulse` (solidAnimated) and/or `animation.sliding` (gradientAnimated)"
        ) == true)
    #expect(!result.diagnostics.hasErrors)
}

@Test func pulseHasNoDirection() {
    let result = load(#"{"animation": {"pulse": {"direction": "leftRight"}}, "layouts": []}"#)
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.description.contains("unknown key `direction` in animation.pulse") == true)
}

@Test func aFontNamedByTextStyleTakesTheStylesSizeAndWeight() throws {
    let view = try rootView(#"{"type": "label", "font": {"family": "Roboto", "textStyle": "headline"}}"#)
    #expect(view.font == FontSpec(family: "Roboto", size: 17, weight: 600, textStyle: .headline))
    let light = try rootView(#"{"type": "label", "font": {"textStyle": "largeTitle", "weight": "light"}}"#)
    #expect(light.font == FontSpec(size: 34, weight: 300, textStyle: .largeTitle))
}

@Test func aTextStyleWithASizeIsAnErrorAtTheSize() {
    let result = load(
        #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "font": {"textStyle": "body", "size": 20}}}]}"#
    )
    #expect(result.diagnostics.count == 1)
    #expect(
        result.diagnostics.first?.description.hasSuffix(
            "t.theme.json:1:112: error: a font with a textStyle takes its size from the style (at layouts[0].root.font.size) — remove `size` to follow Dynamic Type, or remove `textStyle` for a fixed size"
        ) == true)
}

@Test func aFontCanKeepItsSizeAtEveryContentSizeButATextStyleCannot() throws {
    let fixed = try rootView(#"{"type": "label", "font": {"size": 14, "scalesWithContentSize": false}}"#)
    var expected = FontSpec(size: 14)
    expected.scalesWithContentSize = false
    #expect(fixed.font == expected)
    let result = load(
        #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "font": {"textStyle": "body", "scalesWithContentSize": false}}}]}"#
    )
    #expect(
        result.diagnostics.map(\.description) == [
            "/virtual/t.theme.json:1:129: error: a font with a textStyle always follows the content size (at layouts[0].root.font.scalesWithContentSize) — remove `scalesWithContentSize`, or give a `size` instead of the `textStyle`"
        ])
}

@Test func anUnknownTextStyleSuggestsTheClosest() {
    let result = load(
        #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "font": {"textStyle": "title"}}}]}"#
    )
    #expect(result.diagnostics.first?.message == "unknown text style `title`")
    #expect(result.diagnostics.first?.fix.contains("title1") == true)
}

@Test func contrastRatiosFollowWCAG() {
    #expect(RGBA8(rgb: 0x000000).contrastRatio(over: RGBA8(rgb: 0xFFFFFF)) == 21)
    #expect(FileDecoder.ratio(RGBA8(rgb: 0xECF0F1).contrastRatio(over: RGBA8(rgb: 0xFFFFFF))) == "1.15:1")
    #expect(FileDecoder.ratio(RGBA8(rgb: 0xFAFAFA).contrastRatio(over: RGBA8(rgb: 0xFFFFFF))) == "1.04:1")
    // Half-transparent black over white shows as #7F7F7F (4.00:1), not as black (21:1).
    let halfBlack = RGBA8(r: 0, g: 0, b: 0, a: 128)
    #expect(FileDecoder.ratio(halfBlack.contrastRatio(over: RGBA8(rgb: 0xFFFFFF))) == "4.00:1")
}

@Test func validateWarnsAtTheColoursKeyWhereASkeletonIsInvisibleOrGlaring() {
    let result = load(
        #"""
        {"appearance": {"tintColor": {"light": "#FAFAFA", "dark": "#333333"},
                        "gradient": {"colors": ["#808080", "#808080"]}},
         "layouts": [{"name": "L", "size": [10, 10], "root": {"type": "view"}}]}
        """#)
    let warnings = result.diagnostics.map(\.description).map { $0.components(separatedBy: "/t.theme.json:").last ?? $0 }
    #expect(
        warnings == [
            "1:30: warning: the tintColor #FAFAFA has a contrast ratio of 1.04:1 against the background #FFFFFF in light appearance, below 1.10:1: the skeleton is nearly invisible (at appearance.tintColor) — pick a light colour a little further from the background",
            "2:29: warning: the gradient colour #808080 has a contrast ratio of 3.95:1 against the background #FFFFFF in light appearance, above 3.00:1: the skeleton is glaring (at appearance.gradient) — pick a light colour closer to the background (a ratio of 1.1 to 3)",
            "2:29: warning: the gradient colour #808080 has a contrast ratio of 5.32:1 against the background #000000 in dark appearance, above 3.00:1: the skeleton is glaring (at appearance.gradient) — pick a dark colour closer to the background (a ratio of 1.1 to 3)",
            "2:29: warning: the gradient has no dark variant but the tintColor has one (#FAFAFA light, #333333 dark): gradient skeletons keep their light colours in dark mode (at appearance.gradient) — give the gradient's colours {\"light\": …, \"dark\": …} values",
        ])
}

@Test func theDefaultSkeletonOnTheDefaultBackgroundsDrawsNoContrastWarning() {
    let result = load(#"{"layouts": [{"name": "L", "size": [10, 10], "root": {"type": "view"}}]}"#)
    #expect(result.diagnostics.isEmpty)
}

@Test func aBackgroundMatchingTheDefaultTintWarnsAtTheBackground() {
    let result = load(
        #"{"background": "clouds", "layouts": [{"name": "L", "size": [10, 10], "root": {"type": "view"}}]}"#)
    #expect(
        result.diagnostics.map(\.message) == [
            "the tintColor #ECF0F1 has a contrast ratio of 1.00:1 against the background #ECF0F1 in light appearance, below 1.10:1: the skeleton is nearly invisible",
            "the gradient colour #ECF0F1 has a contrast ratio of 1.00:1 against the background #ECF0F1 in light appearance, below 1.10:1: the skeleton is nearly invisible",
            "the tintColor #1C2325 has a contrast ratio of 13.90:1 against the background #ECF0F1 in dark appearance, above 3.00:1: the skeleton is glaring",
            "the gradient colour #1C2325 has a contrast ratio of 13.90:1 against the background #ECF0F1 in dark appearance, above 3.00:1: the skeleton is glaring",
        ])
    #expect(result.diagnostics.first?.keyPath == "background")
}

@Test func theMinimumVisibleTimeIsATransitionKey() {
    let theme = load(#"{"transition": {"delay": 0.2, "minimumVisible": 0.5}, "layouts": []}"#).theme
    #expect(theme?.transition.minimumVisible == 0.5)
    #expect(load(#"{"layouts": []}"#).theme?.transition.minimumVisible == 0)
}

@Test func aMistypedOrNegativeMinimumVisibleTimeIsALocatedError() {
    let typo = load(#"{"transition": {"minimumVisble": 0.5}, "layouts": []}"#)
    let errors = typo.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.line) == [1])
    #expect(errors.map(\.column) == [17])
    #expect(
        errors.map(\.message) == ["unknown key `minimumVisble` in transition"])
    #expect(errors.map(\.fix) == ["did you mean `minimumVisible`?"])
    let negative = load(#"{"transition": {"minimumVisible": -1}, "layouts": []}"#)
    #expect(negative.diagnostics.filter { $0.severity == .error }.count == 1)
    #expect(negative.diagnostics.first?.keyPath == "transition.minimumVisible")
    #expect(negative.diagnostics.first?.column == 35)
}
