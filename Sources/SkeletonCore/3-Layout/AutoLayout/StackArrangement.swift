/// The constraints UIStackView generates for its arranged subviews: the first and last pinned to
/// the stack's edges along its axis (its margins with layout-margins-relative arrangement),
/// neighbours `spacing` apart by the distribution, and each view held across by the alignment.
struct StackArrangement {
    /// The stack's entry.
    let stack: Int
    /// Expressions of anchors.
    let resolver: AnchorResolver
    /// Intrinsic sizes, for `fillProportionally`.
    let sizes: IntrinsicSizes
    /// What it generated so far.
    private var result: [LinearConstraint] = []
    /// The content hugging of its `fill` views (`stretch`), by entry: the axis along the stack
    /// lowered below every other arranged view's.
    private(set) var stretchedHugging: [Int: AxisPriorities] = [:]

    /// Creates the arrangement of the stack at entry `stack`.
    init(stack: Int, resolver: AnchorResolver, sizes: IntrinsicSizes) {
        self.stack = stack
        self.resolver = resolver
        self.sizes = sizes
    }

    /// What each of the constraints UIKit names asks of a stack, in the words of a conflict's
    /// report (`ConflictReport`): why the stack generated it.
    static let purposes: [String: String] = [
        "UISV-canvas-connection": "its first and last arranged views at its edges",
        "UISV-spacing": "its spacing between arranged views",
        "UISV-fill-equally": "its arranged views, or the gaps between them, equally long by its distribution",
        "UISV-fill-proportionally": "its length shared by its arranged views' intrinsic lengths",
        "UISV-alignment": "its arranged views aligned across it",
        "UISV-spanning-boundary": "its arranged views inside it across its axis",
        "UISV-hiding": "a hidden arranged view collapsed",
        "UISV-text-width-disambiguation": "an equal share of its width for a label of several lines",
        shareIdentifier: "its `fill` views sharing its free length equally",
    ]

    /// The identifier of the weak equal lengths of a stack's `fill` views (`stretch`).
    static let shareIdentifier = "theme-fill-share"

    /// Priority of UIKit's `UISV-spanning-fit`: a stack not sized across hugs its largest view.
    private static let spanningFit = LayoutPriority(49)
    /// Priority of UIKit's `UISV-ambiguity-suppression`: an aligned view not sized across is as
    /// small as it may be.
    private static let ambiguitySuppression = LayoutPriority(25)
    /// UIKit's priority of the share of the arranged view (or gap) at `index`
    /// (`_setUpDimensionConstraintForItem:referenceItem:atIndex:`): one less a view from `top`,
    /// down to `floor`, so that where the shares cannot all hold the last one gives way first.
    /// The index counts the visible arranged views (a view hidden in the file has lost its place
    /// among them), which keeps their order.
    private static func sharePriority(from top: Double, index: Int, floor: Double) -> LayoutPriority {
        LayoutPriority(max(top - Double(index), floor))
    }
    /// Priority of a wrapping label's most-equal share of a horizontal stack since iOS 15
    /// (`shareWidths(among:_:_:)`).
    private static let textShare = LayoutPriority(950)

    /// Priority of `UISV-hiding` here: UIKit's is required, but a hidden view's own required length
    /// (a hidden 44-point button) then conflicts, which UIKit logs and breaks; just below required
    /// it gives way quietly, and still outranks every wish that would leave the view open.
    private static let hiding = LayoutPriority(999)

    /// The generated constraints. A hidden arranged view leaves the stack's axis but stays held
    /// across it by the alignment, as in UIKit: IB's stored frames centre hidden views across
    /// centred stacks, and a hidden label wider than its visible neighbours widens a vertical stack.
    mutating func constraints() -> [LinearConstraint] {
        let node = resolver.tree.entries[stack].node
        let arranged = resolver.tree.arrangedSubviews(of: stack)
        let hidden = resolver.tree.hiddenArrangedSubviews(of: stack)
        let margins = resolver.tree.entries[stack].spec.isLayoutMarginsRelativeArrangement
        let axis = Axis(vertical: node.axis == .vertical, margins: margins)
        if !arranged.isEmpty { distribute(arranged, node, axis) }
        if !arranged.isEmpty || !hidden.isEmpty { align(arranged + hidden, node.alignment, axis) }
        hide(hidden, before: arranged, axis)
        return result
    }

    /// Pins each hidden arranged view along the axis as UIKit's `UISV-hiding` constraints do, so
    /// it is not ambiguous there: no length, at the start of the next visible arranged view (the
    /// stack's end after the last), where IB stores it (a hidden middle view of a horizontal stack
    /// at its right neighbour's x, 0 wide).
    private mutating func hide(_ hidden: [Int], before arranged: [Int], _ axis: Axis) {
        for view in hidden {
            let next = arranged.first { follows($0, view, axis) }.map { anchor($0, axis.start) }
            add(anchor(view, axis.length), .equal, LinearExpression(constant: 0), "UISV-hiding", Self.hiding)
            add(anchor(view, axis.start), .equal, next ?? stackAnchor(axis.stackEnd), "UISV-hiding", Self.hiding)
        }
    }

    /// Whether the visible arranged view `visible` comes after the hidden one `hidden`: by their
    /// stored frames' starts along the axis, as a view hidden in the file is kept apart from the
    /// visible ones (`AutoLayoutSpec.hiddenSubviews`) and its place among them is lost; by their
    /// order in the tree where either has no stored frame.
    private func follows(_ visible: Int, _ hidden: Int, _ axis: Axis) -> Bool {
        let entries = resolver.tree.entries
        guard let shown = entries[visible].node.frame, let gone = entries[hidden].node.frame else {
            return visible > hidden
        }
        return axis.isVertical ? shown.minY >= gone.minY : shown.minX >= gone.minX
    }

    /// Places the visible arranged views along the stack's axis by its distribution.
    private mutating func distribute(_ arranged: [Int], _ node: ViewNode, _ axis: Axis) {
        let vertical = axis.isVertical
        let spaced = [.equalSpacing, .equalCentering].contains(node.distribution)
        add(anchor(arranged[0], axis.start), .equal, stackAnchor(axis.stackStart), "UISV-canvas-connection")
        add(anchor(arranged.last!, axis.end), .equal, stackAnchor(axis.stackEnd), "UISV-canvas-connection")
        let entries = resolver.tree.entries
        let baselines = vertical && entries[stack].spec.isBaselineRelativeArrangement
        let neighbours = zip(arranged, arranged.dropFirst())
        let gaps = neighbours.map { before, after in
            baselines
                ? anchor(after, .firstBaseline) - anchor(before, .lastBaseline)
                : anchor(after, axis.start) - anchor(before, axis.end)
        }
        let spacings = neighbours.map { before, _ in entries[before].spec.customSpacingAfter ?? node.spacing }
        for (gap, spacing) in zip(gaps, spacings) {
            add(gap, spaced ? .greaterThanOrEqual : .equal, LinearExpression(constant: spacing), "UISV-spacing")
        }
        switch node.distribution {
        case .fill:
            stretch(arranged, axis)
        case .fillEqually:
            for view in arranged.dropFirst() {
                add(anchor(view, axis.length), .equal, anchor(arranged[0], axis.length), "UISV-fill-equally")
            }
        case .fillProportionally:
            // A view with no intrinsic length (a plain view, a stack) shares by its current length,
            // which UIKit keeps from the layout before: IB's stored one. IB's stored frames are that
            // layout's (woocommerce's ledger cell: seven plain rows of a proportional stack stored
            // 49.5 to 88.5 high, none with an intrinsic height).
            let intrinsic = arranged.map { view -> Double in
                let size = sizes.size(of: view)
                let stored = resolver.tree.entries[view].node.frame.map { vertical ? $0.height : $0.width }
                return max(0, (vertical ? size.height : size.width) ?? stored ?? 0)
            }
            let total = intrinsic.reduce(0, +)
            guard total > 0 else { break }
            // UIKit's share: the stack's length times the view's intrinsic length over all of theirs
            // plus `spacing` between each two (`_proportionalFillDenominator`), at 999 less the view's
            // index (751 at the least), required where the multiplier is 1 (a view of no length is
            // 0 long). Only a stack as long as that sum holds every share beside the spacings; in a
            // longer or shorter one the last view's share, the weakest, gives way and takes the rest.
            let denominator = total + node.spacing * Double(arranged.count - 1)
            let stackLength = stackAnchor(axis.stackEnd) - stackAnchor(axis.stackStart)
            for (index, (view, length)) in zip(arranged, intrinsic).enumerated() {
                let multiplier = length / denominator
                let priority =
                    multiplier == 1 || length == 0
                    ? LayoutPriority.required : Self.sharePriority(from: 999, index: index, floor: 751)
                add(anchor(view, axis.length), .equal, stackLength * multiplier, "UISV-fill-proportionally", priority)
            }
        case .equalSpacing:
            // UIKit's gap guides (`UISV-distributing`), made equally long by `UISV-fill-equally`.
            for gap in gaps.dropFirst() { add(gap, .equal, gaps[0], "UISV-fill-equally") }
        case .equalCentering:
            let centres = arranged.map { anchor($0, axis.center) }
            let distances = zip(centres, centres.dropFirst()).map { $1 - $0 }
            // UIKit's centring guides made equally long at 150 less the index of the view before
            // each (50 at the least): below compression resistance and hugging, so a stack too
            // short for its views keeps their lengths and gives up equal centres, the last first.
            for (index, distance) in distances.enumerated().dropFirst() {
                add(
                    distance, .equal, distances[0], "UISV-fill-equally",
                    Self.sharePriority(from: 150, index: index, floor: 50))
            }
        }
        if !vertical && ![.fillEqually, .fillProportionally].contains(node.distribution) {
            shareWidths(among: arranged, node, axis)
        }
    }

    /// UIKit's `UISV-text-width-disambiguation` in a horizontal stack that neither fills equally nor
    /// proportionally: a label of several lines (without a `preferredMaxLayoutWidth`) has no width
    /// of its own until its text wraps at the one it gets, so UIKit gives such labels a share of the
    /// stack, `(length − spacing × (n − 1)) / n`. Since iOS 15 (`AutoLayoutSpec.sharesWidthWithEachWrappingLabel`
    /// off) only where two or more such labels are visible: each at most an n-th, n the labels, at
    /// 950; before, every such label exactly an n-th, n the visible arranged views, at 10 above the
    /// larger of its horizontal hugging and compression resistance (999 at most). IB's stored frames
    /// follow both: woocommerce's section header (Xcode 12) stores its wrapping title and its
    /// button 196.5 wide each in a 393-point row where the button hugs less; its ledger rows and
    /// error screen (Xcode 14, 15) keep one wrapping label at its text's width, and its
    /// subscription row's two wrapping labels share 382 points as 191 and 191.
    private mutating func shareWidths(among arranged: [Int], _ node: ViewNode, _ axis: Axis) {
        let entries = resolver.tree.entries
        let labels = arranged.filter { view in
            let label = entries[view].node
            return label.kind == .label && label.numberOfLines != 1 && label.preferredMaxLayoutWidth == nil
        }
        let eachLabel = entries[stack].spec.sharesWidthWithEachWrappingLabel
        guard eachLabel ? !labels.isEmpty : labels.count > 1 else { return }
        let count = Double(eachLabel ? arranged.count : labels.count)
        let length = stackAnchor(axis.stackEnd) - stackAnchor(axis.stackStart)
        let share = (length - node.spacing * (count - 1)) * (1 / count)
        for view in labels {
            let spec = entries[view].spec
            let held = max(spec.compressionResistance.horizontal.value, spec.hugging.horizontal.value)
            add(
                anchor(view, axis.length), eachLabel ? .equal : .lessThanOrEqual, share,
                "UISV-text-width-disambiguation", eachLabel ? LayoutPriority(min(held + 10, 999)) : Self.textShare)
        }
    }

    /// A fill-distributed stack's views whose theme rule along its axis is `fill`
    /// (`AutoLayoutSpec.followsSizeRules`) take its free length: they hug below every other
    /// arranged view, as UIKit stretches the view of lowest hugging, and share that length equally
    /// by a weak equal length among them, above their hugging and below every other view's (UIKit
    /// would call views of equal hugging ambiguous; the theme's `fill` is an equal share).
    private mutating func stretch(_ arranged: [Int], _ axis: Axis) {
        let entries = resolver.tree.entries
        let horizontal = !axis.isVertical
        let fills = arranged.filter { view in
            let rule = horizontal ? entries[view].node.width : entries[view].node.height
            return entries[view].spec.followsSizeRules && rule == .fill
        }
        guard let first = fills.first else { return }
        let others = arranged.filter { !fills.contains($0) }.map {
            entries[$0].spec.hugging.along(horizontal: horizontal).value
        }
        let hugging = LayoutPriority((others.min() ?? LayoutPriority.defaultLow.value) - 1)
        for view in fills {
            var priorities = entries[view].spec.hugging
            if horizontal {
                priorities.horizontal = min(priorities.horizontal, hugging)
            } else {
                priorities.vertical = min(priorities.vertical, hugging)
            }
            stretchedHugging[view] = priorities
        }
        for view in fills.dropFirst() {
            add(
                anchor(view, axis.length), .equal, anchor(first, axis.length), Self.shareIdentifier,
                LayoutPriority(hugging.value + 0.5))
        }
    }

    /// Holds each arranged view across the stack by the alignment.
    private mutating func align(_ arranged: [Int], _ alignment: StackAlignment, _ axis: Axis) {
        let stackStart = stackAnchor(axis.crossStackStart)
        let stackEnd = stackAnchor(axis.crossStackEnd)
        for view in arranged {
            let start = anchor(view, axis.crossStart)
            let end = anchor(view, axis.crossEnd)
            // UIKit pins the first view across to the stack (`UISV-canvas-connection`) and aligns
            // the others with it (`UISV-alignment`): the same lines as each pinned to the stack.
            let pin = view == arranged[0] ? "UISV-canvas-connection" : "UISV-alignment"
            switch alignment == .fill && keepsOwnLength(view, axis) ? .leading : alignment {
            case .fill:
                add(start, .equal, stackStart, pin)
                add(end, .equal, stackEnd, pin)
                continue
            case .leading:
                add(start, .equal, stackStart, pin)
                add(end, .lessThanOrEqual, stackEnd, "UISV-spanning-boundary")
            case .trailing:
                add(end, .equal, stackEnd, pin)
                add(start, .greaterThanOrEqual, stackStart, "UISV-spanning-boundary")
            case .center:
                add(anchor(view, axis.crossCenter), .equal, stackAnchor(axis.crossCenter), pin)
                add(start, .greaterThanOrEqual, stackStart, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if axis.isVertical {
                    add(start, .equal, stackStart, pin)
                } else {
                    if view != arranged[0] {
                        add(anchor(view, baseline), .equal, anchor(arranged[0], baseline), "UISV-alignment")
                    }
                    // In a stack taller than its views the line of baselines would float: each view
                    // wishes, weakest of all, to start at the stack's top, which puts the line as
                    // high as the view of the tallest ascent lets it be, as UIKit shows them.
                    add(start, .equal, stackStart, "UISV-ambiguity-suppression", Self.ambiguitySuppression)
                }
                add(start, .greaterThanOrEqual, stackStart, "UISV-spanning-boundary")
                add(end, .lessThanOrEqual, stackEnd, "UISV-spanning-boundary")
            }
            add(
                anchor(view, axis.crossLength), .equal, LinearExpression(constant: 0), "UISV-ambiguity-suppression",
                Self.ambiguitySuppression)
        }
        if alignment != .fill {
            add(
                stackEnd - stackStart, .equal, LinearExpression(constant: 0), "UISV-spanning-fit", Self.spanningFit)
        }
    }

    /// Whether a theme's arranged view keeps its own length across the stack
    /// (`AutoLayoutSpec.followsSizeRules`): its `width` (vertical stack) or `height` (horizontal)
    /// is a number or `fit`, which a fill-aligned stack would otherwise stretch (a number's required
    /// length would conflict with `UISV-alignment`); it is then held as a leading-aligned view.
    private func keepsOwnLength(_ view: Int, _ axis: Axis) -> Bool {
        let entry = resolver.tree.entries[view]
        guard entry.spec.followsSizeRules else { return false }
        switch axis.isVertical ? entry.node.width : entry.node.height {
        case .fixed?, .fit?: return true
        case .fill?, nil: return false
        }
    }

    /// An attribute of an arranged view, its leading and trailing in the stack's direction.
    private func anchor(_ view: Int, _ attribute: LayoutAttribute) -> LinearExpression {
        resolver.expression(
            .view(resolver.tree.entries[view].id), attribute, entry: view,
            rightToLeft: resolver.tree.entries[stack].isRightToLeft)
    }

    /// An attribute of the stack.
    private func stackAnchor(_ attribute: LayoutAttribute) -> LinearExpression {
        anchor(stack, attribute)
    }

    /// Records `lhs relation rhs` at the stack.
    private mutating func add(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, _ identifier: String,
        _ priority: LayoutPriority = .required
    ) {
        result.append(
            LinearConstraint(
                lhs, relation, rhs, priority: priority, identifier: identifier,
                location: resolver.tree.entries[stack].spec.location))
    }

    /// The attributes along and across a stack's axis.
    private struct Axis {
        /// True for a vertical stack.
        let isVertical: Bool
        /// Whether the stack's edges are its layout margins.
        let margins: Bool

        /// Creates the attributes of a stack's axis.
        init(vertical: Bool, margins: Bool) {
            isVertical = vertical
            self.margins = margins
        }

        var start: LayoutAttribute { isVertical ? .top : .leading }
        var end: LayoutAttribute { isVertical ? .bottom : .trailing }
        var length: LayoutAttribute { isVertical ? .height : .width }
        var center: LayoutAttribute { isVertical ? .centerY : .centerX }
        var stackStart: LayoutAttribute {
            isVertical ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        }
        var stackEnd: LayoutAttribute {
            isVertical ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
        }
        var crossStart: LayoutAttribute { isVertical ? .leading : .top }
        var crossEnd: LayoutAttribute { isVertical ? .trailing : .bottom }
        var crossLength: LayoutAttribute { isVertical ? .width : .height }
        var crossCenter: LayoutAttribute { isVertical ? .centerX : .centerY }
        var crossStackStart: LayoutAttribute {
            isVertical ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
        }
        var crossStackEnd: LayoutAttribute {
            isVertical ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)
        }
    }
}
