/// `skeleton-preview completions bash|zsh|fish`: prints the shell completion script.
enum CompletionsCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "completions"
    /// One line for the list of commands.
    static let summary = "print the shell completion script for bash, zsh or fish"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview completions bash|zsh|fish"
    /// What the command does.
    static let details = """
        Prints a completion script made from the command line's own definitions, so it completes
        exactly the commands, options and values this version accepts. `make install` installs all
        three; to try one in the current shell: source <(skeleton-preview completions bash)
        """
    /// The shell.
    static let operands = ValueCompletion.choices(CompletionScript.Shell.allCases.map(\.rawValue))
    /// No options besides `--help`.
    static let options: [CommandOption] = []

    /// Prints the script of the one shell named.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        var reader = ArgumentReader(arguments, usage: usage)
        var shells: [String] = []
        while let token = try reader.next() {
            switch token {
            case .positional(let word): shells.append(word)
            case .option(let name): throw reader.unknownOption(name, known: optionNames)
            }
        }
        guard shells.count == 1 else {
            throw reader.usageError(shells.isEmpty ? "name a shell: bash, zsh or fish" : "name one shell")
        }
        let shell = try ArgumentReader.choice(
            shells[0], of: CompletionScript.Shell.self, kind: "shell", option: "SHELL", usage: usage)
        context.output.standard(CompletionScript.script(for: shell))
        return 0
    }
}
