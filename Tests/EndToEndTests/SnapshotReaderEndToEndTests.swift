import Foundation
import SkeletonCodecs
import TestSupport
import Testing

/// The three code-built screens as the snapshot files an app writes, in a folder of the test's own.
private func writeFixtures(in scratch: TemporaryDirectory) throws -> [(file: String, layout: String)] {
    [
        (try scratch.write("Feed.snapshot.json", SnapshotFixtures.feed), "Feed"),
        (try scratch.write("Profile.snapshot.json", SnapshotFixtures.profile), "ProfileView"),
        (try scratch.write("Inbox.snapshot.json", SnapshotFixtures.inbox), "Inbox"),
    ]
}

@Test func everySnapshotFixtureValidatesWithTheReachabilityLintOnTheAppsFlags() throws {
    let scratch = try TemporaryDirectory()
    let fixtures = try writeFixtures(in: scratch)
    let warnings = try fixtures.map { fixture in
        let result = try Executable.run(["validate", fixture.file])
        #expect(result.status == 0, "\(fixture.file): \(result.error)")
        return result.standard.components(separatedBy: "\n").filter { $0.contains("warning:") }.count
    }
    // Only the feed's post card stops SkeletonView before a flagged view.
    #expect(warnings == [1, 0, 0])
    let folder = try Executable.run(["validate", scratch.path])
    #expect(folder.standard.contains("validated 3 themes: 0 errors, 1 warning"), "\(folder.standard)")
}

@Test func everySnapshotFixtureCapturesAndItsListsRowsAreDrawn() throws {
    let scratch = try TemporaryDirectory()
    for fixture in try writeFixtures(in: scratch) {
        let out = scratch.file("\(fixture.layout).png")
        let result = try Executable.run(
            ["capture", fixture.file, "--layout", fixture.layout, "--style", "solid", "--out", out])
        #expect(result.status == 0, "\(fixture.file): \(result.error)")
    }
    let inbox = try PNGFile.read(path: scratch.file("Inbox.png"))
    func pixel(_ x: Int, _ y: Int) -> UInt32 { inbox.pixels[y * inbox.width + x] }
    // Rows start under the 47-point safe area; the first message row (after the 72-point header
    // row) has its avatar at 47 + 72 + 12 = 131 … 179, and the gap below it (179 … 203) is background.
    #expect(pixel(40, 155) != pixel(40, 190))
    #expect(pixel(40, 190) == pixel(200, 700))
    // The fourth message row's avatar, 3 × 72 lower.
    #expect(pixel(40, 155 + 216) == pixel(40, 155))
}

@Test func aBatchShotOfASnapshotIsTheSingleCaptureOfIt() throws {
    let scratch = try TemporaryDirectory()
    let fixture = try writeFixtures(in: scratch)[2]
    let single = scratch.file("single.png")
    let captured = try Executable.run(
        ["capture", fixture.file, "--layout", fixture.layout, "--style", "gradient", "--out", single])
    #expect(captured.status == 0, "\(captured.error)")
    let shots = try scratch.write(
        "shots.json", #"{"shots": [{"theme": "Inbox.snapshot.json", "layout": "Inbox", "style": "gradient"}]}"#)
    let batch = try Executable.run(["capture", "--batch", shots, "--out-dir", scratch.file("out")])
    #expect(batch.status == 0, "\(batch.error)")
    let written = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).filter {
        $0.hasSuffix(".png")
    }
    #expect(written.count == 1)
    let shot = try #require(written.first)
    #expect(
        try Data(contentsOf: URL(fileURLWithPath: scratch.file("out/\(shot)")))
            == Data(contentsOf: URL(fileURLWithPath: single)))
}

@Test func snapshotsImportIntoOneThemeThatValidatesAndTheirTreesNameTheAppsClasses() throws {
    let scratch = try TemporaryDirectory()
    let fixtures = try writeFixtures(in: scratch)
    let theme = scratch.file("screens.theme.json")
    let imported = try Executable.run(["import"] + fixtures.map(\.file) + ["--out", theme])
    #expect(imported.status == 0, "\(imported.error)")
    #expect(imported.standard == "imported 3 layouts from 3 files into \(theme)\n")
    let validated = try Executable.run(["validate", theme])
    #expect(validated.status == 0)
    #expect(validated.standard.contains("0 errors"))
    let tree = try Executable.run(["tree", fixtures[1].file, "--layout", "ProfileView"])
    #expect(tree.status == 0)
    #expect(tree.standard.contains(#""reference" : "AvatarView""#))
    #expect(!tree.standard.contains("BadgeLabel"))
}

@Test func aBadSnapshotFailsValidationWithItsLocatedError() throws {
    let scratch = try TemporaryDirectory()
    let file = try scratch.write(
        "Bad.snapshot.json", SnapshotFixtures.profile.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 3")
    )
    let result = try Executable.run(["validate", file])
    #expect(result.status == 1)
    #expect(
        result.standard.contains(
            "\(file):1:52: error: snapshot format version 3; this skeleton-preview reads version 1"),
        "\(result.standard)")
}
