/// A JSON value with ordered object keys, so debug output is stable text tests can snapshot.
package indirect enum DebugJSON: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number, printed with at most 3 decimals.
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// An array.
    case array([DebugJSON])
    /// An object whose keys print in the given order.
    case object([(key: String, value: DebugJSON)])

    /// Equality including key order.
    package static func == (lhs: DebugJSON, rhs: DebugJSON) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Hashes the value including key order.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text): hasher.combine(text)
        case .number(let number): hasher.combine(number)
        case .bool(let flag): hasher.combine(flag)
        case .array(let items): hasher.combine(items)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }
}
