/// A thin device frame around a layout's drawing: a dark bezel, the screen with the device's
/// corner radius (content outside it clipped, as the display cuts it), the layout drawn in the
/// safe area (or the whole screen, for a view controller's view) over the layout's background, the status bar (9:41, signal, battery), the Dynamic
/// Island and the home indicator, in the appearance's colours. Pure geometry, no fonts measured.
package struct DeviceFrame: Hashable, Sendable {
    /// Bezel width in points.
    package static let bezel = 8.0
    /// The status bar clock, as Apple's marketing shots show it.
    package static let clock = "9:41"

    /// The device held one way.
    package let device: Device
    /// Where the layout's canvas sits on the screen (`LayoutSpec.canvas(on:)`), in screen points.
    package let canvas: Rect

    /// Creates the frame of `device` around `layout`.
    package init(_ device: Device, around layout: LayoutSpec) {
        self.device = device
        canvas = layout.canvas(on: device)
    }

    /// The whole frame (bezel included) in points.
    package var size: Size { Self.size(of: device) }

    /// The whole frame of `device` (bezel included) in points, whatever layout it holds.
    package static func size(of device: Device) -> Size {
        let screen = device.screenSize
        return Size(width: screen.width + 2 * bezel, height: screen.height + 2 * bezel)
    }

    /// The screen inside the bezel, in frame points.
    package var screen: Rect {
        Rect(origin: Point(x: Self.bezel, y: Self.bezel), size: device.screenSize)
    }

    /// Where the layout's canvas sits, in frame points.
    package var layoutOrigin: Point {
        Point(x: Self.bezel + canvas.minX, y: Self.bezel + canvas.minY)
    }

    /// `layout` (the display list of the layout laid out at the canvas's size) inside the frame,
    /// on a canvas of `surround` (what shows outside the rounded bezel), in `scheme`'s colours.
    package func displayList(framing layout: DisplayList, scheme: ColorScheme, surround: RGBA8) -> DisplayList {
        let ink = scheme == .light ? RGBA8(rgb: 0x000000) : RGBA8(rgb: 0xFFFFFF)
        let radius = device.model.screenCornerRadius
        var commands: [DrawCommand] = [
            Self.fill(Rect(origin: .zero, size: size), radius: radius + Self.bezel, Self.bezelColor(scheme)),
            Self.fill(screen, radius: radius, layout.background),
            .pushClip(rect: screen, radii: CornerRadii(uniform: radius)),
            .pushClip(rect: Rect(origin: layoutOrigin, size: layout.size), radii: CornerRadii(uniform: 0)),
        ]
        commands += layout.commands.map { $0.offsetBy(dx: layoutOrigin.x, dy: layoutOrigin.y) }
        commands.append(.popClip)
        commands += statusBar(ink: ink) + sensorHousing + homeIndicator(ink: ink)
        commands.append(.popClip)
        return DisplayList(size: size, background: surround, commands: commands)
    }

    /// The bezel: near-black, lighter on a dark canvas so its edge still shows.
    static func bezelColor(_ scheme: ColorScheme) -> RGBA8 {
        scheme == .light ? RGBA8(rgb: 0x1C1C1E) : RGBA8(rgb: 0x48484A)
    }

    /// The status bar's clock and battery in the top inset (none in an iPhone's landscape).
    func statusBar(ink: RGBA8) -> [DrawCommand] {
        guard device.orientation == .portrait || device.model.showsStatusBarInLandscape else { return [] }
        let width = device.screenSize.width
        let island = device.model.hasDynamicIsland
        // Dynamic Island phones put the clock and the battery in the middle of the two "ears";
        // the SE centres the clock, iPads put it at the leading edge.
        let (clockX, baseline, fontSize): (Double, Double, Double) =
            island ? ((width - 126) / 4, 32, 17) : device.model == .iPhoneSE ? (width / 2, 15, 12) : (36, 17, 12)
        let font = FontSpec(family: FontSpec.defaultFamily, size: fontSize, weight: 700)
        let clock = TextRun(
            text: Self.clock, font: font, baselineOrigin: Point(x: Self.bezel + clockX, y: Self.bezel + baseline),
            color: ink, anchor: .center)
        let batteryWidth = island ? 27.0 : 24.0
        let batteryHeight = island ? 13.0 : 11.0
        let batteryCentre = island ? width - (width - 126) / 4 : width - 8 - batteryWidth / 2
        let battery = Rect(
            x: Self.bezel + batteryCentre - batteryWidth / 2,
            y: Self.bezel + baseline - batteryHeight + (island ? 0 : 1), width: batteryWidth, height: batteryHeight)
        return [
            .text(clock),
            .border(BorderDraw(rect: battery, radii: CornerRadii(uniform: 3.5), width: 1, color: ink, opacity: 0.4)),
            Self.fill(battery.inset(by: EdgeInsets(all: 2)), radius: 1.5, ink),
            Self.fill(
                Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.75, ink, opacity: 0.4),
        ]
    }

    /// The Dynamic Island: a black pill at the top in portrait, at the leading side in landscape.
    var sensorHousing: [DrawCommand] {
        guard device.model.hasDynamicIsland else { return [] }
        let screenSize = device.screenSize
        let pill =
            device.orientation == .portrait
            ? Rect(x: Self.bezel + (screenSize.width - 126) / 2, y: Self.bezel + 11, width: 126, height: 37)
            : Rect(x: Self.bezel + 11, y: Self.bezel + (screenSize.height - 126) / 2, width: 37, height: 126)
        return [Self.fill(pill, radius: 18.5, RGBA8(rgb: 0x000000))]
    }

    /// The home indicator: a rounded bar 8 points above the bottom edge, in the content colour.
    func homeIndicator(ink: RGBA8) -> [DrawCommand] {
        guard device.model.hasHomeIndicator else { return [] }
        let screenSize = device.screenSize
        let width = device.model == .iPad10 ? 320.0 : device.orientation == .portrait ? 134 : 209
        let bar = Rect(
            x: Self.bezel + (screenSize.width - width) / 2, y: Self.bezel + screenSize.height - 8 - 5, width: width,
            height: 5)
        return [Self.fill(bar, radius: 2.5, ink)]
    }

    /// A plain rounded fill of the frame's chrome.
    static func fill(_ rect: Rect, radius: Double, _ color: RGBA8, opacity: Double = 1) -> DrawCommand {
        .fill(
            ShapeFill(
                rect: rect, radii: CornerRadii(uniform: radius), paint: .solid(color), opacity: opacity,
                role: .background))
    }
}
