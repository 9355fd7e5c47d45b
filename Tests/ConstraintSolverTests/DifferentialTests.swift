import ConstraintSolver
import Foundation
import Testing

/// The solver against kiwisolver, an independent Cassowary: the committed fixture always, and a
/// fresh, larger set when Python can import kiwisolver (`.ci/install-deps.sh test` installs it).
@Suite struct DifferentialTests {
    /// The repository root (this file is Tests/ConstraintSolverTests/DifferentialTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Fixtures/kiwi-cases.json: `python3 Assets/solver-differential.py --seed 1 --cases 150`.
    static func fixture() throws -> KiwiCases {
        let data = try Data(
            contentsOf: root.appendingPathComponent("Tests/ConstraintSolverTests/Fixtures/kiwi-cases.json"))
        return try JSONDecoder().decode(KiwiCases.self, from: data)
    }

    @Test func theFixtureMatchesKiwi() throws {
        let cases = try Self.fixture()
        let outcome = cases.replay()
        #expect(cases.cases.count == 450)
        #expect(outcome.checks > 1000)
        #expect(outcome.valueChecks > 500)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) differences: \(outcome.failures.prefix(5))")
    }

    @Test func aWrongAnswerInTheFixtureIsCaught() throws {
        // The comparison can fail: move one of kiwi's unique values and one of its level errors.
        var cases = try Self.fixture()
        var movedValue = false
        var movedLevel = false
        for caseIndex in cases.cases.indices {
            for opIndex in cases.cases[caseIndex].ops.indices {
                guard case .check(var expected) = cases.cases[caseIndex].ops[opIndex] else { continue }
                if !movedValue, expected.values != nil {
                    expected.values![0] += 1
                    movedValue = true
                } else if !movedLevel, !expected.levels.isEmpty {
                    expected.levels[0][1] += 1
                    movedLevel = true
                }
                cases.cases[caseIndex].ops[opIndex] = .check(expected)
            }
        }
        #expect(movedValue && movedLevel)
        #expect(cases.replay().failures.count == 2)
    }

    @Test(.enabled(if: KiwiOracle.python != nil, "needs python3 with kiwisolver (.ci/install-deps.sh test)"))
    func freshSystemsMatchLiveKiwi() throws {
        let seed = ProcessInfo.processInfo.environment["SOLVER_DIFFERENTIAL_SEED"].flatMap(Int.init) ?? 2
        let cases = try KiwiOracle.generate(seed: seed, casesPerFamily: 1000, root: Self.root)
        let outcome = cases.replay()
        #expect(outcome.checks > 6000)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) differences: \(outcome.failures.prefix(5))")
    }
}
