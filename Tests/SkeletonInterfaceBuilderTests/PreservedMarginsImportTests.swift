import SkeletonCore
import TestSupport
import Testing

/// Interface Builder's `preservesSuperviewLayoutMargins="YES"` reaches the layout: a view pinned
/// to the margins of a container that preserves the screen's lines up with the screen's margins.
struct PreservedMarginsImportTests {
    /// An iPhone 8 screen (375 × 667) with a container across its whole width, 64 from the top and
    /// 100 high, holding a field pinned to the container's leading and trailing margins, 10 below
    /// its top; `flag` is written into the container's element.
    static func storyboard(flag: String) -> String {
        IBFixture.storyboard(
            identifier: "Form", device: "retina4_7",
            view: """
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" \(flag) id="box">
                            <rect key="frame" x="0.0" y="64" width="375" height="100"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="16" y="10" width="343" height="30"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="field" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="f-l"/>
                                <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="f-r"/>
                                <constraint firstItem="field" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="f-t"/>
                                <constraint firstItem="field" firstAttribute="height" constant="30" id="f-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="b-r"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="64" id="b-t"/>
                        <constraint firstItem="box" firstAttribute="height" constant="100" id="b-h"/>
                    </constraints>
                </view>
                """)
    }

    /// The field's frame solved at the document's size, and at an iPhone 15 Pro Max's width.
    static func field(_ text: String) throws -> (design: Rect?, wide: Rect?) {
        let layout = try #require(Fixtures.load(text: text, path: "Form.storyboard").theme?.layouts.first)
        var wide = layout
        wide.size = Size(width: 430, height: 932)
        return (DesignSizePlacement.frames(layout)["field"], DesignSizePlacement.frames(wide)["field"])
    }

    @Test func aFieldInAPreservingContainerLinesUpWithTheScreensMargins() throws {
        let (design, wide) = try Self.field(Self.storyboard(flag: #"preservesSuperviewLayoutMargins="YES""#))
        // The container touches the screen's sides: max(8, 16) = 16 each side, so the field is
        // 16 in and 375 − 32 = 343 wide, 64 + 10 down: IB's stored frame. At 430 wide the screen's
        // margins are 20: 430 − 40 = 390 wide.
        #expect(design == rect(16, 74, 343, 30))
        #expect(wide == rect(20, 74, 390, 30))
    }

    @Test func withoutTheAttributeTheContainersOwnMarginsHold() throws {
        let (design, _) = try Self.field(Self.storyboard(flag: ""))
        // 8 each side: 375 − 16 = 359 wide.
        #expect(design == rect(8, 74, 359, 30))
    }
}
