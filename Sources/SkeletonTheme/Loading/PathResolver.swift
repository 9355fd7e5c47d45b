import Foundation

/// Resolves paths written inside a file (includes, images) relative to that file's folder.
package enum PathResolver {
    /// `relative` resolved against the folder of `file`, with `.` and `..` removed; absolute paths stay.
    static func resolve(_ relative: String, from file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = (file as NSString).deletingLastPathComponent
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// `path` made absolute against the working directory and standardized: what the loader stores
    /// for images, so they open from any working directory and dumps can print them relative.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The absolute, standardized folder of a file: the base dumps print image paths against.
    package static func absoluteFolder(of file: String) -> String {
        let folder = (absolute(file) as NSString).deletingLastPathComponent
        return folder.isEmpty ? "/" : folder
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
