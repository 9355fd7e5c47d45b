import Synchronization

/// The constraint systems a layout pass has solved, by everything their solution depends on, so a
/// list's rows (copies of one cell) are solved once, not once per row, and the layout without label
/// growth (the content's, `ContentLayoutScene`) reuses the skeleton layout's solutions. Owned by one
/// prepared layout's engines and gone with them; at most `capacity` systems are kept, so a hostile
/// list cannot grow it without bound.
package final class SolvedSubtrees: Sendable {
    /// What a solution depends on besides the engine's fonts, which one cache never changes. Its
    /// hash is computed once: a screen's whole view tree is costly to hash, and a dictionary
    /// hashes its keys again each time it grows.
    private struct Key: Hashable {
        let node: ViewNode
        let size: Size
        let rightToLeft: Bool
        let safeArea: EdgeInsets?
        let hash: Int

        init(node: ViewNode, size: Size, rightToLeft: Bool, safeArea: EdgeInsets?) {
            (self.node, self.size, self.rightToLeft, self.safeArea) = (node, size, rightToLeft, safeArea)
            var hasher = Hasher()
            hasher.combine(node)
            hasher.combine(size)
            hasher.combine(rightToLeft)
            hasher.combine(safeArea)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// Systems kept at most; beyond it a system is solved each time (a layout rarely holds more
    /// than a few dozen distinct screens and cells).
    private static let capacity = 512
    private let solved = Mutex<[Key: ViewNode]>([:])

    /// Creates an empty cache.
    package init() {}

    /// `node` solved at `size`: the kept solution, or `solve()`'s, kept for the next time.
    package func node(
        _ node: ViewNode, size: Size, rightToLeft: Bool, safeArea: EdgeInsets?, solve: () -> ViewNode
    ) -> ViewNode {
        let key = Key(node: node, size: size, rightToLeft: rightToLeft, safeArea: safeArea)
        if let kept = solved.withLock({ $0[key] }) { return kept }
        let solution = solve()
        solved.withLock { kept in
            if kept.count < Self.capacity { kept[key] = solution }
        }
        return solution
    }
}
