import Foundation

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
