import ConstraintSolver
import Testing

/// Refused calls: conflicts, duplicates, unknowns and bad numbers, each leaving the solver as it was.
@Suite struct ErrorTests {
    @Test func aConflictingRequiredEqualityIsRefusedAndNotAdded() throws {
        let x = Variable()
        let conflict = x == 20
        var solver = Solver()
        try solver.add(x == 10)
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aConflictFoundInPhaseOneLeavesTheSolutionAsItWas() throws {
        // x ≥ 10 and y = x + 5 are required; x ≤ 5 conflicts only through the slack of x ≥ 10,
        // which phase one discovers after pivoting. Priorities keep x at 10 before and after.
        let (x, y) = (Variable(), Variable())
        let conflict = x <= 5
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y == x + 5)
        try solver.add((x == 0).priority(250))
        try solver.add((y == 100).priority(200))
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 15])
        // It still works: a new bound moves both.
        try solver.add(x >= 12)
        solver.updateVariables()
        #expect([x.value, y.value] == [12, 17])
        try solver.add(conflict.priority(900))
        solver.updateVariables()
        #expect([x.value, y.value] == [12, 17])
    }

    @Test func aRefusedConstraintCanBeAddedOnceTheConflictIsRemoved() throws {
        let x = Variable()
        let (first, second) = (x == 10, x == 20)
        var solver = Solver()
        try solver.add(first)
        #expect(throws: SolverError.unsatisfiable(second)) { try solver.add(second) }
        try solver.remove(first)
        try solver.add(second)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func aContradictionWithoutVariablesIsRefused() throws {
        let x = Variable()
        let never = Constraint(Expression(terms: [Term(x), Term(x, coefficient: -1)], constant: 1), .equal)
        var solver = Solver()
        #expect(throws: SolverError.unsatisfiable(never)) { try solver.add(never) }
        try solver.add(Constraint(Expression(constant: -1), .lessThanOrEqual))
    }

    @Test func addingTwiceIsADuplicate() throws {
        let x = Variable()
        let pinned = x == 1
        var solver = Solver()
        try solver.add(pinned)
        #expect(throws: SolverError.duplicate(pinned)) { try solver.add(pinned) }
    }

    @Test func removingAConstraintNeverAddedIsUnknown() throws {
        let stranger = Variable() == 1
        var solver = Solver()
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        try solver.add(stranger)
        try solver.remove(stranger)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
    }

    @Test func editVariableMistakesAreRefused() throws {
        let x = Variable()
        var solver = Solver()
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: .defaultLow)
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersInAConstraintAreRefused(_ bad: Double) throws {
        let (x, y) = (Variable(), Variable())
        var solver = Solver()
        try solver.add(y == 3)
        let badCoefficient = Constraint(Expression(terms: [Term(x, coefficient: bad)]), .equal)
        let badConstant = Constraint(Expression(terms: [Term(x)], constant: bad), .greaterThanOrEqual)
        #expect(throws: SolverError.nonFiniteConstraint(badCoefficient)) { try solver.add(badCoefficient) }
        #expect(throws: SolverError.nonFiniteConstraint(badConstant)) { try solver.add(badConstant) }
        #expect(!solver.contains(badCoefficient))
        try solver.add(x == y + 1)
        solver.updateVariables()
        #expect([x.value, y.value] == [4, 3])
    }

    @Test func termsThatOverflowWhenSummedAreRefused() throws {
        let x = Variable()
        let overflowing = Constraint(
            Expression(terms: [Term(x, coefficient: 1e308), Term(x, coefficient: 1e308)]), .equal)
        var solver = Solver()
        #expect(throws: SolverError.nonFiniteConstraint(overflowing)) { try solver.add(overflowing) }
    }

    @Test func aNonFiniteSuggestionIsRefusedAndTheLastOneKept() throws {
        let x = Variable()
        var solver = Solver()
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(12, for: x)
        #expect(throws: SolverError.nonFiniteSuggestion(x)) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.nonFiniteSuggestion(x)) { try solver.suggestValue(.infinity, for: x) }
        solver.updateVariables()
        #expect(x.value == 12)
        try solver.suggestValue(13, for: x)
        solver.updateVariables()
        #expect(x.value == 13)
    }

    @Test(arguments: [0, -5, 1000.5, 1e9, .nan, .infinity])
    func prioritiesOutsideUIKitsRangeAreRefused(_ priority: Double) throws {
        let x = Variable()
        let constraint = (x == 1).priority(priority)
        var solver = Solver()
        #expect(throws: SolverError.invalidPriority(constraint)) { try solver.add(constraint) }
        #expect(throws: SolverError.invalidEditPriority(x)) {
            try solver.addEditVariable(x, strength: Strength(priority: priority))
        }
    }
}
