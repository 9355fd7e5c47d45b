/// UIKit's naming rule for an image's scale: `icon@2x.png` holds 2 pixels per point, `icon@3x.png`
/// 3, any other name 1 (what `UIImage(named:)` reads from a bundle's file names).
package enum ImageScale {
    /// The scale a file's name gives (1, 2 or 3).
    package static func of(path: String) -> Int {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
