import Foundation
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCodecs

/// `capture --inspect VIEW`: the window's inspector drawn over one frame, the view left as it is.
struct CaptureInspectTests {
    /// Captures the inspector theme's card (640 × 360, so the panel has room) with `options`.
    static func capture(_ options: [String], in folder: TemporaryDirectory) throws -> (CommandRun, Framebuffer?) {
        let theme = try folder.write("inspect.theme.json", inspectorTheme)
        let out = folder.file("card-\(options.joined(separator: "-")).png")
        let run = CommandRun(
            ["capture", theme, "--layout", "Card", "--size", "640x360", "--out", out] + options,
            services: TestPlatform.services)
        return (run, run.status == 0 ? try PNGFile.read(path: out) : nil)
    }

    /// The pixels of `rect` (device pixels) of `image`.
    static func pixels(of image: Framebuffer, in rect: PixelRect) -> [UInt32] {
        (rect.y..<rect.y + rect.height).flatMap { y in
            (rect.x..<rect.x + rect.width).map { x in image.pixels[y * image.width + x] }
        }
    }

    @Test func theInspectedViewIsUntouchedAndThePanelIsDrawnBesideIt() throws {
        let folder = try TemporaryDirectory()
        let (plainRun, plain) = try Self.capture([], in: folder)
        let (run, inspected) = try Self.capture(["--inspect", "photo"], in: folder)
        #expect(plainRun.status == 0 && run.status == 0, "\(run.error)")
        let before = try #require(plain)
        let after = try #require(inspected)
        // The photo at 140,10 50×50: its pixels are the plain capture's (the outline lies outside it).
        let photo = PixelRect(x: 140, y: 10, width: 50, height: 50)
        #expect(Self.pixels(of: after, in: photo) == Self.pixels(of: before, in: photo))
        // The panel goes right of the outline (192 + 8 = 200 onwards), level with it (y 8), and is
        // opaque: its left padding (x 200…212, under the first line) is the panel colour alone.
        let right = PixelRect(x: 201, y: 30, width: 8, height: 30)
        #expect(Set(Self.pixels(of: after, in: right)) == [0xFF1C_1C1E])
    }

    @Test func aTreePathInspectsTheSameViewAsItsID() throws {
        let folder = try TemporaryDirectory()
        let (_, byID) = try Self.capture(["--inspect", "photo"], in: folder)
        let (_, byPath) = try Self.capture(["--inspect", "0.2"], in: folder)
        #expect(try #require(byID).pixels == (try #require(byPath)).pixels)
    }

    @Test func anUnknownViewIsAFailureNamingTheClosestID() throws {
        let folder = try TemporaryDirectory()
        let (run, _) = try Self.capture(["--inspect", "phot"], in: folder)
        #expect(run.status == 1)
        #expect(run.error.contains("--inspect: no view with id or tree path 'phot' in layout 'Card'"))
        #expect(run.error.contains("(did you mean 'photo'?)"))
    }

    @Test func inspectGoesWithOneFrameOnly() throws {
        let folder = try TemporaryDirectory()
        let (run, _) = try Self.capture(["--inspect", "photo", "--frames", "3"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("--inspect draws the inspector over one frame of one layout"))
    }
}
