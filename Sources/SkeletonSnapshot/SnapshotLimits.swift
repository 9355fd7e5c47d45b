import SkeletonTheme

/// The budgets a snapshot is held to before the work it would cost (README, "Screens built in
/// code"): a real screen has a few hundred views, a few levels of nesting and short texts, so
/// each limit is far above any app's and far below what would stall the reader.
package enum SnapshotLimits {
    /// Largest file: 16 MiB (a 1 000-view screen is about 1 MB).
    package static let maximumBytes = 16 * 1024 * 1024
    /// Most views, counting every cell's: 10 000.
    package static let maximumViews = 10_000
    /// Deepest nesting of views: 100 levels (UIKit's own deepest screens have about 30).
    package static let maximumDepth = 100
    /// Longest string (a text, a class name, an identifier), in characters: 10 000.
    package static let maximumStringLength = 10_000
    /// Most sections of a table or collection: 100.
    package static let maximumSections = 100
    /// Most rows or items of one section: 1 000.
    package static let maximumRows = 1_000

    /// The JSON parser's limits: the file budget, and nesting room for `maximumDepth` views (each
    /// view is an object inside its parent's `subviews` array, two levels).
    static let json = JSONLimits(
        maxFileSize: maximumBytes, maxDepth: 2 * maximumDepth + 16, maxValues: 2_000_000, maxNumberLength: 64)
}
