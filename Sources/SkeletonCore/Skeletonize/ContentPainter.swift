/// What a view draws in content mode, resolved for one colour scheme: its background and, by kind,
/// its text (word-wrapped lines placed with the font's metrics and the text alignment), image or
/// button title. This is what the skeleton stands for and what it cross-dissolves with.
package struct ContentPainter {
    /// UIColor.label: the default text colour.
    package static let labelColor = AdaptiveColor(light: RGBA8(rgb: 0x000000), dark: RGBA8(rgb: 0xFFFFFF))
    /// UIColor.systemBlue: the default title colour of a system button.
    package static let buttonTitleColor = AdaptiveColor(light: RGBA8(rgb: 0x007AFF), dark: RGBA8(rgb: 0x0A84FF))

    /// Where text sizes come from.
    package let metrics: any TextMetrics
    /// The colour scheme colours resolve against.
    package let scheme: ColorScheme

    /// Creates a painter.
    package init(metrics: any TextMetrics, scheme: ColorScheme) {
        self.metrics = metrics
        self.scheme = scheme
    }

    /// The view's background, drawn with its corner radius; nil when clear.
    package func background(of view: PlacedView) -> DrawCommand? {
        guard let color = view.node.backgroundColor?.resolved(scheme), color.a > 0 else { return nil }
        return .fill(
            ShapeFill(
                rect: view.frame, radii: CornerRadii(uniform: view.layerCornerRadius),
                paint: .solid(color), role: .background))
    }

    /// The view's own content by kind (no background, no subviews).
    package func content(of view: PlacedView) -> [DrawCommand] {
        let node = view.node
        let frame = view.frame
        switch node.kind {
        case .label:
            return textRuns(
                view, box: frame, wrapWidth: frame.width, maxLines: max(node.numberOfLines, 0), centred: true,
                color: node.textColor ?? Self.labelColor)
        case .textView:
            let box = frame.inset(by: ContentMeasurer.textViewInsets)
            return textRuns(
                view, box: box, wrapWidth: box.width, maxLines: 0, centred: false,
                color: node.textColor ?? Self.labelColor, clipBottom: frame.maxY)
        case .textField:
            return textRuns(
                view, box: frame.inset(by: ContentMeasurer.textFieldInsets(of: node)), wrapWidth: nil, maxLines: 1,
                centred: true,
                color: node.textColor ?? Self.labelColor)
        case .button:
            return buttonContent(view)
        case .imageView:
            return imageViewContent(view)
        case .view, .stack, .table, .collection, .spacer:
            return []
        // Controls draw as their own element (ControlPainter): they stand for subviews, not content.
        case .switchControl, .segmentedControl, .stepper, .slider, .progressView, .activityIndicatorView, .pageControl,
            .searchBar, .navigationBar, .toolbar, .tabBar:
            return []
        }
    }

    /// Lines of text inside `box`: wrapped (or truncated to one line), aligned by the view's text
    /// alignment (natural follows the direction) unless `alignment` overrides it, vertically
    /// centred or top-aligned; baselines sit `ascent` below each line's top. Lines starting below
    /// `clipBottom` are not drawn. A text SF draws narrower than the stand-in font is condensed
    /// to SF's width (`AutoLayoutSpec.textWidthScale`): it wraps where SF would and fits its box.
    func textRuns(
        _ view: PlacedView, box: Rect, wrapWidth: Double?, maxLines: Int, centred: Bool, color: AdaptiveColor,
        clipBottom: Double = .infinity, alignment: TextAlignment? = nil
    ) -> [DrawCommand] {
        let node = view.node
        guard let text = node.text, !text.isEmpty else { return [] }
        let font = node.font ?? .default
        let wrapper = TextWrapper(metrics: metrics)
        let condensing = node.autoLayout?.textWidthScale ?? 1
        let width = (wrapWidth ?? box.width) / condensing
        let lines = wrapper.lines(
            of: text, font: font, width: width, maxLines: wrapWidth == nil ? 1 : maxLines, mode: node.lineBreakMode)
        let lineMetrics = metrics.lineMetrics(for: font)
        let lineHeight = LayoutLimits.length(lineMetrics.lineHeight)
        let blockHeight = Double(lines.count) * lineHeight
        let top = centred ? box.minY + (box.height - blockHeight) / 2 : box.minY
        let resolved = color.resolved(scheme)
        var runs: [DrawCommand] = []
        for (index, line) in lines.enumerated() {
            let lineTop = top + Double(index) * lineHeight
            guard lineTop < clipBottom else { break }
            let lineWidth = LayoutLimits.length(metrics.width(of: line, font: font)) * condensing
            let aligned = alignment ?? node.textAlignment
            let x = alignedX(lineWidth, in: box, alignment: aligned, rtl: view.isRightToLeft)
            runs.append(
                .text(
                    TextRun(
                        text: line, font: font, baselineOrigin: Point(x: x, y: lineTop + lineMetrics.ascent),
                        color: resolved, width: lineWidth, anchor: Self.anchor(of: aligned, rtl: view.isRightToLeft),
                        widthScale: condensing)))
        }
        return runs
    }

    /// The end of a line that the alignment pins to the box.
    private static func anchor(of alignment: TextAlignment, rtl: Bool) -> TextAnchor {
        switch alignment {
        case .left: .left
        case .right: .right
        case .center: .center
        case .natural, .justified: rtl ? .right : .left
        }
    }

    /// The left end of a line of `width` aligned in `box`.
    func alignedX(_ width: Double, in box: Rect, alignment: TextAlignment, rtl: Bool) -> Double {
        switch alignment {
        case .left: box.minX
        case .right: box.maxX - width
        case .center: box.minX + (box.width - width) / 2
        case .natural, .justified: rtl ? box.maxX - width : box.minX
        }
    }
}
