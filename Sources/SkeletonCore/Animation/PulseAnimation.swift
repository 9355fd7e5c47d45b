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
