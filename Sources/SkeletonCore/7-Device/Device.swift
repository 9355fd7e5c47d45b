/// One device held one way: what `--device` names and what the window's I and O keys pick.
package struct Device: Hashable, Sendable {
    /// The hardware.
    package var model: DeviceModel
    /// How it is held.
    package var orientation: DeviceOrientation

    /// Creates a device.
    package init(_ model: DeviceModel, _ orientation: DeviceOrientation = .portrait) {
        self.model = model
        self.orientation = orientation
    }

    /// Every preset, each model in portrait then landscape, in `DeviceModel`'s order.
    package static let all: [Device] = DeviceModel.allCases.flatMap { [Device($0), Device($0, .landscape)] }

    /// The command-line name: the model's (`iphone-15`), with `-landscape` when on its side.
    package var name: String {
        orientation == .portrait ? model.rawValue : model.rawValue + "-landscape"
    }

    /// What labels and the header show: "iPhone 15" or "iPhone 15 landscape".
    package var displayName: String {
        orientation == .portrait ? model.displayName : model.displayName + " landscape"
    }

    /// The preset named `name` (case-insensitive), or nil.
    package init?(name: String) {
        guard let device = Self.all.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = device
    }

    /// The screen in points as held.
    package var screenSize: Size {
        let portrait = model.portraitSize
        return orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    /// The safe-area insets as held.
    package var safeAreaInsets: EdgeInsets {
        model.safeAreaInsets(orientation)
    }

    /// The heights of its bars: an iPad's, or an iPhone's by its size classes as held (on its side
    /// the height is compact, and the width too below the Plus and Max phones' 414 points).
    package var barMetrics: BarMetrics {
        BarMetrics(regularWidth: sizeClasses.width == .regular, compactHeight: sizeClasses.height == .compact)
    }

    /// UIKit's size classes as held: an iPad's regular both ways; an iPhone's compact width and
    /// regular height upright, compact height on its side, where the Plus and Max phones (414
    /// points and wider upright) are regular-width.
    package var sizeClasses: SizeClasses {
        if model == .iPad10 { return SizeClasses(width: .regular, height: .regular) }
        guard orientation == .landscape else { return .phonePortrait }
        return SizeClasses(width: model.portraitSize.width >= 414 ? .regular : .compact, height: .compact)
    }

    /// The safe area in screen points: where the layout's root view is laid out.
    package var safeArea: Rect {
        Rect(origin: .zero, size: screenSize).inset(by: safeAreaInsets)
    }

    /// The next preset model in the same orientation, then no device after the last (the window's I key).
    package var nextModel: Device? {
        let models = DeviceModel.allCases
        let index = models.firstIndex(of: model)! + 1
        return index < models.count ? Device(models[index], orientation) : nil
    }

    /// The same model turned a quarter (the window's O key).
    package var rotated: Device {
        Device(model, orientation == .portrait ? .landscape : .portrait)
    }
}

/// An Apple device the preview can frame a layout in: its screen in points (portrait), the safe-area
/// insets UIKit reports for a full-screen view controller in each orientation, and the hardware
/// features the frame draws (screen corner radius, sensor housing, home indicator).
package enum DeviceModel: String, CaseIterable, Hashable, Sendable {
    /// iPhone SE (2nd and 3rd generation): 4.7", home button, square screen corners.
    case iPhoneSE = "iphone-se"
    /// iPhone 15: 6.1", Dynamic Island.
    case iPhone15 = "iphone-15"
    /// iPhone 15 Pro Max: 6.7", Dynamic Island.
    case iPhone15ProMax = "iphone-15-pro-max"
    /// iPad (10th generation): 10.9", no home button.
    case iPad10 = "ipad-10"

    /// The name Apple sells it under.
    package var displayName: String {
        switch self {
        case .iPhoneSE: "iPhone SE"
        case .iPhone15: "iPhone 15"
        case .iPhone15ProMax: "iPhone 15 Pro Max"
        case .iPad10: "iPad (10th generation)"
        }
    }

    /// The screen in portrait, in points (Apple's device screen sizes).
    package var portraitSize: Size {
        switch self {
        case .iPhoneSE: Size(width: 375, height: 667)
        case .iPhone15: Size(width: 393, height: 852)
        case .iPhone15ProMax: Size(width: 430, height: 932)
        case .iPad10: Size(width: 820, height: 1180)
        }
    }

    /// `UIView.safeAreaInsets` of a full-screen view controller's view in `orientation`: the status
    /// bar (hidden in landscape on iPhone), the sensor housing and the home indicator.
    package func safeAreaInsets(_ orientation: DeviceOrientation) -> EdgeInsets {
        switch (self, orientation) {
        case (.iPhoneSE, .portrait): EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        case (.iPhoneSE, .landscape): .zero
        case (.iPhone15, .portrait), (.iPhone15ProMax, .portrait): EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        case (.iPhone15, .landscape), (.iPhone15ProMax, .landscape):
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        case (.iPad10, _): EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        }
    }

    /// The display's corner radius in points (0: square corners).
    package var screenCornerRadius: Double {
        switch self {
        case .iPhoneSE: 0
        case .iPhone15, .iPhone15ProMax: 55
        case .iPad10: 18
        }
    }

    /// Whether the top of the screen holds a Dynamic Island (drawn in portrait, at the side in landscape).
    package var hasDynamicIsland: Bool {
        self == .iPhone15 || self == .iPhone15ProMax
    }

    /// Whether a home indicator replaces the home button.
    package var hasHomeIndicator: Bool {
        self != .iPhoneSE
    }

    /// Whether the status bar shows in landscape (iPhones hide it, iPads keep it).
    package var showsStatusBarInLandscape: Bool {
        self == .iPad10
    }
}

/// Which way a device is held.
package enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    /// Upright: the screen's portrait size.
    case portrait
    /// On its side: width and height swapped.
    case landscape
}

extension LayoutSpec {
    /// The layout on `device`: its canvas becomes the device's whole screen (`fillsScreen`, with the
    /// device's safe area inside) or its safe area (only its width for one that `keepsHeight`), so the root and every stack and `fill`/`fit`
    /// size re-flow to the device's width, and views Auto Layout lays out (an Interface Builder
    /// file's) are solved at that size; a theme's views placed by `frame` keep their frames.
    package func laidOut(on device: Device) -> LayoutSpec {
        // UIKit applies the size-class variations of the device's classes at run time.
        var layout = inSizeClasses(device.sizeClasses)
        let installsOthers = layout.variedRoot != nil && layout.sizeClasses != sizeClasses
        layout.size = canvas(on: device).size
        layout.screenWidth = device.screenSize.width
        layout.root = layout.root.withBarMetrics(device.barMetrics)
        if let bars { layout.barInsets = bars.insets(device.barMetrics) }
        if fillsScreen {
            let insets = device.safeAreaInsets
            var top = insets.top + layout.barInsets.top
            if belowTopBars {
                // Below an opaque bar the root starts under it, out of the bars' and status bar's way.
                let screen = device.screenSize
                layout.root.frame = Rect(x: 0, y: top, width: screen.width, height: max(screen.height - top, 0))
                top = 0
            }
            layout.safeAreaInsets = EdgeInsets(
                top: top, left: insets.left, bottom: insets.bottom + layout.barInsets.bottom, right: insets.right)
        } else {
            // Placed inside the device's safe area, the layout reaches under none of it.
            layout.safeAreaInsets = .zero
        }
        // IB's stored frames are its solution at the design's size and safe area both: on a device of
        // that size with another safe area (Xcode 10.2 to 14.2 drew an iPhone 8 screen without the status
        // bar the phone has; Xcode 8 stored one below an opaque navigation bar) they are not, nor where
        // IB marks a view misplaced (its canvas draws it where the designer left it: owncloud's share
        // screens store their table 600 × 600 in the 375 × 667 view it fills), and the screen is solved
        // as on any other device; so is one shown in other size classes, whose variations differ.
        if layout.safeAreaInsets != safeAreaInsets || layout.root.hasMisplacedSubview || installsOthers {
            layout.root.autoLayout?.solvesAtDesignSize = true
        }
        return layout
    }

    /// Where the layout is drawn on `device`, in screen points: the whole screen for a view
    /// controller's view, which already runs under the status bar, the safe area's width at the
    /// layout's own height for one that `keepsHeight`, else the safe area.
    package func canvas(on device: Device) -> Rect {
        if fillsScreen { return Rect(origin: .zero, size: device.screenSize) }
        var area = device.safeArea
        if keepsHeight { area.size.height = size.height }
        return area
    }

    /// What of the device's screen the layout takes, in words: "full screen", "safe area" or
    /// "safe area width".
    package var canvasName: String {
        fillsScreen ? "full screen" : keepsHeight ? "safe area width" : "safe area"
    }

    /// How many views of the layout (cell, header and footer templates included) are placed by
    /// `frame` and not by Auto Layout, and so do not re-flow on a device.
    package var framePlacedViewCount: Int {
        root.framePlacedCount
    }
}

extension ViewNode {
    /// Whether a view below this one is marked misplaced (`AutoLayoutSpec.isMisplaced`).
    fileprivate var hasMisplacedSubview: Bool {
        children.contains { $0.autoLayout?.isMisplaced == true || $0.hasMisplacedSubview }
    }

    /// Views of this subtree that carry a frame.
    fileprivate var framePlacedCount: Int {
        let own = frame == nil || autoLayout != nil ? 0 : 1
        return (children + (list?.templates ?? [])).reduce(own) { $0 + $1.framePlacedCount }
    }
}
