import Foundation
import SkeletonCompose
import SkeletonSystem

extension FrameSequence {
    /// Checks every path against `inputs`, creates `folder` when missing, then renders and writes
    /// the frames in order, one at a time, so one frame is held however many there are.
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
            try output.writePNG(
                try CommandError.composing { () throws(CaptureError) in try frames.frame(at: time) }, to: path)
        }
    }
}
