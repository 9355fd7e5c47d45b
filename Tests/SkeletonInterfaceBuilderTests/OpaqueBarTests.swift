import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A view controller's view under an opaque navigation bar (`translucent="NO"` in IB's simulated
/// metrics) lies below the bar and the status bar, as IB stores it (pocket-casts' Sonos screen:
/// 375 × 623 on an iPhone 8 canvas without a status bar, its profile 375 × 603 with one) and UIKit
/// places it (`extendedLayoutIncludesOpaqueBars` is off by default): on any device the view takes
/// the screen below the bars, and a view pinned to its top stays below them, where it used to be
/// drawn under the bar.
struct OpaqueBarTests {
    /// A xib of an iPhone 8 canvas of `toolsVersion` (21701, Xcode 14.3: status bar drawn) whose
    /// 375 × `height` view holds a 100-point banner pinned to its top and sides, with a simulated
    /// navigation bar `translucent` (nil: IB's default, translucent).
    static func xib(translucent: String?, toolsVersion: Int = 21701, height: Int = 603) -> String {
        let attribute = translucent.map { #" translucent="\#($0)""# } ?? ""
        return IBFixture.xib(
            device: "retina4_7",
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" id="b-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" id="b-t"/>
                        <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
                        <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="b-r"/>
                    </constraints>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics"\(attribute) prompted="NO"/>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
    }

    /// The layout of `text`.
    static func layout(_ text: String, path: String = "Profile.xib") throws -> LayoutSpec {
        try #require(Fixtures.load(text: text, path: path).theme?.layouts.first)
    }

    /// The frames of the views `ids` in `layout` on `device`, or at the design size without one.
    static func frames(_ layout: LayoutSpec, on device: Device?, _ ids: [String]) -> [Rect?] {
        let placed =
            device.map { LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: $0)) }
            ?? DesignSizePlacement.place(layout)
        return ids.map { placed.view(id: $0)?.frame }
    }

    @Test func aXibViewBelowAnOpaqueBarIsAViewControllersViewBelowTheBars() throws {
        let layout = try Self.layout(Self.xib(translucent: "NO"))
        #expect(layout.fillsScreen)
        #expect(layout.belowTopBars)
        #expect(!layout.keepsHeight)
        // The bars are outside the stored view: its safe area has no top inset.
        #expect(layout.safeAreaInsets == .zero)
        #expect(layout.barInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func theViewTakesTheScreenBelowTheStatusBarAndTheBarOnEveryDevice() throws {
        let layout = try Self.layout(Self.xib(translucent: "NO"))
        let ids = ["root", "banner", "root-simulated-1"]
        // iPhone 15: 59-point status bar, 44-point bar, the view below from y 103 to the bottom.
        #expect(
            Self.frames(layout, on: Device(.iPhone15), ids) == [
                rect(0, 103, 393, 749), rect(0, 103, 393, 100), rect(0, 59, 393, 44),
            ])
        // iPad 10: 24-point status bar and the iPad's 50-point bar.
        #expect(
            Self.frames(layout, on: Device(.iPad10), ids) == [
                rect(0, 74, 820, 1106), rect(0, 74, 820, 100), rect(0, 24, 820, 50),
            ])
        // iPhone SE: the design's own 375 × 603 below 20 + 44 points, its stored frames.
        #expect(
            Self.frames(layout, on: Device(.iPhoneSE), ids) == [
                rect(0, 64, 375, 603), rect(0, 64, 375, 100), rect(0, 20, 375, 44),
            ])
    }

    @Test func theStatusBandAboveTheBarReachesTheTopOfTheScreen() throws {
        let layout = try Self.layout(Self.xib(translucent: "NO"))
        // 62 points, the tallest status bar, ending at the bar's top; the screen cuts off the rest.
        #expect(Self.frames(layout, on: Device(.iPhone15), ["root-simulated-0"]) == [rect(0, -3, 393, 62)])
        #expect(Self.frames(layout, on: Device(.iPhoneSE), ["root-simulated-0"]) == [rect(0, -42, 375, 62)])
    }

    @Test func atTheDesignSizeTheCanvasShowsTheBarsAboveTheStoredView() throws {
        let layout = try Self.layout(Self.xib(translucent: "NO"))
        // IB's iPhone 8 canvas: the view's 603 points below the 20-point status bar and 44-point bar.
        #expect(layout.size == Size(width: 375, height: 667))
        #expect(layout.root.frame == rect(0, 64, 375, 603))
        // The banner at its stored place in the view, the bar above the view, the status band's last
        // 20 of 62 points on the canvas.
        #expect(
            Self.frames(layout, on: nil, ["root", "banner", "root-simulated-1", "root-simulated-0"]) == [
                rect(0, 64, 375, 603), rect(0, 64, 375, 100), rect(0, 20, 375, 44), rect(0, -42, 375, 62),
            ])
    }

    @Test func aCanvasWithoutAStatusBarShowsTheNavigationBarAlone() throws {
        // Xcode 10.2 to 14.2 drew an iPhone 8 without a status bar (pocket-casts' Sonos screen: 375 ×
        // 623 below the 44-point bar).
        let layout = try Self.layout(Self.xib(translucent: "NO", toolsVersion: 17506, height: 623))
        #expect(layout.size == Size(width: 375, height: 667))
        #expect(
            Self.frames(layout, on: nil, ["root", "banner", "root-simulated-1"]) == [
                rect(0, 44, 375, 623), rect(0, 44, 375, 100), rect(0, 0, 375, 44),
            ])
    }

    @Test func aViewUnderATranslucentBarIsTheWholeCanvas() throws {
        let layout = try Self.layout(Self.xib(translucent: nil))
        #expect(layout.size == Size(width: 375, height: 603))
        #expect(layout.root.frame == nil)
    }

    @Test func aTranslucentBarLeavesTheViewUnderIt() throws {
        // A xib view with a simulated bar is a view controller's view all the same, filling the
        // screen under the bar: what is pinned to its top lies under the bar, as in UIKit.
        let layout = try Self.layout(Self.xib(translucent: nil))
        #expect(layout.fillsScreen)
        #expect(!layout.belowTopBars)
        #expect(
            Self.frames(layout, on: Device(.iPhone15), ["root", "banner", "root-simulated-1"]) == [
                rect(0, 0, 393, 852), rect(0, 0, 393, 100), rect(0, 59, 393, 44),
            ])
    }

    @Test func aListControllersListStaysUnderAnOpaqueBar() throws {
        // A table view controller's rows start below the bars either way; its table, which clips
        // what lies outside it, still fills the screen.
        let text = IBFixture.scene(
            device: "retina4_7",
            controller: """
                <tableViewController id="t" storyboardIdentifier="Settings">
                    <tableView key="view" style="plain" rowHeight="44" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                    </tableView>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                </tableViewController>
                """)
        let layout = try Self.layout(text, path: "Settings.storyboard")
        #expect(layout.fillsScreen)
        #expect(!layout.belowTopBars)
        #expect(Self.frames(layout, on: Device(.iPhone15), ["list"]) == [rect(0, 0, 393, 852)])
    }

    @Test func anImportedThemeKeepsTheViewBelowTheBars() throws {
        let loaded = try #require(Fixtures.load(text: Self.xib(translucent: "NO"), path: "/virtual/Profile.xib").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""belowTopBars" : true"#))
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/profile.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        let layout = try #require(reloaded.theme?.layouts.first)
        #expect(layout.belowTopBars)
        #expect(
            Self.frames(layout, on: Device(.iPhone15), ["root", "banner"]) == [
                rect(0, 103, 393, 749), rect(0, 103, 393, 100),
            ])
        #expect(Self.frames(layout, on: nil, ["root", "banner"]) == [rect(0, 64, 375, 603), rect(0, 64, 375, 100)])
    }
}
