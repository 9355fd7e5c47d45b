import SkeletonCore
import SkeletonDocument

/// UIKit's grouped and inset-grouped table styles where Interface Builder leaves them to UIKit's
/// defaults: IB stores no background for most of their cells (and none for an inset-grouped table),
/// which UIKit draws in the grouped background colours; an inset-grouped table's cells are cards
/// inset by the table's side margin (IB stores them 16 points in, 343 wide, in a 375-point table on
/// a 375-point phone, 20 in, 374 wide, in a 414-point one), which the layout re-flows per device.
/// iOS 26 gives their cells' content views 15-point margins at the top and bottom, not 11: IB's
/// canvas of Xcode 26 stores a label pinned to both at y 15 in a 51.5-point cell (NetNewsWire's and
/// Delta's inset-grouped settings, GoMap's grouped ones), earlier canvases at y 11 in a 43.5-point one.
enum GroupedTableStyle {
    /// UIKit's default background of a grouped table (light grey, black in dark mode).
    static let tableBackground = SystemColors.color(named: "systemGroupedBackgroundColor")
    /// UIKit's default background of a grouped table's cell (white, #1C1C1E in dark mode).
    static let cellBackground = SystemColors.color(named: "secondarySystemGroupedBackgroundColor")

    /// Whether the table `element` is in a grouped style (`grouped` or `insetGrouped`).
    static func isGrouped(_ element: IBNode) -> Bool {
        element["style"].map { $0 != "plain" } ?? false
    }

    /// The top and bottom margins of a grouped table's cells on the canvas of `design`.
    static func cellVerticalMargin(in design: SystemDesign) -> Double {
        design == .liquidGlass ? 15 : ConstraintEnvironment.tableCellVerticalMargin
    }

    /// Gives a grouped table and its cells that keep no visible background of their own UIKit's
    /// grouped backgrounds and, on the canvas of `design`, their margins; an inset-grouped table its cards.
    static func apply(_ element: IBNode, design: SystemDesign, to mapped: inout MappedView) {
        guard isGrouped(element), case .table(var table)? = mapped.node.list else { return }
        table.isInsetGrouped = element["style"] == "insetGrouped"
        mapped.node.list = .table(table)
        mapped.node.backgroundColor = mapped.node.backgroundColor ?? tableBackground
        for index in mapped.cells.indices {
            if !isVisible(mapped.cells[index].node.backgroundColor) {
                mapped.cells[index].node.backgroundColor = cellBackground
            }
            mapped.cells[index].node.autoLayout?.tableCellVerticalMargin = cellVerticalMargin(in: design)
        }
    }

    /// Whether a colour shows in either appearance (nil and clear do not).
    static func isVisible(_ color: AdaptiveColor?) -> Bool {
        guard let color else { return false }
        return color.light.a > 0 || color.dark.a > 0
    }
}
