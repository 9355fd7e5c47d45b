import SkeletonCore

/// SkeletonView's decisions in words, one short line per reason: what `explain` prints under each
/// view and what the window's inspector shows for the view under the pointer, so the two never
/// disagree. Everything is read from the scene builder's `SkeletonDecision`s, nothing worked out again.
package struct DecisionWording {
    /// Every view's decision, to name the views that stop a descent or hide a subtree.
    package let decisions: [SkeletonDecision]

    /// Words for `decisions` (a layout's, in tree order).
    package init(decisions: [SkeletonDecision]) {
        self.decisions = decisions
    }

    /// What cells, headers and footers are called after their kind.
    static let roleNames: [PlacedRole: String] = [
        .tableCell: "(table cell)", .collectionCell: "(collection cell)", .tableHeaderFooter: "(section header/footer)",
        .collectionSupplementary: "(section header/footer)",
    ]

    /// A view as the reasons name it: its id, else its kind, with its place in the tree.
    package func name(_ path: String) -> String {
        guard let decision = decisions.first(where: { $0.path == path }) else { return path }
        return "\(decision.node.id ?? decision.node.kind.rawValue) (\(path))"
    }

    /// The view's name: id (or "-"), kind and place in the tree ("title label [0.2]").
    package func title(_ decision: SkeletonDecision) -> String {
        let node = decision.node
        let kind = Self.roleNames[decision.role].map { "\(node.kind.rawValue) \($0)" } ?? node.kind.rawValue
        return "\(node.id ?? "-") \(kind) [\(decision.path)]"
    }

    /// The view's heading: its title and where it is written
    /// ("title label [0.2]  Themes/layouts/feed.json:20:11").
    package func heading(_ decision: SkeletonDecision) -> String {
        title(decision) + (Self.location(of: decision.node).map { "  \($0)" } ?? "")
    }

    /// The reasons of one decision, one short line each.
    package func reasons(_ decision: SkeletonDecision) -> [String] {
        var lines: [String] = []
        switch decision.reach {
        case .root: lines.append("reached: showSkeleton is called on it (the root)")
        case .parent where decision.role.isReusableCell: lines.append("reached: a visible cell of a reached list")
        case .parent: lines.append("reached: a skeletonable subview of a reached skeletonable view")
        case .stopped(let stopper, .notSkeletonable) where stopper == decision.path:
            lines.append("not reached: isSkeletonable is false, so SkeletonView neither covers it nor looks inside")
            lines += flagFix(for: decision, stopper: stopper, bridges: false)
        case .stopped(let stopper, .notSkeletonable):
            lines.append("not reached: \(name(stopper)) is not skeletonable and stops the descent")
            if decision.node.isSkeletonable { lines += flagFix(for: decision, stopper: stopper, bridges: true) }
        case .stopped(let stack, .notArranged):
            lines.append("not reached: the descent only visits \(name(stack))'s arranged subviews")
        }
        lines += outcome(decision)
        switch decision.hidden {
        case .no: break
        case .itself: lines.append("hidden while the skeleton is active (isHiddenWhenSkeletonIsActive)")
        case .onceShown:
            lines.append(
                "hidden by show and never shown again: isHiddenWhenSkeletonIsActive on a root that is not skeletonable")
        case .inside(let path): lines.append("hidden while active with \(name(path))")
        }
        return lines
    }

    /// For a view of a storyboard or xib that the descent misses, the options that preview it as
    /// the app flags views in code: `--flag` on the view that stops the descent and, for a flagged
    /// view behind it, `--bridge` (every ancestor of a flagged view takes part). Theme views are
    /// fixed in the file, so they get no line.
    func flagFix(for decision: SkeletonDecision, stopper: String, bridges: Bool) -> [String] {
        guard let stopping = decisions.first(where: { $0.path == stopper }),
            let file = Self.location(of: stopping.node)?.file,
            file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
        else { return [] }
        let flag = stopping.node.id.map { "--flag \($0)" }
        let options = ([flag] + [bridges ? "--bridge" : nil]).compactMap { $0 }
        guard !options.isEmpty else { return [] }
        return [
            "fix: set isSkeletonable on \(name(stopper)) in Interface Builder, or preview it as the app flags it in "
                + "code: " + options.joined(separator: " or ")
        ]
    }

    /// What SkeletonView drew, explained.
    func outcome(_ decision: SkeletonDecision) -> [String] {
        switch decision.outcome {
        case .hiddenByUIKit: return ["not drawn: a stopped activity indicator that hides when stopped"]
        case .transparent: return ["not drawn: alpha is 0"]
        case .untouched: return []
        case .container: return ["container: it has skeletonable subviews, so it gets no skeleton of its own"]
        case .list(let list): return ["list: no skeleton of its own; " + Self.arithmetic(list)]
        case .block(let block): return blockLines(block)
        case .lines(let lines): return textLines(lines, isLabel: decision.node.kind == .label)
        }
    }

    /// A list's count with its arithmetic ("14 rows = ceil(600 / 44)").
    package static func arithmetic(_ list: ListCountExplanation) -> String {
        let unit = list.isTable ? "row" : "item"
        let counted = "\(list.count) \(unit)\(list.count == 1 ? "" : "s")"
        let visible = "\(list.visibleCells) visible cell\(list.visibleCells == 1 ? "" : "s")"
        if list.isExplicit { return "\(counted) (\(list.isTable ? "numberOfRows" : "numberOfItems")), \(visible)" }
        guard list.step > 0 else { return "0 \(unit)s: \(list.stepKey) is 0" }
        return "\(counted) = ceil(\(number(list.extent)) / \(number(list.step))) (\(list.stepKey)), \(visible)"
    }

    /// A block's size, reason and corner radius.
    func blockLines(_ block: BlockExplanation) -> [String] {
        let why =
            switch block.reason {
            case .notText: ""
            case .singleLineAsView: " (one line drawn as the whole view: renderSingleLineAsView)"
            case .noLineFits: " (no text line fits its height)"
            }
        let source = block.radiusFromView ? "skeletonCornerRadius" : "appearance skeletonCornerRadius"
        var lines = [
            "leaf: one block \(Self.number(block.size.width))×\(Self.number(block.size.height))\(why)",
            "corner radius \(Self.number(block.cornerRadius)) (\(source))",
        ]
        if let clip = block.clippedToRadius {
            lines.append("clipped round by its own cornerRadius \(Self.number(clip)) (clipsToBounds)")
        }
        return lines
    }

    /// A text leaf's line count, line height and grown height.
    func textLines(_ explanation: LinesExplanation, isLabel: Bool) -> [String] {
        let layout = explanation.layout
        let parameters = layout.parameters
        let count = layout.lineCount
        var lines = ["leaf: \(count) text line\(count == 1 ? "" : "s")"]
        let h = Self.number(parameters.lineHeight)
        let s = Self.number(parameters.spacing)
        switch explanation.countReason {
        case .fixed(let n, let fromSkeletonKey):
            lines.append(fromSkeletonKey ? "skeletonTextNumberOfLines = \(n)" : "numberOfLines = \(n)")
        case .fillsHeight(let height, let padding):
            let why = isLabel ? "numberOfLines = 0" : "a text view"
            let padded = padding > 0 ? "(\(Self.number(height)) − \(Self.number(padding)))" : Self.number(height)
            lines.append("\(why): round(\(padded) / (\(h) + \(s))) = \(count) lines fill the height")
        case .createdBefore:
            lines.append("created with \(count) lines in the layout before show moved it (they are made once)")
        }
        lines.append("line height \(h) (\(heightSource(explanation, parameters: parameters)))")
        let spacing = explanation.spacingFromView ? "skeletonLineSpacing" : "appearance multilineSpacing"
        let fill = explanation.fillFromView ? "lastLineFillPercent" : "appearance multilineLastLineFillPercent"
        let radius = explanation.radiusFromView ? "linesCornerRadius" : "appearance multilineCornerRadius"
        lines.append("spacing \(s) (\(spacing))")
        lines.append("last line \(Self.number(parameters.fillPercent))% wide (\(fill))")
        lines.append("line corner radius \(Self.number(parameters.cornerRadius)) (\(radius))")
        if let grown = explanation.grownTo {
            lines.append("grown on show to \(Self.number(grown)) high (definedMaxBounds)")
        }
        return lines
    }

    /// Where the line height comes from, in words.
    func heightSource(_ explanation: LinesExplanation, parameters: TextSkeletonParameters) -> String {
        let owner = { (fromView: Bool) in fromView ? "skeletonTextLineHeight" : "appearance textLineHeight" }
        switch explanation.heightSource {
        case .fixed(let fromView): return "\(owner(fromView)) fixed"
        case .relativeToFont(let fromView): return "\(owner(fromView)) relativeToFont: the font's line height"
        case .relativeToConstraints(let fromView):
            return "\(owner(fromView)) relativeToConstraints: height constraint / \(parameters.estimatedLines)"
        case .multilineHeightFallback(let fromView):
            return "\(owner(fromView)) relativeToConstraints without a height constraint: multilineHeight"
        }
    }

    /// Where the view is written: the theme or snapshot reader's place, else the Interface Builder element's.
    package static func location(of node: ViewNode) -> SourceLocation? {
        node.writtenAt.location ?? node.autoLayout?.location
    }

    /// A rectangle as "x,y w×h".
    package static func box(_ rect: Rect) -> String {
        "\(number(rect.minX)),\(number(rect.minY)) \(number(rect.width))×\(number(rect.height))"
    }

    /// A length without a useless ".0", at most 3 decimals.
    package static func number(_ value: Double) -> String { DebugJSON.format(value) }
}
