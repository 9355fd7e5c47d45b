// The UIView-Shimmer 1.0 public API `skeleton-preview export swift` writes for themes in
// shimmerTemplate mode, with upstream's signatures and default arguments (from its README and
// public declarations), so the export can be type-checked on Linux. Nothing here draws. Compiled
// into a module named UIView_Shimmer (the name CocoaPods and SwiftPM give `UIView-Shimmer`) by
// ExportEndToEndTests, against the UIKit stub of SkeletonViewStub/.
import UIKit

/// A view that tells `setTemplateWithSubviews` which views it animates and which it leaves out.
public protocol ShimmeringViewProtocol where Self: UIView {
    /// The views that get the template and the shimmer.
    var shimmeringAnimatedItems: [UIView] { get }
    /// Views left out, here and below.
    var excludedItems: Set<UIView> { get }
}

extension ShimmeringViewProtocol {
    /// By default the view animates itself.
    public var shimmeringAnimatedItems: [UIView] { [self] }
    /// By default nothing is left out.
    public var excludedItems: Set<UIView> { [] }
}

extension UIView {
    /// Turns the template (and, with `animate`, the shimmer) on or off for the conforming views
    /// below this one; `animationSpeed` is the shimmer's duration in seconds.
    public func setTemplateWithSubviews(
        _ template: Bool, color: UIColor? = nil, animate: Bool = true, viewBackgroundColor: UIColor? = nil,
        animationSpeed: CGFloat = 1.25
    ) {}
}
