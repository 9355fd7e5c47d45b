import SkeletonCore

/// The keys of a control as a theme file writes them: every key of its kind, defaults included.
enum ControlWriter {
    /// The members for a control of `kind`.
    static func members(of c: ControlSpec, kind: ViewKind) -> [(key: String, value: DebugJSON)] {
        var m: [(key: String, value: DebugJSON)] = []
        func titles(_ list: [String]) -> DebugJSON { .array(list.map { .string($0) }) }
        switch kind {
        case .switchControl:
            m.append(("isOn", .bool(c.isOn)))
            if let tint = c.onTintColor { m.append(("onTintColor", ThemeWriter.color(tint))) }
        case .segmentedControl:
            m += [("segments", titles(c.segments)), ("selectedSegmentIndex", .number(Double(c.selectedSegmentIndex)))]
        case .stepper, .slider:
            m += [("value", .number(c.value)), ("minimumValue", .number(c.minimumValue))]
            // Unset, the maximum keeps following the kind's UIKit default.
            if let maximum = c.maximumValue { m.append(("maximumValue", .number(maximum))) }
            if kind == .slider, let tint = c.tintColor { m.append(("tintColor", ThemeWriter.color(tint))) }
        case .progressView:
            m.append(("progress", .number(c.progress)))
            if let tint = c.tintColor { m.append(("tintColor", ThemeWriter.color(tint))) }
        case .activityIndicatorView:
            m += [
                ("isAnimating", .bool(c.isAnimating)), ("hidesWhenStopped", .bool(c.hidesWhenStopped)),
                ("style", .string(c.activityIndicatorStyle.rawValue)),
            ]
            if let tint = c.tintColor { m.append(("color", ThemeWriter.color(tint))) }
        case .pageControl:
            m += [("numberOfPages", .number(Double(c.numberOfPages))), ("currentPage", .number(Double(c.currentPage)))]
            if let tint = c.tintColor { m.append(("currentPageIndicatorTintColor", ThemeWriter.color(tint))) }
        case .searchBar:
            if let placeholder = c.placeholder { m.append(("placeholder", .string(placeholder))) }
        case .navigationBar:
            if let title = c.title { m.append(("title", .string(title))) }
        case .toolbar, .tabBar:
            m.append(("items", titles(c.items)))
            if kind == .tabBar, let index = c.selectedItemIndex {
                m.append(("selectedItemIndex", .number(Double(index))))
            }
            if let tint = c.tintColor { m.append(("tintColor", ThemeWriter.color(tint))) }
        case .view, .label, .textView, .textField, .imageView, .button, .stack, .table, .collection, .spacer:
            break
        }
        return m
    }
}
