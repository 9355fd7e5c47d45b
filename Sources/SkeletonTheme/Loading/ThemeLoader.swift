import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonSystem

/// Turns a theme file (and the files it includes) into a `Theme`, or into diagnostics.
package enum ThemeLoader {
    /// The environment variable that, set to 1, lets includes and images leave the theme's folder.
    package static let allowOutsideVariable = "SKELETON_ALLOW_OUTSIDE_FILES"

    /// Whether this process allows includes and images outside the theme's folder tree: only the
    /// user can say so, never a theme file (which is what the rule protects against).
    package static let outsideFilesAllowed = ProcessInfo.processInfo.environment[allowOutsideVariable] == "1"

    /// Loads and validates a theme. `fontResolver` (fontconfig in the app) checks font families;
    /// nil skips that check. Includes and images must stay inside the theme's folder tree unless
    /// `allowsOutsideFiles`. Never crashes on bad input: every problem becomes a diagnostic.
    package static func load(
        path: String, fontResolver: (any FontResolver)?, allowsOutsideFiles: Bool = outsideFilesAllowed
    ) -> ThemeLoadResult {
        decode(path: path, fontResolver: fontResolver, allowsOutsideFiles: allowsOutsideFiles) { session in
            session.parse(path: path, site: nil)
        }
    }

    /// Loads a theme from bytes in memory, as if read from `path` (which names it in diagnostics and
    /// anchors its includes and images, still read from the file system): the entry point of tests
    /// and fuzzing that exercise the reader byte by byte, with no file to write.
    package static func load(
        bytes: [UInt8], path: String, fontResolver: (any FontResolver)?,
        allowsOutsideFiles: Bool = outsideFilesAllowed
    ) -> ThemeLoadResult {
        guard bytes.count <= JSONLimits.standard.maxFileSize else {
            let limit = JSONLimits.standard.maxFileSize
            return ThemeLoadResult(
                theme: nil,
                diagnostics: [
                    Diagnostic(
                        file: path, line: 1, column: 1, severity: .error,
                        message: "file is \(bytes.count) bytes; the limit is \(limit) bytes", keyPath: "",
                        fix: "split the file into includes")
                ], dependencies: [path])
        }
        return decode(path: path, fontResolver: fontResolver, allowsOutsideFiles: allowsOutsideFiles) { session in
            session.noteDependency(path)
            return session.parse(SourceFile(path: path, bytes: bytes))
        }
    }

    /// Decodes the root file that `parseRoot` reads, with its includes, into a theme or diagnostics.
    private static func decode(
        path: String, fontResolver: (any FontResolver)?, allowsOutsideFiles: Bool,
        parseRoot: (LoadSession) -> (SourceFile, JSONNode)?
    ) -> ThemeLoadResult {
        let session = LoadSession(fontResolver: fontResolver, allowsOutsideFiles: allowsOutsideFiles)
        session.enter(path)
        var theme: Theme?
        if let (file, root) = parseRoot(session) {
            let decoder = FileDecoder(file: file, session: session)
            if FileDecoder.isLayoutFile(root) {
                session.enterLayoutFile(path)
                theme = decoder.layoutFileTheme(root, defaultName: defaultName(of: path))
            } else {
                theme = decoder.theme(root, defaultName: defaultName(of: path))
            }
            session.resolveFonts()
        }
        let diagnostics = sorted(session.sink.diagnostics)
        let failed = diagnostics.hasErrors
        return ThemeLoadResult(
            theme: failed ? nil : theme, diagnostics: diagnostics, dependencies: session.dependencies)
    }

    /// Diagnostics grouped by file (in the order files were first reported), then by position.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for diagnostic in diagnostics where fileOrder[diagnostic.file] == nil {
            fileOrder[diagnostic.file] = fileOrder.count
        }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let left = (fileOrder[lhs.element.file] ?? 0, lhs.element.line, lhs.element.column, lhs.offset)
            let right = (fileOrder[rhs.element.file] ?? 0, rhs.element.line, rhs.element.column, rhs.offset)
            return left < right
        }.map(\.element)
    }

    /// The file name without folders and without `.theme.json` / `.json`.
    static func defaultName(of path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".theme.json", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

/// Finds theme files among paths given on the command line.
package enum ThemeDirectory {
    /// The file-name ending of theme files.
    package static let themeSuffix = ".theme.json"

    /// Files are kept as given; folders contribute their regular `*.theme.json` files (not
    /// recursive, so shared `layouts/` are not mistaken for themes; FIFOs, devices and folders so
    /// named are skipped, so the gallery and hot reload never open them). Sorted, without
    /// duplicates. Paths that do not exist are kept so loading reports them.
    package static func discover(paths: [String]) -> [String] {
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                for name in names where name.hasSuffix(themeSuffix) && FileKind(path: folder + "/" + name) == .regular {
                    found.insert(folder + "/" + name)
                }
            } else {
                found.insert(path)
            }
        }
        return found.sorted()
    }
}

/// Resolves paths written inside a file (includes, images) relative to that file's folder.
package enum PathResolver {
    /// `relative` resolved against the folder of `file`, with `.` and `..` removed; absolute paths stay.
    static func resolve(_ relative: String, from file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = (file as NSString).deletingLastPathComponent
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// `path` made absolute against the working directory and standardized: what the loader stores
    /// for images, so they open from any working directory and dumps can print them relative.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The absolute, standardized folder of a file: the base dumps print image paths against.
    package static func absoluteFolder(of file: String) -> String {
        let folder = (absolute(file) as NSString).deletingLastPathComponent
        return folder.isEmpty ? "/" : folder
    }

    /// Removes `.` components and folds `name/..` pairs without touching the file system.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute, parts.isEmpty {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
