import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

private let feed = ["--layout", "Social feed"]

@Test func repeatedCapturesAreByteIdentical() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let arguments =
        [Repository.theme("default")] + feed + ["--style", "gradientAnimated", "--time", "1.37", "--scale", "2"]
    let first = try Executable.run(["capture"] + arguments + ["--out", folder + "/a.png"])
    let second = try Executable.run(["capture"] + arguments + ["--out", folder + "/b.png"])
    #expect(first.status == 0 && second.status == 0)
    let bytes = try #require(Executable.bytes(folder + "/a.png"))
    #expect(bytes == Executable.bytes(folder + "/b.png"))
    #expect(PNGHeader.size(of: bytes)! == (780, 1688))
}

@Test func captureOfAnotherMomentDiffers() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let base = ["capture", Repository.theme("default")] + feed + ["--style", "gradientAnimated"]
    _ = try Executable.run(base + ["--time", "0.5", "--out", folder + "/a.png"])
    _ = try Executable.run(base + ["--time", "1.0", "--out", folder + "/b.png"])
    #expect(Executable.bytes(folder + "/a.png") != Executable.bytes(folder + "/b.png"))
}

@Test func compareWithAnEqualBaselineExitsZero() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let arguments = ["capture", Repository.theme("default")] + feed + ["--style", "solid"]
    _ = try Executable.run(arguments + ["--out", folder + "/baseline.png"])
    let result = try Executable.run(arguments + ["--compare", folder + "/baseline.png"])
    #expect(result.status == 0)
    #expect(result.standard.hasPrefix("matches \(folder)/baseline.png: 0 pixels differ"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/baseline.diff.png"))
}

@Test func compareWithADifferentBaselineExitsOneAndWritesActualAndDiff() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let arguments = ["capture", Repository.theme("default")] + feed
    _ = try Executable.run(arguments + ["--style", "solid", "--out", folder + "/baseline.png"])
    let result = try Executable.run(
        arguments + ["--style", "gradient", "--out", folder + "/now.png", "--compare", folder + "/baseline.png"])
    #expect(result.status == 1)
    #expect(result.standard.contains("pixels differ by more than 0 (largest difference"))
    #expect(result.standard.hasSuffix("wrote \(folder)/now.actual.png and \(folder)/now.diff.png\n"))
    let actual = try PNGFile.read(path: folder + "/now.actual.png")
    let baseline = try PNGFile.read(path: folder + "/baseline.png")
    let diff = try PNGFile.read(path: folder + "/now.diff.png")
    let changed = zip(actual.pixels, baseline.pixels).map { $0 != $1 }
    #expect(diff.pixels.enumerated().allSatisfy { ($1 == 0xFFFF_0000) == changed[$0] })
    let count = changed.filter { $0 }.count
    #expect(result.standard.contains(": \(count) pixels differ by more than 0"))
}

@Test func aThresholdAboveTheLargestDifferenceMatches() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let arguments = ["capture", Repository.theme("default")] + feed
    _ = try Executable.run(arguments + ["--style", "solid", "--out", folder + "/baseline.png"])
    let result = try Executable.run(
        arguments + ["--style", "gradient", "--compare", folder + "/baseline.png", "--threshold", "255"])
    #expect(result.status == 0)
    // The count and the threshold in one phrase: no "0 pixels differ" beside a non-zero difference.
    #expect(result.standard.contains(": 0 pixels differ by more than 255 (largest difference "))
}

@Test func compareWithAMissingBaselineFails() throws {
    let result = try Executable.run(
        ["capture", Repository.theme("default")] + feed + ["--compare", "/nonexistent/b.png"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: cannot read the baseline /nonexistent/b.png"))
}

@Test func contactSheetHasEveryLayoutTimesFourStylesWithLabels() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let result = try Executable.run(["capture", Repository.theme("default"), "--all", "--out", folder + "/sheet.png"])
    #expect(result.status == 0)
    let sheet = try PNGFile.read(path: folder + "/sheet.png")
    #expect(sheet.width == 16 + 4 * (390 + 16))
    #expect(sheet.height == 6000)
    let canvas = sheet.pixels[0]
    for column in 0..<4 {
        let centre = 16 + column * 406 + 195
        let title = (18..<36).flatMap { y in (centre - 30..<centre + 30).map { sheet.pixels[y * sheet.width + $0] } }
        #expect(title.contains { $0 != canvas }, "column \(column) has a style name")
    }
    let rowTitle = (42..<60).flatMap { y in (16..<80).map { sheet.pixels[y * sheet.width + $0] } }
    #expect(rowTitle.contains { $0 != canvas }, "the first row has its layout name")
}

@Test func contactSheetWithBothAppearancesHasEightColumns() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let result = try Executable.run(
        [
            "capture", Repository.theme("default"), "--all", "--appearances", "light,dark", "--scale", "0.5", "--out",
            folder + "/sheet.png",
        ])
    #expect(result.status == 0)
    let size = try #require(PNGHeader.size(of: Executable.bytes(folder + "/sheet.png")!))
    #expect(size.width == 16 + 8 * (195 + 16))
}

@Test func filmstripHasNFramesSideBySide() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let result = try Executable.run(
        [
            "capture", Repository.theme("default"), "--layout", "Media card", "--frames", "5", "--fps", "10", "--out",
            folder + "/strip.png",
        ])
    #expect(result.status == 0)
    let size = try #require(PNGHeader.size(of: Executable.bytes(folder + "/strip.png")!))
    #expect(size.width == 12 + 5 * (360 + 12))
    #expect(size.height == 12 + 420 + 22)
}

@Test func animatedGIFLoopsForeverWithOneFramePerStep() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let result = try Executable.run(
        [
            "capture", Repository.theme("default"), "--layout", "Media card", "--style", "gradientAnimated",
            "--animated", folder + "/loop.gif",
        ])
    #expect(result.status == 0)
    let bytes = try #require(Executable.bytes(folder + "/loop.gif"))
    #expect(bytes.prefix(6) == Data("GIF89a".utf8))
    #expect(bytes.range(of: Data("NETSCAPE2.0".utf8)) != nil)
    // 1.5 s sliding loop at 25 fps.
    let frames = bytes.indices.dropLast(3).filter {
        bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 && bytes[$0 + 2] == 0x04
    }
    #expect(frames.count == 38)
    #expect(bytes.last == 0x3B)
}

@Test func unknownLayoutListsTheAvailableOnes() throws {
    let scratch = try TemporaryDirectory()
    let result = try Executable.run([
        "capture", Repository.theme("default"), "--layout", "Social fed", "--out", scratch.file("x.png"),
    ])
    #expect(result.status == 1)
    #expect(
        result.error.hasPrefix(
            "error: no layout 'Social fed' in \(Repository.theme("default")) (did you mean 'Social feed'?); available: Social feed, Profile header,"
        ))
}

@Test func unwritableOutputFailsWithoutLeavingAFile() throws {
    let result = try Executable.run(["capture", Repository.theme("default")] + feed + ["--out", "/nonexistent/x.png"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: cannot write /nonexistent/x.png"))
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent"))
}

@Test func hideAtShowsTheContentAfterTheTransition() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let base = ["capture", Repository.theme("default")] + feed + ["--style", "solid"]
    _ = try Executable.run(base + ["--out", folder + "/skeleton.png"])
    _ = try Executable.run(base + ["--hide-at", "1", "--time", "2", "--out", folder + "/content.png"])
    _ = try Executable.run(base + ["--hide-at", "1", "--time", "3", "--out", folder + "/later.png"])
    #expect(Executable.bytes(folder + "/skeleton.png") != Executable.bytes(folder + "/content.png"))
    #expect(Executable.bytes(folder + "/content.png") == Executable.bytes(folder + "/later.png"))
}

@Test func aStoryboardCapturesAtItsDeviceSizeInTheLookOfTheGivenTheme() throws {
    let scratch = try TemporaryDirectory()
    let storyboard = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/App/Profile.storyboard")
    let result = try Executable.run([
        "capture", storyboard, "--layout", "Profile", "--bridge", "--theme", Repository.theme("flat"), "--scale", "2",
        "--out", scratch.file("profile.png"),
    ])
    #expect(result.status == 0, "\(result.error)")
    let image = try PNGFile.read(path: scratch.file("profile.png"))
    #expect((image.width, image.height) == (786, 1704))
}

/// The animated WebP at `path`, decoded by libwebp.
private func webpAnimation(_ path: String) throws -> WebPAnimation {
    let bytes = try #require(Executable.bytes(path))
    return try #require(WebPAnimation(Array(bytes)))
}

/// Runs `capture` on the default theme's media card sliding from 0.5 s with `options`.
private func captureMediaCard(_ options: [String]) throws -> Executable.Result {
    try Executable.run(
        [
            "capture", Repository.theme("default"), "--layout", "Media card", "--style", "gradientAnimated", "--time",
            "0.5",
        ]
            + options)
}

@Test func animatedWebPFramesEqualThePNGCapturesOfTheSameTimes() throws {
    let scratch = try TemporaryDirectory()
    #expect(try captureMediaCard(["--animated", scratch.file("loop.webp"), "--fps", "4"]).status == 0)
    let animation = try webpAnimation(scratch.file("loop.webp"))
    #expect(animation.loopCount == 0)
    // The 1.5 s sliding loop in 6 steps of 250 ms.
    #expect(animation.endTimes == [250, 500, 750, 1000, 1250, 1500])
    #expect(animation.frames.count == 6)
    for (index, frame) in animation.frames.enumerated() {
        let png = scratch.file("\(index).png")
        let time = 0.5 + 1.5 * Double(index) / 6
        #expect(try captureMediaCard(["--time", "\(time)", "--out", png]).status == 0)
        #expect(frame.pixels == (try PNGFile.read(path: png)).pixels, "frame \(index) at \(time) s")
    }
}

@Test func animatedWebPKeepsTheLoopLengthExactAtAnyFrameRate() throws {
    let scratch = try TemporaryDirectory()
    // 1.5 s at 7 fps: 11 frames of 136.36… ms, rounded per frame so the loop still lasts 1 500 ms.
    #expect(try captureMediaCard(["--animated", scratch.file("LOOP.WEBP"), "--fps", "7"]).status == 0)
    let animation = try webpAnimation(scratch.file("LOOP.WEBP"))
    #expect(animation.endTimes == [136, 273, 409, 545, 682, 818, 955, 1091, 1227, 1364, 1500])
}

@Test func aStillStyleAsWebPIsOneStillImage() throws {
    let scratch = try TemporaryDirectory()
    #expect(
        try Executable.run([
            "capture", Repository.theme("default"), "--layout", "Media card", "--style", "solid", "--animated",
            scratch.file("still.webp"), "--out", scratch.file("still.png"),
        ]).status == 0)
    let animation = try webpAnimation(scratch.file("still.webp"))
    // One frame is written as a plain (not animated) WebP, which every viewer shows as it is.
    let bytes = try #require(Executable.bytes(scratch.file("still.webp")))
    #expect(bytes.range(of: Data("ANIM".utf8)) == nil)
    #expect(animation.frames.map(\.pixels) == [try PNGFile.read(path: scratch.file("still.png")).pixels])
}
