import ConstraintSolver

/// The solver's variable of each frame variable, made on first use.
struct SolverVariables {
    /// The variables so far, by `FrameVariable.key`.
    private var variables: [Variable?] = []

    /// The solver's constraint of a linear constraint. Its terms go in the order of the variables'
    /// descriptions (view id, then part): the solver numbers a constraint's new variables in the
    /// order of its terms, and that numbering breaks the simplex's ties, so it decides which of
    /// several equally good layouts comes out.
    mutating func constraint(_ linear: LinearConstraint) -> Constraint {
        var constant = linear.expression.constant
        var terms: [Term] = []
        terms.reserveCapacity(linear.expression.terms.count)
        for term in linear.expression.terms.sorted(by: { $0.variable < $1.variable }) {
            terms.append(Term(variable(term.variable), coefficient: term.coefficient))
            // As the sum `constant + Σ (1 × variable) × coefficient` would: each term adds its zero
            // constant times the coefficient, which turns a constant of −0 into +0 (the sign of a
            // zero reaches solved frames, and `-0.0` prints).
            constant += 0 * term.coefficient
        }
        let relation: Relation =
            switch linear.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(
            Expression(terms: terms, constant: constant), relation, strength: Strength(priority: linear.priority.value))
    }

    /// The variable of `frameVariable`.
    mutating func variable(_ frameVariable: FrameVariable) -> Variable {
        let key = frameVariable.key
        if key >= variables.count {
            variables.append(contentsOf: repeatElement(nil, count: key + 1 - variables.count))
        }
        if let known = variables[key] { return known }
        let made = Variable(frameVariable.description)
        variables[key] = made
        return made
    }

    /// The solved value of the `part` of the view at `entry` (0 for a variable no constraint mentions).
    func value(entry: Int, _ part: FrameVariable.Part) -> Double {
        let key = FrameVariable.key(entry: entry, part)
        return key < variables.count ? variables[key]?.value ?? 0 : 0
    }
}
