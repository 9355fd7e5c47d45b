/// UITableView with SkeletonView's skeleton data source (UITableView+CollectionSkeleton.swift): the
/// table's header view, then per section a header, the rows (all of one height, from the section's
/// cell, texts cycled per row; a static table's own cells, each at its height), a footer, then the
/// table's footer view after the last section, inside the table's padding (its content inset). The
/// header view only pushes the rows down: the automatic row count still divides the table's frame
/// height. Only views that start inside the table's bounds exist, as UIKit only creates visible
/// cells; the cell budget caps hostile counts.
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
        var children: [PlacedView] = []
        var y = content.minY
        let add = { (node: ViewNode, height: Double, role: PlacedRole) in
            let rect = Rect(x: content.minX, y: y, width: content.width, height: height)
            children.append(
                place(
                    node, frame: rect, rtl: isRightToLeft(node, inherited: rtl), role: role, isArranged: false,
                    path: path + "." + String(children.count)))
            y += height
        }
        // UIKit keeps a table header or footer view's height and stretches it to the table's width;
        // it is a plain subview (SubviewsSkeletonables.swift), not a reusable header.
        if let header = spec.tableHeaderView, y < frame.maxY {
            add(header, tableHeaderFooterViewHeight(header, width: content.width), .view)
        }
        var row = 0
        for section in 0..<sections {
            if let template = spec.header, y < frame.maxY {
                let header = template.withTexts(spec.headerTexts, at: section)
                add(header, sectionViewHeight(header, width: content.width), .tableHeaderFooter)
            }
            let cell = spec.sectionCells.isEmpty ? spec.cell : spec.sectionCells[section % spec.sectionCells.count]
            let cells = isStatic ? spec.staticSections[section] : Array(repeating: cell, count: rows)
            for cell in cells {
                guard y < frame.maxY, children.count < LayoutLimits.maxCells else { break }
                add(
                    cell.withTexts(spec.rowTexts, at: row), isStatic ? staticRowHeight(cell, rowHeight) : rowHeight,
                    .tableCell)
                row += 1
            }
            if let template = spec.footer, y < frame.maxY {
                let footer = template.withTexts(spec.footerTexts, at: section)
                add(footer, sectionViewHeight(footer, width: content.width), .tableHeaderFooter)
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

    /// A section header's or footer's height: its fixed height rule, else its frame's height, else
    /// the height its content fits at the list's width.
    func sectionViewHeight(_ node: ViewNode, width: Double) -> Double {
        if case .fixed(let height)? = node.height { return LayoutLimits.length(height) }
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
