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
