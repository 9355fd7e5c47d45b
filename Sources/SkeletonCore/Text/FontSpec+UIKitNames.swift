/// Fonts as UIKit names them, for the readers of files UIKit's world writes (Interface Builder
/// documents, app snapshots): PostScript names, the system font and text-style names.
extension FontSpec {
    /// The family name the system font is asked for (resolved by the font library's iOS aliases).
    package static let systemFamily = "system"

    /// A font named by its PostScript name (`Avenir-Heavy`), its weight from the name's style; names
    /// starting with a dot (`.AppleSystemUIFont`, `.SFUI-Semibold`) are the system font.
    package init(postScriptName name: String, family: String?, size: Double) {
        let weight = Self.weight(fromPostScriptName: name)
        if name.hasPrefix(".") {
            self.init(family: Self.systemFamily, size: size, weight: weight)
        } else {
            let family = family ?? name.split(separator: "-").first.map(String.init) ?? Self.systemFamily
            self.init(family: family, size: size, weight: weight)
        }
    }

    /// The weight a PostScript name's style suffix states (`Avenir-Heavy` → 800).
    package static func weight(fromPostScriptName name: String) -> Int {
        let style = name.split(separator: "-").dropFirst().joined().lowercased()
        let table: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("medium", 500),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        return table.first { style.contains($0.0) }?.1 ?? 400
    }
}

extension TextStyle {
    /// The style UIKit names `name` (`UIFont.TextStyle`'s raw value, which IB stores too:
    /// `UICTFontTextStyleBody`); nil for a name UIKit does not have.
    package init?(uiKitName name: String) {
        guard let style = Self.uiKitNames[name] else { return nil }
        self = style
    }

    /// UIKit's text styles by their raw names (`Title0` is the large title's older name).
    private static let uiKitNames: [String: TextStyle] = [
        "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle0": .largeTitle,
        "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]
}
