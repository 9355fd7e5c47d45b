import SkeletonCore

extension LayoutSpec {
    /// The layout as a theme file states it, to compare an imported theme with the file it was
    /// imported from: every view as `asWrittenInATheme`.
    package var asWrittenInATheme: LayoutSpec {
        var layout = self
        layout.root = root.asWrittenInATheme
        return layout
    }
}

extension ViewNode {
    /// The subtree (list templates and hidden views included) without what a theme file does not
    /// state: where each view and constraint is written, IB's `misplaced` mark, and the image size,
    /// which a theme reads from the image file and IB from its catalog.
    package var asWrittenInATheme: ViewNode {
        var node = self
        node.children = children.map(\.asWrittenInATheme)
        node.list = list?.mapTemplates { $0.asWrittenInATheme }
        if var spec = node.autoLayout {
            spec.location = nil
            spec.isMisplaced = false
            spec.imageSize = nil
            spec.constraints = spec.constraints.map { constraint in
                var placeless = constraint
                placeless.location = nil
                return placeless
            }
            spec.hiddenSubviews = spec.hiddenSubviews.map(\.asWrittenInATheme)
            node.autoLayout = spec
        }
        return node
    }
}
