/// UIView-Shimmer's placeholder geometry: `getFrame` (UIView+Extensions.swift) in the view's bounds
/// and the radii of the template and mask (UIView+Template.swift, Constants.swift) and of the
/// shimmer (UIView+Shimmer.swift).
package struct TemplateGeometry {
    /// The largest automatic template radius (Constants: 5).
    package static let maxAutomaticRadius = 5.0

    /// Label sizes.
    let measurer: ContentMeasurer

    /// Creates the geometry helper.
    package init(metrics: any TextMetrics) {
        measurer = ContentMeasurer(metrics: metrics)
    }

    /// The template frame in the view's bounds: a label's intrinsic size at y = 0 with x by its
    /// alignment (center: midX − w/2, right: width − w, else 0; no RTL handling, as upstream);
    /// any other view: its bounds.
    package func frame(of view: PlacedView) -> Rect {
        let bounds = view.frame.size
        guard view.node.kind == .label else { return Rect(origin: .zero, size: bounds) }
        let wrapWidth = view.node.numberOfLines == 1 ? nil : bounds.width
        let size = measurer.fitSize(of: view.node, proposedWidth: wrapWidth)
        let x: Double
        switch view.node.textAlignment {
        case .center: x = bounds.width / 2 - size.width / 2
        case .right: x = bounds.width - size.width
        case .left, .natural, .justified: x = 0
        }
        return Rect(x: x, y: 0, width: size.width, height: size.height)
    }

    /// The template's and mask's radius: max(layer radius, min(bounds height / 2, 5)).
    package func templateRadius(of view: PlacedView) -> Double {
        max(view.layerCornerRadius, shimmerRadius(of: view))
    }

    /// The shimmer's radius: min(bounds height / 2, 5).
    package func shimmerRadius(of view: PlacedView) -> Double {
        min(view.frame.height / 2, Self.maxAutomaticRadius)
    }
}
