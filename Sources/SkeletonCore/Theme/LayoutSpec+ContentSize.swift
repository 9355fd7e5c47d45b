extension LayoutSpec {
    /// The layout with every font scaled to a content size category (`FontSpec.scaled(to:)`),
    /// including the default font of text views that name none; lengths the theme states (fixed
    /// line heights, row heights, frames) stay, as in UIKit.
    package func scaled(to category: ContentSizeCategory) -> LayoutSpec {
        guard category != .large else { return self }
        var layout = self
        layout.root = root.scaled(to: category)
        return layout
    }
}

extension ViewNode {
    /// The kinds that draw text, whose missing font means `FontSpec.default`.
    private static let textKinds: Set<ViewKind> = [.label, .textView, .textField, .button]

    /// This view and its subtree (children, cells, headers, footers) with fonts scaled to `category`.
    fileprivate func scaled(to category: ContentSizeCategory) -> ViewNode {
        var node = self
        node.autoLayout?.designFont = font ?? (Self.textKinds.contains(kind) ? .default : nil)
        if let font {
            node.font = font.scaled(to: category)
        } else if Self.textKinds.contains(kind) {
            node.font = FontSpec.default.scaled(to: category)
        }
        node.children = children.map { $0.scaled(to: category) }
        node.list = list?.mapTemplates { $0.scaled(to: category) }
        return node
    }
}
