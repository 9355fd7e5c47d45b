import Foundation

/// A fresh, empty folder of one test's own, removed with everything in it when the test lets go.
///
/// Every test that writes files writes them here: nothing depends on what an earlier run, another
/// test or the machine left behind, and nothing is left behind. The folder lives under the
/// system's temporary directory (`TMPDIR`, else `/tmp`) with a unique name, so tests running in
/// parallel, twice in a row or in any order never meet. Keep the value alive for as long as the
/// test uses its files (a local `let` does: a deinit with side effects is not moved earlier).
package final class TemporaryDirectory: Sendable {
    /// The folder's absolute path (no trailing slash).
    package let path: String

    /// Creates the folder; `label` (by default the calling test's name) makes a leftover recognisable.
    package init(_ label: String = #function) throws {
        let tag = label.filter { $0.isLetter || $0.isNumber }.prefix(40)
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        path = base + "skeleton-preview-test-\(tag)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder (the file itself is not created).
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `text` as UTF-8 to `name` inside the folder (creating subfolders) and returns its path.
    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// Writes `bytes` to `name` inside the folder (creating subfolders) and returns its path.
    @discardableResult
    package func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let target = file(name)
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }
}
