import Glibc

/// A file's identity for cache validation: modification time and size.
struct FileStamp: Equatable {
    /// Modification time, whole seconds.
    var seconds: Int
    /// Modification time, nanoseconds within the second.
    var nanoseconds: Int
    /// Size in bytes (catches rewrites within the file system's time resolution).
    var size: Int

    /// The stamp of a `stat` result.
    init(_ info: stat) {
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        size = Int(info.st_size)
    }
}
