import SkeletonCore

/// A layout and where its name was written, so duplicate names point at both places.
struct DecodedLayout {
    /// The layout.
    var spec: LayoutSpec
    /// The file that declared it.
    var file: SourceFile
    /// Offset of its `name` value.
    var nameOffset: Int
    /// Path of its `name` value.
    var namePath: ValuePath
}
