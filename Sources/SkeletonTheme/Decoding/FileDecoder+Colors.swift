import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// What a colour may be, for type-mismatch messages.
    static let colorShapes = "a colour (a name like \"peterRiver\", \"#RRGGBB[AA]\" or {\"light\": …, \"dark\": …})"

    /// A colour: a name, `#RRGGBB[AA]`, or `{"light": …, "dark": …}`.
    func color(_ node: JSONNode, _ path: ValuePath) -> AdaptiveColor? {
        switch node.value {
        case .string(let text):
            return singleColor(text, node, path)
        case .object:
            guard let object = self.object(node, path, what: "an adaptive colour", keys: ["light", "dark"]) else {
                return nil
            }
            guard let lightNode = object["light"], let darkNode = object["dark"] else {
                error(
                    "an adaptive colour needs both `light` and `dark`", at: node.offset, path,
                    fix: "write {\"light\": \"#ECF0F1\", \"dark\": \"#1C2325\"}")
                return nil
            }
            let light = variant(lightNode, path.key("light"))
            let dark = variant(darkNode, path.key("dark"))
            guard let light, let dark else { return nil }
            return AdaptiveColor(light: light.light, dark: dark.dark)
        default:
            typeMismatch(node, path, expected: Self.colorShapes, fix: "write \"clouds\" or \"#ECF0F1\"")
            return nil
        }
    }

    /// A light or dark variant: a name or hex string (an adaptive name contributes its own variant).
    private func variant(_ node: JSONNode, _ path: ValuePath) -> AdaptiveColor? {
        guard case .string(let text) = node.value else {
            typeMismatch(node, path, expected: "a colour name or \"#RRGGBB[AA]\"", fix: "write \"#ECF0F1\"")
            return nil
        }
        return singleColor(text, node, path)
    }

    private func singleColor(_ text: String, _ node: JSONNode, _ path: ValuePath) -> AdaptiveColor? {
        if text.hasPrefix("#") {
            if let rgba = RGBA8(hex: text) { return AdaptiveColor(rgba) }
            error(
                "invalid hex colour `\(text)`", at: node.offset, path,
                fix: "write #RRGGBB or #RRGGBBAA with hex digits 0-9 A-F")
            return nil
        }
        if let named = NamedColors.color(named: text) { return named }
        error(
            "unknown colour name `\(text)`", at: node.offset, path,
            fix: Suggestions.fix(for: text, in: NamedColors.names, noun: "names") + " (or write \"#RRGGBB\")")
        return nil
    }

    /// A gradient: a base colour, `{"base", "secondary"}`, or `{"colors": [two or more]}`.
    func gradient(_ node: JSONNode, _ path: ValuePath) -> SkeletonGradient? {
        // An object with `light`/`dark` is an adaptive base colour, not a gradient object.
        guard case .object(let members) = node.value,
            !members.contains(where: { $0.key == "light" || $0.key == "dark" })
        else {
            return color(node, path).map(SkeletonGradient.base)
        }
        guard let object = self.object(node, path, what: "a gradient", keys: ["base", "secondary", "colors"]) else {
            return nil
        }
        if let colorsNode = object["colors"] {
            if object.has("base") || object.has("secondary") {
                error(
                    "a gradient has either `colors` or `base`/`secondary`, not both", at: node.offset, path,
                    fix: "remove `base` and `secondary`, or remove `colors`")
                return nil
            }
            guard let elements = array(colorsNode, path.key("colors"), what: "an array of colours") else { return nil }
            guard elements.count >= 2 else {
                error(
                    "a gradient needs at least 2 colours, found \(elements.count)", at: colorsNode.offset,
                    path.key("colors"), fix: "list two or more colours, or use {\"base\": …}")
                return nil
            }
            let stops = elements.enumerated().map { color($1, path.key("colors").index($0)) }
            let present = stops.compactMap { $0 }
            return present.count == stops.count ? .colors(present) : nil
        }
        guard let baseNode = object["base"] else {
            error(
                "a gradient object needs `base` or `colors`", at: node.offset, path,
                fix: "write {\"base\": \"clouds\"} or {\"colors\": [\"clouds\", \"silver\"]}")
            return nil
        }
        let base = color(baseNode, path.key("base"))
        guard let secondaryNode = object["secondary"] else { return base.map(SkeletonGradient.base) }
        let secondary = color(secondaryNode, path.key("secondary"))
        guard let base, let secondary else { return nil }
        return .baseAndSecondary(base, secondary)
    }
}
