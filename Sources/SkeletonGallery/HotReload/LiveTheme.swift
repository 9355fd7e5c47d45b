import SkeletonCore
import SkeletonDocument

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
