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

/// SkeletonView's pulse (solid animated): the fill goes from the tint to its complement and back,
/// 1.0 s each way with ease-in-out, so a 2 s cycle, unless the theme's settings say otherwise.
package struct PulseAnimation: Hashable, Sendable {
    /// Upstream duration of one pass in seconds.
    package static let defaultDuration = 1.0

    /// The timing of the pulse.
    package let loop: AnimationLoop

    /// The pulse with a theme's settings; nil fields take the upstream defaults (1.0 s, easeInOut,
    /// autoreverse), invalid durations fall back to 1.0 s.
    package init(settings: AnimationSettings = AnimationSettings()) {
        loop = AnimationLoop(
            duration: settings.duration ?? Self.defaultDuration, easing: settings.easing ?? .easeInOut,
            autoreverse: settings.autoreverse ?? true, pause: settings.pause,
            defaultDuration: Self.defaultDuration)
    }

    /// The fill at `time` seconds since the animation started, from `base` to its complement.
    /// Core Animation interpolates the unclamped extended-sRGB colours component by component, so
    /// at eased progress p each channel is base × (1 + (k − 1)·p) for the complement factor k, and
    /// the screen clips each channel only then: an over-bright complement (alizarin's) reaches 255
    /// in red before the peak, as on the device, and every channel is rounded once.
    package func color(base: RGBA8, at time: Double) -> RGBA8 {
        base.adjusted(brightness: 1 + (base.complementFactor - 1) * loop.progress(at: time))
    }
}
