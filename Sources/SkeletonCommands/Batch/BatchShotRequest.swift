import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonGallery

/// What one shot of a batch asks, as `capture`'s parser read it from the command line the shot's
/// keys spell.
struct BatchShotRequest {
    /// The layout, its look and moment, the scale and any variants grid.
    var frame: FrameRequest
    /// How an Interface Builder file is opened (`root`, `bridge`, `alias`, `cell`, `flag`).
    var documents: DocumentOptions
    /// `background` as written, for the shot's name.
    var backgroundName: String?
    /// `background` resolved for the appearance; nil = the theme's.
    var background: RGBA8?
    /// `animated`: one loop in this format.
    var animation: AnimationFormat?
    /// `fps`.
    var fps: Double?
    /// `frames`: a filmstrip of this many frames, or a loop of this many.
    var frames: Int?
    /// `columns` of a filmstrip.
    var columns: Int?
}
