import SkeletonCore
import SkeletonGallery

/// N loads of one theme under a latency model, drawn from the seeded stream: load k has the k-th
/// latency (what the window's k-th L press plays).
struct LoadSimulation {
    /// The loads in order.
    let loads: [SimulatedLoad]
    /// Their statistics.
    let statistics: LoadStatistics
    /// The transitions they ran under (the theme's, with `--min-visible`).
    let transitions: TransitionSettings

    /// Simulates `count` loads of `theme` with `options`.
    init(theme: Theme, count: Int, options: LoadOptions) {
        let transitions = options.transitions(of: theme)
        loads = options.latency.samples(count, seed: options.seed).map {
            SimulatedLoad(latency: $0, style: theme.style, transitions: transitions)
        }
        statistics = LoadStatistics(loads)
        self.transitions = transitions
    }
}
