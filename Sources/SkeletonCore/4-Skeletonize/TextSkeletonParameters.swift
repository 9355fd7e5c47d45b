/// A text node's skeleton settings after SkeletonView's fallbacks and clamps
/// (SkeletonTextNode.swift, UILabel+IBInspectable.swift, SkeletonAppearance.swift): the estimated
/// number of lines, line height, spacing, last-line fill, line radius and padding.
package struct TextSkeletonParameters: Hashable, Sendable {
    /// True for labels (vertically centred lines), false for text views (top-aligned).
    package var isLabel: Bool
    /// `estimatedNumberOfLines` n: > 0 a fixed count; 0 or -1 fill the height.
    package var estimatedLines: Int
    /// Line height h.
    package var lineHeight: Double
    /// Spacing s between lines.
    package var spacing: Double
    /// Last line width in percent, clamped 0…100.
    package var fillPercent: Double
    /// `linesCornerRadius`.
    package var cornerRadius: Double
    /// `skeletonPaddingInsets`.
    package var padding: EdgeInsets
    /// `SkeletonAppearance.renderSingleLineAsView`.
    package var renderSingleLineAsView: Bool
    /// True when h is read from the label's first height constraint (`relativeToConstraints`,
    /// n ≠ 0), so it changes when growth replaces that constraint (`afterGrowth`).
    package var readsHeightConstraint: Bool

    /// The parameters of a label or text view; nil for every other kind (they are plain rectangles).
    package init?(node: ViewNode, appearance: SkeletonAppearance, metrics: any TextMetrics) {
        switch node.kind {
        case .label:
            isLabel = true
            switch node.skeletonTextNumberOfLines {
            case .inherited: estimatedLines = max(node.numberOfLines, 0)
            case .custom(let count): estimatedLines = count >= 0 ? count : 1
            }
        case .textView:
            isLabel = false
            switch node.skeletonTextNumberOfLines {
            case .inherited: estimatedLines = -1
            case .custom(let count): estimatedLines = count >= -1 ? count : 1
            }
        default:
            return nil
        }
        estimatedLines = min(estimatedLines, LayoutLimits.maxLines)
        spacing = LayoutLimits.coordinate(node.skeletonLineSpacing ?? appearance.multilineSpacing)
        let percent = node.lastLineFillPercent ?? appearance.multilineLastLineFillPercent
        fillPercent = Double(min(max(percent, 0), 100))
        cornerRadius = LayoutLimits.length(Double(node.linesCornerRadius ?? appearance.multilineCornerRadius))
        padding = LayoutLimits.insets(node.skeletonPaddingInsets)
        renderSingleLineAsView = appearance.renderSingleLineAsView
        let rule = node.skeletonTextLineHeight ?? appearance.textLineHeight
        readsHeightConstraint = rule == .relativeToConstraints && isLabel && estimatedLines != 0
        lineHeight = 0
        lineHeight = resolvedLineHeight(rule, node: node, appearance: appearance, metrics: metrics)
    }

    /// The parameters once SkeletonView's growth on show (UILabel+Extensions.swift) has replaced
    /// the label's height constraints by one of `desired` points: `relativeToConstraints` then
    /// reads h = desired / n from it (the lines grow taller than the h that computed `desired`);
    /// every other rule is unchanged.
    package func afterGrowth(to desired: Double) -> TextSkeletonParameters {
        guard readsHeightConstraint else { return self }
        var grown = self
        grown.lineHeight = LayoutLimits.length(LayoutLimits.length(desired) / Double(estimatedLines))
        return grown
    }

    /// Whether the view gets line layers (SkeletonView's SkeletonLayer.swift, `holderAsTextView`,
    /// and SkeletonTextNode.swift); otherwise it is one full-bounds rectangle.
    package var drawsLines: Bool {
        estimatedLines != 1 || !renderSingleLineAsView
    }

    /// The height a label grows to on show (SkeletonView's UILabel+Extensions.swift), or nil when
    /// growth does not apply (n is 1 or -1).
    package var desiredHeight: Double? {
        guard isLabel, estimatedLines > 1 || estimatedLines == 0 else { return nil }
        let count = Double(estimatedLines)
        return lineHeight * count + spacing * (count - 1) + padding.top + padding.bottom
    }

    /// `estimatedLineHeight` (SkeletonView's SkeletonTextNode.swift): `relativeToFont` is
    /// UIFont.lineHeight, the font's unrounded line height; `relativeToConstraints` divides the
    /// constant of the label's first own height constraint (`heightConstraints.first`, any
    /// relation) by n, and falls back to the appearance's `multilineHeight` without one (always for
    /// a text view).
    private func resolvedLineHeight(
        _ rule: TextLineHeight, node: ViewNode, appearance: SkeletonAppearance, metrics: any TextMetrics
    ) -> Double {
        switch rule {
        case .fixed(let height):
            return LayoutLimits.length(height)
        case .relativeToFont:
            return LayoutLimits.length(metrics.lineMetrics(for: node.font ?? .default).fontLineHeight)
        case .relativeToConstraints:
            guard readsHeightConstraint, let constant = node.heldSizeConstants(.height).first else {
                return LayoutLimits.length(appearance.multilineHeight)
            }
            return LayoutLimits.length(LayoutLimits.length(constant) / Double(estimatedLines))
        }
    }
}
