import SkeletonCore

/// Breaks text into lines no wider than a width: between words, and inside a word only when the
/// word alone is too wide (long paths, identifiers), so nothing is ever cut off.
enum TextWrapping {
    /// The lines of `text` at most `width` points wide as `measure` measures them; continuation
    /// lines start with `indent`.
    static func lines(_ text: String, width: Double, indent: String = "", measure: (String) -> Double) -> [String] {
        guard measure(text) > width, width > 0 else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width || current.isEmpty && word.isEmpty {
                current = candidate
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = indent
            }
            var rest = current + word
            while measure(rest) > width {
                let cut = longestPrefix(of: rest, fitting: width, keeping: current.count, measure: measure)
                lines.append(String(rest.prefix(cut)))
                rest = indent + rest.dropFirst(cut)
            }
            current = rest
        }
        if !current.isEmpty && current != indent { lines.append(current) }
        return lines
    }

    /// The length of the longest prefix of `text` that fits (at least `keeping` + 1 characters, so
    /// every step makes progress), by bisection: widths grow with the prefix.
    private static func longestPrefix(
        of text: String, fitting width: Double, keeping: Int, measure: (String) -> Double
    ) -> Int {
        Bisection.last(fitting: keeping + 1, tooLong: text.count) { !(measure(String(text.prefix($0))) > width) }
    }
}
