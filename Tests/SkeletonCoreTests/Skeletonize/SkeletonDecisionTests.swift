import SkeletonCore
import TestSupport
import Testing

/// The decisions the scene builder records while drawing (what `explain` prints), each worked out
/// from SkeletonView 1.31's source as named in the test.
@Suite struct SkeletonDecisionTests {
    /// The decisions of a layout prepared as the app draws it (growth on show included), by id.
    static func decisions(
        _ spec: LayoutSpec, appearance: SkeletonAppearance = .default, metrics: FakeTextMetrics = FakeTextMetrics()
    ) -> [String: SkeletonDecision] {
        var theme = Theme(name: "t")
        theme.appearance = appearance
        let prepared = PreparedLayout(layout: spec, theme: theme, metrics: metrics, options: LayoutOptions())
        var byID: [String: SkeletonDecision] = [:]
        for decision in prepared.scene.decisions {
            if let id = decision.node.id, byID[id] == nil { byID[id] = decision }
        }
        return byID
    }

    /// The one decision with `id` in a layout of `children`.
    static func decision(
        _ id: String, in children: [ViewNode], appearance: SkeletonAppearance = .default,
        metrics: FakeTextMetrics = FakeTextMetrics()
    ) throws -> SkeletonDecision {
        try #require(decisions(screen(children), appearance: appearance, metrics: metrics)[id])
    }

    /// The lines explanation of a text leaf's decision.
    static func lines(of decision: SkeletonDecision) throws -> LinesExplanation {
        guard case .lines(let lines) = decision.outcome else { throw DecisionMismatch(outcome: decision.outcome) }
        return lines
    }

    /// SkeletonTextNode.swift: numberOfLines 0 gives n = 0, and CALayer+Extensions.swift's
    /// `numberOfLines` fills the height: round(100 / (15 + 10)) = 4. UILabel+Extensions.swift's
    /// growth (h·0 + s·(0 − 1) = −10) does not exceed 100, so the label does not grow.
    @Test func labelWithZeroLinesFillsItsHeightWithFourLines() throws {
        let decision = try Self.decision("bio", in: [label(rect(0, 0, 200, 100), lines: 0, id: "bio")])
        let lines = try Self.lines(of: decision)
        #expect(lines.layout.lineCount == 4)
        #expect(lines.countReason == .fillsHeight(height: 100, padding: 0))
        #expect(lines.heightSource == .fixed(fromView: false))
        #expect(lines.layout.parameters.lineHeight == 15)
        #expect(lines.grownTo == nil)
        #expect(decision.reach == .parent)
    }

    /// UILabel+Extensions.swift: numberOfLines 3 grows a 20-point label to 3·15 + 2·10 = 65.
    @Test func threeLineLabelKeepsItsCountAndGrowsTo65() throws {
        let decision = try Self.decision("title", in: [label(rect(0, 0, 200, 20), lines: 3, id: "title")])
        let lines = try Self.lines(of: decision)
        #expect(lines.layout.lineCount == 3)
        #expect(lines.countReason == .fixed(3, fromSkeletonKey: false))
        #expect(lines.grownTo == 65)
    }

    /// SkeletonTextNode.swift's `estimatedLineHeight`: `relativeToFont` is UIFont.lineHeight (17.5
    /// here), so round(100 / (17.5 + 10)) = 4 lines; the view's own key is the source.
    @Test func relativeToFontTakesTheFontsLineHeightFromTheViewsKey() throws {
        var bio = label(rect(0, 0, 200, 100), lines: 0, id: "bio")
        bio.skeletonTextLineHeight = .relativeToFont
        let decision = try Self.decision("bio", in: [bio], metrics: FakeTextMetrics(fontLineHeight: 17.5))
        let lines = try Self.lines(of: decision)
        #expect(lines.layout.parameters.lineHeight == 17.5)
        #expect(lines.layout.lineCount == 4)
        #expect(lines.heightSource == .relativeToFont(fromView: true))
    }

    /// `skeletonTextNumberOfLines` overrides numberOfLines (SkeletonTextNode.swift).
    @Test func skeletonTextNumberOfLinesIsNamedAsTheCountsSource() throws {
        var bio = label(rect(0, 0, 200, 100), lines: 0, id: "bio")
        bio.skeletonTextNumberOfLines = .custom(2)
        let decision = try Self.decision("bio", in: [bio])
        let lines = try Self.lines(of: decision)
        #expect(lines.countReason == .fixed(2, fromSkeletonKey: true))
    }

    /// SkeletonLayer.swift's `holderAsTextView`: a one-line label with `renderSingleLineAsView` is
    /// one rectangle of the view's bounds.
    @Test func singleLineLabelDrawnAsViewIsABlockSaysWhy() throws {
        var appearance = SkeletonAppearance.default
        appearance.renderSingleLineAsView = true
        let decision = try Self.decision(
            "name", in: [label(rect(0, 0, 120, 20), lines: 1, id: "name")], appearance: appearance)
        #expect(
            decision.outcome
                == .block(
                    BlockExplanation(
                        reason: .singleLineAsView, size: Size(width: 120, height: 20), cornerRadius: 0,
                        radiusFromView: false)))
    }

    /// UIView+SkeletonView.swift's `recursiveShowSkeleton`: the root with a skeletonable subview is
    /// a container; a subview without skeletonable subviews is a leaf covered by a block with its
    /// own `skeletonCornerRadius`.
    @Test func containerHasNoSkeletonAndLeafBlockNamesItsRadiusSource() throws {
        var avatar = view(.imageView, id: "avatar", frame: rect(16, 16, 48, 48))
        avatar.skeletonCornerRadius = 24
        var root = view(.view, id: "card", children: [avatar])
        root.frame = nil
        let all = Self.decisions(screen(root: root))
        #expect(all["card"]?.outcome == .container)
        #expect(all["card"]?.reach == .root)
        #expect(
            all["avatar"]?.outcome
                == .block(
                    BlockExplanation(
                        reason: .notText, size: Size(width: 48, height: 48), cornerRadius: 24, radiusFromView: true)))
    }

    /// SkeletonView adds its layer as a sublayer (UIView+Extensions.swift's `addSkeletonLayer`), so
    /// a view clipping to its 22-point cornerRadius draws its square skeleton round.
    @Test func clippedViewSaysItsBlockIsClippedRound() throws {
        var avatar = view(.imageView, id: "avatar", frame: rect(0, 0, 44, 44))
        avatar.cornerRadius = 22
        avatar.clipsToBounds = true
        let decision = try Self.decision("avatar", in: [avatar])
        guard case .block(let block) = decision.outcome else { throw DecisionMismatch(outcome: decision.outcome) }
        #expect(block.cornerRadius == 0)
        #expect(block.clippedToRadius == 22)
    }

    /// A view's own `skeletonLineSpacing` and `lastLineFillPercent` are named as the sources.
    @Test func linesNameTheViewsOwnSpacingAndFillKeys() throws {
        var bio = label(rect(0, 0, 200, 100), lines: 0, id: "bio")
        bio.skeletonLineSpacing = 6
        let lines = try Self.lines(of: try Self.decision("bio", in: [bio]))
        #expect(lines.spacingFromView)
        #expect(!lines.fillFromView)
        #expect(lines.layout.parameters.spacing == 6)
    }

    /// SubviewsSkeletonables.swift: a view that is not skeletonable stops the descent, so neither it
    /// nor its skeletonable label is reached; the label names it as the view that stopped it.
    @Test func unreachedViewNamesTheAncestorThatStoppedTheDescent() throws {
        var badge = view(
            .view, id: "badge", frame: rect(0, 0, 100, 30), children: [label(rect(4, 4, 60, 20), id: "text")])
        badge.isSkeletonable = false
        let all = Self.decisions(screen([badge]))
        #expect(all["badge"]?.reach == .stopped(by: "0.0", because: .notSkeletonable))
        #expect(all["badge"]?.outcome == .untouched)
        #expect(all["text"]?.reach == .stopped(by: "0.0", because: .notSkeletonable))
        #expect(all["text"]?.outcome == .untouched)
    }

    /// SubviewsSkeletonables.swift: a stack's descent visits its arranged subviews only.
    @Test func stackSubviewThatIsNotArrangedIsStoppedByItsStack() throws {
        var loose = view(.view, id: "loose", frame: rect(0, 0, 20, 20))
        loose.isArranged = false
        let all = Self.decisions(screen([stack(.vertical, frame: rect(0, 0, 200, 200), children: [loose])]))
        #expect(all["loose"]?.reach == .stopped(by: "0.0", because: .notArranged))
    }

    /// UIView+SkeletonView.swift: show hides a reached view with `isHiddenWhenSkeletonIsActive`,
    /// and with it everything inside it.
    @Test func hiddenWhileActiveViewAndWhatIsInsideIt() throws {
        var price = view(
            .view, id: "price", frame: rect(0, 0, 80, 20), children: [label(rect(0, 0, 40, 20), id: "inner")])
        price.isHiddenWhenSkeletonIsActive = true
        let all = Self.decisions(screen([price]))
        #expect(all["price"]?.hidden == .itself)
        #expect(all["inner"]?.hidden == .inside("0.0"))
    }

    /// UITableView+CollectionSkeleton.swift: rows = Int(ceil(600 / 44)) = 14; all start inside
    /// the table, so all are visible; the table itself gets no skeleton.
    @Test func tableRowCountIsTheCeilingOfHeightOverRowHeight() throws {
        var spec = TableSpec(cell: view(.view, children: [label(rect(10, 10, 100, 20), lines: 1)]))
        spec.rowHeight = .fixed(44)
        var table = view(.table, id: "feed", frame: rect(0, 0, 320, 600))
        table.list = .table(spec)
        let decision = try Self.decision("feed", in: [table])
        #expect(
            decision.outcome
                == .list(
                    ListCountExplanation(
                        count: 14, isExplicit: false, extent: 600, step: 44, stepKey: "rowHeight", isTable: true,
                        visibleCells: 14)))
    }

    /// With an automatic row height SkeletonView divides by estimatedRowHeight: ceil(600 / 76) = 8.
    @Test func automaticRowHeightDividesByTheEstimatedRowHeight() throws {
        var spec = TableSpec(cell: view(.view))
        spec.rowHeight = .automatic
        spec.estimatedRowHeight = 76
        var table = view(.table, id: "feed", frame: rect(0, 0, 320, 600))
        table.list = .table(spec)
        let outcome = try Self.decision("feed", in: [table]).outcome
        guard case .list(let list) = outcome else { throw DecisionMismatch(outcome: outcome) }
        #expect(list.count == 8)
        #expect(list.stepKey == "estimatedRowHeight")
    }

    /// A stopped activity indicator that hides when stopped is not drawn by UIKit at all.
    @Test func stoppedActivityIndicatorIsNotDrawn() throws {
        var spinner = view(.activityIndicatorView, id: "spinner", frame: rect(0, 0, 20, 20))
        spinner.control.isAnimating = false
        spinner.control.hidesWhenStopped = true
        #expect(try Self.decision("spinner", in: [spinner]).outcome == .hiddenByUIKit)
    }

    /// UIView-Shimmer's template mode has no SkeletonView decisions to record.
    @Test func templateModeRecordsNoDecisions() {
        var theme = Theme(name: "t")
        theme.mode = .shimmerTemplate(ShimmerTemplateSettings())
        let prepared = PreparedLayout(
            layout: screen([label(rect(0, 0, 10, 10))]), theme: theme, metrics: FakeTextMetrics(),
            options: LayoutOptions())
        #expect(prepared.scene.decisions.isEmpty)
    }
}

/// An outcome other than the one a test expected.
struct DecisionMismatch: Error {
    /// The outcome found.
    let outcome: SkeletonOutcome
}
