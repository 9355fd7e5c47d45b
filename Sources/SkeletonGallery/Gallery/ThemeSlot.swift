import SkeletonCore
import SkeletonTheme

/// One theme file of the gallery: its `LiveTheme` (the last good theme kept on screen while a
/// later edit fails, the latest diagnostics, the files to watch) and a version number for caches.
struct ThemeSlot {
    /// The theme across reloads.
    private(set) var live: LiveTheme
    /// Bumped on every successful load, so cached layouts of an older version are not reused.
    private(set) var generation = 0

    /// The theme file.
    var path: String { live.path }
    /// The last good theme, nil when the file never loaded.
    var theme: Theme? { live.theme }
    /// Problems of the latest load (errors mean `theme` is stale or missing).
    var diagnostics: [Diagnostic] { live.diagnostics }
    /// Files hot reload watches for this theme.
    var dependencies: [String] { live.dependencies }

    /// How the file is opened (a theme, or an IB document with its look).
    let loader: DocumentLoader

    /// Loads `path`.
    init(path: String, loader: DocumentLoader = DocumentLoader(), fontResolver: any FontResolver) {
        self.loader = loader
        live = LiveTheme(path: path, result: loader.load(path: path, fontResolver: fontResolver))
    }

    /// Loads the file again; on errors the previous theme stays. Returns whether it loaded cleanly.
    @discardableResult
    mutating func reload(fontResolver: any FontResolver) -> Bool {
        let outcome = live.apply(loader.load(path: path, fontResolver: fontResolver))
        guard outcome == .reloaded else { return false }
        generation += 1
        return true
    }
}
