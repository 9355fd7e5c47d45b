/// Solves systems of linear constraints as UIKit's Auto Layout does: Cassowary's incremental
/// simplex, required constraints always met and non-required ones met in priority order (see
/// `Strength`). Adding and removing a constraint, and suggesting a value for an edit variable,
/// re-solve from the previous solution rather than from scratch, so a new screen width costs a few
/// pivots. Knows nothing of views.
///
/// Every call that throws leaves the solver as it was before the call.
package struct Solver {
    /// Rows, columns and the objective.
    private var tableau = Tableau()
    /// The constraints added, with the symbols they brought.
    private var constraints: [Constraint: ConstraintMarkers] = [:]
    /// Each user variable's column.
    private var symbols: [Variable: Symbol] = [:]
    /// The edit variables.
    private var edits: [Variable: EditVariable] = [:]
    /// Each caller-numbered variable's column (`add(_: IndexedConstraint)`), by its number.
    private var indexedSymbols: [Symbol?] = []
    /// Scratch storage of `add`'s terms and of `makeRow`'s row operations, kept between calls.
    private var termScratch: [(Symbol, Double)] = []
    private var insertedScratch: [Symbol] = []
    private var mergedScratch: [Row.Cell] = []
    /// The marker of each `IndexedConstraint` accepted, in the order they were added.
    private var indexedMarkers: [Symbol] = []
    /// The symbols whose constraints made the last refused row unsatisfiable (the row's own marker
    /// among them), for `conflict`.
    private var explanation: [Symbol] = []

    /// The accepted `IndexedConstraint`s (numbered by the order they were accepted, from 0) that,
    /// with the last one `add` refused as unsatisfiable, cannot all hold: the required constraints
    /// whose markers the refusal's proof weighs (the artificial objective phase one could not bring
    /// to zero, or the dummies of a row that reads `constant = 0`), as Cassowary explains a
    /// conflict. Not always the smallest such set: drop members while the rest still conflict for that.
    package var conflict: [Int] {
        var ordinals: [Int: Int] = [:]
        for (ordinal, marker) in indexedMarkers.enumerated() { ordinals[marker.index] = ordinal }
        return explanation.compactMap { ordinals[$0.index] }.sorted()
    }

    /// An empty solver.
    package init() {}

    /// Whether `constraint` has been added (and not removed).
    package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Adds `constraint` and re-solves. A required one that conflicts with the required ones already
    /// added throws `.unsatisfiable` and is not added; a non-required one is always added and met as
    /// far as higher priorities allow.
    package mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicate(constraint) }
        guard constraint.strength.isValid else { throw .invalidPriority(constraint) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        var newVariables: [Variable] = []
        var terms = takeTermScratch()
        defer { termScratch = terms }
        for term in constraint.expression.terms {
            let symbol = symbols[term.variable] ?? register(term.variable, newVariables: &newVariables)
            terms.append((symbol, term.coefficient))
        }
        do {
            constraints[constraint] = try insert(
                terms, constant: constraint.expression.constant, relation: constraint.relation,
                strength: constraint.strength)
        } catch {
            forget(newVariables)
            switch error {
            case .nonFinite: throw .nonFiniteConstraint(constraint)
            case .unsatisfiable: throw .unsatisfiable(constraint)
            }
        }
    }

    /// Adds `constraint`, over variables the caller numbers, and re-solves, as `add(_: Constraint)`
    /// does. No objects and no hashing: for callers that solve many small systems once each (a
    /// screen's views), where making a `Variable` per unknown and a `Constraint` per relation cost
    /// more than the simplex. Such a constraint cannot be removed.
    package mutating func add(_ constraint: IndexedConstraint) throws(IndexedConstraintError) {
        guard constraint.strength.isValid else { throw .invalidPriority }
        guard constraint.constant.isFinite, constraint.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFinite
        }
        // Symbols numbered from here on are this call's, which a refusal takes back.
        let firstNewSymbol = tableau.symbolCount
        var terms = takeTermScratch()
        defer { termScratch = terms }
        for term in constraint.terms {
            if term.variable >= indexedSymbols.count {
                indexedSymbols.append(contentsOf: repeatElement(nil, count: term.variable + 1 - indexedSymbols.count))
            }
            let symbol: Symbol
            if let known = indexedSymbols[term.variable] {
                symbol = known
            } else {
                symbol = tableau.makeSymbol(.external)
                indexedSymbols[term.variable] = symbol
            }
            terms.append((symbol, term.coefficient))
        }
        do {
            let markers = try insert(
                terms, constant: constraint.constant, relation: constraint.relation, strength: constraint.strength)
            indexedMarkers.append(markers.marker)
        } catch {
            // Their columns stay, empty, as `forget` leaves those of named variables.
            for term in constraint.terms where (indexedSymbols[term.variable]?.index ?? -1) >= firstNewSymbol {
                indexedSymbols[term.variable] = nil
            }
            switch error {
            case .nonFinite: throw .nonFinite
            case .unsatisfiable: throw .unsatisfiable
            }
        }
    }

    /// The value of the caller-numbered variable `index` in the current solution (0 when no
    /// constraint mentions it).
    package func value(ofIndexed index: Int) -> Double {
        guard index < indexedSymbols.count, let symbol = indexedSymbols[index] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The term scratch, emptied, for one `add` (which puts it back): adds run by the thousand.
    private mutating func takeTermScratch() -> [(Symbol, Double)] {
        var terms: [(Symbol, Double)] = []
        swap(&terms, &termScratch)
        terms.removeAll(keepingCapacity: true)
        return terms
    }

    /// Why `insert` refused a row.
    private enum InsertFailure: Error {
        /// Summing the terms of one symbol overflowed.
        case nonFinite
        /// It conflicts with the required constraints.
        case unsatisfiable
    }

    /// Adds the constraint `Σ coefficient × symbol + constant relation 0` at `strength`, its
    /// symbols already given columns, and re-solves; returns the symbols it brought. Leaves the
    /// tableau as it was when it throws.
    private mutating func insert(
        _ terms: [(Symbol, Double)], constant: Double, relation: Relation, strength: Strength
    ) throws(InsertFailure) -> ConstraintMarkers {
        guard let (row, markers) = makeRow(terms, constant: constant, relation: relation, strength: strength) else {
            throw .nonFinite
        }
        var subject = Self.subject(of: row, markers: markers)
        if subject == nil, row.hasOnlyDummies {
            // Only required equalities' markers, which are zero: the constraint holds if and only if
            // its constant is zero, and then it is redundant and its own marker can carry it.
            guard Row.isNearZero(row.constant) else {
                explanation = row.cells.map(\.symbol)
                throw .unsatisfiable
            }
            subject = markers.marker
        }
        if let subject {
            var definition = row
            definition.solve(for: subject)
            tableau.substitute(subject, with: definition)
            tableau.insertRow(definition, basic: subject)
        } else {
            // Phase one pivots rows the system already had; a conflict puts the copy back, which
            // costs a copy of the tableau only for the few constraints that take this path.
            let before = tableau
            guard tableau.addThroughArtificialVariable(row, marker: markers.marker, explanation: &explanation) else {
                tableau = before
                throw .unsatisfiable
            }
        }
        tableau.optimize(.priorities)
        tableau.forgetInfeasibleRows()
        return markers
    }

    /// Removes `constraint` and re-solves, as if it had never been added.
    package mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let markers = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        if let priority = markers.priority {
            for error in markers.errors {
                tableau.objective.removeError(error, priority: priority, definition: tableau.row(of: error))
            }
        }
        // The constraint is its marker's row: make the marker basic if it is not, then drop that row.
        if tableau.slot(of: markers.marker) == nil, let slot = tableau.markerLeavingSlot(for: markers.marker) {
            tableau.pivot(slot: slot, entering: markers.marker)
        }
        tableau.removeRow(of: markers.marker)
        tableau.optimize(.priorities)
        tableau.forgetInfeasibleRows()
    }

    /// Makes `variable` an edit variable: a `variable == suggestion` constraint at `strength`
    /// (non-required), the suggestion 0 until `suggestValue` changes it.
    package mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidEditPriority(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        guard let markers = constraints[constraint] else { return }
        edits[variable] = EditVariable(constraint: constraint, markers: markers, suggestion: 0)
    }

    /// Removes the edit variable and its constraint.
    package mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Suggests `value` for the edit variable and re-solves with the dual simplex: the suggestion
    /// only moves row constants, so the previous basis stays optimal and few pivots restore feasibility.
    package mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable) }
        let delta = value - edit.suggestion
        edits[variable]?.suggestion = value
        // The edit's row reads `variable − suggestion − plus + minus = 0`, so raising the suggestion
        // by delta is the same as raising `plus` by delta (or lowering `minus`): shift whichever is
        // basic, else every row holding `plus`.
        let plus = edit.markers.marker
        if tableau.slot(of: plus) != nil {
            tableau.shiftRow(of: plus, by: -delta)
        } else if let minus = edit.markers.other, tableau.slot(of: minus) != nil {
            tableau.shiftRow(of: minus, by: delta)
        } else {
            tableau.shift(plus, by: delta)
        }
        tableau.dualOptimize()
    }

    /// Writes the current solution into every variable's `value`.
    package mutating func updateVariables() {
        for (variable, symbol) in symbols { variable.value = tableau.value(of: symbol) }
    }

    /// Removes every constraint, edit variable and variable, keeping the storage for the next
    /// system (`Solver()` would allocate every row and column again).
    package mutating func reset() {
        tableau.clear()
        constraints.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
        edits.removeAll(keepingCapacity: true)
        indexedSymbols.removeAll(keepingCapacity: true)
        indexedMarkers.removeAll(keepingCapacity: true)
        explanation.removeAll(keepingCapacity: true)
    }

    /// A constraint's row with its markers: its terms with basic symbols replaced by their rows,
    /// plus the slack, errors or dummy its relation and strength call for, its constant made
    /// non-negative. Nil when summing terms overflowed.
    private mutating func makeRow(
        _ terms: [(Symbol, Double)], constant: Double, relation: Relation, strength: Strength
    ) -> (Row, ConstraintMarkers)? {
        var row = tableau.makeRow(constant: constant)
        insertedScratch.removeAll(keepingCapacity: true)
        for (symbol, coefficient) in terms {
            tableau.add(coefficient, times: symbol, to: &row, inserted: &insertedScratch, merged: &mergedScratch)
        }
        guard row.isFinite else { return nil }
        let priority = strength.isRequired ? nil : strength.priority
        let markers: ConstraintMarkers
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // `e ≤ 0` becomes `e + slack = 0`, `e ≥ 0` becomes `e − slack = 0`; a non-required one
            // also gets an error on the other side, so that `e` may exceed its bound by the error.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(sign, times: slack)
            var error: Symbol?
            if let priority {
                let symbol = tableau.makeSymbol(.error)
                row.add(-sign, times: symbol)
                tableau.objective.addError(symbol, priority: priority)
                error = symbol
            }
            markers = ConstraintMarkers(marker: slack, other: error, priority: priority)
        case .equal:
            if let priority {
                // `e = plus − minus`, both errors weighed.
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.add(-1, times: plus)
                row.add(1, times: minus)
                tableau.objective.addError(plus, priority: priority)
                tableau.objective.addError(minus, priority: priority)
                markers = ConstraintMarkers(marker: plus, other: minus, priority: priority)
            } else {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(1, times: dummy)
                markers = ConstraintMarkers(marker: dummy, other: nil, priority: nil)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, markers)
    }

    /// Gives `variable` a column.
    private mutating func register(_ variable: Variable, newVariables: inout [Variable]) -> Symbol {
        let symbol = tableau.makeSymbol(.external)
        symbols[variable] = symbol
        newVariables.append(variable)
        return symbol
    }

    /// Forgets variables registered by a call that failed (their columns stay empty).
    private mutating func forget(_ newVariables: [Variable]) {
        for variable in newVariables { symbols[variable] = nil }
    }

    /// The symbol to solve a new row for: a user variable if it has one, else the constraint's
    /// slack or error when its coefficient is negative (so that the solved row's constant, the
    /// symbol's value, is ≥ 0); nil when neither fits and phase one must add it.
    private static func subject(of row: Row, markers: ConstraintMarkers) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        let fits = { (symbol: Symbol) in symbol.isPivotable && row.coefficient(of: symbol) < 0 }
        if fits(markers.marker) { return markers.marker }
        return markers.other.flatMap { fits($0) ? $0 : nil }
    }
}

/// Why the solver refused a call. Every refused call leaves the solver as it was before it.
package enum SolverError: Error, Equatable {
    /// This required constraint conflicts with the required ones already added ("Unable to
    /// simultaneously satisfy constraints"); it was not added.
    case unsatisfiable(Constraint)
    /// The constraint is already in the solver.
    case duplicate(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a non-required strength (a required one could never follow a suggestion).
    case badRequiredStrength
    /// A coefficient or the constant of the constraint is NaN or infinite, or becomes infinite once
    /// the terms of one variable are summed.
    case nonFiniteConstraint(Constraint)
    /// The suggested value for this edit variable is NaN or infinite.
    case nonFiniteSuggestion(Variable)
    /// The constraint's priority is not within 1…1000.
    case invalidPriority(Constraint)
    /// The priority given for this edit variable is not within 1…1000.
    case invalidEditPriority(Variable)
}

/// `Σ coefficient × variable + constant relation 0` at a strength, over variables the caller
/// numbers (small non-negative integers, used as array indices): `Solver.add(_: IndexedConstraint)`.
package struct IndexedConstraint: Sendable {
    /// `coefficient × variable`, one summand; a variable may occur in several.
    package struct Term: Sendable {
        /// The caller's number of the unknown.
        package var variable: Int
        /// Its factor.
        package var coefficient: Double

        /// `coefficient × variable`.
        package init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The summands with a variable; their order numbers new variables' columns, which breaks ties.
    package var terms: [Term]
    /// The summand without one.
    package var constant: Double
    /// How the sum compares with zero.
    package var relation: Relation
    /// Required, or a priority to weigh against the others.
    package var strength: Strength

    /// `Σ terms + constant relation 0` at `strength`.
    package init(terms: [Term], constant: Double, relation: Relation, strength: Strength) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
    }
}

/// Why the solver refused an `IndexedConstraint` (the solver is left as it was).
package enum IndexedConstraintError: Error, Equatable {
    /// It is required and conflicts with the required ones already added.
    case unsatisfiable
    /// A coefficient or the constant is NaN or infinite, or summing one variable's terms overflowed.
    case nonFinite
    /// Its priority is not within 1…1000.
    case invalidPriority
}
