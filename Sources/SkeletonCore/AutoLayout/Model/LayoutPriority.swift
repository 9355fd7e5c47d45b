/// UILayoutPriority: 1…1000, where 1000 is required.
package struct LayoutPriority: Hashable, Comparable, Sendable {
    /// The value, clamped to 1…1000.
    package let value: Double

    /// A priority clamped to UIKit's range (a non-finite value is required, UIKit's default).
    package init(_ value: Double) {
        self.value = value.isFinite ? min(max(value, 1), 1000) : 1000
    }

    /// 1000: must hold.
    package static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    package static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default content hugging.
    package static let defaultLow = LayoutPriority(250)

    /// Whether the constraint must hold.
    package var isRequired: Bool { value >= 1000 }

    /// Orders by value.
    package static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
}
