import SkeletonRaster

/// Marker so the helper target builds; golden-image helpers live beside it.
package enum TestSupport {}
