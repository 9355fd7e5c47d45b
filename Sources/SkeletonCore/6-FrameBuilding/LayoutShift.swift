/// How far the views jump when the content replaces the skeleton: each view's box while the
/// skeleton shows (a grown label's skeleton bounds, views laid out without those show hides)
/// against its frame once the content shows, and one score per layout in the manner of the web's
/// cumulative layout shift: the sum over moved views of impact × distance, where impact is the
/// area of the two boxes' union over the canvas area and distance is the largest edge movement
/// over the canvas's longer side (0: nothing moves; overlapping views each count).
package struct LayoutShift: Hashable, Sendable {
    /// One view that moves or resizes.
    package struct ViewShift: Hashable, Sendable {
        /// The view's place in the placed tree.
        package var path: String
        /// The view as its file states it, without its children.
        package var node: ViewNode
        /// Its box while the skeleton shows.
        package var skeleton: Rect
        /// Its frame once the content shows.
        package var content: Rect
        /// Its share of the score.
        package var score: Double
    }

    /// The score over which `validate` warns: the web's own line between a good and a poor
    /// cumulative layout shift (web.dev, "Cumulative Layout Shift": good is 0.1 or less).
    package static let warningThreshold = 0.1

    /// The views without subviews that move or resize, in tree order (containers move with them).
    package var views: [ViewShift]
    /// The layout's score: the sum of the views' shares.
    package var score: Double { views.reduce(0) { $0 + $1.score } }

    /// The shift of a prepared layout; when one layout serves skeleton and content, only grown
    /// labels placed by `frame` (their skeleton runs past their frame) count.
    package init(of prepared: PreparedLayout) {
        views = []
        let content = prepared.contentLayout?.root ?? prepared.root
        let canvas = prepared.size
        var counterparts: [String: PlacedView] = [:]
        func index(_ view: PlacedView) {
            counterparts[view.path] = view
            view.children.forEach(index)
        }
        index(content)
        // Only a label show() reaches grows: one behind an unflagged ancestor keeps its frame.
        let reached = Set(prepared.scene.decisions.filter(\.reach.isReached).map(\.path))
        func visit(_ view: PlacedView) {
            view.children.forEach(visit)
            guard view.children.isEmpty, let after = counterparts[view.path] else { return }
            let grown = reached.contains(view.path) ? view.skeletonHeightConstraint : nil
            let before = grown.map { _ in Rect(origin: view.frame.origin, size: view.skeletonSize) } ?? view.frame
            guard before != after.frame else { return }
            var node = view.node
            node.children = []
            views.append(
                ViewShift(
                    path: view.path, node: node, skeleton: before, content: after.frame,
                    score: Self.score(from: before, to: after.frame, canvas: canvas)))
        }
        visit(prepared.root)
    }

    /// One view's share: impact (union area over canvas area) × distance (largest edge movement
    /// over the canvas's longer side); 0 on an empty canvas.
    static func score(from before: Rect, to after: Rect, canvas: Size) -> Double {
        let area = canvas.width * canvas.height
        let side = max(canvas.width, canvas.height)
        guard area > 0, side > 0 else { return 0 }
        let overlap = before.intersection(after).map { $0.width * $0.height } ?? 0
        let union = before.width * before.height + after.width * after.height - overlap
        let distance = max(
            abs(before.minX - after.minX), abs(before.minY - after.minY), abs(before.maxX - after.maxX),
            abs(before.maxY - after.maxY))
        return min(union / area, 1) * min(distance / side, 1)
    }
}
