/// How one dimension of a view is decided inside a stack.
package enum SizeRule: Hashable, Sendable {
    /// A fixed length in points (also counts as a height constraint for `relativeToConstraints`).
    case fixed(Double)
    /// Take the space the parent offers.
    case fill
    /// Fit the content (intrinsic size of text, sum of children).
    case fit
}

/// The axis of a stack.
package enum StackAxis: String, Hashable, Sendable {
    /// Children top to bottom.
    case vertical
    /// Children leading to trailing.
    case horizontal
}

/// Cross-axis alignment of a stack's children (UIStackView.Alignment).
package enum StackAlignment: String, Hashable, Sendable {
    /// Stretch across the stack.
    case fill
    /// Leading edge (top for horizontal stacks).
    case leading
    /// Centred.
    case center
    /// Trailing edge (bottom for horizontal stacks).
    case trailing
    /// First baselines aligned (horizontal stacks; the theme's rule-based stacks align tops).
    case firstBaseline
    /// Last baselines aligned (horizontal stacks; the theme's rule-based stacks align bottoms).
    case lastBaseline
}

/// Main-axis distribution of a stack's children (UIStackView.Distribution).
package enum StackDistribution: String, Hashable, Sendable {
    /// Fill children keep their size; `fill` children share the rest.
    case fill
    /// Every child gets the same length.
    case fillEqually
    /// Children keep their size; the rest is spread between them.
    case equalSpacing
    /// Children share the length in proportion to their intrinsic lengths (Auto Layout; the
    /// theme's rule-based stacks fill).
    case fillProportionally
    /// Children keep their size, their centres equally apart (Auto Layout; the theme's rule-based
    /// stacks space them equally).
    case equalCentering
}

/// Horizontal text alignment (NSTextAlignment).
package enum TextAlignment: String, Hashable, Sendable {
    /// Leading in LTR, trailing in RTL.
    case natural
    /// Left.
    case left
    /// Centre.
    case center
    /// Right.
    case right
    /// Justified (the last line behaves like left).
    case justified
}

/// UIKit's layout direction.
package enum LayoutDirection: String, Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// SkeletonView's `SkeletonTextLineHeight`.
package enum TextLineHeight: Hashable, Sendable {
    /// A fixed height in points.
    case fixed(Double)
    /// The font's line height.
    case relativeToFont
    /// The view's height constraint divided by the number of lines.
    case relativeToConstraints
}

/// SkeletonView's `SkeletonTextNumberOfLines`.
package enum TextNumberOfLines: Hashable, Sendable {
    /// Use the view's own numberOfLines.
    case inherited
    /// A custom count (clamped as upstream does).
    case custom(Int)
}

/// How an image fills its view (UIView.ContentMode subset).
package enum ContentMode: String, Hashable, Sendable {
    /// Stretch to the bounds.
    case scaleToFill
    /// Fit inside, keeping the aspect ratio.
    case scaleAspectFit
    /// Cover the bounds, keeping the aspect ratio (cropped).
    case scaleAspectFill
}

/// Scroll direction of a flow layout.
package enum ScrollDirection: String, Hashable, Sendable {
    /// Items flow in rows, the list grows downwards.
    case vertical
    /// Items flow in columns, the list grows sideways.
    case horizontal
}

/// A table's row height.
package enum RowHeight: Hashable, Sendable {
    /// A fixed row height.
    case fixed(Double)
    /// UITableView.automaticDimension: skeleton rows use estimatedRowHeight.
    case automatic
}

/// NSLineBreakMode of a label or a button title: how lines break and how the last line that
/// shows ends when the text does not fit.
package enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at words; the last line ends at its last whole word, no ellipsis.
    case byWordWrapping
    /// Wrap at characters; the last line ends at its last whole character, no ellipsis.
    case byCharWrapping
    /// Wrap at words; the last line runs on and is cut at the bounds (whole characters here).
    case byClipping
    /// Wrap at words; the last line shows its end after "…".
    case byTruncatingHead
    /// Wrap at words; the last line shows its start before "…" (UILabel's default).
    case byTruncatingTail
    /// Wrap at words; the last line shows its start and end around "…" (a UIButton title's default).
    case byTruncatingMiddle
}

/// UITextField.borderStyle: a bordered field insets its text (UIKit draws the border inside its
/// frame), a borderless one is as high as its text line.
package enum TextFieldBorderStyle: String, Hashable, Sendable, CaseIterable {
    /// No border (UIKit's default, and Interface Builder's when the file names none).
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle.
    case bezel
    /// The rounded rectangle Interface Builder gives a new field.
    case roundedRect
}

/// Which generation of UIKit's controls a switch or slider measures and draws as: Xcode 26's
/// canvas stores iOS 26's (a 63 × 28 switch, a slider 34 high with no alignment insets), earlier
/// versions iOS 13–18's (51 × 31, 31 high).
package enum SystemDesign: String, Hashable, Sendable, CaseIterable {
    /// iOS 13 to 18.
    case classic
    /// iOS 26 (Liquid Glass).
    case liquidGlass
}

/// UIActivityIndicatorView.style: how large the spinner is.
package enum ActivityIndicatorStyle: String, Hashable, Sendable, CaseIterable {
    /// 20 × 20 points (also the deprecated `white` and `gray`).
    case medium
    /// 37 × 37 points (also the deprecated `whiteLarge`).
    case large
}
