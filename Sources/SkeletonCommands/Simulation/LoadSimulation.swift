import Foundation
import SkeletonCore
import SkeletonGallery

/// N loads of one theme under a latency model, drawn from the seeded stream: load k has the k-th
/// latency (what the window's k-th L press plays).
struct LoadSimulation {
    /// The loads in order.
    let loads: [SimulatedLoad]
    /// Their statistics.
    let statistics: LoadStatistics
    /// The transitions they ran under (the theme's, with `--min-visible`).
    let transitions: TransitionSettings

    /// Simulates `count` loads of `theme` with `options`.
    init(theme: Theme, count: Int, options: LoadOptions) {
        let transitions = options.transitions(of: theme)
        loads = options.latency.samples(count, seed: options.seed).map {
            SimulatedLoad(latency: $0, style: theme.style, transitions: transitions)
        }
        statistics = LoadStatistics(loads)
        self.transitions = transitions
    }
}

extension LoadOptions {
    /// Longest latency or minimum visible time accepted, in seconds (an hour, as theme times).
    static let maximumSeconds = 3600.0

    /// The options, declared for help, completions and the man page.
    static let table: [CommandOption] = [
        CommandOption("--latency", value: "DURATION", "every request takes this long (e.g. 400ms or 1.2s)"),
        CommandOption(
            "--latency-median", value: "DURATION",
            "log-normal latencies with this median (with --latency-p95; default 400ms)"),
        CommandOption(
            "--latency-p95", value: "DURATION",
            "log-normal latencies with this 95th percentile (with --latency-median; default 1500ms)"),
        CommandOption("--seed", value: "N", "the seed of the latency stream (default 1): same seed, same loads"),
        CommandOption(
            "--min-visible", value: "DURATION",
            "keep the skeleton at least this long once shown (default: the theme's transition.minimumVisible)"),
    ]

    /// What was typed, checked together by `finish`.
    struct Typed: Equatable {
        var fixed: Double?
        var median: Double?
        var p95: Double?
    }

    /// Reads `option` when it is one of `table`, into `typed` and the seed; false when it is not ours.
    mutating func consume(_ option: String, from reader: inout ArgumentReader, typed: inout Typed) throws -> Bool {
        let positive = 0.001...Self.maximumSeconds
        switch option {
        case "--latency": typed.fixed = try reader.duration(for: option, in: 0...Self.maximumSeconds)
        case "--latency-median": typed.median = try reader.duration(for: option, in: positive)
        case "--latency-p95": typed.p95 = try reader.duration(for: option, in: positive)
        case "--min-visible": minimumVisible = try reader.duration(for: option, in: 0...Self.maximumSeconds)
        case "--seed":
            let text = try reader.value(for: option)
            guard let seed = UInt64(text) else {
                throw reader.usageError("option --seed needs a whole number from 0 to \(UInt64.max), got '\(text)'")
            }
            self.seed = seed
        default: return false
        }
        return true
    }

    /// Sets the latency model from what was typed: a fixed latency, or a median and a p95 given
    /// together (either alone keeps the default of the other), never both kinds.
    mutating func finish(_ typed: Typed, reader: ArgumentReader) throws {
        if let fixed = typed.fixed {
            guard typed.median == nil, typed.p95 == nil else {
                throw reader.usageError(
                    "--latency is one fixed latency; --latency-median and --latency-p95 describe a distribution: "
                        + "give one or the other")
            }
            latency = .fixed(fixed)
            return
        }
        guard case .logNormal(let median, let p95) = LatencyModel.standard else { return }
        let chosen = (median: typed.median ?? median, p95: typed.p95 ?? p95)
        guard chosen.p95 > chosen.median else {
            throw reader.usageError(
                "--latency-p95 (\(Milliseconds.text(chosen.p95))) must be longer than --latency-median "
                    + "(\(Milliseconds.text(chosen.median))): most requests are quicker than the slowest 5 %")
        }
        latency = .logNormal(median: chosen.median, p95: chosen.p95)
    }
}

/// The text `simulate` prints: the inputs, then the answers (flashes, visible time, content
/// during the show fade), each count with its share of the loads.
enum SimulationReport {
    /// The report's lines for a simulation of the theme named `name` read from `path`.
    static func lines(_ simulation: LoadSimulation, name: String, path: String, options: LoadOptions) -> [String] {
        let statistics = simulation.statistics
        let transitions = simulation.transitions
        let n = statistics.loads
        var lines = [
            "simulated \(n) loads of \"\(name)\" (\(path)), seed \(options.seed)",
            "latency: \(options.latency.description)"
                + (statistics.latency.map {
                    " (drawn: p50 \(Milliseconds.text($0.p50)), p95 \(Milliseconds.text($0.p95)))"
                }
                    ?? ""),
            "theme: show delay \(Milliseconds.text(transitions.validDelay)), show fade "
                + "\(Milliseconds.text(transitions.show.fadeDuration)), hide fade "
                + "\(Milliseconds.text(transitions.hide.fadeDuration)), minimum visible "
                + Milliseconds.text(transitions.validMinimumVisible),
            "skeleton shown: " + share(statistics.shown, of: n),
            "flashes (visible under \(Milliseconds.text(SimulatedLoad.flashThreshold))): "
                + share(statistics.flashes, of: n),
        ]
        if let visible = statistics.visible {
            lines.append(
                "visible: p50 \(Milliseconds.text(visible.p50)), p95 \(Milliseconds.text(visible.p95)) "
                    + "(over the \(statistics.shown) loads that showed it)")
        } else {
            lines.append("visible: never (every load came before the show delay)")
        }
        lines.append("content during the show fade: " + share(statistics.contentDuringShowFade, of: n))
        if statistics.flashes > 0 || statistics.contentDuringShowFade > 0 {
            lines.append(
                "hint: a show delay (transition.delay) lets quick loads skip the skeleton; a minimum visible time "
                    + "(transition.minimumVisible, --min-visible) keeps it up long enough to read")
        }
        return lines
    }

    /// `12 of 1000 loads (1.2 %)`.
    static func share(_ count: Int, of total: Int) -> String {
        let percent = total > 0 ? Double(count) * 100 / Double(total) : 0
        return "\(count) of \(total) loads (" + String(format: "%.1f", percent) + " %)"
    }
}
