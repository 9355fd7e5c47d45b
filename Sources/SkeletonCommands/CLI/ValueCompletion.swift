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
