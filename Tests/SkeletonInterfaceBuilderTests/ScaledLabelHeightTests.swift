import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A wrapping label at a text size Dynamic Type scaled its font to is exactly as tall as the lines
/// the stand-in draws: the correction of IB's stored height (its lines in SF at the design size
/// against the stand-in's) holds at the default text size only, where it would otherwise add a
/// share to every line the label wraps into.
struct ScaledLabelHeightTests {
    /// A 375 × 667 screen with a 0-line Body label of eight 4-letter words pinned 16 from the sides
    /// and 20 from the top, stored 343 × 37 for its two 17-point lines (34 in the stand-in).
    static let storyboard = IBFixture.storyboard(
        identifier: "Para", device: "retina4_7",
        view: """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="aaaa bbbb cccc dddd eeee ffff gggg hhhh" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="para">
                        <rect key="frame" x="16" y="20" width="343" height="37"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="para" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="pl"/>
                    <constraint firstAttribute="trailing" secondItem="para" secondAttribute="trailing" constant="16" firstItem="root" id="pt"/>
                    <constraint firstItem="para" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ptop"/>
                </constraints>
            </view>
            """)

    /// The label's frame at `category` on `device` (text as wide as its point size per character).
    static func frame(at category: ContentSizeCategory, on device: Device) throws -> Rect? {
        let theme = try #require(Fixtures.load(text: storyboard, path: "Para.storyboard").theme)
        return PreparedLayout(
            layout: try #require(theme.layouts.first).laidOut(on: device), theme: theme,
            metrics: SizedTextMetrics(), options: LayoutOptions(contentSize: category)
        ).root.view(id: "para")?.frame
    }

    @Test func atALargerTextSizeTheLabelIsAsTallAsItsLines() throws {
        // 21 points at extra extra large: 16 characters fit 343, so three words a line, 3 lines
        // of 21 = 63 (the stored height's 37 / 34 made it 68.56).
        #expect(try Self.frame(at: .extraExtraLarge, on: Device(.iPhoneSE)) == rect(16, 20, 343, 63))
    }

    @Test func atTheDefaultTextSizeTheStoredHeightStillCorrectsTheStandIn() throws {
        // iPhone 15, 361 wide: still two lines of 17, 34 × 37 / 34 = 37 as IB stored them.
        #expect(try Self.frame(at: .large, on: Device(.iPhone15)) == rect(16, 20, 361, 37))
    }
}
