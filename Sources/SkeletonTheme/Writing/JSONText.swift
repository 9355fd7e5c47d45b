/// A JSON value with keys kept in the order they were added, printed with two-space indents:
/// what `ThemeWriter` builds, so written themes read like hand-written ones and diff well.
package indirect enum JSONText: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A finite number (integral values print without a fraction).
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// An array.
    case array([JSONText])
    /// An object with ordered members.
    case object([(String, JSONText)])

    /// Equal when the members are equal in order.
    package static func == (a: JSONText, b: JSONText) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: return false
        }
    }

    /// The value as indented text; short arrays of scalars stay on one line.
    package func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch self {
        case .string(let value): return Self.quoted(value)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + close + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map { pad + Self.quoted($0.0) + ": " + $0.1.text(indent: indent + 1) }.joined(
                    separator: ",\n")
                + "\n" + close + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    private static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
