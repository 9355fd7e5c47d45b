import Glibc

/// Whether two paths name one file: by device and inode when both exist, else by their canonical
/// spelling (the real folder plus the name), so an output that does not exist yet still meets an
/// input spelled differently (`out.png` and `./dir/../out.png`).
package enum PathSpelling {
    /// True when `first` and `second` are, or would be, the same file.
    package static func same(_ first: String, _ second: String) -> Bool {
        if let a = FileIdentity(path: first), let b = FileIdentity(path: second) { return a == b }
        return canonical(first) == canonical(second)
    }

    /// The real path of the folder (symlinks resolved) joined with the last component.
    static func canonical(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        guard let resolved = realpath(folder, nil) else { return trimmed }
        defer { free(resolved) }
        let real = String(cString: resolved)
        return (real == "/" ? "" : real) + "/" + name
    }
}
