import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// One frame's worth of computed content: the visible cards and their display lists, and the
/// window's chrome under and over them as display lists.
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
    /// Chrome measurements at the window's pixel scale.
    let metrics: ChromeMetrics
    /// Visible cards.
    var cards: [Card] = []
    /// The variants grid and the device pixel of its top-left corner, in the variants view.
    var variants: (grid: VariantGrid, x: Int, y: Int)?
    /// The timeline every cell of the variants grid shares.
    var timeline: SkeletonTimeline?
    /// The focus view's timeline bar, nil in the grid.
    var timelineBar: TimelineBar?
    /// The canvas and the cards' chrome (shadows, rings, names) under the cards, in window points.
    var canvas: DisplayList
    /// The scroll bar, timeline bar, header, empty state and panels over the cards, in window points.
    var chrome: DisplayList

    /// A frame at `now` with no cards and no chrome yet.
    init(now: Double, theme: Theme?, geometry: GalleryGeometry, metrics: ChromeMetrics) {
        self.now = now
        self.theme = theme
        self.geometry = geometry
        self.metrics = metrics
        canvas = DisplayList(size: .zero, background: RGBA8(rgb: 0))
        chrome = canvas
    }
}

/// What the window last drew, so the next frame redraws only what changed: the cards' display
/// lists, the header's text and the timeline bar, and whether the last frame stood still.
struct DrawnFrame {
    /// The display list last drawn for each visible card.
    var lists: [Int: DisplayList] = [:]
    /// The focus or variants view's header text last drawn (its time since shown ticks in tenths).
    var header = ""
    /// The focus view's timeline bar last drawn (redrawn when its playhead, requests or caption change).
    var bar: TimelineBar?
    /// Set by anything that changes more than cards (state, reload, resize): the next frame is drawn whole.
    var isStale = true
    /// Whether the previous frame showed a skeleton that neither animated nor transitioned.
    var wasStill = false
    /// Whether the previous frame's timeline was settled (only the looping animation moving).
    var wasSettled = false

    /// Forgets every drawn card, so the next frame draws the whole window again.
    mutating func forget() {
        lists.removeAll()
        isStale = true
    }
}
