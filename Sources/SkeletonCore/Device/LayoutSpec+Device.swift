extension LayoutSpec {
    /// The layout on `device`: its canvas becomes the device's whole screen (`fillsScreen`, with the
    /// device's safe area inside) or its safe area, so the root and every stack and `fill`/`fit`
    /// size re-flow to the device's width, and views Auto Layout lays out (an Interface Builder
    /// file's) are solved at that size; a theme's views placed by `frame` keep their frames.
    package func laidOut(on device: Device) -> LayoutSpec {
        var layout = self
        layout.size = canvas(on: device).size
        if fillsScreen {
            let device = device.safeAreaInsets
            layout.safeAreaInsets = EdgeInsets(
                top: device.top + barInsets.top, left: device.left, bottom: device.bottom + barInsets.bottom,
                right: device.right)
        }
        return layout
    }

    /// Where the layout is drawn on `device`, in screen points: the whole screen for a view
    /// controller's view, which already runs under the status bar, else the safe area.
    package func canvas(on device: Device) -> Rect {
        fillsScreen ? Rect(origin: .zero, size: device.screenSize) : device.safeArea
    }

    /// How many views of the layout (cell, header and footer templates included) are placed by
    /// `frame` and not by Auto Layout, and so do not re-flow on a device.
    package var framePlacedViewCount: Int {
        root.framePlacedCount
    }
}

extension ViewNode {
    /// Views of this subtree that carry a frame.
    fileprivate var framePlacedCount: Int {
        let own = frame == nil || autoLayout != nil ? 0 : 1
        return (children + (list?.templates ?? [])).reduce(own) { $0 + $1.framePlacedCount }
    }
}
