import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// One frame's worth of computed content: the visible cards and their display lists.
struct GalleryFrame {
    /// A visible layout.
    struct Card {
        /// Layout index in the theme.
        var index: Int
        /// Where it is in window points.
        var frame: Rect
        /// Device pixels per layout point.
        var scale: Double
        /// Device pixels it covers.
        var pixels: PixelRect
        /// What it shows at this moment.
        var list: DisplayList
        /// Device pixels the looping animation can change (the skeleton shapes' bounding box).
        var animatedPixels: PixelRect
    }

    /// Timeline time of the frame.
    let now: Double
    /// The theme on screen.
    let theme: Theme?
    /// Where every card goes (computed once per frame, not once per redrawn region).
    let geometry: GalleryGeometry
    /// Visible cards.
    let cards: [Card]
    /// The variants grid and the device pixel of its top-left corner, in the variants view.
    var variants: (grid: VariantGrid, x: Int, y: Int)?
    /// The timeline every cell of the variants grid shares.
    var timeline: SkeletonTimeline?
    /// The focus view's timeline bar, nil in the grid.
    let timelineBar: TimelineBar?
    /// Chrome drawing at the window's pixel scale.
    let painter: ChromePainter
}
