import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// Largest length in points (sizes, spacing, radii); keeps layouts renderable.
    static let maxLength = 100_000.0
    /// Largest time in seconds (durations, delays, pauses).
    static let maxSeconds = 3600.0

    /// A length ≥ 0 in points.
    func length(_ node: JSONNode, _ path: ValuePath) -> Double? {
        number(node, path, in: 0...Self.maxLength)
    }

    /// Insets: one number for every edge, or `{"top", "left", "bottom", "right"}` (missing edges 0).
    func insets(_ node: JSONNode, _ path: ValuePath) -> EdgeInsets? {
        insets(node, path, edge: length)
    }

    /// Insets whose edges may be negative (`skeletonPaddingInsets`, a plain UIEdgeInsets that
    /// SkeletonView never validates), each within ±`maxLength`.
    func signedInsets(_ node: JSONNode, _ path: ValuePath) -> EdgeInsets? {
        insets(node, path) { number($0, $1, in: -Self.maxLength...Self.maxLength) }
    }

    /// Insets with each edge read by `edge`.
    private func insets(
        _ node: JSONNode, _ path: ValuePath, edge: (JSONNode, ValuePath) -> Double?
    ) -> EdgeInsets? {
        if case .number = node.value { return edge(node, path).map { EdgeInsets(all: $0) } }
        guard case .object = node.value else {
            typeMismatch(
                node, path, expected: "a number or {\"top\", \"left\", \"bottom\", \"right\"}",
                fix: "write 8 or {\"top\": 8, \"left\": 16, \"bottom\": 8, \"right\": 16}")
            return nil
        }
        guard let object = object(node, path, what: "insets", keys: ["top", "left", "bottom", "right"]) else {
            return nil
        }
        let edges = ["top", "left", "bottom", "right"].map { object.read($0, edge) }
        let absentOrValid = zip(["top", "left", "bottom", "right"], edges).allSatisfy { !object.has($0) || $1 != nil }
        guard absentOrValid else { return nil }
        return EdgeInsets(top: edges[0] ?? 0, left: edges[1] ?? 0, bottom: edges[2] ?? 0, right: edges[3] ?? 0)
    }

    /// `[width, height]` in points, each within `range`.
    func size(_ node: JSONNode, _ path: ValuePath, in range: ClosedRange<Double>) -> Size? {
        numbers(node, path, names: ["width", "height"], in: range).map { Size(width: $0[0], height: $0[1]) }
    }

    /// A stack's alignment. Interface Builder's inspector shows a horizontal stack's `leading` and
    /// `trailing` as Top and Bottom (UIKit's `.top` and `.bottom` are the same values), so those
    /// words get an error that names the values to write.
    func stackAlignment(_ node: JSONNode, _ path: ValuePath) -> StackAlignment? {
        guard case .string(let word) = node.value, let meant = ["top": "leading", "bottom": "trailing"][word] else {
            return choice(node, path, Choices.alignment, noun: "alignment")
        }
        error(
            "unknown alignment `\(word)`", at: node.offset, path,
            fix: "write \"\(meant)\": UIKit's .\(word) is .\(meant), the same value, which Interface Builder shows as "
                + "\(word.prefix(1).uppercased() + word.dropFirst()) on a horizontal stack")
        return nil
    }

    /// A stack size rule: a number of points, `"fill"` or `"fit"`.
    func sizeRule(_ node: JSONNode, _ path: ValuePath) -> SizeRule? {
        switch node.value {
        case .number: return length(node, path).map(SizeRule.fixed)
        case .string("fill"): return .fill
        case .string("fit"): return .fit
        case .string(let word):
            error(
                "unknown size `\(word)`", at: node.offset, path,
                fix: Suggestions.fix(for: word, in: ["fill", "fit"], noun: "values") + " (or a number of points)")
            return nil
        default:
            typeMismatch(node, path, expected: "a number, \"fill\" or \"fit\"", fix: "write 44, \"fill\" or \"fit\"")
            return nil
        }
    }

    /// A text line height: a number, `"relativeToFont"` or `"relativeToConstraints"`.
    func lineHeight(_ node: JSONNode, _ path: ValuePath) -> TextLineHeight? {
        let words = ["relativeToFont", "relativeToConstraints"]
        switch node.value {
        case .number: return number(node, path, in: 0...Self.maxLength).map(TextLineHeight.fixed)
        case .string("relativeToFont"): return .relativeToFont
        case .string("relativeToConstraints"): return .relativeToConstraints
        case .string(let word):
            error(
                "unknown line height `\(word)`", at: node.offset, path,
                fix: Suggestions.fix(for: word, in: words, noun: "values") + " (or a number of points)")
            return nil
        default:
            typeMismatch(
                node, path, expected: "a number, \"relativeToFont\" or \"relativeToConstraints\"",
                fix: "write 15 or \"relativeToFont\"")
            return nil
        }
    }

    /// `skeletonTextNumberOfLines`: `"inherited"` or an integer up to 10 000, negative ones included
    /// (label: below 0 is one line; text view: -1 fills the height, below -1 is one line).
    func textNumberOfLines(_ node: JSONNode, _ path: ValuePath) -> TextNumberOfLines? {
        switch node.value {
        // Negative counts load, as SkeletonView accepts any Int; the core draws them as upstream.
        case .number: return integer(node, path, in: Int(Int32.min)...10_000).map(TextNumberOfLines.custom)
        case .string("inherited"): return .inherited
        case .string(let word):
            error(
                "unknown line count `\(word)`", at: node.offset, path,
                fix: Suggestions.fix(for: word, in: ["inherited"], noun: "values") + " (or a whole number)")
            return nil
        default:
            typeMismatch(node, path, expected: "\"inherited\" or an integer", fix: "write \"inherited\" or 3")
            return nil
        }
    }

    /// The bars over a screen, by name (`["navigationBar", "tabBar"]`).
    func screenBars(_ node: JSONNode, _ path: ValuePath) -> ScreenBars? {
        guard let elements = array(node, path, what: "an array of bar names") else { return nil }
        let names = elements.enumerated().map { choice($1, path.index($0), ScreenBar.allCases, noun: "bar") }
        let present = names.compactMap { $0 }
        return present.count == names.count ? ScreenBars(present) : nil
    }

    /// A list of strings (view ids).
    func strings(_ node: JSONNode, _ path: ValuePath) -> [String]? {
        guard let elements = array(node, path, what: "an array of strings") else { return nil }
        let values = elements.enumerated().map { string($1, path.index($0)) }
        let present = values.compactMap { $0 }
        return present.count == values.count ? present : nil
    }
}
