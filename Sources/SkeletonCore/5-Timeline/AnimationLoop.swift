/// A repeating animation like a Core Animation `repeatCount = .infinity` animation: each loop runs
/// forward over `duration` with `easing` (then backward when `autoreverse`), then rests `pause`
/// seconds at its start state. `progress(at:)` is the eased 0…1 fraction at a time.
package struct AnimationLoop: Hashable, Sendable {
    /// Longest accepted duration or pause in seconds (one day): longer values are clamped to it so
    /// the loop period stays finite.
    package static let maximumDuration = 86_400.0

    /// Seconds of one forward pass (> 0, finite).
    package let duration: Double
    /// Timing curve of each pass (the reverse pass plays it mirrored, as Core Animation does).
    package let easing: Easing
    /// Whether each loop plays forward then backward.
    package let autoreverse: Bool
    /// Seconds of rest at the start state after each full loop (≥ 0).
    package let pause: Double

    /// Creates a loop. A duration ≤ 0 or non-finite falls back to `defaultDuration`; a negative or
    /// non-finite pause is 0; both are clamped to `maximumDuration`.
    package init(
        duration: Double, easing: Easing, autoreverse: Bool, pause: Double = 0, defaultDuration: Double
    ) {
        self.duration = Self.validDuration(duration, default: defaultDuration)
        self.easing = easing
        self.autoreverse = autoreverse
        self.pause = pause.isFinite ? min(Self.maximumDuration, max(0, pause)) : 0
    }

    /// Seconds of one full loop (forward, backward when autoreversing, then the pause).
    package var period: Double {
        duration * (autoreverse ? 2 : 1) + pause
    }

    /// The eased fraction at `time` seconds since the animation started. Times before the start
    /// (or non-finite) give the start state, 0. Without autoreverse the fraction climbs to 1 and
    /// jumps back to 0 at the end of the pass, as a repeating Core Animation animation does.
    package func progress(at time: Double) -> Double {
        guard time.isFinite, time > 0 else { return 0 }
        let local = time.truncatingRemainder(dividingBy: period)
        if local < duration { return easing.value(at: local / duration) }
        if autoreverse, local < 2 * duration {
            return easing.value(at: (2 * duration - local) / duration)
        }
        return 0
    }

    /// `value` when it is a usable duration (> 0, finite), clamped to `maximumDuration`, else
    /// `fallback` (itself assumed valid).
    package static func validDuration(_ value: Double, default fallback: Double) -> Double {
        guard value.isFinite, value > 0 else { return fallback }
        return min(maximumDuration, value)
    }
}
