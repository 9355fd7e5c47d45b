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
