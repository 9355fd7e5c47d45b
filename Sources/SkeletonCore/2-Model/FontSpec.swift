/// A font request as a theme states it: family name, size in points, weight (100…900, 400 regular,
/// 700 bold), and the text style it was named by, if any (its size then follows the content size).
package struct FontSpec: Hashable, Sendable {
    /// Family name as fontconfig knows it, e.g. "DejaVu Sans".
    package var family: String
    /// Size in points (= pixels at scale 1).
    package var size: Double
    /// CSS-style weight, 100…900.
    package var weight: Int
    /// The UIKit text style the font was named by; nil for a font given with an explicit size.
    package var textStyle: TextStyle?
    /// Whether an explicit size follows the content size category, as `UIFontMetrics.scaledFont(for:)`
    /// makes it; false keeps it at every category, as UIKit keeps a font Interface Builder stores by
    /// point size. A text style always follows the category.
    package var scalesWithContentSize: Bool

    /// Creates a font request.
    package init(
        family: String = FontSpec.defaultFamily, size: Double = 17, weight: Int = 400, textStyle: TextStyle? = nil,
        scalesWithContentSize: Bool = true
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.scalesWithContentSize = scalesWithContentSize
    }

    /// The family used when a theme names none (shipped with fonts-dejavu-core).
    package static let defaultFamily = "DejaVu Sans"

    /// UILabel's default system font size.
    package static let `default` = FontSpec()
}

extension FontSpec {
    /// The font as UIKit sizes it at a content size category: a text style takes its published point
    /// size for the category; a font with an explicit size scales by the Body style's ratio (what
    /// `UIFontMetrics.default.scaledFont(for:)` does), unrounded, unless it keeps its size
    /// (`scalesWithContentSize`). `large` leaves every font as written.
    package func scaled(to category: ContentSizeCategory) -> FontSpec {
        var font = self
        if let style = textStyle {
            font.size = style.pointSize(at: category)
        } else if scalesWithContentSize {
            font.size = size * TextStyle.body.pointSize(at: category) / TextStyle.body.pointSize(at: .large)
        }
        return font
    }
}

/// iOS font families that are not on Linux and the installed family that stands in for each: the
/// closest match among Debian-packaged fonts to the widths Interface Builder stored for labels
/// sized by their text in SF and Helvetica Neue (`Assets/font-stand-in.py`; Docs/themes.md "iOS fonts on
/// Linux"), whose line height is also close to SF's.
package enum IOSFontAliases {
    /// The family that stands in for every alias (package fonts-roboto-unhinted).
    package static let standIn = "Roboto"
    /// The Debian package that installs `standIn`.
    package static let standInPackage = "fonts-roboto-unhinted"

    /// Family names, lowercased, that mean Apple's system font or another Apple sans face.
    private static let names: Set<String> = [
        "system", "system-ui", "-apple-system", ".applesystemuifont", "sf pro", "sf pro text", "sf pro display",
        "sf ui", "sf ui text", "sf ui display", "san francisco", "helvetica neue", "helveticaneue", "avenir",
        "avenir next",
    ]

    /// The stand-in for an iOS family name (case-insensitive; every `.SFUI…` private name counts),
    /// nil for any other family.
    package static func standIn(for family: String) -> String? {
        let name = family.lowercased()
        guard names.contains(name) || name.hasPrefix(".sfui") || name.hasPrefix(".sf ui") else { return nil }
        return standIn
    }
}

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
