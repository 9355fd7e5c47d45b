import SkeletonDocument

/// SkeletonView's descent over a mapped screen: which flagged views `showSkeleton` on the root can
/// reach, and the options that change the answer (`--root`, `--bridge`).
package enum SkeletonReach {
    /// The words every unreachable-view warning carries, so the window can pick them out.
    package static let unreachableMarker = "SkeletonView never reaches"

    /// Applies `--bridge`: every ancestor of a flagged view takes part.
    static func bridge(_ view: inout MappedView) {
        view.updateDescendants { bridge(&$0) }
        if view.descendants.contains(where: { $0.containsFlaggedView }) { view.node.isSkeletonable = true }
    }

    /// Applies `--flag`: the views matching one of `names` (as `--root` does, or by IB element:
    /// `label` flags every label, as an app's code may flag a whole kind of view) are skeletonable,
    /// as the app's code makes them. Returns the names that matched a view.
    static func flag(_ names: [String], in view: inout MappedView) -> Set<String> {
        var matched = Set(names.filter { matches(view, $0) || view.source.name == $0 })
        if !matched.isEmpty { view.node.isSkeletonable = true }
        view.updateDescendants { matched.formUnion(flag(names, in: &$0)) }
        return matched
    }

    /// Applies `--root`: the descents start at the skeletonable views matching `names` (IB id, user
    /// label or custom class), as the app calling `showSkeleton` on each: the views on the way to
    /// them take part, every view beside those paths is out. A matched view that is not skeletonable
    /// starts no descent (SkeletonView draws nothing for it). Returns the names that matched a view,
    /// and the views matched that are not skeletonable, by name.
    static func start(at names: [String], in view: inout MappedView) -> (
        matched: Set<String>, unflagged: [String: MappedView]
    ) {
        var matched: Set<String> = []
        var unflagged: [String: MappedView] = [:]
        func visit(_ view: inout MappedView) -> Bool {
            let own = names.filter { matches(view, $0) }
            matched.formUnion(own)
            if !own.isEmpty {
                guard view.node.isSkeletonable else {
                    for name in own where unflagged[name] == nil { unflagged[name] = view }
                    return false
                }
                return true
            }
            var found = false
            view.updateDescendants { descendant in
                if visit(&descendant) { found = true } else { exclude(&descendant) }
            }
            view.node.isSkeletonable = found
            return found
        }
        _ = visit(&view)
        return (matched, unflagged)
    }

    /// Whether `view` is the one named.
    static func matches(_ view: MappedView, _ name: String) -> Bool {
        [view.source["id"], view.source["userLabel"], view.source["customClass"]].contains(name)
    }

    private static func exclude(_ view: inout MappedView) {
        view.node.isSkeletonable = false
        view.updateDescendants { exclude(&$0) }
    }

    /// One warning per ancestor that stops the descent from `root` before flagged views, at the
    /// first such view, naming the ancestor and the views (both with their positions) and the three
    /// ways to fix it: flag the ancestor, `--bridge`, or `--root` the views the app shows itself.
    static func unreachable(from root: MappedView) -> [Diagnostic] {
        var groups: [(stop: MappedView, views: [MappedView])] = []
        func visit(_ view: MappedView, blocker: MappedView?) {
            let stop = blocker ?? (view.node.isSkeletonable || view.isCell ? nil : view)
            if let stop, let blocker, view.node.isSkeletonable, !view.isCell {
                if let index = groups.firstIndex(where: { $0.stop.source === blocker.source }) {
                    groups[index].views.append(view)
                } else {
                    groups.append((stop, [view]))
                }
            }
            for child in view.descendants { visit(child, blocker: stop) }
        }
        visit(root, blocker: nil)
        return groups.map { group in
            let stop = group.stop
            let first = group.views[0]
            let position = "\(stop.source.line):\(stop.source.column)"
            let where_ = stop.file == first.file ? "line \(position)" : "\(stop.file):\(position)"
            let ancestor = stop.source === root.source ? "the screen's root \(stop.title)" : "\(stop.title)"
            let message: String
            if group.views.count == 1 {
                message =
                    "\(first.title) \(unreachableMarker) it: "
                    + "\(stop.source === root.source ? "" : "its ancestor ")\(ancestor) at \(where_) is not skeletonable"
            } else {
                let listed = group.views.prefix(listedViews).map {
                    "\($0.title) at \($0.source.line):\($0.source.column)"
                }
                let more = group.views.count > listedViews ? ", and \(group.views.count - listedViews) more" : ""
                message =
                    "\(group.views.count) skeletonable views \(unreachableMarker): their ancestor \(ancestor) at "
                    + "\(where_) is not skeletonable (\(listed.joined(separator: ", "))\(more))"
            }
            let name = first.source["id"] ?? first.source["userLabel"] ?? ""
            return Diagnostic(
                file: first.file, line: first.source.line, column: first.source.column, severity: .warning,
                message: message, keyPath: "",
                fix: "set isSkeletonable on \(stop.title) in IB, or preview the screen as the app flags it in code "
                    + "(--bridge), or, if the app calls showSkeleton on the flagged view\(group.views.count == 1 ? "" : "s") "
                    + "itself, --root \(name)\(group.views.count == 1 ? "" : " (repeatable)")")
        }
    }

    /// How many views a grouped warning names before it counts the rest.
    static let listedViews = 5
}
