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

    /// The view's background, drawn with its corner radii; nil when clear.
    package func background(of view: PlacedView) -> DrawCommand? {
        guard let color = view.node.backgroundColor?.resolved(scheme), color.a > 0 else { return nil }
        return .fill(
            ShapeFill(
                rect: view.frame, radii: view.backgroundCornerRadii,
                paint: .solid(color), role: .background))
    }

    /// The view's own content by kind (no background, no subviews).
    package func content(of view: PlacedView) -> [DrawCommand] {
        let node = view.node
        let frame = view.frame
        switch node.kind {
        case .label:
            return textRuns(
                view, box: frame, wrapWidth: frame.width, maxLines: shownLines(of: node, height: frame.height),
                centred: true, color: node.textColor ?? Self.labelColor)
        case .textView:
            // A text view that scrolls shows its text from where its content offset rests.
            let box = frame.inset(by: ContentMeasurer.textViewInsets).offsetBy(
                dx: -view.contentOffset.x, dy: -view.contentOffset.y)
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

    /// The lines a label of `height` shows: its number of lines (0: any), and no more than fit its
    /// height, as UILabel draws only the whole lines its bounds hold (at least one), the last ended as
    /// its line break mode says. A label Auto Layout compressed (a large text size in a row of fixed
    /// height) shows its first lines, not text spilling over its neighbours. A quarter of a line is
    /// allowed over, as the stand-in font's lines are not exactly SF's in a frame IB stored.
    func shownLines(of node: ViewNode, height: Double) -> Int {
        let lineHeight = Self.linePitch(of: node, metrics.lineMetrics(for: node.font ?? .default))
        guard lineHeight > 0, height.isFinite else { return max(node.numberOfLines, 0) }
        let fitting = Int(min(Double(LayoutLimits.maxLines), max(1, (height / lineHeight + 0.25).rounded(.down))))
        return node.numberOfLines > 0 ? min(node.numberOfLines, fitting) : fitting
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
        let lineHeight = Self.linePitch(of: node, lineMetrics)
        let blockHeight = Double(lines.count) * lineHeight
        let top = centred ? box.minY + (box.height - blockHeight) / 2 : box.minY
        // Lines set closer than the font's own height keep their glyphs centred on the closer pitch.
        let ascent = lineMetrics.ascent - (LayoutLimits.length(lineMetrics.lineHeight) - lineHeight) / 2
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
                        text: line, font: font, baselineOrigin: Point(x: x, y: lineTop + ascent),
                        color: resolved, width: lineWidth, anchor: Self.anchor(of: aligned, rtl: view.isRightToLeft),
                        widthScale: condensing)))
        }
        return runs
    }

    /// The distance from one line of `node`'s text to the next: the font's line height, closer by
    /// the label's `AutoLayoutSpec.textLineScale` where SF's lines are shorter than the stand-in's.
    private static func linePitch(of node: ViewNode, _ lineMetrics: FontLineMetrics) -> Double {
        LayoutLimits.length(lineMetrics.lineHeight) * (node.autoLayout?.textLineScale ?? 1)
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

extension ContentPainter {
    /// The layer's shadow, drawn before everything of the view (Core Animation draws it under
    /// the layer): the rounded bounds offset by `shadowOffset`, blurred by `shadowRadius`, in the
    /// shadow colour at `shadowOpacity`; nil when invisible.
    package func shadow(of view: PlacedView) -> DrawCommand? {
        guard let shadow = view.node.shadow, view.frame.width > 0, view.frame.height > 0 else { return nil }
        var color = shadow.color.resolved(scheme)
        color.a = UInt8((Double(color.a) * min(max(shadow.opacity, 0), 1)).rounded())
        guard color.a > 0 else { return nil }
        return .shadow(
            ShadowDraw(
                rect: view.frame.offsetBy(
                    dx: LayoutLimits.coordinate(shadow.offset.width), dy: LayoutLimits.coordinate(shadow.offset.height)),
                radii: CornerRadii(uniform: view.layerCornerRadius), blur: LayoutLimits.length(shadow.radius),
                color: color))
    }

    /// The layer's border, drawn after the view's subviews and skeleton (Core Animation composites
    /// `borderWidth` above the sublayers); nil when it has no width or no colour.
    package func border(of view: PlacedView) -> DrawCommand? {
        let width = LayoutLimits.length(view.node.borderWidth)
        let color = view.node.borderColor.resolved(scheme)
        guard width > 0, color.a > 0, view.frame.width > 0, view.frame.height > 0 else { return nil }
        return .border(
            BorderDraw(
                rect: view.frame, radii: CornerRadii(uniform: view.layerCornerRadius), width: width, color: color))
    }

    /// A control's own drawing as one element (it stands for the control's private subviews, so
    /// it keeps the visibility of the view's subviews, not the leaf content's fade); nil for others.
    package func controlElement(for view: PlacedView, visibility: SceneVisibility) -> SceneElement? {
        let commands = ControlPainter(metrics: metrics, scheme: scheme).commands(for: view)
        guard !commands.isEmpty else { return nil }
        return .content(commands, visibility: visibility, needsGroup: commands.count > 1)
    }
}

extension ContentPainter {
    /// A view's content-mode drawing as one scene element, or nil when it draws nothing.
    ///
    /// The background and the content form one element, drawn before the view's own clip (a
    /// background is rounded anyway; an image carries its clip radii), so a partial fade can
    /// composite them as a group when they overlap (a background under text or an image). A leaf of
    /// a kind whose prepare step clears the background at once (SkeletonView's
    /// PrepareViewForSkeleton.swift) is marked so its background (the first command) is left out
    /// while the skeleton is active.
    package func element(for view: PlacedView, visibility: SceneVisibility) -> SceneElement? {
        var commands = content(of: view)
        var visibility = visibility
        if let background = background(of: view) {
            commands.insert(background, at: 0)
            if visibility.contains(.fadesWithContent) && Self.clearsBackgroundAtOnce(view) {
                visibility.insert(.clearedWhileActive)
            }
        }
        guard !commands.isEmpty else { return nil }
        let overlaps = commands.count > 1 && commands.contains { if case .text = $0 { false } else { true } }
        return .content(commands, visibility: visibility, needsGroup: overlaps)
    }

    /// Views whose prepare step sets the background to clear outside the transition: labels, text
    /// views and fields, image views, buttons, and table headers and footers (their backgroundView).
    private static func clearsBackgroundAtOnce(_ view: PlacedView) -> Bool {
        if view.role == .tableHeaderFooter { return true }
        switch view.node.kind {
        case .label, .textView, .textField, .imageView, .button: return true
        case .view, .stack, .table, .collection, .spacer: return false
        // A control is a plain UIView to SkeletonView: its background fades inside the transition.
        case .switchControl, .segmentedControl, .stepper, .slider, .progressView, .activityIndicatorView, .pageControl,
            .searchBar, .navigationBar, .toolbar, .tabBar:
            return false
        }
    }
}
