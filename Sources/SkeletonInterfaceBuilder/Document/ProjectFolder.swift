import Foundation
import SkeletonSystem

/// The app project an IB document belongs to: the nearest folder above it that holds an
/// `.xcodeproj`, an `.xcworkspace` or a `.git` folder (else the document's own folder), and the
/// cell xibs and Swift files below it, which say how the app fills the document's lists in code.
struct ProjectFolder {
    /// The project's root folder.
    let root: URL
    /// The `.xib` files below the root, sorted.
    private(set) var xibs: [String] = []
    /// The `.swift` files below the root, sorted.
    private(set) var swiftFiles: [String] = []

    /// The most folders one search lists (as for asset catalogs), so a document in a huge folder stays fast.
    static let folderBudget = 400
    /// Folder endings of bundles, catalogs and projects: they hold no sources of the app's own.
    static let packages = [".xcassets", ".xcodeproj", ".xcworkspace", ".bundle", ".framework", ".app", ".playground"]
    /// How many folders above the document the project's root may be (`App/Screens/Feed/Feed.storyboard`).
    static let levelsUp = 4
    /// The most bytes read of one Swift or xib file while pairing (real ones are far smaller).
    static let fileLimit = 1 << 20

    /// The project around `documentPath`, its xibs and Swift files listed within the folder budget.
    init(around documentPath: String) {
        let folder = URL(fileURLWithPath: documentPath).standardizedFileURL.deletingLastPathComponent()
        root = Self.root(above: folder)
        var pending = [root]
        var budget = Self.folderBudget
        while let next = pending.popLast(), budget > 0 {
            budget -= 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: next.path) else { continue }
            for name in names.sorted()
            where !InterfaceBuilderFiles.skippedFolders.contains(name) && !name.hasPrefix(".") {
                let url = next.appendingPathComponent(name)
                if name.hasSuffix(".xib") {
                    xibs.append(url.path)
                } else if name.hasSuffix(".swift") {
                    swiftFiles.append(url.path)
                } else if !Self.packages.contains(where: { name.hasSuffix($0) }) {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                        pending.insert(url, at: 0)
                    }
                }
            }
        }
        xibs.sort()
        swiftFiles.sort()
    }

    /// The text of `path` when it is a regular file within the pairing's size limit.
    static func text(of path: String) -> String? {
        guard let bytes = try? InputFile.read(path, what: "the file", limit: fileLimit) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The nearest folder at most `levelsUp` above `folder` marked as a project root, else `folder`.
    private static func root(above folder: URL) -> URL {
        var candidate = folder
        for _ in 0...levelsUp where candidate.path != "/" {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == ".git" }) {
                return candidate
            }
            candidate.deleteLastPathComponent()
        }
        return folder
    }
}

/// Finds `.storyboard` and `.xib` files: given files as they are, folders searched recursively
/// (an Xcode project), skipping dependency and build folders.
package enum InterfaceBuilderFiles {
    /// The file-name endings of Interface Builder documents.
    package static let suffixes = [".storyboard", ".xib"]
    /// Folders never searched: dependencies, build products, version control.
    package static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "build", "Build", "DerivedData", ".build", ".git", "node_modules", "vendor",
    ]
    /// The most files a folder search returns (a large app has a few hundred).
    package static let maximumFiles = 2_000

    /// Whether `path` names an Interface Builder document.
    package static func isDocument(_ path: String) -> Bool {
        suffixes.contains { path.hasSuffix($0) }
    }

    /// The IB documents in `folder` and below, sorted.
    package static func discover(in folder: String) -> [String] {
        var found: [String] = []
        var pending = [URL(fileURLWithPath: folder)]
        while let next = pending.popLast(), found.count < maximumFiles {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: next.path) else { continue }
            for name in names where !skippedFolders.contains(name) && !name.hasPrefix(".") {
                let url = next.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    // Asset catalogs and bundles hold no IB documents of their own to show.
                    if !name.hasSuffix(".xcassets") && !name.hasSuffix(".bundle") { pending.append(url) }
                } else if isDocument(name) {
                    found.append(url.path)
                }
            }
        }
        return found.sorted()
    }
}
