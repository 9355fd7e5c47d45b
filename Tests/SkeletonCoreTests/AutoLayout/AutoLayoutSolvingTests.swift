import SkeletonCore
import TestSupport
import Testing

/// Screens laid out by their constraints, solved at a size: frames worked out by hand.
struct AutoLayoutSolvingTests {
    /// A screen drawn for an iPhone SE, filling the screen.
    static func screen(_ root: ViewNode) -> LayoutSpec {
        var layout = LayoutSpec(name: "screen", size: Size(width: 375, height: 667), root: root)
        layout.fillsScreen = true
        layout.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return layout
    }

    /// A card 20 points inside the safe area's sides, 200 high, centred vertically.
    static let card = screen(
        constrainedRoot(
            Size(width: 375, height: 667),
            constraints: [
                pin(.view("card"), .leading, .equal, .safeArea(of: "root"), .leading, constant: 20, id: "c1"),
                pin(.safeArea(of: "root"), .trailing, .equal, .view("card"), .trailing, constant: 20, id: "c2"),
                pin(.view("card"), .centerY, .equal, .view("root"), .centerY, id: "c3"),
                pin(.view("card"), .height, constant: 200, id: "c4"),
            ],
            children: [constrained(.view, "card", frame: rect(20, 233.5, 335, 200))]))

    @Test func aCardPinnedToTheSafeAreaReflowsOnEachDevice() throws {
        #expect(DesignSizePlacement.frames(Self.card)["card"] == rect(20, 233.5, 335, 200))
        #expect(DesignSizePlacement.frames(Self.card.laidOut(on: Device(.iPad10)))["card"] == rect(20, 490, 780, 200))
        // On its side the iPhone 15's safe area loses 59 points at each side.
        #expect(
            DesignSizePlacement.frames(Self.card.laidOut(on: Device(.iPhone15, .landscape)))["card"]
                == rect(79, 96.5, 694, 200))
    }

    @Test func atTheSizeIBSolvedItForAScreenKeepsItsStoredFramesAndReflowsForAnyOther() throws {
        // A stored frame the constraints disagree with (IB's canvas left it misplaced): at the design
        // size IB's frames are kept; at another size the constraints decide.
        var misplaced = Self.card
        misplaced.root.children[0].frame = rect(0, 0, 100, 100)
        let engine = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default, growsLabels: false)
        #expect(engine.place(misplaced).children[0].frame == rect(0, 0, 100, 100))
        #expect(engine.place(misplaced.laidOut(on: Device(.iPad10))).children[0].frame == rect(20, 490, 780, 200))
    }

    @Test func aSymbolImageViewWithoutAMeasuredSizeTakesSFsSizeForItsConfiguration() {
        var star = constrained(.imageView, "star")
        star.symbol = SymbolImage(name: "star")
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("star"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c1"),
                    pin(.view("star"), .top, .equal, .view("root"), .top, constant: 40, id: "c2"),
                ],
                children: [star]))
        // UIKit's default 17 points at the medium scale: 1.2 × 17 = 20.4, square without a stored ratio.
        #expect(DesignSizePlacement.frames(layout)["star"] == rect(16, 40, 20.4, 20.4))
    }

    @Test func leadingAndTrailingFlipInRightToLeftWithTheirConstants() {
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("tag"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c1"),
                    pin(.view("tag"), .top, .equal, .view("root"), .top, constant: 40, id: "c2"),
                    pin(.view("tag"), .width, constant: 100, id: "c3"),
                    pin(.view("tag"), .height, constant: 30, id: "c4"),
                ],
                children: [constrained(.view, "tag")]))
        #expect(DesignSizePlacement.frames(layout)["tag"] == rect(16, 40, 100, 30))
        #expect(DesignSizePlacement.frames(layout, rightToLeft: true)["tag"] == rect(259, 40, 100, 30))
    }

    @Test func aViewForcedRightToLeftIsPlacedInItsSuperviewsDirection() {
        // A button forced right to left (its image after its title) pinned to a label's leading
        // edge: both leading edges resolve in the root's left-to-right, the button's left at the
        // label's; inside the button, its own direction puts its badge at its right edge.
        var badge = constrained(.view, "badge")
        badge.autoLayout?.constraints = [
            pin(.view("badge"), .leading, .equal, .view("button"), .leading, constant: 4, id: "b1"),
            pin(.view("badge"), .top, .equal, .view("button"), .top, id: "b2"),
            pin(.view("badge"), .width, constant: 10, id: "b3"),
            pin(.view("badge"), .height, constant: 10, id: "b4"),
        ]
        var button = constrained(.view, "button", children: [badge])
        button.layoutDirection = .rightToLeft
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("title"), .leading, .equal, .view("root"), .leading, constant: 39, id: "c1"),
                    pin(.view("title"), .top, .equal, .view("root"), .top, constant: 40, id: "c2"),
                    pin(.view("title"), .width, constant: 200, id: "c3"),
                    pin(.view("title"), .height, constant: 20, id: "c4"),
                    pin(.view("button"), .leading, .equal, .view("title"), .leading, id: "c5"),
                    pin(.view("button"), .top, .equal, .view("title"), .bottom, constant: 4, id: "c6"),
                    pin(.view("button"), .width, constant: 122, id: "c7"),
                    pin(.view("button"), .height, constant: 24, id: "c8"),
                ],
                children: [constrained(.view, "title"), button]))
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["button"] == rect(39, 64, 122, 24))
        #expect(frames["badge"] == rect(147, 64, 10, 10))
    }

    @Test func aLabelWithoutAWidthHugsItsText() {
        var title = constrained(.label, "title")
        title.text = "Hello"
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("title"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c1"),
                    pin(.view("title"), .top, .equal, .view("root"), .top, constant: 30, id: "c2"),
                ],
                children: [title]))
        // Five characters of the fake font's 10 points, one 20-point line.
        #expect(DesignSizePlacement.frames(layout)["title"] == rect(16, 30, 50, 20))
    }

    @Test func aSegmentedControlsFrameReachesOnePointBelowWhatItsConstraintsPlace() {
        // UISegmentedControl's alignment rectangle is its frame less one point at the bottom: a
        // height constraint of 40 centred in a 72-point bar gives IB's frame y 16, 41 high; one of
        // its own height (31 for constraints) is drawn 32 high.
        var pinned = constrained(.segmentedControl, "pinned")
        pinned.control.segments = ["One", "Two"]
        var free = constrained(.segmentedControl, "free")
        free.control.segments = ["One", "Two"]
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("pinned"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c1"),
                    pin(.view("pinned"), .centerY, .equal, .view("root"), .top, constant: 36, id: "c2"),
                    pin(.view("pinned"), .height, constant: 40, id: "c3"),
                    pin(.view("free"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c4"),
                    pin(.view("free"), .top, .equal, .view("root"), .top, constant: 100, id: "c5"),
                ],
                children: [pinned, free]))
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["pinned"]?.minY == 16)
        #expect(frames["pinned"]?.height == 41)
        #expect(frames["free"]?.minY == 100)
        #expect(frames["free"]?.height == 32)
    }

    @Test func aSwitchAndASliderDrawBeyondWhatTheirConstraintsPlaceAsIBStoresThem() {
        // UISwitch's alignment rectangle is its 51-point frame less two points at the trailing
        // side: pinned to the trailing edge of a 280-point panel, IB stores x 231. UISlider's is
        // its frame less two points at each side and one at the bottom: pinned 8 from the leading
        // edge and 8 before a 60-point box, IB stores x 6, 4 wider than the 8…307 its edges span.
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("panel"), .leading, .equal, .view("root"), .leading, id: "c1"),
                    pin(.view("panel"), .top, .equal, .view("root"), .top, constant: 100, id: "c2"),
                    pin(.view("panel"), .width, constant: 280, id: "c3"),
                    pin(.view("panel"), .height, constant: 44, id: "c4"),
                    pin(.view("panel"), .trailing, .equal, .view("switch"), .trailing, id: "c5"),
                    pin(.view("switch"), .top, .equal, .view("panel"), .top, id: "c6"),
                    pin(.view("slider"), .leading, .equal, .view("root"), .leading, constant: 8, id: "c7"),
                    pin(.view("box"), .leading, .equal, .view("slider"), .trailing, constant: 8, id: "c8"),
                    pin(.view("root"), .trailing, .equal, .view("box"), .trailing, id: "c9"),
                    pin(.view("box"), .width, constant: 60, id: "c10"),
                    pin(.view("box"), .height, constant: 30, id: "c11"),
                    pin(.view("box"), .top, .equal, .view("root"), .top, constant: 200, id: "c12"),
                    pin(.view("slider"), .top, .equal, .view("box"), .top, id: "c13"),
                ],
                children: [
                    constrained(.view, "panel", children: [constrained(.switchControl, "switch")]),
                    constrained(.slider, "slider"), constrained(.view, "box"),
                ]))
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["switch"] == rect(231, 100, 51, 31))
        #expect(frames["slider"] == rect(6, 200, 303, 31))
    }

    @Test func iOS26sSwitchAndSliderTakeTheirOwnSizesAndInsets() {
        // Xcode 26's canvas: a 63 × 28 switch whose alignment rectangle still leaves two points at
        // the trailing side (IB stores x 333 for one pinned 20 from a 414-point view's trailing
        // edge), and a slider 34 high that draws nothing beyond its constraints' rectangle (IB
        // stores x 16, 382 wide, for one pinned 16 inside a 414-point cell).
        var liquidSwitch = constrained(.switchControl, "switch")
        liquidSwitch.control.design = .liquidGlass
        var liquidSlider = constrained(.slider, "slider")
        liquidSlider.control.design = .liquidGlass
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("panel"), .leading, .equal, .view("root"), .leading, id: "c1"),
                    pin(.view("panel"), .top, .equal, .view("root"), .top, constant: 100, id: "c2"),
                    pin(.view("panel"), .width, constant: 280, id: "c3"),
                    pin(.view("panel"), .height, constant: 44, id: "c4"),
                    pin(.view("panel"), .trailing, .equal, .view("switch"), .trailing, id: "c5"),
                    pin(.view("switch"), .top, .equal, .view("panel"), .top, id: "c6"),
                    pin(.view("slider"), .leading, .equal, .view("root"), .leading, constant: 8, id: "c7"),
                    pin(.view("root"), .trailing, .equal, .view("slider"), .trailing, constant: 68, id: "c8"),
                    pin(.view("slider"), .top, .equal, .view("root"), .top, constant: 200, id: "c9"),
                ],
                children: [constrained(.view, "panel", children: [liquidSwitch]), liquidSlider]))
        let frames = DesignSizePlacement.frames(layout)
        // Switch: alignment rectangle 61 wide ending at 280, so x = 219; slider 8…307.
        #expect(frames["switch"] == rect(219, 100, 63, 28))
        #expect(frames["slider"] == rect(8, 200, 299, 34))
    }

    @Test func aViewReachingUnderTheStatusBarMeasuresItsMarginsFromItsSafeArea() {
        // A sheet filling the screen (safe area 20 from the top): its top margin lies 8 below the
        // safe area, so a box pinned 20 below it sits at y = 20 + 8 + 20 = 48; measured from its
        // edges (insetsLayoutMarginsFromSafeArea = NO) at 8 + 20 = 28.
        func layout(fromSafeArea: Bool) -> LayoutSpec {
            var sheet = constrained(.view, "sheet", children: [constrained(.view, "box")])
            sheet.autoLayout?.insetsLayoutMarginsFromSafeArea = fromSafeArea
            return Self.screen(
                constrainedRoot(
                    Size(width: 375, height: 667),
                    constraints: [
                        pin(.view("sheet"), .leading, .equal, .view("root"), .leading, id: "c1"),
                        pin(.view("sheet"), .top, .equal, .view("root"), .top, id: "c2"),
                        pin(.view("root"), .trailing, .equal, .view("sheet"), .trailing, id: "c3"),
                        pin(.view("root"), .bottom, .equal, .view("sheet"), .bottom, id: "c4"),
                        pin(.view("box"), .top, .equal, .view("sheet"), .topMargin, constant: 20, id: "c5"),
                        pin(.view("box"), .leading, .equal, .view("sheet"), .leadingMargin, id: "c6"),
                        pin(.view("box"), .width, constant: 100, id: "c7"),
                        pin(.view("box"), .height, constant: 30, id: "c8"),
                    ],
                    children: [sheet]))
        }
        #expect(DesignSizePlacement.frames(layout(fromSafeArea: true))["box"] == rect(8, 48, 100, 30))
        #expect(DesignSizePlacement.frames(layout(fromSafeArea: false))["box"] == rect(8, 28, 100, 30))
    }

    @Test func aScrollViewsCentresAreItsFrameWhileItsEdgesAreItsContent() {
        // UIKit attaches a subview's constraints to a scroll view's edges to its content area and
        // those to its centres (and sizes) to its frame: content pinned to all four edges and
        // centred on the scroll view is as wide as the scroll view's 375-point frame.
        var scroll = constrained(
            .view, "scroll",
            constraints: [
                pin(.view("content"), .leading, .equal, .view("scroll"), .leading, id: "c5"),
                pin(.view("scroll"), .trailing, .equal, .view("content"), .trailing, id: "c6"),
                pin(.view("content"), .top, .equal, .view("scroll"), .top, id: "c7"),
                pin(.view("scroll"), .bottom, .equal, .view("content"), .bottom, id: "c8"),
                pin(.view("content"), .centerX, .equal, .view("scroll"), .centerX, id: "c9"),
                pin(.view("content"), .height, constant: 100, id: "c10"),
            ],
            children: [constrained(.view, "content")])
        scroll.autoLayout?.isScrollView = true
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("scroll"), .leading, .equal, .view("root"), .leading, id: "c1"),
                    pin(.view("root"), .trailing, .equal, .view("scroll"), .trailing, id: "c2"),
                    pin(.view("scroll"), .top, .equal, .view("root"), .top, id: "c3"),
                    pin(.view("root"), .bottom, .equal, .view("scroll"), .bottom, id: "c4"),
                ],
                children: [scroll]))
        #expect(DesignSizePlacement.frames(layout)["content"] == rect(0, 0, 375, 100))
    }

    @Test func aStretchedLabelsBaselinesKeepToItsEdgesNotToItsCentredText() {
        // A wrapping "Value" (one 20-point line of the fake font: ascent 16, descent 4) from y 40
        // whose last baseline a rule's top at 200 holds: the baseline is a line less the ascent,
        // 4, above its bottom, so the label is 200 + 4 − 40 = 164 high (centring its text would
        // make it 308); a "Title" on its first baseline stays level with its top, 16 above it.
        var value = constrained(.label, "value", frame: rect(116, 40, 243, 164))
        value.text = "Value"
        value.numberOfLines = 0
        var title = constrained(.label, "title", frame: rect(16, 40, 50, 20))
        title.text = "Title"
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("value"), .leading, .equal, .view("root"), .leading, constant: 116, id: "c1"),
                    pin(.view("root"), .trailing, .equal, .view("value"), .trailing, constant: 16, id: "c2"),
                    pin(.view("value"), .top, .equal, .view("root"), .top, constant: 40, id: "c3"),
                    pin(.view("rule"), .leading, .equal, .view("root"), .leading, id: "c4"),
                    pin(.view("rule"), .trailing, .equal, .view("root"), .trailing, id: "c5"),
                    pin(.view("rule"), .top, .equal, .view("root"), .top, constant: 200, id: "c6"),
                    pin(.view("rule"), .height, constant: 1, id: "c7"),
                    pin(.view("rule"), .top, .equal, .view("value"), .lastBaseline, id: "c8"),
                    pin(.view("title"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c9"),
                    pin(.view("title"), .firstBaseline, .equal, .view("value"), .firstBaseline, id: "c10"),
                ],
                children: [value, title, constrained(.view, "rule", frame: rect(0, 200, 375, 1))]))
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["value"] == rect(116, 40, 243, 164))
        #expect(frames["title"] == rect(16, 40, 50, 20))
    }

    @Test func aWidthSizableFramePlacedViewFollowsAWiderScreen() {
        var banner = constrained(.view, "banner", frame: rect(10, 20, 355, 40), translates: true)
        banner.autoLayout?.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        var badge = constrained(.view, "badge", frame: rect(325, 600, 40, 40), translates: true)
        badge.autoLayout?.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        var layout = Self.screen(constrainedRoot(Size(width: 375, height: 667), children: [banner, badge]))
        layout.size = Size(width: 414, height: 896)
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["banner"] == rect(10, 20, 394, 40))
        // The badge keeps its right and bottom margins: the margins before it take the change.
        #expect(frames["badge"] == rect(364, 829, 40, 40))
    }

    @Test func aFramePlacedControlKeepsItsStoredFrameNotItsAlignmentRectangles() {
        // A segmented control and a switch placed by their masks keep the frames IB stores: the
        // alignment rectangle (a point shorter, two points narrower) is what constraints place.
        var tabs = constrained(.segmentedControl, "tabs", frame: rect(22, 317, 331, 33), translates: true)
        tabs.control.segments = ["One", "Two"]
        tabs.autoLayout?.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        var toggle = constrained(.switchControl, "toggle", frame: rect(300, 400, 51, 31), translates: true)
        toggle.autoLayout?.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let layout = Self.screen(constrainedRoot(Size(width: 375, height: 667), children: [tabs, toggle]))
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["tabs"] == rect(22, 317, 331, 33))
        #expect(frames["toggle"] == rect(300, 400, 51, 31))
    }

    /// A horizontal stack `width` × 40 at the root's top left holding labels of 20, 40 and 60
    /// points of text, 10 apart, the last one hugging less.
    static func row(_ distribution: StackDistribution, width: Double = 300) -> [String: Rect] {
        let labels = [("a", "ab"), ("b", "abcd"), ("c", "abcdef")].map { id, text in
            var label = constrained(.label, id)
            label.text = text
            return label
        }
        var row = constrained(.stack, "row", children: labels)
        row.axis = .horizontal
        row.spacing = 10
        row.distribution = distribution
        row.children[2].autoLayout?.hugging.horizontal = LayoutPriority(249)
        let layout = screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("row"), .leading, .equal, .view("root"), .leading, id: "c1"),
                    pin(.view("row"), .top, .equal, .view("root"), .top, id: "c2"),
                    pin(.view("row"), .width, constant: width, id: "c3"),
                    pin(.view("row"), .height, constant: 40, id: "c4"),
                ],
                children: [row]))
        return DesignSizePlacement.frames(layout)
    }

    /// The x and width of the row's three labels.
    static func spans(_ frames: [String: Rect]) -> [[Double]] {
        ["a", "b", "c"].map { id in
            [frames[id]?.minX ?? -1, frames[id]?.width ?? -1].map { ($0 * 1000).rounded() / 1000 }
        }
    }

    @Test func storedFramesSettleWhatAStacksOwnFittingLeavesOpenAsInterfaceBuilderDid() {
        // A 375 × 400 vertical fill stack of a centre-aligned row holding a bar 20 high, and a
        // plain view: nothing in the file says which takes the space left. UIStackView's
        // spanning fit (priority 49) would shrink the row to its bar; IB stored the row 300 high
        // and the plain view 100, and the stored frames (priority 50) keep that.
        var row = constrained(
            .stack, "row", frame: rect(0, 0, 375, 300),
            children: [
                constrained(
                    .view, "bar", frame: rect(0, 140, 375, 20),
                    constraints: [pin(.view("bar"), .height, constant: 20, id: "c5")])
            ])
        row.axis = .horizontal
        row.alignment = .center
        let column = constrained(
            .stack, "column", frame: rect(0, 0, 375, 400),
            children: [row, constrained(.view, "rest", frame: rect(0, 300, 375, 100))])
        let frames = DesignSizePlacement.frames(
            Self.screen(
                constrainedRoot(
                    Size(width: 375, height: 667),
                    constraints: [
                        pin(.view("column"), .leading, .equal, .view("root"), .leading, id: "c1"),
                        pin(.view("column"), .top, .equal, .view("root"), .top, id: "c2"),
                        pin(.view("column"), .width, constant: 375, id: "c3"),
                        pin(.view("column"), .height, constant: 400, id: "c4"),
                    ],
                    children: [column])))
        #expect(frames["row"] == rect(0, 0, 375, 300))
        #expect(frames["bar"] == rect(0, 140, 375, 20))
        #expect(frames["rest"] == rect(0, 300, 375, 100))
    }

    @Test func aLabelInTheDefaultFontKeepsIBsMeasurementAcrossDynamicType() {
        // "Hello" in the default 17-point font measures 42.5 × 21.25 (half an em a character, 1.25 em
        // a line); IB stored 9/8 of it. At AX5 the font is 53 points: 132.5 × 66.25, times 9/8.
        var title = constrained(.label, "title", frame: rect(16, 40, 47.8125, 23.90625))
        title.text = "Hello"
        let layout = Self.screen(
            constrainedRoot(
                Size(width: 375, height: 667),
                constraints: [
                    pin(.view("title"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c1"),
                    pin(.view("title"), .top, .equal, .view("root"), .top, constant: 40, id: "c2"),
                ],
                children: [title]))
        let placed = DesignSizePlacement.place(
            layout.scaled(to: .accessibilityExtraExtraExtraLarge), metrics: DynamicTypeTests.ProportionalMetrics())
        #expect(placed.children.first?.frame == rect(16, 40, 149.0625, 74.53125))
    }

    @Test func aFillStackGivesTheSpaceLeftToTheViewThatHugsLeast() {
        let frames = Self.row(.fill)
        #expect(Self.spans(frames) == [[0, 20], [30, 40], [80, 220]])
        #expect(frames["c"]?.height == 40)
    }

    @Test func aFillEquallyStackSharesTheLengthEqually() {
        #expect(Self.spans(Self.row(.fillEqually)) == [[0, 93.333], [103.333, 93.333], [206.667, 93.333]])
    }

    @Test func aFillProportionallyStackSharesTheLengthByIntrinsicWidths() {
        // UIKit's shares of the whole 300: 20, 40 and 60 of 20 + 40 + 60 + 2 × 10 = 140, at 999,
        // 998 and 997. Beside the spacings they cannot all hold; the last, the weakest, takes the
        // rest: 300 × 20 / 140 = 42.857, 300 × 40 / 140 = 85.714, 280 − 128.571 = 151.429.
        #expect(Self.spans(Self.row(.fillProportionally)) == [[0, 42.857], [52.857, 85.714], [148.571, 151.429]])
    }

    @Test func aFillProportionallyStackTooShortSqueezesTheLastView() {
        // 100 wide: 100 × 20 / 140 = 14.286 and 100 × 40 / 140 = 28.571 hold (above the labels'
        // compression resistance, 750); the last is left 80 − 42.857 = 37.143 of its 60.
        #expect(
            Self.spans(Self.row(.fillProportionally, width: 100)) == [
                [0, 14.286], [24.286, 28.571], [62.857, 37.143],
            ])
    }

    @Test func aFillProportionallyStackSharesByStoredLengthsWhereNoViewHasAnIntrinsicOne() {
        // Three plain views IB stored 40, 80 and 160 wide in a 300-point row (10 between them): in
        // a row pinned 160 wide the 140 points left between the spacings keep those proportions,
        // 1 : 2 : 4, where with no intrinsic width to share by they took none.
        let views = [("a", 0.0, 40.0), ("b", 50, 80), ("c", 140, 160)].map { id, x, width in
            constrained(.view, id, frame: rect(x, 0, width, 40))
        }
        var row = constrained(.stack, "row", frame: rect(0, 0, 300, 40), children: views)
        row.axis = .horizontal
        row.spacing = 10
        row.distribution = .fillProportionally
        let frames = DesignSizePlacement.frames(
            Self.screen(
                constrainedRoot(
                    Size(width: 375, height: 667),
                    constraints: [
                        pin(.view("row"), .leading, .equal, .view("root"), .leading, id: "c1"),
                        pin(.view("row"), .top, .equal, .view("root"), .top, id: "c2"),
                        pin(.view("row"), .width, constant: 160, id: "c3"),
                        pin(.view("row"), .height, constant: 40, id: "c4"),
                    ],
                    children: [row])))
        // UIKit's shares of the whole 160 by 40, 80 and 160 of 280 + 2 × 10 = 300: 160 × 40 / 300
        // = 21.333 and 160 × 80 / 300 = 42.667; the last takes the 76 left.
        #expect(Self.spans(frames) == [[0, 21.333], [31.333, 42.667], [84, 76]])
    }

    @Test func aSoleProportionalShareAndAZeroLengthOneAreRequired() {
        // openfoodfacts' NutriScoreView: a vertical proportional stack 130 high of an image held
        // 70 high and two empty views held 30 high, stored 130, 0 and 0. The image's share is
        // 130 / 130 of the stack, a multiplier of 1, and the empty views' are 0 long: UIKit makes
        // all three required, so they win and the views' own heights are broken, as IB stored.
        let views = [("img", 0.0, 130.0, 70.0), ("a", 130, 0, 30), ("b", 130, 0, 30)].map { id, y, height, held in
            constrained(
                .view, id, frame: rect(0, y, 100, height),
                constraints: [pin(.view(id), .height, constant: held, id: id)])
        }
        var column = constrained(.stack, "column", frame: rect(0, 0, 100, 130), children: views)
        column.axis = .vertical
        column.distribution = .fillProportionally
        let frames = DesignSizePlacement.frames(
            Self.screen(
                constrainedRoot(
                    Size(width: 375, height: 667),
                    constraints: [
                        pin(.view("column"), .leading, .equal, .view("root"), .leading, id: "c1"),
                        pin(.view("column"), .top, .equal, .view("root"), .top, id: "c2"),
                        pin(.view("column"), .width, constant: 100, id: "c3"),
                        pin(.view("column"), .height, constant: 130, id: "c4"),
                    ],
                    children: [column])))
        #expect(
            ["img", "a", "b"].map { [frames[$0]?.minY, frames[$0]?.height] } == [[0, 130], [130, 0], [130, 0]])
    }

    @Test func anEqualSpacingStackSpreadsTheRestBetweenTheViews() {
        #expect(Self.spans(Self.row(.equalSpacing)) == [[0, 20], [110, 40], [240, 60]])
    }

    @Test func anEqualCenteringStackSpacesTheCentresEqually() {
        #expect(Self.spans(Self.row(.equalCentering)) == [[0, 20], [120, 40], [240, 60]])
    }

    @Test func anEqualCenteringStackTooShortKeepsItsViewsAndGivesUpEqualCentres() {
        // 140 wide: equal centres would need the second gap 30 − 20 = 10 points below the spacing's
        // 10 (centres 10, 60, 110). UIKit's equal centring (149) is weaker than the labels'
        // compression resistance (750): they keep 20, 40 and 60 at the least spacing, centres
        // 10, 50 and 110.
        #expect(Self.spans(Self.row(.equalCentering, width: 140)) == [[0, 20], [30, 40], [80, 60]])
    }

    @Test func anUnsatisfiableRequiredPairIsReportedWithBothPlacesAndTheLaterOneBroken() {
        let root = constrainedRoot(
            Size(width: 375, height: 667),
            constraints: [
                pin(.view("card"), .leading, .equal, .view("root"), .leading, id: "x", line: 6),
                pin(.view("card"), .width, constant: 100, id: "narrow", line: 7),
                pin(.view("card"), .width, constant: 200, id: "wide", line: 8),
                pin(.view("card"), .top, .equal, .view("root"), .top, id: "y", line: 9),
                pin(.view("card"), .height, constant: 10, id: "h", line: 10),
            ],
            children: [constrained(.view, "card")])
        let solution = AutoLayoutSolver.solve(
            root: root, environment: ConstraintEnvironment(size: Size(width: 375, height: 667)),
            metrics: FakeTextMetrics())
        #expect(
            solution.issues.map(\.description) == [
                "Test.storyboard:8:5: Unable to simultaneously satisfy constraints: probably at least one of these 2 "
                    + "is one you don't want: constraint narrow at Test.storyboard:7:5, constraint wide at "
                    + "Test.storyboard:8:5; will attempt to recover by breaking constraint wide (left out, as UIKit "
                    + "breaks one)"
            ])
        #expect(solution.frames["card"] == rect(0, 0, 100, 10))
    }
}
