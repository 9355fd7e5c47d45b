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
