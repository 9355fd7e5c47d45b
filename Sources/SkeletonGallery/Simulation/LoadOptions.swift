import Foundation
import SkeletonCore

/// The loading simulation's settings (read from the command line), shared by `simulate` and the
/// window's L key: the latency model, the seed of its stream, and the minimum visible time when it
/// overrides the theme's.
package struct LoadOptions: Equatable {
    /// How long requests take.
    package var latency = LatencyModel.standard
    /// The first number of the latency stream (`--seed`).
    package var seed: UInt64 = 1
    /// `--min-visible`, else the theme's `transition.minimumVisible`.
    package var minimumVisible: Double?

    /// Defaults: the standard latency model, seed 1, the theme's minimum visible time.
    package init() {}

    /// The transitions a load runs under: the theme's, with `--min-visible` when given.
    package func transitions(of theme: Theme) -> TransitionSettings {
        var transitions = theme.timelineTransitions
        if let minimumVisible { transitions.minimumVisible = minimumVisible }
        return transitions
    }
}

/// How long requests take: always the same, or log-normal with a given median and 95th percentile.
///
/// Latencies are skewed (most requests are quick, a few are slow) and never negative, which a
/// log-normal distribution models with two numbers: ln(latency) is normal with mean μ = ln(median)
/// and standard deviation σ = (ln(p95) − ln(median)) / z₀.₉₅, z₀.₉₅ = 1.6448536269514722 the
/// standard normal's 95th percentile, so the fitted distribution has exactly the median and p95
/// given. Samples are exp(μ + σ·z) with z from the Box–Muller transform of two uniforms.
package enum LatencyModel: Equatable {
    /// Every request takes this many seconds.
    case fixed(Double)
    /// Log-normal fitted to a median and a 95th percentile (seconds, median < p95).
    case logNormal(median: Double, p95: Double)

    /// The standard normal distribution's 95th percentile.
    static let z95 = 1.6448536269514722

    /// The default of `simulate` and the window's L key: median 400 ms, p95 1.5 s.
    package static let standard = LatencyModel.logNormal(median: 0.4, p95: 1.5)

    /// μ and σ of ln(latency).
    var logParameters: (mu: Double, sigma: Double) {
        switch self {
        case .fixed(let seconds): return (log(seconds), 0)
        case .logNormal(let median, let p95): return (log(median), (log(p95) - log(median)) / Self.z95)
        }
    }

    /// One latency in seconds drawn from `generator` (a fixed latency draws nothing).
    func sample(using generator: inout SplitMix64) -> Double {
        switch self {
        case .fixed(let seconds):
            return seconds
        case .logNormal:
            let (mu, sigma) = logParameters
            let u1 = generator.nextOpenUnit()
            let u2 = generator.nextOpenUnit()
            let z = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
            return exp(mu + sigma * z)
        }
    }

    /// `n` latencies of the stream seeded with `seed`: the same on every run.
    package func samples(_ n: Int, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<n).map { _ in sample(using: &generator) }
    }

    /// The model as the report and the options state it (`fixed 400 ms`, `log-normal, median 400 ms, p95 1500 ms`).
    package var description: String {
        switch self {
        case .fixed(let seconds): return "fixed \(Milliseconds.text(seconds))"
        case .logNormal(let median, let p95):
            return "log-normal, median \(Milliseconds.text(median)), p95 \(Milliseconds.text(p95))"
        }
    }
}

/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose stream is fixed by its seed,
/// so a seeded simulation gives the same loads on every machine and run (the standard library's
/// generator is seeded at random and its algorithm is not promised).
package struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state.
    private var state: UInt64

    /// A stream starting from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number strictly between 0 and 1 (the top 53 bits, centred in their step), so its
    /// logarithm is always finite.
    mutating func nextOpenUnit() -> Double {
        (Double(next() >> 11) + 0.5) / 9_007_199_254_740_992
    }
}

/// Durations as the simulator's options take them (`400ms`, `0.4s`) and as its report writes them.
package enum Milliseconds {
    /// `seconds` in whole milliseconds, tenths below 10 ms, seconds from 10 s (`400 ms`,
    /// `1523 ms`, `2.5 ms`, `12.3 s`).
    package static func text(_ seconds: Double) -> String {
        if seconds >= 10 { return HUDOverlay.format((seconds * 10).rounded() / 10) + " s" }
        let ms = seconds * 1000
        if ms.rounded() == ms || ms >= 10 { return "\(Int(ms.rounded())) ms" }
        return String(format: "%.1f ms", ms)
    }

    /// Seconds from `400ms`, `400 ms`, `0.4s` or `1.5 s`, within `range` seconds; nil with the
    /// reason when the text is not such a duration.
    package static func parse(_ text: String, in range: ClosedRange<Double>) -> Result<Double, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let unit: (suffix: String, scale: Double)? =
            trimmed.hasSuffix("ms") ? ("ms", 0.001) : trimmed.hasSuffix("s") ? ("s", 1) : nil
        guard let unit else { return .failure(.noUnit) }
        let number = trimmed.dropLast(unit.suffix.count).trimmingCharacters(in: .whitespaces)
        guard let value = Double(number), value.isFinite else { return .failure(.notANumber) }
        let seconds = value * unit.scale
        guard range.contains(seconds) else { return .failure(.outOfRange) }
        return .success(seconds)
    }

    /// Why a duration was refused.
    package enum Problem: Error {
        /// A number without `ms` or `s`.
        case noUnit
        /// Not a finite number before the unit.
        case notANumber
        /// Outside the range asked for.
        case outOfRange
    }
}
