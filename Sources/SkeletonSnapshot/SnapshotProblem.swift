/// The first thing wrong in a snapshot: where (a byte offset, and the key path), what, and the fix.
/// The reader stops at it and reports it as a located error.
struct SnapshotProblem: Error {
    /// Byte offset of the value or key at fault.
    let offset: Int
    /// What is wrong.
    let message: String
    /// Where in the JSON structure, e.g. `root.subviews[2].frame`.
    let keyPath: String
    /// How to fix it.
    let fix: String
}
