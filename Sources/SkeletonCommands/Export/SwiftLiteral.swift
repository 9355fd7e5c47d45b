import Foundation
import SkeletonCore
import SkeletonVisibleText

/// Swift source spellings of the theme's values, for `export swift`.
enum SwiftLiteral {
    /// A number as a Swift literal with up to 15 significant digits: whole numbers without a
    /// fraction (`14`), others as short as they are (`0.25`), and sums such as 3.6 + 0.3 as the
    /// 3.9 a person would write rather than 3.9000000000000004.
    static func number(_ value: Double) -> String {
        String(format: "%.15g", value)
    }

    /// One 0…255 channel as a fraction UIKit reads exactly: `0`, `1` or `52 / 255`.
    static func channel(_ value: UInt8) -> String {
        switch value {
        case 0: "0"
        case 255: "1"
        default: "\(value) / 255"
        }
    }

    /// `UIColor(red:green:blue:alpha:)` of an sRGB colour.
    static func color(_ color: RGBA8) -> String {
        "UIColor(red: \(channel(color.r)), green: \(channel(color.g)), blue: \(channel(color.b)), "
            + "alpha: \(channel(color.a)))"
    }

    /// The lines of a colour expression: a plain colour when both variants are equal, else a
    /// dynamic colour whose provider picks the dark variant in dark mode. The provider builds its
    /// colours inside the closure so it captures nothing (it compiles in Swift 5 and 6 modes).
    static func color(_ color: AdaptiveColor) -> [String] {
        guard color.light != color.dark else { return [Self.color(color.light)] }
        return [
            "UIColor { traits in",
            "    traits.userInterfaceStyle == .dark",
            "        ? \(Self.color(color.dark))",
            "        : \(Self.color(color.light))",
            "}",
        ]
    }

    /// `#RRGGBB` (light) or `#RRGGBB light, #RRGGBB dark`, for comments beside a colour.
    static func hexComment(_ color: AdaptiveColor) -> String {
        color.light == color.dark
            ? color.light.hexString : "\(color.light.hexString) light, \(color.dark.hexString) dark"
    }

    /// A Swift string literal of `text`: quotes, backslashes, control and format characters
    /// (bidirectional controls: Trojan Source) escaped as `\u{202E}`, so the literal reads as the
    /// string it is and equals it at run time.
    static func string(_ text: String) -> String {
        quotedLiteral(text) { $0.isInvisibleControl ? VisibleText.escape($0) : nil }
    }

    /// `text` safe inside a `//` comment: line breaks, control and format characters written as
    /// visible `\u{…}` escapes, so the comment cannot end early or reorder the code around it.
    static func comment(_ text: String) -> String {
        VisibleText.escapedLine(text)
    }

    /// An UpperCamelCase identifier made of the ASCII letters and digits of `name` (`"Social feed"`
    /// → `SocialFeed`); `fallback` when none is left, and prefixed with `_` when it would start
    /// with a digit.
    static func typeName(_ name: String, fallback: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return fallback }
        return first.isNumber ? "_" + joined : joined
    }

    /// `CAMediaTimingFunction(controlPoints:)` of a timing curve.
    static func timingFunction(_ easing: Easing) -> String {
        let c = easing.controlPoints
        return
            "CAMediaTimingFunction(controlPoints: \(number(c.x1)), \(number(c.y1)), \(number(c.x2)), \(number(c.y2)))"
    }

    /// `.none` or `.crossDissolve(seconds)`.
    static func transition(_ transition: Transition) -> String {
        switch transition {
        case .none: ".none"
        case .crossDissolve(let seconds): ".crossDissolve(\(number(seconds)))"
        }
    }

    /// `.fixed(15)`, `.relativeToFont` or `.relativeToConstraints`.
    static func lineHeight(_ height: TextLineHeight) -> String {
        switch height {
        case .fixed(let points): ".fixed(\(number(points)))"
        case .relativeToFont: ".relativeToFont"
        case .relativeToConstraints: ".relativeToConstraints"
        }
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`.
    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), "
            + "right: \(number(insets.right)))"
    }
}

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
