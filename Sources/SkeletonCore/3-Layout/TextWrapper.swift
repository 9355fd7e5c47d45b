/// Breaks text into the lines UILabel would show: explicit line breaks first, then greedy wrap at a
/// width (at words, or at characters in `.byCharWrapping`; a word longer than the width breaks
/// between characters), then the line limit: the last kept line holds the rest of its paragraph,
/// ended as the line break mode says (truncated at characters around "…", or cut).
package struct TextWrapper {
    /// Where text widths come from.
    package let metrics: any TextMetrics

    /// Creates a wrapper measuring with `metrics`.
    package init(metrics: any TextMetrics) {
        self.metrics = metrics
    }

    /// The lines of `text` in `font`; `width` nil = no wrapping, `maxLines` 0 = unlimited.
    package func lines(
        of text: String, font: FontSpec, width: Double?, maxLines: Int, mode: LineBreakMode = .byTruncatingTail
    ) -> [String] {
        let limit = maxLines > 0 ? min(maxLines, LayoutLimits.maxLines) : LayoutLimits.maxLines
        // Every line break Unicode has ends a line, as in UILabel: a newline, and the line and
        // paragraph separators (U+2028, U+2029) that label texts in storyboards hold.
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var result: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            var start = paragraph.startIndex
            while true {
                if result.count == limit - 1 {
                    let isFollowed = index < paragraphs.count - 1
                    result.append(lastLine(paragraph[start...], isFollowed: isFollowed, font, width, mode))
                    return result
                }
                guard let width, start < paragraph.endIndex else {
                    result.append(String(paragraph[start...]))
                    break
                }
                let line = lineBreak(in: paragraph, from: start, font, width, breaksWords: mode == .byCharWrapping)
                result.append(String(paragraph[start..<line.end]))
                guard line.next < paragraph.endIndex else { break }
                start = line.next
            }
        }
        return result
    }

    /// The widest line's width.
    package func maxWidth(of lines: [String], font: FontSpec) -> Double {
        lines.reduce(0) { max($0, LayoutLimits.length(metrics.width(of: $1, font: font))) }
    }

    /// Where the line starting at `start` ends (`end`) and the next begins (`next`, past the spaces
    /// broken at): after the last whole word that fits, or, when `breaksWords` or not even the first
    /// word fits, after the last character that fits (at least one). Words are measured first and
    /// characters only within the word that overflows, so a long paragraph costs what one line holds.
    private func lineBreak(
        in paragraph: Substring, from start: String.Index, _ font: FontSpec, _ width: Double, breaksWords: Bool
    ) -> (end: String.Index, next: String.Index) {
        var wordEnd: String.Index?
        var cursor = start
        while cursor <= paragraph.endIndex {
            let end = paragraph[cursor...].firstIndex(of: " ") ?? paragraph.endIndex
            guard fits(paragraph[start..<end], font, width) else { break }
            if end == paragraph.endIndex { return (end, end) }
            wordEnd = end
            cursor = paragraph.index(after: end)
        }
        // Spaces at a break hang past the line: the next one starts at its first word.
        if let wordEnd, !breaksWords {
            return (wordEnd, paragraph[wordEnd...].firstIndex { $0 != " " } ?? paragraph.endIndex)
        }
        var end = wordEnd ?? start
        while end < paragraph.endIndex {
            let longer = paragraph.index(after: end)
            guard fits(paragraph[start..<longer], font, width) else { break }
            end = longer
        }
        if end == start, end < paragraph.endIndex { end = paragraph.index(after: end) }
        return (end, end)
    }

    /// The last line that shows: `rest` (the rest of its paragraph) whole when it fits and no text
    /// follows, else ended as `mode` says. Truncation keeps whole characters (graphemes) around "…".
    private func lastLine(
        _ rest: Substring, isFollowed: Bool, _ font: FontSpec, _ width: Double?, _ mode: LineBreakMode
    ) -> String {
        guard let width else { return isFollowed && mode.truncates ? String(rest) + "…" : String(rest) }
        let fitting = lineBreak(in: rest, from: rest.startIndex, font, width, breaksWords: mode != .byWordWrapping)
        if fitting.end == rest.endIndex && !isFollowed { return String(rest) }
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return String(rest[..<fitting.end])
        case .byTruncatingTail:
            return tailTruncated(rest[..<fitting.end], font, width)
        case .byTruncatingHead:
            return headTruncated(rest, font, width)
        case .byTruncatingMiddle:
            return middleTruncated(rest, font, width)
        }
    }

    /// The longest start of `line` that fits with "…" after it (spaces before "…" dropped).
    private func tailTruncated(_ line: Substring, _ font: FontSpec, _ width: Double) -> String {
        var kept = line
        while !kept.isEmpty, !fits(String(kept) + "…", font, width) { kept.removeLast() }
        while kept.last == " " { kept.removeLast() }
        return String(kept) + "…"
    }

    /// "…" and the longest end of `line` that fits after it (spaces after "…" dropped).
    private func headTruncated(_ line: Substring, _ font: FontSpec, _ width: Double) -> String {
        var start = line.endIndex
        while start > line.startIndex {
            let longer = line.index(before: start)
            guard fits("…" + String(line[longer...]), font, width) else { break }
            start = longer
        }
        return "…" + String(line[start...].drop { $0 == " " })
    }

    /// The start and end of `line` around "…", grown a character at a time, end first, while they
    /// fit: UIKit keeps about as much of each side.
    private func middleTruncated(_ line: Substring, _ font: FontSpec, _ width: Double) -> String {
        var head = line.startIndex
        var tail = line.endIndex
        var growsTail = true
        var blocked = (head: false, tail: false)
        while head < tail, !(blocked.head && blocked.tail) {
            if growsTail && !blocked.tail {
                let longer = line.index(before: tail)
                if fits(String(line[..<head]) + "…" + line[longer...], font, width) {
                    tail = longer
                } else {
                    blocked.tail = true
                }
            } else if !growsTail && !blocked.head {
                let longer = line.index(after: head)
                if fits(String(line[..<longer]) + "…" + line[tail...], font, width) {
                    head = longer
                } else {
                    blocked.head = true
                }
            }
            growsTail.toggle()
        }
        return String(line[..<head]) + "…" + line[tail...]
    }

    /// Whether a line fits the width.
    private func fits<Line: StringProtocol>(_ line: Line, _ font: FontSpec, _ width: Double) -> Bool {
        metrics.width(of: String(line), font: font) <= width + 1e-9
    }
}

extension LineBreakMode {
    /// Whether the mode ends a cut line with "…".
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}
