/// iOS font families that are not on Linux and the installed family that stands in for each: the
/// closest match among Debian-packaged fonts to the widths Interface Builder stored for labels
/// sized by their text in SF and Helvetica Neue (`Assets/font-stand-in.py`; README "iOS fonts on
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
