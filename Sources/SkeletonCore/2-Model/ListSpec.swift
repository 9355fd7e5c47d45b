/// The content of a table or collection view: a cell template repeated as SkeletonView's
/// skeleton data source would, with optional section headers and footers.
package indirect enum ListSpec: Hashable, Sendable {
    /// A UITableView.
    case table(TableSpec)
    /// A UICollectionView with a flow layout.
    case collection(CollectionSpec)
}

/// A table view's skeleton data source.
package struct TableSpec: Hashable, Sendable {
    /// The cell template (its children are the contentView's subviews).
    package var cell: ViewNode
    /// Row height; `.automatic` uses `estimatedRowHeight`.
    package var rowHeight: RowHeight = .fixed(44)
    /// Used for every skeleton row when `rowHeight` is automatic.
    package var estimatedRowHeight: Double?
    /// Number of sections (default 1).
    package var numberOfSections: Int = 1
    /// Rows per section; nil = automatic: ceil(table height / row height).
    package var numberOfRows: Int?
    /// Section header template.
    package var header: ViewNode?
    /// Section footer template.
    package var footer: ViewNode?
    /// The space above the rows of a section with no header view (UITableView's `sectionHeaderHeight`:
    /// a grouped table leaves it, 18 points by default, above every untitled section).
    package var sectionHeaderHeight: Double = 0
    /// The space below the rows of a section with no footer view (UITableView's `sectionFooterHeight`).
    package var sectionFooterHeight: Double = 0
    /// The extra space above the first section's header view (a grouped table's 17.5 points above a
    /// titled first section).
    package var firstHeaderTopPadding: Double = 0
    /// The extra space above the header view of a later section that also shows a footer view (a
    /// grouped table's 7.5 points above a titled header whose section has a footer title).
    package var footedHeaderTopPadding: Double = 0
    /// UITableView's inset-grouped style: each section's cells, headers and footers are inset at both
    /// sides by the table's side margin (16 or 20 points by screen width, as a cell's margins), and
    /// each section's cells draw as one card with rounded corners.
    package var isInsetGrouped = false
    /// UITableView's `insetsContentViewsToSafeArea` (true by default): the content views of its
    /// cells and section headers and footers keep clear of the screen's unsafe area at the sides
    /// (a phone on its side: the Dynamic Island and the rounded corners), where the rows' and
    /// separators' backgrounds still reach; false lays the content out across the whole row.
    package var insetsContentViewsToSafeArea = true
    /// The table's header view (UITableView.tableHeaderView): one plain subview above the first
    /// section, at the table's width and its own height, scrolled with the rows.
    package var tableHeaderView: ViewNode?
    /// The table's footer view (UITableView.tableFooterView): one plain subview after the last
    /// section's rows, at the table's width and its own height.
    package var tableFooterView: ViewNode?
    /// Cell templates by section, cycled (section s uses `sectionCells[s % count]`); empty = `cell`.
    package var sectionCells: [ViewNode] = []
    /// A static table's rows (IB's `dataMode="static"`): per section its own cells in order, each
    /// at its own height (the cell's fixed `height`, else the table's row height). Non-empty, it
    /// replaces `cell`, `sectionCells`, `numberOfSections` and `numberOfRows`.
    package var staticSections: [[ViewNode]] = []
    /// Texts by view id inside the cell, cycled through the table's rows (counted across sections).
    package var rowTexts: [String: [String]] = [:]
    /// Titles by view id inside the header, one per section, cycled: nil for a section without a
    /// title (UIKit's nil title: no header view), "" for an empty one.
    package var headerTexts: [String: [String?]] = [:]
    /// Titles by view id inside the footer, one per section, cycled, as `headerTexts`.
    package var footerTexts: [String: [String?]] = [:]
    /// The height of a section header or footer whose title is empty (""): nil = an empty title is
    /// no title. UIKit draws an empty title of a grouped table as a blank view 22 points high.
    package var emptyTitleHeight: Double?

    /// The corner radius of an inset-grouped table's section card (UIKit's 10 points).
    package static let cardCornerRadius = 10.0

    /// Creates a table spec around a cell template.
    package init(cell: ViewNode) {
        self.cell = cell
    }

    /// What a section shows above its rows: the header template when it has one and, when the
    /// template has texts, one of them is not empty for the section (no texts at all count as a
    /// title); a blank `emptyTitleHeight` high when its texts are empty and one is "" rather than
    /// nil; else nothing (UIKit shows no header view for a nil title).
    package func headerTitle(inSection section: Int) -> SectionTitle {
        header == nil ? .none : Self.title(headerTexts, inSection: section, emptyHeight: emptyTitleHeight)
    }

    /// What a section shows below its rows, as `headerTitle(inSection:)` for the footer.
    package func footerTitle(inSection section: Int) -> SectionTitle {
        footer == nil ? .none : Self.title(footerTexts, inSection: section, emptyHeight: emptyTitleHeight)
    }

    /// The texts of one section, by view id: the section's own (cycled) non-nil text for each id.
    package static func texts(_ texts: [String: [String?]], inSection section: Int) -> [String: [String]] {
        texts.compactMapValues { values in values.isEmpty ? nil : values[section % values.count].map { [$0] } }
    }

    /// The title a section's cycled texts give it.
    private static func title(_ texts: [String: [String?]], inSection section: Int, emptyHeight: Double?)
        -> SectionTitle
    {
        let own = Self.texts(texts, inSection: section).values.flatMap { $0 }
        if texts.isEmpty || own.contains(where: { !$0.isEmpty }) { return .titled }
        return emptyHeight != nil && !own.isEmpty ? .empty : .none
    }
}

/// What a table section shows as its header or footer.
package enum SectionTitle: Hashable, Sendable {
    /// No title: no view, the table's fixed `sectionHeaderHeight` / `sectionFooterHeight`.
    case none
    /// An empty title: no visible view, a blank `emptyTitleHeight` high, counted as a title by the
    /// paddings above headers.
    case empty
    /// A title: the header or footer template with the section's texts.
    case titled
}

/// A collection view (flow layout) skeleton data source.
package struct CollectionSpec: Hashable, Sendable {
    /// The cell template.
    package var cell: ViewNode
    /// The flow layout's itemSize.
    package var itemSize: Size = Size(width: 50, height: 50)
    /// The flow layout's estimatedItemSize: nil (zero) keeps every item at `itemSize`; set, the
    /// items are self-sizing, each as large as its cell's constraints fit it (`fittedItemSize`).
    package var estimatedItemSize: EstimatedItemSize?
    /// Flow direction.
    package var scrollDirection: ScrollDirection = .vertical
    /// Gap between lines of items (minimumLineSpacing).
    package var lineSpacing: Double = 10
    /// Gap between items in a line (minimumInteritemSpacing).
    package var interitemSpacing: Double = 10
    /// Space around each section's items, inside its header and footer (the flow layout's sectionInset).
    package var sectionInset = EdgeInsets.zero
    /// Number of sections (default 1).
    package var numberOfSections: Int = 1
    /// Items per section; nil = automatic: ceil(extent / item extent).
    package var numberOfItems: Int?
    /// Section header (supplementary view) template.
    package var header: ViewNode?
    /// Section footer (supplementary view) template.
    package var footer: ViewNode?

    /// Creates a collection spec around a cell template.
    package init(cell: ViewNode) {
        self.cell = cell
    }
}

/// UICollectionViewFlowLayout's `estimatedItemSize` when it is not zero, which makes its items
/// self-sizing.
package enum EstimatedItemSize: Hashable, Sendable {
    /// `UICollectionViewFlowLayout.automaticSize` (Interface Builder's "Estimate Size: Automatic").
    case automatic
    /// An estimate the designer typed, which UIKit only uses until the cell has measured itself.
    case size(Size)
}

extension ListSpec {
    /// Every view the list holds outside its subviews: cell templates (per-section and static ones
    /// included), section header and footer templates, a table's header and footer views.
    package var templates: [ViewNode] {
        switch self {
        case .table(let table):
            [table.cell] + table.sectionCells + table.staticSections.flatMap { $0 }
                + [table.header, table.footer, table.tableHeaderView, table.tableFooterView].compactMap { $0 }
        case .collection(let collection):
            [collection.cell] + [collection.header, collection.footer].compactMap { $0 }
        }
    }

    /// The list with every template (and table header and footer view) replaced by `transform` of it.
    package func mapTemplates(_ transform: (ViewNode) -> ViewNode) -> ListSpec {
        switch self {
        case .table(var table):
            table.cell = transform(table.cell)
            table.sectionCells = table.sectionCells.map(transform)
            table.staticSections = table.staticSections.map { $0.map(transform) }
            table.header = table.header.map(transform)
            table.footer = table.footer.map(transform)
            table.tableHeaderView = table.tableHeaderView.map(transform)
            table.tableFooterView = table.tableFooterView.map(transform)
            return .table(table)
        case .collection(var collection):
            collection.cell = transform(collection.cell)
            collection.header = collection.header.map(transform)
            collection.footer = collection.footer.map(transform)
            return .collection(collection)
        }
    }
}
