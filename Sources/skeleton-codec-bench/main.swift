// `skeleton-codec-bench png|webp …`: times the PNG and WebP encoder settings libpng and libwebp
// offer on captures the tool wrote, so the settings the tool uses are chosen by measurement
// (Assets/png-benchmark.sh, Assets/animation-benchmark.sh print Docs/capture.md's tables with it).
import Glibc
import SkeletonSystem

let usage = """
    usage: skeleton-codec-bench png [--repeat N] [LABEL=]CAPTURE.png[,CAPTURE.png…] …   (a column per group)
           skeleton-codec-bench webp --loop-ms MS [--repeat N] FRAME.png …   (the frames of one loop, in order)
    """

do {
    let arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
    switch arguments.command {
    case "png": try PNGSettingsBench(arguments: arguments).run()
    case "webp": try WebPSettingsBench(arguments: arguments).run()
    default: throw BenchArgumentError("unknown command \(arguments.command)")
    }
} catch let error as BenchArgumentError {
    StandardStreams.error("error: \(error.message)\n\(usage)\n")
    exit(2)
} catch {
    StandardStreams.error("error: \(error)\n")
    exit(1)
}
