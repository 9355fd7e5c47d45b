import Glibc

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
