import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// The labels of UIKit's built-in cell styles at other text sizes: a Subtitle cell's detail label
/// stays below its text label, which grows upwards from the line between them while the detail
/// grows downwards, and a label whose text outgrows the cell is cut off at the trailing margin, as
/// `UITableViewCell` lays them out, instead of each growing about its own stored centre into the
/// other and past the cell's edge.
struct StyledCellTextSizeTests {
    /// A static table saved on an iPhone 8 (375 wide, cells with 16-point side margins) with one
    /// 60-point Subtitle cell: "Title" in Body (17 points at the default size) over "Subtitle" in
    /// Caption 1 (12 points), 2 points apart, the pair centred, measured as `SizedTextMetrics`
    /// measures them (a character and a line as wide and high as the point size).
    static func storyboard(
        detailFrame: String = #"x="16" y="33.5" width="96" height="12""#, textLines: String = ""
    ) -> String {
        IBFixture.storyboard(
            device: "retina4_7",
            scenes: """
                <scene sceneID="s"><objects>
                    <tableViewController storyboardIdentifier="List" id="vc" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="plain" rowHeight="60" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections><tableViewSection id="section"><cells>
                                <tableViewCell textLabel="text" detailTextLabel="detail" style="IBUITableViewCellStyleSubtitle" id="cell">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <subviews>
                                            <label text="Title" \(textLines)id="text">
                                                <rect key="frame" x="16" y="14.5" width="85" height="17"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            </label>
                                            <label text="Subtitle" id="detail">
                                                <rect key="frame" \(detailFrame)/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells></tableViewSection></sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                """)
    }

    /// The labels' frames relative to their cell's, solved at the design size and `category`.
    static func frames(at category: ContentSizeCategory, storyboard: String = storyboard()) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: storyboard, path: "List.storyboard").theme?.layouts.first)
        let frames = DesignSizePlacement.frames(layout.scaled(to: category), metrics: SizedTextMetrics())
        let cell = try #require(frames["cell"])
        return frames.mapValues {
            Rect(x: $0.minX - cell.minX, y: $0.minY - cell.minY, width: $0.width, height: $0.height)
        }
    }

    @Test func atTheDefaultTextSizeTheSubtitleCellKeepsIBsFrames() throws {
        let frames = try Self.frames(at: .large)
        #expect(frames["text"] == rect(16, 14.5, 85, 17))
        #expect(frames["detail"] == rect(16, 33.5, 96, 12))
    }

    @Test func atTheLargestTextSizeTheDetailStaysBelowTheTextAndBothEndAtTheTrailingMargin() throws {
        // Body is 53 points at AX5, Caption 1 43: "Title" 265 wide ends its 53 points at 31.5, where
        // IB's ended; "Subtitle" (8 × 43 = 344, one more than the 343 between the margins) starts 2
        // below it and is cut off at the trailing margin.
        let frames = try Self.frames(at: .accessibilityExtraExtraExtraLarge)
        #expect(frames["text"] == rect(16, -21.5, 265, 53))
        #expect(frames["detail"] == rect(16, 33.5, 343, 43))
    }

    @Test func atTheSmallestTextSizeTheLabelsShrinkTowardsTheLineBetweenThem() throws {
        // Body is 14 points at extra small, Caption 1 11.
        let frames = try Self.frames(at: .extraSmall)
        #expect(frames["text"] == rect(16, 17.5, 70, 14))
        #expect(frames["detail"] == rect(16, 33.5, 88, 11))
    }

    @Test func aWrappingLabelIBStoredOnOneLineIsAsWideAsItsTextUntilTheMarginAndWrapsThere() throws {
        // "Title" of any number of lines, stored on one line: 265 wide at AX5 (not wrapped at its
        // stored 85, a character a line), and "Title Title Title" (17 × 53 = 901) wraps at the 343
        // points between the margins, a word a line: three lines as wide as "Title".
        let wrapping = Self.storyboard(textLines: #"numberOfLines="0" "#)
        let frames = try Self.frames(at: .accessibilityExtraExtraExtraLarge, storyboard: wrapping)
        #expect(frames["text"] == rect(16, -21.5, 265, 53))
        let long = wrapping.replacingOccurrences(of: #"text="Title""#, with: #"text="Title Title Title""#)
            .replacingOccurrences(of: #"width="85" height="17""#, with: #"width="289" height="17""#)
        let wrapped = try Self.frames(at: .accessibilityExtraExtraExtraLarge, storyboard: long)
        #expect(wrapped["text"] == rect(16, 31.5 - 3 * 53, 265, 3 * 53))
    }

    @Test func aDetailIBStoredBesideTheTextKeepsItsOwnCentre() throws {
        // Not below the text label (an odd file): each label grows about its own stored centre.
        let beside = Self.storyboard(detailFrame: #"x="120" y="17" width="96" height="12""#)
        let frames = try Self.frames(at: .accessibilityExtraExtraExtraLarge, storyboard: beside)
        #expect(frames["text"] == rect(16, -3.5, 265, 53))
        #expect(frames["detail"].map { $0.midY } == 23)
    }
}
