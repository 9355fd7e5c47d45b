import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import SkeletonSnapshot
import SkeletonTheme

/// Opens what the user points at: a theme file through `ThemeLoader`, a `.storyboard` or `.xib`
/// through the Interface Builder importer and an app snapshot (`.snapshot.json`) through its
/// reader, both with the look of `--theme`. All give a `ThemeLoadResult`, so everything downstream
/// (gallery, hot reload, capture, dump, tree, validate) treats them alike.
package struct DocumentLoader: Sendable {
    /// How IB files are opened.
    package let options: DocumentOptions

    /// A loader with these options.
    package init(options: DocumentOptions = DocumentOptions()) {
        self.options = options
    }

    /// Loads `path`; an IB file's or snapshot's result also depends on the `--theme` file (hot reload watches it).
    package func load(path: String, fontResolver: (any FontResolver)?) -> ThemeLoadResult {
        let isSnapshot = SnapshotFiles.isDocument(path)
        guard InterfaceBuilderFiles.isDocument(path) || isSnapshot else {
            return ThemeLoader.load(path: path, fontResolver: fontResolver)
        }
        var look = Theme(name: "SkeletonView defaults")
        var lookDependencies: [String] = []
        if let lookPath = options.lookPath {
            let loaded = ThemeLoader.load(path: lookPath, fontResolver: fontResolver)
            guard let theme = loaded.theme else {
                return ThemeLoadResult(
                    theme: nil, diagnostics: loaded.diagnostics, dependencies: [path] + loaded.dependencies)
            }
            look = theme
            lookDependencies = loaded.dependencies
        }
        var result =
            isSnapshot
            ? SnapshotLoader.load(path: path, look: look)
            : InterfaceBuilderLoader.load(path: path, look: look, options: options.interfaceBuilder)
        result.dependencies += lookDependencies
        return result
    }

    /// The documents among `paths`: files as given; folders contribute their `*.theme.json` and
    /// `*.snapshot.json` files (not recursively) and the `.storyboard`/`.xib` files below them (an Xcode project). Sorted,
    /// without duplicates; missing paths are kept so loading reports them.
    package static func discover(paths: [String]) -> [String] {
        var found = Set(ThemeDirectory.discover(paths: paths))
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            found.formUnion(InterfaceBuilderFiles.discover(in: path))
            found.formUnion(SnapshotFiles.discover(in: path))
        }
        return found.sorted()
    }
}
