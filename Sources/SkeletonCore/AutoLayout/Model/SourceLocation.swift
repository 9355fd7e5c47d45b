/// Where something came from in an input file, so a problem the layout finds later can name it.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as the reader was given it.
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    package var description: String { "\(file):\(line):\(column)" }
}
