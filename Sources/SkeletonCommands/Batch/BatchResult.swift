/// What happened to one shot of a batch.
struct BatchResult: Equatable, Sendable {
    /// The outcome.
    enum Status: String, Sendable {
        /// Written to the output folder (no comparison asked).
        case written
        /// Equal to its baseline within the threshold.
        case matches
        /// Differs from its baseline: actual and diff images written.
        case differs
        /// No baseline exists.
        case missing
        /// `--update`: the baseline was missing and has been recorded.
        case recorded
        /// `--update`: the baseline differed and has been replaced.
        case updated
    }

    /// The shot's position in the expanded batch, from 0: merged shards' reports are put back in
    /// this order.
    let index: Int
    /// The shot's name.
    let name: String
    /// The line of the batch file its pattern starts on (0: unknown).
    var line = 0
    /// The outcome.
    var status: Status
    /// Pixels over the threshold (0 unless `differs` or `updated`; every pixel when the sizes differ).
    var changedPixels = 0
    /// The largest channel difference.
    var largestDifference = 0
    /// The changed pixels' bounding box (x, y, width, height), when any changed.
    var box: PixelBox? = nil
    /// The image's size in pixels.
    var width = 0
    /// The image's height in pixels.
    var height = 0
    /// A loop: how many frames it has.
    var frameCount: Int? = nil
    /// A loop that differs: the first frame that does, from 0 (`frameCount` when only the
    /// baseline's extra frames differ).
    var frame: Int? = nil
    /// That frame's timeline time in seconds.
    var time: Double? = nil
    /// A loop: frames the baseline has beyond the loop's.
    var extraFrames = 0

    /// Whether the shot fails the batch (a difference or a missing baseline, without `--update`).
    var fails: Bool { status == .differs || status == .missing }
}
