import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// Interface Builder's Alpha (`alpha="…"` on a view element) is UIView.alpha: it fades the whole
/// view, its subviews and the skeleton layer SkeletonView adds to it as a sublayer of the view's
/// layer (`addSkeletonLayer`, SkeletonView's Internal/UIKitExtensions/UIView+Extensions.swift;
/// SkeletonView itself never reads or changes alpha), not only its background colour.
@Suite struct AlphaImportTests {
    /// A 200 × 200 screen, every view skeletonable: a view at alpha 0 holding a label; a 100 × 20
    /// label at alpha 0.5 at y 50; an opaque red 100 × 60 card at alpha 0.5 at y 100 holding a
    /// 40 × 20 view at alpha 0.5 at (10, 10).
    static let storyboard = IBFixture.storyboard(
        identifier: "Faded",
        view: """
            <view key="view" contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    <view alpha="0.0" contentMode="scaleToFill" id="faded-1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <subviews>
                            <label text="Soon" id="inside-1">
                                <rect key="frame" x="10" y="10" width="80" height="20"/>
                                \(IBFixture.flagged)
                            </label>
                        </subviews>
                        \(IBFixture.flagged)
                    </view>
                    <label opaque="NO" alpha="0.5" text="Hi" id="half-1">
                        <rect key="frame" x="0.0" y="50" width="100" height="20"/>
                        \(IBFixture.flagged)
                    </label>
                    <view alpha="0.5" contentMode="scaleToFill" id="card-1">
                        <rect key="frame" x="0.0" y="100" width="100" height="60"/>
                        <subviews>
                            <view alpha="0.5" contentMode="scaleToFill" id="inner-1">
                                <rect key="frame" x="10" y="10" width="40" height="20"/>
                                \(IBFixture.flagged)
                            </view>
                        </subviews>
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        \(IBFixture.flagged)
                    </view>
                </subviews>
                \(IBFixture.flagged)
            </view>
            """)

    /// The screen's layout.
    static func layout() throws -> LayoutSpec {
        let result = Fixtures.load(text: storyboard, path: "Faded.storyboard")
        return try #require(result.theme?.layouts.first)
    }

    /// The skeleton frame at t = 5 (requested at 0, default cross-dissolve long over).
    static func skeletonFrame(_ layout: LayoutSpec) throws -> DisplayList {
        let theme = Theme(name: "look")
        let prepared = PreparedLayout(
            layout: layout, theme: theme, metrics: FakeTextMetrics(), options: LayoutOptions())
        return prepared.displayList(
            at: 5, timeline: SkeletonTimeline(style: theme.style, transitions: theme.timelineTransitions))
    }

    @Test func alphaIsReadForTheWholeViewAndNoLongerFoldedIntoTheBackground() throws {
        let root = try Self.layout().root
        #expect(root.find("faded-1")?.alpha == 0)
        #expect(root.find("half-1")?.alpha == 0.5)
        #expect(root.find("inner-1")?.alpha == 0.5)
        #expect(root.alpha == 1)
        // The card's red stays opaque: the 0.5 fades it with its subview as one group.
        #expect(root.find("card-1")?.backgroundColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
    }

    @Test func theSkeletonFadesWithEachViewsAlpha() throws {
        // The faded view and its label draw nothing. The half label's one line: 0.7 · 100 = 70 wide,
        // 15 high centred in 20 (y 52.5) (CALayer+Extensions.swift), in a 0.5 group. The card keeps
        // its background (a container), and its leaf's block is in the card's group and its own.
        let commands = try Self.skeletonFrame(try Self.layout()).commands
        let shape: (DrawCommand) -> String = { command in
            switch command {
            case .beginGroup(let opacity): "group \(opacity)"
            case .endGroup: "end"
            case .fill(let fill):
                "\(fill.role) \(fill.rect.minX) \(fill.rect.minY) \(fill.rect.width) \(fill.rect.height)"
            default: "other"
            }
        }
        #expect(
            commands.map(shape) == [
                "group 0.5", "textLine 0.0 52.5 70.0 15.0", "end",
                "group 0.5", "background 0.0 100.0 100.0 60.0", "group 0.5", "block 10.0 110.0 40.0 20.0", "end", "end",
            ])
    }

    @Test func anImportedThemeKeepsTheAlphasWhenReadBack() throws {
        let layout = try Self.layout()
        var theme = Theme(name: "imported")
        theme.layouts = [layout]
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let reread = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/imported.theme.json", fontResolver: nil)
        #expect(reread.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let readBack = try #require(reread.theme?.layouts.first)
        #expect(readBack.root.find("faded-1")?.alpha == 0)
        #expect(readBack.root.find("card-1")?.alpha == 0.5)
        #expect(try Self.skeletonFrame(readBack).commands == Self.skeletonFrame(layout).commands)
    }
}
