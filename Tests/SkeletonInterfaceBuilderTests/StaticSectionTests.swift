import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A storyboard with one static table of `style` whose sections have these header and footer titles.
private func staticTable(style: String, sections: [(header: String?, footer: String?)], headerHeight: String = "")
    -> String
{
    let body = sections.enumerated().map { index, section in
        let header = section.header.map { " headerTitle=\"\($0)\"" } ?? ""
        let footer = section.footer.map { " footerTitle=\"\($0)\"" } ?? ""
        return """
            <tableViewSection\(header)\(footer) id="s\(index)"><cells><tableViewCell id="c\(index)">
            <rect key="frame" x="0" y="0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" id="v\(index)"><rect key="frame" x="0" y="0" width="320" height="44"/>
            </tableViewCellContentView></tableViewCell></cells></tableViewSection>
            """
    }.joined()
    return IBFixture.tableViewController(
        identifier: "Settings",
        tableView: """
            <tableView key="view" dataMode="static" style="\(style)" rowHeight="44"\(headerHeight) id="tv">
            <rect key="frame" x="0" y="0" width="320" height="480"/><sections>\(body)</sections></tableView>
            """)
}

/// The table of the first layout of `text`.
private func table(_ text: String) throws -> TableSpec {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Main.storyboard", text)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    let root = try #require(result.theme?.layouts.first?.root)
    guard case .table(let table)? = root.list else {
        Issue.record("the root is not a table")
        return TableSpec(cell: ViewNode(kind: .view))
    }
    return table
}

@Test func staticSectionHeaderTitlesBecomeHeadersWithOneTextPerSection() throws {
    let spec = try table(
        staticTable(style: "grouped", sections: [("Account", nil), (nil, "Shown to friends"), ("About", nil)]))
    #expect(spec.numberOfSections == 3)
    #expect(spec.headerTexts == ["sectionTitle": ["Account", "", "About"]])
    #expect(spec.footerTexts == ["sectionTitle": ["", "Shown to friends", ""]])
    // UIKit's grouped header sizes itself to its title, in the footnote style Dynamic Type scales.
    let title = try #require(spec.header?.children.first)
    #expect(spec.header?.kind == .stack)
    #expect(spec.header?.height == nil)
    #expect(spec.header?.padding == EdgeInsets(top: 16, left: 16, bottom: 6, right: 16))
    #expect(spec.footer?.padding == EdgeInsets(top: 6, left: 16, bottom: 8, right: 16))
    #expect(title.kind == .label)
    #expect(title.numberOfLines == 0)
    #expect(title.font == FontSpec(family: "system", size: 13, weight: 400, textStyle: .footnote))
}

@Test func aStaticSectionsTitleKeepsSixteenPointsFromBothSidesOnEveryDevice() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Main.storyboard", staticTable(style: "grouped", sections: [("Account", nil)]))
    let layout = try #require(Fixtures.load(path).theme?.layouts.first)
    func titleFrames(_ device: Device?) -> [Rect] {
        let table = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default)
            .place(device.map(layout.laidOut) ?? layout)
        return table.children.compactMap { $0.view(id: "sectionTitle")?.frame }
    }
    // IB's 320-point table, then the iPhone SE's 375 and the iPad's 820 points.
    #expect(titleFrames(nil).map(\.width) == [288])
    #expect(titleFrames(nil).map(\.minX) == [16])
    #expect(titleFrames(Device(.iPhoneSE)).map(\.width) == [343])
    #expect(titleFrames(Device(.iPad10)).map(\.width) == [788])
    #expect(titleFrames(Device(.iPad10)).map(\.minX) == [16])
}

@Test func aPlainStaticTableTitlesInTheLabelStyleAtIBsHeaderHeight() throws {
    let spec = try table(
        staticTable(style: "plain", sections: [("Recent", nil)], headerHeight: " sectionHeaderHeight=\"40\""))
    let title = try #require(spec.header?.children.first)
    #expect(spec.header?.height == .fixed(40))
    #expect(title.font == FontSpec(family: "system", size: 17, weight: 600))
    #expect(spec.footer == nil)
    #expect(spec.footerTexts.isEmpty)
}

@Test func groupedSectionsWithoutTitlesGetNoViewsButTheTablesHeights() throws {
    let spec = try table(staticTable(style: "grouped", sections: [(nil, nil), (nil, nil)]))
    #expect(spec.header == nil)
    #expect(spec.footer == nil)
    #expect(spec.headerTexts.isEmpty)
    // No sectionHeaderHeight in the file: UIKit's 18; no title in the first section: no extra padding.
    #expect(spec.sectionHeaderHeight == 18)
    #expect(spec.sectionFooterHeight == 18)
    #expect(spec.firstHeaderTopPadding == 0)
}

@Test func anAutomaticSectionHeightIsUIKits17AndAHalf() throws {
    let spec = try table(
        staticTable(
            style: "insetGrouped", sections: [(nil, nil)],
            headerHeight: #" sectionHeaderHeight="-1" sectionFooterHeight="1""#))
    #expect(spec.sectionHeaderHeight == 17.5)
    #expect(spec.sectionFooterHeight == 1)
}

@Test func aPlainTablesUntitledSectionsLeaveNoSpace() throws {
    let spec = try table(
        staticTable(
            style: "plain", sections: [(nil, nil), ("Recent", nil)], headerHeight: #" sectionHeaderHeight="28""#))
    #expect(spec.sectionHeaderHeight == 0)
    #expect(spec.sectionFooterHeight == 0)
    #expect(spec.firstHeaderTopPadding == 0)
}

@Test func aGroupedTablesRowsFollowTitledAndUntitledSectionsAsUIKitSpacesThem() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Main.storyboard",
        staticTable(
            style: "grouped", sections: [("Account", nil), (nil, "Shown to friends"), (nil, nil)],
            headerHeight: #" sectionHeaderHeight="18" sectionFooterHeight="18""#))
    let layout = try #require(Fixtures.load(path).theme?.layouts.first)
    let table = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
    // The content starts below the 20-point status bar. A 20-point line: the header is 16 + 20 + 6
    // = 42, the footer 6 + 20 + 8 = 34. The first header 17.5 down (37.5), its row at 79.5 to
    // 123.5; 18 + 18 to the second row (159.5 to 203.5), its footer to 237.5, then 18 for the third
    // section's untitled header.
    #expect(table.children.map(\.frame.minY) == [37.5, 79.5, 159.5, 203.5, 255.5])
    #expect(table.children.map(\.frame.height) == [42, 44, 44, 34, 44])
}

@Test func aTitledHeaderOfALaterSectionWithAFooterTitleSitsSevenAndAHalfPointsLower() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Main.storyboard",
        staticTable(
            style: "grouped", sections: [("Name", nil), ("Address", "Where it is"), ("Projection", nil)],
            headerHeight: #" sectionHeaderHeight="10" sectionFooterHeight="10""#))
    let layout = try #require(Fixtures.load(path).theme?.layouts.first)
    let table = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
    // Headers of 42 and footers of 34 (a 20-point line). The first header 17.5 below the status
    // bar (37.5), its row at 79.5 to 123.5, the untitled footer's 10; the second section has a
    // footer title: its header 7.5 lower (141), its row at 183 to 227, its footer to 261; the third
    // section's header directly below (261), its row at 303.
    #expect(table.children.map(\.frame.minY) == [37.5, 79.5, 141, 183, 227, 261, 303])
}

@Test func onlyATableWithHeaderAndFooterTitlesPadsItsFootedHeaders() throws {
    let both = try table(staticTable(style: "grouped", sections: [("Name", nil), ("Address", "Where it is")]))
    let headers = try table(staticTable(style: "grouped", sections: [("Name", nil), ("Address", nil)]))
    let plain = try table(staticTable(style: "plain", sections: [("Name", nil), ("Address", "Where it is")]))
    #expect([both, headers, plain].map(\.footedHeaderTopPadding) == [7.5, 0, 0])
}

@Test func aGroupedHeaderOfACanvasBeforeXcode14sIsSixPointsShorter() throws {
    func header(toolsVersion: String) throws -> ViewNode? {
        let text = staticTable(style: "grouped", sections: [("Account", nil)])
            .replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
        return try table(text).header
    }
    // IB stores 32-point titled headers in files of Xcode 12 and 13, 38 from Xcode 14 on.
    #expect(try header(toolsVersion: "18122")?.padding == EdgeInsets(top: 10, left: 16, bottom: 6, right: 16))
    #expect(try header(toolsVersion: "20037")?.padding == EdgeInsets(top: 10, left: 16, bottom: 6, right: 16))
    #expect(try header(toolsVersion: "22155")?.padding == EdgeInsets(top: 16, left: 16, bottom: 6, right: 16))
}

@Test func aSectionTitleWrittenAsAStringElementIsReadAsTheAttributeIs() throws {
    // IB writes a long title, or one with line breaks, as a `<string>` element (IVPN's footers).
    let element = #"<string key="footerTitle">Used when connected</string>"#
    let text = staticTable(style: "grouped", sections: [("Account", nil), ("Server", "X")])
        .replacingOccurrences(
            of: #"<tableViewSection headerTitle="Server" footerTitle="X" id="s1">"#,
            with: #"<tableViewSection headerTitle="Server" id="s1">"# + element)
    let spec = try table(text)
    #expect(spec.footerTexts == ["sectionTitle": ["", "Used when connected"]])
    #expect(spec.footedHeaderTopPadding == 7.5)
}

/// A navigation controller (large titles as given) whose root is a `Settings` table view controller
/// of a grouped static table titled "Account", with `simulated` inside the controller.
private func navigatedSettings(largeTitles: Bool, simulated: String = "") -> String {
    IBFixture.storyboard(
        device: "retina6_1",
        scenes: """
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" largeTitles="\(largeTitles ? "YES" : "NO")" id="bar"/>
                    <connections>
                        <segue destination="t" kind="relationship" relationship="rootViewController" id="s1"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="a"><objects>
                <tableViewController id="t" storyboardIdentifier="Settings" sceneMemberID="viewController">
                    <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="tv">
                        <rect key="frame" x="0" y="0" width="414" height="896"/>
                        <sections><tableViewSection headerTitle="Account" id="s0"><cells><tableViewCell id="c0">
                            <rect key="frame" x="0" y="0" width="414" height="44"/>
                        </tableViewCell></cells></tableViewSection></sections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Settings" id="item"/>\(simulated)
                </tableViewController>
            </objects></scene>
            """)
}

/// The root view of the `Settings` layout of `text`.
private func settingsRoot(_ text: String) throws -> ViewNode {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Main.storyboard", text)
    let layouts = try #require(Fixtures.load(path).theme?.layouts)
    return try #require(layouts.first { $0.name == "Settings" }).root
}

/// The root table of the `Settings` layout of `text`.
private func settingsTable(_ text: String) throws -> TableSpec {
    let root = try settingsRoot(text)
    guard case .table(let table)? = root.list else {
        Issue.record("the root is not a table")
        return TableSpec(cell: ViewNode(kind: .view))
    }
    return table
}

@Test func aGroupedTableUnderALargeTitleHasNoPaddingAboveItsTitledFirstSection() throws {
    #expect(try settingsTable(navigatedSettings(largeTitles: true)).firstHeaderTopPadding == 0)
    #expect(try settingsTable(navigatedSettings(largeTitles: false)).firstHeaderTopPadding == 17.5)
}

@Test func anEmptyFirstTitleKeepsItsPaddingUnderALargeTitle() throws {
    // AltStore's settings: the first cell 39.5 down under a large title, 17.5 + 22.
    let text = navigatedSettings(largeTitles: true).replacingOccurrences(
        of: #"headerTitle="Account""#, with: #"headerTitle="""#)
    let spec = try settingsTable(text)
    #expect(spec.headerTexts == ["sectionTitle": [""]])
    #expect(spec.firstHeaderTopPadding == 17.5)
}

@Test func anExplicitSimulatedNavigationBarHasNoLargeTitle() throws {
    // IB's simulated metrics offer translucent and opaque bars, none with a large title.
    let explicit = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    let spec = try settingsTable(navigatedSettings(largeTitles: true, simulated: explicit))
    #expect(spec.firstHeaderTopPadding == 17.5)
    // The bar is drawn as a standard one, with its title and no large-title band.
    let bars = try settingsRoot(navigatedSettings(largeTitles: true, simulated: explicit)).children
    #expect(bars.map(\.kind) == [.view, .navigationBar])
    #expect(bars.last?.control.title == "Settings")
}

@Test func anEmptyTitleOfAGroupedTableIsATitledBlankTwentyTwoPointsHigh() throws {
    // IB stores `headerTitle=""` for a title typed and deleted: AltStore's settings store their
    // first cell 39.5 down (17.5 + 22) and 40 between such sections (18 + 22), unlike 36 without.
    let text = staticTable(style: "grouped", sections: [("", nil), ("", nil), (nil, nil)])
    let spec = try table(text)
    #expect(spec.emptyTitleHeight == 22)
    #expect(spec.headerTexts == ["sectionTitle": ["", "", nil]])
    #expect(spec.firstHeaderTopPadding == 17.5)
    let scratch = try TemporaryDirectory()
    let layout = try #require(Fixtures.load(try scratch.write("Main.storyboard", text)).theme?.layouts.first)
    let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
    // Below the 20-point status bar: 17.5 + 22 to the first row (59.5 to 103.5); 18 + 22 to the
    // second (143.5 to 187.5); 18 + 18 to the untitled third.
    #expect(placed.children.map(\.frame.minY) == [59.5, 143.5, 223.5])
}

@Test func anEmptyFooterTitleIsABlankThatPadsItsSectionsHeader() throws {
    // Delta's DS settings: "DS BIOS Files" and "DSi BIOS Files" both with `footerTitle=""`: 67.5
    // between them, the empty footer's 22, 7.5 above a header whose section has a footer, its 38.
    let text = staticTable(style: "grouped", sections: [("DS", ""), ("DSi", "")])
    let spec = try table(text)
    #expect(spec.footerTexts == ["sectionTitle": ["", ""]])
    let scratch = try TemporaryDirectory()
    let layout = try #require(Fixtures.load(try scratch.write("Main.storyboard", text)).theme?.layouts.first)
    let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
    // Headers of 42 (a 20-point line): the first 17.5 below the status bar (37.5), its row at
    // 79.5 to 123.5, the empty footer to 145.5, 7.5 to the second header (153), its row at 195.
    #expect(placed.children.map(\.frame.minY) == [37.5, 79.5, 153, 195])
}

@Test func aPlainTablesEmptyTitleStaysNoTitle() throws {
    // No plain static table of the corpus has an empty title: the reading before is kept.
    let spec = try table(staticTable(style: "plain", sections: [("", nil), ("Recent", nil)]))
    #expect(spec.emptyTitleHeight == nil)
    #expect(spec.headerTexts == ["sectionTitle": ["", "Recent"]])
    #expect(spec.firstHeaderTopPadding == 0)
}

@Test func anEmptyTitleWrittenAsAnEmptyStringElementIsEmptyNotMissing() throws {
    let text = staticTable(style: "grouped", sections: [("Account", nil)])
        .replacingOccurrences(
            of: #"<tableViewSection headerTitle="Account" id="s0">"#,
            with: #"<tableViewSection id="s0"><string key="headerTitle"></string>"#)
    let spec = try table(text)
    #expect(spec.headerTexts == ["sectionTitle": [""]])
    #expect(spec.emptyTitleHeight == 22)
}
