import Glibc
import SkeletonDocument

/// Keeps an asset catalog's reads inside it, as the theme reader keeps includes inside the theme's
/// folder: a repository chose the names in its `Contents.json` files, and a name such as
/// `../../.ssh/id_rsa` or a link leading out would otherwise make the preview (and `import`,
/// which copies what a set names) read any file on the disk.
struct CatalogConfinement {
    /// The catalog as given, for messages.
    let catalog: String
    /// The catalog's real path (symlinks resolved).
    private let realCatalog: String

    /// The confinement of the catalog folder at `catalog`; nil when it cannot be resolved.
    init?(catalog: String) {
        guard let real = Self.realPath(catalog) else { return nil }
        self.catalog = catalog
        realCatalog = real
    }

    /// Whether `path` is inside the catalog once its links are resolved (a missing file is: there
    /// is nothing to read).
    func holds(_ path: String) -> Bool {
        guard let real = Self.realPath(path) else { return true }
        return real.hasPrefix(realCatalog + "/")
    }

    /// Why the `filename` `name` of a set, found at `path`, may not be read; nil when it may (a
    /// plain name of a file inside the catalog, or of a file that is not there).
    func problem(with name: String, at path: String) -> String? {
        if name.contains("/") || name == "." || name == ".." || name.contains("\0") {
            return "which is not a file name inside its image set (no `/`, no `..`, no NUL)"
        }
        guard let real = Self.realPath(path), !real.hasPrefix(realCatalog + "/") else { return nil }
        return "a link leading outside the asset catalog \(catalog) (to \(real))"
    }

    /// The warning for a set folder (or its `Contents.json`) that is a link leading out of the catalog.
    func outside(set: String, contents: String) -> Diagnostic {
        let name = set.split(separator: "/").last.map(String.init) ?? set
        return Diagnostic(
            file: contents, line: 1, column: 1, severity: .warning,
            message: "`\(name)` leads outside the asset catalog \(catalog) (to \(Self.realPath(contents) ?? set)); "
                + "nothing there is read",
            keyPath: "", fix: "put the set's files in the catalog itself instead of linking to them")
    }

    /// `path` with every link resolved; nil when nothing is there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Where a key's value is in a `Contents.json` (read by Foundation, which keeps no positions), so
/// a warning about it points at the line and column an editor opens.
enum ContentsLocation {
    /// The 1-based line and column (in characters) of the value of the `occurrence`-th (from 0)
    /// `"key"` in `bytes`; 1:1 when there are fewer.
    static func value(of key: String, occurrence: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let token = Array("\"\(key)\"".utf8)
        var line = 1
        var lineStart = 0
        var seen = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == token[0], bytes[index...].starts(with: token) {
                var value = index + token.count
                while value < bytes.count, [0x20, 0x09, UInt8(ascii: ":")].contains(bytes[value]) { value += 1 }
                if seen == occurrence {
                    let column = String(decoding: bytes[lineStart..<value], as: UTF8.self).count + 1
                    return (line, column)
                }
                seen += 1
                index = value
                continue
            }
            index += 1
        }
        return (1, 1)
    }
}
