extension Transition {
    /// The fade's length in seconds: .none and crossDissolve(0) are instant (0); a negative or
    /// non-finite crossDissolve falls back to upstream's 0.25; longer than a day is clamped.
    package var fadeDuration: Double {
        switch self {
        case .none: 0
        case .crossDissolve(let seconds) where seconds == 0: 0
        case .crossDissolve(let seconds):
            AnimationLoop.validDuration(seconds, default: TransitionSettings.defaultFadeDuration)
        }
    }
}

extension TransitionSettings {
    /// Upstream's crossDissolve default, also the fade of a layer replaced by a style change.
    package static let defaultFadeDuration = 0.25

    /// The show delay in seconds: negative or non-finite is 0, longer than a day is clamped.
    package var validDelay: Double {
        delay.isFinite ? min(AnimationLoop.maximumDuration, max(0, delay)) : 0
    }

    /// The minimum visible time in seconds: negative or non-finite is 0, longer than a day is clamped.
    package var validMinimumVisible: Double {
        minimumVisible.isFinite ? min(AnimationLoop.maximumDuration, max(0, minimumVisible)) : 0
    }
}
