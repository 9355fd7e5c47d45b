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
            let textStyle = Self.textStyles[style] ?? .body
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

    /// A font named by its PostScript name (`Avenir-Heavy`), its weight from the name's style; names
    /// starting with a dot (`.AppleSystemUIFont`, `.SFUI-Semibold`) are the system font.
    static func font(postScriptName name: String, family: String?, size: Double) -> FontSpec {
        let weight = weight(fromPostScriptName: name)
        if name.hasPrefix(".") { return FontSpec(family: systemFamily, size: size, weight: weight) }
        let family = family ?? name.split(separator: "-").first.map(String.init) ?? systemFamily
        return FontSpec(family: family, size: size, weight: weight)
    }

    /// The family name the system font is asked for (resolved by the font library's iOS aliases).
    static let systemFamily = "system"

    /// UIKit's text styles by the names IB stores (`UICTFontTextStyle…`).
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle0": .largeTitle,
        "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

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

    /// The weight a PostScript name's style suffix states (`Avenir-Heavy` → 800).
    static func weight(fromPostScriptName name: String) -> Int {
        let style = name.split(separator: "-").dropFirst().joined().lowercased()
        let table: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("medium", 500),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        return table.first { style.contains($0.0) }?.1 ?? 400
    }
}
