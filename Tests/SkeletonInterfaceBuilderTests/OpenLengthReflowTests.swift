import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Where the constraints leave lengths open, the stored frames settle them; on a shorter device
/// that cannot keep them all, a view that can shrink shrinks, and an empty view is never given a
/// negative length (which pulled its stack's views out of the stack).
struct OpenLengthReflowTests {
    /// A screen saved on an iPhone 11 (414 × 896): a vertical stack pinned to the root's edges holds
    /// a content view whose height nothing sets (810 stored), a caption 36 high and a bar, a stack of
    /// an empty spacer view (0 high, nothing sets it either) and a panel 50 high.
    static let storyboard = IBFixture.storyboard(
        identifier: "Screen", device: "retina6_1",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" id="column">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="810"/>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                <rect key="frame" x="0.0" y="810" width="414" height="36"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="36" id="c-caption-h"/>
                                </constraints>
                            </view>
                            <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" id="bar">
                                <rect key="frame" x="0.0" y="846" width="414" height="50"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="0.0"/>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c-panel-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
                    <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-leading"/>
                    <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trailing"/>
                    <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c-bottom"/>
                </constraints>
            </view>
            """)

    /// Every placed view's frame by id, on `device`.
    static func frames(on device: Device) throws -> [String: Rect] {
        let layout = try #require(
            Fixtures.load(text: storyboard, path: "/virtual/Screen.storyboard").theme?.layouts.first)
        return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
            .framesByID
    }

    @Test func theContentShrinksAndTheEmptySpacerStaysEmptyOnAShorterPhone() throws {
        // The iPhone SE's screen is 375 × 667: the column fills it, the caption keeps 36 and the bar
        // its panel's 50, and the content takes the other 667 - 86 = 581, where the spacer going
        // 229 below nothing kept the content 810 high and pulled the panel out of its bar.
        let frames = try Self.frames(on: Device(.iPhoneSE))
        #expect(frames["column"] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frames["content"] == Rect(x: 0, y: 0, width: 375, height: 581))
        #expect(frames["caption"] == Rect(x: 0, y: 581, width: 375, height: 36))
        #expect(frames["bar"] == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(frames["spacer"] == Rect(x: 0, y: 617, width: 375, height: 0))
        #expect(frames["panel"] == Rect(x: 0, y: 617, width: 375, height: 50))
    }
}
