import ConstraintSolver
import Testing

/// The operators build the expressions they read as, and constraints solve to the same values.
@Suite struct OperatorTests {
    @Test func arithmeticBuildsTermsAndConstants() {
        let (a, b) = (Variable(), Variable())
        let expression = 2 * a - b / 4 + 3 - (-a) + (10 - b) * 0.5
        let coefficient = { (variable: Variable) in
            expression.terms.filter { $0.variable === variable }.reduce(0) { $0 + $1.coefficient }
        }
        #expect(coefficient(a) == 3)
        #expect(coefficient(b) == -0.75)
        #expect(expression.constant == 8)
    }

    @Test func eachRelationSolvesAsWritten() throws {
        let (a, b, c) = (Variable(), Variable(), Variable())
        var solver = Solver()
        try solver.add(100 == a)
        try solver.add(b == a / 2 + 8)
        try solver.add(c <= b - a)
        try solver.add(-c >= 50)
        try solver.add((c == 0).priority(250))
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [100, 58, -50])
    }

    @Test func aConstraintIsItsLeftSideMinusItsRightSide() {
        let (a, b) = (Variable(), Variable())
        let constraint = (a >= b + 8).priority(750)
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.strength == Strength(priority: 750))
        #expect(constraint.expression.constant == -8)
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -1])
    }

    @Test func manyTiedConstraintsDoNotCycle() throws {
        // Fifty copies of each bound pin x at 0 through degenerate pivots; ties at one priority too.
        let (x, y) = (Variable(), Variable())
        var solver = Solver()
        for _ in 0..<50 {
            try solver.add(x >= 0)
            try solver.add(x <= 0)
            try solver.add((y == x + 5).priority(500))
            try solver.add((y == x - 5).priority(500))
        }
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(abs(y.value) <= 5)
    }
}
