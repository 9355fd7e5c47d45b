import Foundation

/// Paths written into a file relative to the file's folder, so the file can move with what it names.
enum RelativePath {
    /// `target` (absolute) as seen from the absolute `folder`: `images/a.png`, `../assets/b.png`.
    static func from(_ folder: String, to target: String) -> String {
        guard target.hasPrefix("/") else { return target }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let path = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var shared = 0
        while shared < base.count, shared < path.count, base[shared] == path[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: base.count - shared)
        return (ups + path[shared...]).joined(separator: "/")
    }
}
