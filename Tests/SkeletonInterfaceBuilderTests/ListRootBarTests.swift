import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A retina6_1 storyboard (414 × 896: 44-point status bar, 34-point home indicator) whose tab bar
/// controller shows `Inbox`, a table view controller at the root of a navigation controller (60-point
/// rows), and `Grid`, a collection view controller outside one (414 × 100 items, no spacing).
private let listRoots = IBFixture.storyboard(
    device: "retina6_1",
    scenes: """
        <scene sceneID="t"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="grid" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="n"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Home" id="i1"/>
                <navigationBar key="navigationBar" id="bar"/>
                <connections>
                    <segue destination="inbox" kind="relationship" relationship="rootViewController" id="s3"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="l"><objects>
            <tableViewController storyboardIdentifier="Inbox" id="inbox" sceneMemberID="viewController">
                <tableView key="view" rowHeight="60" id="inbox-root">
                    <rect key="frame" x="0" y="0" width="414" height="896"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="Row" id="row">
                            <rect key="frame" x="0" y="0" width="414" height="60"/>
                            <tableViewCellContentView key="contentView" id="row-content">
                                <rect key="frame" x="0" y="0" width="414" height="60"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                <navigationItem key="navigationItem" title="Inbox" id="item"/>
            </tableViewController>
        </objects></scene>
        <scene sceneID="g"><objects>
            <collectionViewController storyboardIdentifier="Grid" id="grid" sceneMemberID="viewController">
                <collectionView key="view" id="grid-root">
                    <rect key="frame" x="0" y="0" width="414" height="896"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0" minimumInteritemSpacing="0" id="flow">
                        <size key="itemSize" width="414" height="100"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell reuseIdentifier="Tile" id="tile">
                            <rect key="frame" x="0" y="0" width="414" height="100"/>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                <tabBarItem key="tabBarItem" title="Grid" id="i2"/>
            </collectionViewController>
        </objects></scene>
        """)

/// The same screens with the navigation controller outside the tab bar controller: it shows the
/// tab bar controller, whose first tab is `Inbox` itself.
private let tabsInANavigationController =
    listRoots
    .replacingOccurrences(of: #"destination="nav" kind"#, with: #"destination="inbox" kind"#)
    .replacingOccurrences(
        of: #"destination="inbox" kind="relationship" relationship="root"#,
        with: #"destination="tabs" kind="relationship" relationship="root"#)

/// The screen `name` of `storyboard`, placed on its own device or on `device`.
private func placed(_ name: String, on device: Device? = nil, in storyboard: String = listRoots) throws -> PlacedView {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Lists.storyboard", storyboard)
    let layout = try #require(Fixtures.load(path).theme?.layouts.first { $0.name == name })
    return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(device.map(layout.laidOut) ?? layout)
}

/// The frames of a placed list's rows (or items) and of the bars drawn over them.
private func rowsAndBars(_ list: PlacedView) -> (rows: [Rect], bars: [Rect]) {
    let bars = list.children.filter { $0.node.id?.contains("-simulated-") == true }
    return (
        list.children.filter { $0.role == .tableCell || $0.role == .collectionCell }.map(\.frame), bars.map(\.frame)
    )
}

@Test func aTableControllersRowsStartBelowTheNavigationBarAndScrollUnderTheTabBarThatIsDrawnOverThem() throws {
    let inbox = try placed("Inbox")
    let (rows, bars) = rowsAndBars(inbox)
    // The safe area: 44 (status bar) + 44 (navigation bar) at the top. SkeletonView asks for
    // ceil(896 / 60) = 15 rows of the frame's height; UIKit creates those that start on screen:
    // 88 + 60·k < 896 for k = 0…13, the last at 868, under the tab bar.
    #expect(rows.count == 14)
    #expect(rows.first == Rect(x: 0, y: 88, width: 414, height: 60))
    #expect(rows.last == Rect(x: 0, y: 868, width: 414, height: 60))
    // Status band, navigation bar, tab bar (49 + the 34-point home indicator), after the rows.
    #expect(
        bars == [
            Rect(x: 0, y: 0, width: 414, height: 44), Rect(x: 0, y: 44, width: 414, height: 44),
            Rect(x: 0, y: 813, width: 414, height: 83),
        ])
    #expect(inbox.children.suffix(3).map(\.node.kind) == [.view, .navigationBar, .tabBar])
    #expect(inbox.children.suffix(3).allSatisfy { !$0.node.isSkeletonable })
}

@Test func onAnotherDeviceATableControllersRowsStartAtThatDevicesSafeAreaBelowTheBars() throws {
    // The iPhone SE: 375 × 667, a 20-point status bar, no home indicator. ceil(667 / 60) = 12 rows
    // asked; 64 + 60·k < 667 for k = 0…10.
    let (rows, bars) = rowsAndBars(try placed("Inbox", on: Device(.iPhoneSE)))
    #expect(rows.count == 11)
    #expect(rows.first == Rect(x: 0, y: 64, width: 375, height: 60))
    #expect(
        bars == [
            Rect(x: 0, y: 0, width: 375, height: 20), Rect(x: 0, y: 20, width: 375, height: 44),
            Rect(x: 0, y: 618, width: 375, height: 49),
        ])
}

@Test func aCollectionControllersItemsStartBelowTheStatusBarWithTheTabBarDrawnOverThem() throws {
    let (items, bars) = rowsAndBars(try placed("Grid"))
    // No navigation bar: the safe area's top is the 44-point status bar. ceil(896 / 100) = 9 items,
    // one a line: 44 + 100·k for k = 0…8, the last at 844.
    #expect(items.count == 9)
    #expect(items.first == Rect(x: 0, y: 44, width: 414, height: 100))
    #expect(items.last == Rect(x: 0, y: 844, width: 414, height: 100))
    #expect(bars == [Rect(x: 0, y: 813, width: 414, height: 83)])
}

@Test func aTabOfATabBarControllerANavigationControllerShowsHasItsNavigationBarWithTheTabsOwnTitle() throws {
    let inbox = try placed("Inbox", in: tabsInANavigationController)
    let (rows, bars) = rowsAndBars(inbox)
    // As under a navigation controller of its own: rows from 44 + 44 = 88, the bars over them.
    #expect(rows.first == Rect(x: 0, y: 88, width: 414, height: 60))
    #expect(
        bars == [
            Rect(x: 0, y: 0, width: 414, height: 44), Rect(x: 0, y: 44, width: 414, height: 44),
            Rect(x: 0, y: 813, width: 414, height: 83),
        ])
    #expect(inbox.children.suffix(3).map(\.node.control.title) == [nil, "Inbox", nil])
    // The second tab is no root of the navigation controller's either, but the tab bar controller is.
    #expect(rowsAndBars(try placed("Grid", in: tabsInANavigationController)).bars.count == 3)
}

@Test func aNavigationControllerWithASimulatedTabBarGivesItToWhatACellsSegueShows() throws {
    // The navigation controller is a tab of another file's tab bar controller (it says so by its
    // simulated tab bar); its root's cell shows `Inbox`, by a segue in the cell's connections.
    let storyboard =
        listRoots
        .replacingOccurrences(
            of: #"<navigationBar key="navigationBar" id="bar"/>"#,
            with:
                #"<navigationBar key="navigationBar" id="bar"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        )
        .replacingOccurrences(
            of: #"destination="inbox" kind="relationship" relationship="rootViewController""#,
            with: #"destination="grid" kind="relationship" relationship="rootViewController""#
        )
        .replacingOccurrences(of: #"destination="nav" kind"#, with: #"destination="none" kind"#)
        .replacingOccurrences(
            of: #"<collectionViewCell reuseIdentifier="Tile" id="tile">"#,
            with:
                #"<collectionViewCell reuseIdentifier="Tile" id="tile"><connections><segue destination="inbox" kind="show" id="s4"/></connections>"#
        )
    let inbox = try placed("Inbox", in: storyboard)
    // Navigation bar ("Inbox") under the status bar; the tab bar with the navigation controller's own tab.
    #expect(
        rowsAndBars(inbox).bars == [
            Rect(x: 0, y: 0, width: 414, height: 44), Rect(x: 0, y: 44, width: 414, height: 44),
            Rect(x: 0, y: 813, width: 414, height: 83),
        ])
    #expect(inbox.children.last?.node.control.items == ["Home"])
}
