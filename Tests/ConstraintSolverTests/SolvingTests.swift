import ConstraintSolver
import Testing

/// Required equalities and inequalities, solved by hand.
@Suite struct SolvingTests {
    @Test func chainedEqualitiesGiveTheirUniqueSolution() throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        var solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        try solver.add(z == 2 * y - x)
        solver.updateVariables()
        #expect([x.value, y.value, z.value] == [10, 15, 20])
    }

    @Test func aViewPinnedInsideItsSuperviewGetsTheRemainingWidth() throws {
        // superview 0…320; subview 16 pt inside on each side: left 16, width 288.
        let (superLeft, superWidth) = (Variable(), Variable())
        let (left, width) = (Variable(), Variable())
        var solver = Solver()
        try solver.add(superLeft == 0)
        try solver.add(superWidth == 320)
        try solver.add(left == superLeft + 16)
        try solver.add(left + width == superLeft + superWidth - 16)
        solver.updateVariables()
        #expect([left.value, width.value] == [16, 288])
    }

    @Test func equationsGivenInAnyFormAreSolvedTheSame() throws {
        // 3x + 2y = 12 and x − y = −1: x = 2, y = 3.
        let (x, y) = (Variable(), Variable())
        var solver = Solver()
        try solver.add(
            Constraint(Expression(terms: [Term(x, coefficient: 3), Term(y, coefficient: 2)], constant: -12), .equal))
        try solver.add(x - y == -1)
        solver.updateVariables()
        #expect(abs(x.value - 2) < 1e-12)
        #expect(abs(y.value - 3) < 1e-12)
    }

    @Test func aVariableRepeatedInAnExpressionIsSummed() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add(x + x + x == 30)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aLowerBoundHoldsAgainstAWeakerPreference() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0).priority(250))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func anUpperBoundHoldsAgainstAWeakerPreference() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add(x <= 20)
        try solver.add((x == 100).priority(250))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func aPreferenceWithinTheBoundsIsMet() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 15).priority(250))
        solver.updateVariables()
        #expect(x.value == 15)
    }

    @Test func inequalitiesBetweenVariablesOrderThem() throws {
        // a ≤ b − 8 ≤ c − 16 with c = 100 and a, b pulled up to 100: b = 92, a = 84.
        let (a, b, c) = (Variable(), Variable(), Variable())
        var solver = Solver()
        try solver.add(c == 100)
        try solver.add(a <= b - 8)
        try solver.add(b <= c - 8)
        try solver.add((a == 100).priority(500))
        try solver.add((b == 100).priority(500))
        solver.updateVariables()
        #expect([a.value, b.value] == [84, 92])
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let (x, y) = (Variable(), Variable())
        var solver = Solver()
        try solver.add(x + y == 20)
        try solver.add(x - y == 0)
        try solver.add(2 * x == 20)
        try solver.add(y == 10)
        solver.updateVariables()
        #expect([x.value, y.value] == [10, 10])
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable()
        let pinned = x == 10
        var solver = Solver()
        try solver.add(pinned)
        try solver.addEditVariable(x, strength: .defaultHigh)
        solver.reset()
        #expect(!solver.contains(pinned))
        #expect(!solver.hasEditVariable(x))
        try solver.add(x == 20)
        solver.updateVariables()
        #expect(x.value == 20)
    }
}
