import SkeletonCore

/// The layout engine tests check solved frames with: it solves a layout again at the size it was
/// designed for (instead of keeping stored frames) and keeps labels at their solved height, so
/// the frames are the constraints' alone.
package enum DesignSizePlacement {
    /// `layout` placed at its design size, text measured by `metrics`, mirrored when `rightToLeft`.
    package static func place(
        _ layout: LayoutSpec, metrics: any TextMetrics = FakeTextMetrics(), rightToLeft: Bool = false
    ) -> PlacedView {
        var engine = LayoutEngine(metrics: metrics, appearance: .default, growsLabels: false)
        engine.solvesAtDesignSize = true
        return engine.place(layout, forceRightToLeft: rightToLeft)
    }

    /// The frames of `layout`'s views that have ids, placed at its design size, by id.
    package static func frames(
        _ layout: LayoutSpec, metrics: any TextMetrics = FakeTextMetrics(), rightToLeft: Bool = false
    ) -> [String: Rect] {
        place(layout, metrics: metrics, rightToLeft: rightToLeft).framesByID
    }
}

extension PlacedView {
    /// The frames of this view and of every view below it that has an id, by id.
    package var framesByID: [String: Rect] {
        var frames: [String: Rect] = [:]
        func collect(_ view: PlacedView) {
            if let id = view.node.id { frames[id] = view.frame }
            view.children.forEach(collect)
        }
        collect(self)
        return frames
    }

    /// The view with `id` in this view's subtree (this view included), or nil.
    package func view(id: String) -> PlacedView? {
        node.id == id ? self : children.lazy.compactMap { $0.view(id: id) }.first
    }
}
