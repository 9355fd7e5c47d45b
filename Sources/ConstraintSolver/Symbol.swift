/// A column of the tableau: a user's variable or one the solver introduced.
///
/// The kind lives in the two low bits and the serial number above them, so a symbol is one integer:
/// comparisons order symbols by creation (the fixed order Bland's rule needs) and `index` addresses
/// the tableau's per-symbol arrays.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind: Int32 {
        /// A user's `Variable`: unrestricted in sign, never leaves the basis for a restricted one.
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// The violation of a non-required constraint (≥ 0), weighed in the objective.
        case error
        /// A required equality's marker: always 0, never enters the basis.
        case dummy
    }

    /// `serial << 2 | kind`.
    let bits: Int32

    /// The symbol with serial number `index`.
    init(index: Int, kind: Kind) { bits = Int32(index) << 2 | kind.rawValue }

    /// What the symbol stands for.
    var kind: Kind { Kind(rawValue: bits & 3)! }

    /// The serial number, an index into the tableau's per-symbol arrays.
    var index: Int { Int(bits >> 2) }

    /// Whether the symbol must stay ≥ 0 (slacks, errors and dummies; not the user's variables).
    var isRestricted: Bool { kind != .external }

    /// Whether a pivot may bring it into the basis: slacks and errors. Dummies must stay 0, and the
    /// user's variables are made basic when their constraint is added, never by a pivot.
    var isPivotable: Bool { kind == .slack || kind == .error }

    /// Creation order.
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.bits < rhs.bits }
}
