import SkeletonCodecs
import SkeletonRaster
import SkeletonSystem

/// Encodes one loop's frames as lossless animated WebP with each libwebp setting worth trying
/// (method, quality, minimize_size, key frames, thread_level) and prints a Markdown table of the
/// size and the median elapsed and CPU time of the encoding, the setting the tool uses marked. Mixed lossy/lossless mode
/// (`allow_mixed`) is not among them: it may store a frame lossily.
struct WebPSettingsBench {
    /// The command line.
    let arguments: BenchArguments

    /// The settings measured, in table order.
    static var candidates: [WebPLosslessSettings] {
        var settings = (0...6).map { WebPLosslessSettings(method: $0, quality: 0, threaded: false) }
        settings += [25, 50, 75, 100].map { WebPLosslessSettings(method: 0, quality: $0, threaded: false) }
        settings += [
            WebPLosslessSettings(method: 0, quality: 0, kmin: 0, kmax: 1, threaded: false),
            WebPLosslessSettings(method: 0, quality: 0, kmin: 9, kmax: 17, threaded: false),
            WebPLosslessSettings(method: 0, quality: 0, minimizeSize: true, threaded: false),
            WebPLosslessSettings(method: 0, quality: 0, threaded: true),
            WebPLosslessSettings(method: 4, quality: 50, threaded: false),
            WebPLosslessSettings(method: 4, quality: 50, threaded: true),
        ]
        return settings
    }

    /// Prints the table.
    func run() throws {
        let frames = try arguments.files.map { try PNGFile.read(path: $0) }
        let loop = arguments.loopMilliseconds ?? 0
        let timestamps = frames.indices.map { ($0 * loop + frames.count / 2) / frames.count }
        guard let first = frames.first, frames.allSatisfy({ $0.width == first.width && $0.height == first.height })
        else { throw BenchArgumentError("the frames must all have one size") }
        StandardStreams.output("\(frames.count) frames of \(first.width)x\(first.height), a \(loop) ms loop\n")
        StandardStreams.output("\n")
        StandardStreams.output("| setting | KiB | elapsed ms | CPU ms |\n")
        StandardStreams.output("| --- | ---: | ---: | ---: |\n")
        for setting in Self.candidates {
            let (time, bytes) = try Stopwatch.median(repeats: arguments.repeats) {
                try WebPAnimationFile.encode(
                    width: first.width, height: first.height, timestamps: timestamps, duration: loop,
                    settings: setting, frame: { frames[$0] })
            }
            let mark = setting == .chosen ? " **(used)**" : ""
            StandardStreams.output(
                "| \(setting)\(mark) | \(Figures.kib(bytes.count)) | \(Int(time.wall.rounded())) | \(Int(time.cpu.rounded())) |\n"
            )
        }
    }
}
