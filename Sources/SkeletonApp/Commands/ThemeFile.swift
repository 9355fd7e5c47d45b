import SkeletonCore
import SkeletonTheme

/// Loads a theme (or an IB document) for a command: warnings go to stderr, errors fail with every diagnostic.
enum ThemeFile {
    /// The theme at `path`, or a failure listing its diagnostics (`file:line:column: error: …`).
    static func load(
        _ path: String, documents: DocumentOptions = DocumentOptions(), services: PlatformServices,
        output: CommandOutput, layout: String? = nil
    ) throws -> Theme {
        try loadWithInputs(path, documents: documents, services: services, output: output, layout: layout).theme
    }

    /// The theme and every file it was read from (theme, includes, images, font files): what no
    /// output of the command may overwrite. With `layout`, only the warnings of that layout and of
    /// the whole file are printed (`shown(for:)`).
    static func loadWithInputs(
        _ path: String, documents: DocumentOptions = DocumentOptions(), services: PlatformServices,
        output: CommandOutput, layout: String? = nil
    ) throws -> (theme: Theme, inputs: [String]) {
        let result = DocumentLoader(options: documents).load(path: path, fontResolver: services.fonts)
        for warning in result.diagnostics.shown(for: layout) where warning.severity == .warning {
            output.error(warning.description + "\n")
        }
        guard let theme = result.theme else {
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            throw CommandError.failure("cannot load theme \(path):\n" + errors.joined(separator: "\n"))
        }
        return (theme, result.dependencies)
    }
}
