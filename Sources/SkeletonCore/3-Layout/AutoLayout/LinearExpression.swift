/// A sum of frame variables times coefficients plus a constant: what an attribute of a view or
/// guide is in the system's unknowns (a right edge is left + width, a centre left + width / 2).
///
/// Terms are a short array sorted by variable rather than a dictionary: an attribute has one to
/// four terms, and a constraint's expression is built from a few of them, so merging sorted arrays
/// costs less than hashing (each coefficient is the same sum a dictionary would compute).
package struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// `coefficient × variable`, one summand.
    package struct Term: Hashable, Sendable {
        /// The unknown.
        package var variable: FrameVariable
        /// Its factor (never zero).
        package var coefficient: Double
    }

    /// The summands with a variable, by `FrameVariable.key`, one per variable.
    package private(set) var terms: [Term]
    /// The constant.
    package var constant: Double

    /// The constant `constant`.
    package init(constant: Double = 0) {
        terms = []
        self.constant = constant
    }

    /// One variable.
    package init(_ variable: FrameVariable) {
        terms = [Term(variable: variable, coefficient: 1)]
        constant = 0
    }

    /// Terms already sorted by key, none zero.
    private init(sortedTerms: [Term], constant: Double) {
        terms = sortedTerms
        self.constant = constant
    }

    /// The sum.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        let constant = lhs.constant + rhs.constant
        if rhs.terms.isEmpty { return LinearExpression(sortedTerms: lhs.terms, constant: constant) }
        if lhs.terms.isEmpty { return LinearExpression(sortedTerms: rhs.terms, constant: constant) }
        var merged: [Term] = []
        merged.reserveCapacity(lhs.terms.count + rhs.terms.count)
        var left = 0
        var right = 0
        while left < lhs.terms.count, right < rhs.terms.count {
            let mine = lhs.terms[left]
            let theirs = rhs.terms[right]
            if mine.variable.key < theirs.variable.key {
                merged.append(mine)
                left += 1
            } else if theirs.variable.key < mine.variable.key {
                merged.append(theirs)
                right += 1
            } else {
                let sum = mine.coefficient + theirs.coefficient
                if sum != 0 { merged.append(Term(variable: mine.variable, coefficient: sum)) }
                left += 1
                right += 1
            }
        }
        merged.append(contentsOf: lhs.terms[left...])
        merged.append(contentsOf: rhs.terms[right...])
        return LinearExpression(sortedTerms: merged, constant: constant)
    }

    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(sortedTerms: lhs.terms, constant: lhs.constant + rhs)
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
        var terms = lhs.terms
        for index in terms.indices { terms[index].coefficient *= rhs }
        // A product rounds to zero only by underflow (or a zero factor); zero terms are dropped.
        if terms.contains(where: { $0.coefficient == 0 }) { terms.removeAll { $0.coefficient == 0 } }
        return LinearExpression(sortedTerms: terms, constant: lhs.constant * rhs)
    }

    /// `card.left + 0.5 × card.width - 10`: terms in variable order, then the constant.
    package var description: String {
        var text = ""
        for term in terms.sorted(by: { $0.variable < $1.variable }) {
            let coefficient = term.coefficient
            let sign = coefficient < 0 ? " - " : " + "
            let magnitude = abs(coefficient)
            let name = magnitude == 1 ? "\(term.variable)" : "\(Self.number(magnitude)) × \(term.variable)"
            text += text.isEmpty ? (coefficient < 0 ? "-" : "") + name : sign + name
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
