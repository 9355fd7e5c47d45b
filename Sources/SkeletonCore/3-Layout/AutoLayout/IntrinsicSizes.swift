/// The intrinsic content sizes of a system's views (UIView.intrinsicContentSize) and the content
/// hugging and compression resistance constraints they bring: labels measure their text (wrapped
/// at a width when they show several lines), as do text views that do not scroll, buttons and
/// fields their text and insets, image views their image, controls UIKit's fixed sizes; a
/// placeholder size the file states replaces any.
struct IntrinsicSizes {
    /// The views.
    let tree: ConstraintTree
    /// Fonts.
    let metrics: any TextMetrics
    /// The width each multi-line label wraps at, by id (else `ConstraintTree.Entry.storedWrapWidth`).
    let wrapWidths: [String: Double]
    /// Interface Builder's measurements of the texts, correcting the stand-in font's, by entry
    /// index (`StoredTextCalibration.references(of:)`, shared by every pass of a solve).
    let references: [StoredTextCalibration.Reference?]
    /// Applies `references`.
    private var calibration: StoredTextCalibration { StoredTextCalibration(metrics: metrics) }

    /// The intrinsic width and height of entry `index`; nil where the view has none on that axis.
    func size(of index: Int) -> (width: Double?, height: Double?) {
        let entry = tree.entries[index]
        if let placeholder = entry.spec.placeholderIntrinsicSize { return (placeholder.width, placeholder.height) }
        let node = entry.node
        let measurer = ContentMeasurer(metrics: metrics)
        switch node.kind {
        case .label, .textView:
            // A text view that scrolls has no intrinsic size (its text scrolls inside whatever size
            // it is given); one that does not is sized to its text as a wrapping label, a line high
            // when empty. A label without text stands for one the app fills in code
            // (`emptyLabelSize`).
            if node.kind == .textView {
                guard entry.spec.sizesToText else { return (nil, nil) }
            } else if (node.text ?? "").isEmpty {
                return Self.emptyLabelSize(storedAs: node.frame)
            }
            let wraps = entry.wrapsText
            let reference = references[index]
            // The painter wraps a condensed text at the width it has before condensing.
            // A label's preferred width is where UIKit wraps it for its intrinsic size, at any width.
            let wrapWidth =
                node.preferredMaxLayoutWidth ?? wrapWidths[entry.id]
                ?? Self.firstWrapWidth(of: entry, reference: reference)
            let width = calibration.wrapWidth(
                wraps ? wrapWidth : nil, reference: reference
            ).map { $0 / (calibration.textWidthScale(reference) ?? 1) }
            let measured = measurer.fitSize(of: node, proposedWidth: width)
            var size = calibration.corrected(measured, reference: reference, wrapWidth: width)
            // UIKit's label is exactly as tall as its lines, which the stand-in draws: at a text size
            // Dynamic Type scaled its font to, the stored height's correction (IB's lines at the
            // design size against the stand-in's) would add a share of every line it wraps into
            // (82 points over 16 lines at AX5), with the text centred in it.
            if node.kind == .label, wraps, let design = entry.spec.designFont, design.size != node.font?.size {
                size.height = measured.height
            }
            // A text view's text container is as wide as the view: text it wraps fills that width
            // (IB stores such a view in a centring stack as wide as the stack), where a label
            // hugs its widest line.
            if node.kind == .textView, let width, measurer.fitSize(of: node, proposedWidth: nil).width > width {
                return (width, size.height)
            }
            return (size.width, size.height)
        case .button, .textField:
            let size = calibration.corrected(
                measurer.fitSize(of: node, proposedWidth: nil), reference: references[index],
                wrapWidth: nil)
            guard node.kind == .button, Self.isLegacyTextButton(node, imageSize: entry.spec.imageSize) else {
                return (size.width, size.height)
            }
            return (max(size.width, Self.legacyButtonMinimumWidth), size.height)
        case .segmentedControl, .pageControl:
            let size = calibration.corrected(
                measurer.fitSize(of: node, proposedWidth: nil), reference: references[index], wrapWidth: nil)
            return Self.alignmentSize(of: node, frameSize: size)
        case .imageView:
            // A symbol IB did not measure takes SF's size for its configuration.
            let image = entry.spec.imageSize ?? node.symbol?.size
            return (image?.width, image?.height)
        case .switchControl, .stepper, .activityIndicatorView, .slider, .progressView, .searchBar, .navigationBar,
            .toolbar, .tabBar:
            // A zero width is UIKit's "no intrinsic metric" of controls that stretch.
            let size = ContentMeasurer.intrinsicSize(of: node) ?? .zero
            let aligned = Self.alignmentSize(of: node, frameSize: size)
            return (size.width > 0 ? aligned.width : nil, aligned.height)
        case .view, .stack, .table, .collection, .spacer:
            return (nil, nil)
        }
    }

    /// The width a wrapping view's text wraps at before a solve has set one: its stored width
    /// (`ConstraintTree.Entry.storedWrapWidth`, scaled with its font at another text size), or none
    /// where Dynamic Type scaled the font of a label IB stored one line high, which UIKit makes as
    /// wide as its text until its constraints stop it (the stand-in, wider than SF, would break a
    /// line scaled from SF's width in two).
    static func firstWrapWidth(of entry: ConstraintTree.Entry, reference: StoredTextCalibration.Reference?)
        -> Double?
    {
        if let reference, let design = entry.spec.designFont, design.size != entry.node.font?.size,
            reference.stored.height < reference.oneLine.height * 1.5
        {
            return nil
        }
        return entry.storedWrapWidth
    }

    /// The intrinsic size of a label without text, by the frame Interface Builder stored for it: UIKit's
    /// zero on an axis where IB stored it zero, none on the others. Such a label stands for one the app
    /// fills in code, and IB's stored frames of most stretch it past the zero UIKit gives (a
    /// 138-point label beside another in ProtonVPN's KeyValueTableViewCell, 50 × 50 ones in Pocket
    /// Casts' PodcastSupporterCell), so the stored frame stands for the text to come; where IB laid
    /// it out at zero, it measured UIKit's zero, which hugs it against its neighbours (Pocket
    /// Casts' empty "Second Label" stored 0 wide beside "Main" stretched 54 wide in AddCell, an empty
    /// label stored 0 high in the squeezed stack of PodcastHeadingTableCell).
    /// A label with no stored frame (a theme's, laid out by its constraints alone) has UIKit's zero
    /// on both axes, so pinning its edges leaves nothing open.
    private static func emptyLabelSize(storedAs frame: Rect?) -> (width: Double?, height: Double?) {
        guard let frame else { return (0, 0) }
        return (frame.width == 0 ? 0 : nil, frame.height == 0 ? 0 : nil)
    }

    /// The narrowest intrinsic width of a legacy button showing no image: Interface Builder stores
    /// such buttons 30 wide however short their title ("OK", "no", an emoji, none at all), in every
    /// public app's storyboard that leaves their width to it.
    static let legacyButtonMinimumWidth = 30.0

    /// Whether a button lays out as a legacy (unconfigured) UIButton of title alone: zero content
    /// insets (a configuration's are UIKit's 7 and 12 points) and no image, drawn or stored.
    private static func isLegacyTextButton(_ node: ViewNode, imageSize: Size?) -> Bool {
        node.contentInsets == .zero && ContentMeasurer.buttonImageSize(of: node) == nil && imageSize == nil
    }

    /// A control's intrinsic size for its constraints: its drawn size less what it draws beyond
    /// its alignment rectangle.
    private static func alignmentSize(of node: ViewNode, frameSize: Size) -> (width: Double?, height: Double?) {
        let outsets = node.alignmentOutsets
        return (frameSize.width - outsets.left - outsets.right, frameSize.height - outsets.top - outsets.bottom)
    }

    /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) of entry
    /// `index` at its priorities (its hugging `hugging` where given: a stack's `fill` view's,
    /// `StackArrangement.stretchedHugging`); none for a view whose frame is placed by its
    /// autoresizing mask.
    func constraints(for index: Int, _ resolver: AnchorResolver, hugging: AxisPriorities? = nil) -> [LinearConstraint] {
        let entry = tree.entries[index]
        guard index > 0, !entry.spec.translatesAutoresizingMaskIntoConstraints || entry.isInStack else { return [] }
        let intrinsic = size(of: index)
        let frame = resolver.frame(index)
        var result: [LinearConstraint] = []
        for (length, value, horizontal) in [
            (frame.width, intrinsic.width, true), (frame.height, intrinsic.height, false),
        ] {
            guard let value else { continue }
            let target = LinearExpression(constant: value)
            result.append(
                LinearConstraint(
                    length, .lessThanOrEqual, target,
                    priority: (hugging ?? entry.spec.hugging).along(horizontal: horizontal),
                    identifier: "NSContentSizeLayoutConstraint", location: entry.spec.location))
            result.append(
                LinearConstraint(
                    length, .greaterThanOrEqual, target,
                    priority: entry.spec.compressionResistance.along(horizontal: horizontal),
                    identifier: "NSContentSizeLayoutConstraint", location: entry.spec.location))
        }
        return result
    }
}

extension ViewNode {
    /// How far UIKit draws a view of this kind beyond the alignment rectangle its constraints
    /// place (`alignmentRectInsets`, negated): a segmented control reaches one point below it, as
    /// Interface Builder stores 41 high a control whose height constraint is 40, and 32 high one of
    /// its own height (31 for its constraints); a switch two points beyond its trailing edge (51
    /// wide, 49 for its constraints: IB stores x 231 for one pinned to the trailing edge of a view
    /// 280 wide; iOS 26's too: x 333 for one 63 wide pinned 20 from the trailing edge of a view
    /// 414 wide); a classic slider two points beyond each side and one below (IB stores x 6,
    /// 4 wider, for one pinned 8 from the leading edge, and 31 high, 30 for its constraints), an
    /// iOS 26 one not at all (x 16, 382 wide, 34 high for one pinned 16 and 10 inside a 414 × 54
    /// cell); an image view showing an SF Symbol by its symbol's insets (`symbolOutsets`). The
    /// engine solves alignment rectangles and gives frames.
    package var alignmentOutsets: EdgeInsets {
        switch kind {
        case .imageView: autoLayout?.symbolOutsets ?? EdgeInsets(all: 0)
        case .segmentedControl: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case .switchControl: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case .slider where control.design == .liquidGlass: EdgeInsets(all: 0)
        case .slider: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default: EdgeInsets(all: 0)
        }
    }
}
