import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// An imported theme keeps its storyboard's constraints, so it re-flows on another device exactly
/// as the storyboard does: same frames for every view, on phones and an iPad, in both orientations.
struct ImportedThemeReflowTests {
    /// A navigation controller's root screen in a tab (simulated bars above and below), saved on an
    /// iPhone 8 (375 × 667): a card 20 points inside the safe area's sides and top, 200 high, with a
    /// title centred 16 below its top, a hidden badge the title's trailing edge keeps clear of, a
    /// fill-equally stack of two views pinned to the card's bottom margin, and a frame-placed banner
    /// that stretches across and keeps to the bottom.
    static let storyboard = IBFixture.storyboard(
        device: "retina4_7",
        scenes: """
            <scene sceneID="t"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Home" id="i1"/>
                    <navigationBar key="navigationBar" id="bar"/>
                    <connections><segue destination="feed" kind="relationship" relationship="rootViewController" id="s2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="f"><objects>
                <viewController storyboardIdentifier="Feed" id="feed" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="20" y="84" width="335" height="200"/>
                                <subviews>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Title" id="title">
                                        <rect key="frame" x="150" y="16" width="35" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                        <rect key="frame" x="295" y="16" width="24" height="24"/>
                                    </view>
                                    <stackView translatesAutoresizingMaskIntoConstraints="NO" distribution="fillEqually" spacing="8" id="stack">
                                        <rect key="frame" x="8" y="142" width="319" height="50"/>
                                        <subviews>
                                            <view id="left"><rect key="frame" x="0.0" y="0.0" width="155.5" height="50"/></view>
                                            <view id="right"><rect key="frame" x="163.5" y="0.0" width="155.5" height="50"/></view>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="200" id="c-height"/>
                                    <constraint firstItem="title" firstAttribute="centerX" secondItem="card" secondAttribute="centerX" id="c-title-x"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="top" constant="16" id="c-title-y"/>
                                    <constraint firstItem="badge" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" constant="8" id="c-badge"/>
                                    <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="c-badge-trailing"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="top" constant="16" id="c-badge-top"/>
                                    <constraint firstItem="badge" firstAttribute="width" constant="24" id="c-badge-w"/>
                                    <constraint firstItem="badge" firstAttribute="height" constant="24" id="c-badge-h"/>
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="c-stack-l"/>
                                    <constraint firstItem="stack" firstAttribute="trailing" secondItem="card" secondAttribute="trailingMargin" id="c-stack-t"/>
                                    <constraint firstItem="stack" firstAttribute="bottom" secondItem="card" secondAttribute="bottomMargin" id="c-stack-b"/>
                                    <constraint firstItem="stack" firstAttribute="height" constant="50" id="c-stack-h"/>
                                </constraints>
                            </view>
                            <view id="banner">
                                <rect key="frame" x="0.0" y="568" width="375" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c-leading"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c-trailing"/>
                            <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c-top"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                    <navigationItem key="navigationItem" title="Feed" id="item"/>
                </viewController>
            </objects></scene>
            """)

    /// The storyboard's Feed screen, and the same screen imported into a theme and loaded back.
    static func screens() throws -> (storyboard: LayoutSpec, theme: LayoutSpec, text: String) {
        let loaded = try #require(Fixtures.load(text: storyboard, path: "/virtual/Feed.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        let reloaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/feed.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        let feed = try #require(loaded.layouts.first { $0.name == "Feed" })
        let imported = try #require(reloaded.theme?.layouts.first { $0.name == "Feed" })
        return (feed, imported, text)
    }

    /// Every placed view's id and frame, in tree order.
    static func frames(_ layout: LayoutSpec, on device: Device) -> [String] {
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
        var result: [String] = []
        func walk(_ view: PlacedView) {
            result.append("\(view.node.id ?? view.path) \(view.frame)")
            view.children.forEach(walk)
        }
        walk(placed)
        return result
    }

    @Test(arguments: [
        Device(.iPhoneSE), Device(.iPhone15ProMax), Device(.iPad10), Device(.iPad10, .landscape),
        Device(.iPhone15, .landscape),
    ])
    func anImportedScreenReflowsAsItsStoryboardDoes(device: Device) throws {
        let (storyboard, theme, _) = try Self.screens()
        let expected = Self.frames(storyboard, on: device)
        #expect(Self.frames(theme, on: device) == expected)
        // Not the stored frames: on every one of these devices but the SE (375 wide, as the iPhone 8
        // the storyboard was saved on) the card is wider than 335.
        #expect(
            expected.contains { $0.hasPrefix("card ") && !$0.contains("width: 335.0") } == (device.model != .iPhoneSE))
    }

    @Test func theImportedThemeCarriesTheConstraintsAndTheBars() throws {
        let (_, theme, text) = try Self.screens()
        #expect(text.contains(#""barInsets""#))
        #expect(text.contains(#""bars""#))
        #expect(text.contains(#""first" : "card.leading""#))
        // On an iPad (820 wide, 24-point status bar): the card is 820 - 2 × 20 = 780 wide, 20 below
        // the safe area, whose top is the status bar and the iPad's 50-point navigation bar: 24 + 50 + 20 = 94.
        let card = Self.frames(theme, on: Device(.iPad10)).first { $0.hasPrefix("card ") }
        #expect(card == "card \(Rect(x: 20, y: 94, width: 780, height: 200))")
    }
}
