/// One capture of a batch, as its files know it: the name they get and the pixel density.
struct BatchShot: Equatable {
    /// File-safe unique name: `theme-layout-style-appearance-time` plus any further settings.
    let name: String
    /// Device pixels per point.
    let scale: Double
}
