import SkeletonCompose
import SkeletonCore

/// One shot of a batch, ready to render: its name, where it stands in the expanded batch and
/// what it draws.
struct BatchShot {
    /// What a shot draws, as the single `capture` of its options does.
    enum Kind {
        /// One frame at the moment's time.
        case still(LayoutMoment)
        /// `variants`: the labelled grid of the layout's variants.
        case grid(VariantCapture)
        /// `frames` without `animated`: a filmstrip.
        case strip(LayoutMoment, Filmstrip)
        /// `animated`: one loop, written as an animation and compared frame by frame.
        case loop(LayoutMoment, AnimatedCapture)
    }

    /// The shot's position in the expanded batch (every shard's shots counted), from 0.
    let index: Int
    /// File-safe unique name (`BatchShotName`).
    let name: String
    /// The line of the batch file its pattern starts on.
    let line: Int
    /// Device pixels per point.
    let scale: Double
    /// The appearance, for a filmstrip's labels.
    let scheme: ColorScheme
    /// `background`; nil = the theme's.
    let background: RGBA8?
    /// What it draws.
    let kind: Kind

    /// Whether the shot is an animated loop (written as one file, compared as a frame sequence).
    var loop: AnimatedCapture? {
        if case .loop(_, let loop) = kind { return loop }
        return nil
    }
}
