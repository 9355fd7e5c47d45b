import Glibc

/// Reads the files a command is given (themes, includes, images, baselines) without ever
/// blocking: anything but a regular file is refused before it is opened, and the open itself is
/// non-blocking and re-checked on the descriptor, so a path swapped for a FIFO in between is
/// refused too.
package enum InputFile {
    /// Fails unless `path` is a regular file; `what` names it in the message ("the baseline").
    package static func checkRegular(_ path: String, what: String) throws(FileError) {
        let kind = FileKind(path: path)
        switch kind {
        case .regular: return
        case .missing: throw FileError("\(what) \(path) does not exist")
        default: throw FileError("\(what) \(path) is \(kind.phrase), not a file; only regular files are read")
        }
    }

    /// The bytes of the regular file at `path`, refusing files over `limit` bytes before reading.
    package static func read(_ path: String, what: String, limit: Int) throws(FileError) -> [UInt8] {
        try contents(path, what: what) { size throws(FileError) in
            guard size <= limit else {
                throw FileError("\(what) \(path) is \(size) bytes; the limit is \(limit) bytes")
            }
            return size
        }
    }

    /// At most the first `count` bytes of the regular file at `path` (a header).
    package static func prefix(_ path: String, what: String, count: Int) throws(FileError) -> [UInt8] {
        try contents(path, what: what) { size in min(size, count) }
    }

    /// Opens without blocking, checks the descriptor is a regular file, and reads as many bytes as
    /// `amount` allows for the file's size.
    private static func contents(
        _ path: String, what: String, amount: (Int) throws(FileError) -> Int
    ) throws(FileError) -> [UInt8] {
        try checkRegular(path, what: what)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("cannot read \(what) \(path): \(FileError.reason(errno))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
            throw FileError("\(what) \(path) is not a regular file; only regular files are read")
        }
        let size = try amount(Int(info.st_size))
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, size - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw FileError("cannot read \(what) \(path): \(FileError.reason(errno))") }
            if count == 0 { break }  // the file shrank while being read: what is there is what we have
            offset += count
        }
        return Array(bytes.prefix(offset))
    }
}
