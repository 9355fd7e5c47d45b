import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A view's layout margins grow by the part of the screen's unsafe area that reaches into it where
/// layout places it on the device, not where its frame is stored on the design device.
struct SafeAreaMarginsReflowTests {
    /// Saved on a 414 × 896 phone (safe area top 48): two 100-point panels pinned to the safe
    /// area's sides, the first 10 below its top, the second 10 below the first. The first's
    /// directional margins are leading 40, trailing 10, top and bottom 8, and a view fills them; the
    /// second keeps the default 8-point margins, which another view fills.
    static let storyboard = IBFixture.storyboard(
        identifier: "Margins", device: "retina6_1",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="0" y="58" width="414" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="inset">
                                <rect key="frame" x="40" y="8" width="364" height="84"/>
                            </view>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="40" bottom="8" trailing="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="ph"/>
                            <constraint firstItem="inset" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="i1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="inset" secondAttribute="trailing" id="i2"/>
                            <constraint firstItem="inset" firstAttribute="top" secondItem="panel" secondAttribute="topMargin" id="i3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="inset" secondAttribute="bottom" id="i4"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="reader">
                        <rect key="frame" x="0" y="168" width="414" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                <rect key="frame" x="8" y="8" width="398" height="84"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="rh"/>
                            <constraint firstItem="text" firstAttribute="leading" secondItem="reader" secondAttribute="leadingMargin" id="r1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="text" secondAttribute="trailing" id="r2"/>
                            <constraint firstItem="text" firstAttribute="top" secondItem="reader" secondAttribute="topMargin" id="r3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="text" secondAttribute="bottom" id="r4"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                    <constraint firstItem="panel" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="p1"/>
                    <constraint firstItem="sa" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="p2"/>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="10" id="p3"/>
                    <constraint firstItem="reader" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="q1"/>
                    <constraint firstItem="sa" firstAttribute="trailing" secondItem="reader" secondAttribute="trailing" id="q2"/>
                    <constraint firstItem="reader" firstAttribute="top" secondItem="panel" secondAttribute="bottom" constant="10" id="q3"/>
                </constraints>
            </view>
            """)

    /// Every placed view's frame by id, the screen laid out on `device`.
    static func frames(on device: Device, rightToLeft: Bool = false) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: storyboard, path: "Margins.storyboard").theme?.layouts.first)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            layout.laidOut(on: device), forceRightToLeft: rightToLeft)
        var frames: [String: Rect] = [:]
        func walk(_ view: PlacedView) {
            if let id = view.node.id { frames[id] = view.frame }
            view.children.forEach(walk)
        }
        walk(placed)
        return frames
    }

    @Test func onALandscapePhoneAViewPinnedToTheSafeAreaHasNoneOfTheNotchInItsMargins() throws {
        // iPhone 15 landscape: 852 × 393, safe area 59 in from each side. The panels are pinned to
        // it (x 59, 734 wide), clear of the notch, so their margins are their own: 59 + 40 = 99
        // and 734 - 40 - 10 = 684 wide; 59 + 8 = 67 and 734 - 16 = 718 wide.
        let frames = try Self.frames(on: Device(.iPhone15, .landscape))
        #expect(frames["panel"] == Rect(x: 59, y: 10, width: 734, height: 100))
        #expect(frames["inset"] == Rect(x: 99, y: 18, width: 684, height: 84))
        #expect(frames["text"] == Rect(x: 67, y: 128, width: 718, height: 84))
    }

    @Test func onATallerStatusBarAPanelBelowItKeepsItsOwnTopMargin() throws {
        // iPhone 15 portrait: safe area top 59, so the panel is at y 69, below the status bar
        // (stored at y 58, which the status bar would reach 1 point into): its top margin stays 8.
        let frames = try Self.frames(on: Device(.iPhone15))
        #expect(frames["panel"] == Rect(x: 0, y: 69, width: 393, height: 100))
        #expect(frames["inset"] == Rect(x: 40, y: 77, width: 343, height: 84))
    }

    @Test(arguments: [false, true])
    func directionalMarginsFollowTheLeadingSide(rightToLeft: Bool) throws {
        // iPhone SE: 375 wide, safe area top 20, so the panel is at y 30 and 375 wide. Its leading
        // margin (40) is its left one left to right, its right one right to left: the view inside
        // is 375 - 40 - 10 = 325 wide at x 40, or at x 10.
        let frames = try Self.frames(on: Device(.iPhoneSE), rightToLeft: rightToLeft)
        #expect(frames["panel"] == Rect(x: 0, y: 30, width: 375, height: 100))
        #expect(frames["inset"] == Rect(x: rightToLeft ? 10 : 40, y: 38, width: 325, height: 84))
    }
}
