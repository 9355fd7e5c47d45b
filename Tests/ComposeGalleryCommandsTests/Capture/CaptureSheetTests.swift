import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonRaster
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonCompose

/// The contact sheet shows the animated styles moving, filmstrips wrap into rows, and outputs keep
/// the format their name says.
@Suite struct CaptureSheetTests {
    /// A theme of one small label layout, written into `folder`.
    static func smallTheme(in folder: TemporaryDirectory, top: String = "") throws -> String {
        try folder.write(
            "t.theme.json",
            #"{"# + top
                + #""layouts": [{"name": "Card", "size": [100, 40], "root": {"type": "label", "text": "Hello there"}}]}"#
        )
    }

    /// The pixels of one contact-sheet cell (first row) of a sheet of 100×40 cells at scale 1.
    static func cell(_ sheet: Framebuffer, column: Int) -> [UInt32] {
        let gap = Int(ContactSheet.gap)
        let title = Int(ContactSheet.titleHeight)
        let x = gap + column * (100 + gap)
        let y = gap + title + title
        return (y..<y + 40).flatMap { row in (x..<x + 100).map { sheet.pixels[row * sheet.width + $0] } }
    }

    @Test func theAnimatedColumnsOfTheContactSheetShowTheirAnimation() throws {
        let folder = try TemporaryDirectory()
        let out = folder.file("sheet.png")
        let run = CommandRun(
            ["capture", try Self.smallTheme(in: folder), "--all", "--out", out], services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        let sheet = try PNGFile.read(path: out)
        let solid = Self.cell(sheet, column: 0)
        #expect(Self.cell(sheet, column: 2) != solid, "solidAnimated looks like solid")
        #expect(Self.cell(sheet, column: 3) != solid, "gradientAnimated looks like solid")
    }

    @Test func aContactSheetDrawsItsFramesDoneOnATerminal() throws {
        let folder = try TemporaryDirectory()
        let terminal = TerminalTranscript()
        let run = CommandRun(
            ["capture", try Self.smallTheme(in: folder), "--all", "--out", folder.file("sheet.png")],
            services: TestPlatform.services, terminal: terminal)
        #expect(run.status == 0, "\(run.error)")
        // One layout in four styles: four frames, the last drawn, then the line cleared.
        #expect(terminal.text.contains("\r\u{1B}[K  1/4 frames, "))
        #expect(terminal.text.hasSuffix("\r\u{1B}[K  4/4 frames, 0 s left\r\u{1B}[K"))
    }

    @Test func eachAnimatedStyleIsTakenWhereItsAnimationShows() {
        let theme = Theme(name: "t")
        #expect(SheetMoment.time(style: .solid, theme: theme) == 0.25)
        #expect(SheetMoment.time(style: .gradient, theme: theme) == 0.25)
        // The default pulse (1 s, autoreversed) turns at 1 s: the fill is then the tint's complement.
        #expect(SheetMoment.time(style: .solidAnimated, theme: theme) == 1)
        // The band, the gradient's middle stop, is at the middle of the box: start and end points centred on ½.
        let slide = SheetMoment.time(style: .gradientAnimated, theme: theme)
        let points = SlidingAnimation(settings: theme.animation.sliding).points(at: slide)
        #expect(abs((points.start.x + points.end.x) / 2 - 0.5) < 1e-9)
        #expect(slide > 0.25)
    }

    @Test func aMomentInsideTheShowFadeMovesByWholeLoops() {
        var theme = Theme(name: "t")
        theme.transition.show = .crossDissolve(2)
        theme.transition.delay = 0.5
        // Settled at 2.5 s; the pulse turns at 0.5 + 1, and loops every 2 s: 3.5 s.
        #expect(SheetMoment.time(style: .solidAnimated, theme: theme) == 3.5)
    }

    @Test func theContactSheetLabelsEachColumnWithItsMoment() throws {
        let folder = try TemporaryDirectory()
        let result = ThemeLoader.load(path: try Self.smallTheme(in: folder), fontResolver: nil)
        let theme = try #require(result.theme)
        var frame = FrameRequest()
        let sheet = try ContactSheet(
            theme: theme, frame: frame, appearances: [], background: nil,
            metrics: TestPlatform.services.metrics)
        let slide = String(format: "%.3f", SheetMoment.time(style: .gradientAnimated, theme: theme))
        #expect(
            sheet.columnTitles == [
                "solid t=0.250 s", "gradient t=0.250 s", "solidAnimated t=1.000 s", "gradientAnimated t=\(slide) s",
            ])
        frame.time = 2
        let fixed = try ContactSheet(
            theme: theme, frame: frame, appearances: [], background: nil,
            metrics: TestPlatform.services.metrics)
        #expect(fixed.columnTitles.allSatisfy { $0.hasSuffix(" t=2.000 s") })
    }

    @Test func aSheetTallerThanAnImageMayBeWrapsItsRowsIntoBlocksSideBySide() throws {
        // 81 screens at half scale: one block would be 81 × 488 + 40 pixels tall; the fewest blocks that fit
        // in 8192 are 6 of 14 rows (5 would be 17 rows, 8336 tall). At scale 1 even 4 blocks (the most that
        // fit across) would be 21 × 936 + 40 tall.
        let arrangement = try #require(
            ContactSheet.Arrangement.fitting(
                rowHeights: Array(repeating: 448, count: 81), cellWidth: 207, columns: 4, labelScale: 1))
        #expect(arrangement.blocks == 6)
        #expect(arrangement.rowsPerBlock == 14)
        #expect(arrangement.width == 6 * (4 * (207 + 16) + 16))
        #expect(arrangement.height == 16 + 24 + 14 * (24 + 448 + 16))
        #expect(
            ContactSheet.Arrangement.fitting(
                rowHeights: Array(repeating: 896, count: 81), cellWidth: 414, columns: 4, labelScale: 1) == nil)
    }

    @Test func anEightyOneSceneStoryboardsSheetSaysTheScaleThatFits() throws {
        let folder = try TemporaryDirectory()
        let scenes = (1...81).map { index in
            """
            <scene sceneID="s\(index)"><objects><viewController storyboardIdentifier="Screen \(index)" id="c\(index)">
                <view key="view" id="v\(index)"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
            </viewController></objects></scene>
            """
        }
        let path = try folder.write(
            "Big.storyboard",
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>"#
                + scenes.joined() + "</scenes></document>")
        let refused = CommandRun(
            ["capture", path, "--all", "--out", folder.file("a.png")], services: TestPlatform.services)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "the contact sheet of 81 layouts × 4 styles does not fit in 8192×8192 pixels at --scale 1, even "
                    + "wrapped into blocks side by side: use --scale 0.5 (the largest power of two that fits), or "
                    + "--layout NAME for one screen"), "\(refused.error)")
        let out = folder.file("b.png")
        let run = CommandRun(
            ["capture", path, "--all", "--scale", "0.5", "--out", out], services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        let sheet = try PNGFile.read(path: out)
        #expect((sheet.width, sheet.height) == (6 * (4 * (207 + 16) + 16), 16 + 24 + 14 * (24 + 448 + 16)))
    }

    @Test func aContactSheetRefusesAStyle() {
        #expect(
            throws: CommandError.usage(
                message:
                    "--all shows every layout in all four styles side by side, so --style solid would be ignored: drop --style, or capture one layout with --layout NAME --style solid",
                usage: CaptureCommand.usage)
        ) { try CaptureCommand.parse(["t.json", "--all", "--style", "solid", "--out", "s.png"]) }
    }

    @Test func filmstripRowsHoldTheColumnsAsked() throws {
        let folder = try TemporaryDirectory()
        let out = folder.file("strip.png")
        let run = CommandRun(
            [
                "capture", try Self.smallTheme(in: folder), "--layout", "Card", "--frames", "12", "--columns", "5",
                "--out", out,
            ],
            services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        let strip = try PNGFile.read(path: out)
        // 12 + 5 × (100 + 12) wide; 3 rows of 40 + 22 under a 12-pixel margin.
        #expect((strip.width, strip.height) == (572, 198))
    }

    @Test func oneLoopOfAPhoneLayoutAt25FPSWrapsIntoRows() throws {
        let folder = try TemporaryDirectory()
        let out = folder.file("strip.png")
        let run = CommandRun(
            [
                "capture", Repository.theme("default"), "--layout", "Social feed", "--style", "gradientAnimated",
                "--frames", "38", "--fps", "25", "--out", out,
            ], services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        let strip = try PNGFile.read(path: out)
        // Rows of 10 (as many 402-pixel cells as fit in 4096), 4 rows of 844 + 22.
        #expect((strip.width, strip.height) == (4032, 3476))
    }

    @Test func theLargestFilmstripIsAccepted() throws {
        let folder = try TemporaryDirectory()
        let out = folder.file("strip.png")
        let run = CommandRun(
            ["capture", try Self.smallTheme(in: folder), "--layout", "Card", "--frames", "240", "--out", out],
            services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        let strip = try PNGFile.read(path: out)
        // Rows of 36 (12 + 36 × 112 = 4044 ≤ 4096): 7 rows.
        #expect((strip.width, strip.height) == (4044, 12 + 7 * 62))
    }

    @Test func columnsWithoutAFilmstripIsAUsageError() {
        #expect(
            throws: CommandError.usage(
                message: "--columns lays out a filmstrip: it goes with --frames N --out FILE.png",
                usage: CaptureCommand.usage)
        ) { try CaptureCommand.parse(["t.json", "--layout", "A", "--columns", "3", "--out", "s.png"]) }
    }

    @Test(arguments: [
        ("--out", "shot.jpg", "PNG", "shot.png"), ("--out", "shot.JPEG", "PNG", "shot.png"),
        ("--animated", "loop.png", "GIF or WebP", "loop.gif or loop.webp"),
    ])
    func anOutputNamedForAnotherFormatIsRefused(option: String, name: String, formats: String, names: String) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file(name)
        let run = CommandRun(
            ["capture", try Self.smallTheme(in: folder), "--layout", "Card", option, path],
            services: TestPlatform.services)
        #expect(run.status == 1)
        let written = name.split(separator: ".")[1]
        #expect(
            run.error
                == "error: \(option) \(path): capture writes \(formats) here, not .\(written): name the file \(names)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
