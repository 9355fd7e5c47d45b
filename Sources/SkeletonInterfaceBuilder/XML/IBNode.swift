/// One element of an Interface Builder file: its name, attributes and children, and where it
/// starts in the file (for located diagnostics).
package final class IBNode: Sendable {
    /// The element name (`label`, `rect`, `color`, …).
    package let name: String
    /// The attributes as written.
    package let attributes: [String: String]
    /// Child elements in file order.
    package let children: [IBNode]
    /// Text content (only `<string>` and `<mutableString>` elements carry any that matters).
    package let text: String
    /// 1-based line of the start tag.
    package let line: Int
    /// 1-based column of the start tag.
    package let column: Int

    /// Creates a node.
    package init(
        name: String, attributes: [String: String], children: [IBNode], text: String, line: Int, column: Int
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The attribute `name`, or nil.
    package subscript(_ name: String) -> String? { attributes[name] }

    /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
    package func child(_ name: String, key: String? = nil) -> IBNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children named `name`.
    package func children(named name: String) -> [IBNode] {
        children.filter { $0.name == name }
    }

    /// A number attribute, or nil when absent or not a finite number.
    package func number(_ name: String) -> Double? {
        guard let text = attributes[name], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A boolean attribute as IB writes it (`YES`/`NO`).
    package func flag(_ name: String) -> Bool {
        attributes[name] == "YES"
    }
}
