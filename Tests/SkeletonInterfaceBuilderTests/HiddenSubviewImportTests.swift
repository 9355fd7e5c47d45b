import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// A view hidden in Interface Builder (`hidden="YES"`) is not drawn, nor is the skeleton layer
/// SkeletonView adds to it, but SkeletonView's `subviewsSkeletonables` still lists it: a
/// skeletonable view whose skeletonable subviews are all hidden is a container, not a leaf, and
/// shows no block at all. Hidden subviews that are not skeletonable leave their superview a leaf.
@Suite struct HiddenSubviewImportTests {
    /// A 200 × 200 screen, skeletonable: at y 0 a 100 × 40 view holding only a hidden skeletonable
    /// label; at y 50 a 100 × 40 view holding only a hidden label that is not skeletonable.
    static let storyboard = IBFixture.storyboard(
        identifier: "Hidden",
        view: """
            <view key="view" contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" id="holder-1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <subviews>
                            <label hidden="YES" text="Soon" id="hidden-flagged-1">
                                <rect key="frame" x="10" y="10" width="80" height="20"/>
                                \(IBFixture.flagged)
                            </label>
                        </subviews>
                        \(IBFixture.flagged)
                    </view>
                    <view contentMode="scaleToFill" id="leaf-1">
                        <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                        <subviews>
                            <label hidden="YES" text="Later" id="hidden-plain-1">
                                <rect key="frame" x="10" y="10" width="80" height="20"/>
                            </label>
                        </subviews>
                        \(IBFixture.flagged)
                    </view>
                </subviews>
                \(IBFixture.flagged)
            </view>
            """)

    /// The blocks and lines of the skeleton at t = 5 (requested at 0, the default fade long over).
    static func skeletonShapes(_ layout: LayoutSpec) -> [String] {
        let theme = Theme(name: "look")
        let prepared = PreparedLayout(
            layout: layout, theme: theme, metrics: FakeTextMetrics(), options: LayoutOptions())
        let frame = prepared.displayList(
            at: 5, timeline: SkeletonTimeline(style: theme.style, transitions: theme.timelineTransitions))
        return frame.commands.compactMap { command in
            guard case .fill(let fill) = command, fill.role != .background else { return nil }
            return "\(fill.role) \(fill.rect.minX) \(fill.rect.minY) \(fill.rect.width) \(fill.rect.height)"
        }
    }

    @Test func aViewWhoseSkeletonableSubviewsAreAllHiddenShowsNoBlock() throws {
        let layout = try #require(Fixtures.load(text: Self.storyboard, path: "Hidden.storyboard").theme?.layouts.first)
        #expect(layout.root.find("holder-1")?.children.isEmpty == true)
        #expect(layout.root.find("holder-1")?.autoLayout?.hiddenSubviews.map(\.isSkeletonable) == [true])
        #expect(layout.root.find("leaf-1")?.autoLayout?.hiddenSubviews.map(\.isSkeletonable) == [false])
        // Only the second view is a leaf: its block covers its whole 100 × 40 frame at y 50.
        #expect(Self.skeletonShapes(layout) == ["block 0.0 50.0 100.0 40.0"])
    }

    @Test func anImportedThemeKeepsTheHiddenSubviewsSkeletonableFlags() throws {
        let layout = try #require(Fixtures.load(text: Self.storyboard, path: "Hidden.storyboard").theme?.layouts.first)
        var theme = Theme(name: "imported")
        theme.layouts = [layout]
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let reread = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/imported.theme.json", fontResolver: nil)
        #expect(reread.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let readBack = try #require(reread.theme?.layouts.first)
        #expect(Self.skeletonShapes(readBack) == ["block 0.0 50.0 100.0 40.0"])
    }
}
