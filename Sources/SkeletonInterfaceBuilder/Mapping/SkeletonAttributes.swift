import SkeletonCore

/// SkeletonView's `@IBInspectable` properties as IB stores them in `<userDefinedRuntimeAttributes>`,
/// plus `layer.cornerRadius`, read through the user's aliases.
enum SkeletonAttributes {
    /// The keys this importer understands, for "did you mean" and the README.
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
