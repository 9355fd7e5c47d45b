import SkeletonCore
import TestSupport
import Testing

/// UIKit's inset-grouped table: each section's cells keep the table's side margin (16 points on a
/// phone narrower than 390, 20 from there on, as a cell's own margins) and form one card whose
/// outer corners round 10 points.
@Suite struct InsetGroupedTableTests {
    /// A static inset-grouped table filling a screen `width` wide: sections of two rows and one,
    /// 44 high, 18 points above and below each section; every cell white.
    static func layout(width: Double) -> LayoutSpec {
        var row = view(.view)
        row.height = .fixed(44)
        row.backgroundColor = AdaptiveColor(RGBA8(rgb: 0xFFFFFF))
        var spec = TableSpec(cell: view(.view))
        spec.staticSections = [[row, row], [row]]
        spec.sectionHeaderHeight = 18
        spec.sectionFooterHeight = 18
        spec.isInsetGrouped = true
        var table = view(.table, frame: rect(0, 0, width, 600))
        table.list = .table(spec)
        return screen(width: width, height: 600, [table])
    }

    /// The table's placed cells.
    static func cells(width: Double) -> [PlacedView] {
        placed(layout(width: width)).children[0].children
    }

    @Test func cellsKeepTheTablesSideMarginOfTheScreensWidth() {
        // 375: 16 in, 343 wide; rows at 18 and 62, the second section at 106 + 18 + 18.
        #expect(
            Self.cells(width: 375).map(\.frame) == [
                rect(16, 18, 343, 44), rect(16, 62, 343, 44), rect(16, 142, 343, 44),
            ])
        // 414: 20 in, 374 wide, as IB stores them on an iPhone 11.
        #expect(Self.cells(width: 414).map(\.frame.minX) == [20, 20, 20])
        #expect(Self.cells(width: 414).map(\.frame.width) == [374, 374, 374])
    }

    @Test func eachSectionsCellsRoundTheCardsOuterCorners() {
        let radii = Self.cells(width: 375).map(\.backgroundCornerRadii)
        #expect(
            radii == [
                CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0),
                CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10),
                CornerRadii(uniform: 10),
            ])
        // The content mode draws the card's corners with the cell's background.
        let painter = ContentPainter(metrics: FakeTextMetrics(), scheme: .light)
        #expect(
            painter.background(of: Self.cells(width: 375)[2])
                == .fill(
                    ShapeFill(
                        rect: rect(16, 142, 343, 44), radii: CornerRadii(uniform: 10),
                        paint: .solid(RGBA8(rgb: 0xFFFFFF)), role: .background)))
    }

    @Test func aPlainTablesCellsSpanItsWidthWithSquareCorners() {
        var layout = Self.layout(width: 375)
        guard case .table(var spec)? = layout.root.children[0].list else {
            Issue.record("not a table")
            return
        }
        spec.isInsetGrouped = false
        layout.root.children[0].list = .table(spec)
        let cells = placed(layout).children[0].children
        #expect(cells.map(\.frame.minX) == [0, 0, 0])
        #expect(cells.map(\.frame.width) == [375, 375, 375])
        #expect(cells.map(\.backgroundCornerRadii) == [.zero, .zero, .zero])
    }
}
