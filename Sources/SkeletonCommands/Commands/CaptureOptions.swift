import SkeletonCompose
import SkeletonCore
import SkeletonGallery

/// Everything `capture` was asked to do.
struct CaptureOptions: Equatable {
    /// The frame counts `--frames` (and `--columns`) take (README, "Limits and safety").
    static let frameCounts = 1...240

    /// The theme file.
    var themePath = ""
    /// The layout, its look and moment, the scale and any variants grid.
    var frame = FrameRequest()
    /// `--out FILE.png`.
    var outPath: String?
    /// `--background COLOR` (hex or colour name) behind the layout; nil = the theme's.
    var background: String?
    /// `--all`: contact sheet of every layout × style.
    var contactSheet = false
    /// `--appearances light,dark` for the contact sheet.
    var appearances: [ColorScheme] = []
    /// `--frames N`: filmstrip frame count.
    var frames: Int?
    /// `--columns N`: frames per filmstrip row; nil = as many as fit in `Filmstrip.defaultWidth`.
    var columns: Int?
    /// `--out-dir DIR` with `--frames`: one PNG per frame.
    var outDirectory: String?
    /// `--fps F`: filmstrip and animation frame rate.
    var fps: Double?
    /// `--animated FILE`: one loop in the `AnimationFormat` its extension names (GIF by default).
    var animatedPath: String?
    /// `--compare BASELINE.png`.
    var baselinePath: String?
    /// `--threshold N`: largest per-channel difference still counted as equal.
    var threshold = 0
    /// `--max-diff-ratio R`: the share of pixels that may change (beyond the threshold) with the
    /// capture still equal to its baseline.
    var maxDiffRatio = 0.0
    /// `--update`: a missing or differing `--compare` baseline is replaced by the capture.
    var update = false
    /// `--measure-edges`: print how far each skeleton view is from the `--overlay` screenshot's ink.
    var measuresEdges = false
    /// How an IB document is opened (`--theme`, `--root`, `--bridge`, `--alias`).
    var documents = DocumentOptions()
}
