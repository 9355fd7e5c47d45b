import SkeletonCore

/// The labels of a table cell in one of UIKit's built-in styles, which `UITableViewCell` lays out in
/// code, not by constraints: the text label starts at the content view's leading margin; a Basic
/// cell's (`IBUITableViewCellStyleDefault`) reaches its trailing margin and is as high as the row;
/// a Right Detail cell's (`Value1`) detail label ends at the trailing margin; a Subtitle cell's two
/// labels start at the leading margin; each label not stretched is as wide as its text. Interface
/// Builder stores these labels with autoresizing masks that keep them where the design device put
/// them (a Right Detail cell's detail stays at its stored x on an iPad, the text label 16 points in
/// where an iPad's margin is 20), so they get these constraints instead, and keep the vertical place
/// IB stored relative to the content view's centre, or its top and bottom for a label as high as the
/// row. Styled cells of files Xcode 9 and later saved store their text label at the leading margin
/// and a Right Detail cell's detail at the trailing margin (8 points beside an accessory); older
/// canvases put the text label 15 points in, and some cells keep frames of an older canvas than
/// their file's: a label keeps the distance from the margin IB stored at the design device's
/// margins, so it sits at IB's frame there and moves with the margins elsewhere. A label of several
/// lines is as wide as its text up to the trailing margin, where UIKit wraps it. A cell's
/// image view keeps its stored size and its distance from the leading margin, and the text label its
/// own after it (UIKit centres a symbol 12 points inside the margin and starts the text 39 points in:
/// tinode's settings store both at every width). A Subtitle cell's detail label lies the gap IB stored
/// below its text label, whose bottom keeps its place: at other text sizes the two grow apart from the
/// line between them (UIKit centres them as one, which keeps them apart as well), and a label that
/// starts at the leading margin is cut off at the trailing one, as UIKit truncates it.
enum StyledCellLabels {
    /// The styles whose labels UIKit places, which of their labels starts or ends where, and whether
    /// the detail label lies below the text label.
    private static let styles: [String: (text: Edges, detail: Edges, stacked: Bool)] = [
        "IBUITableViewCellStyleDefault": (.stretched, .stretched, false),
        "IBUITableViewCellStyleValue1": (.leading, .trailing, false),
        "IBUITableViewCellStyleSubtitle": (.leading, .leading, true),
    ]

    /// Which horizontal margins a label is pinned to.
    private enum Edges: Equatable {
        /// The leading margin; as wide as its text.
        case leading
        /// The trailing margin; as wide as its text.
        case trailing
        /// Both margins.
        case stretched
        /// The leading margin, at its stored size (the cell's image view).
        case image
    }

    /// Constrains the image view, text and detail labels of `cell`, mapped from the table cell `element` whose
    /// content view IB stored at `contentSize`, drawn for a screen `screenWidth` wide, where UIKit's
    /// style places them.
    static func constrain(_ element: IBNode, contentSize: Size?, screenWidth: Double?, cell: inout MappedView) {
        guard element.name == "tableViewCell", let style = element["style"].flatMap({ styles[$0] }),
            let contentSize, let cellID = cell.node.id, let cellSpec = cell.node.autoLayout
        else { return }
        // The margins the engine gives the content view at the design device, which IB's frames are measured from.
        let cellSize = Size(width: contentSize.width + cellSpec.accessoryWidth, height: contentSize.height)
        let margins = ConstraintEnvironment(size: cellSize, screenWidth: screenWidth).tableCellMargins(
            accessoryWidth: cellSpec.accessoryWidth, cell: cellSpec.cellMargins,
            vertical: cellSpec.tableCellVerticalMargin)
        let views = [
            (element["imageView"], Edges.image), (element["textLabel"], style.text),
            (element["detailTextLabel"], style.detail),
        ]
        // A Subtitle cell's detail label hangs below its text label, as UIKit stacks them.
        let gap = style.stacked ? stackedGap(element, in: cell) : nil
        for (viewID, edges) in views {
            guard let viewID, let index = placeable(viewID, in: cell), var spec = cell.children[index].node.autoLayout,
                let frame = cell.children[index].node.frame
            else { continue }
            var vertical = Vertical.centred
            if let gap, let textID = element["textLabel"] {
                if viewID == textID { vertical = .above }
                if viewID == element["detailTextLabel"] { vertical = .below(textID, gap: gap) }
            }
            let placement = Placement(
                edges: edges, frame: frame, content: contentSize, designMargins: margins, vertical: vertical)
            spec.translatesAutoresizingMaskIntoConstraints = false
            spec.constraints = placement.constraints(view: viewID, cell: cellID, location: spec.location)
            cell.children[index].node.autoLayout = spec
        }
    }

    /// The index in `cell` of the view `viewID` when it is one these constraints place: a frame-placed
    /// view without constraints of its own, with a stored frame.
    private static func placeable(_ viewID: String, in cell: MappedView) -> Int? {
        guard let index = cell.children.firstIndex(where: { $0.node.id == viewID }),
            let spec = cell.children[index].node.autoLayout, spec.translatesAutoresizingMaskIntoConstraints,
            spec.constraints.isEmpty, cell.children[index].node.frame != nil
        else { return nil }
        return index
    }

    /// The stored gap between a Subtitle cell's text label and the detail label below it, when both
    /// are placed here and the detail lies below the text (IB stores them 0 to 3 points apart).
    private static func stackedGap(_ element: IBNode, in cell: MappedView) -> Double? {
        guard let textID = element["textLabel"], let detailID = element["detailTextLabel"],
            let text = placeable(textID, in: cell).flatMap({ cell.children[$0].node.frame }),
            let detail = placeable(detailID, in: cell).flatMap({ cell.children[$0].node.frame }),
            detail.minY >= text.maxY
        else { return nil }
        return detail.minY - text.maxY
    }

    /// How a view keeps its place down its cell.
    private enum Vertical: Equatable {
        /// Its centre keeps its stored distance from the content view's centre.
        case centred
        /// A Subtitle cell's text label: its bottom keeps its stored distance from the content
        /// view's centre, so it grows upwards, away from the detail label below it.
        case above
        /// A Subtitle cell's detail label: `gap` below the text label `text`, growing downwards.
        case below(_ text: String, gap: Double)
    }

    /// Where one label sits in its cell's content view, as IB stored it.
    private struct Placement {
        /// The margins it is pinned to.
        let edges: Edges
        /// Its stored frame in the content view.
        let frame: Rect
        /// The content view's stored size.
        let content: Size
        /// The content view's margins at the design device.
        let designMargins: EdgeInsets
        /// How it keeps its place down the cell.
        let vertical: Vertical

        /// The constraints of the view `label` in the content view of the cell `cell`.
        func constraints(view label: String, cell: String, location: SourceLocation?) -> [LayoutConstraint] {
            let view = LayoutItem.view(label)
            let margins = LayoutItem.layoutMargins(of: cell)
            func pin(
                _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to item: LayoutItem,
                _ other: LayoutAttribute, _ constant: Double = 0, priority: LayoutPriority = .required
            ) -> LayoutConstraint {
                LayoutConstraint(
                    view, attribute, relation, item, other, constant: constant, priority: priority,
                    identifier: LayoutEngine.styleIdentifier, location: location)
            }
            let leadingOffset = frame.minX - designMargins.left
            let trailingOffset = designMargins.right - (content.width - frame.maxX)
            var pins: [LayoutConstraint] = []
            if edges != .trailing { pins.append(pin(.leading, to: margins, .leading, leadingOffset)) }
            if edges == .trailing || edges == .stretched {
                pins.append(pin(.trailing, to: margins, .trailing, trailingOffset))
            }
            if edges == .image {
                for (attribute, length) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
                    pins.append(
                        LayoutConstraint(
                            view, attribute, constant: length, identifier: "UITableViewCell-style", location: location))
                }
            }
            // UIKit cuts a label off at the trailing margin, or where IB stored it past the margin: at
            // the largest text sizes its text is wider than the cell.
            if edges == .leading {
                pins.append(pin(.trailing, .lessThanOrEqual, to: margins, .trailing, max(0, trailingOffset)))
            }
            switch vertical {
            case .centred where edges == .stretched:
                pins.append(pin(.top, to: .view(cell), .top, frame.minY))
                pins.append(pin(.bottom, to: .view(cell), .bottom, frame.maxY - content.height))
            case .centred:
                pins.append(pin(.centerY, to: .view(cell), .centerY, frame.midY - content.height / 2))
            case .above:
                pins.append(pin(.bottom, to: .view(cell), .centerY, frame.maxY - content.height / 2))
            case .below(let text, let gap):
                pins.append(pin(.top, to: .view(text), .bottom, gap))
            }
            return pins
        }
    }
}
