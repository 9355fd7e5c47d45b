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

    /// `--out-dir`/NAME.png.
    func shotPath(_ name: String) -> String { options.outDirectory + "/\(name).png" }
    /// `--out-dir`/NAME.actual.png.
    func actualPath(_ name: String) -> String { options.outDirectory + "/\(name).actual.png" }
    /// `--out-dir`/NAME.diff.png.
    func diffPath(_ name: String) -> String { options.outDirectory + "/\(name).diff.png" }
    /// `--compare-dir`/NAME.png, when comparing.
    func baselinePath(_ name: String) -> String? { options.compareDirectory.map { $0 + "/\(name).png" } }

    /// Every file `finish` may write for `shot`.
    func outputs(of shot: BatchShot) -> [String] {
        guard let baseline = baselinePath(shot.name) else { return [shotPath(shot.name)] }
        return [actualPath(shot.name), diffPath(shot.name)] + (options.update ? [baseline] : [])
    }

    /// Writes or compares one rendered shot.
    func finish(_ shot: BatchShot, image: Framebuffer) throws -> BatchResult {
        let output = CaptureOutput()
        var result = BatchResult(name: shot.name, status: .written, width: image.width, height: image.height)
        guard let baselinePath = baselinePath(shot.name) else {
            try output.writePNG(image, to: shotPath(shot.name))
            return result
        }
        let kind = FileKind(path: baselinePath)
        guard kind != .missing else {
            try output.writePNG(image, to: options.update ? baselinePath : actualPath(shot.name))
            return BatchResult(
                name: shot.name, status: options.update ? .recorded : .missing, width: image.width,
                height: image.height)
        }
        guard kind == .regular else {
            throw CommandError.failure("the baseline \(baselinePath) is \(kind.phrase), not a file")
        }
        let baseline = try PNGFile.read(path: baselinePath)
        if baseline.width != image.width || baseline.height != image.height {
            result.changedPixels = image.width * image.height
            result.largestDifference = 255
            result.box = PixelBox(x: 0, y: 0, width: image.width, height: image.height)
        } else {
            let comparison = ImageComparison(actual: image, baseline: baseline, threshold: options.threshold)
            guard comparison.changedPixels > 0 else {
                return BatchResult(
                    name: shot.name, status: .matches, largestDifference: comparison.largestDifference,
                    width: image.width, height: image.height)
            }
            result.changedPixels = comparison.changedPixels
            result.largestDifference = comparison.largestDifference
            result.box = ChangedRegion.box(actual: image, baseline: baseline, threshold: options.threshold)
        }
        if options.update {
            try output.writePNG(image, to: baselinePath)
            return BatchResult(
                name: shot.name, status: .updated, changedPixels: result.changedPixels,
                largestDifference: result.largestDifference, box: result.box, width: image.width, height: image.height)
        }
        try output.writePNG(image, to: actualPath(shot.name))
        if baseline.width == image.width && baseline.height == image.height {
            try output.writePNG(
                ImageComparison.diffImage(actual: image, baseline: baseline, threshold: options.threshold),
                to: diffPath(shot.name))
        }
        return BatchResult(
            name: shot.name, status: .differs, changedPixels: result.changedPixels,
            largestDifference: result.largestDifference, box: result.box, width: image.width, height: image.height)
    }
}
