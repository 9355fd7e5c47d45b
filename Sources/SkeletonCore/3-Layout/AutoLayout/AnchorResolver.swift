/// Turns a constraint's item and attribute into a linear expression of the system's frame
/// variables: edges, centres and sizes of views, their margins and guides, and baselines.
struct AnchorResolver {
    /// The views of the system.
    let tree: ConstraintTree
    /// Where it is solved.
    let environment: ConstraintEnvironment
    /// Fonts, for baselines.
    let metrics: any TextMetrics
    /// The frames of an earlier solve of the same system by id, in the root's coordinates, which
    /// say how far a view lies inside its superview (`preservesSuperviewLayoutMargins`); empty
    /// before the first solve.
    var placements: [String: Rect] = [:]
    /// Each entry's frame, made once: a system asks for each a few times per constraint, and every
    /// new expression allocates its terms.
    private let frames: [Box]

    /// The resolver of `tree`'s views in `environment`.
    init(
        tree: ConstraintTree, environment: ConstraintEnvironment, metrics: any TextMetrics,
        placements: [String: Rect] = [:]
    ) {
        self.tree = tree
        self.environment = environment
        self.metrics = metrics
        self.placements = placements
        frames = tree.entries.indices.map { index in
            let variable = { (part: FrameVariable.Part) in
                LinearExpression(FrameVariable(tree.entries[index].id, entry: index, part))
            }
            return Box(left: variable(.left), top: variable(.top), width: variable(.width), height: variable(.height))
        }
    }

    /// A rectangle of expressions: a view's frame, a guide, or either inset.
    struct Box {
        /// Left edge.
        var left: LinearExpression
        /// Top edge.
        var top: LinearExpression
        /// Width.
        var width: LinearExpression
        /// Height.
        var height: LinearExpression

        /// The box inset by constant insets.
        func inset(by insets: EdgeInsets) -> Box {
            Box(
                left: left + insets.left, top: top + insets.top, width: width - (insets.left + insets.right),
                height: height - (insets.top + insets.bottom))
        }
    }

    /// The frame of entry `index`.
    func frame(_ index: Int) -> Box { frames[index] }

    /// The layout margins of entry `index` from its edges (a screen root's measured from its safe
    /// area; a table cell's UIKit's defaults for one at the size it is laid out at, or its own where
    /// they are larger and it preserves those; any other view's its own, measured from its safe
    /// area unless it opts out, and where it preserves its superview's margins at least the part of
    /// them that reaches into it).
    func margins(_ index: Int) -> EdgeInsets {
        let spec = tree.entries[index].spec
        if index == 0 && (environment.isScreen || spec.hasRootViewMargins) {
            return readable(environment.screenMargins(fromSafeArea: spec.insetsLayoutMarginsFromSafeArea), of: index)
        }
        if index == 0 && spec.hasTableCellMargins {
            let cell = environment.tableCellMargins(
                accessoryWidth: spec.accessoryWidth, cell: spec.cellMargins, vertical: spec.tableCellVerticalMargin)
            guard spec.preservesSuperviewLayoutMargins else { return readable(cell, of: index) }
            // A content view with margins of its own that preserves the cell's: the larger of each.
            let own = ownMargins(index)
            return readable(
                EdgeInsets(
                    top: max(own.top, cell.top), left: max(own.left, cell.left), bottom: max(own.bottom, cell.bottom),
                    right: max(own.right, cell.right)),
                of: index)
        }
        // `insetsLayoutMarginsFromSafeArea`: the margins add to the part of the screen's unsafe
        // area the view reaches under (IB stores a label pinned 20 below the top margin of a view
        // at the top of a notched phone at y 44 + 8 + 20 = 72).
        var own = ownMargins(index)
        if index > 0 && spec.insetsLayoutMarginsFromSafeArea {
            let reach = safeAreaReach(of: index)
            own = EdgeInsets(
                top: own.top + reach.top, left: own.left + reach.left, bottom: own.bottom + reach.bottom,
                right: own.right + reach.right)
        }
        guard spec.preservesSuperviewLayoutMargins, let parent = tree.entries[index].parent else {
            return readable(own, of: index)
        }
        // UIKit moves the view's content the least that keeps it inside the superview's margins
        // too: on each side, the larger of its own margin and the part of the superview's that
        // reaches past the view's edge.
        let outer = margins(parent)
        let inset = inset(of: index, in: parent)
        return readable(
            EdgeInsets(
                top: max(own.top, outer.top - inset.top), left: max(own.left, outer.left - inset.left),
                bottom: max(own.bottom, outer.bottom - inset.bottom), right: max(own.right, outer.right - inset.right)),
            of: index)
    }

    /// The margins entry `index` sets, left and right swapped where they are directional
    /// (`directionalLayoutMargins`) and it lays out right to left: its leading margin is then its
    /// right one.
    private func ownMargins(_ index: Int) -> EdgeInsets {
        let entry = tree.entries[index]
        let margins = entry.spec.layoutMargins
        guard entry.spec.layoutMarginsAreDirectional && entry.isRightToLeft else { return margins }
        return EdgeInsets(top: margins.top, left: margins.right, bottom: margins.bottom, right: margins.left)
    }

    /// `margins` of entry `index` where it follows the readable width, else `margins` as they are
    /// (`readableSides(of:margins:)`).
    private func readable(_ margins: EdgeInsets, of index: Int) -> EdgeInsets {
        tree.entries[index].spec.layoutMarginsFollowReadableWidth ? readableSides(of: index, margins: margins) : margins
    }

    /// The insets of entry `index`'s readable content guide from its edges, UIKit's
    /// `_UIViewHorizontalLayoutMarginsAdjustedForReadableWidth`: where the view's width less the
    /// safe area at its sides exceeds `environment.readableWidth` by more than
    /// `ConstraintEnvironment.readableInsetThreshold`, each side is the largest of the safe area
    /// there, half of the width beyond the readable one (the guide centred on the view) and the
    /// view's own margin; else the margins (`margins`, the safe area's included) stand. The top and
    /// bottom are the margins'. The view's width is read as a constant, as `inset(of:in:)` reads
    /// its place: the root's is the environment's, another view's where a first solve placed it,
    /// else its stored frame's.
    private func readableSides(of index: Int, margins: EdgeInsets) -> EdgeInsets {
        let entry = tree.entries[index]
        let width = index == 0 ? environment.size.width : (placements[entry.id] ?? entry.node.frame)?.width
        guard let width else { return margins }
        let safe = sideSafeArea(of: index)
        let readableWidth = environment.readableWidth
        guard max(width - safe.left - safe.right, 0) - readableWidth > ConstraintEnvironment.readableInsetThreshold
        else { return margins }
        let centred = (width - readableWidth) / 2
        return EdgeInsets(
            top: margins.top, left: max(safe.left, centred, margins.left - safe.left), bottom: margins.bottom,
            right: max(safe.right, centred, margins.right - safe.right))
    }

    /// The part of entry `index`'s margins that is the screen's unsafe area at its sides (a screen
    /// root's safe area, another view's reach under it), where its margins are measured from there
    /// (`insetsLayoutMarginsFromSafeArea`).
    private func sideSafeArea(of index: Int) -> EdgeInsets {
        let spec = tree.entries[index].spec
        guard spec.insetsLayoutMarginsFromSafeArea else { return .zero }
        if index == 0 { return environment.isScreen || spec.hasRootViewMargins ? environment.safeAreaInsets : .zero }
        return safeAreaReach(of: index)
    }

    /// How far entry `index`'s edges lie inside its superview's (never below zero): from an earlier
    /// solve when there was one, else from the stored frames, where a right-to-left superview
    /// mirrors them; a view without a stored frame is taken to reach its superview's edges until
    /// solved. Reading them as constants keeps the system linear, as the safe area's reach is.
    private func inset(of index: Int, in parent: Int) -> EdgeInsets {
        let entries = tree.entries
        if let view = placements[entries[index].id], let superview = placements[entries[parent].id] {
            return EdgeInsets(
                top: max(0, view.minY - superview.minY), left: max(0, view.minX - superview.minX),
                bottom: max(0, superview.maxY - view.maxY), right: max(0, superview.maxX - view.maxX))
        }
        guard let stored = entries[index].node.frame, let parentSize = tree.storedContentSize(of: parent) else {
            return .zero
        }
        let leading = max(0, stored.minX)
        let trailing = max(0, parentSize.width - stored.maxX)
        let rtl = entries[parent].isRightToLeft
        return EdgeInsets(
            top: max(0, stored.minY), left: rtl ? trailing : leading,
            bottom: max(0, parentSize.height - stored.maxY), right: rtl ? leading : trailing)
    }

    /// The box an item names. A safe area guide is the root's safe area on the root, and on any
    /// other view its frame cut to the root's safe area where it reaches under it.
    func box(_ item: LayoutItem, entry index: Int) -> Box {
        switch item {
        case .view: frame(index)
        case .safeArea: index == 0 ? frame(0).inset(by: environment.safeAreaInsets) : safeArea(of: index)
        case .layoutMargins: frame(index).inset(by: margins(index))
        case .readableContent:
            // Margins that follow the readable width are the readable content guide already.
            frame(index).inset(
                by: tree.entries[index].spec.layoutMarginsFollowReadableWidth
                    ? margins(index) : readableSides(of: index, margins: margins(index)))
        }
    }

    /// How far the screen's unsafe area (status bar, home indicator, notch sides) reaches into
    /// entry `index` on each side (zero where it does not reach under), read as a constant so the
    /// system stays linear: where an earlier solve placed the view, from there (UIKit measures a
    /// view's safe area where layout puts it: a view pinned to a landscape phone's safe area has
    /// none of the notch inside it), else from its stored frame (a view at the top of the screen
    /// has the whole status bar inside it at any size).
    private func safeAreaReach(of index: Int) -> EdgeInsets {
        let insets = environment.safeAreaInsets
        guard insets != .zero else { return .zero }
        if let placed = Self.placedFrame(of: index, in: tree, placements) {
            return Self.reach(of: placed.frame, in: placed.root, insets: insets)
        }
        guard let stored = tree.storedFrameInRoot(index) else { return .zero }
        return Self.reach(of: stored, in: tree.entries[0].spec.designSize ?? environment.size, insets: insets)
    }

    /// Entry `index`'s frame in `placements`, from its root's origin, and the root's size there;
    /// nil when either is not placed.
    private static func placedFrame(of index: Int, in tree: ConstraintTree, _ placements: [String: Rect])
        -> (frame: Rect, root: Size)?
    {
        guard let view = placements[tree.entries[index].id], let root = placements[tree.entries[0].id] else {
            return nil
        }
        return (view.offsetBy(dx: -root.minX, dy: -root.minY), root.size)
    }

    /// How far `insets` at the edges of a root `size` big reach into `frame` (in the root's
    /// coordinates) on each side.
    private static func reach(of frame: Rect, in size: Size, insets: EdgeInsets) -> EdgeInsets {
        let bottomGap = size.height - frame.maxY
        let rightGap = size.width - frame.maxX
        return EdgeInsets(
            top: frame.minY < insets.top ? insets.top - max(0, frame.minY) : 0,
            left: frame.minX < insets.left ? insets.left - max(0, frame.minX) : 0,
            bottom: bottomGap < insets.bottom ? insets.bottom - max(0, bottomGap) : 0,
            right: rightGap < insets.right ? insets.right - max(0, rightGap) : 0)
    }

    /// Whether the unsafe area reaches into some view other than the root by another amount where
    /// `frames` (a solve's) place it than where it is stored, so that a solve that read the stored
    /// reach must be solved again from `frames`.
    static func safeAreaReachMoves(tree: ConstraintTree, environment: ConstraintEnvironment, frames: [String: Rect])
        -> Bool
    {
        let insets = environment.safeAreaInsets
        guard insets != .zero else { return false }
        let design = tree.entries[0].spec.designSize ?? environment.size
        return tree.entries.indices.dropFirst().contains { index in
            guard let placed = placedFrame(of: index, in: tree, frames) else { return false }
            let stored = tree.storedFrameInRoot(index).map { reach(of: $0, in: design, insets: insets) } ?? .zero
            let solved = reach(of: placed.frame, in: placed.root, insets: insets)
            // Within a hundredth of a point: solving leaves rounding noise in frames.
            return [
                solved.top - stored.top, solved.left - stored.left, solved.bottom - stored.bottom,
                solved.right - stored.right,
            ].contains { abs($0) > 0.01 }
        }
    }

    /// The safe area of a subview (UIView.safeAreaLayoutGuide): UIKit insets it by the part of the
    /// view that lies under the root's unsafe edges (status bar, bars, home indicator, notch
    /// sides), so on each side where the view reaches under one its guide's edge is the root's safe
    /// area's edge, elsewhere the view's own. Where it reaches under is `safeAreaReach(of:)`'s
    /// answer: a view pinned to the screen's edges reaches under them at any size.
    private func safeArea(of index: Int) -> Box {
        var box = frame(index)
        let reach = safeAreaReach(of: index)
        guard reach != .zero else { return box }
        let safe = frame(0).inset(by: environment.safeAreaInsets)
        let right = box.left + box.width
        let bottom = box.top + box.height
        if reach.left > 0 { box.left = safe.left }
        if reach.top > 0 { box.top = safe.top }
        box.width = (reach.right > 0 ? safe.left + safe.width : right) - box.left
        box.height = (reach.bottom > 0 ? safe.top + safe.height : bottom) - box.top
        return box
    }

    /// The expression of `attribute` of `item` (entry `index`); a guide's baselines are its top
    /// and bottom edges, as a view's without text. In right-to-left, leading and trailing are
    /// measured leftwards (their expressions negated), so that constants flip with them:
    /// `a.leading = b.leading + 16` puts a's right edge 16 points inside b's.
    /// `content` names a scroll view's content area instead of its frame. `rightToLeft` is the
    /// direction of the view that holds the constraint (the items' common ancestor, or the stack
    /// that arranges the view), in which UIKit resolves both items' leading and trailing, else
    /// the item's own: a button a right-to-left `semanticContentAttribute` puts its image after
    /// its title (a common trick) stays where its left-to-right superview's constraints place it,
    /// as ProtonVPN's "Learn more" button is stored at its label's leading edge.
    func expression(
        _ item: LayoutItem, _ attribute: LayoutAttribute, entry index: Int, content: Bool = false,
        rightToLeft: Bool? = nil
    ) -> LinearExpression {
        let rtl = rightToLeft ?? tree.entries[index].isRightToLeft
        let position = position(item, attribute.resolved(rightToLeft: rtl), entry: index, content: content)
        return rtl && Self.isDirectional(attribute) ? position * -1 : position
    }

    /// Whether `attribute` follows the layout direction (a switch, not a set: hashing an attribute
    /// costs more than resolving it, and every constraint asks).
    private static func isDirectional(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The expression of an attribute without leading or trailing, measured rightwards and downwards.
    private func position(_ item: LayoutItem, _ resolved: LayoutAttribute, entry index: Int, content: Bool)
        -> LinearExpression
    {
        var box = box(item, entry: index)
        if content, case .view = item {
            // The content starts at the scroll view's origin (no scrolling); its size is its own.
            let id = tree.entries[index].id
            box.width = LinearExpression(FrameVariable(id, entry: index, .contentWidth))
            box.height = LinearExpression(FrameVariable(id, entry: index, .contentHeight))
        }
        if case .view = item, Self.isMeasuredInsideMargins(resolved) {
            box = box.inset(by: margins(index))
        }
        switch resolved {
        case .left, .leftMargin: return box.left
        case .right, .rightMargin: return box.left + box.width
        case .top, .topMargin: return box.top
        case .bottom, .bottomMargin: return box.top + box.height
        case .width: return box.width
        case .height: return box.height
        case .centerX, .centerXWithinMargins: return box.left + box.width * 0.5
        case .centerY, .centerYWithinMargins: return box.top + box.height * 0.5
        case .firstBaseline, .lastBaseline:
            if case .view = item, let offset = symbolBaseline(index) {
                return box.top + box.height * 0.5 + offset
            }
            guard case .view = item, let text = textLine(index) else {
                return resolved == .firstBaseline ? box.top : box.top + box.height
            }
            if text.isCentred {
                // UIButton and UITextField centre their line vertically in the view's bounds.
                return box.top + box.height * 0.5 + (text.ascent - text.lineHeight / 2)
            }
            // Labels' and text views' lines keep to their edges: the first baseline an ascent below
            // the top, the last a descent above the bottom.
            return resolved == .firstBaseline ? box.top + text.ascent : box.top + box.height - text.descent
        case .leading, .trailing, .leadingMargin, .trailingMargin:
            preconditionFailure("resolved(rightToLeft:) leaves no leading or trailing attribute")
        }
    }

    /// Whether `attribute` is measured inside the view's layout margins.
    private static func isMeasuredInsideMargins(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// How far below its centre an image view showing an SF Symbol has both its baselines (the
    /// symbol's, centred with the glyph); nil for any other view, whose first baseline is its top
    /// and last its bottom where it shows no text (an app's picture pinned by its first baseline to
    /// a label's sits below the text, as keepassium's database icon is stored).
    private func symbolBaseline(_ index: Int) -> Double? {
        let node = tree.entries[index].node
        guard node.kind == .imageView, let symbol = node.symbol else { return nil }
        return symbol.baselineBelowCentre
    }

    /// The vertical metrics of the font of a view that shows text (its descent: how far its last
    /// baseline lies above its bottom edge), and whether the view centres its line in its bounds;
    /// nil for a view without text.
    private func textLine(_ index: Int) -> (ascent: Double, descent: Double, lineHeight: Double, isCentred: Bool)? {
        let node = tree.entries[index].node
        guard [.label, .button, .textField, .textView].contains(node.kind) else { return nil }
        var line = metrics.lineMetrics(for: node.font ?? .default)
        // A designable label's code sets its font (a text style's), whose one line IB measured:
        // its baselines lie where that line's do, the file's font scaled to the measured height
        // (corona-warn-app's chevrons pinned to a title's first baseline are stored 2 to 9 points
        // lower than the 17-point font its files state puts them).
        if node.kind == .label, let measured = tree.entries[index].spec.placeholderIntrinsicSize,
            measured.isDesignableMeasurement, let height = measured.height, line.lineHeight > 0
        {
            let scale = height / line.lineHeight
            line.ascent *= scale
            line.descent *= scale
            line.lineHeight = height
        }
        switch node.kind {
        case .textView:
            return (line.ascent, line.descent, line.lineHeight, false)
        case .label:
            // A label's baselines stay where a label as tall as its text has them, however much
            // taller constraints make it: the last a line's height less the ascent above its bottom.
            // Interface Builder's stored frames show no centring (17 views of 3 apps whose labels
            // are stretched between a baseline and an edge).
            return (line.ascent, line.lineHeight - line.ascent, line.lineHeight, false)
        default:
            return (line.ascent, line.descent, line.lineHeight, true)
        }
    }

    /// Whether `attribute` of entry `index` names a scroll view's content for a constraint with
    /// `other`: an edge of a scroll view related to a view inside it (its width, height and centres
    /// stay the frame's, as UIKit attaches them: content pinned to every edge and centred on the
    /// scroll view is as wide as its frame).
    func isContent(of index: Int, _ attribute: LayoutAttribute, for other: Int) -> Bool {
        !attribute.isSize && !Self.isCentre(attribute) && tree.entries[index].spec.isScrollView
            && tree.ancestors(of: other).contains(index)
    }

    /// Whether `attribute` is a centre, which UIKit attaches to a scroll view's frame.
    private static func isCentre(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The origin of `ancestor`'s coordinate space along one axis (its left or top edge), which a
    /// position with a multiplier other than 1 is measured from.
    func origin(of ancestor: Int, horizontal: Bool) -> LinearExpression {
        LinearExpression(FrameVariable(tree.entries[ancestor].id, entry: ancestor, horizontal ? .left : .top))
    }
}
