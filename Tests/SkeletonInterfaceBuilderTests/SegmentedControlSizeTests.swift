import SkeletonCore
import TestSupport
import Testing

/// A segmented control sized by its titles: each segment as wide as the widest title plus 18.5
/// points, corrected by the width Interface Builder stored where that is its measurement in SF.
struct SegmentedControlSizeTests {
    /// A 375 × 200 xib view of two "UDP"/"TCP" controls (30 points per title in the test font, so
    /// 2 × (30 + 18.5) = 97 measured), stored at 0,0 so that only the engine places them: `measured`,
    /// stored 93 wide (SF's titles), pinned 16 before the trailing edge and 20 from the top;
    /// `stretched`, stored 300 wide (not a measurement), pinned 16 from the leading edge, 80 from the top.
    static let card = IBFixture.xib(
        objects: """
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <segmentedControl contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="measured">
                        <rect key="frame" x="0.0" y="0.0" width="93" height="32"/>
                        <segments>
                            <segment title="UDP"/>
                            <segment title="TCP"/>
                        </segments>
                    </segmentedControl>
                    <segmentedControl contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="stretched">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="32"/>
                        <segments>
                            <segment title="UDP"/>
                            <segment title="TCP"/>
                        </segments>
                    </segmentedControl>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="trailing" secondItem="measured" secondAttribute="trailing" constant="16" id="measured-t"/>
                    <constraint firstItem="measured" firstAttribute="top" secondItem="card" secondAttribute="top" constant="20" id="measured-y"/>
                    <constraint firstItem="stretched" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="stretched-l"/>
                    <constraint firstItem="stretched" firstAttribute="top" secondItem="card" secondAttribute="top" constant="80" id="stretched-y"/>
                </constraints>
            </view>
            """)

    /// The solved frames of the card's views by id.
    static func frames() throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: card, path: "Card.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aControlStoredNearItsMeasuredWidthKeepsTheWidthIBMeasuredInSF() throws {
        // 375 − 16 − 93 = 266.
        #expect(try Self.frames()["measured"] == rect(266, 20, 93, 32))
    }

    @Test func aControlStoredFarFromItsMeasuredWidthTakesTheWidestTitlePlusPaddingPerSegment() throws {
        #expect(try Self.frames()["stretched"] == rect(16, 80, 97, 32))
    }
}
