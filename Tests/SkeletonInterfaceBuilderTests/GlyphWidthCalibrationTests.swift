import SkeletonCore
import TestSupport
import Testing

/// A label of a glyph or two whose stored width is within `StoredTextCalibration.glyphSlack` of
/// the stand-in's measurement takes IB's width (SF's), though the ratio lies outside the band;
/// a text further off keeps the stand-in's.
struct GlyphWidthCalibrationTests {
    /// A 375 × 200 xib view with FakeTextMetrics at 6 points a character: "-" stored 8 wide
    /// (measured 6: 2 off, a ratio of 1.33) and "--" stored 16 (measured 12: 4 off), each held by
    /// its leading and top edges and followed 8 points after by a 50-point view. The followers'
    /// stored frames are deliberately wrong, so that only the engine sets them.
    static let card = IBFixture.xib(
        objects: """
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="-" id="dash">
                        <rect key="frame" x="16" y="20" width="8" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="afterDash">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    </view>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="--" id="dashes">
                        <rect key="frame" x="16" y="60" width="16" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="afterDashes">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="dash" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="d-l"/>
                    <constraint firstItem="dash" firstAttribute="top" secondItem="card" secondAttribute="top" constant="20" id="d-t"/>
                    <constraint firstItem="afterDash" firstAttribute="leading" secondItem="dash" secondAttribute="trailing" constant="8" id="a-l"/>
                    <constraint firstItem="afterDash" firstAttribute="top" secondItem="dash" secondAttribute="top" id="a-t"/>
                    <constraint firstItem="afterDash" firstAttribute="width" constant="50" id="a-w"/>
                    <constraint firstItem="afterDash" firstAttribute="height" constant="21" id="a-h"/>
                    <constraint firstItem="dashes" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="s-l"/>
                    <constraint firstItem="dashes" firstAttribute="top" secondItem="card" secondAttribute="top" constant="60" id="s-t"/>
                    <constraint firstItem="afterDashes" firstAttribute="leading" secondItem="dashes" secondAttribute="trailing" constant="8" id="b-l"/>
                    <constraint firstItem="afterDashes" firstAttribute="top" secondItem="dashes" secondAttribute="top" id="b-t"/>
                    <constraint firstItem="afterDashes" firstAttribute="width" constant="50" id="b-w"/>
                    <constraint firstItem="afterDashes" firstAttribute="height" constant="21" id="b-h"/>
                </constraints>
            </view>
            """)

    /// The solved frames of the card's views by id.
    static func frames() throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: card, path: "Card.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout, metrics: FakeTextMetrics(advance: 6))
    }

    @Test func aGlyphStoredWithinTwoPointsOfTheStandInsWidthTakesIBsWidth() throws {
        let frames = try Self.frames()
        // "-": IB's 8 (the stand-in's 6 × 8 / 6); the view after it at 16 + 8 + 8 = 32.
        #expect(frames["dash"] == rect(16, 20, 8, 21))
        #expect(frames["afterDash"] == rect(32, 20, 50, 21))
    }

    @Test func aTextStoredFurtherFromTheStandInsWidthKeepsTheStandIns() throws {
        let frames = try Self.frames()
        // "--": 16 stored, 12 measured (4 off, a ratio of 1.33): the stand-in's 12; the view after
        // it at 16 + 12 + 8 = 36.
        #expect(frames["dashes"] == rect(16, 60, 12, 21))
        #expect(frames["afterDashes"] == rect(36, 60, 50, 21))
    }
}
