/// One `"key": value` pair of an object, with the key's own offset for unknown-key diagnostics.
package struct JSONMember: Hashable, Sendable {
    /// The key, escapes resolved.
    package var key: String
    /// Byte offset of the key's opening quote.
    package var keyOffset: Int
    /// The value.
    package var value: JSONNode

    /// Creates a member.
    package init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
