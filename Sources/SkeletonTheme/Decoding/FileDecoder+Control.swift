import SkeletonCore

extension ViewKind {
    /// Controls that draw titles in content mode (their default font must be resolvable).
    var drawsTitles: Bool {
        [.segmentedControl, .searchBar, .navigationBar, .toolbar, .tabBar].contains(self)
    }
}

extension FileDecoder {
    /// A layer shadow: `{"color", "opacity", "offset": [width, height], "radius"}`, CALayer's
    /// defaults for missing keys (warned when the opacity leaves it invisible).
    func layerShadow(_ node: JSONNode, _ path: ValuePath) -> LayerShadow? {
        guard let object = object(node, path, what: "a shadow", keys: ["color", "opacity", "offset", "radius"]) else {
            return nil
        }
        var shadow = LayerShadow()
        if let color = object.read("color", color) { shadow.color = color }
        if let opacity = object.read("opacity", { number($0, $1, in: 0...1) }) { shadow.opacity = opacity }
        if let offset = object.read("offset", { size($0, $1, in: -Self.maxLength...Self.maxLength) }) {
            shadow.offset = offset
        }
        if let radius = object.read("radius", length) { shadow.radius = radius }
        if !object.has("opacity") {
            warning(
                "a shadow without `opacity` is invisible (CALayer's shadowOpacity defaults to 0)", at: node.offset,
                path,
                fix: "add \"opacity\": 0.2 (0…1)")
        }
        return shadow
    }

    /// A control's keys (only those of its kind are valid here), with UIKit's ranges checked.
    func readControl(_ object: ObjectReader, kind: ViewKind, into view: inout ViewNode) {
        var c = view.control
        if let on = object.read("isOn", bool) { c.isOn = on }
        if let design = object.read("systemDesign", { choice($0, $1, SystemDesign.allCases, noun: "system design") }) {
            c.design = design
        }
        c.onTintColor = object.read("onTintColor", color)
        c.tintColor =
            object.read("tintColor", color) ?? object.read("color", color)
            ?? object.read("currentPageIndicatorTintColor", color)
        if let segments = object.read("segments", strings) { c.segments = segments }
        if let index = object.read("selectedSegmentIndex", { integer($0, $1, in: -1...10_000) }) {
            c.selectedSegmentIndex = index
        }
        readRange(object, kind: kind, into: &c)
        if let progress = object.read("progress", { number($0, $1, in: 0...1) }) { c.progress = progress }
        if let animating = object.read("isAnimating", bool) { c.isAnimating = animating }
        if let hides = object.read("hidesWhenStopped", bool) { c.hidesWhenStopped = hides }
        if kind == .activityIndicatorView,
            let style = object.read(
                "style", { choice($0, $1, Choices.activityIndicatorStyle, noun: "activity indicator style") })
        {
            c.activityIndicatorStyle = style
        }
        if let pages = object.read("numberOfPages", { integer($0, $1, in: 0...1000) }) { c.numberOfPages = pages }
        if let page = object.read("currentPage", { integer($0, $1, in: 0...1000) }) { c.currentPage = page }
        c.placeholder = object.read("placeholder") { string($0, $1) }
        c.title = object.read("title") { string($0, $1) }
        if let large = object.read("prefersLargeTitles", bool) { c.prefersLargeTitles = large }
        if let items = object.read("items", strings) { c.items = items }
        c.selectedItemIndex = object.read("selectedItemIndex") { integer($0, $1, in: 0...10_000) }
        checkIndex(object, "selectedSegmentIndex", c.selectedSegmentIndex, count: c.segments.count, of: "segments")
        checkIndex(object, "currentPage", c.currentPage, count: c.numberOfPages, of: "numberOfPages")
        if let index = c.selectedItemIndex {
            checkIndex(object, "selectedItemIndex", index, count: c.items.count, of: "items")
        }
        view.control = c
    }

    /// `value`, `minimumValue` and `maximumValue` of a slider or stepper: the minimum below the
    /// maximum and the value between them (UIKit would silently clamp it).
    private func readRange(_ object: ObjectReader, kind: ViewKind, into c: inout ControlSpec) {
        let limit = -1_000_000.0...1_000_000.0
        if let minimum = object.read("minimumValue", { number($0, $1, in: limit) }) { c.minimumValue = minimum }
        c.maximumValue = object.read("maximumValue") { number($0, $1, in: limit) }
        let maximum = c.resolvedMaximum(for: kind)
        if c.minimumValue >= maximum, let node = object["maximumValue"] ?? object["minimumValue"] {
            error(
                "minimumValue \(Self.format(c.minimumValue)) is not below maximumValue \(Self.format(maximum))",
                at: node.offset, object.path.key(object.has("maximumValue") ? "maximumValue" : "minimumValue"),
                fix: "make minimumValue smaller than maximumValue")
            return
        }
        guard let node = object["value"], let value = number(node, object.path.key("value"), in: limit) else { return }
        guard (c.minimumValue...maximum).contains(value) else {
            error(
                "value \(Self.format(value)) is outside minimumValue…maximumValue (\(Self.format(c.minimumValue))…\(Self.format(maximum)))",
                at: node.offset, object.path.key("value"),
                fix:
                    "use a value between \(Self.format(c.minimumValue)) and \(Self.format(maximum)), or widen the range"
            )
            return
        }
        c.value = value
    }

    /// Reports an index key that names no element of its list (`list`: the key that sets its length).
    private func checkIndex(_ object: ObjectReader, _ key: String, _ index: Int, count: Int, of list: String) {
        guard let node = object[key], index >= 0, index >= count else { return }
        let noun = ["segments": "segment", "numberOfPages": "page", "items": "item"][list] ?? list
        let counted = count == 1 ? "is 1 \(noun)" : "are \(count) \(noun)s"
        error(
            "`\(key)` \(index) is past the end: there \(counted)", at: node.offset, object.path.key(key),
            fix: count > 0 ? "use an index from 0 to \(count - 1)" : "add `\(list)` first, or remove `\(key)`")
    }
}
