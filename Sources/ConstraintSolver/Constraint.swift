/// `expression relation 0` at a strength, e.g. `a.leading == b.leading + 8` is
/// `a.leading − b.leading − 8 = 0`. Build them with the operators (`a == b + 8`, `a >= b`) and give
/// a priority with `.priority(750)`.
///
/// Identity-hashed: the solver adds and removes this very object.
package final class Constraint: Hashable, Sendable {
    /// The left side minus the right side.
    package let expression: Expression
    /// How `expression` compares with zero.
    package let relation: Relation
    /// Required, or a priority to weigh against the others.
    package let strength: Strength

    /// `expression relation 0` at `strength`.
    package init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same relation at UIKit priority `priority` (a new constraint: constraints are immutable).
    package func priority(_ priority: Double) -> Constraint {
        Constraint(expression, relation, strength: Strength(priority: priority))
    }

    /// Whether both are the same object.
    package static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
