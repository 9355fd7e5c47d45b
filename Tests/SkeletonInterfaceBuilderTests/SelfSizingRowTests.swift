import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Self-sizing rows at other text sizes: in a table whose row height is automatic, UIKit sizes each
/// row to its cell's constraints, so the row grows and shrinks with its text; a row with a height
/// of its own (a static cell's custom height, the estimate SkeletonView gives its skeleton rows),
/// and one whose constraints leave its height open, keeps the height Interface Builder stored.
struct SelfSizingRowTests {
    /// A cell 39 points high on a 375-point phone: a Body label "Title" (17 points at the default
    /// size, as `SizedTextMetrics` measures: 85 × 17) pinned to the content view's top margin (11)
    /// and leading margin (16), and to its bottom margin too when `pinsBottom`, which makes its
    /// height 11 + 17 + 11; `attributes` go on the cell element.
    static func cell(_ id: String, attributes: String = "", pinsBottom: Bool = true) -> String {
        let bottom =
            pinsBottom
            ? #"<constraint firstAttribute="bottomMargin" secondItem="\#(id)-label" secondAttribute="bottom" id="\#(id)-b"/>"#
            : ""
        return """
            <tableViewCell \(attributes)id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="375" height="39"/>
                <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="39"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                            <rect key="frame" x="16" y="11" width="85" height="17"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)-content" secondAttribute="topMargin" id="\(id)-t"/>
                        <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-l"/>
                        \(bottom)
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// A 375 × 667 table of automatic row height (`rowHeight="-1"`) holding `content` (its
    /// sections or prototypes), with `attributes` on the table element.
    static func storyboard(dataMode: String, attributes: String = "", content: String) -> String {
        IBFixture.storyboard(
            device: "retina4_7",
            scenes: """
                <scene sceneID="s"><objects>
                    <tableViewController storyboardIdentifier="List" id="vc" sceneMemberID="viewController">
                        <tableView key="view" dataMode="\(dataMode)" style="plain" rowHeight="-1" \(attributes)id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            \(content)
                        </tableView>
                    </tableViewController>
                </objects></scene>
                """)
    }

    /// A static table of three cells: one whose constraints give its height, one with the same
    /// constraints and a custom row height of 39, one whose label is pinned to the top alone.
    static let staticTable = storyboard(
        dataMode: "static", attributes: #"estimatedRowHeight="-1" "#,
        content: """
            <sections><tableViewSection id="section"><cells>
            \(cell("fits"))
            \(cell("custom", attributes: #"rowHeight="39" "#))
            \(cell("open", pinsBottom: false))
            </cells></tableViewSection></sections>
            """)

    /// The frames of every placed view with `id`, in the order they are placed, at `category`.
    static func frames(of id: String, in storyboard: String, at category: ContentSizeCategory) throws -> [Rect] {
        let theme = try #require(Fixtures.load(text: storyboard, path: "List.storyboard").theme)
        let root = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions(contentSize: category)
        ).root
        var found: [Rect] = []
        func collect(_ view: PlacedView) {
            if view.node.id == id { found.append(view.frame) }
            view.children.forEach(collect)
        }
        collect(root)
        return found
    }

    /// The heights of the static table's three rows and the y of each after the first's, at `category`.
    static func staticRows(at category: ContentSizeCategory) throws -> [(y: Double, height: Double)] {
        let rows = try ["fits", "custom", "open"].map {
            try #require(frames(of: $0, in: staticTable, at: category).first)
        }
        return rows.map { (y: $0.minY - rows[0].minY, height: $0.height) }
    }

    @Test func atTheDefaultTextSizeEveryRowKeepsTheHeightIBStored() throws {
        let rows = try Self.staticRows(at: .large)
        #expect(rows.map(\.height) == [39, 39, 39])
        #expect(rows.map(\.y) == [0, 39, 78])
    }

    @Test func aStaticCellWithoutAHeightOfItsOwnGrowsWithItsTextAndMovesTheRowsBelow() throws {
        // Body is 53 points at AX5: 11 + 53 + 11 = 75; the custom and the open cell keep 39.
        let rows = try Self.staticRows(at: .accessibilityExtraExtraExtraLarge)
        #expect(rows.map(\.height) == [75, 39, 39])
        #expect(rows.map(\.y) == [0, 75, 114])
        let label = try #require(
            Self.frames(of: "fits-label", in: Self.staticTable, at: .accessibilityExtraExtraExtraLarge).first)
        #expect(label.height == 53)
    }

    @Test func aStaticCellWithoutAHeightOfItsOwnShrinksWithItsText() throws {
        // Body is 14 points at extra small: 11 + 14 + 11 = 36.
        let rows = try Self.staticRows(at: .extraSmall)
        #expect(rows.map(\.height) == [36, 39, 39])
        #expect(rows.map(\.y) == [0, 36, 75])
    }

    @Test func prototypeRowsGrowWhenTheEstimateIsAutomaticToo() throws {
        // SkeletonView gives its rows the estimated row height, which is automatic here, so UIKit
        // sizes each: 75 at AX5, the second row right below the first.
        let table = Self.storyboard(
            dataMode: "prototypes", attributes: #"estimatedRowHeight="-1" "#,
            content: "<prototypes>\(Self.cell("fits"))</prototypes>")
        let rows = try Self.frames(of: "fits", in: table, at: .accessibilityExtraExtraExtraLarge)
        #expect(rows.count >= 2)
        #expect(rows.prefix(2).map(\.height) == [75, 75])
        #expect(rows[1].minY - rows[0].minY == 75)
    }

    @Test func prototypeRowsKeepAnEstimateTheTableGives() throws {
        // An estimate of 39: SkeletonView's skeleton rows are all 39 high at any text size.
        let table = Self.storyboard(
            dataMode: "prototypes", attributes: #"estimatedRowHeight="39" "#,
            content: "<prototypes>\(Self.cell("fits"))</prototypes>")
        let rows = try Self.frames(of: "fits", in: table, at: .accessibilityExtraExtraExtraLarge)
        #expect(rows.prefix(2).map(\.height) == [39, 39])
    }

    @Test func aBuiltInStyleCellGrowsToKeepIBsPaddingAboveAndBelowItsLabels() throws {
        // `StyledCellTextSizeTests`' 60-point Subtitle cell (text 14.5 below the top, detail 14.5
        // above the bottom) in a table of automatic row height. At AX5 the text label grows 36
        // points upwards from the line between the labels (53 high, its bottom kept at 31.5), the
        // detail 31 downwards (43 high, 2 below it): the row grows twice the larger, 60 + 72 = 132,
        // which moves the labels 36 down and keeps the 14.5 points above the text.
        let table = StyledCellTextSizeTests.storyboard().replacingOccurrences(
            of: #"rowHeight="60""#, with: #"rowHeight="-1""#)
        let at = ContentSizeCategory.accessibilityExtraExtraExtraLarge
        let cell = try #require(Self.frames(of: "cell", in: table, at: at).first)
        let text = try #require(Self.frames(of: "text", in: table, at: at).first)
        let detail = try #require(Self.frames(of: "detail", in: table, at: at).first)
        #expect(cell.height == 132)
        #expect(text.minY - cell.minY == 14.5)
        #expect(text.height == 53)
        #expect(detail.minY - cell.minY == 69.5)
        // At extra small the labels shrink and the row keeps its 60 points, as UIKit's built-in rows do.
        let small = try #require(Self.frames(of: "cell", in: table, at: .extraSmall).first)
        #expect(small.height == 60)
    }

    @Test func aBasicCellWhoseLabelFillsItKeepsItsHeightWhenTheTextDoesNotGrowIt() throws {
        // A 44-point Basic cell whose label, in a fixed 17-point font, fills its 43.5-point content
        // view: the label encloses the fitted content view, 17 high at any text size, but the row
        // keeps the 44 points of UIKit's built-in style.
        let basic = """
            <tableViewCell textLabel="title" style="IBUITableViewCellStyleDefault" id="basic">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="basic" id="basic-content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                    <subviews>
                        <label text="Appearance" id="title">
                            <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let table = Self.storyboard(
            dataMode: "static", attributes: #"estimatedRowHeight="-1" "#,
            content: "<sections><tableViewSection id=\"section\"><cells>\(basic)</cells></tableViewSection></sections>")
        for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
            let rows = try Self.frames(of: "basic", in: table, at: category)
            #expect(rows.map(\.height) == [44])
        }
    }

    @Test func rowsOfAFixedRowHeightKeepIt() throws {
        let table = Self.storyboard(
            dataMode: "static",
            content:
                "<sections><tableViewSection id=\"section\"><cells>\(Self.cell("fits"))</cells></tableViewSection></sections>"
        ).replacingOccurrences(of: #"rowHeight="-1""#, with: #"rowHeight="39""#)
        let rows = try Self.frames(of: "fits", in: table, at: .accessibilityExtraExtraExtraLarge)
        #expect(rows.map(\.height) == [39])
    }
}
