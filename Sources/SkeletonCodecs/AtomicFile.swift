import Glibc

/// Writes files so that readers see either the old file or the whole new one, never a part.
package enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, flushes it, then renames it over `path`.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw AtomicFileError(path: path, reason: String(cString: strerror(errno)))
        }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw AtomicFileError(path: path, reason: reason)
            }
            offset += n
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw AtomicFileError(path: path, reason: reason)
        }
    }
}

/// A file could not be written; the previous file (if any) is untouched.
package struct AtomicFileError: Error, CustomStringConvertible {
    /// The destination.
    package let path: String
    /// The system's reason.
    package let reason: String

    /// A message for the user.
    package var description: String { "cannot write \(path): \(reason)" }
}
