import ConstraintSolver

/// Finds the views whose frame the constraints leave open, as UIKit's `hasAmbiguousLayout` and
/// `exerciseAmbiguityInLayout` do: the system is solved without the stored frames' weakest wishes,
/// then each unknown of each view (its left, top, width and height) is pulled a point each way by
/// an edit of the weakest priority. Every constraint outranks that pull, so the unknown moves only
/// when another solution satisfies every constraint as well: exactly when it is ambiguous.
package enum AmbiguityFinder {
    /// How far each unknown is pulled, in points.
    private static let pull = 1.0
    /// A move smaller than this is rounding, not freedom.
    private static let tolerance = 1e-6

    /// Most views of a system searched (Docs/limits-and-safety.md, "Limits and safety"): each of a view's four
    /// unknowns costs an edit added, pulled and removed, which grows with the system, so a search
    /// of 1 000 views takes seconds.
    package static let maxViews = 300

    /// The ambiguous views of `root`'s system in `environment`, one issue per view naming the
    /// parts that are open, at the view's place, in the tree's order; nil for a system of more
    /// than `maxViews` views, which is not searched.
    package static func ambiguities(root: ViewNode, environment: ConstraintEnvironment, metrics: any TextMetrics)
        -> [LayoutIssue]?
    {
        let system = ConstraintSystem(root: root, environment: environment, metrics: metrics)
        guard system.tree.entries.count <= maxViews + 1 else { return nil }
        var variables = SolverVariables()
        var solver = Solver()
        for linear in system.constraints where linear.identifier != ConstraintSystem.storedFrameIdentifier {
            // Broken and unusable constraints are the solver's own reports; here they are left out.
            try? solver.add(variables.constraint(linear))
        }
        solver.updateVariables()
        let weakest = Strength(priority: 1)
        var issues: [LayoutIssue] = []
        for (index, entry) in system.tree.entries.enumerated().dropFirst() {
            let open = Part.allCases.filter { part in
                let variable = variables.variable(FrameVariable(entry.id, entry: index, part.frameVariable))
                return isOpen(variable, in: &solver, strength: weakest)
            }
            guard !open.isEmpty else { continue }
            let parts = open.map(\.name)
            let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
            issues.append(
                LayoutIssue(
                    location: entry.spec.location,
                    message: "ambiguous layout: the constraints leave the \(list) of \(name(of: entry)) open"))
        }
        return issues
    }

    /// Whether pulling `variable` a point up or down moves it with every constraint still as well met.
    private static func isOpen(_ variable: Variable, in solver: inout Solver, strength: Strength) -> Bool {
        solver.updateVariables()
        let value = variable.value
        guard (try? solver.addEditVariable(variable, strength: strength)) != nil else { return false }
        defer { try? solver.removeEditVariable(variable) }
        for target in [value + pull, value - pull] {
            guard (try? solver.suggestValue(target, for: variable)) != nil else { return false }
            solver.updateVariables()
            let moved = abs(variable.value - value) > tolerance
            if moved {
                try? solver.suggestValue(value, for: variable)
                solver.updateVariables()
                return true
            }
        }
        return false
    }

    /// How an issue names a view: its id and kind.
    private static func name(of entry: ConstraintTree.Entry) -> String {
        entry.id.hasPrefix("#") ? "a \(entry.node.kind.rawValue)" : "\(entry.node.kind.rawValue) `\(entry.id)`"
    }

    /// The open parts, in the order messages list them.
    private enum Part: CaseIterable {
        case horizontalPosition, verticalPosition, width, height

        /// The frame's unknown.
        var frameVariable: FrameVariable.Part {
            switch self {
            case .horizontalPosition: .left
            case .verticalPosition: .top
            case .width: .width
            case .height: .height
            }
        }

        /// The words.
        var name: String {
            switch self {
            case .horizontalPosition: "horizontal position"
            case .verticalPosition: "vertical position"
            case .width: "width"
            case .height: "height"
            }
        }
    }
}
