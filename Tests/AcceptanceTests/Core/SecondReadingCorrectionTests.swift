import SkeletonCore
import TestSupport
import Testing

/// Behaviours a second, line-by-line reading of SkeletonView 1.31.0 and UIView-Shimmer settled, one
/// case each, through theme files, with the numbers worked out from upstream's formulas.
@Suite struct SecondReadingCorrectionTests {
    /// The skeleton shapes of a root 300 wide holding one view `child`, drawn solid at t = 1.
    static func shapes(
        _ child: String, size: (Double, Double) = (300, 200), appearance: String = "{}",
        metrics: FakeTextMetrics = FakeTextMetrics()
    ) throws -> [ShapeFill] {
        let theme = try AcceptanceTheme(
            root: #"{"type": "view", "children": [{\#(child)}]}"#, size: size,
            top: #""style": "solid", "appearance": \#(appearance),"#, metrics: metrics)
        return try theme.frame(at: 1).skeletons
    }

    // MARK: definedMaxBounds (UIView+Extensions.swift) and growth (UILabel+Extensions.swift)

    @Test func labelPlacedByFrameRunsItsLinesDownFromItsTop() throws {
        // n = 2, padding top and bottom 10: desired = 2·15 + 10 + 20 = 60 > 20, so B.h = 60.
        // y before centring 10, 35; maxY 50; dy = (60 − (50 + 10 + 10)) / 2 = −5 → 5, 30.
        let shapes = try Self.shapes(
            #""type": "label", "numberOfLines": 2, "skeletonPaddingInsets": {"top": 10, "bottom": 10}, "frame": [0, 40, 300, 20]"#
        )
        #expect(shapes.map(\.rect) == [rect(0, 45, 300, 15), rect(0, 70, 210, 15)])
    }

    @Test func ownHeightConstraintTallerThanTheFrameSetsTheBoundsWithoutGrowth() throws {
        // definedMaxHeight = max(20, 100) = 100 ≥ desired 65: no growth; centred in 100:
        // (100 − 65) / 2 = 17.5 → 17.5, 42.5, 67.5.
        let shapes = try Self.shapes(#""type": "label", "numberOfLines": 3, "height": 100, "frame": [0, 0, 200, 20]"#)
        #expect(shapes.map(\.rect) == [rect(0, 17.5, 200, 15), rect(0, 42.5, 200, 15), rect(0, 67.5, 140, 15)])
    }

    @Test func ownWidthConstraintWiderThanTheFrameWidensTheLines() throws {
        // definedMaxWidth = max(100, 200) = 200; one line (the last): 0.7 · 200 = 140.
        let shapes = try Self.shapes(#""type": "label", "width": 200, "frame": [0, 0, 100, 40]"#)
        #expect(shapes.map(\.rect) == [rect(0, 12.5, 140, 15)])
    }

    @Test func blockOfAViewWithALargerOwnConstraintCoversTheConstraint() throws {
        let shapes = try Self.shapes(#""type": "view", "width": 120, "height": 90, "frame": [10, 10, 100, 50]"#)
        #expect(shapes.map(\.rect) == [rect(10, 10, 120, 90)])
    }

    @Test func numberHeightInAStackIsTheLabelsOwnConstraintForRelativeToConstraints() throws {
        // h = 40 / 2 = 20; desired = 2·20 + 10 = 50 > 40 → the label is 50 tall and h is re-read:
        // 50 / 2 = 25. y 0, 35; maxY 60; dy = (50 − 60) / 2 = −5.
        let shapes = try Self.shapes(
            #""type": "stack", "frame": [0, 0, 300, 200], "children": [{"type": "label", "numberOfLines": 2, "height": 40, "skeletonTextLineHeight": "relativeToConstraints"}]"#
        )
        #expect(shapes.map(\.rect) == [rect(0, -5, 300, 25), rect(0, 30, 210, 25)])
    }

    // MARK: relativeToConstraints (SkeletonTextNode.swift)

    @Test func relativeToConstraintsFallsBackToTheAppearancesMultilineHeight() throws {
        // n = 0 reads no constraint: h = multilineHeight 20. N = round(100 / 30) = 3, H = 80, y0 = 10.
        let appearance = #"{"multilineHeight": 20, "textLineHeight": "relativeToConstraints"}"#
        let shapes = try Self.shapes(
            #""type": "label", "numberOfLines": 0, "frame": [0, 0, 300, 100]"#, appearance: appearance)
        #expect(shapes.map(\.rect) == [rect(0, 10, 300, 20), rect(0, 40, 300, 20), rect(0, 70, 210, 20)])
    }

    @Test func textViewAlwaysUsesTheAppearancesMultilineHeightForRelativeToConstraints() throws {
        let appearance = #"{"multilineHeight": 20}"#
        let shapes = try Self.shapes(
            #""type": "textView", "height": 60, "skeletonTextLineHeight": "relativeToConstraints", "frame": [0, 0, 300, 100]"#,
            appearance: appearance)
        #expect(shapes.map(\.rect) == [rect(0, 0, 300, 20), rect(0, 30, 300, 20), rect(0, 60, 210, 20)])
    }

    @Test func relativeToConstraintsRereadsTheLineHeightAfterGrowth() throws {
        // No own constraint: h = 15, desired = 65 > 20. After growth h = 65 / 3; the block of
        // 3h + 20 = 85 is centred in 65: dy = −10.
        let shapes = try Self.shapes(
            #""type": "label", "numberOfLines": 3, "skeletonTextLineHeight": "relativeToConstraints", "frame": [0, 0, 300, 20]"#
        )
        let h = 65.0 / 3
        #expect(shapes.map(\.rect.minY) == [-10, (h + 10) - 10, 2 * (h + 10) - 10])
        #expect(shapes.map(\.rect.height) == [h, h, h])
        #expect(shapes.map(\.rect.width) == [300, 300, 210])
    }

    @Test func relativeToConstraintsWithoutGrowthKeepsTheFallbackHeight() throws {
        // Exactly tall enough: desired 65 is not > 65, so no constraint is added and h stays 15.
        let shapes = try Self.shapes(
            #""type": "label", "numberOfLines": 3, "skeletonTextLineHeight": "relativeToConstraints", "frame": [0, 0, 300, 65]"#
        )
        #expect(shapes.map(\.rect) == [rect(0, 0, 300, 15), rect(0, 25, 300, 15), rect(0, 50, 210, 15)])
    }

    // MARK: relativeToFont, UIFont.lineHeight (SkeletonTextNode.swift)

    /// SF Pro Text 17: (1950 + 494 + 0) / 2048 · 17 = 20.287109375; SDL_ttf would say 20.
    static let sfMetrics = FakeTextMetrics(fontLineHeight: 20.287109375)

    @Test func relativeToFontUsesTheUnroundedLineHeight() throws {
        // N = round(100 / 30.287…) = 3, H = 3h + 20 = 80.861328125, y0 = (100 − H) / 2 = 9.5693359375.
        let shapes = try Self.shapes(
            #""type": "label", "numberOfLines": 0, "skeletonTextLineHeight": "relativeToFont", "frame": [0, 0, 300, 100]"#,
            metrics: Self.sfMetrics)
        let h = 20.287109375
        #expect(shapes.map(\.rect.minY) == [9.5693359375, 9.5693359375 + h + 10, 9.5693359375 + 2 * (h + 10)])
        #expect(shapes.allSatisfy { $0.rect.height == h })
    }

    @Test func relativeToFontLineCountFollowsTheUnroundedHeightAtARoundingEdge() throws {
        // 75 / 30 = 2.5 would round to 3 lines; 75 / 30.287109375 = 2.476 rounds to 2.
        let child =
            #""type": "label", "numberOfLines": 0, "skeletonTextLineHeight": "relativeToFont", "frame": [0, 0, 300, 75]"#
        #expect(try Self.shapes(child, metrics: Self.sfMetrics).count == 2)
        #expect(try Self.shapes(child, metrics: FakeTextMetrics()).count == 3)
    }

    // MARK: negative skeletonTextNumberOfLines (SkeletonTextNode.swift)

    @Test(arguments: [-1, -2, -40])
    func negativeLineCountOnALabelIsOneLine(count: Int) throws {
        let shapes = try Self.shapes(
            #""type": "label", "numberOfLines": 0, "skeletonTextNumberOfLines": \#(count), "frame": [0, 0, 300, 100]"#)
        #expect(shapes.map(\.rect) == [rect(0, 42.5, 210, 15)])
    }

    @Test func minusOneOnATextViewFillsItsHeight() throws {
        let shapes = try Self.shapes(
            #""type": "textView", "skeletonTextNumberOfLines": -1, "frame": [0, 0, 300, 100]"#)
        #expect(shapes.map(\.rect.minY) == [0, 25, 50, 75])
    }

    @Test(arguments: [-2, -9])
    func belowMinusOneOnATextViewIsOneLine(count: Int) throws {
        let shapes = try Self.shapes(
            #""type": "textView", "skeletonTextNumberOfLines": \#(count), "frame": [0, 0, 300, 100]"#)
        #expect(shapes.map(\.rect) == [rect(0, 0, 210, 15)])
    }

    // MARK: the animation runs during the show fade (CALayer+Extensions.swift, setOpacity)

    @Test func slideRunsDuringTheShowFade() throws {
        let theme = try AcceptanceTheme(root: #"{"type": "view"}"#, size: (100, 40))
        let shape = try #require(try theme.frame(at: 0.125).skeletons.first)
        #expect(abs(shape.opacity - 0.5) < 1e-9)
        // 0.125 s into a 1.5 s ease-in pass: p = easeIn(1/12); the start point is at −1 + 2p widths.
        let p = Easing.easeIn.value(at: 0.125 / 1.5)
        #expect(p > 0)
        #expect(shape.gradient?.start.x == -100 + 200 * p)
    }

    @Test func pulsePhaseAtTimeAfterShowIsThatTime() throws {
        let theme = try AcceptanceTheme(root: #"{"type": "view"}"#, size: (100, 40), top: #""style": "solidAnimated","#)
        #expect(try theme.frame(at: 1).skeletons.first?.solidColor?.hexString == "#DEE2E3")
        #expect(try theme.frame(at: 2).skeletons.first?.solidColor?.hexString == "#ECF0F1")
    }

    // MARK: complements brighter than 1 (UIColor+Skeleton.swift)

    @Test(arguments: [("alizarin", "#FF6751"), ("pumpkin", "#FF7100"), ("pomegranate", "#FF4D3A")])
    func overBrightComplementClipsEachChannel(name: String, complement: String) throws {
        let theme = try AcceptanceTheme(
            root: #"{"type": "view"}"#, size: (100, 40),
            top: #""style": "gradient", "appearance": {"gradient": "\#(name)"},"#)
        let gradient = try #require(try theme.frame(at: 1).skeletons.first?.gradient)
        #expect(gradient.stops.map(\.color.hexString)[1] == complement)
    }

    // MARK: a non-skeletonable root hidden while active (UIView+SkeletonView.swift)

    /// A green root with the hide flag and one red child; `skeletonable` sets the root's flag.
    static func hiddenRoot(skeletonable: Bool) throws -> AcceptanceTheme {
        try AcceptanceTheme(
            root: """
                {"isSkeletonable": \(skeletonable), "isHiddenWhenSkeletonIsActive": true, "backgroundColor": "#00FF00",
                 "children": [{"type": "view", "backgroundColor": "#FF0000", "frame": [0, 0, 50, 50]}]}
                """, size: (100, 100), top: #""style": "solid","#)
    }

    /// The solid colours drawn in a frame.
    static func colors(_ list: DisplayList) -> [String] {
        list.fills.compactMap { $0.opacity > 0 ? $0.solidColor?.hexString : nil }
    }

    @Test func nonSkeletonableRootHiddenOnShowStaysHiddenAfterHide() throws {
        let theme = try Self.hiddenRoot(skeletonable: false)
        var timeline = SkeletonTimeline.hidden(style: .solid, transitions: theme.theme.transition)
        #expect(Self.colors(try theme.frame(at: 0, timeline: timeline)) == ["#00FF00", "#FF0000"])
        timeline.requestShow(at: 1)
        timeline.requestHide(at: 2)
        for t in [1.0, 1.5, 2, 3, 10] {
            #expect(Self.colors(try theme.frame(at: t, timeline: timeline)).isEmpty, "t = \(t)")
        }
    }

    @Test func skeletonableRootHiddenOnShowReappearsAfterHide() throws {
        let theme = try Self.hiddenRoot(skeletonable: true)
        var timeline = SkeletonTimeline(style: .solid, transitions: theme.theme.transition)
        timeline.requestHide(at: 2)
        #expect(Self.colors(try theme.frame(at: 1, timeline: timeline)).isEmpty)
        #expect(Self.colors(try theme.frame(at: 3, timeline: timeline)) == ["#00FF00", "#FF0000"])
    }

    // MARK: UIView-Shimmer has no transition (UIView+Template.swift, UIView+Shimmer.swift)

    @Test func templateAndShimmerAppearAtOnceWithPhaseZero() throws {
        let json = """
            {"mode": "shimmerTemplate", "transition": {"show": "crossDissolve(1)", "delay": 2},
             "layouts": [{"name": "A", "size": [300, 200],
               "root": {"backgroundColor": "#FFFFFF", "children": [{"type": "view", "frame": [10, 10, 120, 40]}]}}]}
            """
        let result = AcceptanceTheme.load(json)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.description.contains("no effect in `shimmerTemplate` mode") == true)
        let theme = try AcceptanceTheme(json)
        let list = try theme.frame(at: 0)
        let placeholder = try #require(list.fills(.placeholder).first)
        let shimmer = try #require(list.fills(.shimmer).first)
        #expect(placeholder.opacity == 1 && shimmer.opacity == 1)
        // Phase 0: locations [−1, −0.5, 0], so the whole view rests at α 0.5; half a cycle later
        // (0.625 s) the highlight (α 0.8) is at the view's centre, x = 70.
        let resting = try #require(shimmer.gradient)
        #expect(AcceptanceTemplateTests.alpha(of: resting, at: Point(x: 10, y: 30)) == 128)
        #expect(AcceptanceTemplateTests.alpha(of: resting, at: Point(x: 130, y: 30)) == 128)
        let later = try #require(try theme.frame(at: 0.625).fills(.shimmer).first?.gradient)
        #expect(abs(AcceptanceTemplateTests.alpha(of: later, at: Point(x: 70, y: 30)) - 204) < 1e-6)
    }

    @Test func templateHideRemovesTheLayersAtOnce() throws {
        let theme = try AcceptanceTheme(
            root: ##"{"backgroundColor": "#FFFFFF", "children": [{"type": "view", "frame": [10, 10, 120, 40]}]}"##,
            size: (300, 200), top: #""mode": "shimmerTemplate","#)
        var timeline = theme.timeline
        timeline.requestHide(at: 1)
        #expect(try theme.frame(at: 0.999, timeline: timeline).fills(.placeholder).count == 1)
        #expect(try theme.frame(at: 1, timeline: timeline).fills(.placeholder).isEmpty)
    }
}
