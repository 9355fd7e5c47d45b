import SkeletonCore

/// The theme file format version this build reads.
package let themeFormatVersion = 1
