import Foundation
import SkeletonCodecs
import TestSupport
import Testing

@Test func captureWritesAPNGOfTheLayoutSize() throws {
    let scratch = try TemporaryDirectory()
    let out = scratch.file("feed.png")
    let run = CommandRun(
        ["capture", Repository.theme("default"), "--layout", "Social feed", "--out", out],
        services: TestPlatform.services)
    #expect(run.error == "")
    #expect(run.status == 0)
    let image = try PNGFile.read(path: out)
    #expect(image.width == 390 && image.height == 844, "\(run.standard)")
}
