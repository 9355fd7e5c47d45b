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
    /// which a theme reads from the image file and IB from its catalog; and as the theme reader
    /// takes its views, following their size rules, a `width`/`height` that only records one of an
    /// Interface Builder view's own size constraints written as that constraint alone.
    package var asWrittenInATheme: ViewNode {
        var node = self
        node.children = children.map(\.asWrittenInATheme)
        node.list = list?.mapTemplates { $0.asWrittenInATheme }
        if var spec = node.autoLayout {
            if !spec.followsSizeRules {
                if node.recordsOwnConstraint(node.width, .width) { node.width = nil }
                if node.recordsOwnConstraint(node.height, .height) { node.height = nil }
                spec.followsSizeRules = true
            }
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

extension ViewNode {
    /// Whether `rule` is a number equal to the constant of a size constraint of the view's own.
    fileprivate func recordsOwnConstraint(_ rule: SizeRule?, _ attribute: LayoutAttribute) -> Bool {
        guard case .fixed(let value)? = rule else { return false }
        return (autoLayout?.constraints ?? []).contains {
            $0.firstItem.viewID == id && $0.firstAttribute == attribute && $0.secondItem == nil
                && $0.relation == .equal && $0.constant == value
        }
    }
}
