import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// UITableView's `insetsContentViewsToSafeArea` (true by default): the content views of a table's
/// cells keep clear of the unsafe area at the sides, which only a phone on its side has, while the
/// rows themselves (background, separator) still span the table; IB's
/// `insetsContentViewsToSafeArea="NO"` switches it off.
struct TableContentSafeAreaTests {
    /// Saved on a 414 × 896 phone: a table of `style` with 44-point rows whose cell holds a 100 × 22
    /// box pinned to its content view's top and leading margins (11, and 20 on a screen 390 or
    /// wider), at (20, 11); an inset-grouped table's cell is stored 20 in and 374 wide, as IB stores
    /// it. `attributes` go on the table element.
    static func storyboard(style: String = "plain", attributes: String = "") -> String {
        let cell = style == "insetGrouped" ? (x: 20, width: 374) : (x: 0, width: 414)
        return IBFixture.storyboard(
            device: "retina6_1",
            scenes: """
                <scene sceneID="s"><objects>
                    <tableViewController storyboardIdentifier="List" id="vc" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="\(style)" rowHeight="44" \(attributes)id="table">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <prototypes>
                                <tableViewCell id="cell">
                                    <rect key="frame" x="\(cell.x)" y="0.0" width="\(cell.width)" height="44"/>
                                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="\(cell.width)" height="44"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                <rect key="frame" x="20" y="11" width="100" height="22"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="w"/>
                                                    <constraint firstAttribute="height" constant="22" id="h"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                """)
    }

    /// The first placed frame of `id`, the screen (a table of `style`) laid out on `device`.
    static func frame(
        of id: String, on device: Device, style: String = "plain", attributes: String = "", rightToLeft: Bool = false
    ) throws -> Rect {
        let text = storyboard(style: style, attributes: attributes)
        let layout = try #require(Fixtures.load(text: text, path: "List.storyboard").theme?.layouts.first)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            layout.laidOut(on: device), forceRightToLeft: rightToLeft)
        return try #require(placed.view(id: id)?.frame)
    }

    @Test func onAPhoneOnItsSideACellsContentKeepsClearOfTheDynamicIsland() throws {
        // iPhone 15 on its side: 852 wide, 59 unsafe at each side. The row spans the table; its
        // content view is 59 in, 734 wide, and the box 20 inside its margin: x 79.
        let landscape = Device(.iPhone15, .landscape)
        let row = try Self.frame(of: "cell", on: landscape)
        #expect(row.minX == 0)
        #expect(row.width == 852)
        #expect(try Self.frame(of: "box", on: landscape) == Rect(x: 79, y: 11, width: 100, height: 22))
    }

    @Test func rightToLeftTheContentKeepsClearOfTheOtherSide() throws {
        // Leading is the right edge: the content view ends at 852 - 59 = 793, the box 20 before it.
        let box = try Self.frame(of: "box", on: Device(.iPhone15, .landscape), rightToLeft: true)
        #expect(box.minX == 793 - 20 - 100)
    }

    @Test func switchedOffTheContentSpansTheRow() throws {
        let box = try Self.frame(
            of: "box", on: Device(.iPhone15, .landscape), attributes: #"insetsContentViewsToSafeArea="NO" "#)
        #expect(box.minX == 20)
    }

    @Test func uprightNothingReachesInAtTheSides() throws {
        // iPhone 15 upright (393 wide, 20-point cell margins) and the iPad: the box stays 20 in.
        for device in [Device(.iPhone15), Device(.iPad10, .landscape)] {
            #expect(try Self.frame(of: "box", on: device).minX == 20)
        }
        // iPhone SE on its side has no unsafe area at the sides: 667 wide, 20-point margins.
        #expect(try Self.frame(of: "box", on: Device(.iPhoneSE, .landscape)).minX == 20)
    }

    @Test func theImporterReadsTheTablesSwitch() throws {
        for (attributes, insets) in [("", true), (#"insetsContentViewsToSafeArea="NO" "#, false)] {
            let text = Self.storyboard(attributes: attributes)
            let layout = try #require(Fixtures.load(text: text, path: "List.storyboard").theme?.layouts.first)
            guard case .table(let table)? = layout.root.list else {
                Issue.record("the root is no table")
                continue
            }
            #expect(table.insetsContentViewsToSafeArea == insets)
        }
    }
}
