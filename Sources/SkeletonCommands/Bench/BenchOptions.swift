import SkeletonDocument

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
