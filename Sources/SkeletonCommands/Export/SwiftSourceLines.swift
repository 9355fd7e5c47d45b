/// Helpers that lay out generated Swift source as lines, for `export swift`.
enum SwiftSourceLines {
    /// `lines` indented by `levels` steps of four spaces (empty lines stay empty).
    static func indent(_ lines: [String], by levels: Int = 1) -> [String] {
        let pad = String(repeating: "    ", count: levels)
        return lines.map { $0.isEmpty ? "" : pad + $0 }
    }

    /// `prefix` joined to the first line of a (possibly multi-line) expression and `suffix` to its last.
    static func wrap(_ prefix: String, _ expression: [String], _ suffix: String = "") -> [String] {
        guard let first = expression.first, let last = expression.last else { return [prefix + suffix] }
        if expression.count == 1 { return [prefix + first + suffix] }
        return [prefix + first] + expression.dropFirst().dropLast() + [last + suffix]
    }

    /// One argument of `call`: an optional label, the value's lines and a comment for its end.
    struct Argument {
        /// The argument label, or nil.
        let label: String?
        /// The value expression, one or more lines.
        let value: [String]
        /// Written as `// comment` after the value, when given.
        let comment: String?
    }

    /// A call or literal with one argument per line: `open`, then `label: value, // comment`
    /// lines, then `close`.
    static func call(open: String, _ arguments: [Argument], close: String) -> [String] {
        var lines = [open]
        for (index, argument) in arguments.enumerated() {
            let prefix = argument.label.map { "\($0): " } ?? ""
            let comma = index == arguments.count - 1 ? "" : ","
            let note = argument.comment.map { "  // \($0)" } ?? ""
            lines += indent(wrap(prefix, argument.value, comma + note))
        }
        return lines + [close]
    }
}
