import ConstraintSolver

/// The issue of a required constraint the solver refused, worded as UIKit logs "Unable to
/// simultaneously satisfy constraints": every constraint of the conflicting set, each with where it
/// is written (a stack's or a view's generated ones named as UIKit names them, at the stack or
/// view), then the one broken to recover.
enum ConflictReport {
    /// Most constraints one issue lists; the rest are counted ("and 3 more"), so a conflict
    /// through a long chain of a big screen stays one readable line.
    static let listed = 8

    /// The smallest set of `system`'s required constraints that, with the refused one at `refused`,
    /// cannot all hold: found from `proof` (the indexes the solver's explanation of the refusal
    /// names, `Solver.conflict`), dropping each member the rest still conflict without (a deletion
    /// filter over a few constraints). Empty when the proof does not conflict on its own (it names
    /// too few for a solver that met rounding), where the issue names the broken constraint alone.
    static func conflictingSet(of refused: Int, proof: [Int], in system: ConstraintSystem) -> [Int] {
        let constraint = system.constraints[refused].indexed
        func conflicts(_ set: [Int]) -> Bool {
            var probe = Solver()
            for index in set { try? probe.add(system.constraints[index].indexed) }
            do {
                try probe.add(constraint)
                return false
            } catch {
                return true
            }
        }
        var kept = proof.filter { system.constraints[$0].priority.isRequired }
        guard conflicts(kept) else { return [] }
        var position = 0
        while position < kept.count {
            var without = kept
            without.remove(at: position)
            if conflicts(without) { kept = without } else { position += 1 }
        }
        return kept
    }

    /// The issue of the refused constraint at `refused`, which conflicts with the constraints at
    /// `set` (empty when they were not searched), located at the refused one.
    static func issue(refused: Int, set: [Int], in system: ConstraintSystem) -> LayoutIssue {
        let linear = system.constraints[refused]
        let broken = name(of: linear, in: system.tree)
        guard !set.isEmpty else {
            return LayoutIssue(
                location: linear.location,
                message: "Unable to simultaneously satisfy constraints: \(broken) conflicts with the others; it is "
                    + "broken (left out), as UIKit breaks one")
        }
        let members = (set + [refused]).sorted()
        var listing = members.prefix(listed).map { index in
            let member = system.constraints[index]
            let purpose = isStacks(member, in: system.tree) ? StackArrangement.purposes[member.identifier] : nil
            return name(of: member, in: system.tree) + (member.location.map { " at \($0)" } ?? "")
                + (purpose.map { " (\($0))" } ?? "")
        }
        if members.count > listed { listing.append("and \(members.count - listed) more") }
        return LayoutIssue(
            location: linear.location,
            message: "Unable to simultaneously satisfy constraints: probably at least one of these \(members.count) "
                + "is one you don't want: \(listing.joined(separator: ", ")); will attempt to recover by breaking "
                + "\(broken) (left out, as UIKit breaks one)")
    }

    /// The view whose element `linear` is located at: the view or stack that generated it (a file's
    /// constraint is located at its own element).
    private static func generator(of linear: LinearConstraint, in tree: ConstraintTree) -> ConstraintTree.Entry? {
        tree.entries.first { $0.spec.location != nil && $0.spec.location == linear.location }
    }

    /// Whether a stack generated `linear` for its arrangement.
    private static func isStacks(_ linear: LinearConstraint, in tree: ConstraintTree) -> Bool {
        linear.identifier.hasPrefix("UISV-") && generator(of: linear, in: tree)?.node.kind == .stack
    }

    /// How an issue names a constraint: IB's id; UIKit's name of one it generates, with the view
    /// or stack that generates it; the root's frame.
    static func name(of linear: LinearConstraint, in tree: ConstraintTree) -> String {
        let identifier = linear.identifier
        let generator = generator(of: linear, in: tree)
        if isStacks(linear, in: tree), let stack = generator {
            return "\(identifier) of stack `\(stack.id)`"
        }
        if let view = generator, ConstraintSystem.generatedIdentifiers.contains(identifier) {
            return view.parent == nil && identifier == ConstraintSystem.rootFrameIdentifier
                ? "the root view's frame" : "\(identifier) of view `\(view.id)`"
        }
        return identifier.isEmpty ? "a constraint" : "constraint \(identifier)"
    }
}
