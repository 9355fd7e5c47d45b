import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// Weight names in UIFont.Weight order with their CSS numbers.
    static let weightNames: [(name: String, weight: Int)] = [
        ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The keys of a font object, in the schema's order.
    static let fontKeys = ["family", "size", "scalesWithContentSize", "textStyle", "weight"]

    /// A font `{"family", "size", "weight"}` or `{"family", "textStyle", "weight"}`; missing fields
    /// take `FontSpec.default`'s values, or the text style's size and weight at the default content size.
    func font(_ node: JSONNode, _ path: ValuePath) -> FontSpec? {
        guard let object = object(node, path, what: "a font", keys: Self.fontKeys) else {
            return nil
        }
        var font = FontSpec.default
        var valid = true
        if let styleNode = object["textStyle"] {
            if let style = choice(styleNode, path.key("textStyle"), TextStyle.allCases, noun: "text style") {
                font.textStyle = style
                font.size = style.pointSize(at: .large)
                font.weight = style.weight
            } else {
                valid = false
            }
            if let sizeNode = object["size"] {
                // A text style's size is the content size category's; a second size would be ignored.
                error(
                    "a font with a textStyle takes its size from the style", at: sizeNode.offset, path.key("size"),
                    fix: "remove `size` to follow Dynamic Type, or remove `textStyle` for a fixed size")
                valid = false
            }
        }
        if let familyNode = object["family"] {
            if let family = string(familyNode, path.key("family")), !family.isEmpty {
                font.family = family
            } else {
                if case .string = familyNode.value {
                    error(
                        "font family is empty", at: familyNode.offset, path.key("family"), fix: "write \"DejaVu Sans\"")
                }
                valid = false
            }
        }
        if let sizeNode = object["size"], object["textStyle"] == nil {
            if let size = number(sizeNode, path.key("size"), in: 1...1000) { font.size = size } else { valid = false }
        }
        if let scalesNode = object["scalesWithContentSize"] {
            if object["textStyle"] != nil {
                // A style's size is the category's by definition; a flag that could not change it would mislead.
                error(
                    "a font with a textStyle always follows the content size", at: scalesNode.offset,
                    path.key("scalesWithContentSize"),
                    fix: "remove `scalesWithContentSize`, or give a `size` instead of the `textStyle`")
                valid = false
            } else if let scales = bool(scalesNode, path.key("scalesWithContentSize")) {
                font.scalesWithContentSize = scales
            } else {
                valid = false
            }
        }
        if let weightNode = object["weight"] {
            if let weight = weight(weightNode, path.key("weight")) { font.weight = weight } else { valid = false }
        }
        guard valid else { return nil }
        session.noteFont(font, in: self, at: node.offset, path)
        return font
    }

    /// A weight: 100…900 in steps of 100, or a UIFont.Weight name.
    private func weight(_ node: JSONNode, _ path: ValuePath) -> Int? {
        switch node.value {
        case .number(let value):
            guard let weight = integer(node, path, in: 100...900) else { return nil }
            guard weight % 100 == 0 else {
                error(
                    "font weight \(Self.format(value)) is not a multiple of 100", at: node.offset, path,
                    fix: "use 100, 200, … 900 (400 regular, 700 bold)")
                return nil
            }
            return weight
        case .string(let word):
            if let match = Self.weightNames.first(where: { $0.name == word }) { return match.weight }
            error(
                "unknown font weight `\(word)`", at: node.offset, path,
                fix: Suggestions.fix(for: word, in: Self.weightNames.map(\.name), noun: "weights") + " (or 100…900)")
            return nil
        default:
            typeMismatch(node, path, expected: "a weight (100…900 or a name)", fix: "write 700 or \"bold\"")
            return nil
        }
    }
}
