/// A variable the caller moves with suggestions (a screen's width): a non-required `variable ==
/// suggestion` constraint whose constant changes in place.
struct EditVariable {
    /// `variable == 0` at the edit's strength, as added.
    let constraint: Constraint
    /// Its symbols in the tableau.
    let markers: ConstraintMarkers
    /// The value last suggested (0 at first).
    var suggestion: Double
}
