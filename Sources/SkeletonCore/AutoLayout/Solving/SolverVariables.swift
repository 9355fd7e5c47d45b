import ConstraintSolver

/// The solver's variable of each frame variable, made on first use.
struct SolverVariables {
    /// The variables so far.
    private var variables: [FrameVariable: Variable] = [:]

    /// The solver's constraint of a linear constraint.
    mutating func constraint(_ linear: LinearConstraint) -> Constraint {
        var expression = Expression(constant: linear.expression.constant)
        for (variable, coefficient) in linear.expression.terms.sorted(by: { $0.key < $1.key }) {
            expression = expression + Expression(self.variable(variable)) * coefficient
        }
        let relation: Relation =
            switch linear.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(expression, relation, strength: Strength(priority: linear.priority.value))
    }

    /// The variable of `frameVariable`.
    mutating func variable(_ frameVariable: FrameVariable) -> Variable {
        if let known = variables[frameVariable] { return known }
        let made = Variable(frameVariable.description)
        variables[frameVariable] = made
        return made
    }

    /// The solved value (0 for a variable no constraint mentions).
    func value(of frameVariable: FrameVariable) -> Double {
        variables[frameVariable]?.value ?? 0
    }
}
