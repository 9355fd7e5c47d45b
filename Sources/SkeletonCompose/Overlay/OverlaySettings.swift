import SkeletonCore
import SkeletonRaster

/// The real screen laid over the skeleton, as `--overlay PNG` and its options ask: which
/// screenshot, how strongly and how it blends, where the swipe line is, how far it is nudged and
/// how many of its pixels make a point. Carried by the frame request, so the window, `capture`
/// and the S key's command all mean the same overlay.
package struct OverlaySettings: Hashable, Sendable {
    /// The opacity `--overlay-opacity` starts at.
    package static let defaultOpacity = 0.5

    /// `--overlay PNG`: the screenshot (a simulator screenshot or a design export).
    package var path: String
    /// `--overlay-opacity`: 0 (invisible) … 1 (opaque).
    package var opacity = Self.defaultOpacity
    /// `--overlay-blend normal|difference`.
    package var blend = OverlayBlendMode.normal
    /// `--overlay-split FRACTION`: the screenshot shows left of this share of the layout's width,
    /// the skeleton right of it; nil = the screenshot covers the whole layout.
    package var split: Double?
    /// `--overlay-offset X,Y`: the screenshot moved by this many points.
    package var offset = Point.zero
    /// `--overlay-scale S`: screenshot pixels per point; nil = `pixelsPerPoint(imageWidth:…)` decides.
    package var scale: Double?

    /// An overlay of the screenshot at `path` with every other setting at its default.
    package init(path: String) {
        self.path = path
    }

    /// Screenshot pixels per point: `scale` when given, else the screenshot's width over the
    /// layout's when that is a whole number (a 3x simulator screenshot of a 390-point screen is
    /// 1170 pixels wide), else the frame's own pixels per point.
    package func pixelsPerPoint(imageWidth: Int, layoutWidth: Double, frameScale: Double) -> Double {
        if let scale { return scale }
        guard layoutWidth > 0 else { return frameScale }
        let ratio = Double(imageWidth) / layoutWidth
        let whole = ratio.rounded()
        return whole >= 1 && abs(ratio - whole) < 1e-9 ? whole : frameScale
    }
}
