/// A `skeleton-preview NAME …` command. `CommandLineTool` prints `help` for `-h`/`--help` anywhere
/// in the arguments and turns a thrown `CommandError` into the shaped message and exit status.
package protocol Subcommand {
    /// The name typed after `skeleton-preview`.
    static var name: String { get }
    /// One line for the list of commands.
    static var summary: String { get }
    /// The usage line printed under errors (without the leading "usage: ").
    static var usage: String { get }
    /// The whole `--help` text.
    static var help: String { get }
    /// Runs with the arguments after the name and returns the exit status (0 success, 1 failure).
    static func run(arguments: [String], context: CommandContext) throws -> Int32
}
