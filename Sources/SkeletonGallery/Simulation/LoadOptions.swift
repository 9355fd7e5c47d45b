import SkeletonCore

/// The loading simulation's settings (read from the command line), shared by `simulate` and the
/// window's L key: the latency model, the seed of its stream, and the minimum visible time when it
/// overrides the theme's.
package struct LoadOptions: Equatable {
    /// How long requests take.
    package var latency = LatencyModel.standard
    /// The first number of the latency stream (`--seed`).
    package var seed: UInt64 = 1
    /// `--min-visible`, else the theme's `transition.minimumVisible`.
    package var minimumVisible: Double?

    /// Defaults: the standard latency model, seed 1, the theme's minimum visible time.
    package init() {}

    /// The transitions a load runs under: the theme's, with `--min-visible` when given.
    package func transitions(of theme: Theme) -> TransitionSettings {
        var transitions = theme.timelineTransitions
        if let minimumVisible { transitions.minimumVisible = minimumVisible }
        return transitions
    }
}
