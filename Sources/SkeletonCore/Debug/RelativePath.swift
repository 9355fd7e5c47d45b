/// Paths as dumps print them: relative to a base folder (the theme file's), so the text is the
/// same wherever the files live and whichever folder the command runs from.
enum RelativePath {
    /// `path` relative to `folder`, both absolute and standardized (no `.` or `..` components):
    /// "images/a.png", or "../shared/a.png" outside the folder. A relative `path` is returned as is.
    static func of(_ path: String, from folder: String) -> String {
        guard path.hasPrefix("/"), folder.hasPrefix("/") else { return path }
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let parts = up + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
