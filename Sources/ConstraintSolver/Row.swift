/// `constant + Σ coefficient × symbol`, its cells sorted by symbol. A basic row gives its basic
/// symbol's value; a constraint's row, before a subject is chosen, equals zero.
///
/// Cells are a sorted array rather than a dictionary: rows are short (a view's edge depends on its
/// ancestors' few constraints), and merging two sorted rows is a linear scan without hashing.
struct Row {
    /// One nonzero summand.
    struct Cell {
        /// The column.
        var symbol: Symbol
        /// Its factor, never within `Row.epsilon` of zero.
        var coefficient: Double
    }

    /// Coefficients this close to zero are dropped: they are rounding left over from eliminations.
    static let epsilon = 1e-8

    /// The summand without a symbol.
    var constant: Double
    /// The summands with one, in symbol order.
    private(set) var cells: [Cell] = []

    /// The row `constant` with no cells.
    init(constant: Double = 0) { self.constant = constant }

    /// The row `constant` with no cells, in `storage` (emptied) that an earlier row gave up.
    init(constant: Double, storage: [Cell]) {
        self.constant = constant
        cells = storage
        cells.removeAll(keepingCapacity: true)
    }

    /// Empties the row, handing over its cells' storage for a later row.
    mutating func takeStorage() -> [Cell] {
        var storage: [Cell] = []
        swap(&storage, &cells)
        return storage
    }

    /// Whether `value` counts as zero.
    static func isNearZero(_ value: Double) -> Bool { value.magnitude < epsilon }

    /// Where `symbol`'s cell is, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`.
    mutating func add(_ coefficient: Double, times symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else {
            guard !Self.isNearZero(coefficient) else { return }
            // A constraint's new symbols are the newest, so most cells go last.
            let cell = Cell(symbol: symbol, coefficient: coefficient)
            if index == cells.count { cells.append(cell) } else { cells.insert(cell, at: index) }
            return
        }
        let sum = cells[index].coefficient + coefficient
        if Self.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    }

    /// Adds `multiplier × other`, appending to `inserted` each symbol new to this row. The sum is
    /// merged into `merged`, whose storage the row then takes, leaving its own in `merged` for the
    /// next call: substitutions run by the thousand, and this way they allocate none.
    mutating func add(_ other: Row, times multiplier: Double, inserted: inout [Symbol], merged: inout [Cell]) {
        constant += other.constant * multiplier
        guard !other.cells.isEmpty else { return }
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count, theirs < other.cells.count {
            let left = cells[mine]
            let right = other.cells[theirs]
            if left.symbol < right.symbol {
                merged.append(left)
                mine += 1
            } else if right.symbol < left.symbol {
                appendScaled(right, multiplier, to: &merged, inserted: &inserted)
                theirs += 1
            } else {
                let sum = left.coefficient + right.coefficient * multiplier
                if !Self.isNearZero(sum) { merged.append(Cell(symbol: left.symbol, coefficient: sum)) }
                mine += 1
                theirs += 1
            }
        }
        merged.append(contentsOf: cells[mine...])
        while theirs < other.cells.count {
            appendScaled(other.cells[theirs], multiplier, to: &merged, inserted: &inserted)
            theirs += 1
        }
        swap(&cells, &merged)
    }

    /// Appends `multiplier × cell` to `merged` unless it rounds to zero.
    private func appendScaled(_ cell: Cell, _ multiplier: Double, to merged: inout [Cell], inserted: inout [Symbol]) {
        let coefficient = cell.coefficient * multiplier
        guard !Self.isNearZero(coefficient) else { return }
        merged.append(Cell(symbol: cell.symbol, coefficient: coefficient))
        inserted.append(cell.symbol)
    }

    /// Removes `symbol`'s cell, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells.remove(at: index).coefficient : 0
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = row` into `symbol = row′`: removes `symbol` and divides the rest by −coefficient.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `basic = row` into `entering = row′`, `basic` becoming a cell.
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(-1, times: basic)
        solve(for: entering)
    }

    /// Replaces `symbol` by the row that now defines it, appending to `inserted` the symbols new to
    /// this row (`merged` as for `add`); returns whether `symbol` was in it.
    mutating func substitute(_ symbol: Symbol, with definition: Row, inserted: inout [Symbol], merged: inout [Cell])
        -> Bool
    {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return false }
        add(definition, times: coefficient, inserted: &inserted, merged: &merged)
        return true
    }

    /// Whether every cell is a dummy (the row can only be satisfied if its constant is zero).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// Whether the constant and every coefficient are finite.
    var isFinite: Bool { constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite } }
}

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
