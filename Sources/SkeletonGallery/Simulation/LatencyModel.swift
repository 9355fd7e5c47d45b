import Foundation

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
