import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery
import SkeletonSystem

/// Loads a theme (or an IB document) for a command: warnings and notes go to stderr, errors fail with every diagnostic.
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
        var repeats = RepeatedWarnings()
        return try loadWithInputs(
            path, documents: documents, services: services, output: output, layout: layout, repeats: &repeats)
    }

    /// `loadWithInputs` for one of many files a command reads: a warning earlier files printed at
    /// `RepeatedWarnings.shownPlaces` places is counted in `repeats`, not printed again.
    static func loadWithInputs(
        _ path: String, documents: DocumentOptions = DocumentOptions(), services: PlatformServices,
        output: CommandOutput, layout: String? = nil, repeats: inout RepeatedWarnings
    ) throws -> (theme: Theme, inputs: [String]) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return try loadFolder(path, documents: documents, services: services, output: output)
        }
        let result = DocumentLoader(options: documents).load(path: path, fontResolver: services.fonts)
        for warning in result.diagnostics.shown(for: layout) where warning.severity != .error && repeats.admits(warning)
        {
            output.error(warning.description + "\n")
        }
        guard let theme = result.theme else {
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            throw CommandError.failure("cannot load theme \(path):\n" + errors.joined(separator: "\n"))
        }
        return (theme, result.dependencies)
    }

    /// Every document of a folder (as `validate` finds them) as one theme; a file that fails is
    /// skipped with its errors, so one broken file does not hide a project's other screens.
    private static func loadFolder(
        _ folder: String, documents: DocumentOptions, services: PlatformServices, output: CommandOutput
    ) throws -> (theme: Theme, inputs: [String]) {
        let files = DocumentLoader.discover(paths: [folder])
        var merged = MergedDocuments()
        var inputs: [String] = []
        var failures: [String] = []
        let progress = TerminalProgress(total: files.count, unit: "files", sink: output.progress)
        defer { progress.finish() }
        let output = output.clearing(progress)
        var repeats = RepeatedWarnings()
        defer { for note in repeats.summary { output.error(note + "\n") } }
        for file in files {
            defer { progress.step() }
            let result = DocumentLoader(options: documents).load(path: file, fontResolver: services.fonts)
            inputs += result.dependencies
            // The merged layouts are renamed, so every screen's warnings are printed, each shared one
            // once, and one that many files share at its first places only.
            for warning in result.diagnostics.shown(for: nil)
            where warning.severity != .error && repeats.admits(warning) {
                output.error(warning.description + "\n")
            }
            guard let theme = result.theme else {
                let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
                failures += errors
                output.error(errors.joined(separator: "\n") + "\nnote: \(file) is skipped: fix the error above\n")
                continue
            }
            merged.add(theme, from: file)
        }
        guard var theme = merged.theme else {
            let found = files.isEmpty ? "no *.theme.json, .storyboard or .xib files" : "no file that loads"
            throw CommandError.failure(
                "cannot load \(folder): \(found) in it\(failures.isEmpty ? "" : ":\n" + failures.joined(separator: "\n"))"
            )
        }
        theme.name = (folder as NSString).lastPathComponent
        return (theme, inputs)
    }
}

/// Finds the shipped Themes/ folder when no theme is given on the command line.
enum ThemesLocator {
    /// The root of the source tree this file was compiled in (four folders above it).
    static let compiledSourceTree: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The folders tried, in order: the installed `share/skeleton-preview/Themes` beside the
    /// executable's `bin` folder (`make install`), then `Themes/` in the executable's folder and the
    /// three above it (a build product lives in .build/<triple>/<cfg>/, reached through the
    /// .build/<cfg> symlink, so the repository is three levels up), then in the current directory,
    /// then in `sourceTree` (the tree the binary was compiled from, for builds outside it).
    static func candidates(executablePath: String, currentDirectory: String, sourceTree: String? = nil) -> [String] {
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        var paths = [
            folder.deletingLastPathComponent().appendingPathComponent("share/skeleton-preview/Themes")
                .standardizedFileURL.path
        ]
        for _ in 0..<4 {
            paths.append(folder.appendingPathComponent("Themes").standardizedFileURL.path)
            folder = folder.deletingLastPathComponent()
        }
        paths.append(URL(fileURLWithPath: currentDirectory).appendingPathComponent("Themes").standardizedFileURL.path)
        if let sourceTree { paths.append(URL(fileURLWithPath: sourceTree).appendingPathComponent("Themes").path) }
        var unique: [String] = []
        for path in paths where !unique.contains(path) { unique.append(path) }
        return unique
    }

    /// The first candidate that is a folder, or a failure naming every place looked at.
    static func locate(executablePath: String, currentDirectory: String, sourceTree: String? = nil) throws -> String {
        let places = candidates(
            executablePath: executablePath, currentDirectory: currentDirectory, sourceTree: sourceTree)
        for path in places {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                return path
            }
        }
        throw CommandError.failure(
            "cannot find the default Themes/ folder (looked in \(places.joined(separator: ", "))); "
                + "pass a theme file or folder: skeleton-preview PATH"
        )
    }
}
