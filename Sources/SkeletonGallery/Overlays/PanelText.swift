import SkeletonCompose
import SkeletonCore

/// An opaque rounded panel holding lines of text: the shape of every overlay. Text under it never
/// shows through; lines are wrapped to the room given and cut, with a note, to the height given.
struct PanelText {
    /// Inner margin in points.
    static let padding = 12.0
    /// Distance between baselines.
    static let lineHeight = 17.0

    /// Lines with their own colours.
    var lines: [(text: String, color: RGBA8)]
    /// The font of every line.
    var font: FontSpec

    /// A panel of `lines` as they are.
    init(lines: [(text: String, color: RGBA8)], font: FontSpec) {
        self.lines = lines
        self.font = font
    }

    /// A panel of `lines` at most `size` points large: each line wrapped (continuations indented),
    /// and when they are still too many for the height, the last one saying how many are hidden.
    init(
        wrapping lines: [(text: String, color: RGBA8)], font: FontSpec, within size: Size, metrics: ChromeMetrics
    ) {
        let width = size.width - 2 * Self.padding
        var wrapped: [(text: String, color: RGBA8)] = []
        for line in lines {
            let pieces = TextWrapping.lines(line.text, width: width, indent: "    ") {
                metrics.width(of: $0, font: font)
            }
            wrapped += pieces.map { ($0, line.color) }
        }
        let room = max(1, Int((size.height - 2 * Self.padding + 4) / Self.lineHeight))
        if wrapped.count > room {
            let hidden = wrapped.count - room + 1
            let color = wrapped[room - 1].color
            wrapped = Array(wrapped.prefix(room - 1))
            wrapped.append(("... \(hidden) more line\(hidden == 1 ? "" : "s"): enlarge the window", color))
        }
        self.lines = wrapped
        self.font = font
    }

    /// Panel size in points for these lines.
    func size(metrics: ChromeMetrics) -> Size {
        let width = lines.map { metrics.width(of: $0.text, font: font) }.max() ?? 0
        return Size(
            width: (width + 2 * Self.padding).rounded(.up),
            height: Double(lines.count) * Self.lineHeight + 2 * Self.padding - 4)
    }

    /// The panel with its top-left at `origin`, at least `minimumWidth` wide.
    func commands(at origin: Point, minimumWidth: Double = 0, palette: ChromePalette, metrics: ChromeMetrics)
        -> [DrawCommand]
    {
        var size = size(metrics: metrics)
        size.width = max(size.width, minimumWidth)
        var commands: [DrawCommand] = []
        commands.fill(Rect(origin: origin, size: size), color: palette.panel, radius: 8)
        return commands + lineCommands(at: origin)
    }

    /// Only the lines, the first baseline `padding` below `origin`.
    func lineCommands(at origin: Point) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for (row, line) in lines.enumerated() {
            let baseline = Point(
                x: origin.x + Self.padding, y: origin.y + Self.padding + 9 + Double(row) * Self.lineHeight)
            commands.text(line.text, at: baseline, font: font, color: line.color)
        }
        return commands
    }
}

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
