import SkeletonCore
import TestSupport
import Testing

/// Which views get a skeleton: SkeletonView's recursion (UIView+SkeletonView.swift,
/// Recursive.swift, SubviewsSkeletonables.swift) and the acceptance cases derived from it.
@Suite struct HierarchyRuleTests {
    @Test func nonSkeletonableRootGetsNoLayersAnywhere() {
        var root = view(.view, children: [label(rect(0, 0, 100, 40))])
        root.isSkeletonable = false
        #expect(skeletonRects(screen(root: root)).isEmpty)
    }

    @Test func skeletonableLabelChildGetsTheOnlyLayer() {
        let root = view(.view, children: [label(rect(0, 0, 300, 100))])
        let shapes = skeletonShapes(screen(root: root))
        #expect(shapes.count == 4)
        #expect(shapes.allSatisfy { $0.role == .textLine })
    }

    @Test func rootWithOnlyNonSkeletonableChildrenIsOneFullBoundsLayer() {
        var child = label(rect(0, 0, 300, 100))
        child.isSkeletonable = false
        let spec = screen(width: 320, height: 200, root: view(.view, children: [child]))
        #expect(skeletonShapes(spec).map(\.rect) == [rect(0, 0, 320, 200)])
        #expect(skeletonShapes(spec).map(\.role) == [.block])
    }

    @Test func nonSkeletonableContainerStopsTheDescent() {
        var middle = view(.view, frame: rect(0, 0, 200, 200), children: [view(.imageView, frame: rect(0, 0, 50, 50))])
        middle.isSkeletonable = false
        let spec = screen(root: view(.view, children: [middle, view(.button, frame: rect(0, 300, 80, 30))]))
        #expect(skeletonRects(spec) == [rect(0, 300, 80, 30)])
    }

    @Test func stackSkeletonizesOnlyItsArrangedChildren() {
        var loose = view(.imageView, frame: rect(5, 5, 10, 10))
        loose.isArranged = false
        var arranged = view(.imageView)
        arranged.height = .fixed(40)
        let spec = screen(root: stack(.vertical, frame: rect(0, 0, 100, 100), children: [loose, arranged]))
        #expect(skeletonRects(spec) == [rect(0, 0, 100, 40)])
    }

    @Test func anArrangedViewWithAFrameKeepsItAndIsSkeletonizedAsArranged() {
        // Interface Builder's stack subviews: arranged, at the frames the stack solved.
        let first = view(.imageView, frame: rect(0, 0, 100, 30))
        let second = view(.imageView, frame: rect(0, 38, 100, 30))
        let spec = screen(root: stack(.vertical, frame: rect(0, 0, 100, 100), children: [first, second]))
        #expect(skeletonRects(spec) == [rect(0, 0, 100, 30), rect(0, 38, 100, 30)])
    }

    @Test func labelClampsFillPercentTo100AndNegativeCustomLinesToOne() {
        var over = label(rect(0, 0, 200, 40))
        over.lastLineFillPercent = 150
        over.numberOfLines = 1
        var negative = label(rect(0, 100, 200, 40))
        negative.skeletonTextNumberOfLines = .custom(-5)
        let rects = skeletonRects(screen([over, negative]))
        #expect(rects == [rect(0, 12.5, 200, 15), rect(0, 112.5, 140, 15)])
    }

    @Test func negativeFillPercentGivesAnEmptyLastLine() {
        var under = label(rect(0, 0, 200, 40), lines: 1)
        under.lastLineFillPercent = -30
        #expect(skeletonRects(screen([under])) == [rect(0, 12.5, 0, 15)])
    }

    @Test func customLineCountOverridesTheLabelsOwnAndGrowsPastTheFrame() {
        var custom = label(rect(0, 0, 100, 20))
        custom.skeletonTextNumberOfLines = .custom(2)
        // desired 2·15 + 10 = 40 > 20: B.h = 40, lines at 0 and 25 below the 20-point frame's top.
        #expect(skeletonRects(screen([custom])) == [rect(0, 0, 100, 15), rect(0, 25, 70, 15)])
    }

    @Test func textViewCustomCountBelowMinusOneIsOneLine() {
        var textView = view(.textView, frame: rect(0, 0, 100, 100))
        textView.skeletonTextNumberOfLines = .custom(-3)
        #expect(skeletonRects(screen([textView])) == [rect(0, 0, 70, 15)])
    }

    @Test func textFieldsAndButtonsArePlainRectanglesWithTheSkeletonRadius() {
        var field = view(.textField, frame: rect(0, 0, 200, 40))
        field.skeletonCornerRadius = 8
        let button = view(.button, frame: rect(0, 50, 100, 40))
        var appearance = SkeletonAppearance.default
        appearance.skeletonCornerRadius = 3
        let shapes = skeletonShapes(screen([field, button]), appearance: appearance)
        #expect(shapes.map(\.rect) == [rect(0, 0, 200, 40), rect(0, 50, 100, 40)])
        #expect(shapes.map(\.radii) == [CornerRadii(uniform: 8), CornerRadii(uniform: 3)])
    }

    @Test func linesUseLinesCornerRadiusNotTheSkeletonRadius() {
        var rounded = label(rect(0, 0, 200, 40), lines: 1)
        rounded.linesCornerRadius = 4
        rounded.skeletonCornerRadius = 9
        #expect(skeletonShapes(screen([rounded])).map(\.radii) == [CornerRadii(uniform: 4)])
    }

    @Test func relativeToFontUsesTheFontsLineHeight() {
        var fontLines = label(rect(0, 0, 300, 100))
        fontLines.skeletonTextLineHeight = .relativeToFont
        // h 20, s 10: round(100 / 30) = 3 lines, H = 80, first top (100 − 80) / 2 = 10.
        #expect(
            skeletonRects(screen([fontLines])) == [rect(0, 10, 300, 20), rect(0, 40, 300, 20), rect(0, 70, 210, 20)])
    }

    @Test func relativeToConstraintsDividesTheFixedHeightByTheLineCount() {
        var constrained = label(nil, lines: 2)
        constrained.height = .fixed(60)
        constrained.skeletonTextLineHeight = .relativeToConstraints
        let spec = screen(root: stack(.vertical, children: [constrained]))
        // h = 60 / 2 = 30; desired 30·2 + 10 = 70 > 60, so the label grows to 70 and h is re-read
        // from the new constraint: 70 / 2 = 35. maxY = 45 + 35 = 80, dy = (70 − 80) / 2 = −5.
        #expect(skeletonRects(spec) == [rect(0, -5, 400, 35), rect(0, 40, 280, 35)])
    }

    @Test func relativeToConstraintsWithoutAConstraintFallsBackTo15() {
        var unconstrained = label(rect(0, 0, 300, 100))
        unconstrained.skeletonTextLineHeight = .relativeToConstraints
        #expect(skeletonRects(screen([unconstrained])).count == 4)
    }

    @Test func clippingRoundAvatarClipsItsSkeleton() {
        var avatar = view(.imageView, frame: rect(10, 10, 60, 60))
        avatar.cornerRadius = 30
        avatar.clipsToBounds = true
        let elements = scene(screen([avatar])).elements
        let clipIndex = elements.firstIndex { if case .pushClip = $0 { true } else { false } }
        let blockIndex = elements.firstIndex { if case .skeleton = $0 { true } else { false } }
        let popIndex = elements.firstIndex { if case .popClip = $0 { true } else { false } }
        #expect(elements.contains(.pushClip(rect(10, 10, 60, 60), CornerRadii(uniform: 30), visibility: [])))
        #expect(clipIndex! < blockIndex! && blockIndex! < popIndex!)
    }

    @Test func clippingParentClipsItsChildrensSkeletons() {
        var card = view(.view, frame: rect(0, 0, 100, 100), children: [label(rect(-10, 0, 200, 40), lines: 1)])
        card.clipsToBounds = true
        card.cornerRadius = 16
        let elements = scene(screen([card])).elements
        #expect(
            elements.first { if case .pushClip = $0 { true } else { false } }
                == .pushClip(rect(0, 0, 100, 100), CornerRadii(uniform: 16), visibility: []))
        #expect(elements.last == .popClip(visibility: []))
    }

    @Test func hiddenWhileActiveViewAndItsSubtreeAreMarked() {
        var hidden = view(.view, frame: rect(0, 0, 100, 100), children: [label(rect(0, 0, 100, 40), lines: 1)])
        hidden.isHiddenWhenSkeletonIsActive = true
        let shown = view(.button, frame: rect(0, 200, 100, 40))
        let visibilities = skeletonVisibilities(scene(screen([hidden, shown])))
        #expect(visibilities == [.hiddenWhileActive, []])
    }

    @Test func hiddenFlagOnAnUnreachedViewIsIgnored() {
        var unreached = view(.button, frame: rect(0, 0, 100, 40))
        unreached.isSkeletonable = false
        unreached.isHiddenWhenSkeletonIsActive = true
        let elements = scene(screen([unreached])).elements
        #expect(
            elements.allSatisfy { element in
                if case .content(_, let visibility, _) = element { return !visibility.contains(.hiddenWhileActive) }
                return true
            })
    }

    @Test func leafContentFadesButContainerBackgroundsStay() {
        var root = view(
            .view, children: [view(.imageView, frame: rect(0, 0, 50, 50)), view(.view, frame: rect(0, 60, 9, 9))])
        root.backgroundColor = AdaptiveColor(RGBA8(rgb: 0x123456))
        root.children[0].backgroundColor = AdaptiveColor(RGBA8(rgb: 0xABCDEF))
        root.children[1].backgroundColor = AdaptiveColor(RGBA8(rgb: 0xABCDEF))
        let visibilities = scene(screen(root: root)).elements.compactMap { element -> SceneVisibility? in
            if case .content(_, let visibility, _) = element { return visibility }
            return nil
        }
        #expect(visibilities == [[], [.fadesWithContent, .clearedWhileActive], .fadesWithContent])
    }
}
