// The three simplex procedures Cassowary needs: the primal simplex after a constraint is added or
// removed, the dual simplex after an edit's suggestion moves constants, and phase one for a
// required constraint whose row has no symbol to solve for. All pick pivots by Bland's rule
// (first-created symbol among equals), so degenerate ties cannot cycle.

extension Tableau {
    /// Which objective the primal simplex minimises.
    enum Goal {
        /// The solver's symbolic objective.
        case priorities
        /// Phase one's artificial variable.
        case artificial
    }

    /// Pivots until no slack or error can lower `goal` (the primal simplex).
    mutating func optimize(_ goal: Goal) {
        while let entering = goal == .priorities ? objective.enteringSymbol() : artificial?.enteringSymbol() {
            // Objectives are sums of restricted symbols, bounded below, so a leaving row exists;
            // should rounding ever hide it, stopping keeps a feasible solution.
            guard let slot = leavingSlot(for: entering) else { return }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The ratio test: among restricted rows that `entering` decreases, the one that reaches zero
    /// first (the first-created basic symbol on a tie).
    private mutating func leavingSlot(for entering: Symbol) -> Int? {
        var best: (slot: Int, basic: Symbol, ratio: Double)?
        for (slot, basic) in rowsContaining(entering) where basic.isRestricted {
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && current.basic < basic) {
                continue
            }
            best = (slot, basic, ratio)
        }
        return best?.slot
    }

    /// Pivots until no restricted row is negative, keeping the objective optimal (the dual simplex).
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let slot = slot(of: leaving) else { continue }
            let row = rows[slot]
            guard row.constant < 0, !Row.isNearZero(row.constant) else { continue }
            // A negative row without a positive slack or error would be a required conflict, which
            // `add` rules out; leaving it keeps the other rows' solution.
            guard let entering = objective.dualEnteringSymbol(in: row) else { continue }
            pivot(slot: slot, entering: entering)
        }
        objective.forgetTouchedSymbols()
    }

    /// Phase one: adds the constraint `row = 0` (its constant ≥ 0, no user variable in it) through an
    /// artificial variable driven to zero. Returns false when it cannot reach zero (the constraint
    /// conflicts with the required ones): the tableau is then left half-way, for the caller to put
    /// back the copy it kept, and `explanation` holds the symbols the artificial objective still
    /// weighs, which no pivot could lower: the markers of the constraints that keep it above zero.
    mutating func addThroughArtificialVariable(_ row: Row, marker: Symbol, explanation: inout [Symbol]) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = SymbolicObjective(artificial: row)
        optimize(.artificial)
        let reachedZero = Row.isNearZero(artificial?.artificialValue ?? 0)
        if !reachedZero { explanation = artificial?.weightedSymbols ?? [] }
        artificial = nil
        guard reachedZero else { return false }
        if let remaining = removeRow(of: artificialSymbol), !remaining.cells.isEmpty {
            // Still basic at zero: the constraint needs another basic symbol. Any slack or error will
            // do at value zero; failing those, the constraint is implied by required equalities and
            // its own dummy marker may carry it.
            let entering = remaining.cells.first { $0.symbol.isPivotable }?.symbol ?? marker
            var definition = remaining
            definition.solve(basic: artificialSymbol, for: entering)
            substitute(entering, with: definition)
            insertRow(definition, basic: entering)
        }
        // Fixing the artificial variable at zero is what imposes the constraint.
        removeColumn(of: artificialSymbol)
        return true
    }

    /// The row to pivot `marker` into before its constraint's row is dropped: a redundant required
    /// equality's row (its dummy then becomes nonbasic, so that constraint holds again on its own),
    /// else the restricted row it limits most tightly, else the restricted row it loosens least,
    /// else any row holding it (Cassowary's choice, which keeps the remaining rows feasible).
    mutating func markerLeavingSlot(for marker: Symbol) -> Int? {
        var decreasing: (slot: Int, basic: Symbol, ratio: Double)?
        var increasing: (slot: Int, basic: Symbol, ratio: Double)?
        var unrestricted: Int?
        for (slot, basic) in rowsContaining(marker) {
            // A basic dummy's row is `dummy = Σ other dummies` (constant 0): pivoting there moves no value.
            if basic.kind == .dummy { return slot }
            let coefficient = rows[slot].coefficient(of: marker)
            guard basic.isRestricted else {
                unrestricted = slot
                continue
            }
            let ratio = rows[slot].constant / coefficient.magnitude
            let candidate = (slot, basic, ratio)
            if coefficient < 0 {
                if isBetter(candidate, than: decreasing) { decreasing = candidate }
            } else if isBetter(candidate, than: increasing) {
                increasing = candidate
            }
        }
        return decreasing?.slot ?? increasing?.slot ?? unrestricted
    }

    /// Whether `candidate` has the lower ratio, or the first-created basic symbol on a tie.
    private func isBetter(
        _ candidate: (slot: Int, basic: Symbol, ratio: Double), than current: (slot: Int, basic: Symbol, ratio: Double)?
    ) -> Bool {
        guard let current else { return true }
        return candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.basic < current.basic)
    }
}
