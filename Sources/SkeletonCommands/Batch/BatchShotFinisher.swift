import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonRaster
import SkeletonSystem

/// The per-shot work of a batch after rendering, safe to run on several threads at once (it holds
/// no mutable state; libpng encodes and decodes each file on its own): write the shot, or compare
/// it with its baseline and write the actual and diff images or the new baseline.
struct BatchShotFinisher: Sendable {
    /// What was asked.
    let options: BatchOptions

    /// The shot's file name: `NAME.png`, or `NAME.gif`/`NAME.webp` for a loop.
    func shotFile(_ shot: BatchShot) -> String {
        shot.name + "." + (shot.loop?.format.facts.fileExtension ?? "png")
    }
    /// `--out-dir`/the shot's file.
    func shotPath(_ shot: BatchShot) -> String { options.outDirectory + "/" + shotFile(shot) }
    /// `NAME.actual.png`: the capture, or a loop's first differing frame (in `--out-dir`; reports
    /// name it relative to their folder).
    static func actualFile(_ name: String) -> String { name + ".actual.png" }
    /// `NAME.diff.png`: the changed pixels in red.
    static func diffFile(_ name: String) -> String { name + ".diff.png" }
    /// `--out-dir`/NAME.actual.png.
    func actualPath(_ name: String) -> String { options.outDirectory + "/" + Self.actualFile(name) }
    /// `--out-dir`/NAME.diff.png.
    func diffPath(_ name: String) -> String { options.outDirectory + "/" + Self.diffFile(name) }
    /// `--compare-dir`/NAME.png, or for a loop the folder `--compare-dir`/NAME of its frames.
    func baselinePath(_ name: String, loop: Bool) -> String? {
        options.compareDirectory.map { $0 + "/" + name + (loop ? "" : ".png") }
    }
    /// The baseline of `shot`, when comparing.
    func baselinePath(_ shot: BatchShot) -> String? { baselinePath(shot.name, loop: shot.loop != nil) }

    /// A loop's baseline frames: `FOLDER/0000-0.000s.png`, as `capture --frames N --out-dir` names them.
    func framePaths(_ shot: BatchShot, loop: AnimatedCapture) -> [String] {
        let folder = baselinePath(shot) ?? ""
        return loop.times.enumerated().map { folder + "/" + FrameSequence.fileName(index: $0.offset, time: $0.element) }
    }

    /// The baseline files `finish` reads for `shot` (none when recording it: then it is an output).
    func baselineInputs(of shot: BatchShot) -> [String] {
        guard let baseline = baselinePath(shot), !options.updates(shot.name) else { return [] }
        return shot.loop.map { framePaths(shot, loop: $0) } ?? [baseline]
    }

    /// Every file `finish` may write for `shot`.
    func outputs(of shot: BatchShot) -> [String] {
        guard let baseline = baselinePath(shot) else { return [shotPath(shot)] }
        var recorded = [baseline]
        if let loop = shot.loop { recorded = framePaths(shot, loop: loop) }
        return [actualPath(shot.name), diffPath(shot.name)] + (options.updates(shot.name) ? recorded : [])
    }

    /// Writes or compares one rendered still, grid or filmstrip.
    func finish(_ shot: BatchShot, image: Framebuffer) throws -> BatchResult {
        let output = CaptureOutput()
        let written = BatchResult(
            index: shot.index, name: shot.name, status: .written, width: image.width, height: image.height)
        guard let baselinePath = baselinePath(shot) else {
            try output.writePNG(image, to: shotPath(shot))
            return written
        }
        let kind = FileKind(path: baselinePath)
        guard kind != .missing else {
            try output.writePNG(image, to: options.updates(shot.name) ? baselinePath : actualPath(shot.name))
            return written.with(status: options.updates(shot.name) ? .recorded : .missing)
        }
        guard kind == .regular else {
            throw CommandError.failure("the baseline \(baselinePath) is \(kind.phrase), not a file")
        }
        let difference = compare(image, with: try PNGFile.read(path: baselinePath), into: written)
        guard difference.result.status == .differs else { return difference.result }
        if options.updates(shot.name) {
            try output.writePNG(image, to: baselinePath)
            return difference.result.with(status: .updated)
        }
        try writeDifference(image, difference, output: output, name: shot.name)
        return difference.result
    }

    /// Writes one loop (`animated`), or compares it frame by frame with its baseline frames,
    /// stopping at the first that differs (with `--update`, re-recording them all).
    func finishLoop(_ shot: BatchShot, loop: AnimatedCapture, frames: FrameSource) throws -> BatchResult {
        let output = CaptureOutput()
        let size = frames.pixelSize(at: loop.times[0])
        var written = BatchResult(
            index: shot.index, name: shot.name, status: .written, width: size.width, height: size.height)
        written.frameCount = loop.times.count
        let render = { (time: Double) throws -> Framebuffer in
            try CommandError.composing { () throws(CaptureError) in try frames.frame(at: time) }
        }
        guard let folder = baselinePath(shot) else {
            try output.writeBytes(
                try CommandError.composing { () throws(CaptureError) in try loop.encode(frames: frames) },
                to: shotPath(shot))
            return written
        }
        let paths = framePaths(shot, loop: loop)
        let kind = FileKind(path: folder)
        if kind == .missing {
            guard options.updates(shot.name) else {
                try output.writePNG(try render(loop.times[0]), to: actualPath(shot.name))
                return written.with(status: .missing)
            }
            try CaptureOutput.prepareFolder(folder, option: "the baseline folder")
            for (path, time) in zip(paths, loop.times) { try output.writePNG(try render(time), to: path) }
            return written.with(status: .recorded)
        }
        guard kind == .directory else {
            throw CommandError.failure("the baseline \(folder) is \(kind.phrase), not a folder of a loop's frames")
        }
        let expected = Set(paths.map { ($0 as NSString).lastPathComponent })
        let extra = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".png") && !expected.contains($0) }.sorted()
        var first: (image: Framebuffer, difference: Difference)?
        for (index, (path, time)) in zip(paths, loop.times).enumerated() {
            let image = try render(time)
            let baseline = FileKind(path: path) == .regular ? try PNGFile.read(path: path) : nil
            var frame = written
            frame.frame = index
            frame.time = time
            let difference = compare(image, with: baseline, into: frame)
            guard difference.result.status == .differs else { continue }
            first = (image, difference)
            break
        }
        if first == nil && extra.isEmpty { return written.with(status: .matches) }
        var result = first?.difference.result ?? written
        if first == nil {
            result.frame = loop.times.count
            result.status = .differs
        }
        result.extraFrames = extra.count
        if options.updates(shot.name) {
            for (path, time) in zip(paths, loop.times) { try output.writePNG(try render(time), to: path) }
            for file in extra { try? FileManager.default.removeItem(atPath: folder + "/" + file) }
            return result.with(status: .updated)
        }
        if let first { try writeDifference(first.image, first.difference, output: output, name: shot.name) }
        return result
    }

    /// How an image differs from its baseline: the result to report and, at one size, the baseline
    /// for the diff image.
    struct Difference {
        /// The result: `matches` or `differs`.
        let result: BatchResult
        /// The baseline, when it has the image's size (nil: missing or another size).
        let baseline: Framebuffer?
    }

    /// How `image` compares with `baseline`: `result` as `matches` within the threshold, else as
    /// `differs` with the changed pixels counted (every pixel when the baseline is missing or
    /// another size).
    private func compare(_ image: Framebuffer, with baseline: Framebuffer?, into result: BatchResult) -> Difference {
        var result = result
        result.status = .differs
        guard let baseline, baseline.width == image.width, baseline.height == image.height else {
            result.changedPixels = image.width * image.height
            result.largestDifference = 255
            result.box = PixelBox(x: 0, y: 0, width: image.width, height: image.height)
            return Difference(result: result, baseline: nil)
        }
        let comparison = ImageComparison(actual: image, baseline: baseline, threshold: options.threshold)
        result.largestDifference = comparison.largestDifference
        guard !comparison.passes(maxDiffRatio: options.maxDiffRatio) else {
            result.changedPixels = comparison.changedPixels
            result.status = .matches
            result.frame = nil
            result.time = nil
            return Difference(result: result, baseline: baseline)
        }
        result.changedPixels = comparison.changedPixels
        result.box = ChangedRegion.box(actual: image, baseline: baseline, threshold: options.threshold)
        return Difference(result: result, baseline: baseline)
    }

    /// Writes the actual image and, at the baseline's size, the diff.
    private func writeDifference(_ image: Framebuffer, _ difference: Difference, output: CaptureOutput, name: String)
        throws
    {
        try output.writePNG(image, to: actualPath(name))
        if let baseline = difference.baseline {
            try output.writePNG(
                ImageComparison.diffImage(actual: image, baseline: baseline, threshold: options.threshold),
                to: diffPath(name))
        }
    }
}

extension BatchResult {
    /// The same result with another status.
    func with(status: Status) -> BatchResult {
        var result = self
        result.status = status
        return result
    }
}

/// A rectangle of pixels.
struct PixelBox: Equatable, Sendable {
    /// Left column.
    let x: Int
    /// Top row.
    let y: Int
    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
}

/// The bounding box of the pixels two equally sized images differ in by more than a threshold.
enum ChangedRegion {
    /// The box around the changed pixels, or nil when none changed.
    static func box(actual: Framebuffer, baseline: Framebuffer, threshold: Int) -> PixelBox? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<actual.height {
            let row = y * actual.width
            for x in 0..<actual.width where actual.pixels[row + x] != baseline.pixels[row + x] {
                guard ImageComparison.difference(actual.pixels[row + x], baseline.pixels[row + x]) > threshold else {
                    continue
                }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
