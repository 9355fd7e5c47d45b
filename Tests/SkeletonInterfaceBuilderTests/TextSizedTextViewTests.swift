import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// A text view whose scrolling is off is as high as its text wrapped at its width within UIKit's
/// insets (8 above and below, 5 each side), an empty one a line high, as UIKit's intrinsic size of
/// such a view is and Interface Builder stores it (a 17-point one without text 36.5 high); a
/// scrolling text view has no intrinsic size and keeps the height the file gives it.
struct TextSizedTextViewTests {
    /// A screen saved on an iPhone 11 (414 × 896): a vertical stack pinned to the root's top and
    /// sides (its height open) holds a non-scrolling text view of eight nine-letter words (stored
    /// 100 high), an empty non-scrolling one (stored 50 high), a scrolling one (100 high), a
    /// footer 30 high and a stack centring the eight words and "abc" in non-scrolling text views.
    static let storyboard = IBFixture.storyboard(
        identifier: "Notes", device: "retina6_1",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" id="column">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="280"/>
                        <subviews>
                            <textView scrollEnabled="NO" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                                <string key="text">abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi</string>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                            <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                <rect key="frame" x="0.0" y="100" width="414" height="50"/>
                                <nil key="text"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                            <textView translatesAutoresizingMaskIntoConstraints="NO" text="Scrolls" id="scrolling">
                                <rect key="frame" x="0.0" y="150" width="414" height="100"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="0.0" y="250" width="414" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="c-footer-h"/>
                                </constraints>
                            </view>
                            <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" alignment="center" id="centred">
                                <rect key="frame" x="0.0" y="280" width="414" height="72"/>
                                <subviews>
                                    <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="36"/>
                                        <string key="text">abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi</string>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </textView>
                                    <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" text="abc" id="short">
                                        <rect key="frame" x="150" y="36" width="114" height="36"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </textView>
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
                    <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-leading"/>
                    <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trailing"/>
                </constraints>
            </view>
            """)

    /// Every placed view's frame by id, on the iPhone SE (375 wide) unless told, measured with
    /// `FakeTextMetrics` (10 points a character, lines 20 high).
    static func frames(on device: Device = Device(.iPhoneSE), imported: Bool = false) throws -> [String: Rect] {
        let loaded = try #require(Fixtures.load(text: storyboard, path: "/virtual/Notes.storyboard").theme)
        let theme = imported ? try Self.imported(loaded) : loaded
        let layout = try #require(theme.layouts.first)
        return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
            .framesByID
    }

    /// The screen as `import` writes it into a theme, loaded back.
    static func imported(_ loaded: Theme) throws -> Theme {
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/notes.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        return try #require(reloaded.theme)
    }

    @Test func aTextViewThatDoesNotScrollIsAsHighAsItsTextWrappedAtItsWidth() throws {
        // 375 less 10 of padding wraps at 365: three 90-point words and two spaces (290) a line,
        // so eight words are three lines, 60 high, plus 8 above and below.
        #expect(try Self.frames()["notes"] == Rect(x: 0, y: 0, width: 375, height: 76))
    }

    @Test func anEmptyTextViewThatDoesNotScrollIsOneLineHigh() throws {
        #expect(try Self.frames()["empty"] == Rect(x: 0, y: 76, width: 375, height: 36))
    }

    @Test func aTextViewWhoseTextWrapsIsAsWideAsItsWidthAndOneWhoseTextFitsHugsIt() throws {
        let frames = try Self.frames()
        // In a centring stack the wrapped words fill the stack's 375 (a label would hug its widest
        // line, 290 + 10); "abc" is 30 wide plus 10 of padding, centred.
        #expect(frames["wrapped"] == Rect(x: 0, y: 242, width: 375, height: 76))
        #expect(frames["short"] == Rect(x: 167.5, y: 318, width: 40, height: 36))
    }

    @Test func aScrollingTextViewKeepsTheHeightTheFileGivesIt() throws {
        let frames = try Self.frames()
        #expect(frames["scrolling"] == Rect(x: 0, y: 112, width: 375, height: 100))
        #expect(frames["footer"] == Rect(x: 0, y: 212, width: 375, height: 30))
    }

    @Test func anImportedThemeKeepsWhichTextViewsDoNotScroll() throws {
        let loaded = try #require(Fixtures.load(text: Self.storyboard, path: "/virtual/Notes.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        // The four text views that do not scroll say so; the scrolling one keeps UIKit's default.
        #expect(text.components(separatedBy: "\"isScrollEnabled\" : false").count - 1 == 4)
        // On another width the imported screen re-flows as the storyboard does: on the iPad's 820
        // less 10 the eight 90-point words and seven spaces (790) fit one line, 36 high.
        let iPad = Device(.iPad10)
        let fromTheme = try Self.frames(on: iPad, imported: true)
        #expect(fromTheme == (try Self.frames(on: iPad)))
        #expect(fromTheme["notes"] == Rect(x: 0, y: 0, width: 820, height: 36))
    }

    @Test func aThemesTextViewThatDoesNotScrollGrowsWithItsText() throws {
        let theme = """
            {"layouts": [{"name": "Notes", "size": [375, 300], "root": {"id": "root", "children": [
              {"id": "notes", "type": "textView", "isScrollEnabled": false, "font": {"size": 17},
               "text": "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi",
               "constraints": [{"first": "top", "second": "superview"}, {"first": "leading", "second": "superview"},
                               {"first": "trailing", "second": "superview"}]},
              {"id": "below", "constraints": [{"first": "top", "second": "notes.bottom", "constant": 8},
                {"first": "leading", "second": "superview"}, {"first": "width", "constant": 100},
                {"first": "height", "constant": 30}]}
            ]}}]}
            """
        let loaded = ThemeLoader.load(bytes: Array(theme.utf8), path: "/virtual/notes.theme.json", fontResolver: nil)
        #expect(loaded.diagnostics.map(\.description) == [])
        let layout = try #require(loaded.theme?.layouts.first)
        let frames = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            layout.laidOut(on: Device(.iPhoneSE))
        )
        .framesByID
        // Three lines of 20 at 365 points (as on the SE above) plus 8 above and below.
        #expect(frames["notes"] == Rect(x: 0, y: 0, width: 375, height: 76))
        #expect(frames["below"] == Rect(x: 0, y: 84, width: 100, height: 30))
    }

    @Test func isScrollEnabledOnAViewThatIsNoTextViewIsAnErrorNamingTheTextView() {
        let theme = """
            {"layouts": [{"name": "Notes", "size": [375, 300], "root": {"children": [
              {"type": "label", "isScrollEnabled": false}]}}]}
            """
        let loaded = ThemeLoader.load(bytes: Array(theme.utf8), path: "/virtual/notes.theme.json", fontResolver: nil)
        #expect(
            loaded.diagnostics.map(\.description).contains {
                $0.contains("`isScrollEnabled` applies to views of type `textView`")
            })
    }
}
