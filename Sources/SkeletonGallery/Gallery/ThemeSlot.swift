import SkeletonCore
import SkeletonDocument

/// One theme file of the gallery: its `LiveTheme` (the last good theme kept on screen while a
/// later edit fails, the latest diagnostics, the files to watch), the Auto Layout issues of the
/// theme on screen and a version number for caches.
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
    /// What `validate` says of the layouts of `theme` laid out by constraints (broken constraints,
    /// ambiguous views) at their own sizes, and the constraints they break only where the window
    /// shows them (`shownAt`); worked out once per load and place, not per frame, as solving a
    /// whole document costs.
    private(set) var layoutIssues: [Diagnostic] = []
    /// The device and text size the window shows the layouts at, where `layoutIssues` were checked.
    private(set) var shownAt = AutoLayoutCheck.Place()

    /// How the file is opened (a theme, or an IB document with its look).
    let loader: DocumentLoader
    /// The fonts the layouts are checked with; nil leaves them unchecked.
    let metrics: (any TextMetrics)?

    /// Loads `path`; with `metrics`, also checks its layouts' constraints.
    init(
        path: String, loader: DocumentLoader = DocumentLoader(), fontResolver: any FontResolver,
        metrics: (any TextMetrics)? = nil
    ) {
        self.loader = loader
        self.metrics = metrics
        live = LiveTheme(path: path, result: loader.load(path: path, fontResolver: fontResolver))
        checkLayouts()
    }

    /// Loads the file again; on errors the previous theme stays. Returns whether it loaded cleanly.
    @discardableResult
    mutating func reload(fontResolver: any FontResolver) -> Bool {
        let outcome = live.apply(loader.load(path: path, fontResolver: fontResolver))
        guard outcome == .reloaded else { return false }
        generation += 1
        checkLayouts()
        return true
    }

    /// Checks the layouts again where the window now shows them, if that is another place.
    mutating func show(at place: AutoLayoutCheck.Place) {
        guard place != shownAt else { return }
        shownAt = place
        checkLayouts()
    }

    /// Works out `layoutIssues` for the theme now on screen.
    private mutating func checkLayouts() {
        guard let theme, let metrics else {
            layoutIssues = []
            return
        }
        let own = AutoLayoutCheck.diagnostics(of: theme, metrics: metrics).shown(for: nil)
        guard shownAt != AutoLayoutCheck.Place() else {
            layoutIssues = own
            return
        }
        // Where the window shows the layouts: the constraints broken only there (a conflict that
        // exists on one device), as `tree --device` prints them; not the ambiguity search again,
        // which the constraints decide whatever the size.
        let there = AutoLayoutCheck.diagnostics(of: theme, metrics: metrics, at: shownAt, searchesAmbiguity: false)
            .shown(for: nil)
        let seen = Set(own.map { [$0.file, "\($0.line)", "\($0.column)", $0.message] })
        let suffix = shownAt.suffix
        layoutIssues =
            own
            + there.filter { issue in
                let message =
                    issue.message.hasSuffix(suffix) ? String(issue.message.dropLast(suffix.count)) : issue.message
                return !seen.contains([issue.file, "\(issue.line)", "\(issue.column)", message])
            }
    }
}

/// One theme file as the gallery shows it across reloads: the last theme that loaded, and the
/// diagnostics of the latest attempt. A broken save keeps the last good theme on screen.
package struct LiveTheme {
    /// The theme file.
    package let path: String
    /// The last theme that loaded without errors (nil until one did).
    package private(set) var theme: Theme?
    /// Diagnostics of the latest load (empty once the file is fixed).
    package private(set) var diagnostics: [Diagnostic]
    /// Files to watch: those of the latest load plus, after a failure, those of the last good one.
    package private(set) var dependencies: [String]

    /// Wraps the first load of a theme.
    package init(path: String, result: ThemeLoadResult) {
        self.path = path
        theme = result.theme
        diagnostics = result.diagnostics
        dependencies = result.dependencies.isEmpty ? [path] : result.dependencies
    }

    /// Applies a new load of the same file and says what happened.
    package mutating func apply(_ result: ThemeLoadResult) -> ReloadOutcome {
        diagnostics = result.diagnostics
        if let loaded = result.theme {
            theme = loaded
            dependencies = result.dependencies
            return .reloaded
        }
        // Keep watching the old files too: fixing any of them must trigger the next reload.
        for file in result.dependencies where !dependencies.contains(file) { dependencies.append(file) }
        return theme == nil ? .failed : .keptLastGood
    }
}

/// What a reload did to a live theme.
package enum ReloadOutcome: Equatable {
    /// The new file loaded; it replaced the theme (and cleared old diagnostics).
    case reloaded
    /// The new file has errors; the last good theme stays, with the new diagnostics.
    case keptLastGood
    /// The file has errors and no earlier version ever loaded.
    case failed
}
