import SkeletonCore

/// A cell drawn on a canvas of another width than its table (a cell xib), laid out as Auto Layout
/// would at the table's width: views pinned to both the leading and trailing edges of the content
/// view grow or shrink with it, views pinned only to the trailing edge move with it, everything else
/// keeps its stored frame (no constraint solving beyond that).
enum CellStretch {
    /// Stretches the top-level views of `cell`'s content from its stored width to `width`.
    static func stretch(_ cell: inout MappedView, toWidth width: Double) {
        guard let stored = cell.source.child("rect", key: "frame")?.number("width"), stored > 0, stored != width else {
            return
        }
        let delta = width - stored
        let content =
            cell.source.child("tableViewCellContentView", key: "contentView")
            ?? cell.source.child("view", key: "contentView")
        let contentID = content?["id"]
        let constraints = (content?.child("constraints")?.children(named: "constraint") ?? [])
        for index in cell.children.indices {
            guard let id = cell.children[index].source["id"], var frame = cell.children[index].node.frame else {
                continue
            }
            let leading = pins(id, to: contentID, edge: ["leading", "left", "leadingMargin"], in: constraints)
            let trailing = pins(id, to: contentID, edge: ["trailing", "right", "trailingMargin"], in: constraints)
            if leading && trailing {
                frame.size.width = max(0, frame.size.width + delta)
            } else if trailing {
                frame.origin.x += delta
            }
            cell.children[index].node.frame = frame
        }
    }

    /// Whether a constraint ties `view`'s `edge` to the same edge of the content view.
    private static func pins(_ view: String, to content: String?, edge: Set<String>, in constraints: [IBNode]) -> Bool {
        constraints.contains { constraint in
            let first = constraint["firstItem"] ?? content
            let second = constraint["secondItem"] ?? content
            guard let a = constraint["firstAttribute"],
                let b = constraint["secondAttribute"] ?? constraint["firstAttribute"]
            else { return false }
            return edge.contains(a) && edge.contains(b)
                && ((first == view && second == content) || (first == content && second == view))
        }
    }
}
