/// Why the solver refused a call. Every refused call leaves the solver as it was before it.
package enum SolverError: Error, Equatable {
    /// This required constraint conflicts with the required ones already added ("Unable to
    /// simultaneously satisfy constraints"); it was not added.
    case unsatisfiable(Constraint)
    /// The constraint is already in the solver.
    case duplicate(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a non-required strength (a required one could never follow a suggestion).
    case badRequiredStrength
    /// A coefficient or the constant of the constraint is NaN or infinite, or becomes infinite once
    /// the terms of one variable are summed.
    case nonFiniteConstraint(Constraint)
    /// The suggested value for this edit variable is NaN or infinite.
    case nonFiniteSuggestion(Variable)
    /// The constraint's priority is not within 1…1000.
    case invalidPriority(Constraint)
    /// The priority given for this edit variable is not within 1…1000.
    case invalidEditPriority(Variable)
}
