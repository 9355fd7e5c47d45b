import Foundation
import TestSupport
import Testing

/// Text goldens in `__Snapshots__/`: a missing golden (or SNAPSHOT_RECORD=1) is recorded and the
/// test fails that run, so a recording is never mistaken for a pass.
enum Snapshot {
    /// The folder of the goldens.
    static let folder = URL(fileURLWithPath: Repository.path("Tests/EndToEndTests/__Snapshots__"))

    /// Checks `text` against the golden `name`.
    static func assertMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = folder.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
        guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded golden \(url.path); run the tests again to compare", sourceLocation: sourceLocation)
            return
        }
        if golden != text {
            // The actual text goes beside the golden (ignored by git), where a failed run can be inspected.
            let actual = url.path + ".actual"
            try text.write(toFile: actual, atomically: true, encoding: .utf8)
            Issue.record(
                "\(name) differs from its golden; see diff \(url.path) \(actual); re-record with SNAPSHOT_RECORD=1 swift test --filter EndToEndTests",
                sourceLocation: sourceLocation)
        }
    }
}
