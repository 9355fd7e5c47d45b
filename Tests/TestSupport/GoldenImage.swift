import Foundation
import SkeletonCodecs
import SkeletonRaster
import Testing

/// Golden-image comparison for tests: a framebuffer against
/// `Tests/<TestTarget>/__Snapshots__/<name>.png`, exact pixel equality.
///
/// `SNAPSHOT_RECORD` says when goldens are written (`RecordMode`); a test that records FAILS saying
/// so (a recorded golden must be reviewed and committed). On mismatch `<name>.actual.png` and
/// `<name>.diff.png` (different pixels red over a faded copy of the golden) go to the target's
/// artefacts folder, outside `__Snapshots__`, and the failure gives their paths and the command to re-record.
package enum GoldenImage {
    /// Records an issue unless `fb` equals the golden `name` of the test target holding `filePath`.
    package static func assertMatches(
        _ fb: Framebuffer, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        GoldenFolder.expectMatch(filePath: filePath, sourceLocation: sourceLocation) {
            compare(fb, named: name, in: $0)
        }
    }

    /// nil when `fb` equals the golden `name` in `folder`, else why not (after recording the golden
    /// or writing the actual and diff images, as the folder's mode says).
    package static func compare(_ fb: Framebuffer, named name: String, in folder: GoldenFolder) -> String? {
        let write = { (path: String) in try PNGFile.write(fb, to: path) }
        let actual = GoldenMismatch.Artifact("\(name).actual.png", write: write)
        return folder.verify("\(name).png", size: "\(fb.width)×\(fb.height)", record: write) { golden in
            let expected: Framebuffer
            do {
                expected = try PNGFile.read(path: golden)
            } catch {
                return GoldenMismatch("\(error)", artifacts: [actual])
            }
            guard expected.width == fb.width, expected.height == fb.height else {
                return GoldenMismatch(
                    "the golden is \(expected.width)×\(expected.height) but the image is \(fb.width)×\(fb.height)",
                    artifacts: [actual])
            }
            return difference(fb, expected).map { differing, worst, diff in
                GoldenMismatch(
                    "\(differing) pixels differ from the golden (largest channel difference \(worst))",
                    artifacts: [
                        actual, GoldenMismatch.Artifact("\(name).diff.png") { try PNGFile.write(diff, to: $0) },
                    ])
            }
        }
    }

    /// nil when `fb` and `expected` (of one size) are equal, else how many pixels differ, the largest
    /// channel difference and the diff image.
    private static func difference(_ fb: Framebuffer, _ expected: Framebuffer) -> (Int, UInt32, Framebuffer)? {
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
        return differing == 0 ? nil : (differing, worst, diff)
    }
}
