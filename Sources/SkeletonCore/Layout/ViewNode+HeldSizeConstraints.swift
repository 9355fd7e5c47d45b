extension ViewNode {
    /// The constants of the width or height constraints the view holds, first to last:
    /// SkeletonView's `widthConstraints` / `heightConstraints` (UIView+Extensions.swift) filter
    /// `UIView.constraints` on the first attribute alone, so every relation (`≤`, `≥`, `=`) and
    /// priority counts. They are the Auto Layout constraints the view holds (as Interface Builder
    /// stores them, or a theme's `constraints`), then a number `width`/`height` rule, which stands
    /// for an equal constraint. Negative constants read as 0 (they never beat a frame).
    package func heldSizeConstants(_ attribute: LayoutAttribute) -> [Double] {
        let held = (autoLayout?.constraints ?? []).filter { $0.firstAttribute == attribute }.map(\.constant)
        let rule = attribute == .width ? width : attribute == .height ? height : nil
        guard case .fixed(let constant)? = rule else { return held.map(LayoutLimits.length) }
        return (held + [constant]).map(LayoutLimits.length)
    }

    /// SkeletonView's `definedMaxWidth` / `definedMaxHeight` (UIView+Extensions.swift) of a view
    /// `length` long on that axis: the larger of the length and its largest held constraint.
    package func definedMax(_ attribute: LayoutAttribute, length: Double) -> Double {
        max(length, heldSizeConstants(attribute).max() ?? 0)
    }
}
