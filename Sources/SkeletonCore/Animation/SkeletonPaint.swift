/// How a skeleton shape is filled for a style at a moment: the one place that turns style,
/// colours, animation settings and time into a `Paint`.
package enum SkeletonPaint {
    /// The paint of one skeleton shape.
    ///
    /// - `box`: the shape's own rectangle (a line or a block), in layout coordinates.
    /// - `layoutBox`: the whole layout's rectangle; the running sliding gradient spans it instead of
    ///   `box` when `animation.sliding.shimmerSpace == .layout` (one continuous band; nil = `box`).
    /// - `animationTime`: seconds since the skeleton animation started (at the show, so also during
    ///   the show fade), nil when it is not running (while hiding, or for a static style).
    ///
    /// When the animation is not running the shape shows what Core Animation shows without an
    /// animation, the layer's model values: solidAnimated the tint, gradientAnimated the static
    /// top-to-bottom gradient over `box` (upstream's gradient layer keeps its default axis until the
    /// sliding animation is added and again once it is removed on hide).
    package static func paint(
        style: SkeletonStyle, colors: ResolvedSkeletonColors, animation: ThemeAnimation, rtl: Bool,
        directionOverride: GradientDirection?, box: Rect, layoutBox: Rect? = nil, animationTime: Double?
    ) -> Paint {
        // The fill as it stands still, moved by the style's motion while the animation runs.
        let running = style.motion == .still ? nil : animationTime
        switch (style.fill, style.motion, running) {
        case (.solid, .pulse, let time?):
            return .solid(PulseAnimation(settings: animation.pulse).color(base: colors.tint, at: time))
        case (.solid, _, _):
            // Still, not running, or sliding (a flat tint has no band to slide).
            return .solid(colors.tint)
        case (.gradient, .pulse, let time?):
            let pulse = PulseAnimation(settings: animation.pulse)
            return .linear(.staticSkeleton(in: box, colors: colors.gradient.map { pulse.color(base: $0, at: time) }))
        case (.gradient, .slide, let time?):
            let sliding = SlidingAnimation(
                settings: animation.sliding, rtl: rtl, directionOverride: directionOverride)
            let points = sliding.points(at: time)
            let space = animation.sliding.shimmerSpace == .layout ? (layoutBox ?? box) : box
            return .linear(
                LinearGradient(
                    unitStart: points.start, unitEnd: points.end, in: space, colors: colors.gradient))
        case (.gradient, _, _):
            return .linear(.staticSkeleton(in: box, colors: colors.gradient))
        }
    }
}
