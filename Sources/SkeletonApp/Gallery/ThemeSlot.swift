import SkeletonCore
import SkeletonTheme

/// One theme file of the gallery: the last theme that loaded without errors (kept on screen while
/// a later edit fails) and the diagnostics of the latest load.
struct ThemeSlot {
    /// The theme file.
    let path: String
    /// The last good theme, nil when the file never loaded.
    var theme: Theme?
    /// Problems of the latest load (errors mean `theme` is stale or missing).
    var diagnostics: [Diagnostic] = []
    /// Files the latest load read: what hot reload watches.
    var dependencies: [String] = []
    /// Bumped on every successful load, so cached layouts of an older version are not reused.
    var generation = 0

    /// Whether the latest load failed.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Loads `path`.
    init(path: String, fontResolver: any FontResolver) {
        self.path = path
        reload(fontResolver: fontResolver)
    }

    /// Loads the file again; on errors the previous theme stays. Returns whether it loaded cleanly.
    @discardableResult
    mutating func reload(fontResolver: any FontResolver) -> Bool {
        let result = ThemeLoader.load(path: path, fontResolver: fontResolver)
        diagnostics = result.diagnostics
        dependencies = result.dependencies.isEmpty ? [path] : result.dependencies
        guard let loaded = result.theme else { return false }
        theme = loaded
        generation += 1
        return true
    }
}
