import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// How the app shows its skeletons, as the options say: `--root` (repeatable, the app calling
/// `showSkeleton` view by view), `--flag` (`isSkeletonable` set in code) and `--bridge`.
struct ShowSkeletonOptionsTests {
    /// A screen where nothing is flagged in IB but a cell's label: a header with an avatar and a
    /// name label, and a table whose prototype cell holds a flagged label.
    static let storyboard = IBFixture.storyboard(
        identifier: "Profile", device: "retina4_7",
        view: """
            <view key="view" contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view userLabel="header" id="head-1">
                        <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                        <subviews>
                            <imageView userLabel="avatar" id="avatar-1">
                                <rect key="frame" x="16" y="10" width="80" height="80"/>
                            </imageView>
                            <label text="Name" userLabel="name" id="name-1">
                                <rect key="frame" x="112" y="10" width="200" height="20"/>
                            </label>
                        </subviews>
                    </view>
                    <tableView rowHeight="60" id="table-1">
                        <rect key="frame" x="0.0" y="120" width="375" height="120"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="Row" id="cell-1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <tableViewCellContentView key="contentView" id="content-1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                    <subviews>
                                        <label text="Row" id="row-1">
                                            <rect key="frame" x="16" y="20" width="200" height="20"/>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                                            </userDefinedRuntimeAttributes>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </subviews>
            </view>
            """)

    static func load(_ options: InterfaceBuilderOptions) -> ThemeLoadResult {
        Fixtures.load(text: storyboard, path: "Profile.storyboard", options: options)
    }

    /// The skeleton shapes' rectangles of the screen with `options`.
    static func skeletonRects(_ options: InterfaceBuilderOptions) throws -> [Rect] {
        Fixtures.skeletonRects(try #require(load(options).theme?.layouts.first))
    }

    @Test func rootIsRepeatableAsAppsShowTheSkeletonViewByView() throws {
        var options = InterfaceBuilderOptions()
        options.flagged = ["avatar", "name"]
        options.roots = ["avatar", "name"]
        // The avatar block and the name's one text line (70 % of 200, centred in its 20 points); the
        // table beside both is out.
        #expect(
            try Self.skeletonRects(options) == [
                Rect(x: 16, y: 30, width: 80, height: 80), Rect(x: 112, y: 32.5, width: 140, height: 15),
            ])
    }

    @Test func aRootThatIsNotSkeletonableDrawsNothingAndSaysWhereAndHow() throws {
        var options = InterfaceBuilderOptions()
        options.roots = ["avatar"]
        #expect(try Self.skeletonRects(options) == [])
        #expect(
            Self.load(options).diagnostics.map(\.description).contains(
                "Profile.storyboard:14:37: warning: --root avatar: image view `avatar` (id avatar-1) is not "
                    + "skeletonable, so showSkeleton on it draws nothing — set isSkeletonable on it in IB, or "
                    + "preview it as the app flags it in code (--flag avatar)"))
    }

    @Test func flagSetsIsSkeletonableAsTheAppsCodeDoesAndAnUnknownNameIsAWarning() throws {
        var options = InterfaceBuilderOptions()
        options.flagged = ["root-1", "header", "name", "nobody"]
        let result = Self.load(options)
        let root = try #require(result.theme?.layouts.first?.root)
        #expect(root.isSkeletonable && root.find("head-1")?.isSkeletonable == true)
        #expect(root.find("name-1")?.isSkeletonable == true)
        #expect(root.find("avatar-1")?.isSkeletonable == false)
        #expect(
            result.diagnostics.map(\.message).contains(
                "--flag nobody matches no view's IB id, user label, custom class or element in this file"))
    }

    @Test func flagByElementFlagsEveryViewOfThatKindAndBridgeBringsTheirAncestors() throws {
        var options = InterfaceBuilderOptions()
        options.flagged = ["label", "imageView"]
        options.bridge = true
        let root = try #require(Self.load(options).theme?.layouts.first?.root)
        #expect(root.isSkeletonable && root.find("head-1")?.isSkeletonable == true)
        #expect(root.find("avatar-1")?.isSkeletonable == true && root.find("name-1")?.isSkeletonable == true)
        #expect(root.find("table-1")?.isSkeletonable == true)
    }

    @Test func aFileWithNoSkeletonableViewSaysSoOnceAtItsDocumentAndHowToFlagViews() throws {
        let text = IBFixture.storyboard(
            identifier: "Plain", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Hello" id="hello-1">
                            <rect key="frame" x="16" y="40" width="200" height="20"/>
                        </label>
                    </subviews>
                </view>
                """)
        let line =
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("<document")
                }) + 1
        let warnings = Fixtures.load(text: text, path: "Plain.storyboard", options: InterfaceBuilderOptions())
            .diagnostics.filter { $0.message == Fixtures.nothingSkeletonable }
        #expect(warnings.count == 1)
        #expect(warnings.first.map { "\($0.file):\($0.line)" } == "Plain.storyboard:\(line)")
        #expect(warnings.first?.fix.contains("--flag label,imageView --bridge") == true)
        var flagged = InterfaceBuilderOptions()
        flagged.flagged = ["label"]
        #expect(
            !Fixtures.load(text: text, path: "Plain.storyboard", options: flagged).diagnostics.contains {
                $0.message == Fixtures.nothingSkeletonable
            })
    }

    @Test func aFileWithAFlaggedViewInsideACellGetsNoNothingSkeletonableWarning() {
        #expect(
            !Self.load(InterfaceBuilderOptions()).diagnostics.contains { $0.message == Fixtures.nothingSkeletonable })
    }

    @Test func bridgeFlagsNothingInAScreenWhoseOnlyFlagsAreInsideUnflaggedCellsTemplates() throws {
        // The cell's own flag is the mapper's (a cell never stops the descent), not the app's: the row's
        // label is flagged, so the table and the root are bridged to it, and nothing else.
        var options = InterfaceBuilderOptions()
        options.bridge = true
        let root = try #require(Self.load(options).theme?.layouts.first?.root)
        #expect(root.find("table-1")?.isSkeletonable == true)
        #expect(root.find("head-1")?.isSkeletonable == false)
        var unflagged = InterfaceBuilderOptions()
        unflagged.bridge = true
        unflagged.roots = ["header"]
        #expect(try Self.skeletonRects(unflagged) == [])
    }
}
