import Foundation
import SkeletonCompose
import SkeletonDocument
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
    /// The keys a shot may have: `capture`'s options.
    let keys: [BatchKey]
    /// `capture`'s parser, reading each shot's command line.
    let parse: BatchPlan.Parse
    /// Output, environment and platform.
    let context: CommandContext

    /// Runs the batch (or its shard); 1 when a shot differs from its baseline or has none
    /// (without `--update`).
    func run() throws -> Int32 {
        let file = try BatchFile(path: options.batchPath, keys: keys)
        let services = try context.services()
        let plan = try BatchPlan(
            file: file, batchPath: options.batchPath, shard: options.shard, parse: parse, services: services,
            output: context.output)
        try CaptureOutput.prepareFolder(options.outDirectory, option: "--out-dir")
        if let baselines = options.compareDirectory {
            if options.update { try CaptureOutput.prepareFolder(baselines, option: "--compare-dir") }
            guard FileKind(path: baselines) == .directory else {
                throw CommandError.failure(
                    "--compare-dir \(baselines) is not a folder; record the baselines with --update")
            }
        }
        let finisher = BatchShotFinisher(options: options)
        var outputs = plan.shots.flatMap(finisher.outputs)
        if options.compareDirectory != nil {
            outputs += BatchReport.files.map { options.outDirectory + "/" + $0 }
        }
        try Self.check(
            outputs: outputs, option: "a batch output",
            inputs: plan.inputs
                + plan.shots.flatMap { shot in
                    finisher.baselineInputs(of: shot).map { ("the baseline", $0) }
                })
        let results = try render(plan.shots, finisher: finisher, services: services)
        var report = BatchReport(
            results: results, finisher: finisher, batchShots: plan.batchShots,
            shard: options.shard == .all ? nil : options.shard)
        if let baselines = options.compareDirectory {
            report.obsolete = Self.obsolete(in: baselines, used: plan.baselines)
            if options.prune {
                try Self.prune(report.obsolete, in: baselines)
                report.pruned = true
            }
        }
        return try Self.report(report, context: context)
    }

    /// Refuses, before any rendering, an output (a shot's files, the reports) that is a folder,
    /// FIFO, device or socket or is one of `inputs`: each distinct input is looked at once, then
    /// each output once, so the check grows with outputs plus inputs.
    static func check(outputs: [String], option: String, inputs: [(option: String, path: String)]) throws {
        let reading = FileSet(inputs)
        for path in outputs {
            do {
                try OutputFile.check(path, option: option, reading: reading)
            } catch {
                throw CommandError.failure(error.description)
            }
        }
    }

    /// Renders and finishes every shot, one worker per core, each taking the next shot; the
    /// results in the shots' order whatever order they finished in.
    private func render(_ shots: [BatchShot], finisher: BatchShotFinisher, services: PlatformServices) throws
        -> [BatchResult]
    {
        let results = Mutex<[Int: BatchResult]>([:])
        let failures = Mutex<[Int: String]>([:])
        let next = Atomic<Int>(0)
        let progress = TerminalProgress(total: shots.count, unit: "shots", sink: context.output.progress)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, shots.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // A rasterizer's caches belong to one thread; the fonts and images are shared.
            let renderer = LayoutFrameRenderer(rasterizer: Rasterizer(), services: services)
            while failures.withLock({ $0.isEmpty }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < shots.count else { return }
                let shot = shots[index]
                do {
                    var result = try Self.finish(shot, renderer: renderer, finisher: finisher)
                    result.line = shot.line
                    results.withLock { $0[index] = result }
                    progress.step()
                } catch {
                    failures.withLock { $0[index] = "\(shot.name): \(PlainMessage.of(error))" }
                }
            }
        }
        progress.finish()
        if let failure = failures.withLock({ $0.min { $0.key < $1.key }?.value }) {
            throw CommandError.failure(failure)
        }
        return results.withLock { all in shots.indices.compactMap { all[$0] } }
    }

    /// Renders one shot as the single `capture` of its options does, and writes or compares it.
    private static func finish(_ shot: BatchShot, renderer: LayoutFrameRenderer, finisher: BatchShotFinisher)
        throws -> BatchResult
    {
        let source = { (moment: LayoutMoment) in
            FrameSource(moment: moment, scale: shot.scale, background: shot.background, renderer: renderer)
        }
        let image: Framebuffer
        switch shot.kind {
        case .still(let moment):
            image = try CommandError.composing { () throws(CaptureError) in
                try source(moment).frame(at: moment.time)
            }
        case .grid(let grid): image = try grid.render(renderer: renderer)
        case .strip(let moment, let strip):
            image = try CommandError.composing { () throws(CaptureError) in
                try strip.render(frames: source(moment), scheme: shot.scheme)
            }
        case .loop(let moment, let loop): return try finisher.finishLoop(shot, loop: loop, frames: source(moment))
        }
        return try finisher.finish(shot, image: image)
    }

    /// The entries of `folder` that look like baselines (`*.png` files, folders of a loop's
    /// frames) and that no shot of the batch uses, sorted; other files are left alone.
    private static func obsolete(in folder: String, used: Set<String>) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { entry in
            guard !used.contains(entry) else { return false }
            let kind = FileKind(path: folder + "/" + entry)
            return (kind == .regular && entry.hasSuffix(".png"))
                || (kind == .directory && isFrameFolder(folder + "/" + entry))
        }
        .sorted()
    }

    /// Whether `folder` holds only PNG files (a loop's frames), so removing it loses nothing else.
    private static func isFrameFolder(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.allSatisfy { $0.hasSuffix(".png") && FileKind(path: folder + "/" + $0) == .regular }
    }

    /// `--prune`: removes the obsolete baselines.
    private static func prune(_ obsolete: [String], in folder: String) throws {
        for entry in obsolete {
            do {
                try FileManager.default.removeItem(atPath: folder + "/" + entry)
            } catch {
                throw CommandError.failure(
                    "cannot remove the obsolete baseline \(folder)/\(entry): \(PlainMessage.of(error))")
            }
        }
    }

    /// Prints the failing shots and a summary, writes the reports when comparing; the exit status.
    static func report(_ report: BatchReport, context: CommandContext) throws -> Int32 {
        let results = report.results
        let options = report.finisher.options
        let failing = results.filter(\.fails)
        guard options.compareDirectory != nil else {
            context.output.standard("wrote \(results.count) shots to \(options.outDirectory)\n")
            return 0
        }
        for result in failing {
            context.output.standard(
                "\(result.status == .missing ? "missing" : "differs"): \(result.name): "
                    + (result.status == .missing ? "no baseline" : report.summary(result)) + "\n")
        }
        let output = CaptureOutput()
        let folder = options.outDirectory
        for entry in report.obsolete {
            context.output.standard(
                "obsolete: \(entry): no shot uses it" + (report.pruned ? "; removed\n" : " (remove it with --prune)\n"))
        }
        if context.environment["GITHUB_ACTIONS"] == "true" { context.output.standard(report.annotations) }
        for (file, text) in [
            ("report.json", report.json), ("report.xml", report.junit), ("report.md", report.markdown),
        ] {
            try output.writeBytes(Array(text.utf8), to: folder + "/" + file)
        }
        do {
            try BatchHTMLReport(report: report).write(to: folder + "/report.html")
        } catch {
            throw CommandError.failure(error.description)
        }
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        let recorded = (counts[.recorded] ?? 0) + (counts[.updated] ?? 0)
        context.output.standard(
            "compared \(results.count) shots: \(counts[.differs] ?? 0) differ, \(counts[.missing] ?? 0) missing"
                + (options.update ? ", \(recorded) baselines recorded" : "")
                + (report.obsolete.isEmpty ? "" : ", \(report.obsolete.count) obsolete")
                + "; report \(folder)/report.html\n")
        return failing.isEmpty ? 0 : 1
    }
}
