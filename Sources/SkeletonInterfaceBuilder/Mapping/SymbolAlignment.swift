import SkeletonCore

/// How far an image view showing an SF Symbol reaches beyond the alignment rectangle its
/// constraints place. UIKit gives a symbol image alignment insets from the glyph's font data (its
/// cap height and baseline), which Interface Builder measures but the file does not keep: only the
/// stored frame shows them. In every public app's file of the corpus of Docs/interface-builder.md,
/// a symbol image view whose own constraints fix its height is stored at another height (12 high
/// constraints, 15.5 to 21 high frames; 128, 125.3 to 132.3), and one whose constraint fixes its
/// width always at that width: the insets are vertical. One whose height a placeholder intrinsic
/// size sets is stored at another height too (ProtonVPN's `placeholdertext.fill`: 24 and 13 high
/// placeholders stored 21.5 and 10.5 high, centred where the placeholder's height centres them).
enum SymbolAlignment {
    /// The outsets of symbol image view `id`: half the stored height's excess over the height its
    /// own required constraints fix, else its placeholder intrinsic height, above and below (the
    /// glyph's insets are near symmetric); nil where neither sets one.
    static func outsets(
        storedHeight: Double, id: String, constraints: [LayoutConstraint], placeholderHeight: Double?
    ) -> EdgeInsets? {
        guard let height = fixedHeight(of: id, constraints) ?? placeholderHeight, storedHeight != height else {
            return nil
        }
        let half = (storedHeight - height) / 2
        return EdgeInsets(top: half, left: 0, bottom: half, right: 0)
    }

    /// The height view `id`'s own required constraints fix: a height constant, or a width constant
    /// and an aspect ratio (`width = multiplier × height + constant`, as IB's 1:1 avatars).
    private static func fixedHeight(of id: String, _ constraints: [LayoutConstraint]) -> Double? {
        let own = constraints.filter { $0.firstItem == .view(id) && $0.relation == .equal && $0.priority == .required }
        func constant(_ attribute: LayoutAttribute) -> Double? {
            own.first { $0.firstAttribute == attribute && $0.secondItem == nil }?.constant
        }
        if let height = constant(.height) { return height }
        guard let width = constant(.width),
            let ratio = own.first(where: {
                $0.firstAttribute == .width && $0.secondItem == .view(id) && $0.secondAttribute == .height
                    && $0.multiplier != 0
            })
        else { return nil }
        return (width - ratio.constant) / ratio.multiplier
    }
}
