import Glibc

/// The folder a command writes many files into (`--out-dir`, `--compare-dir --update`, an import's
/// `images/`): created when missing, its parents too, and refused in one plain line when it cannot
/// be: a symlink loop, a link to nothing, a path under a file, a file, FIFO or device.
package enum OutputFolder {
    /// Makes sure `path` is a folder, creating it and its parents; `option` names it in messages.
    package static func prepare(_ path: String, option: String) throws(FileError) {
        switch FileKind(path: path) {
        case .directory: return
        case .missing: break
        case let kind: throw FileError("\(option) \(path) is \(kind.phrase), not a folder; give the path of a folder")
        }
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            var probe = stat()
            if stat(path, &probe) != 0 && errno == ELOOP {
                throw FileError("\(option) \(path) is a symlink loop; point the link at a folder or remove it")
            }
            throw FileError(
                "\(option) \(path) is a symlink to \(target(of: path)), which does not exist; "
                    + "create that folder or remove the link")
        }
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            switch FileKind(path: built) {
            case .directory: continue
            case .missing:
                guard mkdir(built, 0o755) == 0 || errno == EEXIST else {
                    let reason = String(cString: strerror(errno))
                    let problem = errno == ELOOP ? "a symlink loop" : reason
                    throw FileError("\(option) \(path): cannot create the folder \(display(built)): \(problem)")
                }
            case let kind:
                throw FileError(
                    "\(option) \(path) is under \(display(built)), which is \(kind.phrase), not a folder; "
                        + "give the path of a folder")
            }
        }
    }

    /// Where the link at `path` points, as written in it.
    private static func target(of path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, Int(PATH_MAX))
        guard count > 0 else { return "nothing" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A built-up path as the user wrote it (without the `./` a relative one starts with).
    private static func display(_ built: String) -> String {
        built.hasPrefix("./") ? String(built.dropFirst(2)) : built
    }
}
