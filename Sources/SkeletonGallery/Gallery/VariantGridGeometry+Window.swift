import SkeletonCompose
import SkeletonCore

extension VariantGridGeometry {
    /// The scale of the window's grid: the largest of the zoom steps up to 1:1 at which the grid fits
    /// `room` points at `pixelScale` device pixels per point (the smallest step when none does).
    package static func fittingScale(variants: [[VariantSet.Variant]], layoutSize: Size, room: Size, pixelScale: Double)
        -> Double
    {
        let steps = GalleryGeometry.zoomSteps.filter { $0 <= 1 }
        return steps.last { step in
            let grid = VariantGridGeometry(variants: variants, layoutSize: layoutSize, scale: step * pixelScale)
            return Double(grid.width) <= room.width * pixelScale && Double(grid.height) <= room.height * pixelScale
        } ?? steps[0]
    }
}
