/// A text node's skeleton settings after SkeletonView's fallbacks and clamps (§2.2–§2.4): the
/// estimated number of lines, line height, spacing, last-line fill, line radius and padding.
package struct TextSkeletonParameters: Hashable, Sendable {
    /// The height used when a rule gives none (SkeletonView's literal 15).
    package static let fallbackLineHeight = 15.0

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
        lineHeight = 0
        lineHeight = resolvedLineHeight(
            node.skeletonTextLineHeight ?? appearance.textLineHeight, node: node, metrics: metrics)
    }

    /// Whether the view gets line layers (§2.1); otherwise it is one full-bounds rectangle.
    package var drawsLines: Bool {
        estimatedLines != 1 || !renderSingleLineAsView
    }

    /// The height a label grows to on show (§2.6), or nil when growth does not apply (n is 1 or -1).
    package var desiredHeight: Double? {
        guard isLabel, estimatedLines > 1 || estimatedLines == 0 else { return nil }
        let count = Double(estimatedLines)
        return lineHeight * count + spacing * (count - 1) + padding.top + padding.bottom
    }

    /// `estimatedLineHeight` (§2.4).
    private func resolvedLineHeight(_ rule: TextLineHeight, node: ViewNode, metrics: any TextMetrics) -> Double {
        switch rule {
        case .fixed(let height):
            return LayoutLimits.length(height)
        case .relativeToFont:
            return LayoutLimits.length(metrics.lineMetrics(for: node.font ?? .default).lineHeight)
        case .relativeToConstraints:
            guard isLabel, estimatedLines != 0, case .fixed(let constant)? = node.height else {
                return Self.fallbackLineHeight
            }
            return LayoutLimits.length(LayoutLimits.length(constant) / Double(estimatedLines))
        }
    }
}
