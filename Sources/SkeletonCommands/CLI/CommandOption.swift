/// One option of a command, declared once: parsing, `--help`, the man page and the shell
/// completions are all made from these declarations, so none of them can drift from the others.
package struct CommandOption: Equatable, Sendable {
    /// The long name with its dashes, e.g. `--layout`.
    package let name: String
    /// A one-letter alias with its dash, e.g. `-h`, or nil.
    package let short: String?
    /// The value's placeholder in help (`NAME`, `FILE.png`), or nil for a flag that takes none.
    package let value: String?
    /// What the option does, in one sentence (wrapped by the help formatter).
    package let summary: String
    /// What a shell should offer for the value.
    package let completion: ValueCompletion
    /// Whether it may be given more than once, each adding a value (a batch file takes a list of them).
    package let repeatable: Bool

    /// Declares an option; a flag has no `value`.
    package init(
        _ name: String, short: String? = nil, value: String? = nil, _ summary: String,
        completion: ValueCompletion = .none, repeatable: Bool = false
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.summary = summary
        self.completion = completion
        self.repeatable = repeatable
    }

    /// `-h, --help` or `--layout NAME`, as help and the man page show it.
    package var signature: String {
        let names = [short, name].compactMap { $0 }.joined(separator: ", ")
        return value.map { names + " " + $0 } ?? names
    }

    /// `-h`/`--help`, which every command has.
    package static let help = CommandOption("--help", short: "-h", "show this help and exit")
}

extension [CommandOption] {
    /// Every spelling of these options (long names and short aliases), for "did you mean" and completions.
    package var spellings: [String] {
        flatMap { option in [option.name] + (option.short.map { [$0] } ?? []) }
    }
}

/// What a shell completes for an option's value or a command's operands.
package enum ValueCompletion: Equatable, Sendable {
    /// Nothing useful to offer (a number, a free name).
    case none
    /// Files, optionally only those whose names end in one of `extensions` (without the dot).
    case files(extensions: [String])
    /// Folders only.
    case directories
    /// Theme files (`*.theme.json`) and folders holding them.
    case themes
    /// One of a fixed list of words.
    case choices([String])
}
