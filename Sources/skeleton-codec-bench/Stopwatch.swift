import SkeletonSystem

/// Elapsed and CPU time, and medians, on the tool's one clock (`MonotonicClock`). The CPU time of the
/// process is what a busy shared machine disturbs least (other processes' load lengthens the
/// elapsed time, not this process's CPU seconds).
enum Stopwatch {
    /// One timed run.
    struct Run {
        /// Elapsed milliseconds.
        var wall: Double
        /// Milliseconds of CPU this process used, every thread.
        var cpu: Double
    }

    /// The median elapsed and CPU times of `repeats` runs of `body` (each taken apart), with its
    /// last result.
    static func median<T>(repeats: Int, _ body: () throws -> T) rethrows -> (run: Run, result: T) {
        var runs: [Run] = []
        var last: T?
        for _ in 0..<max(1, repeats) {
            let (wall, cpu) = (MonotonicClock.now(), MonotonicClock.processCPUTime())
            last = try body()
            runs.append(
                Run(
                    wall: (MonotonicClock.now() - wall) * 1000, cpu: (MonotonicClock.processCPUTime() - cpu) * 1000))
        }
        let middle = runs.count / 2
        return (Run(wall: runs.map(\.wall).sorted()[middle], cpu: runs.map(\.cpu).sorted()[middle]), last!)
    }
}

/// Figures as the tables print them.
enum Figures {
    /// `12.3`: one decimal.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// Kibibytes with one decimal.
    static func kib(_ bytes: Int) -> String { oneDecimal(Double(bytes) / 1024) }
}
