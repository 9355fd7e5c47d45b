import ConstraintSolver
import Testing

/// `Solver.conflict`: which accepted constraints, with the one just refused, cannot all hold, read
/// from the solver's proof of the refusal.
@Suite struct ConflictExplanationTests {
    /// `Σ coefficient × variable + constant relation 0`.
    private func indexed(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation = .equal, priority: Double = 1000
    ) -> IndexedConstraint {
        IndexedConstraint(
            terms: terms.map { IndexedConstraint.Term(variable: $0.0, coefficient: $0.1) }, constant: constant,
            relation: relation, strength: Strength(priority: priority))
    }

    @Test func twoEqualitiesOfOneVariableNameEachOther() throws {
        // x = 10, y = 3, then x = 20: only the first is in the way.
        var solver = Solver()
        try solver.add(indexed([(0, 1)], -10))
        try solver.add(indexed([(1, 1)], -3))
        #expect(throws: IndexedConstraintError.unsatisfiable) { try solver.add(indexed([(0, 1)], -20)) }
        #expect(solver.conflict == [0])
    }

    @Test func aChainNamesEveryLinkAndNoBystander() throws {
        // Widths a (0) and b (1) in a 414-point row (2): 20 + a + 10 + b + 20 = row, a = 300, then
        // b = 300; the 100-point height (3) and a wish for b (priority 250) stay out of it.
        var solver = Solver()
        try solver.add(indexed([(2, 1)], -414))
        try solver.add(indexed([(3, 1)], -100))
        try solver.add(indexed([(0, 1), (1, 1), (2, -1)], 50))
        try solver.add(indexed([(1, 1)], -40, priority: 250))
        try solver.add(indexed([(0, 1)], -300))
        #expect(throws: IndexedConstraintError.unsatisfiable) { try solver.add(indexed([(1, 1)], -300)) }
        #expect(solver.conflict == [0, 2, 4])
        // The refusal left the solution as it was: b takes what is left, 414 - 50 - 300 = 64.
        #expect(solver.value(ofIndexed: 1) == 64)
    }

    @Test func anInequalityThatCannotBeMetNamesTheBoundsAgainstIt() throws {
        // x ≥ 10 and x ≤ y, y = 5 fixed; then a new x ≤ 8 conflicts with x ≥ 10 alone, and the
        // refused x ≥ 6 (against x ≤ y = 5) with the last two.
        var solver = Solver()
        try solver.add(indexed([(0, 1)], -10, .greaterThanOrEqual))
        #expect(throws: IndexedConstraintError.unsatisfiable) {
            try solver.add(indexed([(0, 1)], -8, .lessThanOrEqual))
        }
        #expect(solver.conflict == [0])
        var other = Solver()
        try other.add(indexed([(1, 1)], -5))
        try other.add(indexed([(0, 1), (1, -1)], 0, .lessThanOrEqual))
        #expect(throws: IndexedConstraintError.unsatisfiable) {
            try other.add(indexed([(0, 1)], -6, .greaterThanOrEqual))
        }
        #expect(other.conflict == [0, 1])
    }

    @Test func nothingIsNamedBeforeARefusalOrAfterAReset() throws {
        var solver = Solver()
        try solver.add(indexed([(0, 1)], -10))
        #expect(solver.conflict == [])
        #expect(throws: IndexedConstraintError.unsatisfiable) { try solver.add(indexed([(0, 1)], -20)) }
        solver.reset()
        #expect(solver.conflict == [])
    }
}
