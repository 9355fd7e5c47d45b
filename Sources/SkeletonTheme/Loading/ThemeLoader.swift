import SkeletonCore

/// Turns a theme file (and the files it includes) into a `Theme`, or into diagnostics.
package enum ThemeLoader {
    /// Loads and validates a theme. `fontResolver` (fontconfig in the app) checks font families;
    /// nil skips that check. Never crashes on bad input: every problem becomes a diagnostic.
    package static func load(path: String, fontResolver: (any FontResolver)?) -> ThemeLoadResult {
        let session = LoadSession(fontResolver: fontResolver)
        session.enter(path)
        var theme: Theme?
        if let (file, root) = session.parse(path: path, site: nil) {
            theme = FileDecoder(file: file, session: session).theme(root, defaultName: defaultName(of: path))
            session.resolveFonts()
        }
        let diagnostics = session.sink.diagnostics
        let failed = diagnostics.contains { $0.severity == .error }
        return ThemeLoadResult(theme: failed ? nil : theme, diagnostics: diagnostics, dependencies: session.dependencies)
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
