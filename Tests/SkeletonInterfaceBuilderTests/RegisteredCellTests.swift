import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A storyboard whose table gets its cell from code, 393 points wide.
private let storyboard = IBFixture.scene(
    device: "retina6_12",
    controller: """
        <viewController id="vc" storyboardIdentifier="Feed" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="393" height="852"/>
                <subviews>
                    <tableView rowHeight="44" id="list"><rect key="frame" x="0" y="0" width="393" height="852"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </tableView>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
        </viewController>
        """)

@Test func aTableWithoutCellsSaysHowToGiveOne() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Feed.storyboard", storyboard)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):8:21: warning: table view (id list) has no cell in this file (the app registers its cells in code); "
                + "each cell is previewed as one block — pass --cell list=Cell.xib with the xib that holds the cell"
        ])
}

@Test func aCellRegisteredInCodeComesFromItsXibStretchedToTheTable() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Feed.storyboard", storyboard)
    var options = InterfaceBuilderOptions()
    options.cells = ["list": Fixtures.cards]
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: options)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.dependencies.contains(Fixtures.cards))
    let table = try #require(result.theme?.layouts.first?.root.find("list"))
    guard case .table(let spec)? = table.list else {
        Issue.record("not a table")
        return
    }
    // Drawn 320 wide in the xib, shown 393 wide: the label pinned to both edges grows by 73, the
    // button pinned to the trailing edge moves by 73.
    #expect(spec.cell.find("row-label-1")?.frame == Rect(x: 16, y: 11, width: 361, height: 22))
    #expect(spec.cell.find("row-button-1")?.frame == Rect(x: 333, y: 7, width: 44, height: 30))
}

@Test func aMissingCellXibIsALocatedError() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Feed.storyboard", storyboard)
    var options = InterfaceBuilderOptions()
    options.cells = ["list": scratch.file("Nope.xib")]
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: options)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(scratch.file("Nope.xib")):1:1: error: cannot read the cell xib given with --cell — check the path "
                + "(relative to the working directory)"
        ])
}

/// A storyboard whose table has the row height given and a 120-point prototype `feed` the app
/// replaces by registering a nib.
private func selfSizingStoryboard(rowHeight: String) -> String {
    IBFixture.scene(
        controller: """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <tableView rowHeight="\(rowHeight)" estimatedRowHeight="60" id="list">
                            <rect key="frame" x="0" y="0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="feed" rowHeight="120" id="proto">
                                    <rect key="frame" x="0" y="0" width="375" height="120"/>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </subviews>
                </view>
            </viewController>
            """)
}

/// A cell xib drawn 88 points tall.
private let tallCellXib = IBFixture.xib(
    objects: """
        <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="375" height="88"/>
            <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0" y="0" width="375" height="88"/>
            </tableViewCellContentView>
        </tableViewCell>
        """)

private func rowHeights(tableRowHeight: String) throws -> (RowHeight, Double?) {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Feed.storyboard", selfSizingStoryboard(rowHeight: tableRowHeight))
    var options = InterfaceBuilderOptions()
    options.cells = ["list": try scratch.write("Tall.xib", tallCellXib)]
    let list = try #require(Fixtures.load(path, options: options).theme?.layouts.first?.root.find("list"))
    guard case .table(let spec)? = list.list else { return (.fixed(0), nil) }
    return (spec.rowHeight, spec.estimatedRowHeight)
}

@Test func aSelfSizingTableDrawsACellFromAXibAtTheXibsHeightNotTheEstimateOrThePrototypes() throws {
    let (rowHeight, estimated) = try rowHeights(tableRowHeight: "-1")
    #expect(rowHeight == .automatic)
    #expect(estimated == 88)
}

@Test func aTableOfFixedRowHeightKeepsItForACellFromAXib() throws {
    let (rowHeight, _) = try rowHeights(tableRowHeight: "50")
    #expect(rowHeight == .fixed(50))
}
