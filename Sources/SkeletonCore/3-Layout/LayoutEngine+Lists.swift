/// UITableView with SkeletonView's skeleton data source (UITableView+CollectionSkeleton.swift): the
/// table's header view, then per section a header, the rows (all of one height, from the section's
/// cell, texts cycled per row; a static table's own cells, each at its height), a footer, then the
/// table's footer view after the last section, inside the table's padding (its content inset). The
/// header view only pushes the rows down: the automatic row count still divides the table's frame
/// height. Only views that start inside the table's bounds exist, as UIKit only creates visible
/// cells; the cell budget caps hostile counts. An inset-grouped table keeps its sections off its
/// sides by its side margin from its safe area and rounds each section's cells into one card.
extension LayoutEngine {
    /// The visible header view, section headers, cells, section footers and footer view of a table.
    func tableChildren(
        _ spec: TableSpec, in frame: Rect, padding: EdgeInsets, rtl: Bool, path: String
    ) -> [PlacedView] {
        let rowHeight = ListCounts.rowHeight(of: spec)
        let rows = rowHeight > 0 ? ListCounts.rows(of: spec, tableHeight: frame.height) : 0
        let isStatic = !spec.staticSections.isEmpty
        let sections = isStatic ? spec.staticSections.count : LayoutLimits.count(spec.numberOfSections)
        let content = frame.inset(by: padding)
        // An inset-grouped table's sections (cells, headers and footers) keep the table's side margin
        // from the unsafe area the table covers at each side: UITableView's section content inset
        // adds its safe-area insets (as its layout margins do), so the cards clear the Dynamic Island
        // of a phone on its side.
        let card = spec.isInsetGrouped ? cardInsets(of: content) : .zero
        let sectionBounds = content.inset(by: card)
        // The content views of cells and section views keep clear of the unsafe area at the sides.
        let sectionInsets = spec.insetsContentViewsToSafeArea ? unsafeSides(of: sectionBounds) : .zero
        var children: [PlacedView] = []
        var y = content.minY
        let add = { (node: ViewNode, height: Double, role: PlacedRole) in
            let bounds = role == .view ? content : sectionBounds
            let rect = Rect(x: bounds.minX, y: y, width: bounds.width, height: height)
            children.append(
                place(
                    node, frame: rect, rtl: isRightToLeft(node, inherited: rtl), role: role, isArranged: false,
                    path: path + "." + String(children.count), contentInsets: role == .view ? .zero : sectionInsets))
            y += height
        }
        let contentWidth = sectionBounds.width - sectionInsets.left - sectionInsets.right
        // UIKit keeps a table header or footer view's height and stretches it to the table's width;
        // it is a plain subview (SubviewsSkeletonables.swift), not a reusable header.
        if let header = spec.tableHeaderView, y < frame.maxY {
            add(header, tableHeaderFooterViewHeight(header, width: content.width), .view)
        }
        var row = 0
        var rowHeights = FittedRowHeights(engine: self, rtl: rtl)
        for section in 0..<sections {
            // A section with no header or footer view keeps the table's fixed height there (UIKit);
            // an empty title, a blank of its own height, is a title for the paddings above headers.
            let headerTitle = spec.headerTitle(inSection: section)
            let footerTitle = spec.footerTitle(inSection: section)
            if headerTitle != .none {
                if section == 0 {
                    y += LayoutLimits.length(spec.firstHeaderTopPadding)
                } else if footerTitle != .none {
                    y += LayoutLimits.length(spec.footedHeaderTopPadding)
                }
            }
            switch headerTitle {
            case .titled:
                if let template = spec.header, y < frame.maxY {
                    let header = template.withTexts(TableSpec.texts(spec.headerTexts, inSection: section), at: 0)
                    add(header, sectionViewHeight(header, width: contentWidth, rtl: rtl), .tableHeaderFooter)
                }
            case .empty: y += LayoutLimits.length(spec.emptyTitleHeight ?? 0)
            case .none: y += LayoutLimits.length(spec.sectionHeaderHeight)
            }
            let cell = spec.sectionCells.isEmpty ? spec.cell : spec.sectionCells[section % spec.sectionCells.count]
            let cells = isStatic ? spec.staticSections[section] : Array(repeating: cell, count: rows)
            for (index, cell) in cells.enumerated() {
                guard y < frame.maxY, children.count < LayoutLimits.maxCells else { break }
                let shown = cell.withTexts(spec.rowTexts, at: row)
                let height = isStatic ? staticRowHeight(cell, rowHeight) : rowHeight
                add(shown, rowHeights.height(of: shown, width: contentWidth, kept: height), .tableCell)
                if spec.isInsetGrouped {
                    children[children.count - 1].backgroundRadii = Self.cardCorners(
                        isFirst: index == 0, isLast: index == cells.count - 1)
                }
                row += 1
            }
            switch footerTitle {
            case .titled:
                if let template = spec.footer, y < frame.maxY {
                    let footer = template.withTexts(TableSpec.texts(spec.footerTexts, inSection: section), at: 0)
                    add(footer, sectionViewHeight(footer, width: contentWidth, rtl: rtl), .tableHeaderFooter)
                }
            case .empty: y += LayoutLimits.length(spec.emptyTitleHeight ?? 0)
            case .none: y += LayoutLimits.length(spec.sectionFooterHeight)
            }
            guard y < frame.maxY, children.count < LayoutLimits.maxCells else { break }
        }
        // The footer view follows the last section; a loop cut short left y past the bounds or the
        // budget spent, so the footer shows only when every row before it was placed.
        if let footer = spec.tableFooterView, y < frame.maxY, children.count < LayoutLimits.maxCells {
            add(footer, tableHeaderFooterViewHeight(footer, width: content.width), .view)
        }
        return children
    }

    /// Whether a self-sizing template (a row's cell, a section view, a collection item, a cell
    /// shown alone) takes the size its constraints fit it to, not the one stored: where the engine
    /// `sizesRowsToFit` (another text size than the stored one) or it stores no frames (a theme's).
    func fitsToConstraints(_ spec: AutoLayoutSpec) -> Bool {
        sizesRowsToFit || spec.solvesAtDesignSize
    }

    /// How far an inset-grouped table `content` wide keeps its cards from its sides: its side
    /// margin (`ConstraintEnvironment.tableSideMargin`) beyond the unsafe area it covers there
    /// (59 + 20 points on an iPhone 15 on its side, the margin alone elsewhere).
    func cardInsets(of content: Rect) -> EdgeInsets {
        let margin = ConstraintEnvironment.tableSideMargin(
            screenWidth: screenWidth ?? content.width, width: content.width)
        let unsafe = unsafeSides(of: content)
        return EdgeInsets(top: 0, left: unsafe.left + margin, bottom: 0, right: unsafe.right + margin)
    }

    /// The part of the screen's unsafe area at the sides that `rect` reaches under (a phone on its
    /// side: the Dynamic Island's and the rounded corners' 59 points on an iPhone 15), where
    /// UITableView's `insetsContentViewsToSafeArea` keeps its cells' content views clear of it.
    func unsafeSides(of rect: Rect) -> EdgeInsets {
        guard let safe = safeAreaFrame else { return .zero }
        let left = min(max(0, safe.minX - rect.minX), rect.width)
        let right = min(max(0, rect.maxX - safe.maxX), rect.width - left)
        return EdgeInsets(top: 0, left: left, bottom: 0, right: right)
    }

    /// The rows' heights of one table: a self-sizing cell's fitted to its constraints where the
    /// engine `sizesRowsToFit`, the cell stores no frames (a theme's, `solvesAtDesignSize`: no
    /// height was stored for any text size) or its content is laid out at another width than its
    /// stored frame's (another device, or the safe area at the sides: UIKit sizes every
    /// self-sizing row through its constraints at the width the table gives it, and IB stored the
    /// height for the design's); every other one kept; rows showing the same cell are fitted once.
    struct FittedRowHeights {
        /// The engine that fits them.
        let engine: LayoutEngine
        /// The table's direction.
        let rtl: Bool
        /// The last cell fitted, its width, its kept height and its height: a table's rows repeat one cell.
        private var last: (cell: ViewNode, width: Double, kept: Double, height: Double)?

        /// Creates the heights of a table's rows.
        init(engine: LayoutEngine, rtl: Bool) {
            self.engine = engine
            self.rtl = rtl
        }

        /// The height of `cell`'s row whose content is `width` points wide, whose height is otherwise `kept`.
        mutating func height(of cell: ViewNode, width: Double, kept: Double) -> Double {
            guard let spec = cell.autoLayout, spec.sizesRowToFit,
                engine.fitsToConstraints(spec) || spec.designSize?.width != width
            else {
                return kept
            }
            if let last, last.width == width, last.kept == kept, last.cell == cell { return last.height }
            let direction = engine.isRightToLeft(cell, inherited: rtl)
            let height =
                engine.fittedRowHeight(of: cell, width: width, kept: kept, rtl: direction).map(LayoutLimits.length)
                ?? kept
            last = (cell, width, kept, height)
            return height
        }
    }

    /// The background corners of an inset-grouped section's cell: the card's radius at the top of
    /// its first cell and the bottom of its last (both for a single cell), square between.
    static func cardCorners(isFirst: Bool, isLast: Bool) -> CornerRadii {
        let top = isFirst ? TableSpec.cardCornerRadius : 0
        let bottom = isLast ? TableSpec.cardCornerRadius : 0
        return CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom)
    }

    /// A table header or footer view's height: its frame's height (UIKit keeps it; the table gives
    /// the position and width), else its fixed height rule, else the height its content fits at
    /// the table's width.
    func tableHeaderFooterViewHeight(_ node: ViewNode, width: Double) -> Double {
        if let frame = node.frame { return LayoutLimits.length(frame.height) }
        if case .fixed(let height)? = node.height { return LayoutLimits.length(height) }
        return measurer.fitSize(of: node, proposedWidth: width).height
    }

    /// A static cell's row height: its fixed height rule, else the table's row height.
    func staticRowHeight(_ cell: ViewNode, _ rowHeight: Double) -> Double {
        if case .fixed(let height)? = cell.height { return LayoutLimits.length(height) }
        return rowHeight
    }

    /// A section header's or footer's height: its fixed height rule, else the height its
    /// constraints fit it to at the list's width (UIKit's automatic section header height:
    /// `systemLayoutSizeFitting`), where rows are fitted (`FittedRowHeights`: the engine
    /// `sizesRowsToFit`, or the template stores no frames) and the constraints close its height,
    /// else its frame's height, else the height its content fits at the list's width.
    func sectionViewHeight(_ node: ViewNode, width: Double, rtl: Bool) -> Double {
        if case .fixed(let height)? = node.height { return LayoutLimits.length(height) }
        if let spec = node.autoLayout, fitsToConstraints(spec),
            let fitted = fittedRowHeight(
                of: node, width: width, kept: node.frame?.height ?? 0, rtl: isRightToLeft(node, inherited: rtl))
        {
            return LayoutLimits.length(fitted)
        }
        if let frame = node.frame { return LayoutLimits.length(frame.height) }
        return measurer.fitSize(of: node, proposedWidth: width).height
    }

    /// A horizontal list's section view width: its fixed width rule, else its frame's width, else its fit width.
    func sectionViewWidth(_ node: ViewNode) -> Double {
        if case .fixed(let width)? = node.width { return LayoutLimits.length(width) }
        if let frame = node.frame { return LayoutLimits.length(frame.width) }
        return measurer.fitSize(of: node, proposedWidth: nil).width
    }
}

/// UICollectionView with a flow layout and SkeletonView's skeleton data source
/// (UICollectionView+CollectionSkeleton.swift): per section a header, the items in lines inside the
/// section inset, a footer, all inside the collection's padding (its content inset). Full lines
/// spread their items edge to edge, a line with a single item centres it
/// (UICollectionViewFlowLayout); RTL mirrors the flow. Only views that start inside the bounds
/// exist.
extension LayoutEngine {
    /// The visible headers, cells and footers of a collection.
    func collectionChildren(
        _ spec: CollectionSpec, in frame: Rect, padding: EdgeInsets, rtl: Bool, path: String
    ) -> [PlacedView] {
        let vertical = spec.scrollDirection == .vertical
        let items = ListCounts.items(of: spec, collectionSize: frame.size)
        let sections = LayoutLimits.count(spec.numberOfSections)
        let lineSpacing = LayoutLimits.length(spec.lineSpacing)
        let interitem = LayoutLimits.length(spec.interitemSpacing)
        // Along = the scroll direction; across = the direction items fill a line in.
        let content = frame.inset(by: padding)
        let acrossExtent = vertical ? content.width : content.height
        let alongEnd = vertical ? frame.height : frame.width
        // The section inset keeps the items off the section's edges; headers and footers span the width.
        let inset = LayoutLimits.insets(spec.sectionInset)
        let (insetAcross, insetAcrossEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let (insetAlong, insetAlongEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let itemsExtent = max(0, acrossExtent - insetAcross - insetAcrossEnd)
        let item = itemSize(of: spec, across: itemsExtent, rtl: rtl)
        let itemAcross = vertical ? item.width : item.height
        let itemAlong = vertical ? item.height : item.width
        let perLine = itemsPerLine(extent: itemsExtent, item: itemAcross, spacing: interitem)
        let gap = perLine > 1 ? (itemsExtent - Double(perLine) * itemAcross) / Double(perLine - 1) : 0
        var children: [PlacedView] = []
        // Positions along start at the leading padding and are checked against the frame's end.
        var along = vertical ? padding.top : padding.left
        let add = { (node: ViewNode, local: Rect, role: PlacedRole) in
            let flow = local.offsetBy(dx: vertical ? padding.left : padding.top, dy: 0)
            var rect = vertical ? flow : Rect(x: flow.minY, y: flow.minX, width: flow.height, height: flow.width)
            if rtl { rect.origin.x = frame.width - rect.maxX }
            children.append(
                place(
                    node, frame: rect.offsetBy(dx: frame.minX, dy: frame.minY),
                    rtl: isRightToLeft(node, inherited: rtl), role: role, isArranged: false,
                    path: path + "." + String(children.count)))
        }
        for _ in 0..<sections {
            if let header = spec.header, along < alongEnd {
                let length =
                    vertical ? sectionViewHeight(header, width: content.width, rtl: rtl) : sectionViewWidth(header)
                add(header, Rect(x: 0, y: along, width: acrossExtent, height: length), .collectionSupplementary)
                along += length
            }
            along += insetAlong
            var index = 0
            while index < items, along < alongEnd, children.count < LayoutLimits.maxCells {
                let count = min(perLine, items - index)
                for slot in 0..<count where children.count < LayoutLimits.maxCells {
                    let across =
                        insetAcross + (count == 1 ? (itemsExtent - itemAcross) / 2 : Double(slot) * (itemAcross + gap))
                    add(spec.cell, Rect(x: across, y: along, width: itemAcross, height: itemAlong), .collectionCell)
                }
                index += count
                along += itemAlong + (index < items ? lineSpacing : 0)
            }
            along += insetAlongEnd
            if let footer = spec.footer, along < alongEnd {
                let length =
                    vertical ? sectionViewHeight(footer, width: content.width, rtl: rtl) : sectionViewWidth(footer)
                add(footer, Rect(x: 0, y: along, width: acrossExtent, height: length), .collectionSupplementary)
                along += length
            }
            guard along < alongEnd, children.count < LayoutLimits.maxCells else { break }
        }
        return children
    }

    /// The size of every item of a collection whose lines hold `across` points: a self-sizing
    /// item's (`estimatedItemSize`) fitted to its cell's constraints where the engine
    /// `sizesRowsToFit` or the cell stores no frames (`FittedRowHeights`), as the cell repeats with
    /// the same content in every item; else, or where the constraints leave it open, `itemSize`,
    /// which Interface Builder stores as the cell's size at the design's text size.
    private func itemSize(of spec: CollectionSpec, across: Double, rtl: Bool) -> Size {
        let stored = LayoutLimits.size(spec.itemSize)
        guard spec.estimatedItemSize != nil, let cell = spec.cell.autoLayout,
            fitsToConstraints(cell),
            let fitted = fittedItemSize(
                of: spec.cell, across: across, vertical: spec.scrollDirection == .vertical,
                rtl: isRightToLeft(spec.cell, inherited: rtl))
        else { return stored }
        return LayoutLimits.size(fitted)
    }

    /// How many items fit across one line: floor((extent + spacing) / (item + spacing)), at least 1.
    func itemsPerLine(extent: Double, item: Double, spacing: Double) -> Int {
        guard item + spacing > 0 else { return 1 }
        let raw = ((extent + spacing) / (item + spacing)).rounded(.down)
        return raw >= Double(LayoutLimits.maxCells) ? LayoutLimits.maxCells : max(Int(raw), 1)
    }
}

/// SkeletonView's automatic row and item counts (UITableView+CollectionSkeleton.swift and
/// UICollectionView+CollectionSkeleton.swift), clamped so hostile values cannot explode.
package enum ListCounts {
    /// The row height every skeleton row shares: estimatedRowHeight when the row height is
    /// automatic, else the row height (UITableView+CollectionSkeleton.swift); missing or bad values
    /// give 0.
    package static func rowHeight(of spec: TableSpec) -> Double {
        switch spec.rowHeight {
        case .fixed(let height): LayoutLimits.length(height)
        case .automatic: LayoutLimits.length(spec.estimatedRowHeight ?? 0)
        }
    }

    /// Rows per section: the explicit count, else Int(ceil(table height / row height)). A zero row
    /// height (upstream: a division by zero) gives no rows.
    package static func rows(of spec: TableSpec, tableHeight: Double) -> Int {
        if let explicit = spec.numberOfRows { return LayoutLimits.count(explicit) }
        return ceilCount(extent: tableHeight, step: rowHeight(of: spec))
    }

    /// Items per section: the explicit count, else ceil(extent / item extent) along the scroll
    /// direction (height / item height for vertical flow, width / item width for horizontal).
    package static func items(of spec: CollectionSpec, collectionSize: Size) -> Int {
        if let explicit = spec.numberOfItems { return LayoutLimits.count(explicit) }
        switch spec.scrollDirection {
        case .vertical: return ceilCount(extent: collectionSize.height, step: spec.itemSize.height)
        case .horizontal: return ceilCount(extent: collectionSize.width, step: spec.itemSize.width)
        }
    }

    /// Int(ceil(extent / step)) with both made safe; 0 when the step is 0, capped at `maxCells`.
    static func ceilCount(extent: Double, step: Double) -> Int {
        let safeStep = LayoutLimits.length(step)
        guard safeStep > 0 else { return 0 }
        let raw = (LayoutLimits.length(extent) / safeStep).rounded(.up)
        return raw >= Double(LayoutLimits.maxCells) ? LayoutLimits.maxCells : Int(raw)
    }
}
