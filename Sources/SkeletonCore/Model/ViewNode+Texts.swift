extension ViewNode {
    /// The subtree with the text of every view whose id is a key of `texts` replaced by that
    /// key's text number `index`, cycling (so rows, headers and footers can differ).
    package func withTexts(_ texts: [String: [String]], at index: Int) -> ViewNode {
        guard !texts.isEmpty else { return self }
        var node = self
        if let id, let values = texts[id], !values.isEmpty { node.text = values[index % values.count] }
        node.children = children.map { $0.withTexts(texts, at: index) }
        return node
    }

    /// Every id in the subtree, in tree order.
    package var allIDs: [String] {
        (id.map { [$0] } ?? []) + children.flatMap(\.allIDs)
    }
}
