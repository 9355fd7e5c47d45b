import Glibc

/// Why a file was refused, or could not be read or written: one sentence naming the path(s).
package struct FileError: Error, Equatable, CustomStringConvertible {
    /// The message for the user.
    package let description: String

    /// An error with this message.
    package init(_ description: String) {
        self.description = description
    }

    /// The system's words for `errno`.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
