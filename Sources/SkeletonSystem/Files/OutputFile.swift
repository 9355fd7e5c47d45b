import Glibc

/// The one writer of every file the tool writes (captures, sheets, filmstrips, GIFs, window
/// screenshots, statistics, a comparison's actual and diff images).
///
/// It lives in SkeletonSystem, a target that needs only Glibc, because SkeletonCommands (capture,
/// batch), SkeletonGallery (the window's screenshot), SkeletonCodecs (PNG) and SkeletonSDL (the
/// statistics) all write files, and the upper layers may not depend on the C codecs: one small
/// target is the only place all of them can share without breaking the module rules.
package enum OutputFile {
    /// Refuses `path` as an output before any work: when it is one of `inputs` (same device and
    /// inode, however spelled) or is a folder, FIFO, device or socket. `option` names the flag
    /// the path came from, for the message.
    package static func check(_ path: String, option: String, inputs: [(option: String, path: String)])
        throws(FileError)
    {
        try check(path, option: option, reading: FileSet(inputs))
    }

    /// `check(_:option:inputs:)` against inputs gathered once, for commands with many outputs.
    package static func check(_ path: String, option: String, reading inputs: FileSet) throws(FileError) {
        let kind = FileKind(path: path)
        guard kind == .regular || kind == .missing else {
            throw FileError("\(option) \(path) is \(kind.phrase), not a file; give the path of a file to write")
        }
        if let input = inputs.member(path) {
            throw FileError(
                "\(option) \(path) is the same file as \(input.option) \(input.path), which this command reads; "
                    + "writing it would destroy the input: give another output path")
        }
    }

    /// Writes `bytes` to `path` so that readers see the old file or the whole new one: a temporary
    /// file created beside it (`O_EXCL | O_NOFOLLOW`, so nothing planted there is followed or
    /// reused), flushed with `fsync`, then renamed over `path`. The temporary file is removed on
    /// every error and, while the process has no handler of its own, on SIGINT and SIGTERM.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try stream(to: path) { (sink: Sink) throws(FileError) in try sink.append(bytes) }
    }

    /// Writes what `produce` appends to its sink to `path`, piece by piece (a large report is never
    /// held whole), with `write`'s guarantees: readers see the old file or the whole new one, and
    /// the temporary file is removed when appending or `produce` fails.
    package static func stream(to path: String, _ produce: (Sink) throws(FileError) -> Void) throws(FileError) {
        let kind = FileKind(path: path)
        guard kind == .regular || kind == .missing else {
            throw FileError("cannot write \(path): it is \(kind.phrase), not a file")
        }
        let (temporary, fd) = try createTemporary(beside: path)
        let cleanup = TemporaryFileCleanup.arm(temporary)
        defer { cleanup.disarm() }
        do {
            try produce(Sink(descriptor: fd, path: path))
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        let synced = fsync(fd) == 0 ? nil : FileError.reason(errno)
        close(fd)
        if let synced {
            unlink(temporary)
            throw FileError("cannot write \(path): \(synced)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = FileError.reason(errno)
            unlink(temporary)
            throw FileError("cannot write \(path): \(reason)")
        }
    }

    /// Where `stream` puts the bytes of the file it writes, in order.
    package struct Sink {
        /// The temporary file's descriptor.
        fileprivate let descriptor: Int32
        /// The destination, for messages.
        fileprivate let path: String

        /// Appends `bytes` to the file.
        package func append(_ bytes: [UInt8]) throws(FileError) {
            if let failure = OutputFile.fill(descriptor, with: bytes) {
                throw FileError("cannot write \(path): \(failure)")
            }
        }
    }

    /// Creates a fresh temporary file in the destination's folder (a rename is atomic only within
    /// one file system); a name already taken is skipped, never opened.
    private static func createTemporary(beside path: String) throws(FileError) -> (String, Int32) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        for attempt in 0..<100 {
            let temporary = "\(folder).\(name).tmp-\(getpid())-\(attempt)"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 { return (temporary, fd) }
            guard errno == EEXIST else {
                let reason = FileError.reason(errno)
                throw FileError("cannot write \(path): \(reason) (\(folderHint(folder)))")
            }
        }
        throw FileError("cannot write \(path): 100 temporary names beside it are taken; remove the stale .tmp files")
    }

    /// Writes every byte, retrying interrupted and short writes; the failure reason, or nil.
    fileprivate static func fill(_ fd: Int32, with bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return FileError.reason(errno)
            }
            offset += written
        }
        return nil
    }

    /// What to check when the temporary file cannot be created.
    private static func folderHint(_ folder: String) -> String {
        let shown =
            folder.isEmpty ? "." : folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        switch FileKind(path: shown) {
        case .missing: return "the folder \(shown) does not exist"
        case .directory:
            return access(shown, W_OK) == 0 ? "in the folder \(shown)" : "the folder \(shown) is not writable"
        default: return "\(shown) is not a folder"
        }
    }
}
