import SkeletonCore

/// What loading a theme produced.
package struct ThemeLoadResult: Sendable {
    /// The theme, or nil when any error was found.
    package var theme: Theme?
    /// Every problem found (errors and warnings), in file order of discovery.
    package var diagnostics: [Diagnostic]
    /// Every file read or referenced (theme, includes, images, font files): what hot reload watches.
    package var dependencies: [String]

    /// Creates a result.
    package init(theme: Theme?, diagnostics: [Diagnostic], dependencies: [String]) {
        self.theme = theme
        self.diagnostics = diagnostics
        self.dependencies = dependencies
    }
}
