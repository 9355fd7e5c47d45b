import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// A UITextView that does not scroll is as big as its text (its intrinsic content size), so it
/// grows with its text at larger text sizes and pushes what is pinned below it; one that scrolls
/// has no intrinsic size and keeps its frame.
struct TextViewSizeTests {
    /// A 375 × 667 screen: a Body text view pinned 20 below the top and 16 from both sides (343
    /// wide: 333 for its text inside 5 points at each side), a 40-point square 8 below it. At
    /// Body's 17 points "Hello" is one line 17 high, 33 with the text view's 8 above and below,
    /// as IB stored it.
    static func screen(text: String, scrolls: Bool) -> String {
        IBFixture.storyboard(
            identifier: "Notes",
            device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textView text="\(text)" \(scrolls ? "" : #"scrollEnabled="NO" "#)translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                            <rect key="frame" x="16" y="20" width="343" height="33"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </textView>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="square">
                            <rect key="frame" x="16" y="61" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="w"/>
                                <constraint firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="notes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="notes" secondAttribute="trailing" constant="16" id="r"/>
                        <constraint firstItem="square" firstAttribute="top" secondItem="notes" secondAttribute="bottom" constant="8" id="g"/>
                        <constraint firstItem="square" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="sl"/>
                    </constraints>
                </view>
                """)
    }

    /// The screen's frames at its design size and `category`, as `tree --frames` prepares them.
    private func frames(
        text: String = "Hello", scrolls: Bool = false, at category: ContentSizeCategory
    ) throws -> [String: Rect] {
        let theme = try #require(
            Fixtures.load(text: Self.screen(text: text, scrolls: scrolls), path: "N.storyboard").theme)
        let prepared = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions(contentSize: category))
        return prepared.root.framesByID
    }

    @Test func aTextViewThatDoesNotScrollGrowsWithTheTextSizeAndPushesTheViewBelow() throws {
        // Body is 53 points at AX5: one line 53 high, 69 with the insets; the square 20 + 69 + 8 down.
        let frames = try frames(at: .accessibilityExtraExtraExtraLarge)
        #expect(frames["notes"] == rect(16, 20, 343, 69))
        #expect(frames["square"] == rect(16, 97, 40, 40))
    }

    @Test func aTextViewThatDoesNotScrollWrapsItsTextAtItsWidth() throws {
        // Each 5-letter word is 265 wide at 53 points and two with a space 583: three lines in 333,
        // 3 × 53 + 16 = 175 high.
        let frames = try frames(text: "Hello world again", at: .accessibilityExtraExtraExtraLarge)
        #expect(frames["notes"] == rect(16, 20, 343, 175))
        #expect(frames["square"] == rect(16, 203, 40, 40))
    }

    @Test func aTextViewThatDoesNotScrollShrinksWithASmallerTextSize() throws {
        // Body is 14 points at extra small: 14 + 16 = 30 high.
        let frames = try frames(at: .extraSmall)
        #expect(frames["notes"] == rect(16, 20, 343, 30))
        #expect(frames["square"] == rect(16, 58, 40, 40))
    }

    @Test func aTextViewThatScrollsKeepsItsFrameAtAnyTextSize() throws {
        let frames = try frames(scrolls: true, at: .accessibilityExtraExtraExtraLarge)
        #expect(frames["notes"] == rect(16, 20, 343, 33))
        #expect(frames["square"] == rect(16, 61, 40, 40))
    }

    @Test func anImportedThemeKeepsTheTextViewFromScrolling() throws {
        let loaded = try #require(
            Fixtures.load(text: Self.screen(text: "Hello", scrolls: false), path: "/virtual/N.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""isScrollEnabled" : false"#))
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/n.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        let notes = try #require(reloaded.theme?.layouts.first?.root.find("notes"))
        #expect(notes.autoLayout?.isScrollEnabled == false)
    }

    @Test func aScrollingTextViewIsImportedWithoutTheKey() throws {
        let loaded = try #require(
            Fixtures.load(text: Self.screen(text: "Hello", scrolls: true), path: "/virtual/N.storyboard").theme)
        #expect(!ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 }).contains("isScrollEnabled"))
    }
}
