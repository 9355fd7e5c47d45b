import SkeletonCore
import SkeletonTheme

/// One view of a snapshot as read, before it becomes a `ViewNode`: its frame in the coordinates
/// of the tree it was written in (the screen's root, or its cell), where it is in the file, and
/// the parts SkeletonView's descent visits.
struct SnapshotView {
    /// The view without children or frame.
    var node: ViewNode
    /// Its frame in the root's coordinates (a cell's views: in the cell's).
    var frame: Rect
    /// Its class as the app names it (`FeedCell`).
    var className: String
    /// Its UIKit base class (`UITableViewCell`).
    var uikitClass: String
    /// Byte offset of the view's object in the file (its line:column is worked out only for the
    /// views a diagnostic names: a long line's column costs its length).
    var offset: Int
    /// Hidden (`isHidden`, or an alpha of 0): UIKit draws neither it nor its skeleton.
    var isHidden = false
    /// Its subviews, back to front.
    var subviews: [SnapshotView] = []
    /// A table's or collection's skeleton data source's answers; nil for other views.
    var list: SnapshotList?
    /// A cell the list dequeued: no level of SkeletonView's descent, so its own flag is not checked.
    var isCell = false

    /// How diagnostics name it: "`FeedCell` (UITableViewCell) at 12:5".
    func title(in file: SourceFile) -> String {
        let (line, column) = file.location(of: offset)
        let name = className == uikitClass ? className : "`\(className)` (\(uikitClass))"
        return "\(name) at \(line):\(column)"
    }

    /// The views below this one SkeletonView's descent visits, in order: the visible subviews, a
    /// table's header view, the cells, a table's footer view.
    var descendants: [SnapshotView] {
        subviews.filter { !$0.isHidden } + (list?.views ?? [])
    }

    /// The `ViewNode` tree, frames made relative to the parent whose frame (in the same coordinates) is `parent`.
    func build(in parent: Point) -> ViewNode {
        var built = node
        built.frame = Rect(
            x: frame.origin.x - parent.x, y: frame.origin.y - parent.y, width: frame.size.width,
            height: frame.size.height)
        built.children = subviews.filter { !$0.isHidden }.map { $0.build(in: frame.origin) }
        built.list = list?.spec(in: frame.origin)
        return built
    }
}
