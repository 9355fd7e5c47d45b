import SkeletonTheme

/// SkeletonView's descent over a mapped screen: which flagged views `showSkeleton` on the root can
/// reach, and the options that change the answer (`--root`, `--bridge`).
enum SkeletonReach {
    /// Applies `--bridge`: every ancestor of a flagged view takes part.
    static func bridge(_ view: inout MappedView) {
        for index in view.children.indices { bridge(&view.children[index]) }
        for index in view.cells.indices { bridge(&view.cells[index]) }
        if view.descendants.contains(where: { $0.containsFlaggedView }) { view.node.isSkeletonable = true }
    }

    /// Applies `--root`: the descent starts at the view matching `name` (IB id, user label or
    /// custom class): the views on the way to it are bridged, every view beside that path is out.
    /// Returns false when no view matches.
    static func start(at name: String, in view: inout MappedView) -> Bool {
        if matches(view, name) { return true }
        var found = false
        for index in view.children.indices {
            if !found, start(at: name, in: &view.children[index]) {
                found = true
            } else {
                exclude(&view.children[index])
            }
        }
        for index in view.cells.indices {
            if !found, start(at: name, in: &view.cells[index]) { found = true } else { exclude(&view.cells[index]) }
        }
        view.node.isSkeletonable = found
        return found
    }

    /// Whether `view` is the one named.
    static func matches(_ view: MappedView, _ name: String) -> Bool {
        [view.source["id"], view.source["userLabel"], view.source["customClass"]].contains(name)
    }

    private static func exclude(_ view: inout MappedView) {
        view.node.isSkeletonable = false
        for index in view.children.indices { exclude(&view.children[index]) }
        for index in view.cells.indices { exclude(&view.cells[index]) }
    }

    /// A warning for every flagged view the descent from `root` never reaches, naming the view that
    /// stops it (both with their positions) and the three ways to fix it.
    static func unreachable(from root: MappedView) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func visit(_ view: MappedView, blocker: MappedView?) {
            let stop = blocker ?? (view.node.isSkeletonable || view.isCell ? nil : view)
            if let stop, view.node.isSkeletonable, !view.isCell, blocker != nil {
                let position = "\(stop.source.line):\(stop.source.column)"
                let where_ = stop.file == view.file ? "line \(position)" : "\(stop.file):\(position)"
                let ancestor =
                    stop.source === root.source ? "the screen's root \(stop.title)" : "its ancestor \(stop.title)"
                found.append(
                    Diagnostic(
                        file: view.file, line: view.source.line, column: view.source.column, severity: .warning,
                        message:
                            "\(view.title) is skeletonable but SkeletonView never reaches it: \(ancestor) at \(where_) is not skeletonable",
                        keyPath: "",
                        fix:
                            "set isSkeletonable on \(stop.title) in IB, or preview the screen as the app flags it "
                            + "in code (--bridge)"))
            }
            for child in view.descendants { visit(child, blocker: stop) }
        }
        visit(root, blocker: nil)
        return found
    }
}
