import Foundation

/// Resolves paths written inside a file (includes, images) relative to that file's folder.
enum PathResolver {
    /// `relative` resolved against the folder of `file`, with `.` and `..` removed; absolute paths stay.
    static func resolve(_ relative: String, from file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = (file as NSString).deletingLastPathComponent
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// Removes `.` components and folds `name/..` pairs without touching the file system.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute, parts.isEmpty {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
