// The SkeletonView 1.31.0 public API `skeleton-preview export swift` uses, with upstream's
// signatures and default arguments (from its documentation and public declarations), so the export
// can be type-checked on Linux. Compiled into a module named SkeletonView by ExportEndToEndTests.
import UIKit

/// An animation made for a skeleton layer.
public typealias SkeletonLayerAnimation = (CALayer) -> CAAnimation

/// The global appearance.
public enum SkeletonAppearance {
    /// The shared appearance every skeleton starts from.
    public static var `default` = SkeletonViewAppearance()
}

/// SkeletonView's appearance settings.
public class SkeletonViewAppearance {
    /// Creates the defaults.
    init() {}
    /// Colour of solid skeletons.
    public var tintColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Gradient of gradient skeletons.
    public var gradient = SkeletonGradient(colors: [])
    /// Line height.
    public var multilineHeight: CGFloat = 15
    /// Line height rule.
    public var textLineHeight: SkeletonTextLineHeight = .fixed(15)
    /// Space between lines.
    public var multilineSpacing: CGFloat = 10
    /// Width of the last line in percent.
    public var multilineLastLineFillPercent: Int = 70
    /// Corner radius of lines.
    public var multilineCornerRadius: Int = 0
    /// A single-line label drawn as one block.
    public var renderSingleLineAsView = false
    /// Corner radius of whole-view skeletons.
    public var skeletonCornerRadius: Float = 0
}

/// The colours of a gradient skeleton.
public struct SkeletonGradient {
    /// [base, secondary, base], or base and its complement.
    public init(baseColor: UIColor, secondaryColor: UIColor? = nil) {}
    /// The colours as given.
    public init(colors: [UIColor]) {}
}

/// Directions of the sliding animation.
public enum GradientDirection {
    case leftRight, rightLeft, topBottom, bottomTop, topLeftBottomRight, bottomRightTopLeft
}

/// Builds SkeletonView's animations.
public class SkeletonAnimationBuilder {
    /// Creates a builder.
    public init() {}
    /// The sliding gradient animation.
    public func makeSlidingAnimation(
        withDirection direction: GradientDirection, duration: CFTimeInterval = 1.5, autoreverses: Bool = false
    ) -> SkeletonLayerAnimation {
        { _ in CAAnimation() }
    }
}

/// Line height rule of text skeletons.
public enum SkeletonTextLineHeight: Equatable {
    case relativeToFont
    case relativeToConstraints
    case fixed(CGFloat)
}

/// Line count of text skeletons.
public enum SkeletonTextNumberOfLines: Equatable {
    case inherited
    case custom(Int)
}

/// Show and hide transitions.
public enum SkeletonTransitionStyle: Equatable {
    case none
    case crossDissolve(TimeInterval)
}

extension CALayer {
    /// SkeletonView's pulse of the layer's background colour.
    public var pulse: CAAnimation { CAAnimation() }
}

extension UIView {
    /// Whether the view takes part in the skeleton.
    public var isSkeletonable: Bool {
        get { false }
        set {}
    }
    /// Whether the view is hidden while the skeleton shows.
    public var isHiddenWhenSkeletonIsActive: Bool {
        get { false }
        set {}
    }
    /// Corner radius of the view's skeleton.
    public var skeletonCornerRadius: Float {
        get { 0 }
        set {}
    }

    /// A solid skeleton.
    public func showSkeleton(
        usingColor color: UIColor = SkeletonAppearance.default.tintColor,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
    /// A solid skeleton after a delay.
    public func showSkeleton(
        usingColor color: UIColor = SkeletonAppearance.default.tintColor, animated: Bool = true,
        delay: TimeInterval, transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
    /// A gradient skeleton.
    public func showGradientSkeleton(
        usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
    /// A gradient skeleton after a delay.
    public func showGradientSkeleton(
        usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient, animated: Bool = true,
        delay: TimeInterval, transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
    /// An animated solid skeleton.
    public func showAnimatedSkeleton(
        usingColor color: UIColor = SkeletonAppearance.default.tintColor, animation: SkeletonLayerAnimation? = nil,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
    /// An animated gradient skeleton.
    public func showAnimatedGradientSkeleton(
        usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient,
        animation: SkeletonLayerAnimation? = nil, transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
    /// Hides the skeleton.
    public func hideSkeleton(
        reloadDataAfter reload: Bool = true, transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {}
}

extension UILabel {
    /// Width of the last line in percent.
    public var lastLineFillPercent: Int {
        get { 0 }
        set {}
    }
    /// Corner radius of the lines.
    public var linesCornerRadius: Int {
        get { 0 }
        set {}
    }
    /// Space between lines.
    public var skeletonLineSpacing: CGFloat {
        get { 0 }
        set {}
    }
    /// Padding of the lines.
    public var skeletonPaddingInsets: UIEdgeInsets {
        get { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        set {}
    }
    /// Line height rule.
    public var skeletonTextLineHeight: SkeletonTextLineHeight {
        get { .relativeToFont }
        set {}
    }
    /// Line count.
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
        get { .inherited }
        set {}
    }
}

extension UITextView {
    /// Width of the last line in percent.
    public var lastLineFillPercent: Int {
        get { 0 }
        set {}
    }
    /// Corner radius of the lines.
    public var linesCornerRadius: Int {
        get { 0 }
        set {}
    }
    /// Space between lines.
    public var skeletonLineSpacing: CGFloat {
        get { 0 }
        set {}
    }
    /// Padding of the lines.
    public var skeletonPaddingInsets: UIEdgeInsets {
        get { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        set {}
    }
    /// Line height rule.
    public var skeletonTextLineHeight: SkeletonTextLineHeight {
        get { .relativeToFont }
        set {}
    }
    /// Line count.
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
        get { .inherited }
        set {}
    }
}
