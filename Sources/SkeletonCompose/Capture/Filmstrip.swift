import Foundation
import SkeletonCore
import SkeletonRaster

/// N frames of one layout in rows, each labelled with its time: motion on one still image.
package struct Filmstrip {
    /// Space between frames, in points.
    static let gap = 12.0
    /// Room for the time under each frame, in points.
    static let labelHeight = 22.0
    /// Without `--columns`, a row holds as many frames as fit in this many pixels (at least one):
    /// a short strip stays one row, a long one wraps into a sheet that any image viewer shows whole.
    static let defaultWidth = 4096

    /// Number of frames.
    let count: Int
    /// Frames per second between them.
    let fps: Double
    /// Timeline time of the first frame.
    let start: Double
    /// Frames per row; nil = as many as fit in `defaultWidth`.
    let columns: Int?

    /// A strip of `count` frames `1 / fps` s apart from `start`, `columns` to a row.
    package init(count: Int, fps: Double, start: Double, columns: Int?) {
        self.count = count
        self.fps = fps
        self.start = start
        self.columns = columns
    }

    /// The times of the frames.
    var times: [Double] { (0..<count).map { start + Double($0) / fps } }

    /// Renders the strip on the chrome canvas of `scheme`; its size is checked before any frame is rendered.
    package func render(frames: FrameSource, scheme: ColorScheme) throws(CaptureError) -> Framebuffer {
        let times = times
        let cell = frames.pixelSize(at: times[0])
        let labelScale = max(1, frames.scale)
        let gap = Int((Self.gap * labelScale).rounded())
        let label = Int((Self.labelHeight * labelScale).rounded())
        let perRow = min(count, columns ?? max(1, (Self.defaultWidth - gap) / (cell.width + gap)))
        let rows = (count + perRow - 1) / perRow
        let width = gap + perRow * (cell.width + gap)
        let height = gap + rows * (cell.height + label)
        let palette = ChromePalette.forScheme(scheme)
        guard var sheet = Framebuffer(width: width, height: height, fill: Canvas.pixel(palette.canvas)) else {
            throw .filmstripTooLarge(frames: count, perRow: perRow, width: width, height: height)
        }
        let metrics = ChromeMetrics(metrics: frames.renderer.services.metrics, pixelScale: labelScale)
        var labels: [DrawCommand] = []
        for (index, time) in times.enumerated() {
            // One frame at a time, straight onto the sheet: a long strip never holds all its frames.
            let image = try frames.frame(at: time)
            let x = gap + (index % perRow) * (cell.width + gap)
            let y = gap + (index / perRow) * (cell.height + label)
            Canvas.copy(image, into: &sheet, x: x, y: y)
            let text = String(format: "t=%.3f s", time)
            let origin = Point(
                x: (Double(x + cell.width / 2) / labelScale - metrics.width(of: text) / 2).rounded(),
                y: Double(y + image.height) / labelScale + 15
            )
            labels.text(text, at: origin, color: palette.text)
        }
        // The times under the frames, in one list.
        let size = Size(width: Double(width) / labelScale, height: Double(height) / labelScale)
        frames.renderer.drawOverlay(
            DisplayList(size: size, background: palette.canvas, commands: labels), into: &sheet, scale: labelScale,
            clip: PixelRect(x: 0, y: 0, width: sheet.width, height: sheet.height))
        return sheet
    }
}

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
