import SkeletonCore
import TestSupport
import Testing

/// An image view showing an SF Symbol has its first and last baselines where the symbol's is: half
/// SF's cap height at the configuration's point size below the glyph's centre, as symbols are
/// centred on the cap height of the text beside them. An app's picture has none: its first
/// baseline is its top and its last its bottom.
struct SymbolBaselineTests {
    /// A 375 × 300 xib view: a one-point `rule` whose top is 100 points down, and image views whose
    /// baselines are pinned to that top, stored at y 0 so that only the engine places them: `globe`,
    /// a symbol of UIKit's default 17 points stored 20 × 20, by its first baseline; `large`, a
    /// symbol configured at 34 points stored 40 × 40, by its last baseline; `logo`, an app's
    /// picture stored 24 × 24, by its first baseline.
    static let card = IBFixture.xib(
        objects: """
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                        <rect key="frame" x="0.0" y="100" width="375" height="1"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1" id="rule-h"/>
                        </constraints>
                    </view>
                    <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="globe">
                        <rect key="frame" x="20" y="0.0" width="20" height="20"/>
                        <imageReference key="image" image="globe" catalog="system" symbolScale="medium"/>
                    </imageView>
                    <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                        <rect key="frame" x="60" y="0.0" width="40" height="40"/>
                        <imageReference key="image" image="person" catalog="system" symbolScale="medium"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34"/>
                    </imageView>
                    <imageView contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                        <rect key="frame" x="120" y="0.0" width="24" height="24"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="rule" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="rule-l"/>
                    <constraint firstItem="rule" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="rule-r"/>
                    <constraint firstItem="rule" firstAttribute="top" secondItem="card" secondAttribute="top" constant="100" id="rule-t"/>
                    <constraint firstItem="globe" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="globe-l"/>
                    <constraint firstItem="globe" firstAttribute="firstBaseline" secondItem="rule" secondAttribute="top" id="globe-b"/>
                    <constraint firstItem="large" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="60" id="large-l"/>
                    <constraint firstItem="large" firstAttribute="lastBaseline" secondItem="rule" secondAttribute="top" id="large-b"/>
                    <constraint firstItem="logo" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="120" id="logo-l"/>
                    <constraint firstItem="logo" firstAttribute="firstBaseline" secondItem="rule" secondAttribute="top" id="logo-b"/>
                </constraints>
            </view>
            """)

    /// The solved frames of the card's views by id.
    static func frames() throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: card, path: "Card.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aSymbolsFirstBaselineLiesHalfTheCapHeightBelowItsCentre() throws {
        // SF's cap height at 17 points is 11.98: the centre 5.99 above the rule, the top 10 more.
        let globe = try #require(try Self.frames()["globe"])
        #expect(abs(globe.minY - 84.011) < 0.001)
        #expect([globe.minX, globe.width, globe.height] == [20, 20, 20])
    }

    @Test func aSymbolsLastBaselineFollowsItsConfigurationsPointSize() throws {
        // 34 points: a cap height of 23.96, the centre 11.98 above the rule.
        let large = try #require(try Self.frames()["large"])
        #expect(abs(large.minY - 68.022) < 0.001)
        #expect([large.minX, large.width, large.height] == [60, 40, 40])
    }

    @Test func anAppsPictureHasItsFirstBaselineAtItsTop() throws {
        #expect(try Self.frames()["logo"] == rect(120, 100, 24, 24))
    }
}
