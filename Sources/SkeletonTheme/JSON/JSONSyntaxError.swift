/// Why a file is not valid JSON-with-comments, where, and how to fix it.
package struct JSONSyntaxError: Error, Hashable, Sendable {
    /// Byte offset of the problem.
    package var offset: Int
    /// What is wrong.
    package var message: String
    /// How to fix it.
    package var fix: String

    /// Creates a syntax error.
    package init(offset: Int, message: String, fix: String) {
        self.offset = offset
        self.message = message
        self.fix = fix
    }
}
