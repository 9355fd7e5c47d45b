import SkeletonCore

extension LayoutSpec {
    /// The layout as a theme file states it: without the Auto Layout descriptions (constraints,
    /// masks, priorities, the safe area) an Interface Builder file gives, which the theme format
    /// does not carry yet.
    package var withoutAutoLayout: LayoutSpec {
        var layout = self
        layout.root = root.withoutAutoLayout
        layout.safeAreaInsets = .zero
        return layout
    }
}

extension ViewNode {
    /// The subtree (list templates included) without its Auto Layout descriptions.
    package var withoutAutoLayout: ViewNode {
        var node = self
        node.autoLayout = nil
        node.children = children.map(\.withoutAutoLayout)
        node.list = list?.mapTemplates { $0.withoutAutoLayout }
        return node
    }
}
