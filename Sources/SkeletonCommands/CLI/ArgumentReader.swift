import SkeletonDocument

/// Walks one command's arguments in order: options (`--name value`, `--name=value`, flags) and
/// positionals, turning every mistake into a `CommandError.usage` that carries the command's usage.
package struct ArgumentReader {
    /// One step of the walk.
    package enum Token: Equatable {
        /// `--name` or `-n` (the name includes its dashes).
        case option(String)
        /// Anything else, or anything after `--`.
        case positional(String)
    }

    private let arguments: [String]
    private var index = 0
    private var inlineValue: String?
    private var pastTerminator = false
    /// The usage line printed under every error.
    package let usage: String

    /// Reads `arguments` (without the command name) for a command whose usage is `usage`.
    package init(_ arguments: [String], usage: String) {
        self.arguments = arguments
        self.usage = usage
    }

    /// The next token, or nil at the end; fails when the previous option's `=value` was not used.
    package mutating func next() throws -> Token? {
        if let value = inlineValue {
            inlineValue = nil
            throw usageError("unexpected value '\(value)': this option takes none")
        }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if pastTerminator || argument == "-" || !argument.hasPrefix("-") || Self.isNumber(argument) {
            return .positional(argument)
        }
        if argument == "--" {
            pastTerminator = true
            return try next()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            inlineValue = String(argument[argument.index(after: equals)...])
            return .option(String(argument[..<equals]))
        }
        return .option(argument)
    }

    /// The value of `option`: its `=value` or the next argument (which must not be another option).
    package mutating func value(for option: String) throws -> String {
        if let value = inlineValue {
            inlineValue = nil
            return value
        }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw usageError("option \(option) needs a value")
        }
        let value = arguments[index]
        index += 1
        return value
    }

    /// The value of an option whose value may be left out: its `=value`, or the next argument
    /// when that is not an option; nil when neither.
    package mutating func optionalValue() -> String? {
        if let value = inlineValue {
            inlineValue = nil
            return value
        }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
        index += 1
        return arguments[index - 1]
    }

    /// A usage error with this command's usage line.
    package func usageError(_ message: String) -> CommandError {
        .usage(message: message, usage: usage)
    }

    /// The error for an option this command does not know, with a suggestion among `known`.
    package func unknownOption(_ name: String, known: [String]) -> CommandError {
        usageError("unknown option '\(name)'\(Suggestions.hint(for: name, in: known))")
    }

    /// Negative numbers such as `-1` are values, not options.
    private static func isNumber(_ text: String) -> Bool {
        text.count > 1 && Double(text) != nil
    }
}
