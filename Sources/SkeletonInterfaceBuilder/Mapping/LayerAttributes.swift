import SkeletonCore

/// CALayer's border and shadow as apps set them in IB: `layer.borderWidth`, `layer.borderColor`,
/// `layer.shadowColor`, `layer.shadowOpacity`, `layer.shadowOffset` and `layer.shadowRadius`
/// user-defined runtime attributes (read through the user's aliases).
enum LayerAttributes {
    /// The key paths this importer understands, for "did you mean" and the README.
    static let keys = [
        "layer.borderWidth", "layer.borderColor", "layer.shadowColor", "layer.shadowOpacity", "layer.shadowOffset",
        "layer.shadowRadius",
    ]

    /// Applies the layer attributes among `attributes` to `view`; returns the ones it did not know.
    static func apply(
        _ attributes: [IBNode], to view: inout ViewNode, reader: AttributeReader, aliases: [String: String]
    ) -> [IBNode] {
        var unknown: [IBNode] = []
        for attribute in attributes {
            let written = attribute["keyPath"] ?? ""
            let value = attribute.children.first { $0["key"] == "value" }
            let number = attribute.number("value") ?? value?.number("value")
            switch aliases[written] ?? written {
            case "layer.borderWidth": view.borderWidth = LayoutLimits.length(number ?? 0)
            case "layer.borderColor":
                if let value, let color = reader.color(value) { view.borderColor = color }
            case "layer.shadowColor":
                if let value, let color = reader.color(value) { view.shadow = with(view.shadow) { $0.color = color } }
            case "layer.shadowOpacity":
                view.shadow = with(view.shadow) { $0.opacity = min(max(number ?? 0, 0), 1) }
            case "layer.shadowRadius":
                view.shadow = with(view.shadow) { $0.radius = LayoutLimits.length(number ?? 3) }
            case "layer.shadowOffset":
                if let value, let w = value.number("width"), let h = value.number("height") {
                    view.shadow = with(view.shadow) { $0.offset = Size(width: w, height: h) }
                }
            default: unknown.append(attribute)
            }
        }
        return unknown
    }

    /// The shadow (CALayer's defaults when none yet) with one property changed.
    private static func with(_ shadow: LayerShadow?, _ change: (inout LayerShadow) -> Void) -> LayerShadow {
        var shadow = shadow ?? LayerShadow()
        change(&shadow)
        return shadow
    }
}
