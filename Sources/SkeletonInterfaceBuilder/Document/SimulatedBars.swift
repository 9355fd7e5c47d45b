import SkeletonCore

/// The navigation and tab bars Interface Builder draws over a screen it does not store as views:
/// a controller's simulated metrics (`simulatedTopBarMetrics` / `simulatedBottomBarMetrics`, on the
/// controller or, in a xib, on the view), else what its place in the storyboard implies: the root
/// of a navigation controller (or shown from one) has its bar, with the navigation item's title, large
/// when the controller's bar `largeTitles`; a tab of a tab bar controller has the tab bar with every
/// tab's title, and the navigation bar too when a navigation controller shows the tab bar controller. The app's content is laid out below and above them, so without them a screen shows
/// an empty band where the bars are. They are drawn as content, never skeletonized, as UIKit's bars are
/// not in the controller's view.
struct SimulatedBars {
    /// The tallest status bar of the devices (62 points, iPhone 17 Pro): a band this high above an
    /// opaque navigation bar reaches the top of any screen.
    static let tallestStatusBar = 62.0

    /// What one controller shows.
    private struct Bars {
        var navigation = false
        /// An opaque navigation bar (`translucent="NO"`): the view lies below it, not under it.
        var opaqueNavigation = false
        var largeTitle = false
        var tabTitles: [String]?
        var selectedTab: Int?
    }

    /// Controller id → its bars, as the storyboard's relationships and segues imply them.
    private var inferred: [String: Bars] = [:]
    /// The document's controllers by the id of their view.
    private var controllerOfView: [String: IBNode] = [:]
    /// The status bar's height and the bottom inset (home indicator) of the document's device.
    private let statusBar: Double
    private let bottomInset: Double
    /// The bar heights of IB's canvas for the document's device.
    let metrics: BarMetrics

    /// The bars of `document`'s screens.
    init(document: IBNode) {
        let device = document.child("device")?["id"] ?? ""
        let toolsVersion = SystemDesign.toolsVersion(of: document)
        (statusBar, bottomInset) = Self.insets(ofDevice: device, toolsVersion: toolsVersion)
        metrics = DesignDevice(document: document).barMetrics(toolsVersion: toolsVersion)
        var controllers: [String: IBNode] = [:]
        for scene in document.child("scenes")?.children(named: "scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller.name.hasSuffix("Controller") {
                guard let id = controller["id"] else { continue }
                controllers[id] = controller
                if let view = controller.children.first(where: { $0["key"] == "view" }), let viewID = view["id"] {
                    controllerOfView[viewID] = controller
                }
            }
        }
        infer(controllers)
    }

    /// The bars over the screen whose root view is `view`, `size` points large, as views to draw on
    /// top, what they are (whose insets at the top and bottom, beyond the device's own, follow the
    /// device: `ScreenBars.insets`), and the height of the status bar and navigation bar the view
    /// lies below on the document's canvas (an opaque navigation bar, which IB and UIKit put the
    /// view below, with the status bar), nil for a view under them.
    func views(over view: IBNode, size: Size, file: String) -> (
        views: [MappedView], bars: ScreenBars, barsAbove: Double?
    ) {
        let controller = view["id"].flatMap { controllerOfView[$0] }
        var bars = controller.flatMap { $0["id"] }.flatMap { inferred[$0] } ?? Bars()
        for element in [controller, view].compactMap({ $0 }) {
            if let top = element.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) {
                bars.navigation = top.name == "simulatedNavigationBarMetrics"
                bars.opaqueNavigation = bars.navigation && top["translucent"] == "NO"
                // IB's explicit top bars (translucent, opaque, with a prompt) have no large title:
                // tinode's credentials screen, shown from a large-title bar, stores its grouped
                // table's first cell where a standard bar puts it.
                bars.largeTitle = false
            }
            if let bottom = element.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
                let ownTitle = controller?.child("tabBarItem", key: "tabBarItem")?["title"]
                bars.tabTitles = bottom.name == "simulatedTabBarMetrics" ? bars.tabTitles ?? [ownTitle ?? ""] : nil
            }
        }
        var views: [MappedView] = []
        var screenBars = ScreenBars()
        let root = view["id"] ?? ""
        let navigationBarID = "\(root)-simulated-1"
        /// Where a bar sits on any screen: the status band from the screen's top down to the
        /// navigation bar, the navigation bar ending at the safe area's top (which the bars extend),
        /// or from the safe area's bottom down to the screen's; above the root, for a view below an
        /// opaque bar: the bar ending at the root's top, the status band above it. The bars take
        /// their own heights on each device (`BarMetrics`), as UIKit's do.
        enum Pin { case statusBand, navigationBar, bottom, barAboveRoot, statusBandAboveRoot }
        func add(_ kind: ViewKind, _ frame: Rect, _ pin: Pin, _ configure: (inout ViewNode) -> Void = { _ in }) {
            var node = ViewNode(kind: kind)
            node.id = "\(root)-simulated-\(views.count)"
            node.isSkeletonable = false
            node.frame = frame
            node.control.barMetrics = metrics
            // Constraints to the root and its safe area (which includes the bars), so the bars follow
            // another device's width, status bar and home indicator as UIKit's do.
            let me = LayoutItem.view(node.id ?? "")
            let bar = LayoutItem.view(navigationBarID)
            var constraints = [
                LayoutConstraint(me, .left, .equal, .view(root), .left, constant: frame.minX),
                LayoutConstraint(me, .right, .equal, .view(root), .right, constant: frame.maxX - size.width),
            ]
            switch pin {
            case .statusBand:
                constraints += [
                    LayoutConstraint(me, .top, .equal, .view(root), .top),
                    LayoutConstraint(me, .bottom, .equal, bar, .top),
                ]
            case .navigationBar:
                constraints.append(LayoutConstraint(me, .bottom, .equal, .safeArea(of: root), .top))
            case .bottom:
                constraints += [
                    LayoutConstraint(me, .top, .equal, .safeArea(of: root), .bottom),
                    LayoutConstraint(me, .bottom, .equal, .view(root), .bottom),
                ]
            case .barAboveRoot:
                constraints.append(LayoutConstraint(me, .bottom, .equal, .view(root), .top))
            case .statusBandAboveRoot:
                // As high as the tallest status bar, so it reaches the screen's top on any device (the
                // screen cuts the rest off).
                constraints += [
                    LayoutConstraint(me, .bottom, .equal, bar, .top),
                    LayoutConstraint(me, .height, constant: Self.tallestStatusBar),
                ]
            }
            var layout = AutoLayoutSpec()
            layout.translatesAutoresizingMaskIntoConstraints = false
            layout.constraints = constraints
            if pin == .navigationBar || pin == .barAboveRoot {
                // The navigation bar is as high as UIKit makes it on the screen (its intrinsic height).
                layout.hugging.vertical = .required
                layout.compressionResistance.vertical = .required
            }
            node.autoLayout = layout
            configure(&node)
            views.append(MappedView(node: node, source: view, file: file, title: "simulated \(kind)"))
        }
        // A table or collection controller's list stays under the bars: its rows start below them
        // either way (the content inset), and a list clips what lies outside it.
        let belowTopBars = bars.opaqueNavigation && !["tableView", "collectionView"].contains(view.name)
        if bars.navigation {
            let item = controller?.child("navigationItem", key: "navigationItem")
            let title = item?["title"] ?? controller?["title"]
            screenBars.navigationBar = true
            screenBars.largeTitle = bars.largeTitle && item?["largeTitleDisplayMode"] != "never"
            let height = screenBars.insets(metrics).top
            // The bar's background reaches up under the status bar, as UIKit's does.
            if belowTopBars {
                let band = Rect(
                    x: 0, y: -height - Self.tallestStatusBar, width: size.width, height: Self.tallestStatusBar)
                add(.view, band, .statusBandAboveRoot) { $0.backgroundColor = ControlPalette.bar }
            } else {
                add(.view, Rect(x: 0, y: 0, width: size.width, height: statusBar), .statusBand) {
                    $0.backgroundColor = ControlPalette.bar
                }
            }
            add(
                .navigationBar,
                Rect(x: 0, y: belowTopBars ? -height : statusBar, width: size.width, height: height),
                belowTopBars ? .barAboveRoot : .navigationBar
            ) {
                $0.control.title = title
                $0.control.prefersLargeTitles = screenBars.largeTitle
            }
        }
        if let titles = bars.tabTitles {
            screenBars.tabBar = true
            let height = metrics.tabBar + bottomInset
            add(.tabBar, Rect(x: 0, y: size.height - height, width: size.width, height: height), .bottom) {
                $0.control.items = titles
                $0.control.selectedItemIndex = bars.selectedTab
            }
        }
        return (views, screenBars, belowTopBars ? statusBar + screenBars.insets(metrics).top : nil)
    }

    /// Follows the storyboard's relationships: navigation controllers' roots and what they show,
    /// tab bar controllers' tabs (through a navigation controller too).
    private mutating func infer(_ controllers: [String: IBNode]) {
        // A controller's segues: its own, and those of the buttons and cells in its view that trigger them.
        func segues(of controller: IBNode, _ kinds: Set<String>) -> [String] {
            var found: [String] = []
            var pending = [controller]
            while let node = pending.popLast() {
                for child in node.children {
                    if child.name == "segue", kinds.contains(child["relationship"] ?? child["kind"] ?? "") {
                        found.append(child["destination"] ?? "")
                    } else {
                        pending.append(child)
                    }
                }
            }
            return found
        }
        // Everything a navigation controller reaches by pushing, from its root: at most every controller once.
        func stack(from root: String) -> [String] {
            var seen: [String] = []
            var pending = [root]
            while let next = pending.popLast() {
                guard !seen.contains(next), let controller = controllers[next] else { continue }
                seen.append(next)
                pending += segues(of: controller, ["show", "push"])
            }
            return seen
        }
        for controller in controllers.values.sorted(by: { $0.line < $1.line }) {
            if controller.name == "navigationController", !controller.flag("navigationBarHidden") {
                let large = controller.child("navigationBar", key: "navigationBar")?.flag("largeTitles") ?? false
                // A navigation controller that is a tab of another file's tab bar controller says so
                // by its simulated tab bar: what it shows has that bar, with its one known tab.
                let tab =
                    controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }?.name
                        == "simulatedTabBarMetrics"
                    ? [controller.child("tabBarItem", key: "tabBarItem")?["title"] ?? ""] : nil
                for root in segues(of: controller, ["rootViewController"]) {
                    for id in stack(from: root) {
                        inferred[id, default: Bars()].navigation = true
                        inferred[id, default: Bars()].largeTitle = large
                        if let tab, !(controllers[id]?.flag("hidesBottomBarWhenPushed") ?? false) {
                            inferred[id, default: Bars()].tabTitles = tab
                            inferred[id, default: Bars()].selectedTab = 0
                        }
                    }
                }
            }
        }
        for controller in controllers.values.sorted(by: { $0.line < $1.line })
        where controller.name == "tabBarController" {
            let tabs = segues(of: controller, ["viewControllers"])
            let titles = tabs.map { controllers[$0]?.child("tabBarItem", key: "tabBarItem")?["title"] ?? "" }
            for (index, tab) in tabs.enumerated() {
                let navigation = controllers[tab]?.name == "navigationController" ? controllers[tab] : nil
                let shown =
                    navigation.map { segues(of: $0, ["rootViewController"]).flatMap { stack(from: $0) } } ?? [tab]
                for id in shown where !(controllers[id]?.flag("hidesBottomBarWhenPushed") ?? false) {
                    inferred[id, default: Bars()].tabTitles = titles
                    inferred[id, default: Bars()].selectedTab = index
                }
                // A tab bar controller a navigation controller shows puts its tabs under that bar.
                if navigation == nil, let id = controller["id"], let outer = inferred[id], outer.navigation {
                    inferred[tab, default: Bars()].navigation = true
                    inferred[tab, default: Bars()].largeTitle = outer.largeTitle
                }
            }
        }
    }

    /// The status bar's height and the home indicator's inset IB draws on a device (`<device id>`)
    /// in the canvas of `toolsVersion`.
    static func insets(ofDevice id: String, toolsVersion: Int) -> (statusBar: Double, bottom: Double) {
        let height = DesignDevice.devices[id]?.height ?? 0
        if !DesignDevice.drawsStatusBar(onPhoneOfHeight: height, toolsVersion: toolsVersion) {
            return (0, 0)
        }
        return switch id {
        case "retina6_12", "retina6_72": (59, 34)
        case "retina6_3": (62, 34)
        case "retina5_9", "retina5_4", "retina6_1", "retina6_5", "retina6_0", "retina6_7": (44, 34)
        case "ipad10_9rounded", "ipad11_0rounded", "ipad12_9rounded": (24, 20)
        default: (20, 0)
        }
    }
}

/// The safe area a scene was designed with. IB stores the frames it solved with the safe area of
/// the device it simulated, which depends on the Xcode version (an iPhone 8 scene saved by an
/// older Xcode has no status bar inset) and on simulated bars: a view pinned to the root's safe
/// area by a required constraint gives it exactly, so the file is read before the device table.
enum DesignSafeArea {
    /// The top and bottom safe-area insets `root` (a scene's root view of `size`) was laid out
    /// with: read from a view whose top or bottom is pinned to the safe area's top or bottom
    /// (a subview at any depth: a header's 24-point status band pinned under it tells an iPad's),
    /// else to the top or bottom margin of a root with a view controller's margins, which are the
    /// safe area's there (zotero's freeform xibs store a label pinned to the top margin at y 44),
    /// else `fallback`'s. Required pins come first; a pin below required tells the edge where none
    /// does (Delta's 300-point footer holds its stack 15 above the bottom margin at 999, stored 34
    /// above it: the home indicator's inset, which no required pin states).
    static func insets(of root: ViewNode, size: Size, fallback: EdgeInsets) -> EdgeInsets {
        guard let rootID = root.id, let spec = root.autoLayout else { return fallback }
        let marginsAreSafeArea = spec.hasRootViewMargins && spec.insetsLayoutMarginsFromSafeArea
        /// The safe area's edge (or vertical centre) `item.attribute` stands for, if it is one of the root's.
        func safeEdge(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> (LayoutAttribute, fromMargins: Bool)? {
            switch (item, attribute) {
            case (.safeArea(of: rootID), .top), (.safeArea(of: rootID), .bottom), (.safeArea(of: rootID), .centerY):
                (attribute, false)
            case (.layoutMargins(of: rootID), .top), (.layoutMargins(of: rootID), .bottom):
                marginsAreSafeArea ? (attribute, true) : nil
            case (.view(rootID), .topMargin): marginsAreSafeArea ? (.top, true) : nil
            case (.view(rootID), .bottomMargin): marginsAreSafeArea ? (.bottom, true) : nil
            default: nil
            }
        }
        let frames = storedFrames(in: root)
        // The first pin of each edge to the safe area, and to the margins, required pins first.
        var pinned: [LayoutAttribute: [PinKind: Double]] = [:]
        for constraint in spec.constraints where constraint.relation == .equal && constraint.multiplier == 1 {
            // `view.edge = guide.edge + c` or `guide.edge = view.edge + c`, each edge a top or bottom.
            let pairs: [(LayoutItem, LayoutAttribute, LayoutItem?, LayoutAttribute, Double)] = [
                (
                    constraint.firstItem, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute,
                    constraint.constant
                ),
                (
                    constraint.secondItem ?? constraint.firstItem, constraint.secondAttribute, constraint.firstItem,
                    constraint.firstAttribute, -constraint.constant
                ),
            ]
            for (view, viewAttribute, guide, guideAttribute, constant) in pairs {
                guard let (edge, fromMargins) = safeEdge(guide, guideAttribute), case .view(let id) = view,
                    id != rootID, let frame = frames[id]
                else { continue }
                let kind = PinKind(isRequired: constraint.priority.isRequired, fromMargins: fromMargins)
                guard pinned[edge]?[kind] == nil else { continue }
                switch (viewAttribute, edge == .centerY) {
                case (.top, false): pinned[edge, default: [:]][kind] = frame.minY - constant
                case (.bottom, false): pinned[edge, default: [:]][kind] = frame.maxY - constant
                case (.centerY, true): pinned[edge, default: [:]][kind] = frame.midY - constant
                default: continue
                }
            }
        }
        /// The edge's position by the strongest kind of pin that states it.
        func edge(_ attribute: LayoutAttribute) -> Double? {
            PinKind.allCases.lazy.compactMap { pinned[attribute]?[$0] }.first
        }
        var insets = fallback
        if let top = edge(.top) { insets.top = top }
        if let bottom = edge(.bottom) { insets.bottom = size.height - bottom }
        // A view centred on the safe area states the top inset less the bottom one: the top where no
        // pin states it, given the bottom (VLC's 44-point controls bar, an Xcode 16 iPhone 8 xib,
        // centres its stack 10 below the bar's middle: under a 20-point status bar; ProtonVPN's
        // search placeholder, an iPhone 11 freeform xib, centres its stack 5 below the view's
        // middle, where the iPhone 11's 44-point status bar less its 34-point home indicator puts it).
        if edge(.top) == nil, let centre = edge(.centerY) {
            insets.top = 2 * centre - (size.height - insets.bottom)
        }
        return insets
    }

    /// What pins a view to the safe area's edge, strongest first: a required pin to the guide,
    /// to the margins, then the same below required.
    private enum PinKind: CaseIterable, Hashable {
        case requiredToGuide, requiredToMargins, optionalToGuide, optionalToMargins

        /// The kind of a pin of that priority, to the guide or to the margins.
        init(isRequired: Bool, fromMargins: Bool) {
            self =
                switch (isRequired, fromMargins) {
                case (true, false): .requiredToGuide
                case (true, true): .requiredToMargins
                case (false, false): .optionalToGuide
                case (false, true): .optionalToMargins
                }
        }
    }

    /// The alignment rectangles (what constraints place) of the views inside `root` as stored, in
    /// its coordinates, by id, hidden ones too (AltStore sizes a scroll view's content by a hidden
    /// view pinned to the safe area); a misplaced view's and those inside it left out, as IB's stored
    /// frames there are not its solution. A classic slider pinned flush with the safe area's bottom
    /// of a 65-point popover is stored 1 point below it (RocketChat's brush sliders).
    private static func storedFrames(in root: ViewNode) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func visit(_ node: ViewNode, origin: Point) {
            for child in node.children + (node.autoLayout?.hiddenSubviews ?? []) {
                guard let frame = child.frame, child.autoLayout?.isMisplaced != true else { continue }
                let placed = Rect(
                    x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
                if let id = child.id, frames[id] == nil { frames[id] = placed.inset(by: child.alignmentOutsets) }
                visit(child, origin: placed.origin)
            }
        }
        visit(root, origin: Point(x: 0, y: 0))
        return frames
    }
}
