/// How a constraint's expression compares with zero.
package enum Relation: Hashable, Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}
