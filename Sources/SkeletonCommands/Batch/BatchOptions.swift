import Foundation

/// What `capture --batch SHOTS.json --out-dir DIR [--compare-dir BASELINES] [--update] [--threshold N]
/// [--shard K/N]` asks.
struct BatchOptions: Equatable, Sendable {
    /// `--batch SHOTS.json`.
    var batchPath = ""
    /// `--out-dir DIR`: shots (or, when comparing, actual and diff images and the reports).
    var outDirectory = ""
    /// `--compare-dir BASELINES`: one `NAME.png` per shot.
    var compareDirectory: String?
    /// `--update`: record missing and changed baselines.
    var update = false
    /// `--update NAME-GLOB`: only of the shots whose names match (nil: every shot).
    var updateGlob: String?
    /// `--prune`: remove the baselines no shot uses.
    var prune = false
    /// `--threshold N`.
    var threshold = 0
    /// `--max-diff-ratio R`: the share of a shot's pixels that may change with the shot still matching.
    var maxDiffRatio = 0.0
    /// `--shard K/N`: only this part of the expanded shots.
    var shard = BatchShard.all

    /// The options a batch takes besides `--help`.
    static let accepted = [
        "--batch", "--out-dir", "--compare-dir", "--update", "--threshold", "--shard", "--prune", "--max-diff-ratio",
    ]

    /// Whether the baseline of the shot `name` is recorded or replaced: `--update`, and its glob
    /// matches the name when it has one.
    func updates(_ name: String) -> Bool {
        update && (updateGlob.map { fnmatch($0, name, 0) == 0 } ?? true)
    }

    /// Whether a capture command line is a batch (`--batch` before any `--`).
    static func isBatch(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--batch" || argument.hasPrefix("--batch=") { return true }
        }
        return false
    }

    /// Parses a batch command line; every other option of `capture` (`captureOptions`, passed in so
    /// the batch folder does not reach back into the commands) is a usage error (a shot sets it).
    static func parse(_ arguments: [String], usage: String, captureOptions: [CommandOption]) throws -> BatchOptions {
        var reader = ArgumentReader(arguments, usage: usage)
        var options = BatchOptions()
        var batch: String?
        var out: String?
        while let token = try reader.next() {
            switch token {
            case .positional(let word):
                throw reader.usageError("--batch takes its themes from the batch file: drop '\(word)'")
            case .option("--batch"): batch = try reader.value(for: "--batch")
            case .option("--out-dir"): out = try reader.value(for: "--out-dir")
            case .option("--compare-dir"): options.compareDirectory = try reader.value(for: "--compare-dir")
            case .option("--update"):
                options.update = true
                options.updateGlob = reader.optionalValue()
            case .option("--prune"): options.prune = true
            case .option("--max-diff-ratio"):
                options.maxDiffRatio = try reader.number(for: "--max-diff-ratio", in: 0...1)
            case .option("--threshold"): options.threshold = try reader.integer(for: "--threshold", in: 0...255)
            case .option("--shard"):
                let text = try reader.value(for: "--shard")
                guard let shard = BatchShard(text) else {
                    throw reader.usageError(
                        "--shard needs K/N with 1 <= K <= N <= \(BatchFile.maxShots), e.g. 2/4, got '\(text)'")
                }
                options.shard = shard
            case .option(let name):
                guard let option = captureOptions.first(where: { $0.name == name }) else {
                    throw reader.unknownOption(name, known: accepted)
                }
                let key = BatchKey.keys(of: captureOptions).first { $0.option == option }
                throw reader.usageError(
                    "\(name) does not go with --batch: "
                        + (key.map { "each shot of the batch file sets its own (the key \"\($0.key)\")" }
                            ?? "the batch names and compares its files"))
            }
        }
        guard let batch, let out else { throw reader.usageError("--batch SHOTS.json needs --out-dir DIR") }
        if options.update && options.compareDirectory == nil {
            throw reader.usageError("--update records baselines: add --compare-dir BASELINES")
        }
        if options.maxDiffRatio != 0 && options.compareDirectory == nil {
            throw reader.usageError("--max-diff-ratio goes with --compare-dir BASELINES")
        }
        if options.prune && options.compareDirectory == nil {
            throw reader.usageError("--prune removes the baselines no shot uses: add --compare-dir BASELINES")
        }
        options.batchPath = batch
        options.outDirectory = out
        return options
    }
}

/// `--shard K/N`: the K-th of N parts of a batch, so a CI system's parallel jobs each render one.
/// The split is stable and even: the shots of the expanded batch, in file order, are dealt out in
/// turn (shot i, from 0, belongs to shard i mod N + 1), so it depends only on the batch file, and
/// neighbouring shots (often one layout's cheap and dear styles) land on different shards.
struct BatchShard: Equatable {
    /// Which part, from 1.
    let number: Int
    /// How many parts.
    let count: Int

    /// The whole batch.
    static let all = BatchShard(number: 1, count: 1)

    /// The shard `text` names (`K/N`, 1 ≤ K ≤ N ≤ `BatchFile.maxShots`), or nil.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]), 1 <= number,
            number <= count, count <= BatchFile.maxShots
        else { return nil }
        self.init(number: number, count: count)
    }

    /// Part `number` of `count`.
    init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }

    /// The indices of the shots of a batch of `total` that belong to this shard.
    func indices(of total: Int) -> StrideTo<Int> {
        stride(from: number - 1, to: total, by: count)
    }

    /// `K/N`.
    var text: String { "\(number)/\(count)" }
}
