import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonInterfaceBuilder

/// A storyboard whose `FeedViewController` reaches its table through the outlet `tableView`; the
/// table, skeletonable in a skeletonable root, has the prototypes given (none: the app registers its cell in code).
private func feedStoryboard(prototypes: String = "", rowHeight: String = "-1") -> String {
    IBFixture.scene(
        device: "retina6_12",
        controller: """
            <viewController id="vc" customClass="FeedViewController" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="393" height="852"/>
                    <subviews>
                        <tableView rowHeight="\(rowHeight)" estimatedRowHeight="-1" id="list">
                            <rect key="frame" x="0" y="0" width="393" height="852"/>
                            <prototypes>\(prototypes)</prototypes>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </tableView>
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
                <connections><outlet property="tableView" destination="list" id="o1"/></connections>
            </viewController>
            """)
}

/// A cell xib: one table cell of reuse identifier `feed`, 88 points tall,
/// drawn 320 wide with one label.
private let feedCellXib = IBFixture.xib(
    objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <tableViewCell id="cell" reuseIdentifier="feed">
            <rect key="frame" x="0" y="0" width="320" height="88"/>
            <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0" y="0" width="320" height="88"/>
                <subviews>
                    <label text="Title" id="title"><rect key="frame" x="16" y="12" width="200" height="21"/></label>
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """)

/// The controller's code registering the nib on its outlet.
private let controllerSwift = """
    import UIKit

    final class FeedViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UINib(nibName: "FeedCell", bundle: nil), forCellReuseIdentifier: "feed")
        }
    }
    """

/// An app project: `App.xcodeproj` beside `App/`, which holds the storyboard, the code and `Cells/FeedCell.xib`.
private func project(in scratch: TemporaryDirectory, storyboard: String, swift: String?) throws -> String {
    try scratch.write("App.xcodeproj/project.pbxproj", "// project")
    try scratch.write("App/Cells/FeedCell.xib", feedCellXib)
    if let swift { try scratch.write("App/FeedViewController.swift", swift) }
    return try scratch.write("App/Feed.storyboard", storyboard)
}

private func table(_ result: ThemeLoadResult) throws -> TableSpec {
    let list = try #require(result.theme?.layouts.first?.root.find("list"))
    guard case .table(let spec)? = list.list else { throw TableMissing() }
    return spec
}

private struct TableMissing: Error {}

@Test func aNibRegisteredOnTheOutletInTheControllersCodeIsTheTablesCell() throws {
    let scratch = try TemporaryDirectory()
    let path = try project(in: scratch, storyboard: feedStoryboard(), swift: controllerSwift)
    let result = Fixtures.load(path)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):8:21: note: table view (id list) draws its cells from App/Cells/FeedCell.xib, registered in "
                + "App/FeedViewController.swift:8 — pass --cell list=FILE.xib to preview another cell"
        ])
    #expect(result.dependencies.contains(scratch.file("App/Cells/FeedCell.xib")))
    let spec = try table(result)
    // The label pinned to no edge keeps its place; the cell is the xib's 88-point self-sizing row.
    #expect(spec.cell.find("title")?.frame == Rect(x: 16, y: 12, width: 200, height: 21))
    #expect(spec.rowHeight == .automatic)
    #expect(spec.estimatedRowHeight == 88)
}

@Test func withoutCodeRegisteringANibTheTableStaysOneBlockPerCell() throws {
    let scratch = try TemporaryDirectory()
    let path = try project(in: scratch, storyboard: feedStoryboard(), swift: nil)
    let result = Fixtures.load(path)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):8:21: warning: table view (id list) has no cell in this file (the app registers its cells in "
                + "code); each cell is previewed as one block — pass --cell list=Cell.xib with the xib that holds the cell"
        ])
}

@Test func anEmptyPrototypeTakesTheXibCellOfItsReuseIdentifier() throws {
    let prototype = """
        <tableViewCell reuseIdentifier="feed" id="proto"><rect key="frame" x="0" y="0" width="393" height="44"/>
            <tableViewCellContentView key="contentView" id="pc"><rect key="frame" x="0" y="0" width="393" height="44"/>
            </tableViewCellContentView>
        </tableViewCell>
        """
    let scratch = try TemporaryDirectory()
    let path = try project(in: scratch, storyboard: feedStoryboard(prototypes: prototype), swift: nil)
    let result = Fixtures.load(path)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):8:21: note: table view (id list) draws its cells from App/Cells/FeedCell.xib: its prototype "
                + "`feed` is empty and that xib's cell has its class or reuse identifier — pass --cell list=FILE.xib "
                + "to preview another cell"
        ])
    #expect(try table(result).cell.find("title") != nil)
}

/// A prototype `feed` with content of its own (a label `own`).
private let ownPrototype = """
    <tableViewCell reuseIdentifier="feed" id="proto"><rect key="frame" x="0" y="0" width="393" height="60"/>
        <tableViewCellContentView key="contentView" id="pc"><rect key="frame" x="0" y="0" width="393" height="60"/>
            <subviews><label text="Own" id="own"><rect key="frame" x="8" y="8" width="100" height="21"/></label></subviews>
        </tableViewCellContentView>
    </tableViewCell>
    """

@Test func aPrototypeWithContentAndASameIDXibGetsAHintAndStays() throws {
    let scratch = try TemporaryDirectory()
    let path = try project(in: scratch, storyboard: feedStoryboard(prototypes: ownPrototype), swift: nil)
    let result = Fixtures.load(path)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):10:37: note: App/Cells/FeedCell.xib holds a cell with the class or reuse identifier of the "
                + "prototype `feed` of table view (id list); if the app registers that nib, it replaces this prototype "
                + "— to preview it, pass --cell list=\(scratch.file("App/Cells/FeedCell.xib"))"
        ])
    #expect(try table(result).cell.find("own") != nil)
}

@Test func aSameIDNibTheCodeRegistersReplacesThePrototype() throws {
    let scratch = try TemporaryDirectory()
    let path = try project(in: scratch, storyboard: feedStoryboard(prototypes: ownPrototype), swift: controllerSwift)
    let result = Fixtures.load(path)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):8:21: note: table view (id list) draws its cells from App/Cells/FeedCell.xib, which the app "
                + "registers in App/FeedViewController.swift:8 under the identifier of its prototype `feed`, replacing it"
        ])
    let spec = try table(result)
    #expect(spec.cell.find("own") == nil)
    #expect(spec.cell.find("title") != nil)
}

@Test func aRegistrationByClassNameFindsTheXibWhoseCellHasThatClass() throws {
    let swift = """
        class FeedViewController: UIViewController {
            @IBOutlet var tableView: UITableView!
            func setUp() {
                self.tableView.registerNib(NibName: FeedCell.className)
            }
        }
        """
    let scratch = try TemporaryDirectory()
    let path = try project(in: scratch, storyboard: feedStoryboard(), swift: swift)
    let result = Fixtures.load(path)
    #expect(result.diagnostics.map(\.severity) == [.note])
    #expect(result.diagnostics.first?.message.hasSuffix("registered in App/FeedViewController.swift:4") == true)
    #expect(try table(result).cell.find("title") != nil)
}

@Test func aRegisteringLineGivesItsStringsAndTypeNamesInOrder() {
    #expect(
        CodeRegistrations.names(
            in: "tableView.register(UINib(nibName: \"FeedCell\", bundle: nil), forCellReuseIdentifier: \"feed\")")
            == ["FeedCell", "feed"])
    #expect(
        CodeRegistrations.names(
            in: "collectionView.register(UINib(nibName: String(describing: Tile.self), bundle: nil))") == ["Tile"])
}
