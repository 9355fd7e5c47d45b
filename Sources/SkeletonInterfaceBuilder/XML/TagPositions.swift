/// Turns the parser's position (just past a start tag, in bytes) into where the tag starts: the
/// line and the column of its `<`, columns counted in characters, as editors show them. Tags come
/// in file order, so characters are counted on from the previous tag: linear in the file's size
/// even when the whole file is one line.
struct TagPositions {
    /// The previous answer: its byte offset, line index and character column.
    private var last: (offset: Int, line: Int, column: Int) = (0, 0, 1)
    /// The file's bytes.
    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    /// Indexes the lines of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and character column of the `<` before the 1-based `line` and byte `column`.
    mutating func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard !bytes.isEmpty, line >= 1, line <= lineStarts.count else { return (max(1, line), max(1, column)) }
        var offset = min(bytes.count - 1, lineStarts[line - 1] + max(0, column - 1))
        while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        // UTF-8 continuation bytes belong to the character before them.
        let resume = last.line == low && last.offset <= offset
        let from = resume ? last.offset : lineStarts[low]
        var column = resume ? last.column : 1
        for byte in bytes[from..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        last = (offset, low, column)
        return (low + 1, column)
    }
}
