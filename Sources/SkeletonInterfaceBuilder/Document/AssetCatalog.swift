import Foundation
import SkeletonCore
import SkeletonSystem

/// The image and colour sets of the asset catalogs (`*.xcassets`) of an IB file's project,
/// found by `AssetCatalogSearch`; where two catalogs have a set of one name, the nearer one's wins.
package struct AssetCatalog: Sendable {
    /// Image set name → the file to draw.
    private var images: [String: AssetImage] = [:]
    /// Image sets with no file the preview can draw (none listed or present, or only SVG).
    private var unusableImages: Set<String> = []
    /// Colour set name → its light and dark values.
    private var colors: [String: AdaptiveColor] = [:]
    /// Every `Contents.json` read, for hot reload.
    package private(set) var files: [String] = []
    /// The folder the search was bounded by (the project's root), for messages.
    package private(set) var searchRoot = ""

    /// No assets.
    package init() {}

    /// The catalogs of the project around `documentPath`.
    package init(near documentPath: String) {
        self.init(AssetCatalogSearch(near: documentPath))
    }

    /// The catalogs a search found.
    fileprivate init(_ search: AssetCatalogSearch) {
        searchRoot = search.root.path
        for catalog in search.catalogs { read(catalog) }
    }

    /// The image file of the set `name`, or nil.
    package func image(named name: String) -> AssetImage? { images[name] }

    /// Whether a set `name` exists but holds no file the preview can draw.
    package func hasUnusableImage(named name: String) -> Bool { unusableImages.contains(name) }

    /// The colour of the set `name`, or nil.
    package func color(named name: String) -> AdaptiveColor? { colors[name] }

    /// Reads every image and colour set of one catalog (sets may sit in groups).
    private mutating func read(_ catalog: URL) {
        guard let walker = FileManager.default.enumerator(atPath: catalog.path) else { return }
        while let relative = walker.nextObject() as? String {
            let url = catalog.appendingPathComponent(relative)
            let set = url.lastPathComponent
            if set.hasSuffix(".imageset") {
                readImage(url, name: String(set.dropLast(".imageset".count)))
            } else if set.hasSuffix(".colorset") {
                readColor(url, name: String(set.dropLast(".colorset".count)))
            }
        }
    }

    private func contents(of set: URL) -> [String: Any]? {
        let path = set.appendingPathComponent("Contents.json").path
        // A regular file of at most 1 MiB (real ones are a few hundred bytes): a FIFO would block.
        guard let bytes = try? InputFile.read(path, what: "the asset file", limit: 1 << 20) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    /// An image set's file: a PDF (a vector, drawn at any scale) first, else the PNG or JPEG of
    /// the largest scale (`2x` is two pixels per point); SVG files are not drawn.
    private mutating func readImage(_ set: URL, name: String) {
        guard images[name] == nil, !unusableImages.contains(name), let json = contents(of: set) else { return }
        files.append(set.appendingPathComponent("Contents.json").path)
        let entries = (json["images"] as? [[String: Any]]) ?? []
        let present = entries.compactMap { entry -> AssetImage? in
            guard let file = entry["filename"] as? String, !file.contains("/") else { return nil }
            let path = set.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            let scale = Int(((entry["scale"] as? String) ?? "1x").dropLast()) ?? 1
            return AssetImage(path: path, scale: max(1, min(3, scale)))
        }
        let drawable = present.filter {
            [".png", ".jpg", ".jpeg", ".pdf"].contains(where: $0.path.lowercased().hasSuffix)
        }
        if let vector = drawable.first(where: \.isPDF) {
            images[name] = AssetImage(path: vector.path, scale: 1)
        } else if let best = drawable.max(by: { $0.scale < $1.scale }) {
            images[name] = best
        } else {
            unusableImages.insert(name)
        }
    }

    private mutating func readColor(_ set: URL, name: String) {
        guard colors[name] == nil, let json = contents(of: set) else { return }
        files.append(set.appendingPathComponent("Contents.json").path)
        var light: RGBA8?
        var dark: RGBA8?
        for entry in (json["colors"] as? [[String: Any]]) ?? [] {
            guard let color = entry["color"] as? [String: Any], let value = Self.rgba(color) else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
            if isDark { dark = dark ?? value } else if appearances.isEmpty { light = light ?? value }
        }
        if let light { colors[name] = AdaptiveColor(light: light, dark: dark ?? light) }
    }

    /// A colour entry: components as "0.5", "128" or "0x80", in sRGB or Display P3.
    private static func rgba(_ color: [String: Any]) -> RGBA8? {
        guard let parts = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let text = (parts[key] as? String) ?? (parts[key] as? NSNumber)?.stringValue else { return nil }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            if !text.contains("."), let value = Int(text), value > 1 { return Double(value) / 255 }
            return Double(text)
        }
        let alpha = component("alpha") ?? 1
        let space = (color["color-space"] as? String) == "display-p3" ? "displayP3" : "sRGB"
        if let white = component("white") {
            let grey = ColorSpaceConversion.sRGB(white: white, space: "sRGB")
            return RGBA8(unit: grey, grey, grey, alpha)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        let (sr, sg, sb) = ColorSpaceConversion.sRGB(red: r, green: g, blue: b, space: space)
        return RGBA8(unit: sr, sg, sb, alpha)
    }
}

/// The asset catalogs of one load, each set of catalogs read once: a storyboard's registered cell
/// xibs usually share their project's catalogs with it, and reading a large catalog costs far more
/// than finding it.
struct AssetCatalogCache {
    private var read: [[URL]: AssetCatalog] = [:]

    /// The catalogs around `documentPath`, read now or by an earlier call that found the same ones.
    mutating func catalog(near documentPath: String) -> AssetCatalog {
        let search = AssetCatalogSearch(near: documentPath)
        if let known = read[search.catalogs], known.searchRoot == search.root.path { return known }
        let catalog = AssetCatalog(search)
        read[search.catalogs] = catalog
        return catalog
    }
}

extension RGBA8 {
    /// A colour from 0…1 components, rounded to the nearest 8-bit value.
    init(unit r: Double, _ g: Double, _ b: Double, _ a: Double) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        self.init(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
    }
}
