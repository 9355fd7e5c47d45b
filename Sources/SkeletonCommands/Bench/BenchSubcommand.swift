import SkeletonCodecs
import SkeletonDocument

/// `skeleton-preview bench` on the command line: `BenchCommand` with its PNG reading and output
/// routed through the command context, and its errors shaped like every other command's.
enum BenchSubcommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "bench"
    /// One line for the list of commands.
    static let summary = "time the renderer on a benchmark scene"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview bench --scene FILE [OPTIONS]"
    /// The gallery form.
    static let synopsis = ["skeleton-preview bench [--themes DIR] [--frames N] [--warmup N] [--json OUT]"]
    /// What the command does.
    static let details = """
        Times the renderer on a scene of the shared peer benchmark (the same frames cairo, Skia and
        Blend2D draw), or without --scene on the gallery of a theme folder in the four styles, and
        prints the median and 95th percentile frame times.
        """
    /// No positional arguments.
    static let operands = ValueCompletion.none
    /// The options, in help order.
    static let options: [CommandOption] = [
        CommandOption(
            "--scene", value: "FILE",
            "a scene JSON of ../shared/bench/peers (scene_1920x1080.json, scene_3840x2160.json)",
            completion: .files(extensions: ["json"])),
        CommandOption(
            "--variant", value: "LIST",
            "variants to time: a, b, c, d, e, clear or all, comma-separated (default all); a clear-only floor is "
                + "always timed too"),
        CommandOption("--frames", value: "N", "timed frames per variant (default 300)"),
        CommandOption("--warmup", value: "N", "untimed frames before them (default 30)"),
        CommandOption(
            "--json", value: "OUT", #"write [{"variant", "median_ms", "p95_ms", "threads"}] to OUT"#,
            completion: .files(extensions: ["json"])),
        CommandOption("--cold", "a new rasterizer per frame: no coverage or gradient caches survive a frame"),
        CommandOption(
            "--threads", value: "N",
            "draw each frame with N threads (1-8, default 1); the peers are single-threaded, so compare them with "
                + "the default"),
        CommandOption(
            "--compare-peer", value: "PNG",
            "compare our variant (a) frame with a peer's PNG of the same scene (bench.py --png-variants a writes "
                + "them to $PEER_BENCH_OUT)",
            completion: .files(extensions: ["png"])),
        CommandOption(
            "--themes", value: "DIR", "without --scene: time the gallery of DIR (default Themes) in the four styles",
            completion: .directories),
    ]

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        do {
            // Arguments first, so a mistyped option is reported before the fonts and images load.
            let options = try BenchOptions(arguments: arguments)
            let services = try context.services()
            return try BenchCommand.execute(
                options: options, readPNG: { try PNGFile.read(path: $0) }, services: services,
                output: { context.output.standard($0 + "\n") })
        } catch let error as CommandError {
            throw error
        } catch let error as BenchUsageError {
            throw CommandError.usage(message: error.description, usage: usage)
        } catch {
            throw CommandError.failure(PlainMessage.of(error))
        }
    }
}

/// The bench command's arguments.
struct BenchOptions {
    /// Scene file.
    var scene: String?
    /// Variants to time.
    var variants = BenchVariant.allCases.filter { $0 != .clear }
    /// Timed frames.
    var frames = 300
    /// Untimed frames first.
    var warmup = 30
    /// JSON output path.
    var json: String?
    /// A new rasterizer per frame.
    var cold = false
    /// Threads drawing each frame (1: the single-threaded figures the peers are compared with).
    var threads = 1
    /// A peer PNG to compare with.
    var comparePeer: String?
    /// The theme folder of the gallery bench.
    var themes: String?

    /// Parses the arguments after `bench`.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchUsageError("\(flag) needs a value") }
            return v
        }
        func count(_ flag: String, _ min: Int) throws -> Int {
            let text = try value(flag)
            guard let n = Int(text), n >= min else {
                throw BenchUsageError("\(flag) needs a whole number ≥ \(min), got \"\(text)\"")
            }
            return n
        }
        while let arg = rest.popFirst() {
            switch arg {
            case "--scene": scene = try value(arg)
            case "--variant", "--variants":
                let text = try value(arg)
                if text == "all" { continue }
                variants = try text.split(separator: ",").map { name in
                    guard let v = BenchVariant(rawValue: String(name)) else {
                        throw BenchUsageError("unknown variant \"\(name)\": use a, b, c, d, e, clear or all")
                    }
                    return v
                }
            case "--frames": frames = try count(arg, 1)
            case "--warmup": warmup = try count(arg, 0)
            case "--json": json = try value(arg)
            case "--cold": cold = true
            case "--threads":
                threads = try count(arg, 1)
                guard threads <= 8 else { throw BenchUsageError("--threads needs 1…8, got \(threads)") }
            case "--compare-peer": comparePeer = try value(arg)
            case "--themes": themes = try value(arg)
            default:
                throw BenchUsageError(
                    "unknown option '\(arg)'\(Suggestions.hint(for: arg, in: BenchSubcommand.optionNames))")
            }
        }
    }
}
