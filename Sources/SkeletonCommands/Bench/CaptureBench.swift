import Foundation
import SkeletonGallery
import SkeletonSystem

/// Times whole `capture` processes, start to PNG written (issue 7's speed targets): one phone
/// layout at scale 2, and the contact sheet of a theme.
enum CaptureBench {
    /// One timed command.
    struct Result {
        /// What was captured.
        let label: String
        /// Median wall-clock milliseconds per process.
        let medianMilliseconds: Double
        /// Slowest run.
        let maxMilliseconds: Double
    }

    /// Runs `executable capture …` `runs` times per case and reports the wall time of each process.
    static func run(executable: String, theme: String, layout: String, runs: Int) throws -> [Result] {
        let folder = NSTemporaryDirectory() + "skeleton-capture-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(String, [String])] = [
            ("capture \"\(layout)\" at scale 2", ["--layout", layout, "--scale", "2", "--out", folder + "/one.png"]),
            ("capture --all (contact sheet)", ["--all", "--out", folder + "/sheet.png"]),
        ]
        return try cases.map { label, options in
            var times: [Double] = []
            for _ in 0..<runs {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = ["capture", theme] + options
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let start = MonotonicClock.now()
                try process.run()
                process.waitUntilExit()
                times.append((MonotonicClock.now() - start) * 1000)
                guard process.terminationStatus == 0 else {
                    throw BenchError("`capture \(theme) \(options.joined(separator: " "))` failed")
                }
            }
            return Result(
                label: label, medianMilliseconds: BenchStatistics.percentile(times, 0.5),
                maxMilliseconds: times.max() ?? .nan)
        }
    }
}
