import Foundation

/// `--frames N --out-dir DIR`: one PNG per frame, for video tools, named with its index and time
/// (`0000-0.250s.png`, so a glob or `%04d` pattern reads them in order).
package struct FrameSequence {
    /// Number of frames.
    let count: Int
    /// Frames per second between them.
    let fps: Double
    /// Timeline time of the first frame.
    let start: Double

    /// A sequence of `count` frames `1 / fps` s apart from `start`.
    package init(count: Int, fps: Double, start: Double) {
        self.count = count
        self.fps = fps
        self.start = start
    }

    /// The time of each frame, as the filmstrip of the same options has them.
    package var times: [Double] { Filmstrip(count: count, fps: fps, start: start, columns: nil).times }

    /// The file of each frame inside `folder`.
    package func paths(in folder: String) -> [String] {
        times.enumerated().map { folder + "/" + Self.fileName(index: $0.offset, time: $0.element) }
    }

    /// The file name of frame `index` (from 0) at `time`: `0003-0.750s.png`.
    package static func fileName(index: Int, time: Double) -> String {
        String(format: "%04d-%.3fs.png", index, time)
    }
}
