/// Interface Builder's own measurement of a view's text, used to correct the stand-in font's.
/// IB sizes a label, button, field or segmented control to its text in Apple's SF, which Linux
/// lacks, and stores the frame it solved: where that stored size lies within `band` of the
/// stand-in's measurement of the same text (at the same wrap width, in the font IB measured), the
/// stored size is SF's measurement, and the ratio between the two corrects the stand-in at every
/// width, device and text size. Outside the band something else set the size (a width constraint, a
/// stack that stretches it), and the stand-in's measurement stands. Where SF is the narrower, the
/// view takes SF's width and its text is drawn condensed to it (`AutoLayoutSpec.textWidthScale`),
/// so nothing positioned against it moves and no text is cut that fits in SF.
struct StoredTextCalibration {
    /// How far the stored size may be from the stand-in's for it to count as SF's measurement of
    /// the same text: the stand-in's widths are within a few percent of SF's, its line heights within
    /// 16 % for the fonts apps use (a 13-point custom font stored 16 high, measured 19); one line more or
    /// less on a wrapped label (0.75 or 1.33 for three lines against four) falls outside.
    static let band = 0.8...1.25
    /// The same for a text's width on one line, where no line count is at stake: a custom font the
    /// stand-in draws wider still counts (Buenos Aires, 23 points in SF's place, 30 in the stand-in).
    static let widthBand = 0.76...1.25
    /// How many points a text's stored width may be from the stand-in's where the band's ratio is
    /// too strict, a glyph or two: IB rounds widths up to half points and the stand-in's dots and
    /// dashes differ from SF's by a point or so (a 17-point "-" stored 8 wide, measured 6; a
    /// 15-point "·" 4.5, measured 3).
    static let glyphSlack = 2.0
    /// The kinds IB sizes to their text (a segmented control to its segments' titles), besides text
    /// views that do not scroll.
    private static let kinds: Set<ViewKind> = [.label, .button, .textField, .segmentedControl]

    /// What IB's frame of one view says of its text, measured once per use.
    struct Reference {
        /// The stored frame.
        let stored: Rect
        /// The view in the font IB measured it in (before Dynamic Type scaled it).
        let designed: ViewNode
        /// The stand-in's size of the text on one line, in that font.
        let oneLine: Size
        /// Whether its text wraps at its width (`ConstraintTree.Entry.wrapsText`).
        let wraps: Bool
        /// A wrapping label whose text IB shows on one line while the stand-in measures that line
        /// wider than the frame: the frame's width is within `widthBand` of it and its height within
        /// `band` (unless pins to the root set the height).
        let fitsOneLine: Bool
        /// A wrapping label whose text IB breaks into another number of lines than the stand-in
        /// does at the stored width: how much wider SF draws it, the scale nearest 1 that gives
        /// the stand-in IB's line count when it wraps at the width over it (above 1 where SF breaks
        /// it into more lines, below where into fewer); nil for every other view.
        var wrapScale: Double?
        /// Stored over measured size per axis, nil on an axis outside `widthBand` or `band`:
        /// measured once, as every pass of every solve corrects the view's text by it.
        var ratios: (width: Double?, height: Double?) = (nil, nil)
    }

    /// Fonts.
    let metrics: any TextMetrics

    /// What a view's stored height stands for, where constraints around it set it rather than its text.
    private enum StoredHeight {
        /// IB's measurement of the text (or something the band tells apart from it).
        case measured
        /// Set by the layout whatever the text: the root's height less the view's pins to it
        /// (`heightsPinnedToRoot`) or the tallest of an equally filling stack's views
        /// (`heightsFilledEqually`); it counts no lines, though a width within `widthBand` of the
        /// text's one line is that line in SF.
        case setByLayout
        /// The view's share of a vertical stack that fills proportionally: it measures nothing, as
        /// UIKit shares the stack's height by the views' intrinsic heights.
        case stackShare
    }

    /// IB's measurement of entry `entry`'s text; nil when its stored frame is not one (no frame,
    /// misplaced, not a text kind, a label or button without text). `height`: what its stored
    /// height stands for.
    private func reference(of entry: ConstraintTree.Entry, height: StoredHeight) -> Reference? {
        var node = entry.node
        // A field's height is its font's line whatever it holds; a label or button without text
        // has no size to correct.
        // A text view IB sizes to its text only where it does not scroll; like a field, it is a
        // line high when empty.
        guard Self.kinds.contains(node.kind) || entry.spec.sizesToText, let stored = node.frame,
            !entry.spec.isMisplaced, Self.hasText(node) || node.kind == .textField || node.kind == .textView
        else { return nil }
        node.font = entry.spec.designFont ?? node.font
        let oneLine = ContentMeasurer(metrics: metrics).fitSize(of: node, proposedWidth: nil)
        let fitsOneLine =
            height != .stackShare && node.kind == .label && node.numberOfLines != 1 && !(node.text ?? "").isEmpty
            && oneLine.width > stored.width && Self.ratio(stored.width, oneLine.width, in: Self.widthBand) != nil
            && (height == .setByLayout || Self.ratio(stored.height, oneLine.height) != nil)
        var reference = Reference(
            stored: stored, designed: node, oneLine: oneLine, wraps: entry.wrapsText, fitsOneLine: fitsOneLine)
        // A height the constraints set tells no line count: none wraps as SF does by its height.
        if node.kind == .label && node.numberOfLines != 1 && !fitsOneLine && height == .measured {
            reference.wrapScale = wrapScale(of: node, stored: stored, lineHeight: oneLine.height)
        }
        reference.ratios = ratios(reference)
        if height == .stackShare { reference.ratios.height = nil }
        return reference
    }

    /// IB's measurements of every entry of `tree`, by entry index.
    func references(of tree: ConstraintTree) -> [Reference?] {
        let pinned = Self.heightsPinnedToRoot(in: tree).union(Self.heightsFilledEqually(in: tree))
        return tree.entries.indices.map { index in
            let entry = tree.entries[index]
            let height: StoredHeight =
                Self.isSharedVertically(entry, in: tree)
                ? .stackShare : pinned.contains(index) ? .setByLayout : .measured
            return reference(of: entry, height: height)
        }
    }

    /// Whether a vertical stack filling proportionally arranges `entry` (UIKit shares the stack's
    /// height in proportion to its views' intrinsic heights). A horizontal one's stored widths stay
    /// SF's measurements: on the corpus IB stores such stacks' labels at their SF widths (ProtonVPN's
    /// TodayViewController), and reading them as shares broke three.
    private static func isSharedVertically(_ entry: ConstraintTree.Entry, in tree: ConstraintTree) -> Bool {
        guard entry.isArranged, let parent = entry.parent else { return false }
        let stack = tree.entries[parent].node
        return stack.distribution == .fillProportionally && stack.axis == .vertical
    }

    /// The arranged views of vertical stacks that fill equally, when there are several: the stack
    /// gives them all the height of the tallest, so the others' stored heights count no lines (a
    /// 12-point wrapping "Subtitle" stored 25 high beside a 17-point "Title", one line each in IB).
    private static func heightsFilledEqually(in tree: ConstraintTree) -> Set<Int> {
        var result: Set<Int> = []
        for (index, entry) in tree.entries.enumerated()
        where entry.node.kind == .stack && entry.node.axis == .vertical && entry.node.distribution == .fillEqually {
            let arranged = tree.arrangedSubviews(of: index)
            if arranged.count > 1 { result.formUnion(arranged) }
        }
        return result
    }

    /// The entries whose top and bottom are both pinned (required equalities) to the root's top,
    /// bottom, margins or safe area: IB's canvas holds a scene's, xib view's or cell's root at its
    /// stored size, so such a view is as high as the root less the pins, whatever its text (a
    /// 44-point cell's "Last 2" pinned 5 from its top and bottom is stored 34 high on one line).
    private static func heightsPinnedToRoot(in tree: ConstraintTree) -> Set<Int> {
        guard let rootID = tree.entries.first?.id else { return [] }
        var edges: [Int: Set<Bool>] = [:]
        let rootEdges: Set<LayoutAttribute> = [.top, .bottom, .topMargin, .bottomMargin]
        for entry in tree.entries {
            for constraint in entry.spec.constraints
            where constraint.relation == .equal && constraint.priority.isRequired && constraint.multiplier == 1 {
                guard let second = constraint.secondItem else { continue }
                for (view, attribute, other, otherAttribute) in [
                    (constraint.firstItem, constraint.firstAttribute, second, constraint.secondAttribute),
                    (second, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute),
                ] {
                    guard case .view(let id) = view, id != rootID, other.viewID == rootID,
                        rootEdges.contains(otherAttribute), attribute == .top || attribute == .bottom,
                        let index = tree.index[id]
                    else { continue }
                    edges[index, default: []].insert(attribute == .top)
                }
            }
        }
        return Set(edges.filter { $0.value.count == 2 }.keys)
    }

    /// The width a label's text wraps at: none (one line) where Interface Builder's frame shows the
    /// text on one line in SF that the stand-in would wrap, for as long as the label has at least
    /// its stored width (as a single-line label grows to its whole text); `width` over the label's
    /// `wrapScale` where SF breaks it into more lines; else `width` (a text SF breaks into fewer
    /// lines wraps wider by its `textWidthScale`, which the caller divides by).
    func wrapWidth(_ width: Double?, reference: Reference?) -> Double? {
        guard let width, let reference else { return width }
        // A text SF breaks into fewer lines is condensed (`textWidthScale`), which widens its wrap.
        if let scale = reference.wrapScale { return scale > 1 ? width / scale : width }
        guard reference.fitsOneLine, width >= reference.stored.width - 0.5 else { return width }
        return nil
    }

    /// The correction of `measured`, the stand-in's size of a view's text when it wraps at
    /// `wrapWidth` (nil: one line; already widened by `textWidthScale`, as the painter wraps), as
    /// the ratios of IB's stored size to the stand-in's at the stored frame. A wrapped width never
    /// exceeds the width it wraps at.
    func corrected(_ measured: Size, reference: Reference?, wrapWidth: Double?) -> Size {
        guard let reference else { return measured }
        let ratio = reference.ratios
        // Lines wrapped as SF wraps them are as wide as IB measured the widest (else as much wider
        // as SF draws them at least), within the label.
        if let scale = reference.wrapScale, let wrapWidth {
            return Size(
                width: min(measured.width * (ratio.width ?? scale), wrapWidth * scale),
                height: measured.height * (ratio.height ?? 1))
        }
        var width = measured.width * (ratio.width ?? 1)
        if let wrapWidth { width = min(width, max(wrapWidth, measured.width) * min(ratio.width ?? 1, 1)) }
        return Size(width: width, height: measured.height * (ratio.height ?? 1))
    }

    /// `AutoLayoutSpec.textWidthScale` of the view `reference` measures: its width ratio where SF
    /// is the narrower, the wrap scale where SF breaks the text into fewer lines (so it wraps
    /// where SF does); never where SF breaks it into more lines, being the wider.
    func textWidthScale(_ reference: Reference?) -> Double? {
        guard let reference else { return nil }
        if let scale = reference.wrapScale { return scale < 1 ? scale : nil }
        guard let width = reference.ratios.width, width < 1 else { return nil }
        return width
    }

    /// `AutoLayoutSpec.textLineScale` of the view `reference` measures, in its font now (`font`):
    /// the height ratio where it is below 1 for a label whose text wraps, as long as Dynamic Type
    /// has not scaled the font IB measured (`designFont`, which `IntrinsicSizes` then leaves
    /// uncorrected).
    func textLineScale(_ reference: Reference?, designFont: FontSpec?) -> Double? {
        guard let reference, designFont == nil, reference.designed.kind == .label, reference.wraps,
            !reference.fitsOneLine, let height = reference.ratios.height, height < 1
        else { return nil }
        return height
    }

    /// `root`, the node `tree` was made of, with every view's `textWidthScale` and `textLineScale`
    /// set from its stored frame as `references` (`references(of: tree)`) measured it, for the
    /// engine, `TextSizedLabels` and the painter to read.
    func annotatingTextScales(
        of tree: ConstraintTree, references: [Reference?], in root: ViewNode
    ) -> ViewNode {
        let widths = references.map(textWidthScale)
        let lines = tree.entries.indices.map {
            textLineScale(references[$0], designFont: tree.entries[$0].spec.designFont)
        }
        return tree.editingNodes(in: root) { index, node in
            node.autoLayout?.textWidthScale = widths[index]
            node.autoLayout?.textLineScale = lines[index]
        }
    }

    /// `Reference.ratios` of `reference`.
    private func ratios(_ reference: Reference) -> (width: Double?, height: Double?) {
        let node = reference.designed
        let stored = reference.stored
        let hasText = Self.hasText(node)
        let wraps = reference.wraps && !reference.fitsOneLine
        let atStoredWidth =
            wraps
            ? ContentMeasurer(metrics: metrics).fitSize(
                of: node, proposedWidth: stored.width / (reference.wrapScale ?? 1)) : reference.oneLine
        // A wrapped label's width is its text's when the text fits one line, or, where SF breaks
        // it into more lines, its widest line's as the stand-in breaks it the same way; where both
        // break it into as many lines, a stored width up to `maxWrapScale` wider than the stand-in's
        // widest line is SF's (IB stores a 15-point "Long long long" over "podcast name" 107.5
        // wide, measured 105, in Pocket Casts' CategorySponsoredCell; a centred two-line label 308
        // of its 320, measured 302, in PlusLockedInfoView), and no narrower one can be.
        let width: Double?
        if !hasText {
            width = nil
        } else if wraps && reference.oneLine.width > stored.width && reference.wrapScale == nil {
            width = Self.ratio(stored.width, atStoredWidth.width, in: 1...Self.maxWrapScale)
        } else {
            let measured = reference.wrapScale == nil ? reference.oneLine.width : atStoredWidth.width
            width = Self.ratio(stored.width, measured, in: Self.widthBand) ?? Self.glyphRatio(stored.width, measured)
        }
        return (width, Self.ratio(stored.height, atStoredWidth.height))
    }

    /// The scale nearest 1, within `maxWrapScale` either way, at which the stand-in wrapping
    /// `node`'s text at the stored width over it has as many lines as the stored frame's height
    /// holds (each `lineHeight` high, within `band`); nil where it already has as many at the
    /// stored width, or no scale gives them.
    private func wrapScale(of node: ViewNode, stored: Rect, lineHeight: Double) -> Double? {
        guard lineHeight > 0, stored.width > 0 else { return nil }
        let storedLines = (stored.height / lineHeight).rounded()
        guard storedLines >= 2, Self.ratio(stored.height, storedLines * lineHeight) != nil,
            node.numberOfLines == 0 || Double(node.numberOfLines) >= storedLines
        else { return nil }
        let measurer = ContentMeasurer(metrics: metrics)
        func lines(at scale: Double) -> Double {
            (measurer.fitSize(of: node, proposedWidth: stored.width / scale).height / lineHeight).rounded()
        }
        let atStoredWidth = lines(at: 1)
        guard atStoredWidth != storedLines else { return nil }
        // SF breaks the text into more lines (draws it wider) or fewer (narrower): the search runs
        // from 1 towards the bound on that side.
        let bound = atStoredWidth < storedLines ? Self.maxWrapScale : 1 / Self.maxWrapScale
        func reaches(_ scale: Double) -> Bool {
            atStoredWidth < storedLines ? lines(at: scale) >= storedLines : lines(at: scale) <= storedLines
        }
        guard reaches(bound) else { return nil }
        // Bisection to a hundredth of a percent: the line count only grows as the width shrinks.
        var near = 1.0
        var far = bound
        while abs(far - near) > 1e-4 {
            let middle = (near + far) / 2
            if reaches(middle) { far = middle } else { near = middle }
        }
        return lines(at: far) == storedLines ? far : nil
    }

    /// How much wider (or, over it, narrower) than the stand-in SF may draw a text for a label's
    /// stored line count to count as SF's wrapping of it: the stand-in's widths are within a few
    /// percent of SF's, so a label stored a whole line taller or shorter than that explains is
    /// sized by something else.
    static let maxWrapScale = 1.15

    /// Whether `node` shows text IB measured: a label's, button's or field's, a segment's title.
    private static func hasText(_ node: ViewNode) -> Bool {
        node.kind == .segmentedControl ? node.control.segments.contains { !$0.isEmpty } : !(node.text ?? "").isEmpty
    }

    /// `stored / measured` where the two are within `glyphSlack` of each other.
    private static func glyphRatio(_ stored: Double, _ measured: Double) -> Double? {
        guard measured > 0, abs(stored - measured) <= glyphSlack else { return nil }
        return stored / measured
    }

    /// `stored / measured` when it lies within `range`.
    private static func ratio(_ stored: Double, _ measured: Double, in range: ClosedRange<Double> = band) -> Double? {
        guard measured > 0 else { return nil }
        let ratio = stored / measured
        return range.contains(ratio) ? ratio : nil
    }
}
