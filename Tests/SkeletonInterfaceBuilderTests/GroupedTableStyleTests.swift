import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Grouped and inset-grouped tables as UIKit draws what IB leaves to its defaults: the grouped
/// backgrounds behind the table and its cells, and an inset-grouped table's cards.
@Suite struct GroupedTableStyleTests {
    /// A storyboard with one static table of `style` (375 wide) whose one section holds `cells`
    /// (each a `<tableViewCell>`'s extra attributes-and-children text after its frame).
    static func storyboard(style: String, tableColor: String = "", cells: [String]) -> String {
        let body = cells.enumerated().map { index, extra in
            """
            <tableViewCell id="c\(index)"><rect key="frame" x="16" y="\(18 + 44 * index)" width="343" height="44"/>\(extra)
            </tableViewCell>
            """
        }.joined()
        return IBFixture.tableViewController(
            identifier: "Settings",
            tableView: """
                <tableView key="view" dataMode="static" style="\(style)" rowHeight="44" id="tv">
                <rect key="frame" x="0" y="0" width="375" height="667"/>\(tableColor)
                <sections><tableViewSection id="s"><cells>\(body)</cells></tableViewSection></sections></tableView>
                """)
    }

    /// The root table of the first layout of `text`, and its static cells.
    static func table(_ text: String) throws -> (ViewNode, TableSpec) {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("Main.storyboard", text)
        let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
        let root = try #require(result.theme?.layouts.first?.root)
        guard case .table(let table)? = root.list else {
            Issue.record("the root is not a table")
            return (root, TableSpec(cell: ViewNode(kind: .view)))
        }
        return (root, table)
    }

    static let groupedBackground = AdaptiveColor(light: RGBA8(rgb: 0xF2F2F7), dark: RGBA8(rgb: 0x000000))
    static let cellBackground = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x1C1C1E))
    static let red =
        #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let clear =
        #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    @Test func anInsetGroupedTableIsInsetAndDrawsUIKitsGroupedBackgrounds() throws {
        let (root, spec) = try Self.table(Self.storyboard(style: "insetGrouped", cells: [""]))
        #expect(spec.isInsetGrouped)
        // IB stores no background for the table or the cell: UIKit's grouped defaults.
        #expect(root.backgroundColor == Self.groupedBackground)
        #expect(spec.staticSections.first?.first?.backgroundColor == Self.cellBackground)
    }

    @Test func aCellsOwnColourStaysAndAClearContentViewShowsIt() throws {
        let content =
            #"<tableViewCellContentView key="contentView" id="v"><rect key="frame" x="0" y="0" width="343" height="44"/>"#
            + Self.clear + "</tableViewCellContentView>"
        let (root, spec) = try Self.table(
            Self.storyboard(
                style: "grouped", tableColor: Self.red, cells: [Self.red + content, content]))
        #expect(!spec.isInsetGrouped)
        #expect(root.backgroundColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
        // The first cell keeps its red under its clear content view; the second, clear all through, is UIKit's white.
        #expect(
            spec.staticSections.first?.map(\.backgroundColor) == [
                AdaptiveColor(RGBA8(rgb: 0xFF0000)), Self.cellBackground,
            ])
    }

    @Test func groupedTablesCellsOfXcode26HaveFifteenPointVerticalMargins() throws {
        let content =
            #"<tableViewCellContentView key="contentView" id="v"><rect key="frame" x="0" y="0" width="343" height="44"/>"#
            + "</tableViewCellContentView>"
        for (style, version, margin) in [
            ("insetGrouped", "24506", 15.0), ("grouped", "24128", 15), ("plain", "24506", 11),
            ("insetGrouped", "23727", 11), ("grouped", "32700.99.1234", 11),
        ] {
            let text = Self.storyboard(style: style, cells: [content]).replacingOccurrences(
                of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(version)""#)
            let (_, spec) = try Self.table(text)
            let cell = try #require(spec.staticSections.first?.first?.autoLayout)
            #expect(cell.hasTableCellMargins, "\(style) \(version)")
            #expect(cell.tableCellVerticalMargin == margin, "\(style) \(version)")
        }
    }

    @Test func aPlainTablesCellsKeepNoBackground() throws {
        let (root, spec) = try Self.table(Self.storyboard(style: "plain", cells: [""]))
        #expect(!spec.isInsetGrouped)
        #expect(root.backgroundColor == nil)
        #expect(spec.staticSections.first?.first?.backgroundColor == nil)
    }
}
