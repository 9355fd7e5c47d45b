import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A hidden arranged view leaves its stack's axis but UIStackView keeps it aligned across the
/// stack, so a hidden view larger across than its visible neighbours sizes a stack its
/// constraints leave open. IB's stored frames show it: every hidden view of a centred stack in the
/// corpus of Docs/interface-builder.md is stored centred across it, and a vertical stack holding
/// a visible 18-point "City" and a hidden 13-point "Country" is stored as wide as "Country".
struct HiddenArrangedAlignmentTests {
    /// A 375 × 200 view: a vertical stack (fill) pinned at (10, 10) holding a visible "City" and a
    /// hidden "Country", and a horizontal stack centred across, pinned at (10, 100), holding a
    /// visible 40 × 20 view and a hidden 30 × 50 one. The stored frames are the ones the file's
    /// constraints give without the hidden views (40 wide; 20 high).
    static let xib = IBFixture.xib(
        objects: """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                        <rect key="frame" x="10" y="10" width="40" height="20"/>
                        <subviews>
                            <label text="City" translatesAutoresizingMaskIntoConstraints="NO" id="city">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                            </label>
                            <label hidden="YES" text="Country" translatesAutoresizingMaskIntoConstraints="NO" id="country">
                                <rect key="frame" x="0.0" y="20" width="40" height="0.0"/>
                            </label>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="10" y="100" width="40" height="20"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="s-w"/>
                                    <constraint firstAttribute="height" constant="20" id="s-h"/>
                                </constraints>
                            </view>
                            <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                                <rect key="frame" x="40" y="0.0" width="0.0" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="t-w"/>
                                    <constraint firstAttribute="height" constant="50" id="t-h"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c-l"/>
                    <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-t"/>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="r-l"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r-t"/>
                </constraints>
            </view>
            """)

    /// The solved frames of the visible views, by id.
    static func frames() throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: xib, path: "Hidden.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aHiddenLabelWiderThanItsVisibleNeighbourWidensAVerticalStack() throws {
        // 10 points a character: "Country" resists compression at 70 points (750), above the
        // visible "City"'s hugging of its 40 (250); the fill alignment makes both the stack's
        // width, and the hidden label adds nothing to its height.
        let frames = try Self.frames()
        #expect(frames["column"] == rect(10, 10, 70, 20))
        #expect(frames["city"] == rect(10, 10, 70, 20))
    }

    @Test func aHiddenViewTallerThanItsVisibleNeighbourHeightensACentredRow() throws {
        // The hidden view's 50 points stay inside the row (UISV-spanning-boundary), so the row is
        // 50 high and the visible view is centred in it: y 100 + 15; the hidden 30 adds no width.
        let frames = try Self.frames()
        #expect(frames["row"] == rect(10, 100, 40, 50))
        #expect(frames["shown"] == rect(10, 115, 40, 20))
    }
}
