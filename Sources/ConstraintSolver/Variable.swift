import Synchronization

/// An unknown of the system (a view's edge, a width, a screen size): the solver gives it `value`.
///
/// Identity-hashed: two variables with the same name are still two unknowns. Sendable, so that
/// constraints and `SolverError` can cross threads: the value is kept in an atomic.
package final class Variable: Hashable, CustomStringConvertible, Sendable {
    /// A name for diagnostics only; the solver never reads it.
    package let name: String
    /// The value's bits.
    private let bits = Atomic<UInt64>(0)

    /// Creates an unknown named `name`.
    package init(_ name: String = "") { self.name = name }

    /// The value the last `Solver.updateVariables()` gave it (0 until then).
    package internal(set) var value: Double {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// Whether `lhs` and `rhs` are the same unknown (a `Bool` context picks this over the constraint operator).
    package static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the identity.
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name, or `Variable` when it has none.
    package var description: String { name.isEmpty ? "Variable" : name }
}
