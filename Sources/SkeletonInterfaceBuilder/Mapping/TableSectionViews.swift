import SkeletonCore
import SkeletonDocument

/// A static table's section headers and footers as UIKit sizes them: a section with a title
/// (`headerTitle` / `footerTitle`) shows UIKit's default header or footer view, which sizes itself
/// to its title; a section without one leaves the table's fixed `sectionHeaderHeight` /
/// `sectionFooterHeight` in the grouped styles and nothing in the plain one (Xcode 14's canvas and
/// later: iOS 15's top padding above an automatic header). Interface Builder
/// stores the cells so (corpus: 56 points between an untitled footer and a titled header in a table
/// of 18/18, 36 between untitled sections, 19 with a 1-point footer).
enum TableSectionViews {
    /// The id of the label that shows a static section's header or footer title.
    static let titleID = "sectionTitle"
    /// UIKit's automatic (`-1`) section header and footer height in a grouped table (IB stores 17.67
    /// on 3x devices).
    static let automaticHeight = 17.5
    /// The extra space above a grouped table's titled first section (IB stores its first cell 55.5
    /// points down, 55.33 on 3x devices, against 38 for a titled header after a section). Xcode 16.0
    /// files store some at 38: the majority's rule is kept.
    static let firstHeaderTopPadding = 17.5
    /// A grouped header's title insets: one footnote line (16 points) in a 38-point header.
    static let headerInsets = EdgeInsets(top: 16, left: 16, bottom: 6, right: 16)
    /// A grouped header's title insets on canvases before Xcode 14's: one footnote line in a
    /// 32-point header (IB stores a titled section's first cell 32 points below the last one's
    /// untitled footer in openfoodfacts' settings of Xcode 12, RxSwift's examples of Xcode 13 and
    /// the EU's certificate wallet; every file of Xcode 14 and later, 38).
    static let legacyHeaderInsets = EdgeInsets(top: 10, left: 16, bottom: 6, right: 16)
    /// The extra space above a titled header of a later section that also has a footer title: IB
    /// stores such headers 7.5 points taller than the others of their tables (7.33 on 3x devices),
    /// in blink's theme and font editors, GoMap's tile server and custom preset forms,
    /// DuckDuckGo's auto-clear settings, Delta's settings, IVPN's DNS settings and the EU's
    /// certificate wallet; a first section's header has its own padding (`firstHeaderTopPadding`).
    static let footedHeaderTopPadding = 7.5
    /// The height of a grouped table's header or footer whose title is empty (`headerTitle=""`):
    /// IB draws a blank 22 points high, counted as titled (padding above a first or footed
    /// header), on canvases of every era: AltStore's settings (Xcode 12: the first cell 39.5 down,
    /// 17.5 + 22, then 40 between sections, 18 + 22), blink's (Xcode 14) and Delta's (Xcode 26:
    /// 60 after an empty footer, 22 + 38, and 67.5 where the next header's section has an empty
    /// footer too, 22 + 38 + 7.5). No plain table of the corpus has one: there "" stays no title.
    static let emptyTitleHeight = 22.0
    /// A grouped footer's title insets: one footnote line in a 30-point footer, 46 with two lines.
    static let footerInsets = EdgeInsets(top: 6, left: 16, bottom: 8, right: 16)

    /// The first tools version (Xcode 14) whose canvas gives a plain table's sections iOS 15's
    /// `sectionHeaderTopPadding` above a 28-point header, titled or not: IB stores the first
    /// static cell 50 points down whatever the title or `sectionHeaderHeight` (22 or 28) in the 8
    /// plain static tables of tools versions 21701 to 24506 in public apps' storyboards (below a
    /// 65-point table header view at 115), against 0, 28 or 44.5 in older files (15400 to 19455).
    /// Its grouped tables' titled headers are 38 points high, 32 before (`legacyHeaderInsets`).
    static let xcode14ToolsVersion = 21_000
    /// iOS 15's `sectionHeaderTopPadding` of a plain table.
    static let plainHeaderTopPadding = 22.0
    /// UIKit's automatic section header height of a plain table.
    static let plainHeaderHeight = 28.0

    /// Fills a table's section header and footer templates, their texts and the untitled sections'
    /// heights from the table `element` and its `sections`, as the canvas of `toolsVersion` lays them out.
    static func read(_ element: IBNode, sections: [IBNode], toolsVersion: Int, into table: inout TableSpec) {
        let grouped = GroupedTableStyle.isGrouped(element)
        let padsPlainSections = !grouped && toolsVersion >= xcode14ToolsVersion
        if grouped {
            table.sectionHeaderHeight = untitledHeight(element.number("sectionHeaderHeight"))
            table.sectionFooterHeight = untitledHeight(element.number("sectionFooterHeight"))
        } else if padsPlainSections {
            table.sectionHeaderHeight = plainHeaderTopPadding + plainHeaderHeight
        }
        // An empty title counts in a grouped table only: the plain style's has no evidence (below).
        let hasEmptyTitles =
            grouped && sections.contains { [title($0, isHeader: true), title($0, isHeader: false)].contains("") }
        if hasEmptyTitles { table.emptyTitleHeight = emptyTitleHeight }
        for isHeader in [true, false] {
            // Without empty titles, "" says no title as it did before the theme had `emptyTitleHeight`.
            let titles = sections.map { section in
                title(section, isHeader: isHeader).flatMap { hasEmptyTitles || !$0.isEmpty ? $0 : nil }
            }
            guard titles.contains(where: { $0 != nil }) else { continue }
            let height = element.number(isHeader ? "sectionHeaderHeight" : "sectionFooterHeight")
            let template =
                grouped
                ? groupedTitleView(isHeader: isHeader, isLegacy: (1..<xcode14ToolsVersion).contains(toolsVersion))
                : plainTitleView(height: height)
            let texts = [titleID: hasEmptyTitles ? titles : titles.map { $0 ?? "" }]
            if isHeader {
                table.header = template
                table.headerTexts = texts
                if titles[0] != nil {
                    if grouped { table.firstHeaderTopPadding = firstHeaderTopPadding }
                    if padsPlainSections { table.firstHeaderTopPadding = plainHeaderTopPadding }
                }
            } else {
                table.footer = template
                table.footerTexts = texts
            }
        }
        if grouped, table.header != nil, table.footer != nil { table.footedHeaderTopPadding = footedHeaderTopPadding }
    }

    /// A section's header or footer title: nil when the section has none, "" when IB stores an empty
    /// one (a title typed and deleted). A long title or one with line breaks is a `<string>`
    /// element, as a label's text.
    private static func title(_ section: IBNode, isHeader: Bool) -> String? {
        let key = isHeader ? "headerTitle" : "footerTitle"
        if let title = section[key] { return title }
        return section.child("string", key: key).map { $0.text ?? "" }
    }

    /// A screen's root table under a navigation bar with a large title: a grouped table has no
    /// extra space above its titled first section (IB stores the first cell 38 points down, the
    /// header alone, in IQKeyboardManager's demo, Delta's settings and two of tinode's security
    /// screens, and 32 in the EU certificate wallet's settings of Xcode 13: 6 tables of 4 apps, against
    /// 55.5 under a standard bar in 25 tables of 8 apps). An empty first title keeps its padding:
    /// AltStore's settings, the root of a large-title navigation controller, store their first
    /// cell 39.5 down (17.5 + 22) as under a standard bar (one table: weak evidence).
    static func placeUnderLargeTitle(_ node: inout ViewNode) {
        guard case .table(var table)? = node.list, table.firstHeaderTopPadding == firstHeaderTopPadding,
            table.headerTitle(inSection: 0) == .titled
        else { return }
        table.firstHeaderTopPadding = 0
        node.list = .table(table)
    }

    /// An untitled section's header or footer height in a grouped table: IB's value, UIKit's
    /// automatic height for `-1`, else UIKit's default 18.
    private static func untitledHeight(_ value: Double?) -> Double {
        guard let value else { return 18 }
        return value < 0 ? automaticHeight : value
    }

    /// A grouped table's title header or footer: the title in UIKit's footnote text style (13
    /// points at the default size, scaled by Dynamic Type) and secondary label colour, wrapped, inset
    /// 16 points at both sides of the table's width on any device; the view is as tall as its title.
    /// A header of a canvas before Xcode 14's (`isLegacy`; a file that states no tools version is
    /// read as a recent one) has less space above its title.
    private static func groupedTitleView(isHeader: Bool, isLegacy: Bool) -> ViewNode {
        var title = titleLabel(
            font: FontSpec(family: AttributeReader.systemFamily, size: 13, weight: 400, textStyle: .footnote),
            color: "secondaryLabelColor")
        title.numberOfLines = 0
        var view = ViewNode(kind: .stack)
        view.padding = isHeader ? (isLegacy ? legacyHeaderInsets : headerInsets) : footerInsets
        view.children = [title]
        return view
    }

    /// A plain table's title header or footer: the title in the 17-point semibold label colour,
    /// inset 16 points at both sides, at IB's `sectionHeaderHeight` / `sectionFooterHeight`, else
    /// UIKit's 28 points.
    private static func plainTitleView(height: Double?) -> ViewNode {
        let height = height.flatMap { $0 > 0 ? $0 : nil } ?? plainHeaderHeight
        var title = titleLabel(
            font: FontSpec(family: AttributeReader.systemFamily, size: 17, weight: 600), color: "labelColor")
        title.height = .fixed(height)
        var view = ViewNode(kind: .view)
        view.height = .fixed(height)
        // Placed by the header's padding rather than a frame, the title follows the table's width.
        view.padding = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        view.children = [title]
        return view
    }

    /// The label that shows a section's title (`titleID`, which the table's texts fill) in `font`
    /// and the system colour named `color`.
    private static func titleLabel(font: FontSpec, color: String) -> ViewNode {
        var title = ViewNode(kind: .label)
        title.id = titleID
        title.font = font
        title.textColor = SystemColors.color(named: color)
        return title
    }
}
