/// A sum of frame variables times coefficients plus a constant: what an attribute of a view or
/// guide is in the system's unknowns (a right edge is left + width, a centre left + width / 2).
package struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// Coefficient per variable (never zero).
    package private(set) var terms: [FrameVariable: Double]
    /// The constant.
    package var constant: Double

    /// Creates an expression.
    package init(terms: [FrameVariable: Double] = [:], constant: Double = 0) {
        self.terms = terms.filter { $0.value != 0 }
        self.constant = constant
    }

    /// One variable.
    package init(_ variable: FrameVariable) {
        self.init(terms: [variable: 1])
    }

    /// The sum.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.merging(rhs.terms, uniquingKeysWith: +), constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The difference.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The expression minus a constant.
    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression scaled.
    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.mapValues { $0 * rhs }, constant: lhs.constant * rhs)
    }

    /// Its value for the given variable values (a missing variable counts as 0).
    package func value(_ values: [FrameVariable: Double]) -> Double {
        terms.reduce(constant) { $0 + $1.value * (values[$1.key] ?? 0) }
    }

    /// `card.left + 0.5 × card.width - 10`: terms in variable order, then the constant.
    package var description: String {
        var text = ""
        for (variable, coefficient) in terms.sorted(by: { $0.key < $1.key }) {
            let sign = coefficient < 0 ? " - " : " + "
            let magnitude = abs(coefficient)
            let term = magnitude == 1 ? "\(variable)" : "\(Self.number(magnitude)) × \(variable)"
            text += text.isEmpty ? (coefficient < 0 ? "-" : "") + term : sign + term
        }
        if constant != 0 || text.isEmpty {
            let value = Self.number(abs(constant))
            text += text.isEmpty ? (constant < 0 ? "-" : "") + value : (constant < 0 ? " - " : " + ") + value
        }
        return text
    }

    /// A number without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
