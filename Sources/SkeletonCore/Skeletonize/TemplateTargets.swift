/// UIView-Shimmer's `allTemplateViews` (UIView+Extensions.swift): depth-first, pre-order over every
/// subview; at each view its excluded items join the (inherited) excluded set, and at each
/// conforming view its animated items not in the set are collected. In a theme, a view conforms
/// when it is skeletonable and either has no subviews or lists `shimmeringAnimatedItems`; items and
/// exclusions name views by id. A view that declares `excludedItems` opts into the protocol for its
/// exclusions even without animated items of its own (a container excluding a descendant), so the
/// key is never ignored. Upstream can collect a view twice, but templating is idempotent, so
/// duplicates are dropped.
package struct TemplateTargets {
    /// The targets' paths in collection order.
    package private(set) var paths: [String] = []
    /// The same paths as a set.
    package private(set) var pathSet: Set<String> = []

    /// Collects the targets of a placed tree.
    package init(root: PlacedView) {
        collect(root, excluded: [])
    }

    /// Whether a view conforms to the shimmering protocol.
    package static func conforms(_ view: PlacedView) -> Bool {
        view.node.isSkeletonable && (view.children.isEmpty || view.node.shimmeringAnimatedItems != nil)
    }

    /// Visits a view and its subtree.
    private mutating func collect(_ view: PlacedView, excluded inherited: Set<String>) {
        var excluded = inherited
        excluded.formUnion(view.node.excludedItems)
        if Self.conforms(view) {
            for item in animatedItems(of: view) where !(item.node.id.map(excluded.contains) ?? false) {
                if pathSet.insert(item.path).inserted { paths.append(item.path) }
            }
        }
        for child in view.children { collect(child, excluded: excluded) }
    }

    /// `shimmeringAnimatedItems`: the view itself by default, else the first view with each id in
    /// its subtree (pre-order; ids not found are skipped).
    private func animatedItems(of view: PlacedView) -> [PlacedView] {
        guard let ids = view.node.shimmeringAnimatedItems else { return [view] }
        return ids.compactMap { firstView(withID: $0, in: view) }
    }

    /// Pre-order search by id.
    private func firstView(withID id: String, in view: PlacedView) -> PlacedView? {
        if view.node.id == id { return view }
        for child in view.children {
            if let found = firstView(withID: id, in: child) { return found }
        }
        return nil
    }
}
