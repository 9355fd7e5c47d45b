/// A problem Auto Layout finds in a screen (a constraint it cannot use or had to break), with the
/// place the constraint or view is written.
package struct LayoutIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the constraint or view is written; nil for one the engine generated without a source.
    package var location: SourceLocation?
    /// What is wrong, in words.
    package var message: String

    /// Creates an issue.
    package init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    package var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
