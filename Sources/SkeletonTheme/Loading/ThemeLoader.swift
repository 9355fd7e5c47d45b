import Foundation
import SkeletonCore
import SkeletonDocument

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
