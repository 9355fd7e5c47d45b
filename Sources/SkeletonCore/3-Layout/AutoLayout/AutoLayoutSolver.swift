import ConstraintSolver
import Synchronization

/// Solves a screen's or cell's views as UIKit's engine does: one Cassowary system of every
/// constraint (required ones always met, the others in priority order); a required constraint
/// that conflicts with the ones before it is broken and reported with the whole set it conflicts
/// with (`ConflictReport`), and the layout goes on without it ("Unable to simultaneously satisfy
/// constraints").
/// Multi-line labels are measured again at the width the first solve gives them, as UIKit sets
/// their preferred width from the first layout pass, and views that preserve their superview's
/// margins take them again where the first solve placed them, as UIKit updates margins on layout.
package enum AutoLayoutSolver {
    /// Solves at most this many times, so that a label whose height changes its own width settles.
    private static let passes = 3
    /// Lists the conflicting set of at most this many broken constraints (each search solves a few
    /// small systems); the rest are reported alone.
    private static let conflictSearches = 20

    /// The frames of `root`'s views in `environment`.
    package static func solve(root: ViewNode, environment: ConstraintEnvironment, metrics: any TextMetrics)
        -> AutoLayoutSolution
    {
        solve(root: root, environment: environment, metrics: metrics, references: nil)
    }

    /// The same, with `references`, when given, `StoredTextCalibration.references(of:)` of `root`'s
    /// tree measured once by the caller for several solves.
    static func solve(
        root: ViewNode, environment: ConstraintEnvironment, metrics: any TextMetrics,
        references: [StoredTextCalibration.Reference?]?
    ) -> AutoLayoutSolution {
        let tree = ConstraintTree(
            root: root, rightToLeft: environment.rightToLeft,
            hidesViewsHiddenAtRuntime: environment.hidesViewsHiddenAtRuntime)
        return solve(tree: tree, environment: environment, metrics: metrics, references: references)
    }

    /// The same from `tree`, the tree of the root in `environment` (its direction and hiding),
    /// which the caller has made already.
    static func solve(
        tree: ConstraintTree, environment: ConstraintEnvironment, metrics: any TextMetrics,
        references: [StoredTextCalibration.Reference?]?
    ) -> AutoLayoutSolution {
        var wrapWidths: [String: Double] = [:]
        var system = ConstraintSystem(
            tree: tree, environment: environment, metrics: metrics, wrapWidths: [:], placements: [:],
            references: references)
        var solution = solve(system)
        // Margins that follow where a view lies (preserved ones, and any the unsafe area reaches
        // into by another amount than where the view is stored) or how wide it is (readable ones,
        // and the readable content guide of a view inside the root) read the first solve's frames,
        // so the system is solved again with them.
        let rootID = system.tree.entries[0].id
        let placed =
            system.tree.entries.dropFirst().contains {
                $0.spec.preservesSuperviewLayoutMargins || $0.spec.layoutMarginsFollowReadableWidth
            }
            || system.tree.entries.contains { entry in
                entry.spec.constraints.contains { constraint in
                    [constraint.firstItem, constraint.secondItem].contains { item in
                        guard case .readableContent(of: let id)? = item else { return false }
                        return id != rootID
                    }
                }
            } || AnchorResolver.safeAreaReachMoves(tree: tree, environment: environment, frames: solution.frames)
        var placements: [String: Rect] = [:]
        if placed {
            placements = solution.frames
            system = ConstraintSystem(
                tree: tree, environment: environment, metrics: metrics, wrapWidths: [:], placements: placements,
                references: system.intrinsicSizes.references)
            solution = solve(system)
        }
        let wrapping = system.tree.entries.indices.filter { system.tree.entries[$0].wrapsText }
        for _ in 1..<passes {
            let entries = system.tree.entries
            let widths = Dictionary(
                uniqueKeysWithValues: wrapping.compactMap { index in
                    solution.frames[entries[index].id].map { (entries[index].id, $0.width) }
                })
            let settled = wrapping.allSatisfy { index in
                let id = entries[index].id
                return abs((widths[id] ?? 0) - (wrapWidths[id] ?? entries[index].storedWrapWidth ?? 0)) < 0.5
            }
            if settled { break }
            // Labels that measure the same at their new widths (their lines break alike) make the
            // same system again, whose solution is this one.
            let measured = system.intrinsicSizes
            let remeasured = IntrinsicSizes(
                tree: system.tree, metrics: metrics, wrapWidths: widths, references: measured.references)
            if wrapping.allSatisfy({ measured.size(of: $0) == remeasured.size(of: $0) }) { break }
            wrapWidths = widths
            if placed { placements = solution.frames }
            system = ConstraintSystem(
                tree: tree, environment: environment, metrics: metrics, wrapWidths: wrapWidths, placements: placements,
                references: measured.references)
            solution = solve(system)
        }
        return solution
    }

    /// Why the solver refused a constraint, in words (never the error case's Swift spelling).
    private static func reason(_ error: IndexedConstraintError) -> String {
        switch error {
        case .nonFinite: return "a multiplier or constant is not a finite number"
        case .invalidPriority: return "its priority is not within 1…1000"
        case .unsatisfiable: return "the solver refused it"
        }
    }

    /// Solvers emptied by earlier solves, whose storage the next ones reuse (one per thread that
    /// solves at the same time): a pass solves thousands of systems.
    private static let spareSolvers = Mutex<[Solver]>([])

    /// One solve of a built system.
    static func solve(_ system: ConstraintSystem) -> AutoLayoutSolution {
        var solver = spareSolvers.withLock { $0.popLast() } ?? Solver()
        defer {
            solver.reset()
            spareSolvers.withLock { $0.append(solver) }
        }
        var issues = system.issues
        // The index in the system of each constraint the solver accepted, in the order it did, which
        // is how `Solver.conflict` numbers them.
        var accepted: [Int] = []
        var searches = 0
        var constraint = IndexedConstraint(terms: [], constant: 0, relation: .equal, strength: .required)
        for index in system.constraints.indices {
            system.constraints[index].write(into: &constraint)
            do {
                try solver.add(constraint)
                accepted.append(index)
            } catch .unsatisfiable {
                searches += 1
                let set =
                    searches <= conflictSearches
                    ? ConflictReport.conflictingSet(
                        of: index, proof: solver.conflict.map { accepted[$0] }, in: system) : []
                issues.append(ConflictReport.issue(refused: index, set: set, in: system))
            } catch {
                let linear = system.constraints[index]
                issues.append(
                    LayoutIssue(
                        location: linear.location,
                        message: "\(ConflictReport.name(of: linear, in: system.tree)) cannot be solved "
                            + "(\(Self.reason(error))); it is ignored"))
            }
        }
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(system.tree.entries.count)
        // By index: an entry copied out of the tree retains every field of its view.
        for index in system.tree.entries.indices {
            let value = { (part: FrameVariable.Part) in
                solver.value(ofIndexed: FrameVariable.key(entry: index, part))
            }
            let outsets = system.tree.entries[index].node.alignmentOutsets
            frames[system.tree.entries[index].id] = Rect(
                x: value(.left), y: value(.top), width: value(.width), height: value(.height)
            )
            .inset(
                by: EdgeInsets(
                    top: -outsets.top, left: -outsets.left, bottom: -outsets.bottom, right: -outsets.right))
        }
        return AutoLayoutSolution(frames: frames, issues: issues)
    }
}

/// A constraint system solved: every view's frame in the coordinates of the system's root, and
/// what had to be ignored or broken on the way.
package struct AutoLayoutSolution: Hashable, Sendable {
    /// Frames by view id (the ids of `ConstraintTree`).
    package var frames: [String: Rect]
    /// Constraints ignored (unusable) or broken (unsatisfiable), located.
    package var issues: [LayoutIssue]

    /// Creates a solution.
    package init(frames: [String: Rect], issues: [LayoutIssue]) {
        self.frames = frames
        self.issues = issues
    }
}

/// A problem Auto Layout finds in a screen (a constraint it cannot use or had to break), with the
/// place the constraint or view is written.
package struct LayoutIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the constraint or view is written; nil for one the engine generated without a source.
    package var location: SourceLocation?
    /// What is wrong, in words.
    package var message: String

    /// Creates an issue.
    package init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    package var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
