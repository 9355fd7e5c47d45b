import Foundation
import SkeletonRaster

/// Writes capture results: PNG through the platform codec (atomic), other bytes atomically here.
struct CaptureOutput {
    /// The platform's PNG codec.
    let png: any PNGCodec

    /// Writes a PNG or fails with the path and the reason.
    func writePNG(_ fb: Framebuffer, to path: String) throws {
        do {
            try png.write(fb, to: path)
        } catch {
            throw CommandError.failure(
                "cannot write \(path): \(Self.reason(error)) (is the folder there and writable?)")
        }
    }

    /// Writes bytes through a temporary file in the same folder and a rename.
    func writeBytes(_ bytes: [UInt8], to path: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError.failure(
                "cannot write \(path): \(Self.reason(error)) (is the folder there and writable?)")
        }
    }

    /// A short reason for an I/O error.
    private static func reason(_ error: Error) -> String {
        if let described = error as? CustomStringConvertible, !(error is NSError) { return described.description }
        return (error as NSError).localizedDescription
    }

    /// `<base>.actual.png` and `<base>.diff.png` beside `path` (its `.png` dropped).
    static func comparisonPaths(for path: String) -> (actual: String, diff: String) {
        let base = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return (base + ".actual.png", base + ".diff.png")
    }
}
