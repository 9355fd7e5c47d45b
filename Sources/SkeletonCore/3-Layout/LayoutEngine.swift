/// Places a layout's view tree: absolute frames, stacks, fit-to-content sizes, RTL mirroring, label
/// growth (SkeletonView's UILabel+Extensions.swift) and table/collection expansion (its
/// UITableView+CollectionSkeleton.swift and UICollectionView+CollectionSkeleton.swift). The result
/// is computed once per (layout, metrics, appearance, direction) and never depends on time.
package struct LayoutEngine {
    /// Where text sizes come from.
    package let metrics: any TextMetrics
    /// The appearance labels grow by (line height and spacing fallbacks).
    package let appearance: SkeletonAppearance
    /// Whether labels take SkeletonView's grown height (UILabel+Extensions.swift): true for the
    /// layout while the skeleton is shown, false for the layout before show and after hide (the
    /// constraint removed).
    package let growsLabels: Bool
    /// Whether a screen placed at the size Interface Builder solved it for is solved again instead
    /// of keeping IB's stored frames: how the engine is measured against those frames (the oracle)
    /// and tested on screens that store none.
    package var solvesAtDesignSize = false
    /// Whether the rows of self-sizing cells (`AutoLayoutSpec.sizesRowToFit`) take the height their
    /// constraints give them: at a text size other than the default, where the heights
    /// Interface Builder stored are not UIKit's (a cell that stores none is fitted at every size).
    package var sizesRowsToFit = false
    /// The width of the screen the layout being placed is shown on (`LayoutSpec.screenWidth`, else
    /// its canvas's), which a table cell's margins follow; set by `place(_:forceRightToLeft:)`.
    private(set) var screenWidth: Double?
    /// The text size the layout being placed or fitted is shown at (`LayoutSpec.contentSizeCategory`),
    /// which UIKit's readable width follows; set by `place(_:forceRightToLeft:)` and
    /// `fittingStandaloneCell(_:forceRightToLeft:)`.
    private(set) var contentSizeCategory = ContentSizeCategory.large
    /// The screen's safe area in the layout's coordinates (the root's frame less its safe-area
    /// insets) while a layout with one is placed, which a list reaching under the bars covers in
    /// part; set by `place(_:forceRightToLeft:)`.
    private(set) var safeAreaFrame: Rect?
    /// Intrinsic sizes.
    let measurer: ContentMeasurer
    /// The constraint systems solved so far, shared with engines made from this one.
    package let solvedSubtrees: SolvedSubtrees

    /// Creates an engine; `solvedSubtrees` is given by an engine of the same fonts that lays out
    /// the same layout another way (without label growth), so the two solve each system once.
    package init(
        metrics: any TextMetrics, appearance: SkeletonAppearance, growsLabels: Bool = true,
        solvedSubtrees: SolvedSubtrees = SolvedSubtrees()
    ) {
        self.metrics = metrics
        self.appearance = appearance
        self.growsLabels = growsLabels
        self.measurer = ContentMeasurer(metrics: metrics)
        self.solvedSubtrees = solvedSubtrees
    }

    /// Places the root: it fills the canvas unless it has a frame (mirrored in the canvas when
    /// `forceRightToLeft`, which also makes RTL the root's inherited direction; views that set a
    /// direction keep it). Only a view controller's view (`fillsScreen`) is laid out as a screen,
    /// with the system's margins; a xib's cell or custom view keeps its own. The root has a safe
    /// area when it fills the screen or when its insets are not zero: a freeform xib view IB laid
    /// out under the device's status bar (`LayoutSpec.safeAreaInsets`).
    package func place(_ spec: LayoutSpec, forceRightToLeft: Bool = false) -> PlacedView {
        let canvas = LayoutLimits.size(spec.size)
        let rtl = isRightToLeft(spec.root, inherited: forceRightToLeft)
        var frame = spec.root.frame.map(LayoutLimits.rect) ?? Rect(origin: .zero, size: canvas)
        if forceRightToLeft { frame.origin.x = canvas.width - frame.maxX }
        var engine = self
        engine.screenWidth = spec.screenWidth ?? canvas.width
        engine.contentSizeCategory = spec.contentSizeCategory
        let safeArea = spec.fillsScreen || spec.safeAreaInsets != .zero ? spec.safeAreaInsets : nil
        engine.safeAreaFrame = safeArea.map { frame.inset(by: LayoutLimits.insets($0)) }
        // Show starts at the root; the systems it reaches (`AutoLayoutSpec.isReachedOnShow`) grow their labels.
        let root = spec.root.mappingReachedOnShow { node, reached, _ in
            if reached, node.autoLayout?.designSize != nil { node.autoLayout?.isReachedOnShow = true }
        }
        return engine.place(
            root, frame: frame, rtl: rtl, role: .view, isArranged: false, path: "0",
            growth: heightGrowth(of: spec.root, height: frame.height), safeArea: safeArea, isScreen: spec.fillsScreen)
    }

    /// `spec` with the height UIKit's `systemLayoutSizeFitting` gives a standalone self-sizing cell
    /// (a layout that `keepsHeight` whose root `sizesRowToFit`: a cell xib previewed alone) at its
    /// width, where rows are fitted (`FittedRowHeights`: the engine `sizesRowsToFit`, or the cell
    /// stores no frames); `spec` itself otherwise, or where its constraints leave the height open.
    package func fittingStandaloneCell(_ spec: LayoutSpec, forceRightToLeft: Bool = false) -> LayoutSpec {
        guard spec.keepsHeight, !spec.fillsScreen, let cell = spec.root.autoLayout, cell.sizesRowToFit,
            fitsToConstraints(cell)
        else { return spec }
        var engine = self
        engine.screenWidth = spec.screenWidth ?? spec.size.width
        engine.contentSizeCategory = spec.contentSizeCategory
        let width = spec.root.frame?.width ?? spec.size.width
        let rtl = isRightToLeft(spec.root, inherited: forceRightToLeft)
        guard
            let fitted = engine.fittedRowHeight(of: spec.root, width: width, kept: spec.size.height, rtl: rtl)
                .map(LayoutLimits.length)
        else { return spec }
        var sized = spec
        // The cell's frame, if any, starts where it does: the canvas grows by as much as the cell.
        let growth = fitted - (spec.root.frame?.height ?? spec.size.height)
        sized.size.height = max(0, spec.size.height + growth)
        sized.root.frame?.size.height = fitted
        return sized
    }

    /// Places one view at a frame and lays out its children by its kind; `growth` is the height
    /// constraint SkeletonView adds on show (UILabel+Extensions.swift), if any. A view that roots
    /// a constraint system (a screen's root, a cell) first has its subviews' frames solved at this
    /// frame's size; `safeArea` is given for a layout's root that has one, `isScreen` for a view
    /// controller's. `contentInsets` keep a table cell's or section view's content (its content
    /// view, which roots its system) that far inside its frame (`TableSpec.insetsContentViewsToSafeArea`).
    func place(
        _ node: ViewNode, frame: Rect, rtl: Bool, role: PlacedRole, isArranged: Bool, path: String,
        growth: Double? = nil, safeArea: EdgeInsets? = nil, isScreen: Bool = false, contentInsets: EdgeInsets = .zero
    ) -> PlacedView {
        let content = frame.inset(by: contentInsets)
        let node = solvedByConstraints(node, size: content.size, rtl: rtl, safeArea: safeArea, isScreen: isScreen)
        var view = PlacedView(
            node: node, frame: frame, isRightToLeft: rtl, role: role, isArranged: isArranged, path: path,
            skeletonHeightConstraint: growth)
        switch (node.kind, node.list) {
        case (.table, .table(let spec)?):
            let rows = tableChildren(
                spec, in: frame, padding: listInset(of: node, frame: frame, isRoot: safeArea != nil), rtl: rtl,
                path: path)
            view.children = rows + overlays(of: node, in: frame, after: rows.count, rtl: rtl, path: path)
        case (.collection, .collection(let spec)?):
            let items = collectionChildren(
                spec, in: frame, padding: listInset(of: node, frame: frame, isRoot: safeArea != nil), rtl: rtl,
                path: path)
            view.children = items + overlays(of: node, in: frame, after: items.count, rtl: rtl, path: path)
        case (.table, _), (.collection, _):
            view.children = overlays(of: node, in: frame, after: 0, rtl: rtl, path: path)
        case (.stack, _):
            view.children = stackChildren(of: node, in: content, rtl: rtl, path: path)
        default:
            let padding = LayoutLimits.insets(node.padding)
            // A plain scroll view shows its content scrolled to where it rests (`restingOffset`).
            view.contentOffset = restingOffset(of: node, frame: frame, isRoot: safeArea != nil)
            let shown = content.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
            view.children = node.children.enumerated().map { index, child in
                freeChild(child, in: shown, padding: padding, rtl: rtl, path: path + "." + String(index))
            }
        }
        return view
    }

    /// A list's adjusted content inset: its padding (the content inset), plus the part of the
    /// screen's safe area its frame covers on the axis it scrolls, as UIKit's
    /// `contentInsetAdjustmentBehavior = .automatic` adds a scroll view's safe-area insets to its
    /// content inset: above and below (status bar, navigation bar, tab bar, home indicator) for a
    /// screen's root list (a controller's content view) or one that scrolls up and down, at the
    /// sides (a phone on its side) for one that scrolls sideways; SkeletonView's rows and items,
    /// filling the list, always make it scrollable on its axis. None for `never`. The rows start
    /// below the bars (and beside the Dynamic Island) on any device and scroll under them.
    func listInset(of node: ViewNode, frame: Rect, isRoot: Bool) -> EdgeInsets {
        var inset = LayoutLimits.insets(node.padding)
        guard node.adjustsContentInset, let safe = safeAreaFrame else { return inset }
        let covered = Self.coveredInsets(frame, safe: safe)
        if isRoot || Self.scrollsVertically(node) {
            inset.top += covered.top
            inset.bottom += covered.bottom
        }
        if Self.scrollsHorizontally(node) {
            inset.left += covered.left
            inset.right += covered.right
        }
        return inset
    }

    /// Where a plain scroll view's content offset rests (UIKit's `contentOffset`, minus the top and
    /// left of its adjusted content inset): the part of the screen's safe area above and to the
    /// left of it that its frame covers, as `contentInsetAdjustmentBehavior` automatic adds it on
    /// the axes the view scrolls (`scrollableAxes`: content taller than the scroll view or
    /// `alwaysBounceVertical`, always for a screen's root; content wider than it or
    /// `alwaysBounceHorizontal`); zero for `never`. Interface Builder stores the content in content
    /// coordinates, at the scroll view's top left under the bars, and those frames do not change:
    /// only where the content shows does (below the status bar and the navigation bar of the device
    /// shown, beside the Dynamic Island of a phone on its side, the rest scrolling under them).
    /// A text view that scrolls (UITextView is a UIScrollView) is the same with its text as content.
    func restingOffset(of node: ViewNode, frame: Rect, isRoot: Bool) -> Point {
        let scrollingText = node.kind == .textView && node.autoLayout?.sizesToText != true
        guard node.list == nil, node.autoLayout?.isScrollView == true || scrollingText, node.adjustsContentInset,
            let safe = safeAreaFrame
        else { return .zero }
        let covered = Self.coveredInsets(frame, safe: safe)
        // A text view's text wraps at its width, so it scrolls up and down only.
        let content =
            scrollingText
            ? Size(width: 0, height: measurer.fitSize(of: node, proposedWidth: frame.width).height)
            : Self.contentSize(of: node)
        let vertical = isRoot || node.alwaysBounceVertical || content.height > frame.height + Self.scrollTolerance
        let horizontal = node.alwaysBounceHorizontal || content.width > frame.width + Self.scrollTolerance
        // 0 − inset: a view that is not inset rests at +0, never at −0.
        return Point(x: horizontal ? 0 - covered.left : 0, y: vertical ? 0 - covered.top : 0)
    }

    /// The part of the screen's safe area's insets a view's frame covers on each side: how far it
    /// reaches past the safe area's edges, at most its own extent (UIScrollView's `safeAreaInsets`).
    static func coveredInsets(_ frame: Rect, safe: Rect) -> EdgeInsets {
        EdgeInsets(
            top: min(max(0, safe.minY - frame.minY), frame.height),
            left: min(max(0, safe.minX - frame.minX), frame.width),
            bottom: min(max(0, frame.maxY - safe.maxY), frame.height),
            right: min(max(0, frame.maxX - safe.maxX), frame.width))
    }

    /// How large a scroll view's content is: as far right and down as its subviews reach, whose
    /// frames (stored or solved for the device) are in its content coordinates, where its content
    /// layout guide or the edges its content view is pinned to end.
    static func contentSize(of node: ViewNode) -> Size {
        let frames = node.children.compactMap(\.frame)
        return Size(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    /// How far (points) content may reach past a scroll view's edge and still fit: the solver's rounding.
    static let scrollTolerance = 0.5

    /// Whether a list scrolls up and down: a table, or a collection whose flow is vertical.
    static func scrollsVertically(_ node: ViewNode) -> Bool {
        switch node.list {
        case .table?: true
        case .collection(let spec)?: spec.scrollDirection == .vertical
        case nil: false
        }
    }

    /// Whether a list scrolls sideways: a collection whose flow is horizontal (a table's rows are as
    /// wide as it).
    static func scrollsHorizontally(_ node: ViewNode) -> Bool {
        if case .collection(let spec)? = node.list { return spec.scrollDirection == .horizontal }
        return false
    }

    /// A list's own subviews (an imported screen's simulated bars), placed like a plain view's
    /// children and drawn over its rows, numbered after the `placed` rows, so a row's path does
    /// not depend on what lies over it.
    func overlays(of node: ViewNode, in frame: Rect, after placed: Int, rtl: Bool, path: String) -> [PlacedView] {
        node.children.enumerated().map { index, child in
            freeChild(child, in: frame, rtl: rtl, path: path + "." + String(placed + index))
        }
    }

    /// A child placed by its frame in the parent's bounds (mirrored in an RTL parent) or, without
    /// one, sized by its rules (fill by default) at the leading top corner of the parent's padded box;
    /// `isArranged` when the parent is a stack and the child one of its arranged subviews.
    func freeChild(
        _ child: ViewNode, in parent: Rect, padding: EdgeInsets = .zero, rtl: Bool, isArranged: Bool = false,
        path: String
    ) -> PlacedView {
        let childRTL = isRightToLeft(child, inherited: rtl)
        var frame: Rect
        let growth: Double?
        if let given = child.frame {
            // A frame is kept: the constraint growth adds changes only the skeleton bounds, except
            // in a constraint system, whose solver laid the label out with it.
            frame = LayoutLimits.rect(given)
            if rtl { frame.origin.x = parent.width - frame.maxX }
            frame = frame.offsetBy(dx: parent.minX, dy: parent.minY)
            growth = child.autoLayout?.grownOnShow ?? heightGrowth(of: child, height: frame.height)
        } else {
            let box = parent.inset(by: padding)
            let width = measurer.length(child.width, fallback: .fill, available: box.width) {
                measurer.fitSize(of: child, proposedWidth: box.width).width
            }
            let height = measurer.length(child.height, fallback: .fill, available: box.height) {
                measurer.fitSize(of: child, proposedWidth: width).height
            }
            growth = heightGrowth(of: child, height: height)
            frame = Rect(x: rtl ? box.maxX - width : box.minX, y: box.minY, width: width, height: growth ?? height)
        }
        return place(
            child, frame: frame, rtl: childRTL, role: .view, isArranged: isArranged, path: path, growth: growth)
    }

    /// The view's direction: its own, else the inherited one.
    func isRightToLeft(_ node: ViewNode, inherited: Bool) -> Bool {
        node.layoutDirection.map { $0 == .rightToLeft } ?? inherited
    }

    /// The height constraint SkeletonView's growth on show adds to a label of `height` points
    /// (UILabel+Extensions.swift): desired = h·n + s·(n−1) + padding when n > 1 or n == 0 and
    /// desired exceeds definedMaxHeight, the larger of the height and the label's own height
    /// constraints of any relation (`heldSizeConstants`); nil when it does not grow (or when this
    /// engine lays out without growth).
    func heightGrowth(of node: ViewNode, height: Double) -> Double? {
        guard growsLabels,
            let parameters = TextSkeletonParameters(node: node, appearance: appearance, metrics: metrics),
            let desired = parameters.desiredHeight.map(LayoutLimits.length)
        else { return nil }
        return desired > node.definedMax(.height, length: height) ? desired : nil
    }

    /// Whether a tree placed by this engine holds a label whose frame took its growth constraint,
    /// so the layout before show differs from the skeleton's (labels placed by `frame` keep theirs).
    package func mayHaveGrownLabels(_ view: PlacedView) -> Bool {
        if let growth = view.skeletonHeightConstraint, view.frame.height == growth { return true }
        return view.children.contains { mayHaveGrownLabels($0) }
    }
}
