import SkeletonTheme

/// Keeps a set of live themes in step with their files: watches every dependency and reloads the
/// themes whose files changed once the writes have settled.
package final class HotReloader {
    /// The themes, in the order given.
    package private(set) var themes: [LiveTheme]
    private let watcher: FileWatcher
    private let fontResolver: (any FontResolver)?

    /// Loads every theme and starts watching their files.
    package init(themePaths: [String], fontResolver: (any FontResolver)?, debounce: Double = 0.03) {
        self.fontResolver = fontResolver
        themes = themePaths.map { LiveTheme(path: $0, result: ThemeLoader.load(path: $0, fontResolver: fontResolver)) }
        watcher = FileWatcher(paths: themes.flatMap(\.dependencies), debounce: debounce)
    }

    /// Reloads the themes whose files changed and settled by `now`; returns (index, outcome) pairs.
    package func poll(now: Double) -> [(index: Int, outcome: ReloadOutcome)] {
        let changed = Set(watcher.poll(now: now))
        guard !changed.isEmpty else { return [] }
        var outcomes: [(index: Int, outcome: ReloadOutcome)] = []
        for index in themes.indices where themes[index].dependencies.contains(where: changed.contains) {
            let result = ThemeLoader.load(path: themes[index].path, fontResolver: fontResolver)
            outcomes.append((index, themes[index].apply(result)))
        }
        watcher.watch(themes.flatMap(\.dependencies))
        return outcomes
    }
}
