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
