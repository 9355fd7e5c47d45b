import SkeletonCompose
import SkeletonCore

/// Everything the user chose in the gallery, as a value: which theme and layout, the view, the
/// style and timeline, appearance, clock, scroll and overlays. Changed only by the reducer.
struct GalleryState: Equatable {
    /// Index into the session's theme slots.
    var themeIndex = 0
    /// Selected layout of the current theme.
    var layoutIndex = 0
    /// Whether one layout fills the view at 1:1 instead of the grid.
    var isFocused = false
    /// The look the window shows, as `capture` would be asked for it: style (digit keys; nil = the
    /// theme's), scheme (D), direction (R), sliding direction (G), text size (T), Reduce Motion (M),
    /// device (I and O) and the variants grid (V). The S key prints it.
    var request = FrameRequest()
    /// The variants grid's set as `--vary` gave it, which V shows and hides.
    var variantChoice = VariantSet()
    /// Show/hide/style requests in timeline time.
    var timeline: SkeletonTimeline
    /// Raw → timeline time.
    var clock = GalleryClock()
    /// Grid scale picked with - and +; nil = automatic (see `GalleryGeometry.grid`).
    var zoom: Double?
    /// Scroll offset in points.
    var scroll = Point.zero
    /// Window size.
    var viewport: Viewport
    /// Frame statistics overlay.
    var showsHUD = false
    /// Key help overlay.
    var showsHelp = false
    /// Whether the playhead is being dragged (the button went down on the timeline bar).
    var isScrubbing = false
    /// The latency model and minimum visible time the L key plays loads with.
    var loadOptions = LoadOptions()
    /// The loads L has played, the latest one last: the next press plays load `loadsPlayed + 1` of
    /// the seeded stream (as `simulate --seed` numbers them).
    var loadsPlayed = 0
    /// The latest load L played.
    var lastLoad: SimulatedLoad?
    /// The X key hid the `--overlay` screenshot (its settings stay in `request.overlay`).
    var hidesOverlay = false
    /// The focus view's inspector: the views hovered and clicked, and the E and W overlays.
    var inspector = InspectorState()

    /// The state at start: first theme, skeleton shown at timeline time 0 with the theme's transitions.
    init(theme: Theme?, viewport: Viewport) {
        self.viewport = viewport
        timeline = SkeletonTimeline(
            style: theme?.style ?? .gradientAnimated, transitions: theme?.timelineTransitions ?? TransitionSettings(),
            shownAt: 0
        )
    }

    /// Whether the selected layout is shown as its variants grid (V).
    var showsVariants: Bool {
        get { request.variants != nil }
        set { request.variants = newValue ? variantChoice : nil }
    }

    /// The style in effect for `theme` (its static twin under Reduce Motion).
    func style(for theme: Theme?) -> SkeletonStyle {
        request.style(over: theme?.style ?? .gradientAnimated)
    }

    /// The size a layout takes on screen: its device frame, or the layout itself.
    func cardSize(of layout: LayoutSpec) -> Size {
        request.device.map { DeviceFrame.size(of: $0) } ?? layout.size
    }

    /// The cells of the variants grid on screen, row by row (axes not varied follow the window's look).
    var variantRows: [[VariantSet.Variant]] {
        (request.variants ?? variantChoice).rows(of: request)
    }

    /// The variants grid of the selected layout at the largest zoom step that fits below the
    /// header; nil outside the variants view.
    func variantGeometry(for theme: Theme?) -> VariantGridGeometry? {
        guard showsVariants, let theme, theme.layouts.indices.contains(layoutIndex) else { return nil }
        let size = theme.layouts[layoutIndex].size
        let room = Size(width: viewport.width, height: viewport.height - GalleryGeometry.headerHeight)
        let rows = variantRows
        let step = VariantGridGeometry.fittingScale(
            variants: rows, layoutSize: size, room: room, pixelScale: viewport.pixelScale)
        return VariantGridGeometry(variants: rows, layoutSize: size, scale: step * viewport.pixelScale)
    }

    /// Where the layouts of `theme` go for the current view and window.
    func geometry(for theme: Theme?) -> GalleryGeometry {
        if let grid = variantGeometry(for: theme) {
            let size = Size(
                width: Double(grid.width) / viewport.pixelScale, height: Double(grid.height) / viewport.pixelScale)
            return .focus(layoutSize: size, viewport: viewport)
        }
        let sizes = theme?.layouts.map(cardSize(of:)) ?? []
        if isFocused, sizes.indices.contains(layoutIndex) {
            return .focus(layoutSize: sizes[layoutIndex], viewport: viewport, footer: TimelineBar.height)
        }
        return .grid(layoutSizes: sizes, viewport: viewport, zoom: zoom)
    }

    /// Where the focus view's timeline bar is: along the bottom of the window.
    var timelineBarRect: Rect {
        Rect(
            x: 0, y: max(GalleryGeometry.headerHeight, viewport.height - TimelineBar.height), width: viewport.width,
            height: TimelineBar.height)
    }
}
