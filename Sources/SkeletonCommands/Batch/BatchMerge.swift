import Foundation
import SkeletonRaster
import SkeletonSystem

/// `capture --merge-reports DIR… --out-dir D`: the reports of a batch's shards (`--shard K/N`)
/// as the one run of the whole batch would have written them. Each folder's `report.json` gives
/// its shots' results and their positions in the batch; the differing shots' actual and diff
/// images are copied into D, and D gets `report.json`, `report.xml` and `report.html` in batch
/// order, the same bytes the unsharded run writes, and the same listing and exit status.
struct BatchMerge {
    /// Largest `report.json` read (bytes): a 10 000-shot report is about 4 MiB.
    static let maxReportSize = 64 << 20

    /// The shards' output folders.
    let folders: [String]
    /// Where the merged reports go.
    let outDirectory: String
    /// Output, environment and platform.
    let context: CommandContext

    /// The usage line.
    static let usage = "skeleton-preview capture --merge-reports DIR... --out-dir DIR"

    /// Whether a capture command line merges reports (`--merge-reports` before any `--`).
    static func isMerge(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--merge-reports")
    }

    /// Reads `--merge-reports DIR… --out-dir D`.
    init(parsing arguments: [String], context: CommandContext) throws {
        var reader = ArgumentReader(arguments, usage: Self.usage)
        var folders: [String] = []
        var out: String?
        while let token = try reader.next() {
            switch token {
            case .positional(let folder): folders.append(folder)
            case .option("--merge-reports"): break
            case .option("--out-dir"): out = try reader.value(for: "--out-dir")
            case .option(let name): throw reader.unknownOption(name, known: ["--merge-reports", "--out-dir"])
            }
        }
        guard !folders.isEmpty else {
            throw reader.usageError("--merge-reports needs the output folders of the shards (--shard K/N)")
        }
        guard let out else { throw reader.usageError("--merge-reports needs --out-dir DIR for the merged reports") }
        self.folders = folders
        outDirectory = out
        self.context = context
    }

    /// Merges; 1 when a shot differs or has no baseline, as the whole batch's run.
    func run() throws -> Int32 {
        var results: [(folder: String, result: BatchResult)] = []
        var batchShots: Int?
        var baselines: String??
        var batch: String?
        var obsolete: Set<String> = []
        var pruned = false
        var inputs: [(option: String, path: String)] = []
        for folder in folders {
            let path = folder + "/report.json"
            inputs.append(("--merge-reports", path))
            let report = try Self.read(path)
            guard let shots = report["batchShots"] as? Int, let entries = report["results"] as? [[String: Any]] else {
                throw CommandError.failure(
                    "\(path) is not a batch report: run capture --batch with --compare-dir to write one")
            }
            guard batchShots == nil || batchShots == shots else {
                throw CommandError.failure(
                    "\(path) is a report of a batch of \(shots) shots, the others of \(batchShots ?? 0): merge the "
                        + "shards of one batch")
            }
            let folderBaselines = report["baselines"] as? String
            guard baselines == nil || baselines == folderBaselines else {
                throw CommandError.failure(
                    "\(path) compares with \(folderBaselines ?? "no baselines"), the others with "
                        + "\((baselines ?? nil) ?? "no baselines"): merge the shards of one batch")
            }
            let folderBatch = report["batch"] as? String ?? ""
            guard batch == nil || batch == folderBatch else {
                throw CommandError.failure(
                    "\(path) is a report of the batch \(folderBatch), the others of \(batch ?? ""): merge the shards "
                        + "of one batch")
            }
            batchShots = shots
            baselines = folderBaselines
            batch = folderBatch
            obsolete.formUnion(report["obsolete"] as? [String] ?? [])
            pruned = pruned || report["pruned"] as? Bool == true
            for entry in entries {
                guard let result = BatchResult(json: entry) else {
                    throw CommandError.failure("\(path): a result is not one capture --batch writes: \(entry)")
                }
                results.append((folder, result))
            }
        }
        let total = batchShots ?? 0
        var seen: Set<Int> = []
        for (folder, result) in results where !seen.insert(result.index).inserted || result.index >= total {
            throw CommandError.failure(
                "\(folder)/report.json: shot \(result.index) (\(result.name)) is in two reports or beyond the "
                    + "batch's \(total): give each shard's folder once")
        }
        guard seen.count == total else {
            throw CommandError.failure(
                "the reports hold \(seen.count) of the batch's \(total) shots: give the folder of every shard "
                    + "(--shard K/N for K = 1…N)")
        }
        try CaptureOutput.prepareFolder(outDirectory, option: "--out-dir")
        let finisher = BatchShotFinisher(
            options: BatchOptions(
                batchPath: batch ?? "", outDirectory: outDirectory, compareDirectory: baselines ?? nil))
        let copies = results.filter(\.result.fails).flatMap { folder, result in
            [BatchShotFinisher.actualFile(result.name), BatchShotFinisher.diffFile(result.name)]
                .map { (from: folder + "/" + $0, to: outDirectory + "/" + $0) }
                .filter { FileKind(path: $0.from) == .regular }
        }
        inputs += copies.map { ("--merge-reports", $0.from) }
        try BatchRunner.check(
            outputs: copies.map(\.to) + BatchReport.files.map { outDirectory + "/" + $0 }, option: "--out-dir",
            inputs: inputs)
        let output = CaptureOutput()
        for copy in copies {
            do {
                try output.writeBytes(
                    try InputFile.read(copy.from, what: "a shard's image", limit: ImageLimits.maxPNGFileBytes),
                    to: copy.to)
            } catch let error as FileError {
                throw CommandError.failure(error.description)
            }
        }
        var report = BatchReport(
            results: results.map(\.result).sorted { $0.index < $1.index }, finisher: finisher, batchShots: total,
            shard: nil)
        report.obsolete = obsolete.sorted()
        report.pruned = pruned
        return try BatchRunner.report(report, context: context)
    }

    /// The JSON object of a report.
    private static func read(_ path: String) throws -> [String: Any] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, what: "the report", limit: maxReportSize)
        } catch {
            throw CommandError.failure(error.description + ": give the --out-dir folders of capture --batch --shard")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw CommandError.failure("\(path) is not JSON: give the --out-dir folders of capture --batch --shard")
        }
        return object
    }
}

extension BatchResult {
    /// A result as `BatchReport.json` wrote it, or nil when an entry lacks a field.
    init?(json entry: [String: Any]) {
        guard let index = entry["index"] as? Int, let name = entry["name"] as? String,
            let status = (entry["status"] as? String).flatMap(Status.init(rawValue:)),
            let changed = entry["changedPixels"] as? Int, let largest = entry["largestDifference"] as? Int,
            let width = entry["width"] as? Int, let height = entry["height"] as? Int
        else { return nil }
        self.init(
            index: index, name: name, status: status, changedPixels: changed, largestDifference: largest,
            width: width, height: height)
        if let box = entry["box"] as? [Int], box.count == 4 {
            self.box = PixelBox(x: box[0], y: box[1], width: box[2], height: box[3])
        }
        line = entry["line"] as? Int ?? 0
        frameCount = entry["frames"] as? Int
        frame = entry["frame"] as? Int
        time = entry["time"] as? Double
        extraFrames = entry["extraFrames"] as? Int ?? 0
    }
}
