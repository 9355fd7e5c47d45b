import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

/// A 2×1 image whose first pixel is `first`.
private func image(_ first: UInt32) throws -> Framebuffer {
    var fb = try #require(Framebuffer(width: 2, height: 1, fill: 0xFF00_0000))
    fb.pixels[0] = first
    return fb
}

/// A goldens folder and an artefacts folder side by side in a fresh temporary folder.
private struct Scratch {
    /// Holds both folders.
    let root: TemporaryDirectory

    /// A fresh pair.
    init(_ label: String = #function) throws {
        root = try TemporaryDirectory(label)
    }

    /// The folder in `mode`.
    func folder(_ mode: RecordMode) -> GoldenFolder {
        GoldenFolder(goldens: root.file("goldens"), artifacts: root.file("artifacts"), target: "T", mode: mode)
    }

    /// The files of a subfolder, sorted (empty when it does not exist).
    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.file(folder))) ?? []).sorted()
    }
}

@Test func recordModeIsMissingWhenUnsetOrEmpty() throws {
    #expect(try RecordMode.from([:]) == .missing)
    #expect(try RecordMode.from(["SNAPSHOT_RECORD": ""]) == .missing)
}

@Test(arguments: RecordMode.allCases)
func recordModeIsTheOneNamed(mode: RecordMode) throws {
    #expect(try RecordMode.from(["SNAPSHOT_RECORD": mode.rawValue]) == mode)
}

@Test func recordModeOneIsTheOlderSpellingOfAll() throws {
    #expect(try RecordMode.from(["SNAPSHOT_RECORD": "1"]) == .all)
}

@Test func anUnknownRecordModeIsAnErrorListingTheValidOnes() {
    #expect(throws: UnknownRecordMode(value: "yes")) { try RecordMode.from(["SNAPSHOT_RECORD": "yes"]) }
    #expect(
        UnknownRecordMode(value: "yes").description
            == "SNAPSHOT_RECORD=yes is not a record mode; use one of: missing, failed, all, never")
}

@Test(arguments: ["1", "true", "yes"])
func continuousIntegrationNeverRecordsWhateverTheVariableSays(ci: String) throws {
    #expect(try RecordMode.from(["CI": ci, "SNAPSHOT_RECORD": "all"]) == .never)
    #expect(try RecordMode.from(["CI": ci]) == .never)
}

@Test(arguments: ["", "0", "false", "FALSE"])
func aCIVariableOfEmptyZeroOrFalseIsNotContinuousIntegration(ci: String) throws {
    #expect(try RecordMode.from(["CI": ci, "SNAPSHOT_RECORD": "failed"]) == .failed)
}

@Test func goldenFolderIsTheSnapshotsFolderOfTheTestTargetWithArtefactsUnderBuild() throws {
    let folder = try GoldenFolder(for: Repository.path("Tests/SkeletonRasterTests/Sub/X.swift"), environment: [:])
    #expect(folder.goldens == Repository.path("Tests/SkeletonRasterTests/__Snapshots__"))
    #expect(folder.artifacts == Repository.path(".build/snapshot-failures/SkeletonRasterTests"))
    #expect(folder.target == "SkeletonRasterTests")
    #expect(folder.mode == .missing)
    #expect(folder.rerecordCommand == "SNAPSHOT_RECORD=failed swift test --filter SkeletonRasterTests")
}

@Test func snapshotArtifactsNamesTheArtefactsFolder() throws {
    let folder = try GoldenFolder(
        for: Repository.path("Tests/SkeletonRasterTests/X.swift"), environment: ["SNAPSHOT_ARTIFACTS": "/tmp/shots"])
    #expect(folder.artifacts == "/tmp/shots/SkeletonRasterTests")
}

@Test func missingModeRecordsAMissingGoldenAndFails() throws {
    let scratch = try Scratch()
    let fb = try image(0xFFFF_FFFF)
    let failure = try #require(GoldenImage.compare(fb, named: "g", in: scratch.folder(.missing)))
    let golden = scratch.root.file("goldens/g.png")
    #expect(
        failure
            == "recorded golden \(golden) (2×1) in SNAPSHOT_RECORD mode missing; review it, commit it and run the test again"
    )
    #expect(try PNGFile.read(path: golden).pixels == fb.pixels)
    #expect(GoldenImage.compare(fb, named: "g", in: scratch.folder(.missing)) == nil)
}

@Test func neverModeFailsOnAMissingGoldenWithoutWritingIt() throws {
    let scratch = try Scratch()
    let failure = try #require(GoldenImage.compare(try image(0xFFFF_FFFF), named: "g", in: scratch.folder(.never)))
    #expect(
        failure
            == "golden \(scratch.root.file("goldens/g.png")) is missing and SNAPSHOT_RECORD is never (always on CI); "
            + "record it with: SNAPSHOT_RECORD=missing swift test --filter T")
    #expect(scratch.files("goldens") == [])
    #expect(scratch.files("artifacts") == [])
}

@Test func aDifferenceWritesTheActualAndDiffImagesOutsideTheGoldensFolder() throws {
    let scratch = try Scratch()
    _ = GoldenImage.compare(try image(0xFFFF_FFFF), named: "g", in: scratch.folder(.missing))
    let changed = try image(0xFF00_FF00)
    let failure = try #require(GoldenImage.compare(changed, named: "g", in: scratch.folder(.missing)))
    let actual = scratch.root.file("artifacts/g.actual.png")
    let diff = scratch.root.file("artifacts/g.diff.png")
    #expect(
        failure
            == "1 pixels differ from the golden (largest channel difference 255) (golden \(scratch.root.file("goldens/g.png"))); "
            + "see \(actual) and \(diff); if the change is intended re-record with: SNAPSHOT_RECORD=failed swift test --filter T"
    )
    #expect(scratch.files("goldens") == ["g.png"])
    #expect(scratch.files("artifacts") == ["g.actual.png", "g.diff.png"])
    #expect(try PNGFile.read(path: actual).pixels == changed.pixels)
    #expect(try PNGFile.read(path: diff).pixels == [0xFFFF_0000, 0xFF80_8080])
    #expect(try PNGFile.read(path: scratch.root.file("goldens/g.png")).pixels == [0xFFFF_FFFF, 0xFF00_0000])
}

@Test func failedModeRewritesAGoldenThatDiffersAndFails() throws {
    let scratch = try Scratch()
    _ = GoldenImage.compare(try image(0xFFFF_FFFF), named: "g", in: scratch.folder(.missing))
    let changed = try image(0xFF00_FF00)
    let failure = try #require(GoldenImage.compare(changed, named: "g", in: scratch.folder(.failed)))
    #expect(failure.hasPrefix("recorded golden \(scratch.root.file("goldens/g.png")) (2×1) (it differed: 1 pixels"))
    #expect(try PNGFile.read(path: scratch.root.file("goldens/g.png")).pixels == changed.pixels)
    #expect(scratch.files("artifacts") == [])
    #expect(GoldenImage.compare(changed, named: "g", in: scratch.folder(.never)) == nil)
}

@Test func failedModeLeavesAMatchingGoldenAlone() throws {
    let scratch = try Scratch()
    let fb = try image(0xFFFF_FFFF)
    _ = GoldenImage.compare(fb, named: "g", in: scratch.folder(.missing))
    #expect(GoldenImage.compare(fb, named: "g", in: scratch.folder(.failed)) == nil)
}

@Test func allModeRerecordsEvenAMatchingGoldenAndFails() throws {
    let scratch = try Scratch()
    let fb = try image(0xFFFF_FFFF)
    _ = GoldenImage.compare(fb, named: "g", in: scratch.folder(.missing))
    let failure = try #require(GoldenImage.compare(fb, named: "g", in: scratch.folder(.all)))
    #expect(failure.hasPrefix("recorded golden"))
}

@Test func aTextGoldenThatDiffersLeavesItsActualTextInTheArtefactsFolder() throws {
    let scratch = try Scratch()
    _ = GoldenText.compare("one\n", named: "t.json", in: scratch.folder(.missing))
    #expect(GoldenText.compare("one\n", named: "t.json", in: scratch.folder(.never)) == nil)
    let failure = try #require(GoldenText.compare("two\n", named: "t.json", in: scratch.folder(.never)))
    #expect(failure.hasPrefix("t.json differs from its golden (golden \(scratch.root.file("goldens/t.json")))"))
    #expect(try String(contentsOfFile: scratch.root.file("artifacts/t.json.actual"), encoding: .utf8) == "two\n")
    #expect(try String(contentsOfFile: scratch.root.file("goldens/t.json"), encoding: .utf8) == "one\n")
}
