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
        let item = LayoutLimits.size(spec.itemSize)
        let items = ListCounts.items(of: spec, collectionSize: frame.size)
        let sections = LayoutLimits.count(spec.numberOfSections)
        let lineSpacing = LayoutLimits.length(spec.lineSpacing)
        let interitem = LayoutLimits.length(spec.interitemSpacing)
        // Along = the scroll direction; across = the direction items fill a line in.
        let content = frame.inset(by: padding)
        let acrossExtent = vertical ? content.width : content.height
        let itemAcross = vertical ? item.width : item.height
        let itemAlong = vertical ? item.height : item.width
        let alongEnd = vertical ? frame.height : frame.width
        // The section inset keeps the items off the section's edges; headers and footers span the width.
        let inset = LayoutLimits.insets(spec.sectionInset)
        let (insetAcross, insetAcrossEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let (insetAlong, insetAlongEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let itemsExtent = max(0, acrossExtent - insetAcross - insetAcrossEnd)
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
                let length = vertical ? sectionViewHeight(header, width: content.width) : sectionViewWidth(header)
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
                let length = vertical ? sectionViewHeight(footer, width: content.width) : sectionViewWidth(footer)
                add(footer, Rect(x: 0, y: along, width: acrossExtent, height: length), .collectionSupplementary)
                along += length
            }
            guard along < alongEnd, children.count < LayoutLimits.maxCells else { break }
        }
        return children
    }

    /// How many items fit across one line: floor((extent + spacing) / (item + spacing)), at least 1.
    func itemsPerLine(extent: Double, item: Double, spacing: Double) -> Int {
        guard item + spacing > 0 else { return 1 }
        let raw = ((extent + spacing) / (item + spacing)).rounded(.down)
        return raw >= Double(LayoutLimits.maxCells) ? LayoutLimits.maxCells : max(Int(raw), 1)
    }
}
