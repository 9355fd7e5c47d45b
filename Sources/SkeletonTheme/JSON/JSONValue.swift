/// A parsed JSON value; children carry their own source offsets.
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array, in file order.
    case array([JSONNode])
    /// An object's members, in file order (duplicates kept so the decoder can report them).
    case object([JSONMember])
}

extension JSONValue {
    /// The JSON type name used in messages ("object", "array", "string", …).
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

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
