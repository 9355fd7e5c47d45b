import SkeletonCore

/// One capture of a batch: a layout of a theme at one moment, with the name its files get.
struct BatchShot: Equatable {
    /// File-safe unique name: `theme-layout-style-appearance-time` plus any further settings.
    let name: String
    /// The theme or IB file, as the batch file's folder resolves it.
    let themePath: String
    /// The moment, layout, style, appearance, direction and size.
    let frame: FrameOptions
    /// Device pixels per point.
    let scale: Double
}
