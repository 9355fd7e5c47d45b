/// The symbols a constraint brought into the tableau, by which it is found again to be removed.
struct ConstraintMarkers {
    /// The symbol whose row is the constraint's: a dummy (required equality), the slack
    /// (inequality) or the positive error (non-required equality).
    let marker: Symbol
    /// A non-required constraint's other symbol: the error of an inequality, the negative error of
    /// an equality.
    let other: Symbol?
    /// The priority of a non-required constraint, nil for a required one.
    let priority: Double?

    /// The constraint's error symbols, which the objective weighs.
    var errors: [Symbol] { [marker, other].compactMap { $0 }.filter { $0.kind == .error } }
}
