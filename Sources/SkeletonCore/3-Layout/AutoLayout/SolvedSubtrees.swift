import Synchronization

/// The constraint systems a layout pass has solved, by everything their solution depends on, so a
/// list's rows (copies of one cell) are solved once, not once per row, and the layout without label
/// growth (the content's, `ContentLayoutScene`) reuses the skeleton layout's solutions. Owned by one
/// prepared layout's engines and gone with them; at most `capacity` systems are kept, so a hostile
/// list cannot grow it without bound.
package final class SolvedSubtrees: Sendable {
    /// What a solution depends on besides the engine's fonts, which one cache never changes:
    /// `growsLabels` for the layout while the skeleton shows, whose labels take SkeletonView's growth.
    private struct Request: Equatable {
        let node: ViewNode
        let environment: ConstraintEnvironment
        let growsLabels: Bool
    }

    /// A request with its hash computed once from the root view alone: hashing a screen's whole
    /// view tree cost a tenth of a storyboard's layout, while requests that share a root view (its
    /// id, kind, frame, text and child count) are rare and told apart by `==`, which ends early on
    /// the storage copies share.
    private struct Key: Hashable {
        let request: Request
        let hash: Int

        init(_ request: Request) {
            self.request = request
            var hasher = Hasher()
            hasher.combine(request.node.id)
            hasher.combine(request.node.kind)
            hasher.combine(request.node.frame)
            hasher.combine(request.node.text)
            hasher.combine(request.node.children.count)
            hasher.combine(request.environment)
            hasher.combine(request.growsLabels)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.request == rhs.request }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// Systems kept at most; beyond it a system is solved each time (a layout rarely holds more
    /// than a few dozen distinct screens and cells).
    private static let capacity = 512
    private let solved = Mutex<[Key: ViewNode]>([:])
    /// The last request with its solution: a list's rows ask for the same cell one after another,
    /// and comparing with the last request (copies share their storage, so the comparison ends
    /// early) costs less than hashing the whole cell again for each row.
    private let last = Mutex<(request: Request, solution: ViewNode)?>(nil)

    /// Creates an empty cache.
    package init() {}

    /// `node` solved in `environment` (with its labels grown on show when `growsLabels`): the kept
    /// solution, or `solve()`'s, kept for the next time.
    package func node(
        _ node: ViewNode, environment: ConstraintEnvironment, growsLabels: Bool = false, solve: () -> ViewNode
    ) -> ViewNode {
        let request = Request(node: node, environment: environment, growsLabels: growsLabels)
        if let kept = last.withLock({ $0?.request == request ? $0?.solution : nil }) { return kept }
        let key = Key(request)
        let solution: ViewNode
        if let kept = solved.withLock({ $0[key] }) {
            solution = kept
        } else {
            solution = solve()
            solved.withLock { kept in
                if kept.count < Self.capacity { kept[key] = solution }
            }
        }
        last.withLock { $0 = (request, solution) }
        return solution
    }
}
