import Foundation
import SkeletonFiles

/// `--frames N --out-dir DIR`: one PNG per frame, for video tools, named with its index and time
/// (`0000-0.250s.png`, so a glob or `%04d` pattern reads them in order). Frames are rendered and
/// written one at a time, so one frame is held however many there are.
struct FrameSequence {
    /// Number of frames.
    let count: Int
    /// Frames per second between them.
    let fps: Double
    /// Timeline time of the first frame.
    let start: Double

    /// The time of each frame, as the filmstrip of the same options has them.
    var times: [Double] { Filmstrip(count: count, fps: fps, start: start, columns: nil).times }

    /// The file of each frame inside `folder`.
    func paths(in folder: String) -> [String] {
        times.enumerated().map { folder + "/" + String(format: "%04d-%.3fs.png", $0.offset, $0.element) }
    }

    /// Checks every path against `inputs`, creates `folder` when missing, then renders and writes
    /// the frames in order.
    func write(
        frames: FrameSource, to folder: String, inputs: [(option: String, path: String)], output: CaptureOutput
    ) throws {
        let kind = FileKind(path: folder)
        if kind == .missing {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } else if kind != .directory {
            throw CommandError.failure("--out-dir \(folder) is \(kind.phrase), not a folder")
        }
        let paths = paths(in: folder)
        for path in paths {
            do {
                try OutputFile.check(path, option: "--out-dir", inputs: inputs)
            } catch {
                throw CommandError.failure(error.description)
            }
        }
        for (path, time) in zip(paths, times) {
            try output.writePNG(try frames.frame(at: time), to: path)
        }
    }
}
