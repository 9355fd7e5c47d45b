import Foundation
import SkeletonCodecs
import TestSupport
import Testing

/// A 390-point layout: a padded stack of a full-width bar, and a badge placed by frame.
private let themeText = #"""
    {"layouts": [{"name": "L", "size": [390, 844], "root": {"type": "view", "children": [
      {"type": "stack", "padding": 16, "children": [{"type": "view", "height": 40, "backgroundColor": "silver"}]},
      {"type": "view", "id": "badge", "frame": [300, 10, 60, 30], "backgroundColor": "silver"}]}}]}
    """#

/// The rectangles `dump` reports for the layout's skeleton blocks.
private func blocks(_ result: Executable.Result) throws -> [[Double]] {
    let json = try JSONSerialization.jsonObject(with: Data(result.standard.utf8)) as? [String: Any]
    let commands = json?["commands"] as? [[String: Any]] ?? []
    return commands.filter { $0["role"] as? String == "block" }.compactMap { $0["rect"] as? [Double] }
}

@Test func dumpOnADeviceReflowsTheStackKeepsTheFrameAndSaysSo() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write("t.theme.json", themeText)
    let bare = try Executable.run(["dump", theme, "--layout", "L", "--style", "solid"])
    #expect(try blocks(bare) == [[16, 16, 358, 40], [300, 10, 60, 30]])
    #expect(bare.error.isEmpty)
    let pad = try Executable.run(["dump", theme, "--layout", "L", "--style", "solid", "--device", "ipad-10-landscape"])
    #expect(pad.status == 0, "\(pad.error)")
    #expect(try blocks(pad) == [[16, 16, 1148, 40], [300, 10, 60, 30]])
    #expect(
        pad.error
            == "note: 1 view of 'L' is placed by `frame` (as Interface Builder files place every subview) and keeps its "
            + "stored frame on iPad (10th generation) landscape (safe area 1180×776 pt); only stacks and fill/fit sizes re-flow\n"
    )
}

@Test func captureOnADeviceWritesTheFrameAtItsPointSizeTimesTheScale() throws {
    let scratch = try TemporaryDirectory()
    let theme = Repository.theme("default")
    for (device, scale, size) in [("iphone-15", "1", (409, 868)), ("iphone-se-landscape", "2", (1366, 782))] {
        let out = scratch.file("\(device).png")
        let result = try Executable.run([
            "capture", theme, "--layout", "Social feed", "--device", device, "--scale", scale, "--out", out,
        ])
        #expect(result.status == 0, "\(result.error)")
        let image = try PNGFile.read(path: out)
        #expect((image.width, image.height) == size)
    }
}

@Test func captureVariantsWritesTheGridAndMistakesAreUsageErrors() throws {
    let scratch = try TemporaryDirectory()
    let theme = Repository.theme("default")
    let out = scratch.file("grid.png")
    let result = try Executable.run([
        "capture", theme, "--layout", "Profile header", "--variants", "--vary", "device=iphone-se,iphone-15-pro-max",
        "--scale", "0.25", "--out", out,
    ])
    #expect(result.status == 0, "\(result.error)")
    let grid = try PNGFile.read(path: out)
    // Two rows (one per device) of four frames: 391×683 and 446×948 points at ¼.
    #expect((grid.width, grid.height) == (16 + 4 * (112 + 16), 16 + (24 + 171 + 16) + (24 + 237 + 16)))
    let typo = try Executable.run([
        "capture", theme, "--layout", "Profile header", "--device", "iphone-15-pro", "--out", out,
    ])
    #expect(typo.status == 2)
    #expect(
        typo.error.hasPrefix(
            "error: unknown device 'iphone-15-pro' for --device (did you mean 'iphone-15-pro-max'?); choose one of iphone-se,"
        ))
}
