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
