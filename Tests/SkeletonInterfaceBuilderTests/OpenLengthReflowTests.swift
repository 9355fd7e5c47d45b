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

/// An optional constraint that could only hold by giving an empty view a negative length loses to
/// the view's length not going below zero, as in UIKit: IB stores such a card grown to its content.
struct NonNegativeLengthTests {
    /// An iPhone 8 screen: a 200-point card centred on it wishes to be 50 high (priority 250) and
    /// holds a vertical stack pinned to its edges: a panel 80 high and an empty spacer view.
    static let storyboard = IBFixture.storyboard(
        identifier: "Screen", device: "retina4_7",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="87.5" y="293.5" width="200" height="80"/>
                        <subviews>
                            <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" id="column">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="80" id="c-panel-h"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                        <rect key="frame" x="0.0" y="80" width="200" height="0.0"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="top" secondItem="card" secondAttribute="top" id="c-top"/>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c-leading"/>
                            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trailing"/>
                            <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c-bottom"/>
                            <constraint firstAttribute="width" constant="200" id="c-card-w"/>
                            <constraint firstAttribute="height" priority="250" constant="50" id="c-card-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
                    <constraint firstItem="card" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c-y"/>
                </constraints>
            </view>
            """)

    @Test func anEmptySpacerStaysEmptyAndTheCardGrowsPastItsOptionalHeight() throws {
        let layout = try #require(
            Fixtures.load(text: Self.storyboard, path: "/virtual/Screen.storyboard").theme?.layouts.first)
        let frames = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout).framesByID
        // Centred: (375 - 200) / 2 = 87.5 across, (667 - 80) / 2 = 293.5 down; the spacer going
        // 30 below nothing would have held the card 50 high.
        #expect(frames["card"] == Rect(x: 87.5, y: 293.5, width: 200, height: 80))
        #expect(frames["panel"] == Rect(x: 87.5, y: 293.5, width: 200, height: 80))
        #expect(frames["spacer"] == Rect(x: 87.5, y: 373.5, width: 200, height: 0))
    }
}
