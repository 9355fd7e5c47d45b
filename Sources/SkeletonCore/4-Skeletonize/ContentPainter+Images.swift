/// The pictures of content mode: an image view's file or symbol, and a button's background image,
/// image and title as UIButton lays them out.
extension ContentPainter {
    /// UIView.tintColor's default (the window's): what a symbol is drawn in without a tint colour.
    package static let tintColor = AdaptiveColor(light: RGBA8(rgb: 0x007AFF), dark: RGBA8(rgb: 0x0A84FF))

    /// An image view's file, drawn by the rasterizer in its content mode, or its symbol, a shape the
    /// content mode places in the bounds (UIImageView scales a symbol like any image).
    func imageViewContent(_ view: PlacedView) -> [DrawCommand] {
        let node = view.node
        let radii = node.clipsToBounds ? CornerRadii(uniform: view.layerCornerRadius) : .zero
        if let symbol = node.symbol {
            let size = Size(width: symbol.aspectRatio, height: 1)
            guard let rect = Self.place(size, in: view.frame, mode: node.contentMode) else { return [] }
            return [symbolShape(symbol, in: rect, tint: node.control.tintColor)]
        }
        guard let name = node.image, !name.isEmpty else { return [] }
        return [.image(ImageDraw(name: name, rect: view.frame, radii: radii, contentMode: node.contentMode))]
    }

    /// A button's content: its background image stretched to the bounds, then its image (file or
    /// symbol) and title side by side, image leading, the pair placed by the title alignment
    /// (`contentHorizontalAlignment`) inside the content insets; an image alone is centred at its
    /// size, scaled down (keeping its aspect ratio) to fit the bounds.
    func buttonContent(_ view: PlacedView) -> [DrawCommand] {
        let node = view.node
        let frame = view.frame
        var commands: [DrawCommand] = []
        if let background = node.backgroundImage, !background.isEmpty {
            let radii = node.clipsToBounds ? CornerRadii(uniform: view.layerCornerRadius) : .zero
            commands.append(
                .image(ImageDraw(name: background, rect: frame, radii: radii, contentMode: .scaleToFill)))
        }
        let box = frame.inset(by: LayoutLimits.insets(node.contentInsets))
        let color = node.textColor ?? Self.buttonTitleColor
        guard let imageSize = ContentMeasurer.buttonImageSize(of: node) else {
            return commands + textRuns(view, box: box, wrapWidth: nil, maxLines: 1, centred: true, color: color)
        }
        let title = node.text ?? ""
        if title.isEmpty {
            let size = Self.scaledDown(imageSize, toFit: frame.size)
            let rect = Rect(
                x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
                height: size.height)
            return commands + [buttonImage(node, in: rect)]
        }
        let size = Self.scaledDown(imageSize, toFit: Size(width: box.width, height: frame.height))
        let font = node.font ?? .default
        let titleWidth = min(LayoutLimits.length(metrics.width(of: title, font: font)), max(0, box.width - size.width))
        let pairLeft = alignedX(
            size.width + titleWidth, in: box, alignment: node.textAlignment, rtl: view.isRightToLeft)
        let rtl = view.isRightToLeft
        // The image is on the leading side: on the right in a right-to-left layout.
        let imageX = rtl ? pairLeft + titleWidth : pairLeft
        let imageRect = Rect(x: imageX, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        let titleBox =
            rtl
            ? Rect(x: box.minX, y: box.minY, width: max(0, imageX - box.minX), height: box.height)
            : Rect(x: imageRect.maxX, y: box.minY, width: max(0, box.maxX - imageRect.maxX), height: box.height)
        return commands + [buttonImage(node, in: imageRect)]
            + textRuns(
                view, box: titleBox, wrapWidth: nil, maxLines: 1, centred: true, color: color,
                alignment: rtl ? .right : .left)
    }

    /// A button's image (symbol or file) drawn into `rect`, which already has its aspect ratio.
    private func buttonImage(_ node: ViewNode, in rect: Rect) -> DrawCommand {
        if let symbol = node.symbol { return symbolShape(symbol, in: rect, tint: node.control.tintColor) }
        return .image(ImageDraw(name: node.image ?? "", rect: rect, radii: .zero, contentMode: .scaleToFill))
    }

    /// A symbol's stand-in: a circle for a round glyph, else a square with rounded corners (a
    /// fifth of its shorter side), filled with the tint colour.
    private func symbolShape(_ symbol: SymbolImage, in rect: Rect, tint: AdaptiveColor?) -> DrawCommand {
        let shorter = min(rect.width, rect.height)
        let radius = symbol.isRound ? shorter / 2 : shorter / 5
        let color = (tint ?? Self.tintColor).resolved(scheme)
        return .fill(
            ShapeFill(rect: rect, radii: CornerRadii(uniform: radius), paint: .solid(color), role: .background))
    }

    /// `size` scaled down (never up) to fit `bounds`, keeping its aspect ratio.
    static func scaledDown(_ size: Size, toFit bounds: Size) -> Size {
        guard size.width > 0, size.height > 0 else { return .zero }
        let factor = min(1, max(0, bounds.width) / size.width, max(0, bounds.height) / size.height)
        return Size(width: size.width * factor, height: size.height * factor)
    }

    /// Where a picture of `size`'s aspect ratio lands in `frame` in a content mode (an aspect fill
    /// is cut to the frame, as the view clips what it scales); nil when nothing shows.
    static func place(_ size: Size, in frame: Rect, mode: ContentMode) -> Rect? {
        guard size.width > 0, size.height > 0, frame.width > 0, frame.height > 0 else { return nil }
        guard mode == .scaleAspectFit else { return frame }
        let scale = min(frame.width / size.width, frame.height / size.height)
        let width = size.width * scale
        let height = size.height * scale
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}
