import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// A table's `<view key="tableHeaderView">` and `key="tableFooterView"`: plain subviews of the table
/// (`UITableView.subviewsToSkeleton`, Internal/SkeletonExtensions/SubviewsSkeletonables.swift) that
/// the rows start below; each roots its own constraints, as UIKit constrains the header's subviews
/// inside the frame the table gives it.
struct TableHeaderViewImportTests {
    /// A 375 × 667 screen filled by a flagged table (autoresizing with the screen) of 44-point rows
    /// whose cell holds a flagged label; a 120-point header view whose 200-point title is pinned 16
    /// points from its leading side, 159 from its trailing side and 20 from its top, 40 high; a
    /// 60-point footer view. `headerFlag` is the header's runtime attributes, `footer` the footer's
    /// element.
    static func storyboard(headerFlag: String = IBFixture.flagged, footer: String = "view") -> String {
        IBFixture.storyboard(
            identifier: "Feed", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <tableView rowHeight="44" id="table-1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="header-1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label text="Today" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title" id="title-1">
                                        <rect key="frame" x="16" y="20" width="200" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="k-4"/>
                                        </constraints>
                                        \(IBFixture.flagged)
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title-1" firstAttribute="leading" secondItem="header-1" secondAttribute="leading" constant="16" id="k-1"/>
                                    <constraint firstAttribute="trailing" secondItem="title-1" secondAttribute="trailing" constant="159" id="k-2"/>
                                    <constraint firstItem="title-1" firstAttribute="top" secondItem="header-1" secondAttribute="top" constant="20" id="k-3"/>
                                </constraints>
                                \(headerFlag)
                            </view>
                            <\(footer) key="tableFooterView" contentMode="scaleToFill" id="footer-1">
                                <rect key="frame" x="0.0" y="164" width="375" height="60"/>
                            </\(footer)>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Row" id="cell-1">
                                    <rect key="frame" x="0.0" y="120" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="content-1">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label text="Row" id="row-1">
                                                <rect key="frame" x="16" y="12" width="200" height="20"/>
                                                \(IBFixture.flagged)
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                            \(IBFixture.flagged)
                        </tableView>
                    </subviews>
                    \(IBFixture.flagged)
                </view>
                """)
    }

    static func load(_ text: String = storyboard(), options: InterfaceBuilderOptions = InterfaceBuilderOptions())
        -> ThemeLoadResult
    {
        Fixtures.load(text: text, path: "Feed.storyboard", options: options)
    }

    static func table(_ layout: LayoutSpec) throws -> TableSpec {
        let table = try #require(layout.root.find("table-1"))
        guard case .table(let spec)? = table.list else { throw CancellationError() }
        return spec
    }

    /// The line of the first line of `text` that holds `marker`, 1-based.
    static func line(of marker: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    @Test func headerAndFooterViewsAreReadWithTheirSubviewsAndTheHeaderRootsItsOwnConstraints() throws {
        let layout = try #require(Self.load().theme?.layouts.first)
        let spec = try Self.table(layout)
        let header = try #require(spec.tableHeaderView)
        #expect(header.id == "header-1")
        #expect(header.isSkeletonable)
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(header.autoLayout?.designSize == Size(width: 375, height: 120))
        #expect(header.autoLayout?.constraints.count == 3)
        #expect(header.children.map(\.id) == ["title-1"])
        #expect(spec.tableFooterView?.id == "footer-1")
        #expect(spec.tableFooterView?.frame?.height == 60)
        // Not a subview of the table as well: the table's views are its list's.
        #expect(layout.root.find("table-1")?.children.isEmpty == true)
    }

    @Test func theHeadersFlaggedTitleIsDrawnAndTheRowsStartBelowTheHeader() throws {
        let layout = try #require(Self.load().theme?.layouts.first)
        // The table reaches under the iPhone 8's 20-point status bar: its content starts 20 down
        // (UIKit's automatic content inset). The title's one line: 70 % of 200, 15 high, centred in
        // 40 points from y 20 + 20 (SkeletonLayer.swift); then a row's label line every 44 points
        // from 140 while a row starts inside 667: 140 + 44·k < 667 for k = 0…11, 12 rows, each line
        // at 140 + 44·k + 12 + 2.5.
        let rows = (0...11).map { Rect(x: 16, y: 154.5 + 44 * Double($0), width: 140, height: 15) }
        #expect(Fixtures.skeletonRects(layout) == [Rect(x: 16, y: 52.5, width: 140, height: 15)] + rows)
    }

    @Test func onAWiderDeviceTheHeaderTakesTheTablesWidthAndItsTitleKeepsItsInsets() throws {
        let layout = try #require(Self.load().theme?.layouts.first).laidOut(on: Device(.iPhone15))
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        let table = placed.children[0]
        let header = table.children[0]
        // iPhone 15: 393 wide; the table stretches with the screen, the header takes its width and
        // keeps its 120 points, the title keeps its 16 and 159 points from the sides: 393 − 175 = 218;
        // all below the iPhone 15's 59-point status bar the table reaches under.
        #expect(header.node.id == "header-1")
        #expect(header.frame == Rect(x: 0, y: 59, width: 393, height: 120))
        #expect(header.children[0].frame == Rect(x: 16, y: 79, width: 218, height: 40))
        #expect(table.children[1].frame.minY == 179)
    }

    @Test func aFlaggedTitleInAnUnflaggedHeaderIsReportedAtTheHeaderAndTheOptionsReachIt() throws {
        let text = Self.storyboard(headerFlag: "")
        let warning = try #require(
            Self.load(text).diagnostics.first { $0.message.contains(SkeletonReach.unreachableMarker) })
        #expect(warning.message.contains("header-1"))
        #expect(warning.message.contains("at line \(Self.line(of: "id=\"header-1\"", in: text)):"))
        #expect(warning.line == Self.line(of: "id=\"title-1\"", in: text))
        // Unflagged, SkeletonView stops at the header: only the rows are drawn.
        let plain = try #require(Self.load(text).theme?.layouts.first)
        #expect(Fixtures.skeletonRects(plain).first == Rect(x: 16, y: 154.5, width: 140, height: 15))
        // --bridge and --flag make the header take part; --root starts at the title alone.
        var bridge = InterfaceBuilderOptions()
        bridge.bridge = true
        var flag = InterfaceBuilderOptions()
        flag.flagged = ["header-1"]
        var root = InterfaceBuilderOptions()
        root.roots = ["title"]
        let title = Rect(x: 16, y: 52.5, width: 140, height: 15)
        for options in [bridge, flag] {
            let layout = try #require(Self.load(text, options: options).theme?.layouts.first)
            #expect(Fixtures.skeletonRects(layout).prefix(2) == [title, Rect(x: 16, y: 154.5, width: 140, height: 15)])
        }
        let rooted = try #require(Self.load(text, options: root).theme?.layouts.first)
        #expect(Fixtures.skeletonRects(rooted) == [title])
    }

    @Test func theTreeListsTheHeaderViewUnderTheTableBeforeItsCells() throws {
        let layout = try #require(Self.load().theme?.layouts.first)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        let table = placed.skeletonableChildren[0]
        let first = table.skeletonableChildren[0]
        #expect(first.typeName == "UIView")
        #expect(first.reference == "header-1")
        #expect(first.skeletonableChildren.map(\.reference) == ["title-1"])
        #expect(table.skeletonableChildren[1].typeName == "UITableViewCell")
    }

    @Test func aStaticTablesFooterViewFollowsItsLastCell() throws {
        let cell = { (id: String) in
            """
            <tableViewCell id="\(id)"><rect key="frame" x="0" y="0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" id="\(id)-content"><rect key="frame" x="0" y="0" width="320" height="44"/>
            </tableViewCellContentView></tableViewCell>
            """
        }
        let text = IBFixture.tableViewController(
            identifier: "Settings",
            tableView: """
                <tableView key="view" dataMode="static" style="plain" rowHeight="44" id="tv">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <view key="tableHeaderView" id="head"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
                <view key="tableFooterView" id="foot"><rect key="frame" x="0" y="188" width="320" height="50"/></view>
                <sections><tableViewSection id="s0"><cells>\(cell("c0"))\(cell("c1"))</cells></tableViewSection></sections>
                </tableView>
                """)
        let layout = try #require(Self.load(text).theme?.layouts.first)
        let children = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout).children
        // The controller's table starts its content below the 20-point status bar (its safe area on
        // the 320 × 480 screen); 100 (header view) + 2 × 44 = 188 in the content: the footer view's
        // top, 50 high, at the table's width, as IB stores it, at 20 + 188 = 208 on screen.
        #expect(children.map(\.node.id) == ["head", "c0", "c1", "foot"])
        #expect(
            children.map(\.frame) == [
                Rect(x: 0, y: 20, width: 320, height: 100), Rect(x: 0, y: 120, width: 320, height: 44),
                Rect(x: 0, y: 164, width: 320, height: 44), Rect(x: 0, y: 208, width: 320, height: 50),
            ])
    }

    @Test func aSearchBarFooterIsReadAndAHiddenHeaderIsNot() throws {
        let search = Self.storyboard().replacingOccurrences(
            of: #"<view key="tableHeaderView" contentMode="scaleToFill" id="header-1">"#,
            with: #"<view key="tableHeaderView" hidden="YES" contentMode="scaleToFill" id="header-1">"#)
        let hidden = try Self.table(try #require(Self.load(search).theme?.layouts.first))
        #expect(hidden.tableHeaderView == nil)
        let bar = try #require(Self.load(Self.storyboard(footer: "searchBar")).theme?.layouts.first)
        let footer = try Self.table(bar).tableFooterView
        #expect(footer?.kind == .searchBar)
    }

    @Test func anImportedThemeKeepsTheHeaderAndFooterViewsWhenReadBack() throws {
        let layout = try #require(Self.load().theme?.layouts.first)
        var theme = Theme(name: "imported")
        theme.layouts = [layout]
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let reread = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/imported.theme.json", fontResolver: nil)
        #expect(reread.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let readBack = try #require(reread.theme?.layouts.first)
        let spec = try Self.table(readBack)
        #expect(spec.tableHeaderView?.frame == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(spec.tableHeaderView?.children.map(\.id) == ["title-1"])
        #expect(spec.tableFooterView?.id == "footer-1")
        // The theme carries no constraints yet: at the design size the stored frames give the same skeleton.
        #expect(Fixtures.skeletonRects(readBack) == Fixtures.skeletonRects(layout))
    }
}
