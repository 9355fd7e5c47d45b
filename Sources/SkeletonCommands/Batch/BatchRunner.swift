import Foundation
import SkeletonCompose
import SkeletonRaster
import SkeletonSystem
import Synchronization

/// Carries out `capture --batch`: renders every shot, then writes it, or compares it with its
/// baseline and writes what differs and the reports.
///
/// One worker per core takes the next shot, renders it with its own rasterizer (the fonts and
/// images are shared: their caches are behind `Mutex`es) and writes or compares it, so each core
/// holds one frame at a time.
struct BatchRunner {
    /// What was asked.
    let options: BatchOptions
    /// Output, environment and platform.
    let context: CommandContext

    /// Runs the batch; 1 when a shot differs from its baseline or has none (without `--update`).
    func run() throws -> Int32 {
        let file = try BatchFile(path: options.batchPath)
        let services = try context.services()
        let plan = try BatchPlan(
            file: file, batchPath: options.batchPath, services: services, output: context.output)
        try prepareFolder(options.outDirectory, option: "--out-dir")
        if let baselines = options.compareDirectory {
            if options.update { try prepareFolder(baselines, option: "--compare-dir") }
            guard FileKind(path: baselines) == .directory else {
                throw CommandError.failure(
                    "--compare-dir \(baselines) is not a folder; record the baselines with --update")
            }
        }
        let finisher = BatchShotFinisher(options: options)
        for (shot, _) in plan.shots {
            for path in finisher.outputs(of: shot) {
                do {
                    try OutputFile.check(path, option: "a batch output", inputs: plan.inputs)
                } catch {
                    throw CommandError.failure(error.description)
                }
            }
        }
        let results = Mutex<[Int: BatchResult]>([:])
        let failures = Mutex<[Int: String]>([:])
        let next = Atomic<Int>(0)
        let shots = plan.shots
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, shots.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // A rasterizer's caches belong to one thread; the fonts and images are shared.
            let renderer = LayoutFrameRenderer(rasterizer: Rasterizer(), services: services)
            while failures.withLock({ $0.isEmpty }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < shots.count else { return }
                let (shot, moment) = shots[index]
                do {
                    let image = try CommandError.composing { () throws(CaptureError) in
                        try FrameSource(moment: moment, scale: shot.scale, background: nil, renderer: renderer)
                            .frame(at: moment.time)
                    }
                    let result = try finisher.finish(shot, image: image)
                    results.withLock { $0[index] = result }
                } catch {
                    failures.withLock { $0[index] = "\(shot.name): \(error)" }
                }
            }
        }
        if let failure = failures.withLock({ $0.min { $0.key < $1.key }?.value }) {
            throw CommandError.failure(failure)
        }
        let ordered = results.withLock { all in plan.shots.indices.compactMap { all[$0] } }
        return try report(ordered, finisher: finisher)
    }

    /// Creates `path` (and its parents) when missing; refuses anything that is not a folder.
    private func prepareFolder(_ path: String, option: String) throws {
        let kind = FileKind(path: path)
        if kind == .missing {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } else if kind != .directory {
            throw CommandError.failure("\(option) \(path) is \(kind.phrase), not a folder")
        }
    }

    /// Prints the failing shots and a summary, writes the reports when comparing; the exit status.
    private func report(_ results: [BatchResult], finisher: BatchShotFinisher) throws -> Int32 {
        let failing = results.filter(\.fails)
        guard options.compareDirectory != nil else {
            context.output.standard("wrote \(results.count) shots to \(options.outDirectory)\n")
            return 0
        }
        for result in failing {
            let what =
                result.status == .missing
                ? "no baseline"
                : "\(result.changedPixels) pixels changed, largest difference \(result.largestDifference)"
                    + (result.box.map { " in \($0.width)x\($0.height) at \($0.x),\($0.y)" } ?? "")
            context.output.standard("\(result.status == .missing ? "missing" : "differs"): \(result.name): \(what)\n")
        }
        let report = BatchReport(results: results, finisher: finisher)
        let output = CaptureOutput()
        let folder = options.outDirectory
        try output.writeBytes(Array(report.json.utf8), to: folder + "/report.json")
        try output.writeBytes(Array(report.junit.utf8), to: folder + "/report.xml")
        try output.writeBytes(Array(report.html.utf8), to: folder + "/report.html")
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        let recorded = (counts[.recorded] ?? 0) + (counts[.updated] ?? 0)
        context.output.standard(
            "compared \(results.count) shots: \(counts[.differs] ?? 0) differ, \(counts[.missing] ?? 0) missing"
                + (options.update ? ", \(recorded) baselines recorded" : "")
                + "; report \(folder)/report.html\n")
        return failing.isEmpty ? 0 : 1
    }
}
