import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonSystem
import SkeletonTheme

/// Opens an app snapshot (`*.snapshot.json`, written by the code `export snapshot-helper` prints)
/// as a theme with one layout: the live view tree with its frames, fonts, colours and SkeletonView
/// flags, and each list's cells as its skeleton data source dequeues them; the look comes from
/// `look`. The result is the `ThemeLoadResult` a theme file or an Interface Builder file gives, so
/// the gallery, capture, tree, validate and import work on it unchanged.
package enum SnapshotLoader {
    /// The `format` every snapshot names.
    package static let format = "skeleton-preview-snapshot"
    /// The format version this reader reads.
    package static let version = 1

    /// Loads `path` with the look of `look`. Only a regular file within `SnapshotLimits.maximumBytes`
    /// is read: a FIFO or a device would block, and a huge file would cost its size before the check.
    package static func load(path: String, look: Theme) -> ThemeLoadResult {
        let kind = FileKind(path: path)
        guard kind != .missing, kind != .directory else {
            return failure(path, 1, 1, "file `\((path as NSString).lastPathComponent)` not found", "", "check the path")
        }
        do {
            let bytes = try InputFile.read(path, what: "the snapshot", limit: SnapshotLimits.maximumBytes)
            return load(bytes: bytes, path: path, look: look)
        } catch {
            return failure(path, 1, 1, error.description, "", "name a .snapshot.json file the snapshot helper wrote")
        }
    }

    /// Loads a snapshot already in memory as if read from `path`: the entry point of tests.
    package static func load(bytes: [UInt8], path: String, look: Theme) -> ThemeLoadResult {
        let file = SourceFile(path: path, bytes: bytes)
        let json: JSONNode
        switch JSONParser.parse(bytes, limits: SnapshotLimits.json) {
        case .failure(let error):
            let (line, column) = file.location(of: error.offset)
            return failure(path, line, column, error.message, "", error.fix)
        case .success(let node): json = node
        }
        do throws(SnapshotProblem) {
            let (layout, root) = try read(json, file: file, path: path)
            var theme = look
            theme.name = (path as NSString).lastPathComponent
            theme.layouts = [layout]
            let warnings = SnapshotReach.unreachable(from: root, in: file, path: path).map { warning in
                var tagged = warning
                tagged.layout = layout.name
                return tagged
            }
            return ThemeLoadResult(theme: theme, diagnostics: warnings, dependencies: [path])
        } catch {
            let (line, column) = file.location(of: error.offset)
            return failure(path, line, column, error.message, error.keyPath, error.fix)
        }
    }

    /// The layout of a snapshot's JSON read from `file` at `path`, and its root view as read (for
    /// the reachability lint).
    private static func read(_ json: JSONNode, file: SourceFile, path: String) throws(SnapshotProblem) -> (
        LayoutSpec, SnapshotView
    ) {
        let top = try SnapshotObject(
            json, path: "", keys: ["format", "version", "name", "screen", "root"], what: "the snapshot")
        guard try top.string("format") == format else {
            throw SnapshotProblem(
                offset: top["format"]?.offset ?? json.offset,
                message: "not a skeleton-preview snapshot (`format` must be \"\(format)\")", keyPath: "format",
                fix: "open a file the snapshot helper wrote (skeleton-preview export snapshot-helper)")
        }
        guard let version = try top.integer("version", in: 0...1_000_000) else {
            throw SnapshotProblem(
                offset: json.offset, message: "missing key `version`", keyPath: "version",
                fix: "add \"version\": \(self.version)")
        }
        guard version == self.version else {
            throw SnapshotProblem(
                offset: top["version"]?.offset ?? json.offset,
                message: "snapshot format version \(version); this skeleton-preview reads version \(self.version)",
                keyPath: "version",
                fix: version > self.version
                    ? "update skeleton-preview, or write the snapshot with this version's helper"
                    : "write the snapshot again with this version's helper (export snapshot-helper)")
        }
        let screen = try SnapshotScreen(top.required("screen"))
        var decoder = SnapshotDecoder(file: file, path: path)
        let root = try decoder.view(top.required("root"), path: "root", depth: 0)
        var node = root.build(in: root.frame.origin)
        node.frame = nil
        let size = root.frame.size
        guard size.width > 0, size.height > 0 else {
            throw SnapshotProblem(
                offset: top["root"]?.offset ?? json.offset,
                message: "the root view is \(size.width)×\(size.height) points: nothing to show",
                keyPath: "root.frame", fix: "take the snapshot after layout (in viewDidAppear, or from the debugger)")
        }
        if let direction = screen.layoutDirection { node.layoutDirection = direction }
        var layout = LayoutSpec(name: try top.string("name") ?? root.className, size: size, root: node)
        // A view controller's view fills the screen under the status bar and home indicator, as a
        // storyboard scene's does; a smaller view is shown as a theme's content.
        layout.fillsScreen = size == screen.size
        if layout.fillsScreen { layout.safeAreaInsets = screen.safeArea }
        return (layout, root)
    }

    /// A failed load: one located error.
    private static func failure(
        _ path: String, _ line: Int, _ column: Int, _ message: String, _ keyPath: String, _ fix: String
    ) -> ThemeLoadResult {
        ThemeLoadResult(
            theme: nil,
            diagnostics: [
                Diagnostic(
                    file: path, line: line, column: column, severity: .error, message: message, keyPath: keyPath,
                    fix: fix)
            ], dependencies: [path])
    }
}

/// Finds app snapshots (`*.snapshot.json`, the files the snapshot helper writes): given files as
/// they are, folders searched one level deep, as theme files are.
package enum SnapshotFiles {
    /// The file-name ending of a snapshot.
    package static let suffix = ".snapshot.json"

    /// Whether `path` names a snapshot.
    package static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(suffix)
    }

    /// The snapshots directly inside `folder`, sorted.
    package static func discover(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { isDocument($0) && !$0.hasPrefix(".") }.sorted().map {
            (folder as NSString).appendingPathComponent($0)
        }
    }
}

/// The budgets a snapshot is held to before the work it would cost (Docs/app-snapshots.md, "Screens built in
/// code"): a real screen has a few hundred views, a few levels of nesting and short texts, so
/// each limit is far above any app's and far below what would stall the reader.
package enum SnapshotLimits {
    /// Largest file: 16 MiB (a 1 000-view screen is about 1 MB).
    package static let maximumBytes = 16 * 1024 * 1024
    /// Most views, counting every cell's: 10 000.
    package static let maximumViews = 10_000
    /// Deepest nesting of views: 100 levels (UIKit's own deepest screens have about 30).
    package static let maximumDepth = 100
    /// Longest string (a text, a class name, an identifier), in characters: 10 000.
    package static let maximumStringLength = 10_000
    /// Most sections of a table or collection: 100.
    package static let maximumSections = 100
    /// Most rows or items of one section: 1 000.
    package static let maximumRows = 1_000

    /// The JSON parser's limits: the file budget, and nesting room for `maximumDepth` views (each
    /// view is an object inside its parent's `subviews` array, two levels).
    static let json = JSONLimits(
        maxFileSize: maximumBytes, maxDepth: 2 * maximumDepth + 16, maxValues: 2_000_000, maxNumberLength: 64)
}

/// The first thing wrong in a snapshot: where (a byte offset, and the key path), what, and the fix.
/// The reader stops at it and reports it as a located error.
struct SnapshotProblem: Error {
    /// Byte offset of the value or key at fault.
    let offset: Int
    /// What is wrong.
    let message: String
    /// Where in the JSON structure, e.g. `root.subviews[2].frame`.
    let keyPath: String
    /// How to fix it.
    let fix: String
}

/// The screen a snapshot was taken on: its size in points, scale, safe area, size classes, text
/// size, layout direction and style.
struct SnapshotScreen {
    /// The screen's size in points.
    var size: Size
    /// The safe area of the window's root view.
    var safeArea: EdgeInsets
    /// The app's layout direction (nil: not written).
    var layoutDirection: LayoutDirection?

    /// The keys of a `screen` object.
    static let keys = [
        "width", "height", "scale", "safeArea", "horizontalSizeClass", "verticalSizeClass", "contentSizeCategory",
        "layoutDirection", "style",
    ]

    /// Reads the `screen` object.
    init(_ json: JSONNode) throws(SnapshotProblem) {
        let object = try SnapshotObject(json, path: "screen", keys: Self.keys, what: "`screen`")
        guard let width = try object.number("width", in: 1...100_000),
            let height = try object.number("height", in: 1...100_000)
        else {
            throw SnapshotProblem(
                offset: json.offset, message: "`screen` needs its `width` and `height` in points", keyPath: "screen",
                fix: "write UIScreen.main.bounds' size")
        }
        size = Size(width: width, height: height)
        _ = try object.number("scale", in: 1...4)
        safeArea = try object.insets("safeArea") ?? .zero
        for key in ["horizontalSizeClass", "verticalSizeClass"] {
            _ = try object.choice(key, in: ["unspecified", "compact", "regular"])
        }
        _ = try object.string("contentSizeCategory")
        _ = try object.choice("style", in: ["unspecified", "light", "dark"])
        layoutDirection = try object.choice("layoutDirection", in: ["leftToRight", "rightToLeft"]).flatMap(
            LayoutDirection.init(rawValue:))
    }
}

/// SkeletonView's descent over a snapshot, on the app's real `isSkeletonable` flags: which flagged
/// views `showSkeleton` on the snapshot's root cannot reach, one warning per ancestor that stops it.
enum SnapshotReach {
    /// The words every unreachable-view warning carries (as the Interface Builder reader's do), so
    /// the window can pick them out.
    static let unreachableMarker = "SkeletonView never reaches"

    /// How many views a grouped warning names before it counts the rest.
    static let listedViews = 5

    /// The warnings for `root`, each at the first view it concerns, in `file`.
    static func unreachable(from root: SnapshotView, in file: SourceFile, path: String) -> [Diagnostic] {
        var groups: [(stop: SnapshotView, views: [SnapshotView])] = []
        func visit(_ view: SnapshotView, blocker: SnapshotView?) {
            let stop = blocker ?? (view.node.isSkeletonable || view.isCell ? nil : view)
            if let blocker, view.node.isSkeletonable, !view.isCell {
                if let index = groups.firstIndex(where: { $0.stop.offset == blocker.offset }) {
                    groups[index].views.append(view)
                } else {
                    groups.append((blocker, [view]))
                }
            }
            for child in view.descendants { visit(child, blocker: stop) }
        }
        visit(root, blocker: nil)
        return groups.map { group in
            let stop = group.stop.title(in: file)
            let ancestor = group.stop.offset == root.offset ? "the snapshot's root \(stop)" : "its ancestor \(stop)"
            let first = group.views[0]
            let (line, column) = file.location(of: first.offset)
            let message: String
            if group.views.count == 1 {
                message = "\(first.title(in: file)) \(unreachableMarker) it: \(ancestor) is not skeletonable"
            } else {
                let listed = group.views.prefix(listedViews).map { $0.title(in: file) }.joined(separator: ", ")
                let more = group.views.count > listedViews ? ", and \(group.views.count - listedViews) more" : ""
                message =
                    "\(group.views.count) skeletonable views \(unreachableMarker): \(ancestor) is not skeletonable "
                    + "(\(listed)\(more))"
            }
            return Diagnostic(
                file: path, line: line, column: column, severity: .warning, message: message, keyPath: "",
                fix: "set `isSkeletonable = true` on \(group.stop.className) in the app, or call showSkeleton on the "
                    + "flagged view\(group.views.count == 1 ? "" : "s") itself")
        }
    }
}
