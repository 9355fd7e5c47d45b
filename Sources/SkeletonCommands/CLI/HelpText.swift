/// Lays out help text for an 80-column terminal: paragraphs wrapped at word boundaries and option
/// tables with their descriptions in an aligned, wrapped column.
package enum HelpText {
    /// The widest line help may print.
    package static let width = 80

    /// `text` wrapped to `width` columns, every line starting with `indent` spaces (a word longer
    /// than a line stands alone on its line rather than being cut).
    package static func wrap(_ text: String, indent: Int = 0, width: Int = width) -> [String] {
        let prefix = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = prefix + word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = prefix + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A two-column table (`left` entries, then each description) indented by two spaces; a
    /// description starts beside its entry when the entry fits the column, else on the next line.
    package static func table(_ rows: [(left: String, right: String)]) -> String {
        let column = min(26, (rows.map(\.left.count).max() ?? 0) + 4)
        var lines: [String] = []
        for row in rows {
            let wrapped = wrap(row.right, indent: column)
            let head = "  " + row.left
            if head.count + 2 <= column, let first = wrapped.first {
                lines.append(head.padding(toLength: column, withPad: " ", startingAt: 0) + first.dropFirst(column))
                lines += wrapped.dropFirst()
            } else {
                lines.append(head)
                lines += wrapped
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `usage: FORM` then each further form under it, long forms wrapped with a hanging indent.
    package static func usage(_ forms: [String]) -> String {
        forms.enumerated().flatMap { index, form in
            let lead = index == 0 ? "usage: " : "       "
            let wrapped = wrap(form, indent: 11)
            guard let first = wrapped.first else { return [String]() }
            return [lead + first.dropFirst(11)] + wrapped.dropFirst()
        }
        .joined(separator: "\n")
    }

    /// The `options:` table of a command.
    package static func options(_ options: [CommandOption]) -> String {
        "options:\n" + table(options.map { ($0.signature, $0.summary) })
    }

    /// Paragraphs (separated by blank lines in `text`) each wrapped to the width.
    package static func paragraphs(_ text: String) -> String {
        text.components(separatedBy: "\n\n")
            .map { wrap($0.replacingNewlines()).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }
}

extension String {
    /// The text with its line breaks turned into spaces (for re-wrapping).
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
