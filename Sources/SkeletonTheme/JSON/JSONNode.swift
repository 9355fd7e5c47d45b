/// A JSON value and the byte offset where it starts in its file, so diagnostics can point at it.
package struct JSONNode: Hashable, Sendable {
    /// The value.
    package var value: JSONValue
    /// Byte offset of the value's first character in the source file.
    package var offset: Int

    /// Creates a node.
    package init(_ value: JSONValue, offset: Int) {
        self.value = value
        self.offset = offset
    }
}
