import Foundation
import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// Named timing curves.
    static let easingNames: [(name: String, easing: Easing)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// An easing: a name or `"cubic-bezier(x1, y1, x2, y2)"` with x1, x2 in 0…1.
    func easing(_ node: JSONNode, _ path: ValuePath) -> Easing? {
        guard let text = string(node, path, what: "an easing name or \"cubic-bezier(x1, y1, x2, y2)\"") else {
            return nil
        }
        if let named = Self.easingNames.first(where: { $0.name == text }) { return named.easing }
        guard let arguments = Self.call(text, named: "cubic-bezier") else {
            error(
                "unknown easing `\(text)`", at: node.offset, path,
                fix: Suggestions.fix(for: text, in: Self.easingNames.map(\.name) + ["cubic-bezier"], noun: "easings")
                    + " (or \"cubic-bezier(0.42, 0, 1, 1)\")")
            return nil
        }
        let values = arguments.compactMap { Double($0) }.filter(\.isFinite)
        guard values.count == 4, arguments.count == 4 else {
            error(
                "cubic-bezier needs 4 numbers, found `\(text)`", at: node.offset, path,
                fix: "write \"cubic-bezier(0.42, 0, 0.58, 1)\"")
            return nil
        }
        guard (0...1).contains(values[0]), (0...1).contains(values[2]) else {
            error(
                "cubic-bezier x1 and x2 must be between 0 and 1", at: node.offset, path,
                fix: "keep the first and third numbers in 0…1 so time moves forward")
            return nil
        }
        guard values.allSatisfy({ abs($0) <= 100 }) else {
            error(
                "cubic-bezier values must be between -100 and 100", at: node.offset, path,
                fix: "use smaller control points")
            return nil
        }
        return .cubicBezier(values[0], values[1], values[2], values[3])
    }

    /// A transition: `"none"`, `"crossDissolve"` (0.25 s) or `"crossDissolve(seconds)"`.
    func transition(_ node: JSONNode, _ path: ValuePath) -> Transition? {
        guard let text = string(node, path, what: "\"none\", \"crossDissolve\" or \"crossDissolve(0.25)\"") else {
            return nil
        }
        switch text {
        case "none": return Transition.none
        case "crossDissolve": return .crossDissolve(0.25)
        default: break
        }
        guard let arguments = Self.call(text, named: "crossDissolve") else {
            error(
                "unknown transition `\(text)`", at: node.offset, path,
                fix: Suggestions.fix(for: text, in: ["none", "crossDissolve"], noun: "transitions")
                    + " (or \"crossDissolve(0.25)\")")
            return nil
        }
        guard arguments.count == 1, let seconds = Double(arguments[0]), seconds.isFinite else {
            error(
                "crossDissolve needs one duration in seconds, found `\(text)`", at: node.offset, path,
                fix: "write \"crossDissolve(0.25)\"")
            return nil
        }
        guard (0...60).contains(seconds) else {
            error(
                "crossDissolve duration \(Self.format(seconds)) is out of range; allowed 0…60", at: node.offset, path,
                fix: "use a duration between 0 and 60 seconds")
            return nil
        }
        return .crossDissolve(seconds)
    }

    /// The comma-separated arguments of `name(a, b, …)`, or nil when the text is not such a call.
    static func call(_ text: String, named name: String) -> [String]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(name + "("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst(name.count + 1).dropLast()
        return inner.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}
