import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A table or collection that is a subview reaching under the bars (pinned to its superview's top,
/// not the safe area: RocketChat's subscriptions list) gets UIKit's automatic content inset: the
/// part of the safe area its frame covers is added to its content inset on the axis it scrolls
/// (`contentInsetAdjustmentBehavior = .automatic`, iOS 11 and later), so its first row starts below
/// the status bar and the navigation bar of the device shown, and scrolls under them.
struct ListContentInsetTests {
    /// A xib of an iPhone 8 canvas (Xcode 14.3: 20-point status bar drawn) whose 375 × 667 view has a
    /// simulated translucent navigation bar and holds `list` (a `tableView` or `collectionView`
    /// element with `attributes`) pinned `top` points below the view's top (its `secondItem` is
    /// `anchor`: the root or its safe area), to its sides and bottom.
    static func xib(
        list: String = "tableView", attributes: String = "", top: Double = 0, anchor: String = "root",
        anchorAttribute: String = "top", flow: String = "vertical"
    ) -> String {
        let content =
            list == "tableView"
            ? """
            <prototypes>
                <tableViewCell reuseIdentifier="Row" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            """
            : """
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="\(flow)" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="100" height="100"/>
            </collectionViewFlowLayout>
            <cells>
                <collectionViewCell reuseIdentifier="Item" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                </collectionViewCell>
            </cells>
            """
        return IBFixture.xib(
            device: "retina4_7",
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <\(list) rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="list">
                            <rect key="frame" x="0.0" y="\(top)" width="375" height="\(667 - top)"/>
                            \(content)
                        </\(list)>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="list" firstAttribute="top" secondItem="\(anchor)" secondAttribute="\(anchorAttribute)" constant="\(top)" id="l-t"/>
                        <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l-l"/>
                        <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="l-r"/>
                        <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="l-b"/>
                    </constraints>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="21701">"#)
    }

    /// The layout of `text`.
    static func layout(_ text: String) throws -> LayoutSpec {
        try #require(Fixtures.load(text: text, path: "Subscriptions.xib").theme?.layouts.first)
    }

    /// The list's frame and its first row's (or item's) in `layout` on `device`.
    static func firstRow(_ layout: LayoutSpec, on device: Device) -> (list: Rect?, row: Rect?) {
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
        let list = placed.view(id: "list")
        return (list?.frame, list?.children.first?.frame)
    }

    @Test func aTablePinnedToTheScreensTopStartsItsRowsBelowEachDevicesBars() throws {
        let layout = try Self.layout(Self.xib())
        // iPhone 15: the 59-point status bar and the 44-point bar above the first row.
        #expect(Self.firstRow(layout, on: Device(.iPhone15)).list == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.firstRow(layout, on: Device(.iPhone15)).row == Rect(x: 0, y: 103, width: 393, height: 44))
        // iPhone SE on its side: no status bar and the compact 32-point bar.
        #expect(
            Self.firstRow(layout, on: Device(.iPhoneSE, .landscape)).row == Rect(x: 0, y: 32, width: 667, height: 44))
        // iPad 10: the 24-point status bar and the iPad's 50-point bar.
        #expect(Self.firstRow(layout, on: Device(.iPad10)).row == Rect(x: 0, y: 74, width: 820, height: 44))
        // The design size: the iPhone 8's 20 + 44 points, in the tree `tree --frames` compares too.
        let design = DesignSizePlacement.place(layout).view(id: "list")
        #expect(design?.children.first?.frame == Rect(x: 0, y: 64, width: 375, height: 44))
    }

    @Test func aTableStartingUnderTheBarIsInsetByThePartItCoversOnly() throws {
        // 30 points below the screen's top: 103 − 30 = 73 points of it lie under the bars on an iPhone 15.
        let layout = try Self.layout(Self.xib(top: 30))
        let (list, row) = Self.firstRow(layout, on: Device(.iPhone15))
        #expect(list == Rect(x: 0, y: 30, width: 393, height: 822))
        #expect(row == Rect(x: 0, y: 103, width: 393, height: 44))
    }

    @Test func aTablePinnedToTheSafeAreaIsNotInset() throws {
        let layout = try Self.layout(Self.xib(anchor: "safe"))
        let (list, row) = Self.firstRow(layout, on: Device(.iPhone15))
        #expect(list == Rect(x: 0, y: 103, width: 393, height: 749))
        #expect(row == Rect(x: 0, y: 103, width: 393, height: 44))
    }

    @Test func aListThatNeverAdjustsKeepsItsRowsAtItsTopAndTheThemeSaysSo() throws {
        let layout = try Self.layout(Self.xib(attributes: #"contentInsetAdjustmentBehavior="never""#))
        #expect(layout.root.find("list")?.adjustsContentInset == false)
        #expect(Self.firstRow(layout, on: Device(.iPhone15)).row == Rect(x: 0, y: 0, width: 393, height: 44))
        let automatic = try Self.layout(Self.xib())
        #expect(automatic.root.find("list")?.adjustsContentInset == true)
    }

    @Test func aVerticalCollectionIsInsetAndAHorizontalOneIsNot() throws {
        // A vertical flow of 100-point items, three to a 393-point line: the first line below the bars.
        let vertical = try Self.layout(Self.xib(list: "collectionView"))
        #expect(Self.firstRow(vertical, on: Device(.iPhone15)).row == Rect(x: 0, y: 103, width: 100, height: 100))
        // A horizontal flow scrolls sideways: UIKit adjusts only that axis, so its items stay under the bar.
        let horizontal = try Self.layout(Self.xib(list: "collectionView", flow: "horizontal"))
        #expect(Self.firstRow(horizontal, on: Device(.iPhone15)).row == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aHorizontalCollectionStartsItsItemsBesideTheIslandOfAPhoneOnItsSide() throws {
        // iPhone 15 on its side: 59 points of unsafe area at each side. The items scroll sideways, so
        // UIKit adds the left 59 to the content inset (and not the compact 32-point bar above: it
        // adjusts only the axis the list scrolls); three 100-point items fill the 393-point height.
        let horizontal = try Self.layout(Self.xib(list: "collectionView", flow: "horizontal"))
        let landscape = Device(.iPhone15, .landscape)
        #expect(Self.firstRow(horizontal, on: landscape).list == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(Self.firstRow(horizontal, on: landscape).row == Rect(x: 59, y: 0, width: 100, height: 100))
        // A vertical flow scrolls up and down: its first line starts below the bar, at the list's left edge.
        let vertical = try Self.layout(Self.xib(list: "collectionView"))
        #expect(Self.firstRow(vertical, on: landscape).row == Rect(x: 0, y: 32, width: 100, height: 100))
    }

    @Test func aTableShorterThanTheBarsItReachesUnderShowsNoRow() throws {
        // A 20-point strip at the screen's top: all of it under the bars, so its content starts at its
        // bottom and no row starts inside it.
        let text = Self.xib().replacingOccurrences(
            of: #"<constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="l-b"/>"#,
            with: #"<constraint firstItem="list" firstAttribute="height" constant="20" id="l-h"/>"#)
        let layout = try Self.layout(text)
        let (list, row) = Self.firstRow(layout, on: Device(.iPhone15))
        #expect(list == Rect(x: 0, y: 0, width: 393, height: 20))
        #expect(row == nil)
    }
}
