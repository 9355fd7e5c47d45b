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
