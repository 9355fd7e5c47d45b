// The UIKit and Core Animation declarations `skeleton-preview export swift` and the snapshot
// helper use, with the signatures of the iOS 13+ SDK, so both can be type-checked on Linux.
// Compiled into a module named UIKit by ExportEndToEndTests. The views are functional enough for
// the snapshot helper to *run* over a tree a test builds: frames, bounds, subviews, coordinate
// conversion, registered cells. What only a test may call (no iOS app can) is named `stub…`.
@_exported import Foundation

/// Core Animation's time type.
public typealias CFTimeInterval = Double

/// A Core Graphics colour (sRGB components).
public final class CGColor {
    /// Red, green, blue, alpha, 0…1.
    let rgba: [CGFloat]
    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { rgba = [red, green, blue, alpha] }
}

/// The width and height classes of a trait collection.
public enum UIUserInterfaceSizeClass: Int {
    case unspecified, compact, regular
}

/// The text size the user picked.
public struct UIContentSizeCategory: RawRepresentable, Hashable {
    /// UIKit's name, e.g. `UICTContentSizeCategoryL`.
    public var rawValue: String
    /// A category by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

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
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels per point.
    public let displayScale: CGFloat
    /// Traits of one style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            stubStyle: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, category: .large, scale: 1)
    }
    /// Test only: every trait.
    public init(
        stubStyle: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        category: UIContentSizeCategory, scale: CGFloat
    ) {
        userInterfaceStyle = stubStyle
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        displayScale = scale
    }
}

/// A colour.
open class UIColor {
    /// The colour per style.
    let provider: (UITraitCollection) -> UIColor
    /// Red, green, blue, alpha of a resolved colour.
    let rgba: [CGFloat]
    /// An sRGB colour; components 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [red, green, blue, alpha]
        provider = { _ in UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    }
    /// A colour resolved per trait collection (iOS 13).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = [0, 0, 0, 0]
        provider = dynamicProvider
    }
    /// A Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.rgba[0], green: cgColor.rgba[1], blue: cgColor.rgba[2], alpha: cgColor.rgba[3])
    }
    /// Opaque black.
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// The colour for these traits.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { provider(traitCollection) }
    /// The components of a resolved colour (an Objective-C BOOL method: its result may be dropped).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba[0]
        green?.pointee = rgba[1]
        blue?.pointee = rgba[2]
        alpha?.pointee = rgba[3]
        return true
    }
}

/// Insets of a rectangle's edges.
public struct UIEdgeInsets {
    /// The edges.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
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
    /// Creates a view.
    public init(frame: CGRect) { self.frame = frame }
    /// The frame in the superview.
    open var frame: CGRect
    /// The bounds: the frame's size at the scroll position.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    /// The bounds' origin (a scroll view's content offset).
    var boundsOrigin = CGPoint.zero
    /// The view's width anchor.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The view's height anchor.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The direct subviews.
    open private(set) var subviews: [UIView] = []
    /// The view holding this one.
    open private(set) weak var superview: UIView?
    /// Adds a subview on top.
    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
    /// The identifier UI tests and the export find the view by (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// The view's opacity, 0…1, applied to its layer and sublayers.
    open var alpha: CGFloat = 1
    /// The layout direction the view lays out in.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Test only: stands in for the Objective-C associated objects SkeletonView keeps its properties in.
    public var stubAssociated: [String: Any] = [:]
    /// Hidden.
    open var isHidden = false
    /// Clips its subviews.
    open var clipsToBounds = false
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The backing layer.
    public let layer = CALayer()
    /// The window the view is in.
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    /// The view's traits (its window's).
    open var traitCollection: UITraitCollection {
        window?.stubTraits ?? UITraitCollection(userInterfaceStyle: .unspecified)
    }
    /// The safe area's insets.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Lays out now (the stub's frames are set by the test).
    open func layoutIfNeeded() {}
    /// `rect` of this view's bounds in `view`'s bounds (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        func origin(_ view: UIView?) -> CGPoint {
            guard let view else { return .zero }
            let above = origin(view.superview)
            return CGPoint(
                x: above.x + view.frame.origin.x - view.boundsOrigin.x,
                y: above.y + view.frame.origin.y - view.boundsOrigin.y)
        }
        let (from, to) = (origin(self), origin(view))
        return CGRect(
            x: rect.origin.x + from.x - to.x, y: rect.origin.y + from.y - to.y, width: rect.width, height: rect.height)
    }
}

/// Views are equal when they are the same view, as NSObject's `isEqual:` makes them (a `Set<UIView>`).
extension UIView: Hashable {
    /// Identity.
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    /// The view's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A screen.
@MainActor open class UIScreen {
    /// Its bounds in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Test only: a screen.
    public init(stubBounds: CGRect, scale: CGFloat) {
        bounds = stubBounds
        self.scale = scale
    }
}

/// A window scene.
@MainActor open class UIWindowScene {
    /// Its screen.
    public let screen: UIScreen
    /// Test only: a scene on a screen.
    public init(stubScreen: UIScreen) { screen = stubScreen }
}

/// A window.
@MainActor open class UIWindow: UIView {
    /// The scene it is in.
    open var windowScene: UIWindowScene?
    /// Test only: the traits of every view in the window.
    public var stubTraits = UITraitCollection(userInterfaceStyle: .light)
    /// Test only: the safe area.
    public var stubSafeArea = UIEdgeInsets.zero
    /// The safe area.
    open override var safeAreaInsets: UIEdgeInsets { stubSafeArea }
}

/// A font's attributes.
open class UIFontDescriptor {
    /// An attribute's name.
    public struct AttributeName: RawRepresentable, Hashable {
        /// The name.
        public var rawValue: String
        /// A name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The text style a font was made for.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
    /// The attributes.
    let attributes: [AttributeName: Any]
    /// Descriptor of `attributes`.
    init(attributes: [AttributeName: Any]) { self.attributes = attributes }
    /// One attribute.
    open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }
}

/// A font.
open class UIFont {
    /// A text style.
    public struct TextStyle: RawRepresentable, Hashable {
        /// UIKit's name.
        public var rawValue: String
        /// A style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Headlines.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    }
    /// PostScript name.
    public let fontName: String
    /// Family name.
    public let familyName: String
    /// Size in points.
    public let pointSize: CGFloat
    /// Attributes.
    public let fontDescriptor: UIFontDescriptor
    /// A font by PostScript name.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        familyName = String(fontName.split(separator: "-").first ?? "")
        pointSize = fontSize
        fontDescriptor = UIFontDescriptor(attributes: [:])
    }
    /// The system font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", family: ".AppleSystemUIFont", size: fontSize, style: nil)
    }
    /// The font of a text style at the default size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: ".SFUI-Regular", family: ".AppleSystemUIFont", size: style == .headline ? 17 : 17, style: style)
    }
    /// Every field.
    init(name: String, family: String, size: CGFloat, style: TextStyle?) {
        fontName = name
        familyName = family
        pointSize = size
        fontDescriptor = UIFontDescriptor(attributes: style.map { [.textStyle: $0.rawValue] } ?? [:])
    }
}

/// Text alignment.
public enum NSTextAlignment: Int {
    case left, center, right, justified, natural
}

/// How text breaks and truncates.
public enum NSLineBreakMode: Int {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A label.
@MainActor open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// Lines (0: as many as needed).
    open var numberOfLines = 1
    /// Alignment.
    open var textAlignment = NSTextAlignment.natural
    /// Line breaks.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Colour.
    open var textColor: UIColor! = .black
}

/// A text view.
@MainActor open class UITextView: UIScrollView {
    /// The text.
    open var text: String!
    /// The font.
    open var font: UIFont?
    /// Alignment.
    open var textAlignment = NSTextAlignment.natural
    /// Colour.
    open var textColor: UIColor?
    /// Space around the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
}

/// A text field.
@MainActor open class UITextField: UIControl {
    /// The text.
    open var text: String?
    /// The placeholder.
    open var placeholder: String?
    /// The font.
    open var font: UIFont?
    /// Alignment.
    open var textAlignment = NSTextAlignment.natural
    /// Colour.
    open var textColor: UIColor?
}

/// A control.
@MainActor open class UIControl: UIView {
    /// A control state.
    public struct State: OptionSet {
        /// The bits.
        public var rawValue: UInt
        /// A state.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
    }
}

/// An image.
open class UIImage {
    /// Size in points.
    public let size: CGSize
    /// Test only: an image of a size.
    public init(stubSize: CGSize) { size = stubSize }
}

/// A button.
@MainActor open class UIButton: UIControl {
    /// The shown title.
    open private(set) var currentTitle: String?
    /// The shown image.
    open private(set) var currentImage: UIImage?
    /// Sets a state's title.
    open func setTitle(_ title: String?, for state: UIControl.State) { currentTitle = title }
    /// Sets a state's image.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { currentImage = image }
}

/// An image view.
@MainActor open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
}

extension NSLayoutConstraint {
    /// A layout axis.
    public enum Axis: Int {
        case horizontal, vertical
    }
}

/// A stack view.
@MainActor open class UIStackView: UIView {
    /// Cross-axis alignment.
    public enum Alignment: Int {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// `leading` of a horizontal stack.
        public static let top = Alignment.leading
        /// `trailing` of a horizontal stack.
        public static let bottom = Alignment.trailing
    }
    /// Main-axis distribution.
    public enum Distribution: Int {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// The axis.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// Space between arranged views.
    open var spacing: CGFloat = 0
    /// Alignment.
    open var alignment = Alignment.fill
    /// Distribution.
    open var distribution = Distribution.fill
    /// The arranged views.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Adds an arranged view (and subview).
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

/// A scroll view.
@MainActor open class UIScrollView: UIView {}

/// A switch.
@MainActor open class UISwitch: UIControl {}
/// A segmented control.
@MainActor open class UISegmentedControl: UIControl {}
/// A slider.
@MainActor open class UISlider: UIControl {}
/// A progress bar.
@MainActor open class UIProgressView: UIView {}
/// A spinner.
@MainActor open class UIActivityIndicatorView: UIView {}
/// Page dots.
@MainActor open class UIPageControl: UIControl {}

extension IndexPath {
    /// A table's row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection's item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}

/// A table cell.
@MainActor open class UITableViewCell: UIView {
    /// Cell styles.
    public enum CellStyle: Int {
        case `default`, value1, value2, subtitle
    }
    /// The identifier it was dequeued by.
    public let reuseIdentifier: String?
    /// The view holding the cell's content.
    public let contentView = UIView(frame: .zero)
    /// A cell.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    /// The content view fills the cell.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
}

/// A table's data source.
@MainActor public protocol UITableViewDataSource: AnyObject {
    /// Rows of a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// A table.
@MainActor open class UITableView: UIScrollView {
    /// A row height that sizes itself.
    public static let automaticDimension: CGFloat = -1
    /// The data source.
    open weak var dataSource: UITableViewDataSource?
    /// Row height.
    open var rowHeight: CGFloat = 44
    /// Estimated row height.
    open var estimatedRowHeight: CGFloat = automaticDimension
    /// The header view.
    open var tableHeaderView: UIView?
    /// The footer view.
    open var tableFooterView: UIView?
    /// The cells on screen.
    open var visibleCells: [UITableViewCell] { [] }
    /// Registered cell classes.
    var registered: [String: UITableViewCell.Type] = [:]
    /// Registers a cell class.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }
    /// A new cell of a registered class.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }
}

/// A collection's layout.
@MainActor open class UICollectionViewLayout {
    /// A layout.
    public init() {}
}

/// A grid flowing in lines.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Item size.
    open var itemSize = CGSize(width: 50, height: 50)
    /// Flow direction.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// Space between items.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Space around each section.
    open var sectionInset = UIEdgeInsets.zero
}

/// A collection's reusable view.
@MainActor open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued by.
    open internal(set) var reuseIdentifier: String?
}

/// A collection cell.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content.
    public let contentView = UIView(frame: .zero)
    /// A cell.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}

/// A collection's data source.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    /// Items of a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// A collection view.
@MainActor open class UICollectionView: UIScrollView {
    /// Flow directions.
    public enum ScrollDirection: Int {
        case vertical, horizontal
    }
    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout
    /// The data source.
    open weak var dataSource: UICollectionViewDataSource?
    /// A collection with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] { [] }
    /// Registered cell classes.
    var registered: [String: UICollectionViewCell.Type] = [:]
    /// Registers a cell class.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }
    /// A cell of a registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = (registered[identifier] ?? UICollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }
}

/// A view controller.
@MainActor open class UIViewController {
    /// A controller.
    public init() {}
    /// Its view, made by `loadView` on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// The view once loaded.
    private var loadedView: UIView?
    /// Makes the view.
    open func loadView() { loadedView = UIView(frame: .zero) }
    /// Loads the view if it is not yet.
    open func loadViewIfNeeded() { if loadedView == nil { loadView() } }
}

/// A layer.
open class CALayer {
    /// A layer.
    public init() {}
    /// Corner radius.
    open var cornerRadius: CGFloat = 0
    /// Border width.
    open var borderWidth: CGFloat = 0
    /// Border colour.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Shadow colour.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Shadow opacity.
    open var shadowOpacity: Float = 0
    /// Shadow offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Shadow blur radius.
    open var shadowRadius: CGFloat = 3
}

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
