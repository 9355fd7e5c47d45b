import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

/// A scratch folder with theme files written as a new user would, and the executable run on them.
struct AcceptanceWorkspace {
    /// The scratch folder, removed when the workspace goes.
    let scratch: TemporaryDirectory
    /// The folder's path.
    var folder: String { scratch.path }

    /// A fresh folder.
    init(_ label: String = #function) throws {
        scratch = try TemporaryDirectory(label)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
    }

    /// A path in the folder.
    func path(_ name: String) -> String {
        scratch.file(name)
    }

    /// Runs `skeleton-preview` with `arguments`.
    func run(_ arguments: [String]) throws -> Executable.Result {
        try Executable.run(arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": folder])
    }

    /// Captures into `name` and returns the image; a failed run fails the test.
    func capture(_ theme: String, _ arguments: [String], into name: String) throws -> Framebuffer {
        let result = try run(["capture", theme] + arguments + ["--out", path(name)])
        try #require(result.status == 0, "capture failed: \(result.error)")
        return try PNGFile.read(path: path(name))
    }
}

extension Framebuffer {
    /// The colour at a device pixel as "#RRGGBB" (opaque canvases only).
    func hex(_ x: Int, _ y: Int) -> String {
        let pixel = pixels[y * width + x]
        let rgb = [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF]
        return "#" + rgb.map { String(format: "%02X", $0) }.joined()
    }
}
