// The UIKit and Core Animation declarations `skeleton-preview export swift` uses, with the
// signatures of the iOS 13+ SDK, so the export can be type-checked on Linux. Compiled into a
// module named UIKit by ExportEndToEndTests; bodies exist only because a .swift module needs them.
@_exported import Foundation

/// Core Animation's time type.
public typealias CFTimeInterval = Double

/// An opaque Core Graphics colour.
public final class CGColor {}

/// The interface style of a trait collection.
public enum UIUserInterfaceStyle: Int {
    case unspecified, light, dark
}

/// The layout direction of a view.
public enum UIUserInterfaceLayoutDirection: Int {
    case leftToRight, rightToLeft
}

/// The traits a dynamic colour is resolved against.
open class UITraitCollection {
    /// Light or dark.
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

/// A colour.
open class UIColor {
    /// An sRGB colour; components 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// A colour resolved per trait collection (iOS 13).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

/// Insets of a rectangle's edges.
public struct UIEdgeInsets {
    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

/// The priority of a layout constraint (1…1000).
public struct UILayoutPriority: Hashable {
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {}
}

/// A relation between two layout attributes.
@MainActor open class NSLayoutConstraint {
    /// Whether the constraint takes part in layout.
    open var isActive = false
    /// How hard the constraint holds.
    open var priority = UILayoutPriority(1000)
}

/// A width or height anchor.
@MainActor open class NSLayoutDimension {
    /// `anchor = c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `anchor ≤ c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `anchor ≥ c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A view.
@MainActor open class UIView {
    /// The view's width anchor.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The view's height anchor.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The direct subviews.
    open var subviews: [UIView] { [] }
    /// The identifier UI tests and the export find the view by (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// The view's opacity, 0…1, applied to its layer and sublayers.
    open var alpha: CGFloat = 1
    /// The layout direction the view lays out in.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

/// A label.
@MainActor open class UILabel: UIView {}

/// A text view.
@MainActor open class UITextView: UIView {}

/// A layer.
open class CALayer {}

/// How an animation's values fill the time outside its active duration.
public struct CAMediaTimingFillMode: Hashable {
    /// Before the animation begins, its start values are shown.
    public static let backwards = CAMediaTimingFillMode()
}

/// A timing curve.
open class CAMediaTimingFunction {
    /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

/// An animation (with its CAMediaTiming properties).
open class CAAnimation {
    /// Creates an animation.
    public init() {}
    /// Seconds of one pass.
    open var duration: CFTimeInterval = 0
    /// When the animation begins, in its parent's time.
    open var beginTime: CFTimeInterval = 0
    /// Offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats.
    open var repeatCount: Float = 0
    /// Whether each repeat plays backward after forward.
    open var autoreverses = false
    /// What is shown outside the active duration.
    open var fillMode = CAMediaTimingFillMode.backwards
    /// The pacing of a pass.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed from its layer when it ends.
    open var isRemovedOnCompletion = true
}

/// Animations played together.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?
}
