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
