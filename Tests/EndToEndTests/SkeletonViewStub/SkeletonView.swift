// The SkeletonView 1.31.0 public API `skeleton-preview export swift` and the snapshot helper use,
// with upstream's signatures and default arguments (from its documentation and public
// declarations), so both can be type-checked on Linux; the view properties keep their values, as
// upstream's associated objects do, so the helper can run. Compiled into a module named
// SkeletonView by ExportEndToEndTests.
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
        get { stubAssociated["isSkeletonable"] as? Bool ?? false }
        set { stubAssociated["isSkeletonable"] = newValue }
    }
    /// Whether the view is hidden while the skeleton shows.
    public var isHiddenWhenSkeletonIsActive: Bool {
        get { stubAssociated["isHiddenWhenSkeletonIsActive"] as? Bool ?? false }
        set { stubAssociated["isHiddenWhenSkeletonIsActive"] = newValue }
    }
    /// Corner radius of the view's skeleton.
    public var skeletonCornerRadius: Float {
        get { stubAssociated["skeletonCornerRadius"] as? Float ?? 0 }
        set { stubAssociated["skeletonCornerRadius"] = newValue }
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
        get { stubAssociated["lastLineFillPercent"] as? Int ?? SkeletonAppearance.default.multilineLastLineFillPercent }
        set { stubAssociated["lastLineFillPercent"] = newValue }
    }
    /// Corner radius of the lines.
    public var linesCornerRadius: Int {
        get { stubAssociated["linesCornerRadius"] as? Int ?? SkeletonAppearance.default.multilineCornerRadius }
        set { stubAssociated["linesCornerRadius"] = newValue }
    }
    /// Space between lines.
    public var skeletonLineSpacing: CGFloat {
        get { stubAssociated["skeletonLineSpacing"] as? CGFloat ?? SkeletonAppearance.default.multilineSpacing }
        set { stubAssociated["skeletonLineSpacing"] = newValue }
    }
    /// Padding of the lines.
    public var skeletonPaddingInsets: UIEdgeInsets {
        get { stubAssociated["skeletonPaddingInsets"] as? UIEdgeInsets ?? .zero }
        set { stubAssociated["skeletonPaddingInsets"] = newValue }
    }
    /// Line height rule.
    public var skeletonTextLineHeight: SkeletonTextLineHeight {
        get {
            stubAssociated["skeletonTextLineHeight"] as? SkeletonTextLineHeight
                ?? SkeletonAppearance.default.textLineHeight
        }
        set { stubAssociated["skeletonTextLineHeight"] = newValue }
    }
    /// Line count.
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
        get { stubAssociated["skeletonTextNumberOfLines"] as? SkeletonTextNumberOfLines ?? .inherited }
        set { stubAssociated["skeletonTextNumberOfLines"] = newValue }
    }
}

extension UITextView {
    /// Width of the last line in percent.
    public var lastLineFillPercent: Int {
        get { stubAssociated["lastLineFillPercent"] as? Int ?? SkeletonAppearance.default.multilineLastLineFillPercent }
        set { stubAssociated["lastLineFillPercent"] = newValue }
    }
    /// Corner radius of the lines.
    public var linesCornerRadius: Int {
        get { stubAssociated["linesCornerRadius"] as? Int ?? SkeletonAppearance.default.multilineCornerRadius }
        set { stubAssociated["linesCornerRadius"] = newValue }
    }
    /// Space between lines.
    public var skeletonLineSpacing: CGFloat {
        get { stubAssociated["skeletonLineSpacing"] as? CGFloat ?? SkeletonAppearance.default.multilineSpacing }
        set { stubAssociated["skeletonLineSpacing"] = newValue }
    }
    /// Padding of the lines.
    public var skeletonPaddingInsets: UIEdgeInsets {
        get { stubAssociated["skeletonPaddingInsets"] as? UIEdgeInsets ?? .zero }
        set { stubAssociated["skeletonPaddingInsets"] = newValue }
    }
    /// Line height rule.
    public var skeletonTextLineHeight: SkeletonTextLineHeight {
        get {
            stubAssociated["skeletonTextLineHeight"] as? SkeletonTextLineHeight
                ?? SkeletonAppearance.default.textLineHeight
        }
        set { stubAssociated["skeletonTextLineHeight"] = newValue }
    }
    /// Line count.
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
        get { stubAssociated["skeletonTextNumberOfLines"] as? SkeletonTextNumberOfLines ?? .inherited }
        set { stubAssociated["skeletonTextNumberOfLines"] = newValue }
    }
}

/// A cell's reuse identifier.
public typealias ReusableCellIdentifier = String

extension UITableView {
    /// Rows enough to fill the table.
    nonisolated public static let automaticNumberOfSkeletonRows = -1
}

extension UICollectionView {
    /// Items enough to fill the collection.
    nonisolated public static let automaticNumberOfSkeletonItems = -1
}

/// A table's skeleton data source.
public protocol SkeletonTableViewDataSource: UITableViewDataSource {
    /// Sections of the skeleton.
    func numSections(in collectionSkeletonView: UITableView) -> Int
    /// Rows of a section.
    func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The identifier of a row's cell.
    func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
        -> ReusableCellIdentifier
}

extension SkeletonTableViewDataSource {
    /// Automatic rows.
    public func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int {
        UITableView.automaticNumberOfSkeletonRows
    }
    /// One section.
    public func numSections(in collectionSkeletonView: UITableView) -> Int { 1 }
}

/// A collection's skeleton data source.
public protocol SkeletonCollectionViewDataSource: UICollectionViewDataSource {
    /// Sections of the skeleton.
    func numSections(in collectionSkeletonView: UICollectionView) -> Int
    /// Items of a section.
    func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The identifier of an item's cell.
    func collectionSkeletonView(_ skeletonView: UICollectionView, cellIdentifierForItemAt indexPath: IndexPath)
        -> ReusableCellIdentifier
}

extension SkeletonCollectionViewDataSource {
    /// Automatic items.
    public func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        UICollectionView.automaticNumberOfSkeletonItems
    }
    /// One section.
    public func numSections(in collectionSkeletonView: UICollectionView) -> Int { 1 }
}
