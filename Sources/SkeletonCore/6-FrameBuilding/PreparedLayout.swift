/// One layout of a theme, prepared for building frames: layout, skeleton geometry and content are
/// computed once at init (they depend on theme, layout, metrics and options, never on time);
/// `displayList(at:timeline:)` only resolves paints and opacities for the moment.
package final class PreparedLayout: Sendable {
    /// The layout as the theme states it.
    package let layout: LayoutSpec
    /// The theme.
    package let theme: Theme
    /// The options it was prepared with.
    package let options: LayoutOptions
    /// Canvas size in points.
    package let size: Size
    /// The placed view tree while the skeleton is shown: labels grown as UILabel+Extensions.swift
    /// does, stacks laid out without the views SkeletonView hides (`hidingWhileActive`).
    package let root: PlacedView
    /// The painter's-order scene (in the layout while the skeleton is shown).
    package let scene: SkeletonScene
    /// The scene without label growth or views hidden by show, for content while the skeleton is
    /// away; nil when the layouts agree (one layout serves every frame).
    package let contentLayout: ContentLayoutScene?
    /// The rectangles of every skeleton and template shape: once the timeline is settled, the only
    /// pixels that change between frames are inside these (the looping animation).
    package let animatedRects: [Rect]
    /// The skeleton colours for the scheme.
    let colors: ResolvedSkeletonColors
    /// The canvas background for the scheme.
    let background: RGBA8
    /// The whole layout's rectangle (the paint box of `shimmerSpace: .layout`).
    let layoutBox: Rect

    /// Lays out and skeletonizes a layout of a theme.
    package init(layout: LayoutSpec, theme: Theme, metrics: any TextMetrics, options: LayoutOptions) {
        // UIView-Shimmer never resizes a view; only SkeletonView grows labels on show.
        var engine = LayoutEngine(
            metrics: metrics, appearance: theme.appearance, growsLabels: theme.mode == .skeletonView)
        // IB stores frames for the default text size only: at any other, its screens are solved.
        engine.solvesAtDesignSize = options.solvesAtDesignSize || options.contentSize != .large
        engine.sizesRowsToFit = options.contentSize != .large
        // Fonts are scaled before layout so that label sizes, growth, line counts and
        // `relativeToFont` line heights all measure the font the device would use; a cell shown
        // alone takes the height they give it, which the canvas (and a device's frame) follows.
        let sized = engine.fittingStandaloneCell(
            layout.scaled(to: options.contentSize), forceRightToLeft: options.forceRightToLeft)
        var canvas = layout
        canvas.size = sized.size
        canvas.root.frame = sized.root.frame
        self.layout = canvas
        self.theme = theme
        self.options = options
        size = LayoutLimits.size(sized.size)
        layoutBox = Rect(origin: .zero, size: size)
        let shown = engine.place(sized, forceRightToLeft: options.forceRightToLeft)
        var createdLineCounts: [String: Int] = [:]
        let hiding = theme.mode == .skeletonView ? sized.hidingWhileActive() : nil
        if let hiding {
            // Show hides these views, and their stacks lay out again without them; text nodes keep
            // the line counts they were created with in the layout before (SkeletonLayer.swift).
            root = engine.place(hiding, forceRightToLeft: options.forceRightToLeft).restoringHiddenBySkeleton(
                from: shown)
            createdLineCounts = shown.createdLineCounts(appearance: theme.appearance, metrics: metrics)
        } else {
            root = shown
        }
        scene = SkeletonScene(
            root: root, mode: theme.mode, appearance: theme.appearance, metrics: metrics,
            scheme: options.colorScheme, createdLineCounts: createdLineCounts)
        contentLayout = ContentLayoutScene(
            grown: root, grownScene: scene, spec: sized, theme: theme, engine: engine, options: options,
            hidesViews: hiding != nil)
        animatedRects = scene.elements.compactMap { element in
            switch element {
            case .skeleton(let shape, _): shape.rect
            case .template(let shape, _): shape.rect
            case .content, .pushClip, .popClip, .beginGroup, .endGroup: nil
            }
        }
        colors = ResolvedSkeletonColors(appearance: theme.appearance, scheme: options.colorScheme)
        background = theme.background.resolved(options.colorScheme)
    }

    /// The frame at time t for a timeline's state.
    package func displayList(at t: Double, timeline: SkeletonTimeline) -> DisplayList {
        var list = DisplayList(size: size, background: background)
        displayList(at: t, timeline: timeline, into: &list)
        return list
    }

    /// The frame at time t written into `list`, reusing its command storage: a caller that keeps
    /// one list per view allocates nothing per frame once the storage has grown.
    package func displayList(at t: Double, timeline: SkeletonTimeline, into list: inout DisplayList) {
        list.size = size
        list.background = background
        var commands = list.commands
        list.commands = []
        commands.removeAll(keepingCapacity: true)
        var builder = FrameBuilder(prepared: self, state: timeline.state(at: t), output: commands)
        builder.build()
        list.commands = builder.commands
    }
}

extension PreparedLayout {
    /// SkeletonView's `skeletonTreeDescription` of the layout's root (UIView+SKExtensions.swift),
    /// with a stable key order: type, reference, isSkeletonable, children.
    /// `withFrames`: every view, each with its frame (`tree --frames`).
    package func treeDescription(withFrames: Bool = false) -> String {
        (withFrames ? root.framedTreeNode : root.treeNode).prettyText
    }

    /// The display list at t as stable JSON (see `DisplayList.json`); image paths relative to
    /// `folder` when given (absolute and standardized, like the loader's image paths).
    package func dumpJSON(at t: Double, timeline: SkeletonTimeline, imagesRelativeTo folder: String? = nil) -> String {
        displayList(at: t, timeline: timeline).json(imagesRelativeTo: folder).prettyText
    }
}

/// How a layout is prepared beyond the theme: what the gallery toggles per view.
package struct LayoutOptions: Hashable, Sendable {
    /// Light or dark appearance.
    package var colorScheme: ColorScheme
    /// Make right-to-left the root's inherited direction (views that set one keep it).
    package var forceRightToLeft: Bool
    /// Sliding direction overriding the theme's (the style override lives in the timeline).
    package var direction: GradientDirection?
    /// The Dynamic Type size every font is scaled to (`large` keeps fonts as written).
    package var contentSize: ContentSizeCategory
    /// Whether a screen read from Interface Builder is solved by the Auto Layout engine at the size
    /// the document was saved for too, instead of keeping the frames IB stored there (`--solve`);
    /// a `contentSize` other than `large` solves it anyway (IB's frames are for the default text size).
    package var solvesAtDesignSize: Bool

    /// Creates options; the defaults prepare the theme as written in light mode.
    package init(
        colorScheme: ColorScheme = .light, forceRightToLeft: Bool = false, direction: GradientDirection? = nil,
        contentSize: ContentSizeCategory = .large, solvesAtDesignSize: Bool = false
    ) {
        self.colorScheme = colorScheme
        self.forceRightToLeft = forceRightToLeft
        self.direction = direction
        self.contentSize = contentSize
        self.solvesAtDesignSize = solvesAtDesignSize
    }
}
