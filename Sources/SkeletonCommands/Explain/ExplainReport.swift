import SkeletonCompose
import SkeletonCore

/// The scene builder's decisions for a layout, worded for people (`text`) and as stable JSON
/// (`json`): one entry per view, in tree order.
struct ExplainReport {
    /// Every view's decision, to name the views that stop a descent or hide a subtree.
    let decisions: [SkeletonDecision]
    /// The decisions to print.
    let shown: [SkeletonDecision]
    /// The layout's name.
    let layout: String
    /// The file as the user named it.
    let file: String
    /// The theme's appearance (the fallbacks a view's keys override).
    let appearance: SkeletonAppearance
    /// Light or dark.
    let scheme: ColorScheme
    /// How far the views shown jump when the content replaces the skeleton.
    let shift: LayoutShift
    /// How far each skeleton view is from the `--overlay` screenshot's ink; nil without one.
    let edges: EdgeMeasurement?

    /// The skeleton colours for the scheme.
    var colors: ResolvedSkeletonColors { ResolvedSkeletonColors(appearance: appearance, scheme: scheme) }

    /// What cells, headers and footers are called after their kind.
    static let roleNames: [PlacedRole: String] = [
        .tableCell: "(table cell)", .collectionCell: "(collection cell)", .tableHeaderFooter: "(section header/footer)",
        .collectionSupplementary: "(section header/footer)",
    ]

    /// A view as the report names it: its id, else its kind, with its place in the tree.
    func name(_ path: String) -> String {
        guard let decision = decisions.first(where: { $0.path == path }) else { return path }
        return "\(decision.node.id ?? decision.node.kind.rawValue) (\(path))"
    }

    /// One block per view, indented by depth.
    var text: String {
        let tint = colors.tint
        var lines = [
            "layout '\(layout)' of \(file)",
            "skeleton colour \(tint.hexString), its complement \(tint.complementary.hexString) (\(scheme.rawValue)); "
                + "gradient " + colors.gradient.map(\.hexString).joined(separator: " "),
        ]
        for decision in shown {
            let indent = String(repeating: "  ", count: decision.depth)
            let node = decision.node
            let place = Self.location(of: node).map { "  \($0)" } ?? ""
            let kind = Self.roleNames[decision.role].map { "\(node.kind.rawValue) \($0)" } ?? node.kind.rawValue
            lines.append("\(indent)\(node.id ?? "-") \(kind) [\(decision.path)]\(place)")
            lines += (reasons(decision) + edgeLines(decision)).map { "\(indent)  " + $0 }
        }
        let edgeSummary = edges.map { [EdgeReport.summary($0)] } ?? []
        return (lines + shiftLines + edgeSummary).joined(separator: "\n")
    }

    /// How far the view's skeleton is from the screenshot's ink beneath it, when it was measured.
    func edgeLines(_ decision: SkeletonDecision) -> [String] {
        guard let view = edges?.views.first(where: { $0.path == decision.path }) else { return [] }
        guard let edges = view.edges, let offBy = view.offBy else {
            return ["screenshot: no text or image beneath its skeleton"]
        }
        let over = offBy > EdgeMeasurement.threshold ? " (over \(Self.number(EdgeMeasurement.threshold)) pt)" : ""
        return [
            "screenshot: off by \(EdgeReport.number(offBy)) pt\(over): the skeleton reaches past the ink by top "
                + "\(EdgeReport.signed(edges.top)), left \(EdgeReport.signed(edges.left)), bottom "
                + "\(EdgeReport.signed(edges.bottom)), right \(EdgeReport.signed(edges.right))"
        ]
    }

    /// The layout shift: the score, then each view that moves or resizes, before → after.
    var shiftLines: [String] {
        guard !shift.views.isEmpty else {
            let what = shown.count == decisions.count ? "the content takes" : "these views' content takes"
            return ["layout shift 0: \(what) the skeleton's place exactly"]
        }
        return ["layout shift \(Self.number(shift.score)) when the content replaces the skeleton (x,y w×h):"]
            + shift.views.map { view in
                "  \(view.node.id ?? "-") \(view.node.kind.rawValue) [\(view.path)]: \(Self.box(view.skeleton)) → "
                    + "\(Self.box(view.content)) (\(Self.number(view.score)))"
            }
    }

    /// A rectangle as "x,y w×h".
    static func box(_ rect: Rect) -> String {
        "\(number(rect.minX)),\(number(rect.minY)) \(number(rect.width))×\(number(rect.height))"
    }

    /// The reasons of one decision, one short line each.
    func reasons(_ decision: SkeletonDecision) -> [String] {
        var lines: [String] = []
        switch decision.reach {
        case .root: lines.append("reached: showSkeleton is called on it (the root)")
        case .parent where decision.role.isReusableCell: lines.append("reached: a visible cell of a reached list")
        case .parent: lines.append("reached: a skeletonable subview of a reached skeletonable view")
        case .stopped(let stopper, .notSkeletonable) where stopper == decision.path:
            lines.append("not reached: isSkeletonable is false, so SkeletonView neither covers it nor looks inside")
        case .stopped(let stopper, .notSkeletonable):
            lines.append("not reached: \(name(stopper)) is not skeletonable and stops the descent")
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
    static func arithmetic(_ list: ListCountExplanation) -> String {
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
    static func location(of node: ViewNode) -> SourceLocation? {
        node.writtenAt.location ?? node.autoLayout?.location
    }

    /// A length without a useless ".0", at most 3 decimals.
    static func number(_ value: Double) -> String { DebugJSON.format(value) }
}
