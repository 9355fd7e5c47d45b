import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A label's explicit `preferredMaxLayoutWidth` (IB's "Preferred Width: Explicit"): UIKit wraps a
/// label of several lines at that width for its intrinsic size, whatever width its constraints
/// give it and at every text size.
struct PreferredMaxLayoutWidthTests {
    /// A 375 × 667 screen with a 0-line Body label "ab cd ef gh" pinned 20 from the top and leading
    /// edges only, stored 85 × 34 (two lines of 17 points at 5 × 17 = 85), with `attribute`.
    static func storyboard(attribute: String) -> String {
        IBFixture.storyboard(
            identifier: "PrefMax", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="ab cd ef gh" numberOfLines="0" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="cap">
                            <rect key="frame" x="20" y="20" width="85" height="34"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cap" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="cl"/>
                        <constraint firstItem="cap" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ct"/>
                    </constraints>
                </view>
                """)
    }

    /// The label's frame at `category` (text as wide as its point size per character).
    static func frame(attribute: String, at category: ContentSizeCategory) throws -> Rect? {
        let theme = try #require(Fixtures.load(text: storyboard(attribute: attribute), path: "P.storyboard").theme)
        return PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions(contentSize: category)
        ).root.view(id: "cap")?.frame
    }

    @Test func theImporterReadsAnExplicitWidthAndLeavesAutomaticOut() throws {
        for (attribute, expected) in [
            (#"preferredMaxLayoutWidth="100""#, 100.0), (#"preferredMaxLayoutWidth="0""#, nil),
            (#"preferredMaxLayoutWidth="wide""#, nil), ("", nil),
        ] {
            let theme = try #require(
                Fixtures.load(text: Self.storyboard(attribute: attribute), path: "P.storyboard").theme)
            #expect(theme.layouts.first?.root.find("cap")?.preferredMaxLayoutWidth == expected)
        }
    }

    @Test func aLargerTextWrapsAtThePreferredWidth() throws {
        // At extra extra large Body is 21 points: "ab cd" is 105 wide, over 100, so each word takes
        // a line: 4 lines of 21, 42 wide.
        #expect(
            try Self.frame(attribute: #"preferredMaxLayoutWidth="100""#, at: .extraExtraLarge)
                == rect(20, 20, 42, 84))
    }

    @Test func withoutItTheLabelWidensWithItsText() throws {
        // Its stored 85 scaled to 21 points is 105: "ab cd" / "ef gh" on two lines of 21.
        #expect(try Self.frame(attribute: "", at: .extraExtraLarge) == rect(20, 20, 105, 42))
    }
}
