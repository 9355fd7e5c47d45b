import ConstraintSolver
import Testing

/// Non-required constraints are met in priority order, lexicographically, as UIKit's are.
@Suite struct PriorityTests {
    @Test func theHigherPriorityWins() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add((x == 10).priority(250))
        try solver.add((x == 20).priority(750))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func priority751BeatsAThousandPriority750ConstraintsTogether() throws {
        // Summed float weights would let the thousand outvote the one; priorities must not.
        let x = Variable()
        var solver = Solver()
        for _ in 0..<1000 { try solver.add((x == 0).priority(750)) }
        try solver.add((x == 1000).priority(751))
        solver.updateVariables()
        #expect(x.value == 1000)
    }

    @Test func priority751BeatsAHugeViolationOfPriority750() throws {
        // Meeting the 751 constraint costs the 750 one an error of 10¹² (1000 × 10⁹).
        let (x, y) = (Variable(), Variable())
        var solver = Solver()
        try solver.add((1000 * x == 0).priority(750))
        try solver.add((y == 1).priority(750))
        try solver.add((x == 1e9).priority(751))
        solver.updateVariables()
        #expect(x.value == 1e9)
        #expect(y.value == 1)
    }

    @Test func eachPriorityIsMetAsFarAsTheHigherOnesAllow() throws {
        // 900 caps x at 50, 800 wants x ≥ 60 (broken, by as little as possible: x = 50),
        // 700 wants y = x + 5, 600 wants y = 0 (broken).
        let (x, y) = (Variable(), Variable())
        var solver = Solver()
        try solver.add((y == 0).priority(600))
        try solver.add((y == x + 5).priority(700))
        try solver.add((x >= 60).priority(800))
        try solver.add((x <= 50).priority(900))
        solver.updateVariables()
        #expect([x.value, y.value] == [50, 55])
    }

    @Test func errorsWithinOnePriorityWeighEqually() throws {
        // Three equal-priority wishes for x: the sum of |errors| is least at their median.
        let x = Variable()
        var solver = Solver()
        try solver.add((x == 10).priority(500))
        try solver.add((x == 20).priority(500))
        try solver.add((x == 70).priority(500))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func compressionResistanceBeatsHuggingAndAnOptionalPin() throws {
        // A label between two edges 100 apart: intrinsic width 120. Resistance (750) beats
        // hugging (250) and the optional trailing pin (500) gives way: width 120.
        let (leading, trailing, width) = (Variable(), Variable(), Variable())
        var solver = Solver()
        try solver.add(leading == 0)
        try solver.add(trailing == leading + width)
        try solver.add((trailing == 100).priority(500))
        try solver.add((width <= 120).priority(250))
        try solver.add((width >= 120).priority(750))
        solver.updateVariables()
        #expect([width.value, trailing.value] == [120, 120])
    }

    @Test func requiredBeatsEveryPriority() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add((x == 5).priority(999))
        try solver.add(x == 7)
        solver.updateVariables()
        #expect(x.value == 7)
    }

    @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
        let x = Variable()
        var solver = Solver()
        try solver.add((x == 1).priority(500))
        try solver.add((x == 2).priority(500.5))
        solver.updateVariables()
        #expect(x.value == 2)
    }
}
