import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// The bars of a screen take the heights UIKit gives them on each device: 44-point navigation bars
/// and 49-point tab bars on an iPhone held upright, 32 and 32 on one of compact width on its side
/// (no large title), 44 and 49 on a Max phone on its side, 50 and 50 on an iPad (iOS 12 on); views
/// pinned to the safe area follow them. IB's canvas draws an iPad's 50-point bars from Xcode 10 on.
struct DeviceBarHeightTests {
    /// A tab bar controller showing a navigation controller (large titles as given) whose root,
    /// `Feed`, on an iPhone 11 canvas (`device`, `toolsVersion`), holds a card pinned 8 points below
    /// its safe area's top and 16 inside its sides, 40 high.
    static func storyboard(
        largeTitles: Bool = false, device: String = "retina6_1", size: String = "414 896", toolsVersion: Int = 17701
    ) -> String {
        let dimensions = size.split(separator: " ")
        return IBFixture.storyboard(
            device: device,
            scenes: """
                <scene sceneID="t"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="n"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Home" id="i1"/>
                        <navigationBar key="navigationBar" largeTitles="\(largeTitles ? "YES" : "NO")" id="bar"/>
                        <connections>
                            <segue destination="feed" kind="relationship" relationship="rootViewController" id="s2"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="f"><objects>
                    <viewController storyboardIdentifier="Feed" id="feed" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0" y="0" width="\(dimensions[0])" height="\(dimensions[1])"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                    <rect key="frame" x="16" y="96" width="382" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="c-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c-t"/>
                                <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c-l"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c-r"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Feed" id="item"/>
                    </viewController>
                </objects></scene>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
    }

    /// The `Feed` layout of `text`.
    static func feed(_ text: String) throws -> LayoutSpec {
        try #require(Fixtures.load(text: text, path: "Tabs.storyboard").theme?.layouts.first { $0.name == "Feed" })
    }

    /// The frames of the card, the navigation bar and the tab bar of `layout` on `device`.
    static func frames(_ layout: LayoutSpec, on device: Device) -> [Rect?] {
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
        return ["card", "root-simulated-1", "root-simulated-2"].map { placed.view(id: $0)?.frame }
    }

    @Test func aViewPinnedBelowTheSafeAreaFollowsEachDevicesBars() throws {
        let layout = try Self.feed(Self.storyboard())
        #expect(layout.bars == ScreenBars([.navigationBar, .tabBar]))
        // iPhone 15 upright: 59-point status bar + 44-point bar, card at 103 + 8; tab bar 49 + 34.
        #expect(
            Self.frames(layout, on: Device(.iPhone15)) == [
                rect(16, 111, 361, 40), rect(0, 59, 393, 44), rect(0, 769, 393, 83),
            ])
        // iPhone 15 on its side: no status bar, 32-point bars, the 59-point sensor insets at the
        // sides (the card 16 inside them), the tab bar 32 + 21 over the home indicator.
        #expect(
            Self.frames(layout, on: Device(.iPhone15, .landscape)) == [
                rect(75, 40, 702, 40), rect(0, 0, 852, 32), rect(0, 340, 852, 53),
            ])
        // iPhone SE on its side: no insets at all, 32-point bars.
        #expect(
            Self.frames(layout, on: Device(.iPhoneSE, .landscape)) == [
                rect(16, 40, 635, 40), rect(0, 0, 667, 32), rect(0, 343, 667, 32),
            ])
        // iPad 10: 24-point status bar + 50-point bar; the tab bar 50 above the 20-point home inset.
        #expect(
            Self.frames(layout, on: Device(.iPad10)) == [
                rect(16, 82, 788, 40), rect(0, 24, 820, 50), rect(0, 1110, 820, 70),
            ])
    }

    @Test func aWidePhoneOnItsSideKeepsItsStandardBars() throws {
        let layout = try Self.feed(Self.storyboard())
        // iPhone 15 Pro Max on its side (regular width): 44 and 49 points, as the Max phones keep them.
        #expect(
            Self.frames(layout, on: Device(.iPhone15ProMax, .landscape)) == [
                rect(75, 52, 782, 40), rect(0, 0, 932, 44), rect(0, 360, 932, 70),
            ])
    }

    @Test func aLargeTitleBandShowsUprightAndGoesOnAPhoneOnItsSide() throws {
        let layout = try Self.feed(Self.storyboard(largeTitles: true))
        #expect(layout.barInsets == EdgeInsets(top: 96, left: 0, bottom: 49, right: 0))
        // 44 + 52 points under the 59-point status bar: the card at 155 + 8.
        #expect(
            Self.frames(layout, on: Device(.iPhone15)).prefix(2) == [rect(16, 163, 361, 40), rect(0, 59, 393, 96)])
        // On its side the bar is 32 points and its title inline: the card at 32 + 8.
        #expect(
            Self.frames(layout, on: Device(.iPhoneSE, .landscape)).prefix(2) == [
                rect(16, 40, 635, 40), rect(0, 0, 667, 32),
            ])
    }

    @Test func anIPadCanvasDrawsFiftyPointBarsFromXcode10() throws {
        let ipad = try Self.feed(Self.storyboard(device: "ipad10_9rounded", size: "820 1180", toolsVersion: 23727))
        #expect(ipad.barInsets == EdgeInsets(top: 50, left: 0, bottom: 50, right: 0))
        let bar = try #require(ipad.root.children.first { $0.id == "root-simulated-1" })
        #expect(bar.frame == rect(0, 24, 820, 50))
        // Xcode 9's canvas (iOS 11) drew the iPad's bars at the iPhone's heights.
        let older = try Self.feed(Self.storyboard(device: "ipad9_7", size: "768 1024", toolsVersion: 13771))
        #expect(older.barInsets == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    }

    @Test func aNavigationBarInAThemeTakesTheDevicesHeight() {
        var bar = ViewNode(kind: .navigationBar)
        bar.id = "bar"
        bar.control.title = "Inbox"
        var root = ViewNode(kind: .stack)
        root.children = [bar, ViewNode(kind: .view)]
        let layout = LayoutSpec(name: "L", size: Size(width: 390, height: 700), root: root)
        let engine = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default)
        let heights = [Device(.iPhoneSE), Device(.iPhoneSE, .landscape), Device(.iPad10)].map {
            engine.place(layout.laidOut(on: $0)).view(id: "bar")?.frame.height
        }
        #expect(heights == [44, 32, 50])
    }

    @Test func anImportedThemeKeepsItsBarsKindsAndTheirHeightsFollowTheDevice() throws {
        let loaded = try #require(
            Fixtures.load(text: Self.storyboard(largeTitles: true), path: "/virtual/Tabs.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""prefersLargeTitles" : true"#))
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/tabs.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        let layout = try #require(reloaded.theme?.layouts.first { $0.name == "Feed" })
        #expect(layout.bars == ScreenBars([.largeTitle, .tabBar]))
        #expect(Self.frames(layout, on: Device(.iPad10)).prefix(2) == [rect(16, 134, 788, 40), rect(0, 24, 820, 102)])
    }

    @Test func anUnknownBarNameIsAnErrorWithASuggestion() {
        let text = #"{"layouts": [{"name": "L", "size": [390, 700], "bars": ["tabbar"], "root": {}}]}"#
        let loaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: nil)
        let messages = loaded.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("unknown bar `tabbar`") == true)
        #expect(messages.first?.contains("tabBar") == true)
    }
}
