import SkeletonDocument
import SkeletonTheme

/// SkeletonView's descent over a snapshot, on the app's real `isSkeletonable` flags: which flagged
/// views `showSkeleton` on the snapshot's root cannot reach, one warning per ancestor that stops it.
enum SnapshotReach {
    /// The words every unreachable-view warning carries (as the Interface Builder reader's do), so
    /// the window can pick them out.
    static let unreachableMarker = "SkeletonView never reaches"

    /// How many views a grouped warning names before it counts the rest.
    static let listedViews = 5

    /// The warnings for `root`, each at the first view it concerns, in `file`.
    static func unreachable(from root: SnapshotView, in file: SourceFile, path: String) -> [Diagnostic] {
        var groups: [(stop: SnapshotView, views: [SnapshotView])] = []
        func visit(_ view: SnapshotView, blocker: SnapshotView?) {
            let stop = blocker ?? (view.node.isSkeletonable || view.isCell ? nil : view)
            if let blocker, view.node.isSkeletonable, !view.isCell {
                if let index = groups.firstIndex(where: { $0.stop.offset == blocker.offset }) {
                    groups[index].views.append(view)
                } else {
                    groups.append((blocker, [view]))
                }
            }
            for child in view.descendants { visit(child, blocker: stop) }
        }
        visit(root, blocker: nil)
        return groups.map { group in
            let stop = group.stop.title(in: file)
            let ancestor = group.stop.offset == root.offset ? "the snapshot's root \(stop)" : "its ancestor \(stop)"
            let first = group.views[0]
            let (line, column) = file.location(of: first.offset)
            let message: String
            if group.views.count == 1 {
                message = "\(first.title(in: file)) \(unreachableMarker) it: \(ancestor) is not skeletonable"
            } else {
                let listed = group.views.prefix(listedViews).map { $0.title(in: file) }.joined(separator: ", ")
                let more = group.views.count > listedViews ? ", and \(group.views.count - listedViews) more" : ""
                message =
                    "\(group.views.count) skeletonable views \(unreachableMarker): \(ancestor) is not skeletonable "
                    + "(\(listed)\(more))"
            }
            return Diagnostic(
                file: path, line: line, column: column, severity: .warning, message: message, keyPath: "",
                fix: "set `isSkeletonable = true` on \(group.stop.className) in the app, or call showSkeleton on the "
                    + "flagged view\(group.views.count == 1 ? "" : "s") itself")
        }
    }
}
