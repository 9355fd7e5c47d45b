/// `skeleton-preview manpage`: prints the man page, for packagers and `make install`.
enum ManualCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "manpage"
    /// One line for the list of commands.
    static let summary = "print the man page skeleton-preview(1) in roff (make install installs it)"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview manpage"
    /// What the command does.
    static let details = """
        Prints the manual page, made from the same definitions as --help. Read it without
        installing: skeleton-preview manpage | man -l -
        """
    /// No positional arguments.
    static let operands = ValueCompletion.none
    /// No options besides `--help`.
    static let options: [CommandOption] = []

    /// Prints the page.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        var reader = ArgumentReader(arguments, usage: usage)
        if let token = try reader.next() {
            switch token {
            case .positional(let word): throw reader.usageError("manpage takes no arguments, got '\(word)'")
            case .option(let name): throw reader.unknownOption(name, known: optionNames)
            }
        }
        context.output.standard(ManualPage.roff)
        return 0
    }
}
