import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Dynamic Type on Interface Builder files: UIKit scales only text-style fonts; a font stored by
/// point size keeps it at every content size category.
struct ContentSizeTests {
    static let xib = IBFixture.xib(
        device: "retina4_7",
        objects: """
            <view contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label text="Fixed" id="fixed-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="17"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </label>
                    <label text="Styled" adjustsFontForContentSizeCategory="YES" id="styled-1">
                        <rect key="frame" x="0.0" y="20" width="320" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button id="button-1">
                        <rect key="frame" x="0.0" y="50" width="100" height="34"/>
                        <state key="normal" title="Go"/>
                    </button>
                    <button buttonType="system" id="button-2">
                        <rect key="frame" x="0.0" y="90" width="100" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                </subviews>
            </view>
            """)

    @Test func onlyTextStyleFontsScaleWithTheContentSize() throws {
        let result = Fixtures.load(text: Self.xib, path: "Row.xib")
        let scaled = try #require(result.theme?.layouts.first).scaled(to: .accessibilityLarge)
        #expect(scaled.root.find("fixed-1")?.font?.size == 14)
        #expect(scaled.root.find("styled-1")?.font?.size == 33)
        // UIButton's default system fonts, which keep their size: a custom button's and a system one's.
        #expect(scaled.root.find("button-1")?.font?.size == 18)
        #expect(scaled.root.find("button-2")?.font?.size == 15)
    }

    @Test func aTVDocumentsTextStylesHaveTVOSSizesAtEveryContentSize() throws {
        // The same row in a tvOS xib: Body is 29 points on tvOS, and tvOS scales no text style.
        let tv = Self.xib.replacingOccurrences(
            of: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "com.apple.InterfaceBuilder.AppleTV.XIB"
        ).replacingOccurrences(of: "retina4_7", with: "appleTV")
        let layout = try #require(Fixtures.load(text: tv, path: "Row.xib").theme?.layouts.first)
        #expect(layout.root.find("styled-1")?.font?.size == 29)
        #expect(layout.scaled(to: .accessibilityLarge).root.find("styled-1")?.font?.size == 29)
        #expect(layout.root.find("fixed-1")?.font?.size == 14)
    }

    @Test func everyTextStyleHasItsTVOSSize() {
        let sizes = TextStyle.allCases.map { "\($0.rawValue) \(Int($0.tvPointSize))" }
        #expect(
            sizes == [
                "largeTitle 76", "title1 76", "title2 57", "title3 48", "headline 38", "body 29", "callout 31",
                "subheadline 29", "footnote 29", "caption1 25", "caption2 23",
            ])
    }

    /// A 375 × 667 screen: a Body label "Title" pinned 20 below the top and 16 from the leading
    /// edge, and a 40-point square pinned 8 below it. IB stored the label at its 17-point measure,
    /// 5 × 17 = 85 wide and 17 high, so the square at y 45.
    static let screen = IBFixture.storyboard(
        identifier: "Title",
        device: "retina4_7",
        view: """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="20" width="85" height="17"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="square">
                        <rect key="frame" x="16" y="45" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="w"/>
                            <constraint firstAttribute="height" constant="40" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                    <constraint firstItem="square" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="g"/>
                    <constraint firstItem="square" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="sl"/>
                </constraints>
            </view>
            """)

    /// The screen's frames at its design size and `category`, as `tree --frames` prepares them.
    private func designSizeFrames(at category: ContentSizeCategory) throws -> [String: Rect] {
        let theme = try #require(Fixtures.load(text: Self.screen, path: "Title.storyboard").theme)
        let prepared = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions(contentSize: category))
        return prepared.root.framesByID
    }

    @Test func theDesignSizeKeepsIBsFramesAtTheDefaultTextSize() throws {
        let frames = try designSizeFrames(at: .large)
        #expect(frames["title"] == rect(16, 20, 85, 17))
        #expect(frames["square"] == rect(16, 45, 40, 40))
    }

    /// The screen's frames at `category` with its label of any number of lines (`numberOfLines` 0),
    /// saying `text`, stored `width` × `height`.
    private func wrappingFrames(at category: ContentSizeCategory, text: String, width: Int, height: Int) throws
        -> [String: Rect]
    {
        let screen = Self.screen.replacingOccurrences(
            of: #"<label text="Title""#, with: #"<label text="\#(text)" numberOfLines="0""#
        ).replacingOccurrences(
            of: #"width="85" height="17""#, with: #"width="\#(width)" height="\#(height)""#)
        let theme = try #require(Fixtures.load(text: screen, path: "Title.storyboard").theme)
        return PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions(contentSize: category)
        ).root.framesByID
    }

    @Test func aWrappingLabelIBStoredOnOneLineGrowsWithItsTextAsAOneLineLabelDoes() throws {
        // Not wrapped at its stored 85 points (a character a line at 53 points): 265 × 53, as above.
        let frames = try wrappingFrames(at: .accessibilityExtraExtraExtraLarge, text: "Title", width: 85, height: 17)
        #expect(frames["title"] == rect(16, 20, 265, 53))
    }

    @Test func aWrappingLabelIBStoredInSeveralLinesWrapsAtItsWidthScaledWithItsFont() throws {
        // "Title Title" stored in two lines 85 wide wraps at 85 × 53 / 17 = 265 at AX5: still two lines.
        let frames = try wrappingFrames(
            at: .accessibilityExtraExtraExtraLarge, text: "Title Title", width: 85, height: 34)
        #expect(frames["title"] == rect(16, 20, 265, 106))
    }

    @Test func anotherTextSizeReflowsTheDesignSizeAsIBsFramesAreForTheDefaultOne() throws {
        // Body is 53 points at AX5: "Title" 5 × 53 = 265 wide, 53 high; the square 20 + 53 + 8 below.
        let frames = try designSizeFrames(at: .accessibilityExtraExtraExtraLarge)
        #expect(frames["title"] == rect(16, 20, 265, 53))
        #expect(frames["square"] == rect(16, 81, 40, 40))
        // Body is 14 points at extra small: 70 × 14; the square 20 + 14 + 8 below.
        let small = try designSizeFrames(at: .extraSmall)
        #expect(small["title"] == rect(16, 20, 70, 14))
        #expect(small["square"] == rect(16, 42, 40, 40))
    }
}
