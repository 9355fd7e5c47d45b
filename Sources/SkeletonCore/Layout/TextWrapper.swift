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
        let limit = maxLines > 0 ? min(maxLines, LayoutLimits.maxLines) : LayoutLimits.maxLines
        // One line beyond the limit tells whether to truncate; wrapping stops there, so huge texts stay cheap.
        let budget = limit + 1
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard result.count < budget else { break }
            if let width {
                result += wrap(paragraph, font: font, width: width, budget: budget - result.count)
            } else {
                result.append(String(paragraph))
            }
        }
        guard result.count > limit else { return result }
        var kept = Array(result.prefix(limit))
        kept[limit - 1] = truncated(kept[limit - 1], font: font, width: width)
        return kept
    }

    /// The widest line's width.
    package func maxWidth(of lines: [String], font: FontSpec) -> Double {
        lines.reduce(0) { max($0, LayoutLimits.length(metrics.width(of: $1, font: font))) }
    }

    /// Greedy word wrap of one paragraph (no newlines) at `width`, at most `budget` lines.
    private func wrap(_ paragraph: Substring, font: FontSpec, width: Double, budget: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            guard lines.count < budget else { return lines }
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if fits(candidate, font: font, width: width) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while !rest.isEmpty, lines.count < budget {
                let head = longestFittingPrefix(of: rest, font: font, width: width)
                if head.endIndex == rest.endIndex { break }
                lines.append(String(head))
                rest = rest[head.endIndex...]
            }
            current = String(rest)
        }
        lines.append(current)
        return lines
    }

    /// The longest prefix (at least one character) of `word` that fits `width`; it never measures
    /// more than one character beyond what fits, so a huge word costs only what is kept.
    private func longestFittingPrefix(of word: Substring, font: FontSpec, width: Double) -> Substring {
        var end = word.index(after: word.startIndex)
        while end < word.endIndex {
            let longer = word.index(after: end)
            guard fits(String(word[..<longer]), font: font, width: width) else { break }
            end = longer
        }
        return word[..<end]
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
