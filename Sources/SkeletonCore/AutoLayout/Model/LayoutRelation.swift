/// How a constraint's two sides compare (NSLayoutConstraint.Relation), with IB's spelling.
package enum LayoutRelation: String, Hashable, Sendable {
    /// First ≤ second.
    case lessThanOrEqual
    /// First = second (IB writes no `relation` attribute).
    case equal
    /// First ≥ second.
    case greaterThanOrEqual
}
