import ConstraintSolver
import Testing

/// Removal and edit variables re-solve from the previous solution.
@Suite struct IncrementalTests {
    @Test func removingTheWinningConstraintRestoresThePreviousSolution() throws {
        let x = Variable()
        let strong = (x == 20).priority(750)
        var solver = Solver()
        try solver.add((x == 10).priority(500))
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.contains(strong))
    }

    @Test func removingARequiredBoundFreesTheVariable() throws {
        let x = Variable()
        let bound = x >= 50
        var solver = Solver()
        try solver.add((x == 10).priority(500))
        try solver.add(bound)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.remove(bound)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func removingOneOfTwoRedundantConstraintsKeepsTheOther() throws {
        let x = Variable()
        let (first, second) = (x == 10, x == 10)
        var solver = Solver()
        try solver.add((x == 0).priority(250))
        try solver.add(first)
        try solver.add(second)
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(second)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func removingEveryConstraintInAnyOrderLeavesTheRest() throws {
        // left 0, width 100, right = left + width; remove the width and the preference takes over.
        let (left, width, right) = (Variable(), Variable(), Variable())
        let fixedWidth = width == 100
        let sum = right == left + width
        var solver = Solver()
        try solver.add(left == 0)
        try solver.add(sum)
        try solver.add(fixedWidth)
        try solver.add((width == 40).priority(250))
        try solver.remove(fixedWidth)
        solver.updateVariables()
        #expect([width.value, right.value] == [40, 40])
        try solver.add(fixedWidth)
        try solver.remove(sum)
        try solver.add((right == 7).priority(100))
        solver.updateVariables()
        #expect([width.value, right.value] == [100, 7])
    }

    @Test func aSuggestionMovesEverythingPinnedToTheEditVariable() throws {
        // Screen width edit variable; a view 16 pt inside each edge, at most 400 wide, centred.
        let screen = Variable("screen")
        let (left, width) = (Variable("left"), Variable("width"))
        var solver = Solver()
        try solver.addEditVariable(screen, strength: Strength(priority: 999))
        try solver.add(left >= 16)
        try solver.add(left + width <= screen - 16)
        try solver.add(width <= 400)
        try solver.add((width == screen - 32).priority(750))
        try solver.add((2 * left + width == screen).priority(750))
        try solver.suggestValue(320, for: screen)
        solver.updateVariables()
        #expect([screen.value, left.value, width.value] == [320, 16, 288])
        try solver.suggestValue(1024, for: screen)
        solver.updateVariables()
        #expect([screen.value, left.value, width.value] == [1024, 312, 400])
        try solver.suggestValue(375, for: screen)
        solver.updateVariables()
        #expect([screen.value, left.value, width.value] == [375, 16, 343])
    }

    @Test func aSuggestionLosesToRequiredConstraints() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add(x <= 100)
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.suggestValue(60, for: x)
        solver.updateVariables()
        #expect(x.value == 60)
    }

    @Test func aSuggestionWinsOverLowerPrioritiesOnly() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add((x == 10).priority(500))
        try solver.add((x == 30).priority(900))
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(20, for: x)
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test func removingAnEditVariableDropsItsPull() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add((x == 10).priority(250))
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func twoEditVariablesFollowTheirOwnSuggestions() throws {
        let (width, height, area) = (Variable(), Variable(), Variable())
        var solver = Solver()
        try solver.addEditVariable(width, strength: Strength(priority: 999))
        try solver.addEditVariable(height, strength: Strength(priority: 999))
        try solver.add(area == width + height)
        for (w, h) in [(320.0, 568.0), (390, 844), (1024, 1366)] {
            try solver.suggestValue(w, for: width)
            try solver.suggestValue(h, for: height)
            solver.updateVariables()
            #expect([width.value, height.value, area.value] == [w, h, w + h])
        }
    }
}
