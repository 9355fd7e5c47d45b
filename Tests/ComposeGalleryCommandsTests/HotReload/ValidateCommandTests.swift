import Foundation
import TestSupport
import Testing

@testable import SkeletonCommands

/// Runs validate and captures (status, stdout lines, stderr lines).
private func validate(_ arguments: [String]) -> (Int32, [String], [String]) {
    var out: [String] = []
    var err: [String] = []
    let output = CommandOutput(standard: { out.append($0) }, error: { err.append($0) })
    let status = ValidateCommand.run(arguments: arguments, fontResolver: nil, output: output)
    return (
        status, out.joined().split(separator: "\n").map(String.init),
        err.joined().split(separator: "\n").map(String.init)
    )
}

@Test func validateExitsZeroForCleanThemes() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    write(#"{"layouts": [{"name": "A", "size": [10, 10], "root": {}}]}"#, to: folder + "/a.theme.json")
    let (status, out, err) = validate([folder])
    #expect(status == 0)
    #expect(out == ["validated 1 theme: 0 errors, 0 warnings"])
    #expect(err == [])
}

@Test func validateExitsOneAndPrintsEachProblem() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    write("{\n  \"style\": \"solidd\",\n  \"layouts\": []\n}", to: folder + "/b.theme.json")
    let (status, out, _) = validate([folder + "/b.theme.json"])
    #expect(status == 1)
    #expect(
        out == [
            folder + "/b.theme.json:2:12: error: unknown style `solidd` (at style) — did you mean `solid`?",
            folder
                + "/b.theme.json:3:14: warning: theme has an empty `layouts` list; the gallery will be empty (at layouts) — add a layout or an include",
            "validated 1 theme: 1 error, 1 warning",
        ])
}

@Test func validateUsageErrorsExitTwo() {
    #expect(validate([]).0 == 2)
    #expect(validate(["--frobnicate", "x"]).0 == 2)
    #expect(validate(["--help"]).0 == 0)
    #expect(validate(["--help"]).1.first == "usage: skeleton-preview validate THEME_OR_DIR ...")
    #expect(
        validate(["--frobnicate", "x"]).2 == [
            "error: unknown option '--frobnicate'", "usage: skeleton-preview validate THEME_OR_DIR ...",
        ])
}

@Test func validateReportsAMissingFileAsAnError() {
    let (status, out, _) = validate(["/nonexistent/t.theme.json"])
    #expect(status == 1)
    #expect(
        out.first
            == "/nonexistent/t.theme.json:1:1: error: file `t.theme.json` not found — check the path (includes are relative to the including file)"
    )
}

@Test func validateReportsAStoryboardsBrokenConstraintWithBothPlaces() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.path + "/Card.storyboard"
    write(
        cardStoryboard(constraints: [
            #"<constraint firstItem="card" firstAttribute="width" constant="100" id="narrow"/>"#,
            #"<constraint firstItem="card" firstAttribute="width" constant="200" id="wide"/>"#,
        ]), to: path)
    var out: [String] = []
    let output = CommandOutput(standard: { out.append($0) }, error: { _ in })
    let status = ValidateCommand.run(
        arguments: [path], fontResolver: nil, metrics: FakeTextMetrics(), output: output)
    #expect(status == 0)
    #expect(
        out.joined().split(separator: "\n").map(String.init) == [
            // A file that flags no view says so once, at its document, with the ways to flag views.
            path + ":2:1: warning: no view in this file is skeletonable, so SkeletonView draws no skeleton here: its "
                + "screens are shown as the app shows them with the skeleton off — set isSkeletonable on the views "
                + "in IB, or preview them as the app flags them in code: --flag VIEW,… by Object ID, user label, "
                + "custom class or element (--flag label,imageView --bridge flags every label and image view and the "
                + "views holding them)",
            path + ":17:29: warning: Unable to simultaneously satisfy constraints: probably at least one of these 2 "
                + "is one you don't want: constraint narrow at \(path):16:29, constraint wide at \(path):17:29; will "
                + "attempt to recover by breaking constraint wide (left out, as UIKit breaks one) — fix the "
                + "constraint in Xcode (its id is the Object ID in the Identity inspector)",
            // Nothing places the card, nor gives it a height: IB would mark it ambiguous too.
            path + ":11:29: warning: ambiguous layout: the constraints leave the horizontal position, vertical "
                + "position and height of view `card` open — add the missing constraints in Xcode (Editor › "
                + "Resolve Auto Layout Issues)",
            "validated 1 storyboard (1 screen): 0 errors, 3 warnings",
        ])
}

/// A folder of five themes that each have an empty `layouts` list: the same warning in five files.
private func folderOfFiveEmptyThemes() throws -> TemporaryDirectory {
    let scratch = try TemporaryDirectory()
    for name in ["a", "b", "c", "d", "e"] {
        write("{\n  \"style\": \"solid\",\n  \"layouts\": []\n}", to: scratch.path + "/\(name).theme.json")
    }
    return scratch
}

@Test func validatePrintsAWarningManyFilesShareAtItsFirstThreePlacesAndCountsTheRest() throws {
    let scratch = try folderOfFiveEmptyThemes()
    let folder = scratch.path
    let (status, out, _) = validate([folder])
    #expect(status == 0)
    let warning =
        ":3:14: warning: theme has an empty `layouts` list; the gallery will be empty (at layouts) — add a layout or an include"
    #expect(
        out == [
            folder + "/a.theme.json" + warning, folder + "/b.theme.json" + warning, folder + "/c.theme.json" + warning,
            "note: 2 more places have the warning \"theme has an empty `layouts` list…\" (first at \(folder)/a.theme.json:3:14); "
                + "`skeleton-preview validate --all-warnings PATH` lists every one",
            // The count is of every place, printed or not.
            "validated 5 themes: 0 errors, 5 warnings",
        ])
}

@Test func validateWithAllWarningsPrintsEveryPlace() throws {
    let scratch = try folderOfFiveEmptyThemes()
    let (status, out, _) = validate(["--all-warnings", scratch.path])
    #expect(status == 0)
    #expect(out.count == 6)
    #expect(out.filter { $0.contains(": warning: theme has an empty `layouts` list") }.count == 5)
    #expect(!out.contains { $0.hasPrefix("note:") })
}

@Test func theSummaryCountsEachKindOfFileAndTheScreensOfInterfaceBuilderOnes() {
    var checked = ValidateCommand.CheckedFiles()
    #expect(ValidateCommand.summary(checked, errors: 0, warnings: 0) == "validated 0 themes: 0 errors, 0 warnings")
    checked.add("a.theme.json", layouts: 3)
    #expect(ValidateCommand.summary(checked, errors: 1, warnings: 1) == "validated 1 theme: 1 error, 1 warning")
    checked.add("Main.storyboard", layouts: 4)
    checked.add("Broken.storyboard", layouts: 0)  // did not load: no screens of its own
    checked.add("Cell.xib", layouts: 1)
    checked.add("Screen.snapshot.json", layouts: 1)
    #expect(
        ValidateCommand.summary(checked, errors: 2, warnings: 0)
            == "validated 2 themes, 2 storyboards (4 screens), 1 xib (1 view): 2 errors, 0 warnings")
}
