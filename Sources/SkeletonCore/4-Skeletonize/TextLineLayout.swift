/// SkeletonView's text line geometry (CALayer+Extensions.swift, steady state as in
/// `updateMultilinesLayers`): the line count and each line's frame inside the skeleton bounds of a
/// label or text view.
package struct TextLineLayout: Hashable, Sendable {
    /// The text node's settings.
    package var parameters: TextSkeletonParameters
    /// Skeleton bounds B (the view's size).
    package var bounds: Size
    /// Layout direction (swaps the horizontal padding, makes `.natural` align right).
    package var isRightToLeft: Bool
    /// The view's text alignment, applied to the last line.
    package var alignment: TextAlignment
    /// The line count the lines were created with, when the bounds changed since: SkeletonView
    /// creates the line layers once (`addMultilinesLayers`) and a later layout pass only moves and
    /// resizes them (`updateMultilinesLayers`); nil counts them in `bounds`.
    package var createdLineCount: Int?

    /// Creates the geometry of one text node.
    package init(
        parameters: TextSkeletonParameters, bounds: Size, isRightToLeft: Bool, alignment: TextAlignment,
        createdLineCount: Int? = nil
    ) {
        self.parameters = parameters
        self.bounds = LayoutLimits.size(bounds)
        self.isRightToLeft = isRightToLeft
        self.alignment = alignment
        self.createdLineCount = createdLineCount
    }

    /// The line count: `createdLineCount` when given, else `countInBounds`.
    package var lineCount: Int { createdLineCount ?? countInBounds }

    /// N: n when n > 0 (no clamping to the bounds), else the number of lines that fill the padded
    /// height, rounded half away from zero: 0 when that is 0 or not finite, at least 1 otherwise.
    package var countInBounds: Int {
        let n = parameters.estimatedLines
        if n > 0 { return min(n, LayoutLimits.maxLines) }
        let padding = parameters.padding
        let raw = ((bounds.height - padding.top - padding.bottom) / (parameters.lineHeight + parameters.spacing))
            .rounded(.toNearestOrAwayFromZero)
        if raw == 0 || !raw.isFinite || raw.isSubnormal { return 0 }
        if raw <= 0 { return 1 }
        return raw >= Double(LayoutLimits.maxLines) ? LayoutLimits.maxLines : Int(raw)
    }

    /// The line frames in the view's bounds space; empty when N == 0 (the whole view is then one
    /// rectangle). Widths never go below 0.
    package var lineFrames: [Rect] {
        let count = lineCount
        guard count > 0 else { return [] }
        let h = count == 1 && parameters.renderSingleLineAsView ? bounds.height : parameters.lineHeight
        let s = parameters.spacing
        let padding = parameters.padding
        let left = isRightToLeft ? padding.right : padding.left
        let right = isRightToLeft ? padding.left : padding.right
        let fullWidth = max(bounds.width - left - right, 0)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        for index in 0..<count {
            let y = Double(index) * (h + s) + padding.top
            frames.append(Rect(x: left, y: y, width: fullWidth, height: h))
        }
        var last = frames[count - 1]
        last.size.width = fullWidth * parameters.fillPercent / 100
        switch alignment {
        case .right:
            last.origin.x = bounds.width - last.width - right
        case .natural where isRightToLeft:
            last.origin.x = bounds.width - last.width - right
        case .center:
            last.origin.x = (bounds.width + left - right - last.width) / 2
        case .left, .justified, .natural:
            break
        }
        frames[count - 1] = last
        guard parameters.isLabel else { return frames }
        // Upstream centres with the top padding counted twice (maxY already includes it); kept for parity.
        let maxY = last.minY + h
        let dy = (bounds.height - (maxY + padding.top + padding.bottom)) / 2
        return frames.map { $0.offsetBy(dx: 0, dy: dy) }
    }
}

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
