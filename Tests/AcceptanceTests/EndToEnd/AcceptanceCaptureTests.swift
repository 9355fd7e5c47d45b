import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

/// Capture, dump and tree on small themes, checked at exact pixels against the numbers worked out
/// from SkeletonView's source.
@Suite struct AcceptanceCaptureTests {
    /// A block at (10, 10, 80, 40), a two-line label at (100, 10, 90, 60) and a red view at
    /// (10, 60, 80, 30) that is hidden while the skeleton shows.
    static let theme = ##"""
        {
          "name": "Mine",
          "style": "solidAnimated",
          "layouts": [{"name": "Card", "size": [200, 100], "root": {"children": [
            {"type": "view", "frame": [10, 10, 80, 40]},
            {"type": "label", "text": "Hi", "numberOfLines": 2, "frame": [100, 10, 90, 60]},
            {"type": "view", "backgroundColor": "#FF0000", "frame": [10, 60, 80, 30], "isHiddenWhenSkeletonIsActive": true},
          ]}}],
        }
        """##

    /// The theme with extra top-level members.
    static func theme(_ members: String) -> String {
        theme.replacingOccurrences(of: "\"name\": \"Mine\",", with: "\"name\": \"Mine\", \(members)")
    }

    @Test func captureIsTheLayoutSizeTimesTheScale() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let one = try workspace.capture(theme, ["--layout", "Card"], into: "one.png")
        #expect((one.width, one.height) == (200, 100))
        let two = try workspace.capture(theme, ["--layout", "Card", "--scale", "2"], into: "two.png")
        #expect((two.width, two.height) == (400, 200))
        let sized = try workspace.capture(theme, ["--layout", "Card", "--size", "300x150"], into: "sized.png")
        #expect((sized.width, sized.height) == (300, 150))
    }

    @Test func pulsePhaseIsTheTimeSinceTheShowFadeIncluded() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let colors = try [1.0, 2.0, 3.0].map { time in
            try workspace.capture(theme, ["--layout", "Card", "--time", "\(time)"], into: "t\(time).png").hex(50, 30)
        }
        #expect(colors == ["#DEE2E3", "#ECF0F1", "#DEE2E3"])
    }

    @Test func defaultTimeIsTheEndOfTheShowFade() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let byDefault = try workspace.capture(theme, ["--layout", "Card"], into: "default.png")
        let atFadeEnd = try workspace.capture(theme, ["--layout", "Card", "--time", "0.25"], into: "end.png")
        #expect(byDefault.pixels == atFadeEnd.pixels)
    }

    @Test func darkAppearanceUsesDarkClouds() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let dark = try workspace.capture(
            theme, ["--layout", "Card", "--style", "solid", "--appearance", "dark"], into: "dark.png")
        #expect(dark.hex(50, 30) == "#1C2325")
        #expect(dark.hex(195, 95) == "#000000")
    }

    @Test func labelLinesLandWhereTheSpecPutsThem() throws {
        // 90×60, two lines: H = 40 → tops at 10 + 10 and 10 + 35; the last line is 63 wide.
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let image = try workspace.capture(theme, ["--layout", "Card", "--style", "solid"], into: "lines.png")
        #expect(image.hex(150, 27) == "#ECF0F1")
        #expect(image.hex(150, 37) == "#FFFFFF")
        #expect(image.hex(120, 52) == "#ECF0F1")
        #expect(image.hex(170, 52) == "#FFFFFF")
        let rtl = try workspace.capture(theme, ["--layout", "Card", "--style", "solid", "--rtl"], into: "rtl.png")
        // Mirrored: the label is at x 10…100 and its last line hugs the right edge (37…100).
        #expect(rtl.hex(20, 52) == "#FFFFFF")
        #expect(rtl.hex(90, 52) == "#ECF0F1")
    }

    @Test func hiddenWhileActiveViewReturnsAfterHide() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let shown = try workspace.capture(theme, ["--layout", "Card"], into: "shown.png")
        #expect(shown.hex(50, 75) == "#FFFFFF")
        let hidden = try workspace.capture(
            theme, ["--layout", "Card", "--hide-at", "1", "--time", "1.5"], into: "h.png")
        #expect(hidden.hex(50, 75) == "#FF0000")
        #expect(hidden.hex(50, 30) == "#FFFFFF")
    }

    @Test func hideBeforeTheDelayNeverShowsTheSkeleton() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("delay.theme.json", Self.theme(#""transition": {"delay": 1},"#))
        for time in ["0.4", "1", "1.2", "3"] {
            let image = try workspace.capture(
                theme, ["--layout", "Card", "--hide-at", "0.5", "--time", time], into: "d\(time).png")
            #expect(image.hex(50, 30) == "#FFFFFF", "t = \(time)")
            #expect(image.hex(50, 75) == "#FF0000", "t = \(time)")
        }
    }

    @Test func repeatedCapturesAreByteIdentical() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let arguments = ["capture", theme, "--layout", "Card", "--style", "gradientAnimated", "--time", "0.93"]
        #expect(try workspace.run(arguments + ["--out", workspace.path("a.png")]).status == 0)
        #expect(try workspace.run(arguments + ["--out", workspace.path("b.png")]).status == 0)
        let first = try #require(Executable.bytes(workspace.path("a.png")))
        #expect(first == Executable.bytes(workspace.path("b.png")))
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func compareExitsZeroWhenEqualAndOneWithADiffWhenNot() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let base = ["capture", theme, "--layout", "Card"]
        #expect(try workspace.run(base + ["--time", "2", "--out", workspace.path("base.png")]).status == 0)
        let same = try workspace.run(base + ["--time", "2", "--compare", workspace.path("base.png")])
        #expect(same.status == 0)
        let other = try workspace.run(
            base + ["--time", "1", "--out", workspace.path("now.png"), "--compare", workspace.path("base.png")])
        #expect(other.status == 1)
        // Changed: the block (80×40) and the two lines (90×15 + 63×15) with colours 14 apart.
        let changed: Int = 80 * 40 + 90 * 15 + 63 * 15
        #expect(other.standard.contains("\(changed) pixels differ by more than 0"))
        #expect(other.standard.contains("largest difference 14"))
        let diff = try PNGFile.read(path: workspace.path("now.diff.png"))
        #expect((diff.width, diff.height) == (200, 100))
        #expect(diff.hex(50, 30) != diff.hex(50, 95))
        let loose = try workspace.run(
            base + ["--time", "1", "--compare", workspace.path("base.png"), "--threshold", "14"])
        #expect(loose.status == 0)
    }

    @Test func contactSheetFramesEveryLayoutInEveryStyle() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let light = try workspace.capture(theme, ["--all"], into: "sheet.png")
        let both = try workspace.capture(theme, ["--all", "--appearances", "light,dark"], into: "both.png")
        #expect(light.width >= 4 * 200 && light.height > 100)
        #expect(both.width * both.height > light.width * light.height)
    }

    @Test func filmstripAndAnimatedGIF() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let strip = try workspace.capture(
            theme, ["--layout", "Card", "--frames", "4", "--fps", "2"], into: "strip.png")
        #expect(strip.width * strip.height >= 4 * 200 * 100)
        let gif = try workspace.run(["capture", theme, "--layout", "Card", "--animated", workspace.path("loop.gif")])
        #expect(gif.status == 0)
        let bytes = try #require(Executable.bytes(workspace.path("loop.gif")))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
    }

    @Test func shimmerTemplateCompositesFromTheSpec() throws {
        // #D8D8D8 under white at 50 % rests at #ECECEC and peaks at #F7F7F7 under 80 %.
        let text = ##"""
            {"name": "Shimmer", "mode": "shimmerTemplate", "transition": {"show": "none"},
             "layouts": [{"name": "Card", "size": [200, 100], "root": {
               "backgroundColor": {"light": "#FFFFFF", "dark": "#000000"},
               "children": [{"type": "view", "frame": [20, 20, 100, 40]}]}}]}
            """##
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("shimmer.theme.json", text)
        let resting = try workspace.capture(theme, ["--layout", "Card", "--time", "0"], into: "rest.png")
        #expect(resting.hex(70, 40) == "#ECECEC")
        // The band's centre crosses the view's middle (x 70) after 0.625 s of each 1.25 s sweep.
        let peak = try workspace.capture(theme, ["--layout", "Card", "--time", "0.625"], into: "peak.png")
        #expect(peak.hex(70, 40) == "#F7F7F7")
        let dark = try workspace.capture(
            theme, ["--layout", "Card", "--time", "0.625", "--appearance", "dark"], into: "dark.png")
        #expect(dark.hex(70, 40) == "#0A0A0A")
    }

    @Test func dumpShowsResolvedColoursAndIsStable() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let arguments = ["dump", theme, "--layout", "Card", "--time", "1"]
        let first = try workspace.run(arguments)
        #expect(first.status == 0)
        #expect(first.standard == (try workspace.run(arguments)).standard)
        #expect(first.standard.contains(##""color" : "#DEE2E3""##))
        #expect(first.standard.contains(#""rect" : [10, 10, 80, 40]"#))
        let dark = try workspace.run(arguments + ["--appearance", "dark", "--style", "gradient"])
        #expect(dark.standard.contains(##""#1C2325""##) && dark.standard.contains(##""#262F32""##))
        let json = try JSONSerialization.jsonObject(with: Data(first.standard.utf8)) as? [String: Any]
        #expect(json?["size"] as? [Double] == [200, 100])
    }

    @Test func dumpDoesNotDependOnWhereTheThemeIsOpenedFrom() throws {
        let workspace = try AcceptanceWorkspace()
        let image = Repository.path("Themes/images/avatar-mei.png")
        try FileManager.default.copyItem(atPath: image, toPath: workspace.path("avatar.png"))
        let theme = try workspace.write(
            "photo.theme.json",
            #"{"layouts": [{"name": "Card", "size": [100, 100], "root": {"type": "imageView", "image": "avatar.png"}}]}"#
        )
        let arguments = ["--layout", "Card", "--hide-at", "0", "--time", "1"]
        let absolute = try workspace.run(["dump", theme] + arguments)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Executable.path)
        process.arguments = ["dump", "photo.theme.json"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: workspace.folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let relative = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(absolute.status == 0 && process.terminationStatus == 0)
        #expect(absolute.standard == relative)
    }

    @Test func treePrintsSkeletonViewJSON() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let result = try workspace.run(["tree", theme, "--layout", "Card"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.standard.utf8)) as? [String: Any]
        #expect(json?["type"] as? String == "UIView")
        let children = json?["children"] as? [[String: Any]]
        #expect(children?.compactMap { $0["type"] as? String } == ["UIView", "UILabel", "UIView"])
        #expect(result.standard.contains("\n  \"isSkeletonable\" : true"))
    }
}
