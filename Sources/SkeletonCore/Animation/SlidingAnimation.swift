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
