import SkeletonCore
import TestSupport
import Testing

/// UIView-Shimmer's template look (`mode: shimmerTemplate`; UIView+Template.swift,
/// UIView+Shimmer.swift, Tests/UIView-ShimmerTests): placeholder frames and radii, colours, the
/// shimmer made from the background, its 1.25 s linear sweep, targets.
@Suite struct AcceptanceTemplateTests {
    /// Fonts whose 10-character text "ABCDEFGHIJ" is exactly 75×25.
    static let metrics = FakeTextMetrics(advance: 7.5, ascent: 20, descent: 5, lineHeight: 25)

    /// A template-mode theme: a white root of 300×200 holding `children` (template mode has no fade).
    static func theme(_ children: String, mode: String = #""shimmerTemplate""#) throws -> AcceptanceTheme {
        try AcceptanceTheme(
            root: ##"{"backgroundColor": "#FFFFFF", "children": [\##(children)]}"##, size: (300, 200),
            top: #""mode": \#(mode),"#, metrics: metrics)
    }

    /// The frame at t (light by default).
    static func frame(_ theme: AcceptanceTheme, at t: Double = 0, scheme: ColorScheme = .light) throws -> DisplayList {
        try theme.frame(at: t, options: LayoutOptions(colorScheme: scheme))
    }

    /// A label with the 75×25 text at (50, 20, 200, 50).
    static func label(_ alignment: String) -> String {
        #"{"type": "label", "text": "ABCDEFGHIJ", "textAlignment": "\#(alignment)", "frame": [50, 20, 200, 50]}"#
    }

    @Test(arguments: [("right", 175.0), ("center", 112.5), ("left", 50.0), ("natural", 50.0), ("justified", 50.0)])
    func labelPlaceholderIsItsTextSizeTopAlignedByAlignment(alignment: String, x: Double) throws {
        let placeholders = try Self.frame(try Self.theme(Self.label(alignment))).fills(.placeholder)
        #expect(placeholders.map(\.rect) == [rect(x, 20, 75, 25)])
        #expect(placeholders.first?.radii == CornerRadii(uniform: 5))
    }

    @Test func rightToLeftLabelPlaceholderIgnoresTheDirection() throws {
        let child =
            #"{"type": "label", "text": "ABCDEFGHIJ", "layoutDirection": "rightToLeft", "frame": [50, 20, 200, 50]}"#
        #expect(try Self.frame(try Self.theme(child)).fills(.placeholder).map(\.rect) == [rect(50, 20, 75, 25)])
    }

    @Test func emptyLabelPlaceholderHasNoWidth() throws {
        let child = #"{"type": "label", "frame": [50, 20, 200, 50]}"#
        #expect(try Self.frame(try Self.theme(child)).fills(.placeholder).allSatisfy { $0.rect.width == 0 })
    }

    @Test func plainViewPlaceholderIsItsBounds() throws {
        let placeholders = try Self.frame(try Self.theme(#"{"type": "view", "frame": [10, 10, 120, 40]}"#)).fills(
            .placeholder)
        #expect(placeholders.map(\.rect) == [rect(10, 10, 120, 40)])
    }

    @Test(arguments: [(8.0, 40.0, 8.0), (0, 40, 5), (0, 6, 3), (2, 6, 3)])
    func placeholderRadiusIsMaxOfLayerRadiusAndHalfHeightCappedAtFive(
        cornerRadius: Double, height: Double, expected: Double
    ) throws {
        let child = #"{"type": "view", "cornerRadius": \#(cornerRadius), "frame": [10, 10, 120, \#(height)]}"#
        let placeholder = try #require(try Self.frame(try Self.theme(child)).fills(.placeholder).first)
        #expect(placeholder.radii == CornerRadii(uniform: expected))
    }

    @Test func shimmerRadiusIgnoresTheLayerRadius() throws {
        let child = #"{"type": "view", "cornerRadius": 8, "frame": [10, 10, 120, 40]}"#
        let shimmer = try #require(try Self.frame(try Self.theme(child)).fills(.shimmer).first)
        #expect(shimmer.radii == CornerRadii(uniform: 5))
        #expect(shimmer.rect == rect(10, 10, 120, 40))
    }

    @Test func placeholderColoursAreD8InLightAnd33InDark() throws {
        let theme = try Self.theme(#"{"type": "view", "frame": [10, 10, 120, 40]}"#)
        #expect(try Self.frame(theme).fills(.placeholder).first?.solidColor?.hexString == "#D8D8D8")
        #expect(try Self.frame(theme, scheme: .dark).fills(.placeholder).first?.solidColor?.hexString == "#333333")
    }

    @Test func customPlaceholderColour() throws {
        let theme = try Self.theme(
            #"{"type": "view", "frame": [10, 10, 120, 40]}"#, mode: #"{"shimmerTemplate": {"color": "alizarin"}}"#)
        #expect(try Self.frame(theme).fills(.placeholder).first?.solidColor?.hexString == "#E74C3C")
    }

    @Test func shimmerIsTheBackgroundAtFiftyEightyFiftyPercentAboveThePlaceholder() throws {
        let list = try Self.frame(try Self.theme(#"{"type": "view", "frame": [10, 10, 120, 40]}"#))
        let shimmer = try #require(list.fills(.shimmer).first)
        let gradient = try #require(shimmer.gradient)
        #expect(gradient.stops.map(\.color.hexString) == ["#FFFFFF80", "#FFFFFFCC", "#FFFFFF80"])
        let placeholder = try #require(list.fills(.placeholder).first)
        #expect((list.index(of: placeholder) ?? .max) < (list.index(of: shimmer) ?? -1))
    }

    @Test func viewBackgroundColorOverridesTheParentsBackground() throws {
        let theme = try Self.theme(
            #"{"type": "view", "frame": [10, 10, 120, 40]}"#,
            mode: #"{"shimmerTemplate": {"viewBackgroundColor": "black"}}"#)
        let gradient = try #require(try Self.frame(theme).fills(.shimmer).first?.gradient)
        #expect(gradient.stops.map(\.color.hexString) == ["#00000080", "#000000CC", "#00000080"])
    }

    @Test func noBackgroundMeansNoShimmer() throws {
        let theme = try AcceptanceTheme(
            root: #"{"children": [{"type": "view", "frame": [10, 10, 120, 40]}]}"#, size: (300, 200),
            top: #""mode": "shimmerTemplate","#, metrics: Self.metrics)
        let list = try theme.frame(at: 1)
        #expect(list.fills(.placeholder).count == 1)
        #expect(list.fills(.shimmer).isEmpty)
    }

    @Test func animateFalseDrawsStaticPlaceholdersOnly() throws {
        let theme = try Self.theme(
            #"{"type": "view", "frame": [10, 10, 120, 40]}"#, mode: #"{"shimmerTemplate": {"animate": false}}"#)
        let list = try Self.frame(theme, at: 0.4)
        #expect(list.fills(.placeholder).count == 1)
        #expect(list.fills(.shimmer).isEmpty)
    }

    /// The alpha of a gradient at a point, from its projection and piecewise-linear stops.
    static func alpha(of gradient: LinearGradient, at point: Point) -> Double {
        let dx = gradient.end.x - gradient.start.x
        let dy = gradient.end.y - gradient.start.y
        let u = ((point.x - gradient.start.x) * dx + (point.y - gradient.start.y) * dy) / (dx * dx + dy * dy)
        let stops = gradient.stops
        if u <= stops[0].offset { return Double(stops[0].color.a) }
        for (a, b) in zip(stops, stops.dropFirst()) where u <= b.offset {
            let f = (u - a.offset) / (b.offset - a.offset)
            return Double(a.color.a) + (Double(b.color.a) - Double(a.color.a)) * f
        }
        return Double(stops[stops.count - 1].color.a)
    }

    @Test func shimmerHighlightSweepsTwoWidthsPerOneAndAQuarterSeconds() throws {
        // View at x 10…130 (w 120): the highlight centre is at 10 + 120·(−0.5 + 2t/1.25).
        let theme = try Self.theme(#"{"type": "view", "frame": [10, 10, 120, 40]}"#)
        for (t, centre) in [(0.3125, 10.0), (0.625, 70.0), (0.9375, 130.0), (0.625 + 1.25, 70.0)] {
            let gradient = try #require(try Self.frame(theme, at: t).fills(.shimmer).first?.gradient, "t = \(t)")
            #expect(abs(Self.alpha(of: gradient, at: Point(x: centre, y: 30)) - 204) < 1e-6, "t = \(t)")
            #expect(abs(Self.alpha(of: gradient, at: Point(x: centre + 60, y: 30)) - 128) < 1e-6, "t = \(t)")
        }
        // At the start of a cycle the whole view rests at 50 %.
        let resting = try #require(try Self.frame(theme, at: 0).fills(.shimmer).first?.gradient)
        #expect(Self.alpha(of: resting, at: Point(x: 10, y: 30)) == 128)
        #expect(Self.alpha(of: resting, at: Point(x: 130, y: 30)) == 128)
    }

    @Test func animationSpeedIsTheSweepDuration() throws {
        let theme = try Self.theme(
            #"{"type": "view", "frame": [10, 10, 120, 40]}"#, mode: #"{"shimmerTemplate": {"animationSpeed": 2.5}}"#)
        let gradient = try #require(try Self.frame(theme, at: 1.25).fills(.shimmer).first?.gradient)
        #expect(abs(Self.alpha(of: gradient, at: Point(x: 70, y: 30)) - 204) < 1e-6)
    }

    @Test func allTemplateViewsInPreOrderThroughStacks() throws {
        // UIView-Shimmer's UIViewExtensionsTests.swift, all template views: view1, view2, and a
        // stack of [button, label] → [view1, view2, button, label].
        let children = #"""
            {"type": "view", "frame": [0, 0, 50, 20]}, {"type": "view", "frame": [0, 30, 50, 20]},
            {"type": "stack", "frame": [0, 60, 300, 100], "children": [{"type": "button", "text": "AB", "height": 30}, {"type": "label", "text": "ABCD", "height": 30}]}
            """#
        let placeholders = try Self.frame(try Self.theme(children)).fills(.placeholder)
        #expect(
            placeholders.map(\.rect) == [
                rect(0, 0, 50, 20), rect(0, 30, 50, 20), rect(0, 60, 300, 30), rect(0, 90, 30, 25),
            ])
    }

    @Test func excludedItemsAreSkipped() throws {
        // UIView-Shimmer's UIViewExtensionsTests.swift, excluded items: a cell with items [label,
        // button, imageView], excluded [label] → [button, imageView].
        let children = #"""
            {"frame": [0, 0, 300, 100], "shimmeringAnimatedItems": ["label", "button", "image"], "excludedItems": ["label"], "children": [
              {"type": "label", "id": "label", "text": "AB", "frame": [0, 0, 100, 25]},
              {"type": "button", "id": "button", "frame": [0, 30, 100, 30]},
              {"type": "imageView", "id": "image", "frame": [0, 70, 30, 30]}
            ]}
            """#
        let placeholders = try Self.frame(try Self.theme(children)).fills(.placeholder)
        #expect(placeholders.map(\.rect) == [rect(0, 30, 100, 30), rect(0, 70, 30, 30)])
    }

    @Test func excludedItemsOfAContainerAreInheritedByItsDescendants() throws {
        let children = #"""
            {"frame": [0, 0, 300, 100], "excludedItems": ["title"], "children": [
              {"type": "view", "frame": [0, 0, 300, 100], "children": [
                {"type": "label", "id": "title", "text": "AB", "frame": [0, 0, 100, 25]},
                {"type": "view", "frame": [0, 30, 100, 30]}
              ]}
            ]}
            """#
        let placeholders = try Self.frame(try Self.theme(children)).fills(.placeholder)
        #expect(placeholders.map(\.rect) == [rect(0, 30, 100, 30)])
    }
}
