import Foundation
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCodecs
@testable import SkeletonCompose

/// `capture --animated LOOP.gif` of the small card's 1.5 s sliding loop from 0.5 s.
@Suite struct AnimatedCaptureTests {
    /// Runs `capture --animated` with `options` and decodes the GIF.
    static func gif(_ options: [String], in folder: TemporaryDirectory) throws -> (GIFDecoder, CommandRun) {
        let run = CommandRun(
            ["capture", try CaptureSheetTests.smallTheme(in: folder), "--layout", "Card", "--time", "0.5"]
                + options + ["--animated", folder.file("loop.gif")], services: TestPlatform.services)
        let bytes = try #require(FileManager.default.contents(atPath: folder.file("loop.gif")))
        return (try #require(GIFDecoder(Array(bytes))), run)
    }

    @Test func gifFramesEqualTheFullCapturesOfTheirTimes() throws {
        let folder = try TemporaryDirectory()
        let (gif, run) = try Self.gif(["--fps", "4"], in: folder)
        #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
        #expect(gif.delays == [25, 25, 25, 25, 25, 25])
        #expect(gif.disposals == [1, 1, 1, 1, 1, 1])
        #expect(gif.rects[0] == PixelRect(x: 0, y: 0, width: 100, height: 40))
        #expect(gif.rects.dropFirst().allSatisfy { $0.width * $0.height < 100 * 40 }, "\(gif.rects)")
        let captures = try (0..<6).map { index in
            let out = folder.file("\(index).png")
            let theme = folder.file("t.theme.json")
            let time = 0.5 + 1.5 * Double(index) / 6
            let run = CommandRun(
                ["capture", theme, "--layout", "Card", "--time", "\(time)", "--out", out],
                services: TestPlatform.services)
            #expect(run.status == 0)
            return try PNGFile.read(path: out)
        }
        // The GIF's colours: the palette over every capture (exact when they hold 256 colours or fewer).
        var palette = ColorPalette(frames: captures.map(\.pixels))
        let expected = captures.map { $0.pixels.map { palette.colors[Int(palette.index(of: $0))] } }
        #expect(gif.frames == expected)
    }

    @Test func aFrameRateOver50IsCappedSoNoDelayIsUnder2Centiseconds() throws {
        let folder = try TemporaryDirectory()
        let (gif, run) = try Self.gif(["--fps", "60"], in: folder)
        #expect(run.status == 0)
        #expect(gif.delays == Array(repeating: 2, count: 75))
        #expect(
            run.error
                == "note: --fps 60.0 would show each frame of the 1.5 s loop for less than 2 hundredths of a second, "
                + "which browsers slow to 10; writing 75 frames (at most 50 fps)\n")
    }

    @Test func delaysSumToTheLoopAtAFrameRateThatDoesNotDivideIt() throws {
        let folder = try TemporaryDirectory()
        let (gif, run) = try Self.gif(["--fps", "7"], in: folder)
        #expect(run.status == 0)
        #expect(gif.delays.count == 11)
        #expect(gif.delays.reduce(0, +) == 150)
        #expect(Set(gif.delays) == [13, 14])
    }
}
