import SkeletonCompose
import SkeletonGallery
import SkeletonSystem

/// A `skeleton-preview NAME …` command. `CommandLineTool` prints `help` for `-h`/`--help` anywhere
/// in the arguments and turns a thrown `CommandError` into the shaped message and exit status.
///
/// A command declares its options and operands once (`options`, `operands`); its help, the man
/// page and the shell completions are made from those declarations.
package protocol Subcommand {
    /// The name typed after `skeleton-preview`.
    static var name: String { get }
    /// One line for the list of commands.
    static var summary: String { get }
    /// The usage line printed under errors (without the leading "usage: ").
    static var usage: String { get }
    /// Further forms of the command shown under the usage line in help (default: none).
    static var synopsis: [String] { get }
    /// What the command does, in paragraphs separated by blank lines (wrapped when printed).
    static var details: String { get }
    /// The options the command accepts, besides `-h`/`--help`, in the order help lists them.
    static var options: [CommandOption] { get }
    /// What the command's positional arguments are, for completions.
    static var operands: ValueCompletion { get }
    /// The whole `--help` text.
    static var help: String { get }
    /// Runs with the arguments after the name and returns the exit status (0 success, 1 failure).
    static func run(arguments: [String], context: CommandContext) throws -> Int32
}

extension Subcommand {
    /// No further forms.
    package static var synopsis: [String] { [] }

    /// Every option including `-h`/`--help`.
    package static var allOptions: [CommandOption] { options + [.help] }

    /// Every spelling the command accepts (long names and short aliases), for "did you mean".
    package static var optionNames: [String] { allOptions.spellings }

    /// Usage, details and the options table, wrapped to 80 columns.
    package static var help: String {
        [HelpText.usage([usage] + synopsis), HelpText.paragraphs(details), HelpText.options(allOptions)]
            .joined(separator: "\n\n")
    }
}

/// Everything a command may use besides its arguments, injected so tests can run commands with
/// fakes and captured output.
package struct CommandContext {
    /// Where results and messages go.
    package var output: CommandOutput
    /// The process environment.
    package var environment: [String: String]
    /// The current directory, for relative paths and default output locations.
    package var currentDirectory: String
    /// The absolute path of the running executable, to find the repository's Themes/ folder.
    package var executablePath: String
    /// The source tree the executable was compiled from, tried last for the shipped themes (a
    /// development build made with any `--scratch-path`); nil in tests.
    package var sourceTree: String? = nil
    /// Builds the platform services (fonts, images, PNG) on first use: `--help` never pays for them.
    package var services: () throws -> PlatformServices
    /// Opens the gallery window on a session and returns the exit status (SkeletonSDL's window).
    package var openWindow: (GallerySession, GalleryOptions) -> Int32

    /// Creates a context.
    package init(
        output: CommandOutput,
        environment: [String: String],
        currentDirectory: String,
        executablePath: String,
        services: @escaping () throws -> PlatformServices,
        openWindow: @escaping (GallerySession, GalleryOptions) -> Int32
    ) {
        self.output = output
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.executablePath = executablePath
        self.services = services
        self.openWindow = openWindow
    }
}

/// Where a command writes: standard output for results, standard error for messages.
package struct CommandOutput {
    /// Writes text to standard output (the caller adds newlines).
    package var standard: (String) -> Void
    /// Writes text to standard error (the caller adds newlines).
    package var error: (String) -> Void
    /// Redraws a one-line progress report on standard error, or nil when nobody watches (standard
    /// error is not a terminal: a log or a CI job gets no carriage-return noise).
    package var progress: (@Sendable (String) -> Void)?

    /// Creates an output from two sinks, and a progress line when one is wanted; tests pass
    /// collecting closures.
    package init(
        standard: @escaping (String) -> Void, error: @escaping (String) -> Void,
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.standard = standard
        self.error = error
        self.progress = progress
    }

    /// This output with `progress`'s line taken off the screen before every message, so that a
    /// warning printed mid-way through the work starts a line of its own.
    package func clearing(_ progress: TerminalProgress) -> CommandOutput {
        CommandOutput(
            standard: { text in
                progress.clear()
                self.standard(text)
            },
            error: { text in
                progress.clear()
                self.error(text)
            }, progress: self.progress)
    }

    /// The process's real stdout and stderr through `StandardStreams`, unbuffered so messages
    /// interleave in order (computed: a stored global of closures would be shared mutable state
    /// under Swift 6's checking).
    package static var process: CommandOutput {
        CommandOutput(
            standard: StandardStreams.output, error: StandardStreams.error,
            progress: StandardStreams.errorIsTerminal ? StandardStreams.redraw : nil)
    }
}
