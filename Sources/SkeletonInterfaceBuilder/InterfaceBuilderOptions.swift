/// How the app shows the skeletons of its IB screens, as the user tells the importer
/// (`--root`, `--bridge`, `--alias`).
package struct InterfaceBuilderOptions: Hashable, Sendable {
    /// The views the app calls `showSkeleton` on, by IB object id, user label or custom class;
    /// empty = each screen's root view.
    package var roots: [String] = []
    /// The views the app flags `isSkeletonable` in code, by IB object id, user label or custom class.
    package var flagged: [String] = []
    /// Every ancestor of a skeletonable view takes part, as when the app flags them in code.
    package var bridge = false
    /// The app's own runtime-attribute names for SkeletonView's (`_isSkeletonable` → `isSkeletonable`).
    package var aliases: [String: String] = [:]
    /// Cells the app registers in code: table or collection view id → the xib holding the cell.
    package var cells: [String: String] = [:]

    /// SkeletonView's behaviour from the screens' roots, no aliases.
    package init() {}
}
