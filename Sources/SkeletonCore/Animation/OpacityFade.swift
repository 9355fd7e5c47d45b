/// An opacity moving from one value to another with ease-in-out, as the skeleton layer's
/// crossDissolve fade does; before `start` it is `from`, after `end` it is `to`.
struct OpacityFade: Hashable, Sendable {
    /// When the fade begins.
    var start: Double
    /// Opacity at the start.
    var from: Double
    /// Opacity at the end.
    var to: Double
    /// Seconds the fade takes (0 = a jump at `start`).
    var duration: Double

    /// A constant opacity.
    static func constant(_ value: Double) -> OpacityFade {
        OpacityFade(start: -.infinity, from: value, to: value, duration: 0)
    }

    /// When the fade reaches `to`.
    var end: Double { start + duration }

    /// The opacity at time t.
    func value(at t: Double) -> Double {
        if t >= end { return to }
        if t <= start { return from }
        return from + (to - from) * Easing.easeInOut.value(at: (t - start) / duration)
    }

    /// Whether the opacity is changing at t (the end itself is settled).
    func isRunning(at t: Double) -> Bool {
        duration > 0 && t >= start && t < end
    }
}
