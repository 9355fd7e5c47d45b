import Glibc

/// A file as the kernel knows it (device and inode), so two spellings of one file compare equal:
/// `./a.png`, `a.png`, a hard link or a symlink to it.
package struct FileIdentity: Hashable, Sendable {
    /// The device holding the file.
    package let device: UInt64
    /// The file's inode on that device.
    package let inode: UInt64

    /// The identity of what `path` names (symlinks followed); nil when nothing is there.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

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
