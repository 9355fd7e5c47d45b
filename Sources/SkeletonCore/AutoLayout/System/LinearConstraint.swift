/// One row of a constraint system: `expression relation 0` at a priority, with the constraint it
/// came from (its identifier and location) for diagnostics.
package struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    package var expression: LinearExpression
    /// How the expression compares with zero.
    package var relation: LayoutRelation
    /// The priority.
    package var priority: LayoutPriority
    /// IB's id of the constraint or UIKit's name of a generated one.
    package var identifier: String
    /// Where it is written, or the view that generated it.
    package var location: SourceLocation?

    /// `lhs relation rhs`, moved to one side.
    package init(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, priority: LayoutPriority,
        identifier: String, location: SourceLocation?
    ) {
        expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
        self.location = location
    }

    /// `identifier: terms == constant @priority` (the constant moved right; the priority only
    /// when not required): `c1: card.left - root.left == 20`.
    package var description: String {
        let symbol =
            switch relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        let strength = priority.isRequired ? "" : " @\(Int(priority.value))"
        var terms = expression
        terms.constant = 0
        let constant = LinearExpression(constant: -expression.constant)
        return "\(identifier): \(terms) \(symbol) \(constant)\(strength)"
    }
}
