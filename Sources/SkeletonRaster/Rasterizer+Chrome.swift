import SkeletonCore

extension Rasterizer {
    /// Fills a rounded rectangle given in device pixels (fractional edges are anti-aliased) with a
    /// colour at an opacity, source-over, inside `clip` (default: the whole framebuffer). For the
    /// app's own chrome: card backgrounds, shadows, HUD panels.
    package func fillRoundedRect(
        _ rect: Rect, radii: CornerRadii = .zero, color: RGBA8, opacity: Double = 1,
        into fb: inout Framebuffer, clip: PixelRect? = nil
    ) {
        guard let shape = DeviceShape(rect: rect, radii: radii, scale: 1, offset: .zero) else { return }
        let c = PixelMath.premultiplied(color, opacity: opacity)
        let area = chromeArea(fb, clip).intersection(shape.bounds)
        guard c != 0, !area.isEmpty else { return }
        chromeShape.prepare(for: shape)
        let whole = Self.whole(fb)
        fb.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let target = DrawTarget(surface: Surface(base: base, area: whole), clip: area, mask: nil)
            let source = RowSource(
                paint: ResolvedPaint(color: c), table: nil, scratch: scratch.colorRow.base, clipX: area.x)
            var sink = PaintSink(target: target, source: source, maskScratch: scratch.coverageRow.base)
            chromeShape.traverse(clip: area, into: &sink)
        }
    }

    /// Blends a coverage mask (text, icons) in a colour with the mask's origin at device pixel
    /// (x, y): its top-left pixel lands at (x + mask.offsetX, y + mask.offsetY), as for a text run's
    /// baseline origin. Only pixels inside `clip` (default: the whole framebuffer) change.
    package func drawMask(
        _ mask: CoverageMask, atX x: Int, y: Int, color: RGBA8, opacity: Double = 1,
        into fb: inout Framebuffer, clip: PixelRect? = nil
    ) {
        let c = PixelMath.premultiplied(color, opacity: opacity)
        let placed = PixelRect(x: x &+ mask.offsetX, y: y &+ mask.offsetY, width: mask.width, height: mask.height)
        let area = chromeArea(fb, clip).intersection(placed)
        guard c != 0, !area.isEmpty, mask.coverage.count >= mask.width * mask.height else { return }
        let whole = Self.whole(fb)
        fb.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let target = DrawTarget(surface: Surface(base: base, area: whole), clip: area, mask: nil)
            blendMask(mask, placed: placed, box: area, color: c, target)
        }
    }

    /// The clip for a chrome call: the given one (or the whole framebuffer) inside the framebuffer.
    private func chromeArea(_ fb: Framebuffer, _ clip: PixelRect?) -> PixelRect {
        (clip ?? Self.whole(fb)).intersection(Self.whole(fb))
    }

    /// Every pixel of `fb`.
    private static func whole(_ fb: Framebuffer) -> PixelRect {
        PixelRect(x: 0, y: 0, width: fb.width, height: fb.height)
    }
}
