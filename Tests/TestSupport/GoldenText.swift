import Foundation
import Testing

/// Text goldens: a string against `Tests/<TestTarget>/__Snapshots__/<file>`, byte for byte, with the
/// record modes of `GoldenImage` (`RecordMode`); on mismatch `<file>.actual` goes to the target's
/// artefacts folder.
package enum GoldenText {
    /// Records an issue unless `text` equals the golden `file` of the test target holding `filePath`.
    package static func assertMatches(
        _ text: String, named file: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        GoldenFolder.expectMatch(filePath: filePath, sourceLocation: sourceLocation) {
            compare(text, named: file, in: $0)
        }
    }

    /// nil when `text` equals the golden `file` in `folder`, else why not (after recording the golden
    /// or writing the actual text, as the folder's mode says).
    package static func compare(_ text: String, named file: String, in folder: GoldenFolder) -> String? {
        let write = { (path: String) in try text.write(toFile: path, atomically: true, encoding: .utf8) }
        return folder.verify(file, size: "\(text.utf8.count) bytes", record: write) { golden in
            guard (try? String(contentsOfFile: golden, encoding: .utf8)) != text else { return nil }
            return GoldenMismatch("\(file) differs from its golden", artifacts: [.init("\(file).actual", write: write)])
        }
    }
}
