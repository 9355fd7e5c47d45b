import SkeletonCore
import Testing

/// SkeletonView's animations (CALayer+Animations.swift, SkeletonAnimationBuilder.swift,
/// SkeletonType.swift): pulse colours and sliding gradient points at chosen times, the static
/// gradient's axis and the RTL default direction. The animation starts at the show (t = 0) and runs
/// during the 0.25 s show fade.
@Suite struct AcceptanceAnimationTests {
    /// Where the animation starts: at the show, whatever the show fade.
    static let start = 0.0

    /// The cubic-bezier timing curve (0,0)-(x1,y1)-(x2,y2)-(1,1) at progress x, solved by bisection
    /// (independent of the product's solver).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func curve(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if curve(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return curve(y1, y2, (low + high) / 2)
    }

    /// The skeleton shapes of a view at (10, 20, 200, 40) in `style`; shown instantly unless
    /// `fades` (so the animation's first instant is drawn too).
    static func shapes(
        style: String, view: String = #""type": "view""#, top: String = "", fades: Bool = false, at t: Double,
        options: LayoutOptions = LayoutOptions()
    ) throws -> [ShapeFill] {
        let transition = fades ? "" : #""transition": {"show": "none"},"#
        let theme = try AcceptanceTheme(
            root: #"{"type": "view", "children": [{\#(view), "frame": [10, 20, 200, 40]}]}"#, size: (220, 80),
            top: #""style": "\#(style)", \#(transition) \#(top)"#)
        return try theme.frame(at: t, options: options).skeletons
    }

    /// The gradient of the single block.
    static func gradient(
        style: String = "gradientAnimated", view: String = #""type": "view""#, top: String = "", at t: Double,
        options: LayoutOptions = LayoutOptions()
    ) throws -> LinearGradient {
        let shapes = try shapes(style: style, view: view, top: top, at: t, options: options)
        try #require(shapes.count == 1)
        return try #require(shapes[0].gradient)
    }

    /// A unit-space point of the block at (10, 20, 200, 40) in layout coordinates.
    static func point(_ x: Double, _ y: Double) -> Point {
        Point(x: 10 + x * 200, y: 20 + y * 40)
    }

    /// Whether two points agree to a millionth of a point.
    static func close(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
    }

    @Test func pulseIsBaseComplementBaseAtZeroOneAndTwoSeconds() throws {
        let colors = try [0.0, 1, 2, 3, 4].map {
            try Self.shapes(style: "solidAnimated", at: Self.start + $0).first?.solidColor?.hexString
        }
        #expect(colors == ["#ECF0F1", "#DEE2E3", "#ECF0F1", "#DEE2E3", "#ECF0F1"])
    }

    @Test func pulseEasesInAndOut() throws {
        // Linear 0.25 → eased 0.129: 236 − 14·0.129 = 234.2 and so on.
        let quarter = try Self.shapes(style: "solidAnimated", at: Self.start + 0.25).first?.solidColor
        #expect(quarter?.hexString == "#EAEEEF")
        // Linear 0.5 → eased 0.5: halfway, (236 + 222) / 2 = 229.
        let half = try Self.shapes(style: "solidAnimated", at: Self.start + 0.5).first?.solidColor
        #expect(half?.hexString == "#E5E9EA")
    }

    @Test func pulseRunsDuringTheShowFade() throws {
        // 0.2 s after show, still fading in: eased(0.2) = 0.0817, 236 − 14·0.0817 = 234.86 → 235.
        let fading = try #require(Self.shapes(style: "solidAnimated", fades: true, at: 0.2).first)
        #expect(fading.solidColor?.hexString == "#EBEFF0")
        #expect(fading.opacity > 0 && fading.opacity < 1)
        #expect(abs(Self.bezier(0.42, 0, 0.58, 1, at: 0.2) - 0.0817) < 0.0001)
    }

    @Test func pulseWithoutTransitionStartsAtOnce() throws {
        let color = try Self.shapes(style: "solidAnimated", at: 1)
            .first?.solidColor
        #expect(color?.hexString == "#DEE2E3")
    }

    @Test func slidingLeftRightMovesFromMinusOneToOne() throws {
        let begin = try Self.gradient(at: Self.start)
        #expect(Self.close(begin.start, Self.point(-1, 0.5)) && Self.close(begin.end, Self.point(0, 0.5)))
        // Halfway through the 1.5 s cycle: p = easeIn(0.5) ≈ 0.315.
        let p = Self.bezier(0.42, 0, 1, 1, at: 0.5)
        #expect(abs(p - 0.315) < 0.001)
        let middle = try Self.gradient(at: Self.start + 0.75)
        #expect(Self.close(middle.start, Self.point(-1 + 2 * p, 0.5)))
        #expect(Self.close(middle.end, Self.point(2 * p, 0.5)))
        #expect(middle.stops.map(\.color.hexString) == ["#ECF0F1", "#DEE2E3", "#ECF0F1"])
    }

    @Test func slidingRepeatsEveryOneAndAHalfSeconds() throws {
        let again = try Self.gradient(at: Self.start + 1.5)
        #expect(Self.close(again.start, Self.point(-1, 0.5)))
        let nearEnd = try Self.gradient(at: Self.start + 1.5 - 1e-9)
        #expect(abs(nearEnd.start.x - Self.point(1, 0.5).x) < 1e-3)
    }

    /// Direction, its start point from → to and end point from → to
    /// (GradientDirection+Animations.swift).
    static let directions: [(String, (Double, Double), (Double, Double), (Double, Double), (Double, Double))] = [
        ("leftRight", (-1, 0.5), (1, 0.5), (0, 0.5), (2, 0.5)),
        ("rightLeft", (1, 0.5), (-1, 0.5), (2, 0.5), (0, 0.5)),
        ("topBottom", (0.5, -1), (0.5, 1), (0.5, 0), (0.5, 2)),
        ("bottomTop", (0.5, 1), (0.5, -1), (0.5, 2), (0.5, 0)),
        ("topLeftBottomRight", (-1, -1), (1, 1), (0, 0), (2, 2)),
        ("bottomRightTopLeft", (1, 1), (-1, -1), (2, 2), (0, 0)),
    ]

    @Test(arguments: directions)
    func slidingPointsFollowTheDirectionTable(
        name: String, startFrom: (Double, Double), startTo: (Double, Double), endFrom: (Double, Double),
        endTo: (Double, Double)
    ) throws {
        let top = #""animation": {"sliding": {"direction": "\#(name)"}},"#
        for fraction in [0.0, 0.25, 0.5, 0.9] {
            let p = Self.bezier(0.42, 0, 1, 1, at: fraction)
            let gradient = try Self.gradient(top: top, at: Self.start + 1.5 * fraction)
            let start = Self.point(
                startFrom.0 + (startTo.0 - startFrom.0) * p, startFrom.1 + (startTo.1 - startFrom.1) * p)
            let end = Self.point(endFrom.0 + (endTo.0 - endFrom.0) * p, endFrom.1 + (endTo.1 - endFrom.1) * p)
            #expect(Self.close(gradient.start, start), "\(name) start at \(fraction)")
            #expect(Self.close(gradient.end, end), "\(name) end at \(fraction)")
        }
    }

    @Test func directionOptionOverridesTheTheme() throws {
        let gradient = try Self.gradient(
            top: #""animation": {"sliding": {"direction": "topBottom"}},"#, at: Self.start,
            options: LayoutOptions(direction: .bottomTop))
        #expect(Self.close(gradient.start, Self.point(0.5, 1)))
    }

    @Test func rightToLeftViewSlidesRightToLeftByDefault() throws {
        let gradient = try Self.gradient(view: #""type": "view", "layoutDirection": "rightToLeft""#, at: Self.start)
        #expect(Self.close(gradient.start, Self.point(1, 0.5)) && Self.close(gradient.end, Self.point(2, 0.5)))
    }

    @Test func forcedRightToLeftSlidesRightToLeftByDefault() throws {
        // The frame is mirrored in the 220-wide canvas: x = 220 − 210 = 10, unchanged.
        let gradient = try Self.gradient(at: Self.start, options: LayoutOptions(forceRightToLeft: true))
        #expect(Self.close(gradient.start, Self.point(1, 0.5)))
    }

    @Test func staticGradientRunsTopToBottom() throws {
        let gradient = try Self.gradient(style: "gradient", at: 5)
        #expect(gradient.start == Self.point(0.5, 0) && gradient.end == Self.point(0.5, 1))
        #expect(gradient.stops.map(\.color.hexString) == ["#ECF0F1", "#DEE2E3", "#ECF0F1"])
    }

    @Test func staticStylesDoNotChangeWithTime() throws {
        for style in ["solid", "gradient"] {
            let early = try Self.shapes(style: style, at: 0.3)
            let late = try Self.shapes(style: style, at: 7.77)
            #expect(early == late, "\(style)")
        }
    }

    @Test func eachTextLineSlidesInItsOwnBox() throws {
        let lines = try Self.shapes(
            style: "gradientAnimated", view: #""type": "label", "numberOfLines": 2"#, at: Self.start)
        try #require(lines.count == 2)
        for line in lines {
            let gradient = try #require(line.gradient)
            #expect(gradient.start == Point(x: line.rect.minX - line.rect.width, y: line.rect.midY))
            #expect(gradient.end == Point(x: line.rect.minX, y: line.rect.midY))
        }
    }

    @Test func customDurationEasingAndPauseShapeTheLoop() throws {
        let top = #""animation": {"sliding": {"duration": 2, "easing": "linear", "pause": 1}},"#
        let quarter = try Self.gradient(top: top, at: Self.start + 0.5)
        #expect(Self.close(quarter.start, Self.point(-0.5, 0.5)))
        // In the pause after the 2 s sweep, then the next loop starts at 3 s.
        let next = try Self.gradient(top: top, at: Self.start + 3.5)
        #expect(Self.close(next.start, Self.point(-0.5, 0.5)))
    }

    @Test func slidingAutoreverseRunsBackOverTheSameDuration() throws {
        let top = #""animation": {"sliding": {"autoreverse": true, "easing": "linear"}},"#
        // Forward over 1.5 s, then back: at 1.5 + 0.375 s the start point is at p = 0.75.
        let back = try Self.gradient(top: top, at: Self.start + 1.875)
        #expect(Self.close(back.start, Self.point(0.5, 0.5)))
    }

    @Test func pulseDurationIsConfigurable() throws {
        let color = try Self.shapes(
            style: "solidAnimated", top: #""animation": {"pulse": {"duration": 2}},"#, at: Self.start + 2
        )
        .first?.solidColor
        #expect(color?.hexString == "#DEE2E3")
    }

    @Test func layoutShimmerSpaceRunsOneBandAcrossTheLayout() throws {
        let top = #""animation": {"sliding": {"shimmerSpace": "layout"}},"#
        let gradient = try Self.gradient(top: top, at: Self.start)
        // The 220×80 layout is the paint box: start (−1, 0.5) → (−220, 40), end (0, 0.5) → (0, 40).
        #expect(Self.close(gradient.start, Point(x: -220, y: 40)) && Self.close(gradient.end, Point(x: 0, y: 40)))
    }

    @Test func slidingSettingsLeaveThePulseAtUpstreamDefaults() throws {
        let top = #""animation": {"sliding": {"duration": 3, "easing": "linear", "autoreverse": false}},"#
        // The pulse keeps 1 s ease-in-out autoreversed: the complement at 1 s, the base at 2 s.
        let peak = try Self.shapes(style: "solidAnimated", top: top, at: 1).first?.solidColor
        let back = try Self.shapes(style: "solidAnimated", top: top, at: 2).first?.solidColor
        #expect(peak?.hexString == "#DEE2E3" && back?.hexString == "#ECF0F1")
    }

    @Test func pulseSettingsLeaveTheSlideAtUpstreamDefaults() throws {
        let top = #""animation": {"pulse": {"duration": 0.5, "autoreverse": false}},"#
        // The slide keeps 1.5 s: back at its start after one pass.
        let again = try Self.gradient(top: top, at: 1.5)
        #expect(Self.close(again.start, Self.point(-1, 0.5)))
    }
}
