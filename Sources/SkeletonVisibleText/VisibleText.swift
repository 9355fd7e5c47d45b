extension Unicode.Scalar {
    /// Whether showing the scalar could make text read differently from what it is: a control
    /// character (C0, DEL, C1: terminal escapes, line breaks), a format character (Unicode `Cf`:
    /// the bidirectional embeddings, overrides, isolates and marks of Trojan Source, zero-width
    /// joiners) or a line or paragraph separator.
    package var isInvisibleControl: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}

/// Text that shows what it holds: invisible controls written as Swift-style escapes (`\u{1B}`), for
/// messages a terminal prints, comments in generated code and anything else a person reads.
package enum VisibleText {
    /// The `\u{1B}` spelling of `scalar` (upper-case hexadecimal), valid in a Swift string literal.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// `text` with every invisible control escaped but line feeds and tabs, which lay messages out;
    /// text without any is returned as it is (the common case costs one scan).
    package static func escaped(_ text: String) -> String {
        escaped(text, keeping: { $0 == "\n" || $0 == "\t" })
    }

    /// `text` with every invisible control escaped, line feeds and tabs included: one line, as a
    /// name or a `//` comment needs.
    package static func escapedLine(_ text: String) -> String {
        escaped(text, keeping: { _ in false })
    }

    /// `text` with every invisible control but those `keeping` accepts escaped.
    private static func escaped(_ text: String, keeping: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { $0.isInvisibleControl && !keeping($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isInvisibleControl && !keeping(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
