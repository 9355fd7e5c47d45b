// Relations that build required constraints: `a == b + 8`, `w >= 44`, `x <= y`, for any mix of
// `Variable`, `Expression` and `Double` (not two numbers). `(a == b).priority(750)` lowers one.
// `a == b` on two variables builds a constraint where a `Constraint` is expected and compares
// identities where a `Bool` is.

/// `lhs = rhs`, required.
package func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression(rhs), .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs) - rhs, .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs) - Expression(rhs), .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs) - Expression(constant: rhs), .equal)
}

/// `lhs = rhs`, required.
package func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression(rhs), .equal)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression(rhs), .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs) - Expression(constant: rhs), .lessThanOrEqual)
}

/// `lhs ≤ rhs`, required.
package func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression(rhs), .lessThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs) - Expression(constant: rhs), .greaterThanOrEqual)
}

/// `lhs ≥ rhs`, required.
package func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression(rhs), .greaterThanOrEqual)
}
