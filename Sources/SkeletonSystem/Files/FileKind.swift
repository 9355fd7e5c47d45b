import Glibc

/// What a path names, as `stat` sees it (symlinks followed): the tool reads and replaces only
/// regular files, because opening a FIFO or a device blocks or talks to hardware.
package enum FileKind: Equatable, Sendable {
    /// Nothing is there.
    case missing
    /// A plain file.
    case regular
    /// A folder.
    case directory
    /// A named pipe: opening it blocks until another process opens the other end.
    case fifo
    /// A character or block device such as /dev/null or a disk.
    case device
    /// A Unix domain socket.
    case socket

    /// The kind of what `path` names now.
    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        self.init(mode: info.st_mode)
    }

    /// The kind a `stat` mode stands for.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .regular
        }
    }

    /// The kind in words for messages: "a folder", "a FIFO (named pipe)", ….
    package var phrase: String {
        switch self {
        case .missing: return "missing"
        case .regular: return "a file"
        case .directory: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .device: return "a device"
        case .socket: return "a socket"
        }
    }
}

/// Why a file was refused, or could not be read or written: one sentence naming the path(s).
package struct FileError: Error, Equatable, CustomStringConvertible {
    /// The message for the user.
    package let description: String

    /// An error with this message.
    package init(_ description: String) {
        self.description = description
    }

    /// The system's words for `errno`.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

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
        let (folder, name) = split(path)
        guard let real = realFolder(folder) else {
            return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        return real + "/" + name
    }

    /// A path's folder (`.` when it has none, `/` at the root) and last component, a trailing
    /// slash dropped.
    static func split(_ path: String) -> (folder: String, name: String) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        return (folder, name)
    }

    /// The real path of `folder` without its trailing slash (`""` for the root, so a name joins
    /// with one `/`); nil when it cannot be resolved.
    static func realFolder(_ folder: String) -> String? {
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        let real = String(cString: resolved)
        return real == "/" ? "" : real
    }
}

/// A file's identity for cache validation: which file (device and inode, so a file renamed over
/// the old one counts as new), its modification and status-change times and size. The status-change
/// time cannot be set back (`touch -d`, `cp -p` set only the modification time), so any rewrite shows.
package struct FileStamp: Equatable, Sendable {
    /// The device holding the file.
    package var device: UInt64
    /// The file's inode.
    package var inode: UInt64
    /// Status-change time, whole seconds and nanoseconds.
    package var changed: (seconds: Int, nanoseconds: Int)
    /// Modification time, whole seconds.
    package var seconds: Int
    /// Modification time, nanoseconds within the second.
    package var nanoseconds: Int
    /// Size in bytes (catches rewrites within the file system's time resolution).
    package var size: Int

    /// The stamp of the regular file at `path`; nil when there is none (missing, or a folder,
    /// FIFO, device or socket).
    package init?(regularFile path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(info)
    }

    /// The stamp of a `stat` result.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        size = Int(info.st_size)
    }

    /// Equal when every field is.
    package static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.changed == b.changed && a.seconds == b.seconds
            && a.nanoseconds == b.nanoseconds && a.size == b.size
    }
}
