import SkeletonCore

/// A font spec at a device scale.
struct SizedSpec: Hashable {
    /// The spec.
    var spec: FontSpec
    /// Device pixels per point.
    var scale: Double
}
