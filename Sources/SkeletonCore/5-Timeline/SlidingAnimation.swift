/// SkeletonView's sliding gradient (gradient animated): the gradient's start and end points move
/// across the box, 1.5 s with ease-in and no autoreverse, unless the theme's settings say otherwise.
package struct SlidingAnimation: Hashable, Sendable {
    /// Upstream duration of one pass in seconds.
    package static let defaultDuration = 1.5

    /// Which way the band moves.
    package let direction: GradientDirection
    /// The timing of the slide.
    package let loop: AnimationLoop

    /// The slide with a theme's settings; nil fields take the upstream defaults (1.5 s, easeIn, no
    /// autoreverse, leftRight or rightLeft in RTL), invalid durations fall back to 1.5 s.
    package init(
        settings: AnimationSettings = AnimationSettings(), rtl: Bool = false,
        directionOverride: GradientDirection? = nil
    ) {
        direction = .resolved(override: directionOverride, theme: settings.direction, rtl: rtl)
        loop = AnimationLoop(
            duration: settings.duration ?? Self.defaultDuration, easing: settings.easing ?? .easeIn,
            autoreverse: settings.autoreverse ?? false, pause: settings.pause,
            defaultDuration: Self.defaultDuration)
    }

    /// Unit-space start and end points at eased progress p (0 = `from`, 1 = `to`).
    package func points(progress p: Double) -> (start: Point, end: Point) {
        let table = direction.slidingPoints
        return (Self.lerp(table.startFrom, table.startTo, p), Self.lerp(table.endFrom, table.endTo, p))
    }

    /// Unit-space start and end points at `time` seconds since the animation started.
    package func points(at time: Double) -> (start: Point, end: Point) {
        points(progress: loop.progress(at: time))
    }

    /// The point a fraction p of the way from a to b.
    private static func lerp(_ a: Point, _ b: Point, _ p: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
    }
}

/// SkeletonView's GradientDirection for the sliding animation.
package enum GradientDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right (the LTR default).
    case leftRight
    /// Right to left (the RTL default).
    case rightLeft
    /// Top to bottom.
    case topBottom
    /// Bottom to top.
    case bottomTop
    /// Diagonal from the top-left.
    case topLeftBottomRight
    /// Diagonal from the bottom-right.
    case bottomRightTopLeft
}

extension GradientDirection {
    /// The sliding animation's gradient start and end points in unit space ((0,0) top-left,
    /// (1,1) bottom-right of the box) at the start (`from`) and end (`to`) of a pass
    /// (GradientDirection+Animations.swift).
    package var slidingPoints: (startFrom: Point, startTo: Point, endFrom: Point, endTo: Point) {
        switch self {
        case .leftRight:
            (Point(x: -1, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0, y: 0.5), Point(x: 2, y: 0.5))
        case .rightLeft:
            (Point(x: 1, y: 0.5), Point(x: -1, y: 0.5), Point(x: 2, y: 0.5), Point(x: 0, y: 0.5))
        case .topBottom:
            (Point(x: 0.5, y: -1), Point(x: 0.5, y: 1), Point(x: 0.5, y: 0), Point(x: 0.5, y: 2))
        case .bottomTop:
            (Point(x: 0.5, y: 1), Point(x: 0.5, y: -1), Point(x: 0.5, y: 2), Point(x: 0.5, y: 0))
        case .topLeftBottomRight:
            (Point(x: -1, y: -1), Point(x: 1, y: 1), Point(x: 0, y: 0), Point(x: 2, y: 2))
        case .bottomRightTopLeft:
            (Point(x: 1, y: 1), Point(x: -1, y: -1), Point(x: 2, y: 2), Point(x: 0, y: 0))
        }
    }

    /// The direction a sliding gradient uses: an explicit override, else the theme's setting, else
    /// upstream's default, leftRight, or rightLeft when the view is right-to-left.
    package static func resolved(override: GradientDirection?, theme: GradientDirection?, rtl: Bool)
        -> GradientDirection
    {
        override ?? theme ?? (rtl ? .rightLeft : .leftRight)
    }
}

extension LinearGradient {
    /// A gradient given like a CAGradientLayer: start and end in the box's unit space ((0,0)
    /// top-left, (1,1) bottom-right; unit (u, v) → (box.x + u·w, box.y + v·h)) and colours evenly
    /// spaced from offset 0 to 1 (0, 0.5, 1 for three; one colour sits at 0 and fills everything).
    package init(unitStart: Point, unitEnd: Point, in box: Rect, colors: [RGBA8]) {
        let last = Double(max(1, colors.count - 1))
        self.init(
            start: Self.absolute(unitStart, in: box), end: Self.absolute(unitEnd, in: box),
            stops: colors.enumerated().map {
                GradientStop(offset: Double($0.offset) / last, color: $0.element)
            })
    }

    /// CAGradientLayer's default axis, which upstream's static gradient keeps: top (0.5, 0) to
    /// bottom (0.5, 1).
    package static func staticSkeleton(in box: Rect, colors: [RGBA8]) -> LinearGradient {
        LinearGradient(
            unitStart: Point(x: 0.5, y: 0), unitEnd: Point(x: 0.5, y: 1), in: box, colors: colors)
    }

    /// A unit-space point placed in a box.
    static func absolute(_ unit: Point, in box: Rect) -> Point {
        Point(x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height)
    }
}
