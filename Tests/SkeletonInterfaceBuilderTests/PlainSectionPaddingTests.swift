import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Plain static tables as the canvas of the Xcode that saved the file lays them out: from Xcode 14
/// on, iOS 15's 22-point `sectionHeaderTopPadding` above a 28-point header, titled or not.
@Suite struct PlainSectionPaddingTests {
    /// A storyboard saved by `toolsVersion` with one plain static table 375 × 667 of two 44-point
    /// cells in one section titled `title` (none when nil), its `sectionHeaderHeight` 22.
    static func storyboard(toolsVersion: String, title: String?) -> String {
        let header = title.map { " headerTitle=\"\($0)\"" } ?? ""
        let cells = (0..<2).map { index in
            """
            <tableViewCell id="c\(index)"><rect key="frame" x="0" y="\(50 + 44 * index)" width="375" height="44"/>
            </tableViewCell>
            """
        }.joined()
        return IBFixture.tableViewController(
            identifier: "Debug",
            tableView: """
                <tableView key="view" dataMode="static" style="plain" rowHeight="44" sectionHeaderHeight="22" id="tv">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <sections><tableViewSection\(header) id="s"><cells>\(cells)</cells></tableViewSection></sections>
                </tableView>
                """
        ).replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
    }

    /// The frames of the table's placed children.
    static func frames(toolsVersion: String, title: String? = nil) throws -> [Rect] {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("Main.storyboard", storyboard(toolsVersion: toolsVersion, title: title))
        let layout = try #require(Fixtures.load(path).theme?.layouts.first)
        return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout).children.map(\.frame)
    }

    @Test func anXcode14FilesFirstCellIs50PointsDownWhateverTheHeaderHeight() throws {
        // 22 of top padding and a 28-point header, not the table's 22: IB stores the first cell at y 50
        // of the table's content, which starts below the canvas's 20-point status bar.
        #expect(try Self.frames(toolsVersion: "21701") == [rect(0, 70, 375, 44), rect(0, 114, 375, 44)])
    }

    @Test func anXcode14FilesTitledSectionHasItsHeaderBelowThePadding() throws {
        let frames = try Self.frames(toolsVersion: "23504", title: "Autofill")
        // Below the 20-point status bar, the title's header at the file's 22 points, 22 down; the rows below it.
        #expect(frames == [rect(0, 42, 375, 22), rect(0, 64, 375, 44), rect(0, 108, 375, 44)])
    }

    @Test func anOlderFilesUntitledSectionStartsAtTheTop() throws {
        // Xcode 13's canvas draws no status bar on a home-button phone, and no padding.
        #expect(try Self.frames(toolsVersion: "19455").map(\.minY) == [0, 44])
    }
}
