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
/// lines keeps its stored width where it fits (UIKit wraps it in the width the cell leaves). A cell's
/// image view keeps its stored size and its distance from the leading margin, and the text label its
/// own after it (UIKit centres a symbol 12 points inside the margin and starts the text 39 points in:
/// tinode's settings store both at every width).
enum StyledCellLabels {
    /// The styles whose labels UIKit places, and which of their labels starts or ends where.
    private static let styles: [String: (text: Edges, detail: Edges)] = [
        "IBUITableViewCellStyleDefault": (.stretched, .stretched),
        "IBUITableViewCellStyleValue1": (.leading, .trailing),
        "IBUITableViewCellStyleSubtitle": (.leading, .leading),
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
        for (viewID, edges) in views {
            guard let viewID, let index = cell.children.firstIndex(where: { $0.node.id == viewID }),
                var spec = cell.children[index].node.autoLayout, spec.translatesAutoresizingMaskIntoConstraints,
                spec.constraints.isEmpty, let frame = cell.children[index].node.frame
            else { continue }
            let placement = Placement(
                edges: edges, frame: frame, content: contentSize, designMargins: margins,
                wraps: cell.children[index].node.numberOfLines != 1)
            spec.translatesAutoresizingMaskIntoConstraints = false
            spec.constraints = placement.constraints(view: viewID, cell: cellID, location: spec.location)
            cell.children[index].node.autoLayout = spec
        }
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
        /// A label of several lines: it keeps its stored width where the cell leaves room.
        let wraps: Bool

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
                    identifier: "UITableViewCell-style", location: location)
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
            if edges == .leading && wraps {
                pins.append(pin(.trailing, .lessThanOrEqual, to: margins, .trailing))
                pins.append(
                    LayoutConstraint(
                        view, .width, constant: frame.width, priority: LayoutPriority(999),
                        identifier: "UITableViewCell-style", location: location))
            }
            if edges == .stretched {
                pins.append(pin(.top, to: .view(cell), .top, frame.minY))
                pins.append(pin(.bottom, to: .view(cell), .bottom, frame.maxY - content.height))
            } else {
                pins.append(pin(.centerY, to: .view(cell), .centerY, frame.midY - content.height / 2))
            }
            return pins
        }
    }
}
