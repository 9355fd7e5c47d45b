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

/// How to open Interface Builder files (the command line's `--theme`, `--root`, …): the theme whose look they take and
/// how the app shows their skeletons. Theme files ignore them.
package struct DocumentOptions: Hashable, Sendable {
    /// `--theme FILE`: appearance, animation, transition and style for IB screens (default:
    /// SkeletonView's defaults).
    package var lookPath: String?
    /// `--root`, `--flag`, `--bridge`, `--alias`, `--cell`.
    package var interfaceBuilder = InterfaceBuilderOptions()

    /// SkeletonView's defaults, screens shown from their roots.
    package init() {}
}

extension DocumentOptions {
    /// The options as typed on a command line (`consume` reads them back to these values), for the
    /// `capture` command a screenshot prints; paths are made absolute so it runs from any folder.
    package func arguments(absolute: (String) -> String) -> [String] {
        var arguments: [String] = []
        if let lookPath { arguments += ["--theme", absolute(lookPath)] }
        for root in interfaceBuilder.roots { arguments += ["--root", root] }
        if !interfaceBuilder.flagged.isEmpty {
            arguments += ["--flag", interfaceBuilder.flagged.joined(separator: ",")]
        }
        if interfaceBuilder.bridge { arguments.append("--bridge") }
        for (from, to) in interfaceBuilder.aliases.sorted(by: { $0.key < $1.key }) {
            arguments += ["--alias", "\(from)=\(to)"]
        }
        for (list, file) in interfaceBuilder.cells.sorted(by: { $0.key < $1.key }) {
            arguments += ["--cell", "\(list)=\(absolute(file))"]
        }
        return arguments
    }
}

/// Several documents (a folder's storyboards and xibs, or the files `import` is given) as one theme:
/// the first document's look, every document's layouts, each under a name no other layout has.
package struct MergedDocuments {
    /// The theme so far (nil before the first document).
    package private(set) var theme: Theme?
    /// The layout names taken.
    private var names: Set<String> = []

    /// An empty set.
    package init() {}

    /// Adds the layouts of `document`, read from `file`; a name already taken gets the file's name,
    /// then its folder's (`Feed (Main.storyboard)`, `Feed (ja.lproj/Main.storyboard)`), then a number.
    package mutating func add(_ document: Theme, from file: String) {
        var loaded = document
        let path = file as NSString
        let folder = (path.deletingLastPathComponent as NSString).lastPathComponent
        for index in loaded.layouts.indices {
            let name = loaded.layouts[index].name
            let file = path.lastPathComponent
            var unique = [name, "\(name) (\(file))", "\(name) (\(folder)/\(file))"].first { !names.contains($0) }
            var copy = 2
            while unique == nil {
                let numbered = "\(name) (\(folder)/\(file) \(copy))"
                if !names.contains(numbered) { unique = numbered }
                copy += 1
            }
            loaded.layouts[index].name = unique ?? name
            names.insert(loaded.layouts[index].name)
        }
        if theme == nil {
            theme = loaded
        } else {
            theme?.layouts += loaded.layouts
        }
    }
}
