import Foundation

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
