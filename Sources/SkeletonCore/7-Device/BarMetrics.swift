/// The heights UIKit gives its bars on one kind of screen: the navigation bar and toolbar 44 points
/// on an iPhone held upright, 32 on one on its side whose width is compact (the iPhone SE's and
/// iPhone 15's landscape: compact height, no large titles), 44 and 49 with no large titles on the
/// wide phones on their side (regular width, as the Plus and Max phones keep their bars), and
/// 50 on an iPad from iOS 12 on (navigation bar, toolbar and tab bar alike); a large title adds its
/// 52-point band below the navigation bar where the screen shows one. A tab bar stacks each item's
/// title under its icon on an iPhone held upright only: elsewhere (regular width or compact height)
/// UIKit lays them side by side (UITabBarItemAppearance's `inline` and `compactInline` styles).
package struct BarMetrics: Hashable, Sendable {
    /// A UINavigationBar's height, without a large title.
    package var navigationBar: Double
    /// A UIToolbar's height.
    package var toolbar: Double
    /// A UITabBar's height above the home indicator's inset.
    package var tabBar: Double
    /// The band a large title adds below the navigation bar; 0 where large titles are not shown.
    package var largeTitleBand: Double
    /// Whether a tab bar puts each item's title beside its icon instead of under it.
    package var tabItemsSideBySide: Bool

    /// An iPhone held upright (and every screen before a device is chosen).
    package static let phone = BarMetrics(navigationBar: 44, toolbar: 44, tabBar: 49, largeTitleBand: 52)
    /// An iPhone of compact width on its side (compact height): the compact bars.
    package static let compactHeight = BarMetrics(
        navigationBar: 32, toolbar: 32, tabBar: 32, largeTitleBand: 0, tabItemsSideBySide: true)
    /// A wide iPhone on its side (regular width, compact height): the standard bars, no large title.
    package static let wideCompactHeight = BarMetrics(
        navigationBar: 44, toolbar: 44, tabBar: 49, largeTitleBand: 0, tabItemsSideBySide: true)
    /// An iPad from iOS 12 on.
    package static let pad = BarMetrics(
        navigationBar: 50, toolbar: 50, tabBar: 50, largeTitleBand: 52, tabItemsSideBySide: true)

    /// The metrics of a screen of these size classes: an iPad's (regular both ways, iOS 12 on),
    /// a phone's on its side by its width class, else a phone's upright.
    package init(regularWidth: Bool, compactHeight: Bool) {
        self =
            switch (regularWidth, compactHeight) {
            case (true, false): .pad
            case (true, true): .wideCompactHeight
            case (false, true): .compactHeight
            case (false, false): .phone
            }
    }

    /// Metrics of these heights, tab bar items stacked unless `tabItemsSideBySide`.
    package init(
        navigationBar: Double, toolbar: Double, tabBar: Double, largeTitleBand: Double, tabItemsSideBySide: Bool = false
    ) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.largeTitleBand = largeTitleBand
        self.tabItemsSideBySide = tabItemsSideBySide
    }
}

/// The bars a container controller puts over a screen (a navigation controller's bar, a tab bar
/// controller's tab bar), by kind: the heights they add to the safe area follow the device.
package struct ScreenBars: Hashable, Sendable {
    /// A navigation bar at the top.
    package var navigationBar = false
    /// Whether that bar shows a large title in a band below it (where the screen shows large titles).
    package var largeTitle = false
    /// A tab bar at the bottom.
    package var tabBar = false

    /// No bars.
    package init() {}

    /// The bars `names` name.
    package init(_ names: [ScreenBar]) {
        navigationBar = names.contains(.navigationBar) || names.contains(.largeTitle)
        largeTitle = names.contains(.largeTitle)
        tabBar = names.contains(.tabBar)
    }

    /// The names of the bars (a large title names its navigation bar too).
    package var names: [ScreenBar] {
        [navigationBar && !largeTitle ? .navigationBar : nil, largeTitle ? .largeTitle : nil, tabBar ? .tabBar : nil]
            .compactMap { $0 }
    }

    /// What the bars add to the safe area at the top and bottom with `metrics`.
    package func insets(_ metrics: BarMetrics) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if navigationBar { insets.top = metrics.navigationBar + (largeTitle ? metrics.largeTitleBand : 0) }
        if tabBar { insets.bottom = metrics.tabBar }
        return insets
    }
}

/// A theme's name of a bar over its screen (`"bars"`).
package enum ScreenBar: String, CaseIterable, Sendable {
    /// A navigation bar.
    case navigationBar
    /// A navigation bar with a large title.
    case largeTitle
    /// A tab bar.
    case tabBar
}

extension ViewNode {
    /// The subtree with every navigation bar, toolbar and tab bar measured with `metrics` (the
    /// screen's it is shown on), cell templates included.
    package func withBarMetrics(_ metrics: BarMetrics) -> ViewNode {
        var node = self
        if [.navigationBar, .toolbar, .tabBar].contains(kind) { node.control.barMetrics = metrics }
        node.children = children.map { $0.withBarMetrics(metrics) }
        node.list = list?.mapTemplates { $0.withBarMetrics(metrics) }
        node.autoLayout?.hiddenSubviews = autoLayout?.hiddenSubviews.map { $0.withBarMetrics(metrics) } ?? []
        return node
    }
}
