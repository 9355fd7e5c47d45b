import ConstraintSolver
import Testing

/// Constraints over caller-numbered variables (`Solver.add(_: IndexedConstraint)`): solved as the
/// same constraints over `Variable`s are, bad ones refused with the solver left as it was.
@Suite struct IndexedConstraintTests {
    /// `Σ coefficient × variable + constant relation 0`.
    private func indexed(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation = .equal, priority: Double = 1000
    ) -> IndexedConstraint {
        IndexedConstraint(
            terms: terms.map { IndexedConstraint.Term(variable: $0.0, coefficient: $0.1) }, constant: constant,
            relation: relation, strength: Strength(priority: priority))
    }

    @Test func aViewPinnedInsideItsSuperviewGetsTheRemainingWidth() throws {
        // 0 = superview left, 1 = superview width, 2 = view left, 3 = view width.
        var solver = Solver()
        try solver.add(indexed([(0, 1)], 0))
        try solver.add(indexed([(1, 1)], -320))
        try solver.add(indexed([(2, 1), (0, -1)], -16))
        try solver.add(indexed([(2, 1), (3, 1), (0, -1), (1, -1)], 16))
        try solver.add(indexed([(3, 1)], -100, priority: 250))
        #expect([0, 1, 2, 3].map(solver.value(ofIndexed:)) == [0, 320, 16, 288])
    }

    @Test func prioritiesAndInequalitiesSolveAsWithVariables() throws {
        // x ≥ 10, y = x + 5, x = 0 @250, y = 100 @200, x ≤ 40 @900: the same system both ways.
        let (x, y) = (Variable(), Variable())
        var named = Solver()
        for constraint in [x >= 10, y == x + 5, (x == 0).priority(250), (y == 100).priority(200)] {
            try named.add(constraint)
        }
        named.updateVariables()
        var numbered = Solver()
        try numbered.add(indexed([(7, 1)], -10, .greaterThanOrEqual))
        try numbered.add(indexed([(3, 1), (7, -1)], -5))
        try numbered.add(indexed([(7, 1)], 0, priority: 250))
        try numbered.add(indexed([(3, 1)], -100, priority: 200))
        #expect([numbered.value(ofIndexed: 7), numbered.value(ofIndexed: 3)] == [x.value, y.value])
        #expect([x.value, y.value] == [10, 15])
    }

    @Test func aVariableNoConstraintMentionsIsZero() throws {
        var solver = Solver()
        try solver.add(indexed([(2, 1)], -5))
        #expect(solver.value(ofIndexed: 0) == 0)
        #expect(solver.value(ofIndexed: 2) == 5)
        #expect(solver.value(ofIndexed: 99) == 0)
    }

    @Test func aConflictIsRefusedAndLeavesTheSolutionAsItWas() throws {
        var solver = Solver()
        try solver.add(indexed([(0, 1)], -10))
        #expect(throws: IndexedConstraintError.unsatisfiable) { try solver.add(indexed([(0, 1)], -20)) }
        #expect(solver.value(ofIndexed: 0) == 10)
        // A variable first seen in the refused constraint stays unknown, then works as new.
        #expect(throws: IndexedConstraintError.unsatisfiable) {
            try solver.add(indexed([(0, 1), (1, 0)], -30))
        }
        #expect(solver.value(ofIndexed: 1) == 0)
        try solver.add(indexed([(1, 1), (0, -1)], -2))
        #expect(solver.value(ofIndexed: 1) == 12)
    }

    @Test func badNumbersAndPrioritiesAreRefused() throws {
        var solver = Solver()
        #expect(throws: IndexedConstraintError.nonFinite) { try solver.add(indexed([(0, .nan)], 0)) }
        #expect(throws: IndexedConstraintError.nonFinite) { try solver.add(indexed([(0, 1)], .infinity)) }
        #expect(throws: IndexedConstraintError.nonFinite) {
            try solver.add(indexed([(0, .greatestFiniteMagnitude), (0, .greatestFiniteMagnitude)], 0))
        }
        #expect(throws: IndexedConstraintError.invalidPriority) { try solver.add(indexed([(0, 1)], 0, priority: 0)) }
        #expect(throws: IndexedConstraintError.invalidPriority) {
            try solver.add(indexed([(0, 1)], 0, priority: 1001))
        }
        try solver.add(indexed([(0, 1)], -3))
        #expect(solver.value(ofIndexed: 0) == 3)
    }
}
