/// Intrinsic content sizes (`fit`): labels, text views, text fields and buttons measure their text;
/// stacks add up their arranged children; other containers enclose their children.
package struct ContentMeasurer {
    /// A configuration button's default content insets (UIButton.Configuration at the default size
    /// and Dynamic Type size: 7 top and bottom, 12 leading and trailing, as Apple's UIKit engineers
    /// give them on the developer forums, thread 733541).
    package static let configurationButtonInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// What a legacy button with zero `contentEdgeInsets` adds above and below its title in its
    /// intrinsic size (UIKit's 6 points: Interface Builder's 15-point "Button" is 30 high).
    package static let zeroInsetButtonPadding = 6.0
    /// Padding a bordered UITextField adds around its text (a rounded-rect field's).
    private static let borderedTextFieldInsets = EdgeInsets(top: 7, left: 8, bottom: 7, right: 8)
    /// UITextView's text container inset (8 top and bottom) plus line fragment padding (5 each side).
    package static let textViewInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    /// Where text sizes come from.
    package let metrics: any TextMetrics

    /// Creates a measurer.
    package init(metrics: any TextMetrics) {
        self.metrics = metrics
    }

    /// The fit size of a view; `proposedWidth` is the width text may wrap at (nil = one line per paragraph).
    package func fitSize(of node: ViewNode, proposedWidth: Double?) -> Size {
        switch node.kind {
        case .label:
            return textSize(node, width: proposedWidth, maxLines: max(node.numberOfLines, 0), insets: .zero)
        case .textView:
            return textSize(node, width: proposedWidth, maxLines: 0, insets: Self.textViewInsets, keepsEmptyLine: true)
        case .textField:
            return textSize(node, width: nil, maxLines: 1, insets: Self.textFieldInsets(of: node), keepsEmptyLine: true)
        case .button:
            return buttonSize(node)
        case .stack:
            return stackSize(node, proposedWidth: proposedWidth)
        case .view, .imageView, .table, .collection, .spacer:
            return enclosingSize(node)
        case .switchControl, .stepper, .activityIndicatorView, .slider, .progressView, .searchBar, .navigationBar,
            .toolbar, .tabBar:
            return Self.intrinsicSize(of: node) ?? .zero
        case .segmentedControl:
            return segmentedSize(node)
        case .pageControl:
            // UIPageControl: 16 points per page plus 10 of margin, 26 high (iOS 14).
            return Size(
                width: node.control.numberOfPages > 0 ? Double(node.control.numberOfPages) * 16 + 10 : 0, height: 26)
        }
    }

    /// UIKit's intrinsic content size of a control of fixed look (width 0 where UIKit has none:
    /// sliders, progress views and bars stretch to what they are given).
    package static func intrinsicSize(of node: ViewNode) -> Size? {
        switch node.kind {
        case .switchControl:
            node.control.design == .liquidGlass ? Size(width: 63, height: 28) : Size(width: 51, height: 31)
        case .stepper: Size(width: 94, height: 32)
        case .activityIndicatorView:
            node.control.activityIndicatorStyle == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case .slider: Size(width: 0, height: node.control.design == .liquidGlass ? 34 : 31)
        case .progressView: Size(width: 0, height: 4)
        case .searchBar: Size(width: 0, height: node.control.design == .liquidGlass ? 64 : 56)
        case .navigationBar: Size(width: 0, height: navigationBarHeight(of: node.control))
        case .toolbar: Size(width: 0, height: node.control.barMetrics.toolbar)
        case .tabBar: Size(width: 0, height: node.control.barMetrics.tabBar)
        case .segmentedControl: Size(width: 0, height: 32)
        case .pageControl: Size(width: 0, height: 26)
        case .view, .label, .textView, .textField, .imageView, .button, .stack, .table, .collection, .spacer: nil
        }
    }

    /// A navigation bar's height on its screen (`ControlSpec.barMetrics`), with the band of its
    /// large title where the screen shows one; iOS 26's bar is 54 points (Xcode 26's canvas).
    package static func navigationBarHeight(of control: ControlSpec) -> Double {
        let metrics = control.barMetrics
        let band = control.prefersLargeTitles ? metrics.largeTitleBand : 0
        return (control.design == .liquidGlass ? 54 : metrics.navigationBar) + band
    }

    /// A segmented control fits its widest title in every segment (UIKit gives segments equal
    /// widths), `segmentPadding` beside each title, 32 high.
    private func segmentedSize(_ node: ViewNode) -> Size {
        let font = node.font ?? ControlPainter.segmentFont
        let widest = node.control.segments.reduce(0.0) {
            max($0, LayoutLimits.length(metrics.width(of: $1, font: font)))
        }
        let width = Double(node.control.segments.count) * (widest + Self.segmentPadding)
        return Size(width: LayoutLimits.length(width), height: 32)
    }

    /// What a segment adds to its title's width: IB stores two-segment controls sized by their
    /// titles ("UDP"/"TCP" 93 wide, "First"/"Second" 131) 18.5 points per segment wider than the
    /// stand-in font's widest title (16.5 to 19.5 across the corpus, as the fonts' widths differ).
    static let segmentPadding = 18.5

    /// The padding a text field adds around its text: a bordered one's, none without a border.
    package static func textFieldInsets(of node: ViewNode) -> EdgeInsets {
        node.control.borderStyle == .none ? .zero : borderedTextFieldInsets
    }

    /// The size of the image a button draws, in points: its symbol's glyph box, else its file's size
    /// (a file of unknown size as a 20-point square, a common icon size); nil without one.
    package static func buttonImageSize(of node: ViewNode) -> Size? {
        if let symbol = node.symbol { return symbol.size }
        guard let image = node.image, !image.isEmpty else { return nil }
        return node.imageSize ?? Size(width: 20, height: 20)
    }

    /// A button's intrinsic size (UIButton): its image beside its title, as high as the taller of
    /// the two, plus its content insets. Zero insets add UIKit's 6 points above and below a title
    /// and nothing around an image alone, but an empty title still has its one line, in whole
    /// points: Interface Builder stores a title-less button with a 32-point image as 32 × 32 and
    /// one with a 16-point image 22 high (its 18-point font's line, 21.5, rounded up), 18 high for
    /// the system type's 15 points. The image is the one drawn, else the size Interface Builder
    /// stores for an image whose file the project lacks.
    private func buttonSize(_ node: ViewNode) -> Size {
        let title = textSize(
            node, width: nil, maxLines: 1, insets: Self.intrinsicInsets(of: node), keepsEmptyLine: true)
        guard let image = Self.buttonImageSize(of: node) ?? node.autoLayout?.imageSize else { return title }
        let insets = LayoutLimits.insets(node.contentInsets)
        let around = Size(width: insets.left + insets.right, height: insets.top + insets.bottom)
        let emptyLine = metrics.lineMetrics(for: node.font ?? .default).lineHeight.rounded(.up)
        let titled =
            (node.text ?? "").isEmpty
            ? Size(width: around.width, height: LayoutLimits.length(emptyLine) + around.height) : title
        return LayoutLimits.size(
            Size(width: titled.width + image.width, height: max(titled.height, image.height + around.height)))
    }

    /// The insets a button's intrinsic size adds to its title: its content insets, where zero ones
    /// still get UIKit's 6 points above and below the title (any inset set replaces them).
    package static func intrinsicInsets(of node: ViewNode) -> EdgeInsets {
        let insets = LayoutLimits.insets(node.contentInsets)
        guard insets == .zero else { return insets }
        return EdgeInsets(top: zeroInsetButtonPadding, left: 0, bottom: zeroInsetButtonPadding, right: 0)
    }

    /// The size a fixed/fill/fit rule gives one dimension (nil rule = `fallback`).
    package func length(
        _ rule: SizeRule?, fallback: SizeRule, available: Double, fit: () -> Double
    ) -> Double {
        switch rule ?? fallback {
        case .fixed(let value): LayoutLimits.length(value)
        case .fill: LayoutLimits.length(available)
        case .fit: LayoutLimits.length(fit())
        }
    }

    /// Text block size: widest line × (lines × line height), plus insets. Empty text has no lines
    /// unless the view keeps one empty line (fields, buttons and text views have a caret or title line).
    private func textSize(
        _ node: ViewNode, width: Double?, maxLines: Int, insets: EdgeInsets, keepsEmptyLine: Bool = false
    ) -> Size {
        let font = node.font ?? .default
        let wrapWidth = width.map { max(LayoutLimits.length($0) - insets.left - insets.right, 0) }
        let text = node.text ?? ""
        let wrapper = TextWrapper(metrics: metrics)
        let lines =
            text.isEmpty
            ? []
            : wrapper.lines(
                of: text, font: font, width: wrapWidth, maxLines: maxLines, mode: node.lineBreakMode)
        let lineCount = lines.isEmpty && keepsEmptyLine ? 1 : lines.count
        let lineHeight = LayoutLimits.length(metrics.lineMetrics(for: font).lineHeight)
        return Size(
            width: LayoutLimits.length(wrapper.maxWidth(of: lines, font: font) + insets.left + insets.right),
            height: LayoutLimits.length(Double(lineCount) * lineHeight + insets.top + insets.bottom))
    }

    /// A stack's fit size: the children it places summed along the axis (with spacing), the widest across.
    private func stackSize(_ node: ViewNode, proposedWidth: Double?) -> Size {
        let arranged = node.children.filter(\.isPlacedByStack)
        let padding = LayoutLimits.insets(node.padding)
        let innerWidth = proposedWidth.map { max(LayoutLimits.length($0) - padding.left - padding.right, 0) }
        var along = 0.0
        var across = 0.0
        for child in arranged {
            let size = ruledSize(of: child, proposedWidth: node.axis == .vertical ? innerWidth : nil)
            along += node.axis == .vertical ? size.height : size.width
            across = max(across, node.axis == .vertical ? size.width : size.height)
        }
        along += LayoutLimits.coordinate(node.spacing) * Double(max(arranged.count - 1, 0))
        let content = node.axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        return LayoutLimits.size(
            Size(
                width: content.width + padding.left + padding.right,
                height: content.height + padding.top + padding.bottom))
    }

    /// A child's size when its parent fits its content: fixed rules win, the rest (and a missing
    /// rule) fit; the fit size is measured only when a dimension needs it.
    private func ruledSize(of child: ViewNode, proposedWidth: Double?) -> Size {
        var fitted: Size?
        let measure = { () -> Size in
            if let fitted { return fitted }
            let size = fitSize(of: child, proposedWidth: proposedWidth)
            fitted = size
            return size
        }
        let width = length(child.width, fallback: .fit, available: 0) { measure().width }
        let height = length(child.height, fallback: .fit, available: 0) { measure().height }
        return Size(width: width, height: height)
    }

    /// A plain container's fit size: the box from its origin enclosing every child with a frame
    /// and, inside its padding, the fit size of every child without one.
    private func enclosingSize(_ node: ViewNode) -> Size {
        let padding = LayoutLimits.insets(node.padding)
        var size = Size.zero
        for child in node.children {
            if let frame = child.frame {
                let safe = LayoutLimits.rect(frame)
                size.width = max(size.width, safe.maxX)
                size.height = max(size.height, safe.maxY)
            } else {
                let ruled = ruledSize(of: child, proposedWidth: nil)
                size.width = max(size.width, ruled.width + padding.left + padding.right)
                size.height = max(size.height, ruled.height + padding.top + padding.bottom)
            }
        }
        return LayoutLimits.size(size)
    }
}
