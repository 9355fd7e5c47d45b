import Foundation
import SkeletonTheme

/// `skeleton-preview validate FILE…`: checks theme files and prints every problem.
///
/// Diagnostics and the summary go to standard output (so they can be piped to grep or an editor's
/// problem matcher); usage errors go to standard error. Exit status: 0 when no errors (warnings are
/// allowed), 1 when any theme has an error, 2 for usage errors.
package enum ValidateCommand {
    /// The help text.
    package static let usage = """
        usage: skeleton-preview validate [--help] FILE_OR_FOLDER…

        Checks theme files (JSON with comments) and prints each problem as
          file:line:column: error|warning: message (at key.path) — fix
        Folders are searched for *.theme.json files (not recursively).
        Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
        """

    /// Runs the command with arguments after `validate`, printing to the process's stdout/stderr.
    package static func run(arguments: [String], fontResolver: (any FontResolver)?) -> Int32 {
        run(
            arguments: arguments, fontResolver: fontResolver, output: { print($0) },
            errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    /// Runs the command with explicit output sinks (tests capture them).
    package static func run(
        arguments: [String], fontResolver: (any FontResolver)?, output: (String) -> Void,
        errorOutput: (String) -> Void
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output(usage)
            return 0
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            errorOutput("skeleton-preview validate: unknown option \(option)\n\n\(usage)")
            return 2
        }
        guard !arguments.isEmpty else {
            errorOutput("skeleton-preview validate: no theme files given\n\n\(usage)")
            return 2
        }
        let files = ThemeDirectory.discover(paths: arguments)
        guard !files.isEmpty else {
            errorOutput("skeleton-preview validate: no *.theme.json files in \(arguments.joined(separator: " "))")
            return 2
        }
        var errors = 0
        var warnings = 0
        for file in files {
            let result = ThemeLoader.load(path: file, fontResolver: fontResolver)
            for diagnostic in result.diagnostics {
                output(diagnostic.description)
                if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
            }
        }
        output(summary(themes: files.count, errors: errors, warnings: warnings))
        return errors > 0 ? 1 : 0
    }

    /// "validated 3 themes: 1 error, 2 warnings".
    static func summary(themes: Int, errors: Int, warnings: Int) -> String {
        func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
        return "validated \(count(themes, "theme")): \(count(errors, "error")), \(count(warnings, "warning"))"
    }
}
