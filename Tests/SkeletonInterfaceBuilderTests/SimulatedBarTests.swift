import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A tab bar controller whose first tab is a navigation controller (large titles as given) with
/// the `Feed` screen at its root, and whose second tab is `Me`, which says it has no top bar.
private func tabbedStoryboard(largeTitles: Bool) -> String {
    IBFixture.storyboard(
        device: "retina6_1",
        scenes: """
            <scene sceneID="t"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="me" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Home" id="i1"/>
                    <navigationBar key="navigationBar" largeTitles="\(largeTitles ? "YES" : "NO")" id="bar"/>
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="rootViewController" id="s3"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="f"><objects>
                <viewController storyboardIdentifier="Feed" id="feed" sceneMemberID="viewController">
                    <view key="view" id="feed-root"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
                    <navigationItem key="navigationItem" title="Feed" id="item"/>
                </viewController>
            </objects></scene>
            <scene sceneID="m"><objects>
                <viewController storyboardIdentifier="Me" id="me" sceneMemberID="viewController">
                    <view key="view" id="me-root"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
                    <tabBarItem key="tabBarItem" title="Me" id="i2"/>
                </viewController>
            </objects></scene>
            """)
}

private func bars(_ layout: String, largeTitles: Bool = false) throws -> [ViewNode] {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Tabs.storyboard", tabbedStoryboard(largeTitles: largeTitles))
    let layouts = try #require(Fixtures.load(path).theme?.layouts)
    return try #require(layouts.first { $0.name == layout }).root.children
}

@Test func theRootOfANavigationControllerInATabHasTheNavigationBarWithItsTitleAndTheTabBar() throws {
    let views = try bars("Feed")
    // Under the 44-point status bar of a retina6_1 device; the tab bar above its 34-point home inset.
    #expect(views.map(\.kind) == [.view, .navigationBar, .tabBar])
    #expect(
        views.map(\.frame) == [
            Rect(x: 0, y: 0, width: 414, height: 44), Rect(x: 0, y: 44, width: 414, height: 44),
            Rect(x: 0, y: 813, width: 414, height: 83),
        ])
    #expect(views[1].control.title == "Feed")
    #expect(views[2].control.items == ["Home", "Me"])
    #expect(views[2].control.selectedItemIndex == 0)
    #expect(views.allSatisfy { !$0.isSkeletonable })
}

@Test func aLargeTitleIsTheBarsBandBelowItsStandardHeight() throws {
    let views = try bars("Feed", largeTitles: true)
    #expect(views.map(\.kind) == [.view, .navigationBar, .tabBar])
    // One UINavigationBar 44 + 52 points high, as UIKit's bar with its large title.
    #expect(views[1].frame == Rect(x: 0, y: 44, width: 414, height: 96))
    #expect(views[1].control.title == "Feed")
    #expect(views[1].control.prefersLargeTitles)
}

@Test func aTabOutsideANavigationControllerHasOnlyTheTabBar() throws {
    let views = try bars("Me")
    #expect(views.map(\.kind) == [.tabBar])
    #expect(views.first?.control.selectedItemIndex == 1)
}

@Test func aXibViewsSimulatedNavigationBarIsDrawn() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Screen.xib",
        IBFixture.xib(
            device: "retina4_7",
            objects: """
                <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </view>
                """))
    let views = try #require(Fixtures.load(path).theme?.layouts.first).root.children
    #expect(
        views.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 20), Rect(x: 0, y: 20, width: 375, height: 44)])
}

@Test func onAnotherDeviceTheBarsFollowItsStatusBarAndHomeIndicatorAndTheContentStaysBetweenThem() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Tabs.storyboard", tabbedStoryboard(largeTitles: false))
    let layout = try #require(Fixtures.load(path).theme?.layouts.first { $0.name == "Feed" })
    #expect(layout.barInsets == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    // The iPhone SE has a 20-point status bar and no home indicator.
    let onSE = layout.laidOut(on: Device(.iPhoneSE))
    #expect(onSE.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(onSE)
    let frames = placed.children.filter { $0.node.id?.contains("-simulated-") == true }.map(\.frame)
    #expect(
        frames == [
            Rect(x: 0, y: 0, width: 375, height: 20), Rect(x: 0, y: 20, width: 375, height: 44),
            Rect(x: 0, y: 618, width: 375, height: 49),
        ])
}
