/// The simplex tableau: each basic symbol's row in terms of the nonbasic ones, the objective, and
/// the bookkeeping that keeps pivots local.
///
/// Rows live in slots that keep their index when their basic symbol changes, and every symbol has a
/// column: the slots whose rows may hold it. Columns are a superset (a slot is appended when the
/// symbol enters its row and tidied when the column is read), so a substitution visits the rows that
/// hold the symbol instead of every row, which is what keeps thousands of constraints cheap.
struct Tableau {
    /// Rows by slot; a free slot's row is empty.
    private(set) var rows: [Row] = []
    /// The basic symbol of each slot (nil when the slot is free).
    private var basics: [Symbol?] = []
    /// Slots to reuse.
    private var freeSlots: [Int] = []
    /// By symbol index: the slot where the symbol is basic, or -1.
    private var slotOfSymbol: [Int32] = []
    /// By symbol index: slots whose rows may contain the symbol.
    private var columns: [[Int32]] = []
    /// Restricted basic symbols whose rows may have turned negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// Scratch for the symbols a row operation inserts.
    private var inserted: [Symbol] = []
    /// Scratch storage for the cells of a row operation.
    private var merged: [Row.Cell] = []
    /// What the solver minimises.
    var objective = SymbolicObjective()
    /// Phase one's objective while a required constraint is added through an artificial variable.
    var artificial: SymbolicObjective?
    /// Storage of rows dropped or cleared, for new rows: a layout pass solves thousands of small
    /// systems one after another, and reusing their rows and columns spares an allocation each.
    private var spareCells: [[Row.Cell]] = []

    /// Empties the tableau, keeping its rows' and columns' storage for the next system.
    mutating func clear() {
        for slot in rows.indices where rows[slot].cells.capacity > 0 { spareCells.append(rows[slot].takeStorage()) }
        rows.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        // Columns stay allocated, emptied, for `makeSymbol` to reuse; those past `symbolCount` are
        // empty already.
        for index in slotOfSymbol.indices { columns[index].removeAll(keepingCapacity: true) }
        slotOfSymbol.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        objective = SymbolicObjective()
        artificial = nil
    }

    /// An empty row `constant`, in spare storage when there is some.
    mutating func makeRow(constant: Double) -> Row {
        guard let storage = spareCells.popLast() else { return Row(constant: constant) }
        return Row(constant: constant, storage: storage)
    }

    /// A new symbol of `kind`.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(index: slotOfSymbol.count, kind: kind)
        slotOfSymbol.append(-1)
        // A cleared tableau's columns are empty already.
        if symbol.index == columns.count { columns.append([]) }
        return symbol
    }

    /// How many symbols there are: the next one's serial number.
    var symbolCount: Int { slotOfSymbol.count }

    /// The slot where `symbol` is basic.
    func slot(of symbol: Symbol) -> Int? {
        let slot = Int(slotOfSymbol[symbol.index])
        return slot < 0 ? nil : slot
    }

    /// The row defining `symbol` when it is basic.
    func row(of symbol: Symbol) -> Row? { slot(of: symbol).map { rows[$0] } }

    /// The value of `symbol` in the current solution: its row's constant, or 0 when nonbasic.
    func value(of symbol: Symbol) -> Double { row(of: symbol)?.constant ?? 0 }

    /// Makes `symbol` basic with `row` (which must not contain it).
    mutating func insertRow(_ row: Row, basic symbol: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basics[slot] = symbol
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(symbol)
        }
        slotOfSymbol[symbol.index] = Int32(slot)
        for cell in row.cells { columns[cell.symbol.index].append(Int32(slot)) }
    }

    /// Takes `symbol`'s row out of the tableau, leaving the symbol nonbasic.
    @discardableResult
    mutating func removeRow(of symbol: Symbol) -> Row? {
        guard let slot = slot(of: symbol) else { return nil }
        let row = rows[slot]
        rows[slot] = Row()
        basics[slot] = nil
        freeSlots.append(slot)
        slotOfSymbol[symbol.index] = -1
        return row
    }

    /// The slots whose rows hold `symbol` (with their basic symbols), the column tidied on the way
    /// (sorted, without repeats or stale slots, in its own storage).
    mutating func rowsContaining(_ symbol: Symbol) -> [(slot: Int, basic: Symbol)] {
        var column: [Int32] = []
        swap(&column, &columns[symbol.index])
        column.sort()
        var found: [(slot: Int, basic: Symbol)] = []
        found.reserveCapacity(column.count)
        var kept = 0
        var previous: Int32 = -1
        for position in column.indices where column[position] != previous {
            let slot = column[position]
            previous = slot
            guard let basic = basics[Int(slot)], rows[Int(slot)].coefficient(of: symbol) != 0 else { continue }
            column[kept] = slot
            kept += 1
            found.append((Int(slot), basic))
        }
        column.removeLast(column.count - kept)
        swap(&column, &columns[symbol.index])
        return found
    }

    /// Adds `coefficient × symbol` to `row`, with `symbol`'s definition in its place when it is
    /// basic: how a new constraint's row is written over the nonbasic symbols.
    /// `inserted` and `merged` are scratch storage, as for `Row.add(_:times:inserted:merged:)`.
    func add(
        _ coefficient: Double, times symbol: Symbol, to row: inout Row, inserted: inout [Symbol],
        merged: inout [Row.Cell]
    ) {
        let slot = Int(slotOfSymbol[symbol.index])
        if slot < 0 {
            row.add(coefficient, times: symbol)
        } else {
            row.add(rows[slot], times: coefficient, inserted: &inserted, merged: &merged)
        }
    }

    /// Replaces `symbol`, just made basic with `definition`, everywhere else: in the rows that hold
    /// it and in the objectives. Restricted rows that turn negative are noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with definition: Row) {
        // The column is read out of its place, which stays empty (no row holds a basic symbol),
        // and put back emptied, keeping its storage for when the symbol leaves the basis.
        var column: [Int32] = []
        swap(&column, &columns[symbol.index])
        defer {
            column.removeAll(keepingCapacity: true)
            swap(&column, &columns[symbol.index])
        }
        for slot32 in column {
            let slot = Int(slot32)
            guard let basic = basics[slot] else { continue }
            inserted.removeAll(keepingCapacity: true)
            guard rows[slot].substitute(symbol, with: definition, inserted: &inserted, merged: &merged) else {
                continue
            }
            for added in inserted { columns[added.index].append(slot32) }
            if basic.isRestricted, rows[slot].constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: definition)
        artificial?.substitute(symbol, with: definition)
    }

    /// Exchanges the basic symbol of `slot` for `entering`, which its row holds.
    mutating func pivot(slot: Int, entering: Symbol) {
        guard let leaving = basics[slot] else { return }
        rows[slot].solve(basic: leaving, for: entering)
        columns[leaving.index].append(Int32(slot))
        slotOfSymbol[leaving.index] = -1
        slotOfSymbol[entering.index] = Int32(slot)
        basics[slot] = entering
        substitute(entering, with: rows[slot])
    }

    /// Adds `amount × coefficient` to the constant of every row holding `symbol` with that
    /// coefficient: the effect of replacing `symbol` by `symbol + amount` (an edit's new suggestion).
    mutating func shift(_ symbol: Symbol, by amount: Double) {
        for (slot, basic) in rowsContaining(symbol) {
            rows[slot].constant += rows[slot].coefficient(of: symbol) * amount
            if basic.isRestricted, rows[slot].constant < 0 { infeasible.append(basic) }
        }
    }

    /// Adds `amount` to the constant of `symbol`'s row (which must exist).
    mutating func shiftRow(of symbol: Symbol, by amount: Double) {
        guard let slot = slot(of: symbol) else { return }
        rows[slot].constant += amount
        if symbol.isRestricted, rows[slot].constant < 0 { infeasible.append(symbol) }
    }

    /// Drops `symbol`'s column from every row and the objective, fixing the nonbasic symbol at zero.
    mutating func removeColumn(of symbol: Symbol) {
        for (slot, _) in rowsContaining(symbol) { rows[slot].remove(symbol) }
        columns[symbol.index] = []
        objective.remove(symbol)
    }

    /// Forgets rows noted infeasible: after a primal optimisation they are rounding noise.
    mutating func forgetInfeasibleRows() { infeasible.removeAll(keepingCapacity: true) }
}

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
