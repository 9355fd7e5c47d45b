import Glibc

/// Elapsed and CPU time, and medians: only this benchmark reads a clock. The CPU time of the
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
            let (wall, cpu) = (now(CLOCK_MONOTONIC), now(CLOCK_PROCESS_CPUTIME_ID))
            last = try body()
            runs.append(
                Run(wall: (now(CLOCK_MONOTONIC) - wall) * 1000, cpu: (now(CLOCK_PROCESS_CPUTIME_ID) - cpu) * 1000))
        }
        let middle = runs.count / 2
        return (Run(wall: runs.map(\.wall).sorted()[middle], cpu: runs.map(\.cpu).sorted()[middle]), last!)
    }

    /// Seconds on `clock`.
    private static func now(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// Lines on standard output, each written at once (not buffered), so a long run shows its
/// progress even when its output goes to a file.
enum StandardOutput {
    /// Writes `line` and a newline to stdout.
    static func line(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = Glibc.write(1, &bytes, bytes.count)
    }
}

/// Lines on standard error.
enum StandardError {
    /// Writes `text` to stderr.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(2, &bytes, bytes.count)
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
