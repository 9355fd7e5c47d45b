import SkeletonCore

/// UIKit controls as IB stores them: the element's kind and the attributes a designer sets in the
/// inspector (on, value, segments, pages, progress, placeholder, bar items and titles).
enum ControlAttributes {
    /// IB element names of the controls the theme format draws.
    static let kinds: [String: ViewKind] = [
        "switch": .switchControl, "segmentedControl": .segmentedControl, "stepper": .stepper, "slider": .slider,
        "progressView": .progressView, "activityIndicatorView": .activityIndicatorView, "pageControl": .pageControl,
        "searchBar": .searchBar, "navigationBar": .navigationBar, "toolbar": .toolbar, "tabBar": .tabBar,
    ]

    /// Whether `element` is hidden in the designer's sense (the inspector's Hidden box). IB also writes
    /// `hidden="YES"` on a stopped activity indicator that hides when stopped (41 of 41 such
    /// indicators in public apps), as its object hides itself; its canvas lays the indicator out in
    /// place (a stack leaves it its room), so it is read as a shown view UIKit hides by its own state
    /// (`ViewNode.isHiddenByUIKit`).
    static func isHiddenInDesign(_ element: IBNode) -> Bool {
        guard element.flag("hidden") else { return false }
        let hidesItself =
            element.name == "activityIndicatorView" && !element.flag("animating") && element.flag("hidesWhenStopped")
        return !hidesItself
    }

    /// Reads the control's inspector attributes of `element` into `node` (a view of a control kind).
    static func read(_ element: IBNode, into node: inout ViewNode, reader: AttributeReader) {
        var c = ControlSpec()
        c.tintColor = reader.color("tintColor", of: element)
        switch node.kind {
        case .switchControl:
            c.design = reader.design
            c.isOn = element.flag("on")
            c.onTintColor = reader.color("onTintColor", of: element)
        case .segmentedControl:
            c.segments = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
            let index = Int(element["selectedSegmentIndex"] ?? "") ?? -1
            c.selectedSegmentIndex = (-1..<c.segments.count).contains(index) ? index : -1
        case .stepper, .slider:
            // A slider stores minValue/maxValue, a stepper minimumValue/maximumValue.
            c.minimumValue = element.number("minValue") ?? element.number("minimumValue") ?? 0
            let maximum =
                element.number("maxValue") ?? element.number("maximumValue") ?? c.resolvedMaximum(for: node.kind)
            c.maximumValue = max(maximum, c.minimumValue)
            c.value = min(max(element.number("value") ?? c.minimumValue, c.minimumValue), maximum)
            if node.kind == .slider {
                c.design = reader.design
                c.tintColor = reader.color("minimumTrackTintColor", of: element) ?? c.tintColor
            }
        case .progressView:
            c.progress = min(max(element.number("progress") ?? 0, 0), 1)
            c.tintColor = reader.color("progressTintColor", of: element) ?? c.tintColor
        case .activityIndicatorView:
            c.isAnimating = element.flag("animating")
            c.activityIndicatorStyle = ["large", "whiteLarge"].contains(element["style"] ?? "") ? .large : .medium
            // IB writes the attribute only when it is on (UIKit decodes a missing one as off): 19
            // stopped indicators without it in public apps are stored shown.
            c.hidesWhenStopped = element.flag("hidesWhenStopped")
            c.tintColor = reader.color("color", of: element)
        case .pageControl:
            c.numberOfPages = min(max(Int(element["numberOfPages"] ?? "") ?? 0, 0), 1000)
            c.currentPage = min(max(Int(element["currentPage"] ?? "") ?? 0, 0), max(c.numberOfPages - 1, 0))
            c.tintColor = reader.color("currentPageIndicatorTintColor", of: element)
        case .searchBar:
            c.design = reader.design
            c.placeholder = element["placeholder"]
            node.text = element["text"]
        case .navigationBar:
            c.design = reader.design
            c.title = element.child("items")?.children(named: "navigationItem").last?["title"]
        case .toolbar:
            c.items = barItems(element, named: "barButtonItem").map { $0["title"] ?? "" }
        case .tabBar:
            let items = barItems(element, named: "tabBarItem")
            c.items = items.map { $0["title"] ?? "" }
            c.selectedItemIndex = element["selectedItem"].flatMap { id in items.firstIndex { $0["id"] == id } }
        case .view, .label, .textView, .textField, .imageView, .button, .stack, .table, .collection, .spacer:
            return
        }
        node.control = c
    }

    /// A bar's titled items (flexible and fixed spaces carry no title and take no slot).
    private static func barItems(_ element: IBNode, named name: String) -> [IBNode] {
        (element.child("items")?.children(named: name) ?? []).filter { $0["title"] != nil }
    }
}
