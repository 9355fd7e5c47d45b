import SkeletonCodecs
import SkeletonCompose

/// One key of a batch file's shots: an option of a single `capture`, named without its dashes in
/// camelCase (`--hide-at` is `hideAt`), whose JSON value becomes the words `capture` reads, so
/// `capture`'s own parser checks it.
struct BatchKey {
    /// The option as `capture` declares it.
    let option: CommandOption
    /// The key in a batch file.
    let key: String

    /// The key of `option`.
    init(_ option: CommandOption) {
        self.option = option
        key = FrameRequest.Option.key(forName: option.name)
    }

    /// The options of `capture` that are the batch's own business, not a shot's: where files go
    /// and how they are compared, the contact sheet (a shot is one layout), and `--theme`, whose
    /// name the shot's file takes.
    static let batchOwned: Set<String> = [
        "--out", "--out-dir", "--compare", "--compare-dir", "--update", "--threshold", "--batch", "--all",
        "--appearances", "--theme", "--help", "--layout", "--shard", "--merge-reports", "--prune", "--max-diff-ratio",
    ]

    /// The shot keys of a command whose options are `options`, in the order shots nest: the frame
    /// options by stage (each layout is prepared once per look and re-timed for every moment),
    /// then the others in `options` order.
    static func keys(of options: [CommandOption]) -> [BatchKey] {
        let shot = options.filter { !batchOwned.contains($0.name) }
        let frame = FrameRequest.Option.Stage.allCases.flatMap { stage in
            FrameRequest.options.filter { $0.stage == stage }.map(\.name)
        }
        let rank = { (option: CommandOption) -> Int in
            frame.firstIndex(of: option.name) ?? frame.count + shot.firstIndex(of: option)!
        }
        return shot.sorted { rank($0) < rank($1) }.map(BatchKey.init)
    }

    /// The frame option of this key, whose value shape (number, `[width, height]`, word) the JSON follows.
    var frameOption: FrameRequest.Option? { FrameRequest.option(named: option.name) }

    /// The formats `animated` takes: the extensions of `AnimationFormat`.
    static let animationFormats = AnimationFormat.allCases.map(\.facts.fileExtension)
}
