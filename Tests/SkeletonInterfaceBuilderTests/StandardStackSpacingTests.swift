import SkeletonCore
import TestSupport
import Testing

/// A stack view whose spacing is IB's "Standard" (`spacingType="standard"`, UIStackView's system
/// spacing) puts the standard 8 points between its arranged views, whatever `spacing` says.
struct StandardStackSpacingTests {
    /// A xib holding one 414 × 100 view with a horizontal fill-equally stack pinned 8 inside its
    /// leading and trailing edges, 40 high, of three plain views; `spacing` is written into the stack.
    static func details(spacing: String) -> String {
        IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <subviews>
                        <stackView opaque="NO" distribution="fillEqually" \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="8" y="0.0" width="406" height="40"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="130" height="40"/>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="138" y="0.0" width="130" height="40"/>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                    <rect key="frame" x="276" y="0.0" width="130" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="s-h"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="s-l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s-r"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-t"/>
                    </constraints>
                </view>
                """)
    }

    /// The arranged views' solved frames, in the root's coordinates (the stack is at x 8).
    static func arranged(spacing: String) throws -> [Rect?] {
        let layout = try #require(
            Fixtures.load(text: details(spacing: spacing), path: "Details.xib").theme?.layouts.first)
        var engine = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default, growsLabels: false)
        engine.solvesAtDesignSize = true
        let stack = try #require(engine.place(layout).children.first { $0.node.id == "stack" })
        return stack.children.map(\.frame)
    }

    @Test func standardSpacingIsEightPoints() throws {
        // (406 − 2 × 8) / 3 = 130 each, at 8, 8 + 138 and 8 + 276.
        #expect(
            try Self.arranged(spacing: #"spacingType="standard""#) == [
                rect(8, 0, 130, 40), rect(146, 0, 130, 40), rect(284, 0, 130, 40),
            ])
    }

    @Test func withoutAStandardSpacingTheStoredOneIsKept() throws {
        // (406 − 2 × 5) / 3 = 132 each, at 8, 8 + 137 and 8 + 274.
        #expect(
            try Self.arranged(spacing: #"spacing="5""#) == [
                rect(8, 0, 132, 40), rect(145, 0, 132, 40), rect(282, 0, 132, 40),
            ])
    }
}
