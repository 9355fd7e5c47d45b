import Foundation
import SkeletonCore
import SkeletonFiles

/// The image and colour sets of the asset catalogs (`*.xcassets`) beside an IB file: in its folder
/// and up to two folders above, where Xcode projects keep them.
package struct AssetCatalog: Sendable {
    /// Image set name → the file to draw (the largest scale present).
    private var images: [String: String] = [:]
    /// Colour set name → its light and dark values.
    private var colors: [String: AdaptiveColor] = [:]
    /// Every `Contents.json` read, for hot reload.
    package private(set) var files: [String] = []

    /// No assets.
    package init() {}

    /// The most folders one search lists, so a document in a large folder (or near `/`) stays fast.
    static let folderBudget = 400

    /// The catalogs found near `documentPath`: in its folder (three levels down), its parent (two)
    /// and its grandparent (one), where Xcode projects keep them; never in the file system's root.
    package init(near documentPath: String) {
        var folder = URL(fileURLWithPath: documentPath).standardizedFileURL.deletingLastPathComponent()
        var catalogs: [URL] = []
        var budget = Self.folderBudget
        for depth in [3, 2, 1] where folder.path != "/" {
            catalogs += Self.catalogs(in: folder, depth: depth, budget: &budget)
            folder.deleteLastPathComponent()
        }
        for catalog in Set(catalogs.map(\.standardizedFileURL)).sorted(by: { $0.path < $1.path }) {
            read(catalog)
        }
    }

    /// The image file of the set `name`, or nil.
    package func image(named name: String) -> String? { images[name] }

    /// The colour of the set `name`, or nil.
    package func color(named name: String) -> AdaptiveColor? { colors[name] }

    /// `*.xcassets` folders at most `depth` levels below `folder` (dependency folders skipped),
    /// listing at most `budget` folders.
    private static func catalogs(in folder: URL, depth: Int, budget: inout Int) -> [URL] {
        guard depth > 0, budget > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            return []
        }
        budget -= 1
        var found: [URL] = []
        for name in names where !InterfaceBuilderFiles.skippedFolders.contains(name) && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            if name.hasSuffix(".xcassets") {
                found.append(url)
            } else {
                found += catalogs(in: url, depth: depth - 1, budget: &budget)
            }
        }
        return found
    }

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

    private mutating func readImage(_ set: URL, name: String) {
        guard images[name] == nil, let json = contents(of: set) else { return }
        files.append(set.appendingPathComponent("Contents.json").path)
        let entries = (json["images"] as? [[String: Any]]) ?? []
        let ranked = entries.compactMap { entry -> (Int, String)? in
            guard let file = entry["filename"] as? String else { return nil }
            let scale = Int(((entry["scale"] as? String) ?? "1x").dropLast()) ?? 1
            return (scale, set.appendingPathComponent(file).path)
        }
        if let best = ranked.filter({ FileManager.default.fileExists(atPath: $0.1) }).max(by: { $0.0 < $1.0 }) {
            images[name] = best.1
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

extension RGBA8 {
    /// A colour from 0…1 components, rounded to the nearest 8-bit value.
    init(unit r: Double, _ g: Double, _ b: Double, _ a: Double) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        self.init(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
    }
}
