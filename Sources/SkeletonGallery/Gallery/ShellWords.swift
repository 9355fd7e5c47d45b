import Foundation

/// Words quoted for a POSIX shell, so a printed command can be pasted as it is.
enum ShellWords {
    /// `word` as is when it has only characters no shell treats specially, else in single quotes
    /// (a quote inside written as '\'').
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_./:=+-,@%".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The words quoted and joined with spaces.
    static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
