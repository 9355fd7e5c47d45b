import Foundation
import TestSupport

/// Runs the runnable blocks of a page as Docs/testing.md promises: in order, each with
/// `bash -e -o pipefail`, in one folder holding a copy of the shipped `Themes/`, with the
/// `skeleton-preview` of this build first on `PATH`, nothing in a command replaced.
enum RunnableExamples {
    /// A block that did not exit 0.
    struct Failure: Error, CustomStringConvertible {
        /// The page's path relative to the repository root.
        let path: String
        /// The 1-based line of the block's opening fence.
        let line: Int
        /// The block's exit status.
        let status: Int32
        /// What it printed on standard output and standard error.
        let output: String

        /// `path:line:` first, so the failing block is one click away.
        var description: String {
            "\(path):\(line): the runnable block exited \(status)\n\(output)"
        }
    }

    /// Runs every runnable block of `page` in `folder` (which gets a copy of `themes`), stopping
    /// at the first that fails, since later blocks may use what it was to write.
    static func run(_ page: MarkdownPage, in folder: String, themes: String = Repository.themes) throws
        -> Failure?
    {
        let blocks = page.codeBlocks.filter(\.isRunnable)
        guard !blocks.isEmpty else { return nil }
        _ = try Executable.run(["--version"])  // throws, naming the fix, when this build's binary is missing
        try FileManager.default.copyItem(atPath: themes, toPath: folder + "/Themes")
        for block in blocks {
            let result = try Executable.launch(
                "/bin/bash", ["-e", "-o", "pipefail", "-c", block.text], environment: environment, directory: folder)
            guard result.status == 0 else {
                return Failure(
                    path: page.path, line: block.line, status: result.status, output: result.standard + result.error)
            }
        }
        return nil
    }

    /// The test's environment with this build's folder first on `PATH`.
    private static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = BuiltProduct.folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }
}
