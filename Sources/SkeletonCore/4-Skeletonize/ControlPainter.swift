/// A control's own drawing in content mode: a flat iOS look built from rounded rectangles,
/// circles, borders, shadows and text inside the view's frame, so a screen is recognisable. It
/// stands for the control's private subviews, which SkeletonView leaves alone under the skeleton.
struct ControlPainter {
    /// Where text sizes come from.
    let metrics: any TextMetrics
    /// The colour scheme colours resolve against.
    let scheme: ColorScheme

    /// Segment, bar item and search field titles (13 pt medium, as UISegmentedControl's).
    static let segmentFont = FontSpec(size: 13, weight: 500)
    /// Navigation bar titles (17 pt semibold).
    static let titleFont = FontSpec(size: 17, weight: 600)
    /// A navigation bar's large title: 34-point bold.
    static let largeTitleFont = FontSpec(family: FontSpec.systemFamily, size: 34, weight: 700)
    /// Toolbar items (17 pt regular).
    static let itemFont = FontSpec(size: 17, weight: 400)
    /// Tab bar item titles (10 pt medium).
    static let tabFont = FontSpec(size: 10, weight: 500)
    /// Titles of tab bar items laid out beside their icons (13 pt medium).
    static let inlineTabFont = FontSpec(size: 13, weight: 500)
    /// Search field text (17 pt regular).
    static let searchFont = FontSpec(size: 17, weight: 400)

    /// The drawing of a control of any kind; empty for other kinds.
    func commands(for view: PlacedView) -> [DrawCommand] {
        let f = view.frame
        let spec = view.node.control
        switch view.node.kind {
        case .switchControl: return switchControl(f, spec, rtl: view.isRightToLeft)
        case .segmentedControl: return segmented(f, spec, font: view.node.font)
        case .stepper: return stepper(f, spec)
        case .slider: return slider(f, spec, rtl: view.isRightToLeft)
        case .progressView: return progress(f, spec, rtl: view.isRightToLeft)
        case .activityIndicatorView: return activity(f, spec)
        case .pageControl: return pages(f, spec)
        case .searchBar: return searchBar(f, spec, text: view.node.text, font: view.node.font)
        case .navigationBar: return navigationBar(f, spec, font: view.node.font)
        case .toolbar: return toolbar(f, spec, font: view.node.font)
        case .tabBar: return tabBar(f, spec)
        case .view, .label, .textView, .textField, .imageView, .button, .stack, .table, .collection, .spacer:
            return []
        }
    }

    /// A capsule track and a white thumb at the leading (off) or trailing (on) end.
    private func switchControl(_ f: Rect, _ spec: ControlSpec, rtl: Bool) -> [DrawCommand] {
        let track = spec.isOn ? (spec.onTintColor ?? ControlPalette.systemGreen) : ControlPalette.track
        let d = max(f.height - 4, 0)
        let atEnd = spec.isOn != rtl
        let thumb = Rect(x: atEnd ? f.maxX - 2 - d : f.minX + 2, y: f.minY + 2, width: d, height: d)
        return [
            fill(f, f.height / 2, track),
            thumbShadow(thumb),
            fill(thumb, d / 2, ControlPalette.thumb),
        ]
    }

    /// A rounded track, the selected segment raised in it, separators between the others, titles centred.
    private func segmented(_ f: Rect, _ spec: ControlSpec, font: FontSpec?) -> [DrawCommand] {
        var out = [fill(f, 9, ControlPalette.fill)]
        let count = spec.segments.count
        guard count > 0 else { return out }
        let width = f.width / Double(count)
        let font = font ?? Self.segmentFont
        for (i, title) in spec.segments.enumerated() {
            let cell = Rect(x: f.minX + Double(i) * width, y: f.minY, width: width, height: f.height)
            if i == spec.selectedSegmentIndex {
                let raised = cell.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
                out.append(thumbShadow(raised, radius: 7))
                out.append(fill(raised, 7, ControlPalette.selectedSegment))
            } else if i > 0 && i - 1 != spec.selectedSegmentIndex {
                out.append(
                    fill(Rect(x: cell.minX - 0.5, y: f.midY - 8, width: 1, height: 16), 0, ControlPalette.separator))
            }
            var titleFont = font
            if i == spec.selectedSegmentIndex { titleFont.weight = max(font.weight, 600) }
            out += centredText(title, font: titleFont, color: ContentPainter.labelColor, in: cell)
        }
        return out
    }

    /// Two halves with a separator, a minus and a plus drawn as bars, each dimmed at its limit.
    private func stepper(_ f: Rect, _ spec: ControlSpec) -> [DrawCommand] {
        let maximum = spec.resolvedMaximum(for: .stepper)
        let half = f.width / 2
        let minusColor = spec.value <= spec.minimumValue ? ControlPalette.separator : ContentPainter.labelColor
        let plusColor = spec.value >= maximum ? ControlPalette.separator : ContentPainter.labelColor
        let left = Point(x: f.minX + half / 2, y: f.midY)
        let right = Point(x: f.minX + half * 1.5, y: f.midY)
        return [
            fill(f, 8, ControlPalette.fill),
            fill(Rect(x: f.midX - 0.5, y: f.midY - 9, width: 1, height: 18), 0, ControlPalette.separator),
            fill(Rect(x: left.x - 7, y: left.y - 1, width: 14, height: 2), 1, minusColor),
            fill(Rect(x: right.x - 7, y: right.y - 1, width: 14, height: 2), 1, plusColor),
            fill(Rect(x: right.x - 1, y: right.y - 7, width: 2, height: 14), 1, plusColor),
        ]
    }

    /// A 4-point track, tinted up to the value, with a 28-point thumb on it.
    private func slider(_ f: Rect, _ spec: ControlSpec, rtl: Bool) -> [DrawCommand] {
        let maximum = spec.resolvedMaximum(for: .slider)
        let span = maximum - spec.minimumValue
        let fraction = span > 0 ? min(max((spec.value - spec.minimumValue) / span, 0), 1) : 0
        let d = min(28, f.height)
        let travel = max(f.width - d, 0)
        let centre = rtl ? f.maxX - d / 2 - fraction * travel : f.minX + d / 2 + fraction * travel
        let track = Rect(x: f.minX, y: f.midY - 2, width: f.width, height: 4)
        let tinted =
            rtl
            ? Rect(x: centre, y: track.minY, width: f.maxX - centre, height: 4)
            : Rect(x: f.minX, y: track.minY, width: centre - f.minX, height: 4)
        let thumb = Rect(x: centre - d / 2, y: f.midY - d / 2, width: d, height: d)
        return [
            fill(track, 2, ControlPalette.track),
            fill(tinted, 2, spec.tintColor ?? ControlPalette.systemBlue),
            thumbShadow(thumb),
            fill(thumb, d / 2, ControlPalette.thumb),
        ]
    }

    /// A rounded track filled to the progress from the leading edge.
    private func progress(_ f: Rect, _ spec: ControlSpec, rtl: Bool) -> [DrawCommand] {
        let w = f.width * min(max(spec.progress, 0), 1)
        let bar = Rect(x: rtl ? f.maxX - w : f.minX, y: f.minY, width: w, height: f.height)
        var out = [fill(f, f.height / 2, ControlPalette.track)]
        if w > 0 { out.append(fill(bar, f.height / 2, spec.tintColor ?? ControlPalette.systemBlue)) }
        return out
    }

    /// Eight dots on a circle, fading round it (a still of the spinning spokes); nothing when
    /// stopped and hidden when stopped, as UIKit.
    private func activity(_ f: Rect, _ spec: ControlSpec) -> [DrawCommand] {
        guard spec.isAnimating || !spec.hidesWhenStopped else { return [] }
        let size = min(f.width, f.height)
        let ring = size * 0.38
        let dot = size * 0.18
        let color = (spec.tintColor ?? ControlPalette.systemGray).resolved(scheme)
        // Unit vectors of the eight spokes, clockwise from the top (no trigonometry in the core).
        let s = 0.7071067811865476
        let directions: [(Double, Double)] = [(0, -1), (s, -s), (1, 0), (s, s), (0, 1), (-s, s), (-1, 0), (-s, -s)]
        return directions.enumerated().map { i, v in
            let c = Point(x: f.midX + v.0 * ring, y: f.midY + v.1 * ring)
            var tone = color
            tone.a = UInt8((Double(color.a) * (1 - Double(i) * 0.1)).rounded())
            return .fill(
                ShapeFill(
                    rect: Rect(x: c.x - dot / 2, y: c.y - dot / 2, width: dot, height: dot),
                    radii: CornerRadii(uniform: dot / 2), paint: .solid(tone), role: .background))
        }
    }

    /// 7-point dots 16 points apart, centred; the current page in the label colour.
    private func pages(_ f: Rect, _ spec: ControlSpec) -> [DrawCommand] {
        let count = spec.numberOfPages
        guard count > 0 else { return [] }
        let pitch = 16.0
        let first = f.midX - pitch * Double(count - 1) / 2
        return (0..<count).map { i in
            let c = Point(x: first + Double(i) * pitch, y: f.midY)
            let color =
                i == spec.currentPage ? (spec.tintColor ?? ContentPainter.labelColor) : ControlPalette.pageIndicator
            return fill(Rect(x: c.x - 3.5, y: c.y - 3.5, width: 7, height: 7), 3.5, color)
        }
    }

    /// A rounded field inset 8 × 10 points with a magnifier ring and the text or placeholder.
    private func searchBar(_ f: Rect, _ spec: ControlSpec, text: String?, font: FontSpec?) -> [DrawCommand] {
        let field = f.inset(by: EdgeInsets(top: 10, left: 8, bottom: 10, right: 8))
        let lens = Rect(x: field.minX + 8, y: field.midY - 7, width: 12, height: 12)
        let handle = Rect(x: lens.maxX - 1.5, y: lens.maxY - 1.5, width: 4, height: 4)
        let glyph = ControlPalette.placeholder
        var out = [
            fill(field, 10, ControlPalette.fill),
            .border(BorderDraw(rect: lens, radii: CornerRadii(uniform: 6), width: 2, color: glyph.resolved(scheme))),
            fill(handle, 2, glyph),
        ]
        let box = Rect(
            x: lens.maxX + 8, y: field.minY, width: max(field.maxX - lens.maxX - 16, 0), height: field.height)
        if let text, !text.isEmpty {
            out += leadingText(text, font: font ?? Self.searchFont, color: ContentPainter.labelColor, in: box)
        } else if let placeholder = spec.placeholder, !placeholder.isEmpty {
            out += leadingText(placeholder, font: font ?? Self.searchFont, color: glyph, in: box)
        }
        return out
    }

    /// A bar background with a hairline under it and the title centred.
    private func navigationBar(_ f: Rect, _ spec: ControlSpec, font: FontSpec?) -> [DrawCommand] {
        var out = bar(f, hairlineAtTop: false)
        guard let title = spec.title else { return out }
        // A large title sits at the leading margin of the band below the bar's own height; where
        // the screen shows no large titles (a phone on its side) it is the bar's centred title.
        let band = spec.prefersLargeTitles ? spec.barMetrics.largeTitleBand : 0
        guard band > 0, f.height > band else {
            return out + centredText(title, font: font ?? Self.titleFont, color: ContentPainter.labelColor, in: f)
        }
        let box = Rect(x: f.minX + 16, y: f.maxY - band, width: max(f.width - 32, 0), height: band)
        out += leadingText(title, font: Self.largeTitleFont, color: ContentPainter.labelColor, in: box)
        return out
    }

    /// A bar background with a hairline over it and the items spread across it in the tint colour.
    private func toolbar(_ f: Rect, _ spec: ControlSpec, font: FontSpec?) -> [DrawCommand] {
        var out = bar(f, hairlineAtTop: true)
        let count = spec.items.count
        guard count > 0 else { return out }
        let width = (f.width - 16) / Double(count)
        for (i, title) in spec.items.enumerated() {
            let cell = Rect(x: f.minX + 8 + Double(i) * width, y: f.minY, width: width, height: f.height)
            out += centredText(
                title, font: font ?? Self.itemFont, color: spec.tintColor ?? ControlPalette.systemBlue, in: cell)
        }
        return out
    }

    /// A bar background with a hairline over it and equal-width items, the selected one in the tint
    /// colour: an icon placeholder over the title on an iPhone held upright, else beside it
    /// (`BarMetrics.tabItemsSideBySide`).
    private func tabBar(_ f: Rect, _ spec: ControlSpec) -> [DrawCommand] {
        var out = bar(f, hairlineAtTop: true)
        let count = spec.items.count
        guard count > 0 else { return out }
        let width = f.width / Double(count)
        for (i, title) in spec.items.enumerated() {
            let color =
                i == spec.selectedItemIndex ? (spec.tintColor ?? ControlPalette.systemBlue) : ControlPalette.systemGray
            let cell = Rect(x: f.minX + Double(i) * width, y: f.minY, width: width, height: f.height)
            out +=
                spec.barMetrics.tabItemsSideBySide
                ? inlineTabItem(title, color, in: cell) : stackedTabItem(title, color, in: cell)
        }
        return out
    }

    /// A stacked tab bar item: a 24 × 22 icon 7 points down, the 10-point title under it.
    private func stackedTabItem(_ title: String, _ color: AdaptiveColor, in cell: Rect) -> [DrawCommand] {
        let top = cell.minY + 7
        let label = Rect(x: cell.minX, y: top + 24, width: cell.width, height: 14)
        return [fill(Rect(x: cell.midX - 12, y: top, width: 24, height: 22), 6, color)]
            + centredText(title, font: Self.tabFont, color: color, in: label)
    }

    /// A side-by-side tab bar item: the icon (22 points, 18 in a bar under 44 high) and, 6 points after
    /// it, the 13-point title, the pair centred in the item and the bar.
    private func inlineTabItem(_ title: String, _ color: AdaptiveColor, in cell: Rect) -> [DrawCommand] {
        let icon = cell.height < 44 ? 18.0 : 22.0
        let gap = 6.0
        let room = max(cell.width - icon - gap, 0)
        let fitted = TextWrapper(metrics: metrics).lines(of: title, font: Self.inlineTabFont, width: room, maxLines: 1)
        let titleWidth = fitted.first.map { LayoutLimits.length(metrics.width(of: $0, font: Self.inlineTabFont)) } ?? 0
        let pair = titleWidth > 0 ? icon + gap + titleWidth : icon
        let iconX = cell.minX + (cell.width - pair) / 2
        let iconRect = Rect(x: iconX, y: cell.midY - icon / 2, width: icon, height: icon)
        let label = Rect(x: iconX + icon + gap, y: cell.minY, width: room, height: cell.height)
        return [fill(iconRect, icon / 4, color)] + leadingText(title, font: Self.inlineTabFont, color: color, in: label)
    }

    /// A bar's background and its hairline (0.5 point, at the top or the bottom edge).
    private func bar(_ f: Rect, hairlineAtTop: Bool) -> [DrawCommand] {
        let y = hairlineAtTop ? f.minY : f.maxY - 0.5
        return [
            fill(f, 0, ControlPalette.bar),
            fill(Rect(x: f.minX, y: y, width: f.width, height: 0.5), 0, ControlPalette.separator),
        ]
    }

    /// The soft shadow iOS puts under thumbs and selected segments, kept small enough to stay
    /// (almost) inside the control, so its skeleton block hides it.
    private func thumbShadow(_ rect: Rect, radius: Double? = nil) -> DrawCommand {
        .shadow(
            ShadowDraw(
                rect: rect.offsetBy(dx: 0, dy: 1), radii: CornerRadii(uniform: radius ?? rect.height / 2), blur: 2,
                color: ControlPalette.thumbShadow))
    }

    /// A filled rounded rectangle in a resolved colour.
    private func fill(_ rect: Rect, _ radius: Double, _ color: AdaptiveColor) -> DrawCommand {
        .fill(
            ShapeFill(
                rect: rect, radii: CornerRadii(uniform: radius), paint: .solid(color.resolved(scheme)),
                role: .background))
    }

    /// One line of text centred in `box` (truncated to it).
    private func centredText(_ text: String, font: FontSpec, color: AdaptiveColor, in box: Rect) -> [DrawCommand] {
        line(text, font: font, color: color, in: box, anchor: .center)
    }

    /// One line of text at the leading edge of `box`, vertically centred.
    private func leadingText(_ text: String, font: FontSpec, color: AdaptiveColor, in box: Rect) -> [DrawCommand] {
        line(text, font: font, color: color, in: box, anchor: .left)
    }

    /// One line of `text` fitted to `box`'s width, vertically centred, anchored left or centred.
    private func line(_ text: String, font: FontSpec, color: AdaptiveColor, in box: Rect, anchor: TextAnchor)
        -> [DrawCommand]
    {
        guard !text.isEmpty,
            let fitted = TextWrapper(metrics: metrics).lines(of: text, font: font, width: box.width, maxLines: 1).first
        else { return [] }
        let lineMetrics = metrics.lineMetrics(for: font)
        let width = LayoutLimits.length(metrics.width(of: fitted, font: font))
        let top = box.minY + (box.height - LayoutLimits.length(lineMetrics.lineHeight)) / 2
        let x = anchor == .center ? box.minX + (box.width - width) / 2 : box.minX
        return [
            .text(
                TextRun(
                    text: fitted, font: font, baselineOrigin: Point(x: x, y: top + lineMetrics.ascent),
                    color: color.resolved(scheme), width: width, anchor: anchor))
        ]
    }
}

/// The iOS system colours controls are drawn with (light and dark variants, as UIKit resolves them).
package enum ControlPalette {
    /// UIColor.systemGreen: a switch that is on.
    static let systemGreen = AdaptiveColor(light: RGBA8(rgb: 0x34C759), dark: RGBA8(rgb: 0x30D158))
    /// UIColor.systemBlue: the default tint.
    static let systemBlue = ContentPainter.buttonTitleColor
    /// UIColor.systemGray: unselected tab bar items, the activity indicator.
    static let systemGray = AdaptiveColor(light: RGBA8(rgb: 0x8E8E93), dark: RGBA8(rgb: 0x8E8E93))
    /// Track of an off switch, a slider's maximum track and a progress view's track (systemGray5).
    static let track = AdaptiveColor(light: RGBA8(rgb: 0xE5E5EA), dark: RGBA8(rgb: 0x39393D))
    /// Filled backgrounds of segmented controls, steppers and search fields (tertiarySystemFill, opaque).
    static let fill = AdaptiveColor(light: RGBA8(rgb: 0xEEEEEF), dark: RGBA8(rgb: 0x242426))
    /// A switch's and slider's thumb and the selected segment.
    static let thumb = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0xFFFFFF))
    /// The selected segment in dark mode is grey, not white.
    static let selectedSegment = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x636366))
    /// Separators between segments and under bars (opaqueSeparator).
    static let separator = AdaptiveColor(light: RGBA8(rgb: 0xC6C6C8), dark: RGBA8(rgb: 0x38383A))
    /// Placeholder text (placeholderText, opaque).
    static let placeholder = AdaptiveColor(light: RGBA8(rgb: 0x8A8A8E), dark: RGBA8(rgb: 0x98989F))
    /// Bar backgrounds (the default translucent bar over white / black, flattened).
    package static let bar = AdaptiveColor(light: RGBA8(rgb: 0xF9F9F9), dark: RGBA8(rgb: 0x1D1D1D))
    /// A page control's other pages: the label colour at 30 %.
    static let pageIndicator = AdaptiveColor(
        light: RGBA8(r: 0, g: 0, b: 0, a: 77), dark: RGBA8(r: 255, g: 255, b: 255, a: 77))
    /// A shadow under thumbs: black at 15 %.
    static let thumbShadow = RGBA8(r: 0, g: 0, b: 0, a: 38)
}
