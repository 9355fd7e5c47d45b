import SkeletonDocument

/// Collects every problem of one load (not only the first), up to a cap so a pathological file
/// cannot produce millions of lines.
final class DiagnosticSink {
    /// Most diagnostics kept per load.
    static let limit = 200
    /// The problems so far, in discovery order.
    private(set) var diagnostics: [Diagnostic] = []
    private var truncated = false
    /// The layout being decoded: the problems found meanwhile concern it alone, so a command about
    /// another layout of the file does not print them (`Diagnostic.layout`).
    var layout: String?

    /// Records a problem at a byte offset of a file.
    func report(
        _ severity: Diagnostic.Severity, _ message: String, in file: SourceFile, at offset: Int, keyPath: String,
        fix: String
    ) {
        let (line, column) = file.location(of: offset)
        report(
            Diagnostic(
                file: file.path, line: line, column: column, severity: severity, message: message, keyPath: keyPath,
                fix: fix))
    }

    /// Records a finished diagnostic.
    func report(_ diagnostic: Diagnostic) {
        guard !truncated else { return }
        var diagnostic = diagnostic
        if diagnostic.layout == nil { diagnostic.layout = layout }
        if diagnostics.count >= Self.limit {
            truncated = true
            diagnostics.append(
                Diagnostic(
                    file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, severity: .error,
                    message: "too many problems; stopped after \(Self.limit)", keyPath: "",
                    fix: "fix the problems above and validate again"))
            return
        }
        diagnostics.append(diagnostic)
    }
}

/// The bytes of one file and its line index, used to turn byte offsets into line:column.
package final class SourceFile {
    /// Path as given or resolved.
    let path: String
    /// The raw content.
    let bytes: [UInt8]
    private lazy var lineStarts: [Int] = {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for (offset, byte) in buffer.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        return starts
    }()

    /// Wraps a file's content.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// 1-based line and column (in characters) of a byte offset.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var start = lineStarts[low]
        var column = 1
        // A reader asks for its views in file order, and a snapshot or minified file is one long
        // line: counting on from the last answer on the same line keeps that linear, not quadratic.
        // Only at an ASCII boundary, where no character can span the two counts.
        if let last = lastAnswer, last.line == low + 1, last.offset >= start, last.offset <= clamped,
            last.offset == start
                || (bytes[last.offset - 1] < 0x80 && (last.offset == bytes.count || bytes[last.offset] < 0x80))
        {
            start = last.offset
            column = last.column
        }
        column += String(decoding: bytes[start..<clamped], as: UTF8.self).count
        lastAnswer = (clamped, low + 1, column)
        return (low + 1, column)
    }

    /// The offset, line and column of the last location asked for.
    private var lastAnswer: (offset: Int, line: Int, column: Int)?
}
