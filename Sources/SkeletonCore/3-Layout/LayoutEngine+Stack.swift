/// UIStackView's arrangement of its arranged subviews that have no frame; the others are placed by
/// their frame (an arranged one with a frame stays arranged: SkeletonView still descends into it).
/// A view hidden at run time takes no space (UIStackView lays hidden arranged views out of the
/// arrangement): it gets an empty frame where the next view starts.
extension LayoutEngine {
    /// One arranged child's lengths along (nil = flexible, a `fill` rule) and across the stack.
    private struct Arranged {
        /// The child.
        var node: ViewNode
        /// Its index among the stack's children.
        var index: Int
        /// Its length along the axis; nil for a `fill` rule (the distribution decides).
        var along: Double?
        /// Its length across the axis.
        var across: Double
        /// Its fit length along the axis (what `equalSpacing` gives a `fill` child).
        var fitAlong: Double
        /// True when its length along the axis fits its content (it may be compressed).
        var isFit: Bool
        /// The growth constraint (UILabel+Extensions.swift) behind `along` (vertical stacks) or
        /// `across` (horizontal).
        var growth: Double? = nil
        /// The growth constraint behind `fitAlong`.
        var fitGrowth: Double? = nil
    }

    /// A length along the axis and the growth constraint that made it, if any.
    private struct Length {
        /// Points.
        var value: Double
        /// The label's growth constraint when it set `value`.
        var growth: Double?
    }

    /// Places a stack's children.
    func stackChildren(of stack: ViewNode, in frame: Rect, rtl: Bool, path: String) -> [PlacedView] {
        let padding = LayoutLimits.insets(stack.padding)
        let content = frame.inset(by: padding)
        let vertical = stack.axis == .vertical
        let alongAvailable = vertical ? content.height : content.width
        let acrossAvailable = vertical ? content.width : content.height
        var items: [Arranged] = []
        for (index, child) in stack.children.enumerated() where child.isPlacedByStack && !child.isHiddenAtRuntime {
            items.append(measure(child, index: index, stack: stack, acrossAvailable: acrossAvailable))
        }
        let distributed = distribute(items, stack: stack, available: alongAvailable)
        let lengths = distributed.map(\.value)
        if !vertical {
            for index in items.indices {
                let height = acrossLength(
                    of: items[index].node, width: lengths[index], stack: stack, available: acrossAvailable)
                items[index].across = height.value
                items[index].growth = height.growth
            }
        }
        let spacing = LayoutLimits.coordinate(stack.spacing)
        let total = lengths.reduce(0, +)
        let gap =
            [.equalSpacing, .equalCentering].contains(stack.distribution) && items.count > 1
            ? max(spacing, (alongAvailable - total) / Double(items.count - 1)) : spacing
        var placed: [Int: PlacedView] = [:]
        var starts: [(index: Int, along: Double)] = []
        var cursor = 0.0
        for (item, length) in zip(items, distributed) {
            starts.append((item.index, cursor))
            let along = length.value
            let offsetAcross: Double
            switch stack.alignment {
            case .fill, .leading, .firstBaseline: offsetAcross = 0
            case .center: offsetAcross = (acrossAvailable - item.across) / 2
            case .trailing, .lastBaseline: offsetAcross = acrossAvailable - item.across
            }
            let rect: Rect
            if vertical {
                let x = rtl ? content.maxX - offsetAcross - item.across : content.minX + offsetAcross
                rect = Rect(x: x, y: content.minY + cursor, width: item.across, height: along)
            } else {
                let x = rtl ? content.maxX - cursor - along : content.minX + cursor
                rect = Rect(x: x, y: content.minY + offsetAcross, width: along, height: item.across)
            }
            cursor += along + gap
            placed[item.index] = place(
                item.node, frame: rect, rtl: isRightToLeft(item.node, inherited: rtl), role: .view, isArranged: true,
                path: path + "." + String(item.index), growth: vertical ? length.growth : item.growth)
        }
        let end = items.isEmpty ? 0 : cursor - gap
        for (index, child) in stack.children.enumerated() where child.isPlacedByStack && child.isHiddenAtRuntime {
            let along = starts.first { $0.index > index }?.along ?? end
            let rect =
                vertical
                ? Rect(x: content.minX, y: content.minY + along, width: 0, height: 0)
                : Rect(x: rtl ? content.maxX - along : content.minX + along, y: content.minY, width: 0, height: 0)
            placed[index] = place(
                child, frame: rect, rtl: isRightToLeft(child, inherited: rtl), role: .view, isArranged: true,
                path: path + "." + String(index))
        }
        return stack.children.enumerated().map { index, child in
            placed[index]
                ?? freeChild(
                    child, in: frame, rtl: rtl, isArranged: child.isArranged, path: path + "." + String(index))
        }
    }

    /// An arranged child's natural lengths: fixed rules win, `fit` measures the content (text wraps
    /// at the width across a vertical stack), `fill` is left to the distribution. Labels grow
    /// (UILabel+Extensions.swift). In a horizontal stack the height waits for the final width
    /// (`acrossLength`).
    private func measure(_ child: ViewNode, index: Int, stack: ViewNode, acrossAvailable: Double) -> Arranged {
        let node = skeletonMeasured(child)
        let acrossFallback: SizeRule = stack.alignment == .fill ? .fill : .fit
        if stack.axis == .vertical {
            let width = measurer.length(child.width, fallback: acrossFallback, available: acrossAvailable) {
                min(measurer.fitSize(of: node, proposedWidth: acrossAvailable).width, acrossAvailable)
            }
            let fitHeight = measurer.fitSize(of: node, proposedWidth: width).height
            let fitGrowth = heightGrowth(of: child, height: fitHeight)
            let fit = fitGrowth ?? fitHeight
            var height: Double?
            var growth: Double?
            switch child.height ?? .fit {
            case .fixed(let value):
                // The number is the label's own height constraint; growth replaces it.
                growth = heightGrowth(of: child, height: LayoutLimits.length(value))
                height = growth ?? LayoutLimits.length(value)
            case .fit:
                height = fit
                growth = fitGrowth
            case .fill:
                height = nil
            }
            return Arranged(
                node: child, index: index, along: height, across: width, fitAlong: fit,
                isFit: (child.height ?? .fit) == .fit, growth: growth, fitGrowth: fitGrowth)
        }
        let fit = measurer.fitSize(of: node, proposedWidth: nil).width
        var width: Double?
        switch child.width ?? .fit {
        case .fixed(let value): width = LayoutLimits.length(value)
        case .fit: width = fit
        case .fill: width = nil
        }
        return Arranged(
            node: child, index: index, along: width, across: 0, fitAlong: fit, isFit: (child.width ?? .fit) == .fit)
    }

    /// A horizontal stack child's height once its width is known (text wraps at that width).
    private func acrossLength(of child: ViewNode, width: Double, stack: ViewNode, available: Double) -> Length {
        let fallback: SizeRule = stack.alignment == .fill ? .fill : .fit
        let height = measurer.length(child.height, fallback: fallback, available: available) {
            measurer.fitSize(of: skeletonMeasured(child), proposedWidth: width).height
        }
        return grown(child, height, grows: true)
    }

    /// Lengths along the axis by the stack's distribution (heights of a vertical stack grown, as by
    /// UILabel+Extensions.swift).
    private func distribute(_ items: [Arranged], stack: ViewNode, available: Double) -> [Length] {
        guard !items.isEmpty else { return [] }
        let spacing = LayoutLimits.coordinate(stack.spacing)
        let free = available - spacing * Double(items.count - 1)
        let grows = stack.axis == .vertical
        switch stack.distribution {
        case .fillEqually:
            let share = max(free / Double(items.count), 0)
            return items.map { grown($0.node, share, grows: grows) }
        case .fill, .fillProportionally:
            let fixed = items.compactMap(\.along).reduce(0, +)
            let flexible = items.filter { $0.along == nil }.count
            let share = flexible > 0 ? max((free - fixed) / Double(flexible), 0) : 0
            let lengths = items.map { item in
                item.along.map { Length(value: $0, growth: item.growth) } ?? grown(item.node, share, grows: grows)
            }
            if grows { return lengths }
            return compressed(lengths.map(\.value), items: items, free: free).map { Length(value: $0, growth: nil) }
        case .equalSpacing, .equalCentering:
            return items.map { item in
                item.along.map { Length(value: $0, growth: item.growth) }
                    ?? Length(value: item.fitAlong, growth: item.fitGrowth)
            }
        }
    }

    /// A label's length after growth when `grows` (a height), else the length as is.
    private func grown(_ node: ViewNode, _ length: Double, grows: Bool) -> Length {
        guard grows, let growth = heightGrowth(of: node, height: length) else {
            return Length(value: length, growth: nil)
        }
        return Length(value: growth, growth: growth)
    }

    /// A horizontal stack too narrow for its children shrinks the `fit` ones (text truncates), in
    /// proportion to their widths, as UIStackView gives way on the content's compression resistance;
    /// fixed widths keep their length.
    private func compressed(_ lengths: [Double], items: [Arranged], free: Double) -> [Double] {
        let excess = lengths.reduce(0, +) - free
        let shrinkable = zip(lengths, items).filter { $0.1.isFit }.map(\.0).reduce(0, +)
        guard excess > 0, shrinkable > 0 else { return lengths }
        let factor = max(shrinkable - excess, 0) / shrinkable
        return zip(lengths, items).map { length, item in item.isFit ? length * factor : length }
    }

    /// The node as SkeletonView measures it in a stack: an empty label that would get lines is
    /// given the text " " so it keeps one line of height (SkeletonView's PR #380,
    /// UILabel+Extensions.swift).
    private func skeletonMeasured(_ child: ViewNode) -> ViewNode {
        guard child.kind == .label, (child.text ?? "").isEmpty,
            TextSkeletonParameters(node: child, appearance: appearance, metrics: metrics)?.desiredHeight != nil
        else { return child }
        var measured = child
        measured.text = " "
        return measured
    }
}
