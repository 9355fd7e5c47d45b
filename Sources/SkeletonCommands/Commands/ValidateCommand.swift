import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonGallery
import SkeletonSystem

/// `skeleton-preview validate FILE…`: checks theme files and prints every problem.
///
/// Diagnostics and the summary go to standard output (so they can be piped to grep or an editor's
/// problem matcher); usage errors go to standard error. Exit status: 0 when no errors (warnings are
/// allowed), 1 when any theme has an error, 2 for usage errors.
package enum ValidateCommand: Subcommand {
    /// The command name.
    package static let name = "validate"
    /// One line for the list of commands.
    package static let summary = "check theme files and print every problem with file:line:column"
    /// The usage line.
    package static let usage = "skeleton-preview validate THEME_OR_DIR ..."
    /// What the command does.
    package static let details = """
        Checks theme files (JSON with comments) and prints each problem on standard output as
        `file:line:column: error|warning: message (at key.path) — fix`, followed by a summary line.
        Folders are searched for *.theme.json files (not recursively) and for .storyboard and .xib
        files (recursively, skipping Pods, Carthage and build folders). Fonts are resolved with
        fontconfig: a missing family is a warning naming the fallback. For IB files it also says
        which skeletonable views SkeletonView can never reach, and what stops it. A warning that many
        files share (a whole app whose views are flagged in code) is printed at its first \(RepeatedWarnings.shownPlaces)
        places and then counted in one note; --all-warnings prints every place. --device and
        --content-size check the screens laid out by constraints on a device and at a text size
        instead of at their own sizes: a constraint that conflicts only there is reported, located.

        Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
        """
    /// Theme files and folders.
    package static let operands = ValueCompletion.themes
    /// How IB files are opened, and the screenshot to measure the skeleton against.
    package static let options =
        DocumentOptions.table + ValidateOverlay.table + [
            CommandOption(
                "--device", value: "NAME",
                "check the screens laid out by constraints on a device (as `capture --device` lays them out) "
                    + "instead of at their own sizes",
                completion: .choices(Device.all.map(\.name))),
            CommandOption(
                "--content-size", value: "CATEGORY",
                "check the screens laid out by constraints at a Dynamic Type size (default: large)",
                completion: .choices(ContentSizeCategory.allCases.map(\.rawValue))),
            CommandOption(
                "--all-warnings",
                "print every place of a warning many files share (default: the first "
                    + "\(RepeatedWarnings.shownPlaces), then a count)"),
        ]

    /// Runs from the command-line dispatcher (services are built only when there are files to check).
    package static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let paths = try files(arguments)
        let services = try context.services()
        return try validate(paths, fontResolver: services.fonts, metrics: services.metrics, output: context.output)
    }

    /// Runs with an explicit font resolver (nil skips the font check), text metrics (nil skips the
    /// Auto Layout check) and output; usage errors are printed and give 2.
    package static func run(
        arguments: [String], fontResolver: (any FontResolver)?, metrics: (any TextMetrics)? = nil,
        output: CommandOutput
    ) -> Int32 {
        do {
            if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
                output.standard(help + "\n")
                return 0
            }
            return try validate(try files(arguments), fontResolver: fontResolver, metrics: metrics, output: output)
        } catch let error as CommandError {
            output.error(error.report)
            return error.exitCode
        } catch {
            output.error("error: \(PlainMessage.of(error))\n")
            return 1
        }
    }

    /// The paths among the arguments (anything after `--` is a path, even when it starts with `-`).
    private static func files(_ arguments: [String]) throws -> Request {
        var reader = ArgumentReader(arguments, usage: usage)
        var request = Request()
        var layout: String?
        while let token = try reader.next() {
            switch token {
            case .positional(let path): request.paths.append(path)
            case .option("--overlay"): request.overlay = ValidateOverlay(path: try reader.value(for: "--overlay"))
            case .option("--layout"): layout = try reader.value(for: "--layout")
            case .option("--all-warnings"): request.showsAllWarnings = true
            case .option("--device"):
                let name = try reader.value(for: "--device")
                guard let device = Device(name: name) else {
                    throw reader.usageError(
                        "unknown device '\(name)'\(Suggestions.hint(for: name, in: Device.all.map(\.name))); "
                            + "available: \(Device.all.map(\.name).joined(separator: ", "))")
                }
                request.place.device = device
            case .option("--content-size"):
                let name = try reader.value(for: "--content-size")
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                guard let category = ContentSizeCategory(rawValue: name) else {
                    throw reader.usageError(
                        "unknown content size category '\(name)'\(Suggestions.hint(for: name, in: names)); "
                            + "available: \(names.joined(separator: ", "))")
                }
                request.place.contentSize = category
            case .option(let name):
                guard try request.documents.consume(name, from: &reader) else {
                    throw reader.unknownOption(name, known: optionNames)
                }
            }
        }
        guard !request.paths.isEmpty else {
            throw CommandError.usage(message: "no theme files given", usage: usage)
        }
        if let layout {
            guard request.overlay != nil else { throw reader.usageError("--layout goes with --overlay PNG") }
            request.overlay?.layout = layout
        }
        return request
    }

    /// What `validate` was asked: the files, how IB files open, and the screenshot to measure against.
    private struct Request {
        /// Theme files and folders.
        var paths: [String] = []
        /// `--theme`, `--root`, `--bridge`, `--alias`.
        var documents = DocumentOptions()
        /// `--overlay PNG [--layout NAME]`.
        var overlay: ValidateOverlay?
        /// `--all-warnings`: every place of a warning many files share.
        var showsAllWarnings = false
        /// `--device` and `--content-size`: where the screens laid out by constraints are checked.
        var place = AutoLayoutCheck.Place()
    }

    private static func validate(
        _ request: Request, fontResolver: (any FontResolver)?,
        metrics: (any TextMetrics)?, output: CommandOutput
    ) throws -> Int32 {
        let files = DocumentLoader.discover(paths: request.paths)
        guard !files.isEmpty else {
            throw CommandError.usage(
                message: "no *.theme.json, .storyboard or .xib files in \(request.paths.joined(separator: " "))",
                usage: usage)
        }
        let loader = DocumentLoader(options: request.documents)
        var errors = 0
        var warnings = 0
        let progress = TerminalProgress(total: files.count, unit: "files", sink: output.progress)
        let output = output.clearing(progress)
        var repeats = RepeatedWarnings(showsAll: request.showsAllWarnings)
        var checked = CheckedFiles()
        for file in files {
            defer { progress.step() }
            let result = loader.load(path: file, fontResolver: fontResolver)
            checked.add(file, layouts: result.theme?.layouts.count ?? 0)
            var diagnostics = result.diagnostics
            if let theme = result.theme, let metrics {
                diagnostics += AutoLayoutCheck.diagnostics(of: theme, metrics: metrics, at: request.place)
                diagnostics += LayoutShiftCheck.diagnostics(of: theme, metrics: metrics)
                if let overlay = request.overlay {
                    diagnostics += try overlay.diagnostics(theme: theme, file: file, metrics: metrics)
                }
            }
            for diagnostic in diagnostics.shown(for: nil) {
                if repeats.admits(diagnostic) { output.standard(diagnostic.description + "\n") }
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: break  // what the reader inferred: printed, not a problem
                }
            }
        }
        progress.finish()
        for note in repeats.summary { output.standard(note + "\n") }
        output.standard(summary(checked, errors: errors, warnings: warnings) + "\n")
        return errors > 0 ? 1 : 0
    }

    /// "validated 3 themes: 1 error, 2 warnings", "validated 1 storyboard (4 screens), 2 xibs (3
    /// views): 0 errors, 1 warning".
    static func summary(_ checked: CheckedFiles, errors: Int, warnings: Int) -> String {
        "validated \(checked.description): \(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// `value` and `noun`, plural unless `value` is 1.
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// How many files of each kind `validate` checked, and the layouts of the Interface Builder ones:
    /// a storyboard's screens, a xib's top-level views.
    struct CheckedFiles: CustomStringConvertible {
        /// Theme files (and app snapshots).
        private var themes = 0
        /// Storyboards, and their screens.
        private var storyboards = (files: 0, layouts: 0)
        /// Xibs, and their top-level views.
        private var xibs = (files: 0, layouts: 0)

        /// Counts `path`, which loaded with `layouts` layouts (0 where it did not load).
        mutating func add(_ path: String, layouts: Int) {
            if path.hasSuffix(".storyboard") {
                storyboards = (storyboards.files + 1, storyboards.layouts + layouts)
            } else if path.hasSuffix(".xib") {
                xibs = (xibs.files + 1, xibs.layouts + layouts)
            } else {
                themes += 1
            }
        }

        /// "2 themes", "1 storyboard (4 screens), 1 xib (2 views)": each kind checked, themes first.
        var description: String {
            let count = ValidateCommand.count
            var parts: [String] = []
            if themes > 0 || (storyboards.files == 0 && xibs.files == 0) { parts.append(count(themes, "theme")) }
            if storyboards.files > 0 {
                parts.append("\(count(storyboards.files, "storyboard")) (\(count(storyboards.layouts, "screen")))")
            }
            if xibs.files > 0 { parts.append("\(count(xibs.files, "xib")) (\(count(xibs.layouts, "view")))") }
            return parts.joined(separator: ", ")
        }
    }
}
