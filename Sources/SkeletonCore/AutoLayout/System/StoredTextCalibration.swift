/// Interface Builder's own measurement of a view's text, used to correct the stand-in font's.
/// IB sizes a label, button or field to its text in Apple's SF, which Linux lacks, and stores the
/// frame it solved: where that stored size lies within `band` of the stand-in's measurement of the
/// same text (at the same wrap width, in the font IB measured), the stored size is SF's measurement,
/// and the ratio between the two corrects the stand-in at every width, device and text size. Outside
/// the band something else set the size (a width constraint, a stack that stretches it), and the
/// stand-in's measurement stands. A width is never corrected below the stand-in's, so that no text
/// is truncated that fits in SF (as `TextSizedLabels` grows such labels at the design size).
struct StoredTextCalibration {
    /// How far the stored size may be from the stand-in's for it to count as SF's measurement of
    /// the same text: the stand-in's widths are within a few percent of SF's, its line heights within
    /// 16 % for the fonts apps use (a 13-point custom font stored 16 high, measured 19); one line more or
    /// less on a wrapped label (0.75 or 1.33 for three lines against four) falls outside.
    static let band = 0.8...1.25
    /// The kinds IB sizes to their text.
    private static let kinds: Set<ViewKind> = [.label, .button, .textField]

    /// Fonts.
    let metrics: any TextMetrics

    /// The correction of `measured`, the stand-in's size of entry `entry` when it wraps at `wrapWidth`
    /// (nil: one line), as the ratios of IB's stored size to the stand-in's at the stored frame.
    /// The width only grows, and a wrapped width never exceeds the width it wraps at.
    func corrected(_ measured: Size, of entry: ConstraintTree.Entry, wrapWidth: Double?) -> Size {
        guard let ratio = ratios(of: entry) else { return measured }
        var width = measured.width * max(ratio.width ?? 1, 1)
        if let wrapWidth { width = min(width, max(wrapWidth, measured.width)) }
        return Size(width: width, height: measured.height * (ratio.height ?? 1))
    }

    /// The width a label's text wraps at: none (one line) where Interface Builder's frame shows the
    /// text on one line in SF that the stand-in would wrap, for as long as the label has at least
    /// its stored width (as a single-line label grows to its whole text); else `width`.
    func wrapWidth(_ width: Double?, of entry: ConstraintTree.Entry) -> Double? {
        guard let width, let stored = entry.node.frame, width >= stored.width - 0.5, let design = designed(entry),
            fitsOneLine(design, stored: stored)
        else { return width }
        return nil
    }

    /// Stored over measured size per axis, nil on an axis outside `band`; nil for a view whose
    /// stored frame is not IB's measurement (no frame, misplaced, no text, not a text kind).
    private func ratios(of entry: ConstraintTree.Entry) -> (width: Double?, height: Double?)? {
        let node = entry.node
        let hasText = !(node.text ?? "").isEmpty
        // A field's height is its font's line whatever it holds; a label or button without text has
        // no size to correct.
        guard let stored = node.frame, let designed = designed(entry), hasText || node.kind == .textField else {
            return nil
        }
        let measurer = ContentMeasurer(metrics: metrics)
        let oneLine = measurer.fitSize(of: designed, proposedWidth: nil)
        let wraps = node.kind == .label && node.numberOfLines != 1 && !fitsOneLine(designed, stored: stored)
        let atStoredWidth = wraps ? measurer.fitSize(of: designed, proposedWidth: stored.width) : oneLine
        // A wrapped label's width is its text's only when the text fits one line.
        let width = !hasText || wraps && oneLine.width > stored.width ? nil : Self.ratio(stored.width, oneLine.width)
        return (width, Self.ratio(stored.height, atStoredWidth.height))
    }

    /// The entry's node in the font IB measured it in; nil when its stored frame is not IB's
    /// measurement of its text (no frame, misplaced, not a text kind).
    private func designed(_ entry: ConstraintTree.Entry) -> ViewNode? {
        guard Self.kinds.contains(entry.node.kind), entry.node.frame != nil, !entry.spec.isMisplaced else { return nil }
        var node = entry.node
        node.font = entry.spec.designFont ?? node.font
        return node
    }

    /// Whether a wrapping label's text is on one line in IB's frame while the stand-in measures
    /// that line wider than the frame: the frame's width and height are both within `band` of the
    /// stand-in's one line.
    private func fitsOneLine(_ node: ViewNode, stored: Rect) -> Bool {
        guard node.kind == .label, node.numberOfLines != 1, !(node.text ?? "").isEmpty else { return false }
        let oneLine = ContentMeasurer(metrics: metrics).fitSize(of: node, proposedWidth: nil)
        return oneLine.width > stored.width && Self.ratio(stored.width, oneLine.width) != nil
            && Self.ratio(stored.height, oneLine.height) != nil
    }

    /// `stored / measured` when it lies within `band`.
    private static func ratio(_ stored: Double, _ measured: Double) -> Double? {
        guard measured > 0 else { return nil }
        let ratio = stored / measured
        return band.contains(ratio) ? ratio : nil
    }
}
