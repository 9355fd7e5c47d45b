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

/// How a constraint's expression compares with zero.
package enum Relation: Hashable, Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// A constraint's priority, as UIKit's `UILayoutPriority`: 1…1000, where 1000 is required.
///
/// Non-required priorities are lexicographic: a constraint of priority 751 is satisfied before any
/// amount of violation of priority-750 constraints is considered (the solver keeps one objective
/// component per distinct priority, compared in order, rather than kiwi's summed float weights).
package struct Strength: Comparable, Hashable, Sendable {
    /// Must hold: a failing one is an error (`SolverError.unsatisfiable`), never traded off.
    package static let required = Strength(priority: 1000)
    /// `UILayoutPriority.defaultHigh` (750), the default compression resistance.
    package static let defaultHigh = Strength(priority: 750)
    /// `UILayoutPriority.defaultLow` (250), the default content hugging.
    package static let defaultLow = Strength(priority: 250)

    /// The UIKit priority; the solver accepts 1…1000 (`SolverError.invalidPriority` otherwise).
    package var priority: Double

    /// The strength of UIKit priority `priority`.
    package init(priority: Double) { self.priority = priority }

    /// Whether this is priority 1000.
    package var isRequired: Bool { priority == Self.required.priority }

    /// Whether the solver accepts the priority: finite and within 1…1000.
    package var isValid: Bool { (1...1000).contains(priority) }

    /// Orders by priority.
    package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}
