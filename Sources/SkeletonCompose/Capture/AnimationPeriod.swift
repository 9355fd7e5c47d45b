import SkeletonCore

/// How long one loop of a theme's animation lasts in a style, for `--animated`.
package enum AnimationPeriod {
    /// Seconds of one loop, or nil when the style does not move.
    package static func seconds(style: SkeletonStyle, theme: Theme) -> Double? {
        if case .shimmerTemplate(let settings) = theme.mode {
            guard settings.animate else { return nil }
            return AnimationLoop(
                duration: settings.animationSpeed, easing: .linear, autoreverse: false,
                defaultDuration: ShimmerTemplateAnimation.defaultDuration
            ).period
        }
        return style.motion.loop(in: theme.animation)?.period
    }
}
