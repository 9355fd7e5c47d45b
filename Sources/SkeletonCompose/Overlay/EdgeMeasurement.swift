import SkeletonCore
import SkeletonRaster

/// How far each skeleton view's edges are from the real screen's text and image edges beneath
/// it: the skeleton's bounds (its shapes together) against the ink the screenshot has around
/// them, per edge in points, and one figure for the whole screen.
package struct EdgeMeasurement: Equatable, Sendable {
    /// A view off by more than this many points is worth a warning (Docs/app-snapshots.md, "The real screen
    /// over the skeleton"): more than a nudge, less than a line of text.
    package static let threshold = 4.0
    /// How far around a view's skeleton the screenshot is searched for its ink, in points: wider
    /// than the threshold, so a view that far off is still found, and narrow enough to keep most
    /// neighbours out.
    package static let margin = 8.0

    /// One skeleton view measured against the screenshot.
    package struct View: Equatable, Sendable {
        /// The view's id, or its kind and position in the tree.
        package let name: String
        /// The view's position in the placed tree ("0.2.1").
        package let path: String
        /// Where the view is written, when the reader recorded it.
        package let location: SourceLocation?
        /// The skeleton's bounds, in layout points.
        package let skeleton: Rect
        /// The ink's bounds, in layout points; nil when the screenshot has none there.
        package let ink: Rect?

        /// How far the skeleton reaches past the ink on each edge, in points (negative: it stops
        /// short of it); nil without ink.
        package var edges: EdgeInsets? {
            ink.map {
                EdgeInsets(
                    top: $0.minY - skeleton.minY, left: $0.minX - skeleton.minX, bottom: skeleton.maxY - $0.maxY,
                    right: skeleton.maxX - $0.maxX)
            }
        }

        /// The largest edge distance, in points; nil without ink.
        package var offBy: Double? {
            edges.map { Swift.max(abs($0.top), abs($0.left), abs($0.bottom), abs($0.right)) }
        }
    }

    /// Every skeleton view, in drawing order.
    package let views: [View]

    /// The views the screenshot has ink for.
    package var measured: [View] { views.filter { $0.ink != nil } }
    /// The mean of the measured views' largest edge distances, in points; nil when none was measured.
    package var mean: Double? {
        let values = measured.compactMap(\.offBy)
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
    /// The largest edge distance of any view, in points; nil when none was measured.
    package var max: Double? { measured.compactMap(\.offBy).max() }
    /// The views off by more than `threshold`.
    package var offViews: [View] { measured.filter { ($0.offBy ?? 0) > Self.threshold } }

    /// Measures the skeleton views of `prepared` against `overlay`'s screenshot, laid over the
    /// layout as the overlay's settings place it (offset and pixels per point; `frameScale` is the
    /// fallback density).
    package init(prepared: PreparedLayout, overlay: OverlayImage, frameScale: Double = 1) {
        let density = overlay.pixelsPerPoint(layoutWidth: prepared.size.width, frameScale: frameScale)
        let offset = overlay.settings.offset
        var bounds: [(view: PlacedView, rect: Rect)] = []
        for rect in Self.shapeRects(of: prepared.scene) {
            guard let owner = Self.owner(of: rect, in: prepared.root) else { continue }
            if let index = bounds.firstIndex(where: { $0.view.path == owner.path }) {
                bounds[index].rect = bounds[index].rect.union(rect)
            } else {
                bounds.append((owner, rect))
            }
        }
        views = bounds.map { entry in
            let (owner, skeleton) = (entry.view, entry.rect)
            let around = Rect(
                x: (skeleton.minX - Self.margin - offset.x) * density,
                y: (skeleton.minY - Self.margin - offset.y) * density,
                width: (skeleton.width + 2 * Self.margin) * density,
                height: (skeleton.height + 2 * Self.margin) * density)
            let region = PixelRect(
                x: Int(around.minX.rounded(.down)), y: Int(around.minY.rounded(.down)),
                width: Int(around.width.rounded(.up)), height: Int(around.height.rounded(.up)))
            let ink = InkBounds.find(in: overlay.image, region: region).map {
                Rect(
                    x: Double($0.x) / density + offset.x, y: Double($0.y) / density + offset.y,
                    width: Double($0.width) / density, height: Double($0.height) / density)
            }
            return View(
                name: owner.node.id ?? "\(owner.node.kind.rawValue) \(owner.path)", path: owner.path,
                location: owner.node.writtenAt.location ?? owner.node.autoLayout?.location, skeleton: skeleton, ink: ink
            )
        }
    }

    /// The rectangles of the scene's skeleton and template shapes, in drawing order.
    static func shapeRects(of scene: SkeletonScene) -> [Rect] {
        scene.elements.compactMap { element in
            switch element {
            case .skeleton(let shape, _): shape.rect
            case .template(let shape, _): shape.rect
            case .content, .pushClip, .popClip, .beginGroup, .endGroup: nil
            }
        }
    }

    /// The deepest view whose frame holds the centre of `rect`: the leaf a shape belongs to.
    static func owner(of rect: Rect, in view: PlacedView) -> PlacedView? {
        let center = Point(x: rect.midX, y: rect.midY)
        let frame = view.frame
        guard center.x >= frame.minX, center.x <= frame.maxX, center.y >= frame.minY, center.y <= frame.maxY else {
            return nil
        }
        for child in view.children.reversed() {
            if let owner = owner(of: rect, in: child) { return owner }
        }
        return view
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    fileprivate func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }
}
