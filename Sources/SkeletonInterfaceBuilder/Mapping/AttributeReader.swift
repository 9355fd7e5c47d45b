import Foundation
import SkeletonCore

/// Reads the values IB stores on elements: colours in their colour spaces, fonts, frames.
struct AttributeReader {
    /// Named colours and images beside the document.
    let assets: AssetCatalog
    /// The document's `<resources>`: named colours' light values, by name.
    let namedColors: [String: AdaptiveColor]

    /// The colour element `key` of `element` in sRGB (nil when absent, `<nil>` or unreadable).
    func color(_ key: String, of element: IBNode) -> AdaptiveColor? {
        guard let color = element.child("color", key: key) else { return nil }
        return self.color(color)
    }

    /// A `<color>` element in sRGB, with a dark variant where UIKit or the asset catalog has one.
    func color(_ color: IBNode) -> AdaptiveColor? {
        if let name = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
            return SystemColors.color(named: name) ?? SystemColors.color(named: name + "Color")
        }
        if let name = color["name"] {
            return assets.color(named: name) ?? namedColors[name]
        }
        let space = color["customColorSpace"] ?? color["colorSpace"] ?? "sRGB"
        let alpha = color.number("alpha") ?? 1
        if let white = color.number("white") {
            let grey = ColorSpaceConversion.sRGB(white: white, space: space)
            return AdaptiveColor(RGBA8(unit: grey, grey, grey, alpha))
        }
        guard let r = color.number("red"), let g = color.number("green"), let b = color.number("blue") else {
            return nil
        }
        let (sr, sg, sb) = ColorSpaceConversion.sRGB(red: r, green: g, blue: b, space: space)
        return AdaptiveColor(RGBA8(unit: sr, sg, sb, alpha))
    }

    /// The stored frame `<rect key="frame">`, or nil.
    func frame(of element: IBNode) -> Rect? {
        guard let rect = element.child("rect", key: "frame"), let width = rect.number("width"),
            let height = rect.number("height"), width >= 0, height >= 0
        else { return nil }
        return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: width, height: height)
    }

    /// The font of `<fontDescription key="fontDescription">` at the default content size.
    func font(of element: IBNode) -> FontSpec? {
        guard let description = element.child("fontDescription") else { return nil }
        if let style = description["style"] {
            let textStyle = TextStyle(uiKitName: style) ?? .body
            return FontSpec(
                family: Self.systemFamily, size: textStyle.pointSize(at: .large), weight: textStyle.weight,
                textStyle: textStyle)
        }
        let size = description.number("pointSize") ?? 17
        switch description["type"] {
        case "boldSystem":
            return FontSpec(family: Self.systemFamily, size: size, weight: 700)
        case "system", "italicSystem":
            return FontSpec(family: Self.systemFamily, size: size, weight: Self.weight(description["weight"]))
        default:
            return Self.font(postScriptName: description["name"] ?? "", family: description["family"], size: size)
        }
    }

    /// A font named by its PostScript name (see `FontSpec.init(postScriptName:family:size:)`).
    static func font(postScriptName name: String, family: String?, size: Double) -> FontSpec {
        FontSpec(postScriptName: name, family: family, size: size)
    }

    /// The family name the system font is asked for.
    static let systemFamily = FontSpec.systemFamily

    /// A system font's `weight=` as a CSS weight.
    static func weight(_ name: String?) -> Int {
        switch name {
        case "ultraLight": return 100
        case "thin": return 200
        case "light": return 300
        case "medium": return 500
        case "semibold": return 600
        case "bold": return 700
        case "heavy": return 800
        case "black": return 900
        default: return 400
        }
    }
}
