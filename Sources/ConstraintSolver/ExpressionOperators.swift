// Arithmetic that builds expressions: `a + b`, `a - 8`, `2 * w`, `w / 2`, `-a`, for any mix of
// `Variable`, `Expression` and `Double` where the result is linear.

extension Expression {
    /// The sum of two expressions.
    package static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs + (−1 × rhs)`.
    package static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }

    /// `−1 × operand`.
    package static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

    /// The expression scaled by `factor`.
    package static func * (lhs: Expression, factor: Double) -> Expression { lhs.scaled(by: factor) }

    /// The expression scaled by `factor`.
    package static func * (factor: Double, rhs: Expression) -> Expression { rhs.scaled(by: factor) }

    /// The expression scaled by `1 / divisor`.
    package static func / (lhs: Expression, divisor: Double) -> Expression { lhs.scaled(by: 1 / divisor) }

    /// The expression plus a constant.
    package static func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }

    /// The expression plus a constant.
    package static func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }

    /// The expression minus a constant.
    package static func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }

    /// A constant minus the expression.
    package static func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) - rhs }

    /// The expression plus a variable.
    package static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    /// A variable plus the expression.
    package static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    /// The expression minus a variable.
    package static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// A variable minus the expression.
    package static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
    /// The sum of two variables.
    package static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

    /// The difference of two variables.
    package static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

    /// The variable plus a constant.
    package static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    /// A constant plus the variable.
    package static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    /// The variable minus a constant.
    package static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    /// A constant minus the variable.
    package static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// `−1 × operand`.
    package static prefix func - (operand: Variable) -> Expression { -Expression(operand) }

    /// `factor × variable`.
    package static func * (lhs: Variable, factor: Double) -> Expression { Expression(lhs) * factor }

    /// `factor × variable`.
    package static func * (factor: Double, rhs: Variable) -> Expression { factor * Expression(rhs) }

    /// `variable / divisor`.
    package static func / (lhs: Variable, divisor: Double) -> Expression { Expression(lhs) / divisor }
}
