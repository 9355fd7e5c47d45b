import SkeletonCore

/// SkeletonView's `@IBInspectable` properties as IB stores them in `<userDefinedRuntimeAttributes>`,
/// plus `layer.cornerRadius`, read through the user's aliases.
enum SkeletonAttributes {
    /// The keys this importer understands, for "did you mean" and Docs/interface-builder.md.
    static let keys = [
        "isSkeletonable", "isHiddenWhenSkeletonIsActive", "isUserInteractionDisabledWhenSkeletonIsActive",
        "skeletonCornerRadius", "lastLineFillPercent", "linesCornerRadius", "skeletonLineSpacing", "useFontLineHeight",
        "layer.cornerRadius",
    ]

    /// Applies the runtime attributes of `element` to `view`; returns the key paths it did not know.
    static func apply(_ element: IBNode, to view: inout ViewNode, aliases: [String: String]) -> [IBNode] {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return [] }
        var unknown: [IBNode] = []
        for attribute in list.children(named: "userDefinedRuntimeAttribute") {
            let written = attribute["keyPath"] ?? ""
            let key = aliases[written] ?? written
            let flag = attribute["value"] == "YES"
            let number = attribute.number("value") ?? attribute.children.first { $0["key"] == "value" }?.number("value")
            switch key {
            case "isSkeletonable": view.isSkeletonable = flag
            case "isHiddenWhenSkeletonIsActive": view.isHiddenWhenSkeletonIsActive = flag
            case "isUserInteractionDisabledWhenSkeletonIsActive": break  // no visual effect
            case "skeletonCornerRadius": view.skeletonCornerRadius = number.map { max(0, $0) }
            case "lastLineFillPercent": view.lastLineFillPercent = number.map { min(100, max(0, Int($0))) }
            case "linesCornerRadius": view.linesCornerRadius = number.map { max(0, Int($0)) }
            case "skeletonLineSpacing": view.skeletonLineSpacing = number.map { max(0, $0) }
            case "useFontLineHeight": if flag { view.skeletonTextLineHeight = .relativeToFont }
            case "layer.cornerRadius": view.cornerRadius = max(0, number ?? 0)
            default: unknown.append(attribute)
            }
        }
        return unknown
    }
}

/// CALayer's border and shadow as apps set them in IB: `layer.borderWidth`, `layer.borderColor`,
/// `layer.shadowColor`, `layer.shadowOpacity`, `layer.shadowOffset` and `layer.shadowRadius`
/// user-defined runtime attributes (read through the user's aliases).
enum LayerAttributes {
    /// The key paths this importer understands, for "did you mean" and Docs/interface-builder.md.
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

/// The `@IBInspectable` properties apps most often add to `UIView` in an extension of their own —
/// `cornerRadius`, `borderWidth`, `borderColor` and the `shadow…` ones — which those extensions
/// forward to the layer: read as the layer's properties unless the user maps them (`--alias`).
enum AppInspectables {
    /// The app's key path → the layer key path the common extensions set.
    static let layerKeyPaths: [String: String] = [
        "cornerRadius": "layer.cornerRadius", "borderWidth": "layer.borderWidth", "borderColor": "layer.borderColor",
        "shadowColor": "layer.shadowColor", "shadowOpacity": "layer.shadowOpacity",
        "shadowOffset": "layer.shadowOffset", "shadowRadius": "layer.shadowRadius",
    ]

    /// The user's aliases over the common inspectables: what the user says wins.
    static func aliases(over user: [String: String]) -> [String: String] {
        layerKeyPaths.merging(user) { _, mine in mine }
    }
}
