import Foundation
import SkeletonCodecs
import SkeletonRaster
import Testing

/// Golden-image comparison for tests: a framebuffer against
/// `Tests/<TestTarget>/__Snapshots__/<name>.png`, exact pixel equality.
///
/// When the golden is missing, or when the environment has `SNAPSHOT_RECORD=1`, the framebuffer is
/// written as the golden and the test FAILS saying so (a recorded golden must be reviewed and
/// committed). On mismatch `<name>.actual.png` and `<name>.diff.png` are written beside the golden
/// (different pixels red over a faded copy of the golden) and the failure gives the command to re-record.
package enum GoldenImage {
    /// Records an issue unless `fb` equals the golden `name` of the test target holding `filePath`.
    package static func assertMatches(
        _ fb: Framebuffer, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let failure = compare(fb, named: name, filePath: filePath) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// nil when `fb` equals the golden, else why not (after recording or writing the actual and diff images).
    package static func compare(_ fb: Framebuffer, named name: String, filePath: String) -> String? {
        let (folder, target) = snapshotFolder(for: filePath)
        let golden = "\(folder)/\(name).png"
        let rerecord = "SNAPSHOT_RECORD=1 swift test --filter \(target)"
        let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
        if record || !FileManager.default.fileExists(atPath: golden) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try PNGFile.write(fb, to: golden)
            } catch {
                return "could not record golden \(golden): \(error)"
            }
            return "recorded golden \(golden) (\(fb.width)×\(fb.height)); review it, commit it and run the test again"
        }
        let expected: Framebuffer
        do {
            expected = try PNGFile.read(path: golden)
        } catch {
            return "\(error); re-record with: \(rerecord)"
        }
        guard expected.width == fb.width, expected.height == fb.height else {
            try? PNGFile.write(fb, to: "\(folder)/\(name).actual.png")
            return
                "golden \(golden) is \(expected.width)×\(expected.height) but the image is \(fb.width)×\(fb.height); "
                + "wrote \(name).actual.png; re-record with: \(rerecord)"
        }
        var differing = 0
        var worst: UInt32 = 0
        var diff = expected
        for i in fb.pixels.indices {
            let a = fb.pixels[i]
            let b = expected.pixels[i]
            if a == b {
                diff.pixels[i] = 0xFF80_8080 | ((b & 0x00FE_FEFE) >> 1)
                continue
            }
            differing += 1
            diff.pixels[i] = 0xFFFF_0000
            for shift: UInt32 in [0, 8, 16, 24] {
                let d = Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)
                worst = max(worst, UInt32(abs(d)))
            }
        }
        if differing == 0 { return nil }
        try? PNGFile.write(fb, to: "\(folder)/\(name).actual.png")
        try? PNGFile.write(diff, to: "\(folder)/\(name).diff.png")
        return "\(differing) pixels differ from golden \(golden) (largest channel difference \(worst)); "
            + "see \(name).actual.png and \(name).diff.png beside it; if the change is intended re-record with: \(rerecord)"
    }

    /// The `__Snapshots__` folder of the test target containing `filePath`, and the target's name.
    static func snapshotFolder(for filePath: String) -> (String, String) {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.deletingLastPathComponent().lastPathComponent != "Tests", url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return (url.appendingPathComponent("__Snapshots__").path, url.lastPathComponent)
    }
}
