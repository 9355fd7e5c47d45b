import ConstraintSolver
import Foundation

/// Constraint systems with kiwisolver's answers, as Assets/solver-differential.py writes them (its
/// docstring describes the format), and their replay through `Solver`.
struct KiwiCases: Decodable {
    /// One system and what to do with it.
    struct Case: Decodable {
        /// How many variables.
        let n: Int
        /// The constraints.
        let c: [FixtureConstraint]
        /// Adds, removals, edits, suggestions and checks, in order.
        var ops: [Operation]
    }

    /// `constant + Σ coefficient × variable  relation  0` at a priority.
    struct FixtureConstraint: Decodable {
        /// How the expression compares with zero.
        let relation: Relation
        /// The UIKit priority (1000: required).
        let priority: Double
        /// The constant and the terms, by variable number.
        let expression: (constant: Double, terms: [(variable: Int, coefficient: Double)])

        /// Reads `[relation, priority, constant, [variable, coefficient, …]]`.
        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            relation = ["=": .equal, "<": .lessThanOrEqual, ">": .greaterThanOrEqual][try fields.decode(String.self)]!
            priority = try fields.decode(Double.self)
            let constant = try fields.decode(Double.self)
            let flat = try fields.decode([Double].self)
            let terms = stride(from: 0, to: flat.count, by: 2).map { (Int(flat[$0]), flat[$0 + 1]) }
            expression = (constant, terms)
        }

        /// The constraint over `variables`.
        func constraint(_ variables: [Variable]) -> Constraint {
            let terms = expression.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
            return Constraint(
                Expression(terms: terms, constant: expression.constant), relation,
                strength: Strength(priority: priority))
        }

        /// How far `values` are from meeting it (0 when met).
        func violation(_ values: [Double]) -> Double {
            let left = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[$1.variable] }
            switch relation {
            case .equal: return abs(left)
            case .lessThanOrEqual: return max(0, left)
            case .greaterThanOrEqual: return max(0, -left)
            }
        }
    }

    /// One step of a case.
    enum Operation: Decodable {
        /// Add constraint number `Int`; kiwi found it unsatisfiable when `refusedByKiwi`.
        case add(Int, refusedByKiwi: Bool)
        /// Remove constraint number `Int`.
        case remove(Int)
        /// Make a variable an edit variable.
        case edit(variable: Int, priority: Double)
        /// Suggest a value for an edit variable.
        case suggest(variable: Int, value: Double)
        /// Compare the solution with kiwi's.
        case check(Expectation)

        /// Reads `["add", i]`, `["add", i, "unsatisfiable"]`, `["remove", i]`, `["edit", v, p]`,
        /// `["suggest", v, value]` or `["check", expectation]`.
        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            switch try fields.decode(String.self) {
            case "add":
                self = .add(try fields.decode(Int.self), refusedByKiwi: !fields.isAtEnd)
            case "remove": self = .remove(try fields.decode(Int.self))
            case "edit": self = .edit(variable: try fields.decode(Int.self), priority: try fields.decode(Double.self))
            case "suggest":
                self = .suggest(variable: try fields.decode(Int.self), value: try fields.decode(Double.self))
            default: self = .check(try fields.decode(Expectation.self))
            }
        }
    }

    /// kiwi's solution at a check.
    struct Expectation: Decodable {
        /// `[priority, total error]`, highest priority first.
        var levels: [[Double]]
        /// Every variable's value, when kiwi's solution is unique.
        var values: [Double]?
        /// `1`/`0` per constraint in the solver (in the order added), when the solution is unique.
        let satisfied: String?
    }

    /// The kiwisolver version that answered.
    let kiwisolver: String
    /// The generator's seed.
    let seed: Int
    /// The systems.
    var cases: [Case]

    /// What a replay found.
    struct Outcome {
        /// Checks made.
        var checks = 0
        /// Checks that compared every value (kiwi's solution was unique).
        var valueChecks = 0
        /// Differences from kiwi, each naming its case.
        var failures: [String] = []
    }

    /// Replays every case through `Solver`, comparing each check with kiwi's answer within `tolerance`.
    func replay(tolerance: Double = 1e-6) -> Outcome {
        var outcome = Outcome()
        for (index, kiwiCase) in cases.enumerated() {
            kiwiCase.replay(named: "seed \(seed) case \(index)", tolerance: tolerance, into: &outcome)
        }
        return outcome
    }
}

extension KiwiCases.Case {
    /// Replays the case, appending its differences to `outcome`.
    func replay(named name: String, tolerance: Double, into outcome: inout KiwiCases.Outcome) {
        let variables = (0..<n).map { Variable("x\($0)") }
        let constraints = c.map { $0.constraint(variables) }
        var solver = Solver()
        var active: [Int] = []
        var edits: [Int: (priority: Double, target: Double)] = [:]
        func fail(_ message: String) { outcome.failures.append("\(name): \(message)") }
        for operation in ops {
            do {
                switch operation {
                case .add(let index, let refusedByKiwi):
                    do {
                        try solver.add(constraints[index])
                        if refusedByKiwi { fail("constraint \(index) added; kiwi found it unsatisfiable") }
                        active.append(index)
                    } catch .unsatisfiable(let refused) where refused === constraints[index] && refusedByKiwi {}
                case .remove(let index):
                    try solver.remove(constraints[index])
                    active.removeAll { $0 == index }
                case .edit(let variable, let priority):
                    try solver.addEditVariable(variables[variable], strength: Strength(priority: priority))
                    edits[variable] = (priority, 0)
                case .suggest(let variable, let value):
                    try solver.suggestValue(value, for: variables[variable])
                    edits[variable]?.target = value
                case .check(let expected):
                    outcome.checks += 1
                    solver.updateVariables()
                    let values = variables.map(\.value)
                    for index in active where c[index].priority == 1000 && c[index].violation(values) > tolerance {
                        fail("required constraint \(index) broken by \(c[index].violation(values)) at \(values)")
                    }
                    var levels: [Double: Double] = [:]
                    for index in active where c[index].priority < 1000 {
                        levels[c[index].priority, default: 0] += c[index].violation(values)
                    }
                    for (variable, edit) in edits {
                        levels[edit.priority, default: 0] += abs(values[variable] - edit.target)
                    }
                    for level in expected.levels where abs(levels[level[0], default: 0] - level[1]) > tolerance {
                        fail(
                            "priority \(level[0]) error \(levels[level[0], default: 0]), kiwi \(level[1]), at \(values)"
                        )
                    }
                    guard let expectedValues = expected.values else { continue }
                    outcome.valueChecks += 1
                    if zip(values, expectedValues).contains(where: { abs($0 - $1) > tolerance }) {
                        fail("values \(values), kiwi \(expectedValues)")
                    }
                    let satisfied = String(active.map { c[$0].violation(values) <= tolerance ? "1" : "0" })
                    if let kiwiSatisfied = expected.satisfied, satisfied != kiwiSatisfied {
                        fail("satisfied \(satisfied), kiwi \(kiwiSatisfied)")
                    }
                }
            } catch {
                fail("\(operation) threw \(error)")
            }
        }
    }
}
