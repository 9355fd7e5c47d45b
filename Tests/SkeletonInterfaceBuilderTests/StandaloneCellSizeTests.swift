import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A table cell xib previewed alone: UIKit's `systemLayoutSizeFitting` keeps its width and takes
/// its height from its constraints, so at another text size it grows or shrinks as its row in a
/// self-sizing table does; at the default text size it keeps the height Interface Builder stored.
struct StandaloneCellSizeTests {
    /// `SelfSizingRowTests`' 375 × 39 cell (a Body label "Title" pinned to the top, leading and,
    /// when `pinsBottom`, bottom margins) as the only object of a xib of a 375-point phone.
    static func xib(pinsBottom: Bool = true) -> String {
        IBFixture.xib(device: "retina4_7", objects: SelfSizingRowTests.cell("note", pinsBottom: pinsBottom))
    }

    /// The prepared cell of `text` at `category`, on `device` if given.
    static func prepared(_ text: String, at category: ContentSizeCategory, on device: String? = nil) throws
        -> PreparedLayout
    {
        let theme = try #require(Fixtures.load(text: text, path: "Note.xib").theme)
        var layout = try #require(theme.layouts.first)
        if let device { layout = layout.laidOut(on: try #require(Device(name: device))) }
        return PreparedLayout(
            layout: layout, theme: theme, metrics: SizedTextMetrics(), options: LayoutOptions(contentSize: category))
    }

    @Test func atAnAccessibilitySizeTheCellGrowsToItsConstraintsHeight() throws {
        // Body is 53 points at AX5: 11 + 53 + 11 = 75, the canvas and the cell with it.
        let cell = try Self.prepared(Self.xib(), at: .accessibilityExtraExtraExtraLarge)
        #expect(cell.size == Size(width: 375, height: 75))
        #expect(cell.layout.size == Size(width: 375, height: 75))
        #expect(cell.root.frame == Rect(x: 0, y: 0, width: 375, height: 75))
        #expect(cell.root.children.map(\.frame.height) == [53])
    }

    @Test func onADeviceTheCellGrowsInTheDevicesSafeAreaWidth() throws {
        let cell = try Self.prepared(Self.xib(), at: .accessibilityExtraExtraExtraLarge, on: "iphone-se")
        #expect(cell.size == Size(width: 375, height: 75))
    }

    @Test func atASmallerSizeTheCellShrinks() throws {
        // Body is 14 points at extra small: 11 + 14 + 11 = 36.
        let cell = try Self.prepared(Self.xib(), at: .extraSmall)
        #expect(cell.size == Size(width: 375, height: 36))
    }

    @Test func atTheDefaultSizeTheCellKeepsTheHeightIBStored() throws {
        let cell = try Self.prepared(Self.xib(), at: .large)
        #expect(cell.size == Size(width: 375, height: 39))
    }

    @Test func aCellWhoseConstraintsLeaveItsHeightOpenKeepsIt() throws {
        // The label is pinned to the top alone: UIKit gives up the fitted height, the stored 39 stays.
        let cell = try Self.prepared(Self.xib(pinsBottom: false), at: .accessibilityExtraExtraExtraLarge)
        #expect(cell.size == Size(width: 375, height: 39))
    }
}
