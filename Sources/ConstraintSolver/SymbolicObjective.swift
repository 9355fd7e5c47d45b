/// What the simplex minimises: Cassowary's symbolic weights. Each distinct non-required priority is
/// one level, a linear form summing that priority's errors; the levels are ordered high → low and
/// compared lexicographically, so the coefficient of a symbol is the vector of its coefficients in
/// each level. A priority-751 error therefore outweighs any amount of priority-750 error, which
/// kiwi's summed float weights (1 000 000 / 1 000 / 1) cannot express for UIKit's 999 levels.
///
/// Levels are dense arrays indexed by symbol, not sorted rows or dictionaries: the objective grows
/// with every non-required constraint, and substituting a short row into it must cost the short row
/// (no shifting of a long sorted row, no hashing per cell).
struct SymbolicObjective {
    /// The errors of one priority.
    struct Level {
        /// The UIKit priority (below 1000).
        let priority: Double
        /// Coefficients by symbol index, in terms of nonbasic symbols (0 past the end).
        var coefficients: [Double] = []
        /// The value of this level at the current solution.
        var constant = 0.0
        /// Error symbols of this priority in the system (the level goes when none is left).
        var errorCount = 0
    }

    /// Ordered by priority, highest first.
    private(set) var levels: [Level] = []
    /// Symbols whose coefficients changed since `enteringSymbol()` last found none to enter:
    /// only they can have a negative weight, so an optimisation after adding one constraint looks
    /// at that constraint's symbols, not at the whole objective.
    private var touched: [Symbol] = []
    /// Set when a level with leftover coefficients goes: every lower coefficient may change sign.
    private var needsFullScan = false
    /// Every symbol that has had a coefficient, by index (the arrays hold indices, not kinds).
    private var symbolsByIndex: [Symbol?] = []

    /// An empty objective.
    init() {}

    /// Phase one's objective: minimise `row`, a single level.
    init(artificial row: Row) {
        levels = [Level(priority: 0, constant: row.constant)]
        for cell in row.cells { add(cell.coefficient, times: cell.symbol, level: 0) }
    }

    /// Phase one's value: the first (only) level's constant.
    var artificialValue: Double { levels.first?.constant ?? 0 }

    /// The symbols with a weight in phase one's level, in creation order.
    var weightedSymbols: [Symbol] {
        guard let level = levels.first else { return [] }
        return level.coefficients.indices.compactMap { index in
            level.coefficients[index] != 0 ? symbolsByIndex[index] : nil
        }
    }

    /// The level of `priority`, created when it is the first of its priority.
    private mutating func levelIndex(creating priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }), levels[index].priority == priority {
            return index
        }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority), at: index)
        return index
    }

    /// Counts a new error symbol of `priority` and adds it (weight 1 within its level).
    mutating func addError(_ error: Symbol, priority: Double) {
        let index = levelIndex(creating: priority)
        levels[index].errorCount += 1
        add(1, times: error, level: index)
    }

    /// Takes away an error symbol of `priority`: `definition` is its row when it is basic. The level
    /// goes with its last error (its coefficients are then zero but for rounding).
    mutating func removeError(_ error: Symbol, priority: Double, definition: Row?) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        if let definition {
            add(definition, times: -1, level: index)
        } else {
            add(-1, times: error, level: index)
        }
        levels[index].errorCount -= 1
        if levels[index].errorCount == 0 {
            if levels[index].coefficients.contains(where: { $0 != 0 }) { needsFullScan = true }
            levels.remove(at: index)
        }
    }

    /// Adds `coefficient × symbol` to one level.
    private mutating func add(_ coefficient: Double, times symbol: Symbol, level: Int) {
        let index = symbol.index
        if index >= levels[level].coefficients.count {
            levels[level].coefficients.append(
                contentsOf: repeatElement(0, count: index + 1 - levels[level].coefficients.count))
        }
        if index >= symbolsByIndex.count {
            symbolsByIndex.append(contentsOf: repeatElement(nil, count: index + 1 - symbolsByIndex.count))
        }
        symbolsByIndex[index] = symbol
        let sum = levels[level].coefficients[index] + coefficient
        levels[level].coefficients[index] = Row.isNearZero(sum) ? 0 : sum
        touched.append(symbol)
    }

    /// `symbol`'s coefficient in `level`.
    private static func coefficient(of symbol: Symbol, in level: Level) -> Double {
        symbol.index < level.coefficients.count ? level.coefficients[symbol.index] : 0
    }

    /// Adds `multiplier × row` to one level.
    private mutating func add(_ row: Row, times multiplier: Double, level: Int) {
        levels[level].constant += row.constant * multiplier
        for cell in row.cells { add(cell.coefficient * multiplier, times: cell.symbol, level: level) }
    }

    /// Replaces `symbol`, which just became basic, by its row in every level.
    mutating func substitute(_ symbol: Symbol, with definition: Row) {
        for level in levels.indices {
            let coefficient = Self.coefficient(of: symbol, in: levels[level])
            guard coefficient != 0 else { continue }
            levels[level].coefficients[symbol.index] = 0
            add(definition, times: coefficient, level: level)
        }
    }

    /// Drops `symbol`'s column (phase one's artificial variable, fixed at 0 from then on).
    mutating func remove(_ symbol: Symbol) {
        for level in levels.indices where symbol.index < levels[level].coefficients.count {
            levels[level].coefficients[symbol.index] = 0
        }
    }

    /// The sign of `symbol`'s weight vector: that of its first coefficient that is not zero.
    private static func sign(of symbol: Symbol, in levels: [Level]) -> Double {
        for level in levels {
            let coefficient = Self.coefficient(of: symbol, in: level)
            if coefficient != 0 { return coefficient }
        }
        return 0
    }

    /// The primal simplex's entering symbol: by Bland's rule, the first-created slack or error whose
    /// weight is lexicographically negative (decreasing the objective); nil when the objective is
    /// minimal, which also forgets the touched symbols.
    mutating func enteringSymbol() -> Symbol? {
        var entering: Symbol?
        if needsFullScan {
            needsFullScan = false
            entering = Self.firstDecreasing(symbolsByIndex.lazy.compactMap { $0 }, in: levels)
        } else {
            // Read in place: a copy of `touched` would make emptying it below allocate anew each time.
            entering = Self.firstDecreasing(touched, in: levels)
        }
        if entering == nil { touched.removeAll(keepingCapacity: true) }
        return entering
    }

    /// The first-created slack or error among `candidates` whose weight in `levels` is
    /// lexicographically negative.
    private static func firstDecreasing(_ candidates: some Sequence<Symbol>, in levels: [Level]) -> Symbol? {
        var entering: Symbol?
        for symbol in candidates where symbol.isPivotable && sign(of: symbol, in: levels) < 0 {
            if entering.map({ symbol < $0 }) ?? true { entering = symbol }
        }
        return entering
    }

    /// Forgets the touched symbols once the dual simplex has restored feasibility: its pivots keep
    /// every weight lexicographically non-negative, so none of them can enter.
    mutating func forgetTouchedSymbols() { touched.removeAll(keepingCapacity: true) }

    /// The dual simplex's entering symbol for the infeasible `row`: among its slacks and errors with a
    /// positive coefficient, the one whose weight / coefficient is lexicographically least (so the
    /// objective stays optimal), the first-created on a tie; nil when there is none.
    func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.isPivotable {
            guard let current = best else {
                best = (cell.symbol, cell.coefficient)
                continue
            }
            if ratio(of: cell.symbol, cell.coefficient, isLessThan: current.symbol, current.coefficient) {
                best = (cell.symbol, cell.coefficient)
            }
        }
        return best?.symbol
    }

    /// Whether `weight(a) / ca` is lexicographically below `weight(b) / cb`, ties going to the
    /// first-created symbol.
    private func ratio(of a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let left = Self.coefficient(of: a, in: level) / ca
            let right = Self.coefficient(of: b, in: level) / cb
            if !Row.isNearZero(left - right) { return left < right }
        }
        return a < b
    }
}
