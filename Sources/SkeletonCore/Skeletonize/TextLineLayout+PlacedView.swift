extension TextLineLayout {
    /// The line geometry of a placed label or text view that draws lines, with its parameters read
    /// after growth and its skeleton bounds (`skeletonSize`); nil for other views and for text
    /// nodes drawn as one rectangle (SkeletonLayer.swift's `holderAsTextView`).
    package init?(
        of view: PlacedView, appearance: SkeletonAppearance, metrics: any TextMetrics, createdLineCount: Int? = nil
    ) {
        guard let measured = TextSkeletonParameters(node: view.node, appearance: appearance, metrics: metrics),
            measured.drawsLines
        else { return nil }
        self.init(
            parameters: view.skeletonHeightConstraint.map(measured.afterGrowth) ?? measured, bounds: view.skeletonSize,
            isRightToLeft: view.isRightToLeft, alignment: view.node.textAlignment, createdLineCount: createdLineCount)
    }
}

extension PlacedView {
    /// The line count of every text node of this tree that draws lines, by path: what SkeletonView
    /// creates the line layers with at show, before a layout pass changes the bounds under them.
    package func createdLineCounts(appearance: SkeletonAppearance, metrics: any TextMetrics) -> [String: Int] {
        var counts: [String: Int] = [:]
        func collect(_ view: PlacedView) {
            if let layout = TextLineLayout(of: view, appearance: appearance, metrics: metrics) {
                counts[view.path] = layout.countInBounds
            }
            view.children.forEach(collect)
        }
        collect(self)
        return counts
    }

    /// This tree with each view SkeletonView hid in its stack (`isHiddenBySkeleton`) and its subtree
    /// taken from `shown`, the same layout with it in place: it is drawn only once the skeleton is
    /// inactive, when hide has unhidden it and its stack has made room for it again.
    package func restoringHiddenBySkeleton(from shown: PlacedView) -> PlacedView {
        if node.isHiddenBySkeleton { return shown }
        var view = self
        let counterparts = Dictionary(shown.children.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        view.children = children.map { child in
            counterparts[child.path].map(child.restoringHiddenBySkeleton) ?? child
        }
        return view
    }
}
