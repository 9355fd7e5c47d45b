import SkeletonCore
import TestSupport
import Testing

/// IB's stored frames settle only what the file's constraints leave open: their wish is weaker than
/// any priority the file states, even one typed in as low as 50 (corona-warn-app's onboarding title
/// resists compression at 50; at an equal priority the stored heights of the stack and container
/// around it outweighed it, and on an iPad, where the picture above grows with the width, the title
/// went 0 high, which UIKit, knowing no stored frames, never does).
struct StoredFramePriorityTests {
    /// A 375 × 667 screen: a container pinned to the top and sides, as high as the vertical stack
    /// inside it (its bottom at 750), which holds a picture of ratio 4:3 and a title of one line
    /// whose vertical compression resistance is `resistance`.
    static func screen(resistance: Int) -> String {
        IBFixture.storyboard(
            identifier: "Onboarding",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="container">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="322.25"/>
                            <subviews>
                                <stackView axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="322.25"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="picture">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="281.25"/>
                                            <constraints>
                                                <constraint firstAttribute="width" secondItem="picture" secondAttribute="height" multiplier="4:3" id="p-r"/>
                                            </constraints>
                                        </view>
                                        <label text="Title" verticalCompressionResistancePriority="\(resistance)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="0.0" y="301.25" width="375" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="container" secondAttribute="top" id="s-t"/>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="container" secondAttribute="leading" id="s-l"/>
                                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s-r"/>
                                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" priority="750" id="s-b"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-t"/>
                        <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
                        <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c-r"/>
                    </constraints>
                </view>
                """)
    }

    /// The frames of the screen's views on `device`, by id.
    static func frames(resistance: Int, on device: Device) throws -> [String: Rect] {
        let text = screen(resistance: resistance)
        let layout = try #require(Fixtures.load(text: text, path: "Onboarding.storyboard").theme?.layouts.first)
        return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
            .framesByID
    }

    @Test func aTitleResistingCompressionAt50KeepsItsHeightWhereTheStackGrows() throws {
        let frames = try Self.frames(resistance: 50, on: Device(.iPad10))
        // The picture is 820 wide, 820 × 3 / 4 = 615 high; the title keeps its line 20 below it.
        #expect(frames["picture"]?.height == 615)
        #expect(frames["title"] == rect(0, 635, 820, 21))
        #expect(frames["container"]?.height == 656)
    }

    @Test func theDefaultResistanceKeepsTheTitleToo() throws {
        let frames = try Self.frames(resistance: 750, on: Device(.iPad10))
        #expect(frames["title"] == rect(0, 635, 820, 21))
    }
}
