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
            throw CommandError.failure("\(error) (is the folder there and writable?)")
        }
    }

    /// Writes bytes through a temporary file in the same folder and a rename.
    func writeBytes(_ bytes: [UInt8], to path: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError.failure("cannot write \(path): \(Self.reason(for: path, error))")
        }
    }

    /// Why a file could not be written, in words a user can act on.
    private static func reason(for path: String, _ error: Error) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) || !isFolder.boolValue {
            return "the folder \(directory) does not exist"
        }
        if !FileManager.default.isWritableFile(atPath: directory) { return "the folder \(directory) is not writable" }
        return error.localizedDescription
    }

    /// `<base>.actual.png` and `<base>.diff.png` beside `path` (its `.png` dropped).
    static func comparisonPaths(for path: String) -> (actual: String, diff: String) {
        let base = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return (base + ".actual.png", base + ".diff.png")
    }
}
