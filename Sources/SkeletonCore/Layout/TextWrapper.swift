/// Breaks text into the lines UILabel would show: explicit newlines first, then greedy word wrap at
/// a width (a word longer than the width breaks between characters), then the line limit with a
/// trailing ellipsis on the last kept line.
package struct TextWrapper {
    /// Where text widths come from.
    package let metrics: any TextMetrics

    /// Creates a wrapper measuring with `metrics`.
    package init(metrics: any TextMetrics) {
        self.metrics = metrics
    }

    /// The lines of `text` in `font`; `width` nil = no wrapping, `maxLines` 0 = unlimited.
    package func lines(of text: String, font: FontSpec, width: Double?, maxLines: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let width {
                result += wrap(String(paragraph), font: font, width: width)
            } else {
                result.append(String(paragraph))
            }
            if result.count > LayoutLimits.maxLines { break }
        }
        let limit = maxLines > 0 ? min(maxLines, LayoutLimits.maxLines) : LayoutLimits.maxLines
        guard result.count > limit else { return result }
        var kept = Array(result.prefix(limit))
        kept[limit - 1] = truncated(kept[limit - 1], font: font, width: width)
        return kept
    }

    /// The widest line's width.
    package func maxWidth(of lines: [String], font: FontSpec) -> Double {
        lines.reduce(0) { max($0, LayoutLimits.length(metrics.width(of: $1, font: font))) }
    }

    /// Greedy word wrap of one paragraph (no newlines) at `width`.
    private func wrap(_ paragraph: String, font: FontSpec, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate, font: font, width: width) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while !fits(current, font: font, width: width), current.count > 1 {
                let head = longestFittingPrefix(of: current, font: font, width: width)
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        lines.append(current)
        return lines
    }

    /// The longest prefix (at least one character) of `word` that fits `width`.
    private func longestFittingPrefix(of word: String, font: FontSpec, width: Double) -> String {
        var prefix = String(word.prefix(1))
        for character in word.dropFirst() {
            let longer = prefix + String(character)
            guard fits(longer, font: font, width: width) else { break }
            prefix = longer
        }
        return prefix
    }

    /// The line shortened until it fits with a trailing "…" (UILabel's tail truncation).
    private func truncated(_ line: String, font: FontSpec, width: Double?) -> String {
        var kept = line
        while !kept.isEmpty {
            let candidate = kept + "…"
            if let width, !fits(candidate, font: font, width: width) {
                kept.removeLast()
                continue
            }
            return candidate
        }
        return "…"
    }

    /// Whether a line fits the width.
    private func fits(_ line: String, font: FontSpec, width: Double) -> Bool {
        metrics.width(of: line, font: font) <= width + 1e-9
    }
}
