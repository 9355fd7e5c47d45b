import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// An imported theme keeps Interface Builder's stored frames at its design size only while its
/// Auto Layout keys are the ones those frames were solved with (`designDigest`): once the designer
/// edits a constraint by hand, the screen is laid out by its constraints there too, with a note.
struct ImportedThemeEditTests {
    /// A screen saved on an iPhone 11 (414 × 896) whose card is pinned 20 from the top and the
    /// sides and 100 high, but stored at y 120, where IB shows it (misplaced, as IB draws a view
    /// whose constraints were changed without updating its frame).
    static let storyboard = IBFixture.storyboard(
        identifier: "Profile", device: "retina6_1",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="20" y="120" width="374" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="card-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="card-top"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="card-l"/>
                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="card-t"/>
                </constraints>
            </view>
            """)

    /// The storyboard imported into a theme's text.
    static func importedText() throws -> String {
        let loaded = try #require(Fixtures.load(text: storyboard, path: "/virtual/Profile.storyboard").theme)
        return ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
    }

    /// The card's frame at the layout's own size, and the load's diagnostics, of a theme's text.
    static func card(_ text: String) throws -> (frame: Rect?, diagnostics: [String]) {
        let loaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/profile.theme.json", fontResolver: nil)
        let layout = try #require(loaded.theme?.layouts.first)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        return (placed.framesByID["card"], loaded.diagnostics.map(\.message))
    }

    @Test func anUneditedImportKeepsInterfaceBuildersFramesAtItsDesignSize() throws {
        let text = try Self.importedText()
        #expect(text.contains("\"designDigest\" : \""))
        let (frame, diagnostics) = try Self.card(text)
        #expect(frame == Rect(x: 20, y: 120, width: 374, height: 100))
        #expect(diagnostics == [])
    }

    @Test func aConstraintEditedByHandIsLaidOutAtTheDesignSizeWithANote() throws {
        let text = try Self.importedText()
        let edited = text.replacingOccurrences(
            of: #""constant" : 20,(\s*)"id" : "card-top""#, with: #""constant" : 60,$1"id" : "card-top""#,
            options: .regularExpression)
        #expect(edited != text)
        let (frame, diagnostics) = try Self.card(edited)
        #expect(frame == Rect(x: 20, y: 60, width: 374, height: 100))
        #expect(
            diagnostics == [
                "the Auto Layout keys under this view changed since `import` stored its frames, so at its design size "
                    + "too it is laid out by its constraints, not by the stored frames"
            ])
    }

    @Test func anEditThatIsNotAnAutoLayoutKeyKeepsTheStoredFrames() throws {
        let text = try Self.importedText()
        let edited = text.replacingOccurrences(of: "\"cornerRadius\" : 0", with: "\"cornerRadius\" : 12")
        #expect(edited != text)
        #expect(try Self.card(edited).frame == Rect(x: 20, y: 120, width: 374, height: 100))
    }

    @Test func aDesignDigestWithoutADesignSizeIsAnErrorWithAFix() {
        let theme = """
            {"layouts": [{"name": "L", "size": [375, 300], "root": {"children": [
              {"id": "a", "designDigest": "0123456789abcdef", "constraints": [{"first": "height", "constant": 10}]}]}}]}
            """
        let loaded = ThemeLoader.load(bytes: Array(theme.utf8), path: "/virtual/l.theme.json", fontResolver: nil)
        #expect(
            loaded.diagnostics.map(\.description) == [
                "/virtual/l.theme.json:2:31: error: `designDigest` goes with a `designSize` (at "
                    + "layouts[0].root.children[0].designDigest) — remove it (`import` writes the two together)"
            ])
    }
}
