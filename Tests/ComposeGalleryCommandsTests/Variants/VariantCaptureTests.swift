import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonCompose
@testable import SkeletonGallery

/// `capture --variants`: every cell is exactly the single capture with the cell's options, and the
/// window's variants view shows exactly the captured grid.
@Suite struct VariantCaptureTests {
    /// The pixels of `rect` in `image`.
    static func crop(_ image: Framebuffer, _ rect: PixelRect) -> [UInt32] {
        (rect.y..<rect.maxY).flatMap { row in (rect.x..<rect.maxX).map { image.pixels[row * image.width + $0] } }
    }

    /// Runs `capture` on the shipped default theme's social feed and reads the PNG it wrote.
    static func capture(_ options: [String], in folder: TemporaryDirectory, name: String) throws -> Framebuffer {
        let out = folder.file(name)
        let run = CommandRun(
            ["capture", Repository.themes + "/default.theme.json", "--layout", "Social feed", "--time", "1.3"]
                + options + ["--out", out], services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        return try PNGFile.read(path: out)
    }

    /// The single-capture options of a variant: its request's arguments.
    static func options(_ variant: VariantSet.Variant) -> [String] {
        variant.request.arguments
    }

    @Test func eachCellOfTheDefaultGridIsTheSingleCaptureOfItsVariant() throws {
        let folder = try TemporaryDirectory()
        let grid = try Self.capture(["--variants", "--scale", "0.5"], in: folder, name: "grid.png")
        let geometry = VariantGridGeometry(
            variants: VariantSet().rows(of: FrameRequest()), layoutSize: Size(width: 390, height: 844), scale: 0.5)
        #expect((grid.width, grid.height) == (geometry.width, geometry.height))
        #expect((grid.width, grid.height) == (16 + 4 * (195 + 16), 16 + 24 + 422 + 16))
        for (index, cell) in geometry.rows[0].enumerated() {
            let single = try Self.capture(
                Self.options(cell.variant) + ["--scale", "0.5"], in: folder, name: "cell\(index).png")
            #expect((single.width, single.height) == (cell.pixels.width, cell.pixels.height))
            #expect(Self.crop(grid, cell.pixels) == single.pixels, "cell \(cell.variant.label)")
        }
        // The cells differ: the grid shows four variants, not one four times.
        let cells = geometry.rows[0].map { Self.crop(grid, $0.pixels) }
        #expect(Set(cells.map { $0.hashValue }).count == 4)
    }

    @Test func aGridOfDevicesAndTextSizesMatchesTheSingleCapturesOnThoseDevices() throws {
        let folder = try TemporaryDirectory()
        let vary = [
            "--vary", "device=iphone-se,ipad-10-landscape", "--vary", "content-size=large,accessibilityLarge",
            "--vary", "appearance=dark", "--vary", "direction=rtl",
        ]
        let grid = try Self.capture(["--variants", "--scale", "0.25"] + vary, in: folder, name: "grid.png")
        var set = VariantSet()
        for axis in stride(from: 1, to: vary.count, by: 2) { try set.vary(vary[axis]) }
        let geometry = VariantGridGeometry(
            variants: set.rows(of: FrameRequest()), layoutSize: Size(width: 390, height: 844), scale: 0.25)
        #expect(geometry.rows.map(\.count) == [4])
        #expect((grid.width, grid.height) == (geometry.width, geometry.height))
        for (index, cell) in geometry.rows.joined().enumerated() {
            let single = try Self.capture(
                Self.options(cell.variant) + ["--scale", "0.25"], in: folder, name: "cell\(index).png")
            #expect(Self.crop(grid, cell.pixels) == single.pixels, "cell \(cell.variant.label)")
        }
    }

    @Test func aGridOverTheImageBudgetIsRefusedBeforeAnyFileIsWritten() throws {
        let folder = try TemporaryDirectory()
        let out = folder.file("big.png")
        let run = CommandRun(
            [
                "capture", Repository.themes + "/default.theme.json", "--layout", "Social feed", "--variants", "--vary",
                "device=ipad-10-landscape", "--scale", "2", "--out", out,
            ], services: TestPlatform.services)
        #expect(run.status == 1)
        #expect(
            run.error
                == "error: the variants grid would be 9728x1784 pixels; at most 8192 per side: lower --scale or vary fewer values\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theWindowsVariantsViewShowsTheCapturedGridPixelForPixel() throws {
        var options = GalleryOptions()
        options.request.variants = VariantSet()
        let session = GallerySession(
            themePaths: [Repository.themes + "/default.theme.json"], services: TestPlatform.services, options: options)
        _ = session.handle(.resize(width: 1280, height: 800, pixelScale: 1), at: 0)
        var window = try #require(Framebuffer(width: 1280, height: 800))
        _ = session.render(into: &window, at: 1.3)
        let placed = try #require(session.makeFrame(at: 1.3).variants)
        #expect(placed.grid.geometry.scale == 0.75)

        let folder = try TemporaryDirectory()
        let grid = try Self.capture(["--variants", "--scale", "0.75"], in: folder, name: "grid.png")
        let area = PixelRect(x: placed.x, y: placed.y, width: grid.width, height: grid.height)
        #expect(area.y >= Int(GalleryGeometry.headerHeight))
        #expect(Self.crop(window, area) == grid.pixels)

        // A later frame redraws only the cells' animated boxes, and still shows exactly the capture.
        let dirty = session.render(into: &window, at: 2.2)
        #expect(!dirty.isEmpty && !dirty.contains(PixelRect(x: 0, y: 0, width: 1280, height: 800)))
        let later = try Self.capture(["--variants", "--scale", "0.75", "--time", "2.2"], in: folder, name: "later.png")
        #expect(Self.crop(window, area) == later.pixels)
    }

    @Test func theWindowsScreenshotCommandReproducesTheGrid() throws {
        let scratch = try TemporaryDirectory()
        var options = GalleryOptions()
        options.screenshotDirectory = scratch.path
        options.request.device = Device(.iPhoneSE)
        var set = VariantSet()
        try set.vary("appearance=dark,light")
        options.request.variants = set
        let session = GallerySession(
            themePaths: [Repository.themes + "/default.theme.json"], services: TestPlatform.services, options: options)
        _ = session.handle(.resize(width: 1280, height: 800, pixelScale: 1), at: 0)
        _ = session.handle(.key(.character("p")), at: 1)
        let effects = session.handle(.key(.character("s")), at: 1)
        let command = effects.compactMap { effect -> String? in
            if case .copyToClipboard(let text) = effect { return text }
            return nil
        }.first
        let shotName = "SkeletonView_default-Social_feed-gradientAnimated-t1.0"
        #expect(
            command
                == "skeleton-preview capture \(Repository.themes)/default.theme.json --layout 'Social feed' "
                + "--style gradientAnimated --time 1.0 --device iphone-se --variants --vary appearance=dark,light "
                + "--scale 0.75 --out \(scratch.path)/\(shotName)-capture.png")
        // What it renders is the grid in the screenshot.
        let out = scratch.file("grid.png")
        let run = CommandRun(
            [
                "capture", Repository.themes + "/default.theme.json", "--layout", "Social feed", "--style",
                "gradientAnimated", "--time", "1.0", "--device", "iphone-se", "--variants", "--vary",
                "appearance=dark,light", "--scale", "0.75", "--out", out,
            ], services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        let grid = try PNGFile.read(path: out)
        let shot = try PNGFile.read(path: scratch.path + "/" + shotName + ".png")
        let placed = try #require(session.makeFrame(at: 1).variants)
        #expect(
            Self.crop(shot, PixelRect(x: placed.x, y: placed.y, width: grid.width, height: grid.height)) == grid.pixels)
    }
}
