import Foundation
import SkeletonCore
import SkeletonDocument
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
    /// Every file read or drawn: each `Contents.json` and each set's chosen image, so hot reload
    /// watches them and no output of a command replaces them.
    package private(set) var files: [String] = []
    /// Sets that name files outside themselves (`../x.png`, a link leading out of the catalog):
    /// warnings located in their `Contents.json`; nothing outside a catalog is read.
    package private(set) var diagnostics: [Diagnostic] = []
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

    /// Reads every image and colour set of one catalog (sets may sit in groups), in the order of
    /// their paths: the file system lists a folder in any order, and the warnings and which of two
    /// sets of one name wins must not depend on it.
    private mutating func read(_ catalog: URL) {
        guard let walker = FileManager.default.enumerator(atPath: catalog.path),
            let confinement = CatalogConfinement(catalog: catalog.path)
        else { return }
        var namespaces = GroupNamespaces()
        for relative in walker.allObjects.compactMap({ $0 as? String }).sorted() {
            let url = catalog.appendingPathComponent(relative)
            let set = url.lastPathComponent
            guard set.hasSuffix(".imageset") || set.hasSuffix(".colorset") else { continue }
            let contents = url.appendingPathComponent("Contents.json").path
            guard confinement.holds(contents) else {
                diagnostics.append(confinement.outside(set: url.path, contents: contents))
                continue
            }
            let groups = relative.split(separator: "/").dropLast().map(String.init)
            let prefix = namespaces.prefix(
                of: groups, in: catalog, confinement: confinement, reading: self.contents(of:))
            if set.hasSuffix(".imageset") {
                readImage(url, name: prefix + set.dropLast(".imageset".count), confinement: confinement)
            } else {
                readColor(url, name: prefix + set.dropLast(".colorset".count))
            }
        }
        files += namespaces.files
    }

    /// The bytes of a set's `Contents.json` and their JSON.
    private func contents(of set: URL) -> (bytes: [UInt8], json: [String: Any])? {
        let path = set.appendingPathComponent("Contents.json").path
        // A regular file of at most 1 MiB (real ones are a few hundred bytes): a FIFO would block.
        guard let bytes = try? InputFile.read(path, what: "the asset file", limit: 1 << 20),
            let json = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
        else { return nil }
        return (bytes, json)
    }

    /// An image set's file: a PDF (a vector, drawn at any scale) first, else the PNG or JPEG of
    /// the largest scale (`2x` is two pixels per point); SVG files are not drawn. A `filename`
    /// that is not a file inside the set is a warning, and is not read.
    private mutating func readImage(_ set: URL, name: String, confinement: CatalogConfinement) {
        guard images[name] == nil, !unusableImages.contains(name), let (bytes, json) = contents(of: set) else { return }
        let contentsPath = set.appendingPathComponent("Contents.json").path
        files.append(contentsPath)
        let entries = (json["images"] as? [[String: Any]]) ?? []
        var named = 0
        let present = entries.compactMap { entry -> AssetImage? in
            guard let file = entry["filename"] as? String else { return nil }
            defer { named += 1 }
            let path = set.appendingPathComponent(file).path
            if let problem = confinement.problem(with: file, at: path) {
                let (line, column) = ContentsLocation.value(of: "filename", occurrence: named, in: bytes)
                diagnostics.append(
                    Diagnostic(
                        file: contentsPath, line: line, column: column, severity: .warning,
                        message: "image set `\(name)` names `\(file)`, \(problem); it is not read",
                        keyPath: "images[\(named)].filename",
                        fix: "put the picture itself in \(set.lastPathComponent) and name it there"))
                return nil
            }
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
        if let chosen = images[name] { files.append(chosen.path) }
    }

    private mutating func readColor(_ set: URL, name: String) {
        guard colors[name] == nil, let (_, json) = contents(of: set) else { return }
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

/// The names a catalog's groups add in front of their sets' names: a group folder whose
/// `Contents.json` says `"provides-namespace": true` (Xcode's "Provides Namespace" box) makes its
/// sets `Group/name`, as `UIImage(named:)` and Interface Builder name them (`image="Cells/library"`);
/// nested namespaced groups add one name each.
private struct GroupNamespaces {
    /// Whether each group folder read so far provides a namespace, by path.
    private var provides: [String: Bool] = [:]
    /// The groups' `Contents.json` files read, which hot reload watches too.
    private(set) var files: [String] = []

    /// The prefix the groups `groups` (the folders from the catalog down to a set) give its name.
    mutating func prefix(
        of groups: [String], in catalog: URL, confinement: CatalogConfinement,
        reading contents: (URL) -> (bytes: [UInt8], json: [String: Any])?
    ) -> String {
        var prefix = ""
        var folder = catalog
        for group in groups {
            folder.appendPathComponent(group)
            let path = folder.path
            if provides[path] == nil {
                // Outside the catalog (a group that is a link leading out) nothing is read.
                let json = confinement.holds(path + "/Contents.json") ? contents(folder)?.json : nil
                let properties = json?["properties"] as? [String: Any]
                provides[path] = (properties?["provides-namespace"] as? NSNumber)?.boolValue == true
                if json != nil { files.append(path + "/Contents.json") }
            }
            if provides[path] == true { prefix += group + "/" }
        }
        return prefix
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

/// The file an asset catalog's image set draws, with the scale its `Contents.json` gives it.
package struct AssetImage: Hashable, Sendable {
    /// The file's absolute path.
    package var path: String
    /// Pixels per point (1 for a PDF: its page size is its size in points).
    package var scale: Int

    /// Whether the file is a PDF (a vector image set).
    package var isPDF: Bool { path.lowercased().hasSuffix(".pdf") }
}

/// Where an IB file's asset catalogs are: the folders from the file's own up to its project's
/// root (the nearest folder above it holding an `.xcodeproj` or `.git`), each searched downwards,
/// nearest first, so a name in the file's own catalog always wins over a neighbouring project's.
struct AssetCatalogSearch {
    /// The most folders one search lists, so a document in a large repository (or near `/`)
    /// stays fast; a real app's catalogs are within a few dozen folders of its files.
    static let folderBudget = 2_000
    /// The most folders listed around a loose file (outside any project), whose neighbours are
    /// rarely an app's: a file in `/tmp` costs no more than a few milliseconds.
    static let looseFolderBudget = 400
    /// Folders above the file looked at for a project root before settling for the file's
    /// grandparent (a loose file outside any project).
    static let rootSearchDepth = 16

    /// The catalogs found, nearest to the file first.
    private(set) var catalogs: [URL] = []
    /// The folder that bounds the search (the project's root, or the file's grandparent).
    let root: URL

    /// Searches around the document at `documentPath`.
    init(near documentPath: String) {
        let folder = URL(fileURLWithPath: documentPath).standardizedFileURL.deletingLastPathComponent()
        let project = Self.projectRoot(above: folder)
        root = project ?? Self.looseRoot(of: folder)
        // A project is searched as deep as the budget allows; around a loose file (in `/tmp`, say)
        // three levels, as an app keeps its catalogs within a few folders of its files.
        let depth = project == nil ? 3 : Int.max
        var budget = project == nil ? Self.looseFolderBudget : Self.folderBudget
        var searched: URL?
        var level = folder
        // The file's folder first, then each folder above it without the subtree already searched.
        while budget > 0 {
            catalogs += Self.catalogs(below: level, skipping: searched, depth: depth, budget: &budget)
            if level.path == root.path || level.path == "/" { break }
            searched = level
            level = level.deletingLastPathComponent()
        }
    }

    /// The nearest folder at or above `folder` holding an `.xcodeproj` or `.git` (a file in a git
    /// worktree), or nil.
    private static func projectRoot(above folder: URL) -> URL? {
        var candidate = folder
        for _ in 0..<rootSearchDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") }) { return candidate }
            if candidate.path == "/" { break }
            candidate.deleteLastPathComponent()
        }
        return nil
    }

    /// Where a loose file's search stops: its folder's grandparent, never the file system's root.
    private static func looseRoot(of folder: URL) -> URL {
        var root = folder
        for _ in 0..<2 where root.deletingLastPathComponent().path != "/" { root.deleteLastPathComponent() }
        return root
    }

    /// `*.xcassets` folders at most `depth` levels below `top`, breadth first (shallower first,
    /// then by name), leaving out `skipped`, dependency and hidden folders; lists at most `budget`
    /// folders.
    private static func catalogs(below top: URL, skipping skipped: URL?, depth: Int, budget: inout Int) -> [URL] {
        var found: [URL] = []
        var queue = [(top, 0)]
        var index = 0
        while index < queue.count, budget > 0 {
            let (folder, level) = queue[index]
            index += 1
            budget -= 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted()
            where !InterfaceBuilderFiles.skippedFolders.contains(name) && !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard url.path != skipped?.path,
                    FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                if name.hasSuffix(".xcassets") {
                    found.append(url)
                } else if level + 1 < depth && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") {
                    // Project bundles hold settings, never catalogs.
                    queue.append((url, level + 1))
                }
            }
        }
        return found
    }
}
