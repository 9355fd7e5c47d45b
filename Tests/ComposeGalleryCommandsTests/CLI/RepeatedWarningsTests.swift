import SkeletonDocument
import Testing

@testable import SkeletonCommands

/// Folding a warning many files share, and never an error.
struct RepeatedWarningsTests {
    private func diagnostic(_ file: String, _ severity: Diagnostic.Severity, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: 2, column: 1, severity: severity, message: message, keyPath: "", fix: "fix it")
    }

    @Test func aWarningIsPrintedAtItsFirstThreePlacesAndCountedAtTheOthers() {
        var repeats = RepeatedWarnings()
        let admitted = (1...5).map {
            repeats.admits(diagnostic("f\($0).xib", .warning, "custom class `X` is drawn as its base, view"))
        }
        #expect(admitted == [true, true, true, false, false])
        #expect(
            repeats.summary == [
                "note: 2 more places have the warning \"custom class `X` is drawn as its base…\" (first at f1.xib:2:1); "
                    + "`skeleton-preview validate --all-warnings PATH` lists every one"
            ])
    }

    @Test func errorsAreNeverFoldedNorCounted() {
        var repeats = RepeatedWarnings()
        #expect((1...5).allSatisfy { repeats.admits(diagnostic("f\($0).json", .error, "unknown style")) })
        #expect(repeats.summary.isEmpty)
    }

    @Test func warningsThatDifferAreEachPrintedAndOneMoreIsSaidInTheSingular() {
        var repeats = RepeatedWarnings()
        let first = (1...4).map { repeats.admits(diagnostic("f\($0).xib", .note, "paired from code")) }
        let warningAdmitted = repeats.admits(diagnostic("g.xib", .warning, "paired from code"))
        #expect(warningAdmitted)
        #expect(first == [true, true, true, false])
        #expect(
            repeats.summary == [
                "note: 1 more place has the note \"paired from code\" (first at f1.xib:2:1); "
                    + "`skeleton-preview validate --all-warnings PATH` lists every one"
            ])
    }

    @Test func showingAllFoldsNothing() {
        var repeats = RepeatedWarnings(showsAll: true)
        #expect((1...5).allSatisfy { repeats.admits(diagnostic("f\($0).xib", .warning, "same")) })
        #expect(repeats.summary.isEmpty)
    }
}
