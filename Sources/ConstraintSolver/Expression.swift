/// A linear expression: the sum of its terms plus a constant. A variable may occur in several terms;
/// the solver adds them up.
package struct Expression: Sendable {
    /// The summands with a variable.
    package var terms: [Term]
    /// The summand without one.
    package var constant: Double

    /// `Σ terms + constant`.
    package init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 × variable`.
    package init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// The expression with every term and the constant multiplied by `factor`.
    package func scaled(by factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) }, constant: constant * factor)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    package var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

/// `coefficient × variable`, one summand of an `Expression`.
package struct Term: Sendable {
    /// The unknown.
    package var variable: Variable
    /// Its factor.
    package var coefficient: Double

    /// `coefficient × variable`.
    package init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
