import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A text view that scrolls is a UIScrollView: reaching under the bars, with more text than it
/// shows, it rests at UIKit's adjusted content inset (`contentInsetAdjustmentBehavior` automatic,
/// on the axis it scrolls), so its first line shows below the status and navigation bars, as a
/// plain scroll view's content does (`ScrollViewContentInsetTests`), and not under them (Delta's
/// licenses screen on an iPhone 15 drew its first lines under the navigation bar).
struct TextViewContentInsetTests {
    /// A xib of an iPhone 8 canvas with a simulated navigation bar whose 375 × 667 view holds a text
    /// view pinned to its four edges (under the bars) showing `text`; `attributes` go on the text view.
    static func xib(text: String, attributes: String = "") -> String {
        IBFixture.xib(
            device: "retina4_7",
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textView clipsSubviews="YES" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) text="\(text)" id="text">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" id="t-t"/>
                        <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
                        <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="t-r"/>
                        <constraint firstAttribute="bottom" secondItem="text" secondAttribute="bottom" id="t-b"/>
                    </constraints>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="21701">"#)
    }

    /// 400 words: 2 000 characters, 53 lines of 38 in the test metrics (10 points a character, 20 a
    /// line) in the iPhone 15's 393-point text view less its 5-point sides: 1 076 points of text
    /// with the 8-point top and bottom insets, more than the 852 the view shows.
    static let longText = String(repeating: "word ", count: 400).trimmingCharacters(in: .whitespaces)

    /// The baseline of the first line the text view draws on an iPhone 15, and the view's content offset.
    static func firstBaseline(_ text: String) throws -> (baseline: Double?, offset: Point?) {
        let layout = try #require(Fixtures.load(text: text, path: "Licenses.xib").theme?.layouts.first)
        let metrics = FakeTextMetrics()
        let placed = LayoutEngine(metrics: metrics, appearance: .default).place(layout.laidOut(on: Device(.iPhone15)))
        let view = try #require(placed.view(id: "text"))
        let runs = ContentPainter(metrics: metrics, scheme: .light).content(of: view).compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
        return (runs.first?.baselineOrigin.y, view.contentOffset)
    }

    @Test func aTextViewWithMoreTextThanItShowsStartsBelowTheBars() throws {
        // The iPhone 15's status and navigation bars end at 103: the first line's top is 103 + 8, its
        // baseline 16 lower.
        let shown = try Self.firstBaseline(Self.xib(text: Self.longText))
        #expect(shown.offset == Point(x: 0, y: -103))
        #expect(shown.baseline == 127)
    }

    @Test func aTextViewWhoseTextFitsDoesNotScrollAndStartsAtItsTop() throws {
        let shown = try Self.firstBaseline(Self.xib(text: "Short"))
        #expect(shown.offset == .zero)
        #expect(shown.baseline == 24)
    }

    @Test func aTextViewThatNeverAdjustsKeepsItsTextAtItsTop() throws {
        let shown = try Self.firstBaseline(
            Self.xib(text: Self.longText, attributes: #"contentInsetAdjustmentBehavior="never""#))
        #expect(shown.offset == .zero)
        #expect(shown.baseline == 24)
    }

    @Test func anImportedTextViewThatNeverAdjustsWritesAndLoadsItsSwitch() throws {
        let imported = try #require(
            Fixtures.load(
                text: Self.xib(text: Self.longText, attributes: #"contentInsetAdjustmentBehavior="never""#),
                path: "Licenses.xib"
            ).theme)
        let text = ThemeWriter.text(of: imported, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""adjustsContentInset" : false"#))
        let reloaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/licenses.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.theme?.layouts.first?.root.find("text")?.adjustsContentInset == false)
        // A text view that adjusts (UIKit's default) writes no key.
        let plain = try #require(Fixtures.load(text: Self.xib(text: "Short"), path: "Licenses.xib").theme)
        #expect(!ThemeWriter.text(of: plain, schema: nil, imagePath: { $0 }).contains("adjustsContentInset"))
    }
}
