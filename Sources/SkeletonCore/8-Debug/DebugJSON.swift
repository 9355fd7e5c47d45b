import SkeletonVisibleText

/// A JSON value with ordered object keys, so debug output is stable text tests can snapshot.
package indirect enum DebugJSON: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number, printed with at most 3 decimals.
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// null (a table section without a title).
    case null
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
        case (.null, .null): true
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
        case .null: hasher.combine(0)
        case .array(let items): hasher.combine(items)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }
}

extension DebugJSON {
    /// Pretty text as JSONSerialization prints it (2-space indent, `"key" : value`), except that an
    /// array of scalars stays on one line (`[0, 5, 300, 15]`).
    package var prettyText: String {
        prettyText(exactNumbers: false)
    }

    /// The same text; with `exactNumbers` every number prints with all its digits (integral
    /// values without a fraction), as a file that must load back to the same values needs.
    package func prettyText(exactNumbers: Bool) -> String {
        var output = ""
        write(to: &output, indent: 0, exact: exactNumbers)
        return output
    }

    /// All the digits of a finite number (Swift's shortest exact form), integral values without
    /// a fraction; non-finite numbers print as 0 so the output stays valid JSON.
    package static func exact(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// A number with at most 3 decimals, trailing zeros dropped, never "-0"; non-finite numbers
    /// print as 0 so the output stays valid JSON.
    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        guard abs(number) < 1e12 else { return String(Int64(number.rounded())) }
        let thousandths = (number * 1000).rounded(.toNearestOrAwayFromZero)
        if thousandths == 0 { return "0" }
        let magnitude = Int64(abs(thousandths))
        var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction > 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return text
    }

    /// A string literal with JSON escapes; invisible controls (bidirectional and other format
    /// characters too) are escaped as `\u202e`, so the text a terminal or an editor shows is the text.
    package static func quoted(_ text: String) -> String {
        quotedLiteral(text) { scalar in
            guard scalar.isInvisibleControl else { return nil }
            return scalar.utf16.map { unit in
                let hex = String(unit, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        }
    }

    /// True for strings, numbers, booleans and null.
    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool, .null: true
        case .array, .object: false
        }
    }

    /// Appends the value at an indentation depth.
    private func write(to output: inout String, indent: Int, exact: Bool) {
        switch self {
        case .string(let text): output += Self.quoted(text)
        case .number(let number): output += exact ? Self.exact(number) : Self.format(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items) where items.allSatisfy(\.isScalar):
            output += "[" + items.map { $0.prettyText(exactNumbers: exact) }.joined(separator: ", ") + "]"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                item.write(to: &output, indent: indent + 1, exact: exact)
                output += index < items.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + Self.quoted(member.key) + " : "
                member.value.write(to: &output, indent: indent + 1, exact: exact)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }
}

/// `text` in double quotes with the escapes JSON and Swift share (quote, backslash, `\n`, `\r`, `\t`);
/// every other scalar `escape` spells (each language writes control characters its own way) is
/// replaced by that spelling, the rest kept as they are.
package func quotedLiteral(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        default:
            if let spelled = escape(scalar) { literal += spelled } else { literal.unicodeScalars.append(scalar) }
        }
    }
    return literal + "\""
}
