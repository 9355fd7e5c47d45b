import SkeletonCore

/// The device IB's canvas drew a document on (`<device id=… orientation=…>`): its screen as the
/// document holds it, its size classes and the safe area the canvas gave a full-screen view there.
/// Read once per document, so the loader, the attribute reader and the simulated bars agree on one
/// screen (its width in landscape is the portrait height).
struct DesignDevice {
    /// IB's id of the device (`retina6_1`); empty when the document names none.
    let id: String
    /// Whether the document holds the device on its side.
    let landscape: Bool
    /// The device's screen in the document's orientation; nil for a device IB's table below lacks.
    let knownScreen: Size?

    /// The device of `document`; a tvOS document that names none (Xcode 7 to 9 saved them so:
    /// VLC's about screen, SkeletonView's tvOS example) was drawn on the Apple TV, its only device.
    init(document: IBNode) {
        let device = document.child("device")
        let isTV = document["type"]?.contains("AppleTV") ?? false
        self.init(id: device?["id"] ?? (isTV ? "appleTV" : ""), landscape: device?["orientation"] == "landscape")
    }

    /// The Apple TV's screen in points, the one size a tvOS document is laid out for.
    static var appleTVScreen: Size { devices["appleTV"] ?? Size(width: 1920, height: 1080) }

    /// The device `id` held portrait or on its side.
    init(id: String, landscape: Bool) {
        self.id = id
        self.landscape = landscape
        self.knownScreen = Self.devices[id].map { landscape ? Size(width: $0.height, height: $0.width) : $0 }
    }

    /// The screen in the document's orientation; an iPhone 8's (375 × 667, turned with the
    /// document) for a device IB's table lacks, the size IB's oldest documents were drawn at.
    var screen: Size {
        knownScreen ?? (landscape ? Size(width: 667, height: 375) : Size(width: 375, height: 667))
    }

    /// The size classes UIKit reports for the device held as the document holds it.
    var traits: SizeClasses {
        if id.lowercased().hasPrefix("ipad") || id == "appleTV" {
            return SizeClasses(width: .regular, height: .regular)
        }
        guard landscape else { return .phonePortrait }
        // The large phones are regular-width on their side.
        let wide = ["retina5_5", "retina6_5", "retina6_1", "retina6_72"].contains(id)
        return SizeClasses(width: wide ? .regular : .compact, height: .compact)
    }

    /// The bar heights IB's canvas of `toolsVersion` draws on the device, as UIKit's of its size
    /// classes: an iPad's 50-point bars from Xcode 10 (iOS 12's; blink's Xcode 14 settings store
    /// an iPad navigation bar 102 high with its large title, zotero's Xcode 16 share sheet one 50
    /// high with the view pinned below it at y 74), iOS 11's 44 and 49 before; a phone's by its
    /// size classes as held. tvOS documents keep a phone's (their bars are not modelled).
    func barMetrics(toolsVersion: Int) -> BarMetrics {
        if id == "appleTV" || (id.lowercased().hasPrefix("ipad") && toolsVersion < Self.firstPadBarsToolsVersion) {
            return .phone
        }
        return BarMetrics(regularWidth: traits.width == .regular, compactHeight: traits.height == .compact)
    }

    /// The first tools version of Xcode 10, whose canvas draws iOS 12's 50-point iPad bars.
    static let firstPadBarsToolsVersion = 14000

    /// Points of the devices IB documents are drawn for (`<device id=…>`), portrait.
    static let devices: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480), "retina4_0": Size(width: 320, height: 568),
        "retina4_7": Size(width: 375, height: 667), "retina5_5": Size(width: 414, height: 736),
        "retina5_9": Size(width: 375, height: 812), "retina6_1": Size(width: 414, height: 896),
        "retina6_5": Size(width: 414, height: 896), "retina6_12": Size(width: 393, height: 852),
        "retina6_0": Size(width: 390, height: 844), "retina6_7": Size(width: 428, height: 926),
        "retina6_3": Size(width: 402, height: 874), "ipad11_0rounded": Size(width: 834, height: 1194),
        "ipad12_9rounded": Size(width: 1024, height: 1366),
        "retina6_72": Size(width: 430, height: 932), "retina5_4": Size(width: 375, height: 812),
        "iPad": Size(width: 768, height: 1024), "ipad9_7": Size(width: 768, height: 1024),
        "appleTV": Size(width: 1920, height: 1080),
        "ipad10_9rounded": Size(width: 820, height: 1180), "ipad12_9": Size(width: 1024, height: 1366),
    ]

    /// The safe-area insets (top, bottom) the canvas of `toolsVersion` gives a full-screen view
    /// controller `screen` points large on this device, by the screen's portrait height: the status
    /// bar on home-button phones and iPads, the sensor housing and home indicator on the others.
    /// The canvas of Xcode 14 and later (`toolsVersion` 21000 on) draws the iPhone 11 (retina6_1)
    /// and the iPhone X (retina5_9) under iOS 16's taller status bars, 48 and 50 points; the
    /// earlier canvases, and every canvas for the 390- and 428-point phones, 44 (views pinned to the
    /// safe area's top in public apps' storyboards agree, 13 of them in iPhone 11 files from 21000
    /// on). The canvases of Xcode 10.2 to 14.2 draw the home-button phones without a status bar.
    func safeArea(ofScreen screen: Size, toolsVersion: Int) -> EdgeInsets {
        let portraitHeight = max(screen.width, screen.height)
        var (top, bottom): (Double, Double) =
            switch portraitHeight {
            case 812, 844, 896, 926: (44, 34)
            case 852, 932: (59, 34)
            case 874: (62, 34)
            case 480, 568, 667, 736, 1024, 1366: (20, 0)
            case 1180, 1194: (24, 20)
            default: (0, 0)
            }
        if toolsVersion >= Self.firstTallStatusBarToolsVersion, portraitHeight == Self.devices[id]?.height,
            let taller = Self.tallStatusBars[id]
        {
            top = taller
        }
        if !Self.drawsStatusBar(onPhoneOfHeight: portraitHeight, toolsVersion: toolsVersion) { top = 0 }
        return screen.width > screen.height ? .zero : EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Whether the canvas of `toolsVersion` draws a status bar over a full-screen view controller on
    /// a phone `portraitHeight` points high: not on the home-button phones (480 to 736 points) from
    /// Xcode 10.2 to 14.2 (views pinned to the safe area's top on an iPhone 8 or SE in public apps'
    /// storyboards lie at y 0, or 44 under a navigation bar, in 17 files of tools versions 14868 to
    /// 21507, and at y 20, or 64, in the 11 files up to 14490 and from 21701 on).
    static func drawsStatusBar(onPhoneOfHeight portraitHeight: Double, toolsVersion: Int) -> Bool {
        !([480, 568, 667, 736].contains(portraitHeight) && statuslessHomeButtonToolsVersions.contains(toolsVersion))
    }

    /// The tools versions whose canvas draws no status bar on the home-button phones.
    static let statuslessHomeButtonToolsVersions = 14_868..<21_701

    /// The first tools version (Xcode 14) whose canvas has iOS 16's taller status bars.
    static let firstTallStatusBarToolsVersion = 21_000

    /// The safe area's top on the devices whose status bar that canvas makes taller, by device.
    static let tallStatusBars: [String: Double] = ["retina6_1": 48, "retina5_9": 50]
}
