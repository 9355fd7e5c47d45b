/// What SkeletonView decided for one placed view and why, recorded by the scene builder while it
/// draws (`SkeletonViewSceneBuilder.visit`), so `explain` reports the drawing's own decisions.
package struct SkeletonDecision: Hashable, Sendable {
    /// The view's place in the placed tree ("0.2.5"); its depth is the number of dots.
    package var path: String
    /// The view as its file states it, without its children (they have their own decisions).
    package var node: ViewNode
    /// Frame in layout coordinates.
    package var frame: Rect
    /// Plain view, cell, header or footer.
    package var role: PlacedRole
    /// How SkeletonView's descent got here, or what stopped it.
    package var reach: DescentReach
    /// What SkeletonView made of the view.
    package var outcome: SkeletonOutcome
    /// Whether, and because of which view, it is hidden while the skeleton is active.
    package var hidden: HiddenWhileActive

    /// The number of ancestors in the placed tree.
    package var depth: Int { path.reduce(0) { $1 == "." ? $0 + 1 : $0 } }
}

/// How `recursiveShowSkeleton` (UIView+SkeletonView.swift) reaches a view.
package enum DescentReach: Hashable, Sendable {
    /// showSkeleton is called on it: the layout's root (or an IB `--root`, whose ancestors are flagged).
    case root
    /// A skeletonable child of a reached, skeletonable parent (`subviewsSkeletonables`).
    case parent
    /// Not reached: `stopper` (the path of the view itself or of an ancestor) ended the descent.
    case stopped(by: String, because: DescentStop)

    /// Whether show() runs on the view.
    package var isReached: Bool {
        if case .stopped = self { return false }
        return true
    }
}

/// Why the descent stopped at a view.
package enum DescentStop: Hashable, Sendable {
    /// The stopping view is not skeletonable, so show() neither covers it nor descends into it.
    case notSkeletonable
    /// The stopping view is a stack and the view is not one of its `arrangedSubviews`, the only
    /// subviews SkeletonView's descent visits in a stack (SubviewsSkeletonables.swift).
    case notArranged
}

/// What SkeletonView made of a view.
package enum SkeletonOutcome: Hashable, Sendable {
    /// UIKit does not draw it: a stopped activity indicator that hides when stopped.
    case hiddenByUIKit
    /// Alpha 0: the view and its skeleton layer are invisible.
    case transparent
    /// Not reached, or not skeletonable: its content shows as is.
    case untouched
    /// Reached with skeletonable subviews: SkeletonView descends and gives it no layer of its own.
    case container
    /// A reached table or collection: no layer of its own, its visible cells take part.
    case list(ListCountExplanation)
    /// A leaf covered by one rectangle.
    case block(BlockExplanation)
    /// A label or text view leaf drawn as text lines.
    case lines(LinesExplanation)
}

/// Whether a view is hidden while the skeleton is active (`isHiddenWhenSkeletonIsActive`).
package enum HiddenWhileActive: Hashable, Sendable {
    /// Shown.
    case no
    /// Its own `isHiddenWhenSkeletonIsActive` (reached, skeletonable): hidden on show, back on hide.
    case itself
    /// A root that is not skeletonable but has the flag: show hides it, hide never brings it back.
    case onceShown
    /// Inside the hidden view at this path.
    case inside(String)
}

/// A leaf's whole-view rectangle: why it is one block, its size and corner radius.
package struct BlockExplanation: Hashable, Sendable {
    /// Why the view is one rectangle rather than lines.
    package var reason: BlockReason
    /// The skeleton layer's size (`definedMaxBounds`: the larger of the frame and size constraints).
    package var size: Size
    /// The corner radius drawn.
    package var cornerRadius: Double
    /// True when the view's own `skeletonCornerRadius` gives it, false for the appearance's.
    package var radiusFromView: Bool
    /// The layer corner radius the block is clipped to (`clipsToBounds` with a `cornerRadius`,
    /// the skeleton layer being a sublayer), nil when it is not clipped round.
    package var clippedToRadius: Double?

    /// Creates a block's explanation.
    package init(
        reason: BlockReason, size: Size, cornerRadius: Double, radiusFromView: Bool, clippedToRadius: Double? = nil
    ) {
        self.reason = reason
        self.size = size
        self.cornerRadius = cornerRadius
        self.radiusFromView = radiusFromView
        self.clippedToRadius = clippedToRadius
    }
}

/// Why a leaf is one rectangle.
package enum BlockReason: Hashable, Sendable {
    /// Not a label or text view.
    case notText
    /// A one-line label with `renderSingleLineAsView` (SkeletonLayer.swift's `holderAsTextView`).
    case singleLineAsView
    /// A text node whose height fits no line (N = 0).
    case noLineFits
}

/// A text leaf's lines: the count and how it was found, the line height and its source.
package struct LinesExplanation: Hashable, Sendable {
    /// The geometry drawn (parameters after growth, bounds, count).
    package var layout: TextLineLayout
    /// Where the count comes from.
    package var countReason: LineCountReason
    /// Where the line height comes from.
    package var heightSource: LineHeightSource
    /// The height the label grew to on show (UILabel+Extensions.swift), nil when it did not grow.
    package var grownTo: Double?
    /// True when the view's own `linesCornerRadius` gives the line radius, false for the appearance's.
    package var radiusFromView: Bool
    /// True when the view's own `skeletonLineSpacing` gives the spacing, false for the appearance's.
    package var spacingFromView: Bool
    /// True when the view's own `lastLineFillPercent` gives the last line's width, false for the appearance's.
    package var fillFromView: Bool
}

/// Where a text node's line count comes from.
package enum LineCountReason: Hashable, Sendable {
    /// A fixed count: the label's `numberOfLines` (`fromSkeletonKey` false) or the view's
    /// `skeletonTextNumberOfLines` (true).
    case fixed(Int, fromSkeletonKey: Bool)
    /// n is 0 or -1: as many lines as fill the padded height, round((height − padding) / (h + s)).
    case fillsHeight(height: Double, padding: Double)
    /// The lines were created in the layout before show moved it (`addMultilinesLayers` runs once).
    case createdBefore
}

/// Where a text node's line height h comes from (SkeletonTextNode.swift's `estimatedLineHeight`).
package enum LineHeightSource: Hashable, Sendable {
    /// `.fixed(h)`; `fromView` when the view's `skeletonTextLineHeight` says so, else the appearance's.
    case fixed(fromView: Bool)
    /// `relativeToFont`: the font's line height.
    case relativeToFont(fromView: Bool)
    /// `relativeToConstraints`: the label's first height constraint divided by n.
    case relativeToConstraints(fromView: Bool)
    /// `relativeToConstraints` without a height constraint to read (or a text view): the
    /// appearance's `multilineHeight`.
    case multilineHeightFallback(fromView: Bool)
}

/// A reached list's cell count and its arithmetic (UITableView+CollectionSkeleton.swift).
package struct ListCountExplanation: Hashable, Sendable {
    /// Rows (or items) per section; a static table's rows in all.
    package var count: Int
    /// True when the list states the count (`numberOfRows`, `numberOfItems`, or a static table).
    package var isExplicit: Bool
    /// The extent divided: the table's height, or the collection's along its scroll direction.
    package var extent: Double
    /// The row height or item extent it is divided by.
    package var step: Double
    /// The key the step comes from: `rowHeight`, `estimatedRowHeight`, `itemSize.height`, `itemSize.width`.
    package var stepKey: String
    /// True for a table (rows), false for a collection (items).
    package var isTable: Bool
    /// The cells placed, the visible ones (UIKit creates only those).
    package var visibleCells: Int

    /// Creates a list's explanation.
    package init(
        count: Int, isExplicit: Bool, extent: Double, step: Double, stepKey: String, isTable: Bool, visibleCells: Int
    ) {
        self.count = count
        self.isExplicit = isExplicit
        self.extent = extent
        self.step = step
        self.stepKey = stepKey
        self.isTable = isTable
        self.visibleCells = visibleCells
    }
}

extension ListCountExplanation {
    /// The count of a placed table or collection; nil for other views.
    init?(of view: PlacedView) {
        let cells = view.children.filter { $0.role == .tableCell || $0.role == .collectionCell }.count
        switch view.node.list {
        case .table(let spec):
            let automatic = spec.rowHeight == .automatic
            let step = ListCounts.rowHeight(of: spec)
            let isStatic = !spec.staticSections.isEmpty
            self.init(
                count: isStatic
                    ? spec.staticSections.map(\.count).reduce(0, +)
                    : step > 0
                        ? ListCounts.rows(of: spec, tableHeight: view.frame.height) : 0,
                isExplicit: isStatic || spec.numberOfRows != nil, extent: view.frame.height, step: step,
                stepKey: automatic ? "estimatedRowHeight" : "rowHeight", isTable: true, visibleCells: cells)
        case .collection(let spec):
            let vertical = spec.scrollDirection == .vertical
            self.init(
                count: ListCounts.items(of: spec, collectionSize: view.frame.size),
                isExplicit: spec.numberOfItems != nil,
                extent: vertical ? view.frame.height : view.frame.width,
                step: LayoutLimits.length(vertical ? spec.itemSize.height : spec.itemSize.width),
                stepKey: vertical ? "itemSize.height" : "itemSize.width", isTable: false, visibleCells: cells)
        case nil:
            return nil
        }
    }
}

extension LinesExplanation {
    /// The explanation of lines drawn with `layout` for `view`.
    init(layout: TextLineLayout, view: PlacedView, appearance: SkeletonAppearance) {
        self.layout = layout
        let parameters = layout.parameters
        if layout.createdLineCount != nil {
            countReason = .createdBefore
        } else if parameters.estimatedLines > 0 {
            let fromKey = view.node.skeletonTextNumberOfLines != .inherited
            countReason = .fixed(parameters.estimatedLines, fromSkeletonKey: fromKey)
        } else {
            countReason = .fillsHeight(
                height: layout.bounds.height, padding: parameters.padding.top + parameters.padding.bottom)
        }
        let fromView = view.node.skeletonTextLineHeight != nil
        switch view.node.skeletonTextLineHeight ?? appearance.textLineHeight {
        case .fixed: heightSource = .fixed(fromView: fromView)
        case .relativeToFont: heightSource = .relativeToFont(fromView: fromView)
        case .relativeToConstraints:
            heightSource =
                parameters.readsHeightConstraint && view.node.heldSizeConstants(.height).first != nil
                ? .relativeToConstraints(fromView: fromView) : .multilineHeightFallback(fromView: fromView)
        }
        grownTo = view.skeletonHeightConstraint
        radiusFromView = view.node.linesCornerRadius != nil
        spacingFromView = view.node.skeletonLineSpacing != nil
        fillFromView = view.node.lastLineFillPercent != nil
    }
}

/// What the scene builder carries down the tree only to record decisions (drawing never reads it).
struct DecisionTrail {
    /// How the view is reached.
    var reach = DescentReach.root
    /// The hidden-while-active view the view is inside, by path.
    var hiddenInside: String?
}
