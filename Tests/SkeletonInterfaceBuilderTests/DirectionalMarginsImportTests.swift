import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// `import` writes a view's directional margins as such (`layoutMarginsAreDirectional`), so the
/// imported theme swaps them in right-to-left as the Interface Builder file does.
struct DirectionalMarginsImportTests {
    /// The storyboard of `SafeAreaMarginsReflowTests` (a panel with directional margins leading 40,
    /// trailing 10; a second one with the default 8 each side) imported into a theme and loaded back.
    static func imported() throws -> (storyboard: LayoutSpec, theme: LayoutSpec, text: String) {
        let loaded = try #require(
            Fixtures.load(text: SafeAreaMarginsReflowTests.storyboard, path: "/virtual/Margins.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/margins.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        return (
            try #require(loaded.layouts.first), try #require(reloaded.theme?.layouts.first), text
        )
    }

    /// Every placed view's id and frame, in tree order, on `device` (nil: the layout's own size).
    static func frames(_ layout: LayoutSpec, on device: Device?, rightToLeft: Bool) -> [String] {
        let shown = device.map { layout.laidOut(on: $0) } ?? layout
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            shown, forceRightToLeft: rightToLeft)
        var result: [String] = []
        func walk(_ view: PlacedView) {
            result.append("\(view.node.id ?? view.path) \(view.frame)")
            view.children.forEach(walk)
        }
        walk(placed)
        return result
    }

    @Test func onlyTheViewWhoseDirectionalMarginsDifferAtTheSidesIsWrittenDirectional() throws {
        let (_, _, text) = try Self.imported()
        #expect(text.components(separatedBy: #""layoutMarginsAreDirectional" : true"#).count == 2)
    }

    @Test(arguments: [nil, Device(.iPhoneSE), Device(.iPhone15, .landscape)])
    func theImportedThemeGivesTheStoryboardsFramesRightToLeft(device: Device?) throws {
        let (storyboard, theme, _) = try Self.imported()
        for rightToLeft in [false, true] {
            #expect(
                Self.frames(theme, on: device, rightToLeft: rightToLeft)
                    == Self.frames(storyboard, on: device, rightToLeft: rightToLeft))
        }
    }

    @Test func rightToLeftTheLeadingMarginIsOnTheRight() throws {
        // iPhone SE, 375 wide: the view inside the panel is 375 - 40 - 10 = 325 wide, 10 from the
        // left (its trailing margin) right to left, 40 from it left to right.
        let (_, theme, _) = try Self.imported()
        let inset = { (rightToLeft: Bool) in
            Self.frames(theme, on: Device(.iPhoneSE), rightToLeft: rightToLeft).first { $0.hasPrefix("inset ") }
        }
        #expect(inset(false) == "inset \(Rect(x: 40, y: 38, width: 325, height: 84))")
        #expect(inset(true) == "inset \(Rect(x: 10, y: 38, width: 325, height: 84))")
    }

    @Test func theKeyTakesABooleanOnly() {
        let text = """
            {"layouts": [{"name": "L", "size": [200, 100], "root": {"id": "r", "children": [
              {"id": "b", "frame": [0, 0, 200, 100], "layoutMarginsAreDirectional": "yes", "constraints": []}
            ]}}]}
            """
        let result = ThemeLoader.load(bytes: Array(text.utf8), path: "t.theme.json", fontResolver: nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "t.theme.json:2:73: error: expected true or false, found string "
                    + "(at layouts[0].root.children[0].layoutMarginsAreDirectional) — write true or false without quotes"
            ])
    }
}
