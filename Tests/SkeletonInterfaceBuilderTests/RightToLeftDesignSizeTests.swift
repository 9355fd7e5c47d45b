import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Right-to-left at the size Interface Builder stored the frames for: leading and trailing flip,
/// left and right stay where they are.
struct RightToLeftDesignSizeTests {
    /// Saved on a 414 × 896 phone (safe area top 48): `left-pinned` 10 from the safe area's left
    /// edge, `leading-pinned` 10 from its leading edge, both 100 × 50, 72 and 132 below its top.
    static let storyboard = IBFixture.storyboard(
        identifier: "LeftPin", device: "retina6_1",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="left-pinned">
                        <rect key="frame" x="10" y="120" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="lw"/>
                            <constraint firstAttribute="height" constant="50" id="lh"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="leading-pinned">
                        <rect key="frame" x="10" y="180" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="dw"/>
                            <constraint firstAttribute="height" constant="50" id="dh"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                    <constraint firstItem="left-pinned" firstAttribute="left" secondItem="sa" secondAttribute="left" constant="10" id="l1"/>
                    <constraint firstItem="left-pinned" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="72" id="l2"/>
                    <constraint firstItem="leading-pinned" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="10" id="d1"/>
                    <constraint firstItem="leading-pinned" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="132" id="d2"/>
                </constraints>
            </view>
            """)

    /// The screen's frames by id at its design size (IB's stored frames unless it must be solved).
    static func frames(rightToLeft: Bool) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: storyboard, path: "LeftPin.storyboard").theme?.layouts.first)
        return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default)
            .place(layout, forceRightToLeft: rightToLeft).framesByID
    }

    @Test func aViewPinnedByItsLeftEdgeStaysWhileALeadingPinnedOneFlips() throws {
        let frames = try Self.frames(rightToLeft: true)
        #expect(frames["left-pinned"] == Rect(x: 10, y: 120, width: 100, height: 50))
        // 414 - 10 - 100 = 304.
        #expect(frames["leading-pinned"] == Rect(x: 304, y: 180, width: 100, height: 50))
    }

    @Test func leftToRightTheStoredFramesStand() throws {
        let frames = try Self.frames(rightToLeft: false)
        #expect(frames["left-pinned"] == Rect(x: 10, y: 120, width: 100, height: 50))
        #expect(frames["leading-pinned"] == Rect(x: 10, y: 180, width: 100, height: 50))
    }
}
