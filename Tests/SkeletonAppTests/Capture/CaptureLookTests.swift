import Foundation
import Testing

@testable import SkeletonApp

@Test func captureWritesAPNGOfTheLayoutSize() throws {
    let folder = NSTemporaryDirectory() + "capture-look-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/feed.png"
    let run = CommandRun(
        ["capture", TestPlatform.themesFolder + "/default.theme.json", "--layout", "Social feed", "--out", out],
        services: TestPlatform.services)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(FileManager.default.fileExists(atPath: out), "\(run.standard)")
}
