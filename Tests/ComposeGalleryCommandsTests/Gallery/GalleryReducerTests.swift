import SkeletonCore
import Testing

@testable import SkeletonGallery

/// Two themes: three phone layouts, then one.
private let themes: [Theme?] = {
    var first = Theme(name: "First")
    first.style = .solid
    first.layouts = ["A", "B", "C"].map {
        LayoutSpec(name: $0, size: Size(width: 390, height: 844), root: ViewNode(kind: .view))
    }
    var second = Theme(name: "Second")
    second.layouts = [LayoutSpec(name: "Only", size: Size(width: 300, height: 300), root: ViewNode(kind: .view))]
    return [first, second]
}()

private func state(width: Double = 1280, height: Double = 800) -> GalleryState {
    GalleryState(theme: themes[0], viewport: Viewport(width: width, height: height, pixelScale: 1))
}

private func press(_ character: Character, _ state: inout GalleryState, at t: Double = 1) -> [GalleryIntent] {
    state.reduce(.key(.character(character)), at: t, themes: themes)
}

@Test func digitKeysPickTheFourStylesThroughTheTimeline() {
    var gallery = state()
    for (key, style) in zip("1234", SkeletonStyle.allCases) {
        _ = press(key, &gallery, at: 2)
        #expect(gallery.request.style == style)
        #expect(gallery.timeline.state(at: 10).style == style)
    }
}

@Test func spaceHidesAndShowsWithTheThemesTransitions() {
    var gallery = state()
    #expect(press(" ", &gallery, at: 1).isEmpty)
    #expect(gallery.timeline.state(at: 1.1).skeletonOpacity < 1)
    #expect(!gallery.timeline.state(at: 2).isSkeletonVisible)
    #expect(press(" ", &gallery, at: 3) == [.skeletonShown])
    #expect(gallery.timeline.state(at: 4).skeletonOpacity == 1)
}

@Test func dAndRToggleAppearanceAndDirection() {
    var gallery = state()
    _ = press("d", &gallery)
    _ = press("R", &gallery)
    #expect(gallery.request.layoutOptions == LayoutOptions(colorScheme: .dark, forceRightToLeft: true))
    _ = press("d", &gallery)
    #expect(gallery.request.scheme == .light)
}

@Test func gCyclesThroughEverySlidingDirection() {
    var gallery = state()
    var seen: [GradientDirection] = []
    for _ in 0..<6 {
        _ = press("g", &gallery)
        seen.append(gallery.request.direction!)
    }
    #expect(seen == [.rightLeft, .topBottom, .bottomTop, .topLeftBottomRight, .bottomRightTopLeft, .leftRight])
}

@Test func arrowsWrapAroundTheLayouts() {
    var gallery = state()
    _ = gallery.reduce(.key(.left), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 2)
    _ = gallery.reduce(.key(.right), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 0)
}

@Test func tabMovesToTheNextThemeAndShowsItsSkeleton() {
    var gallery = state()
    gallery.layoutIndex = 2
    #expect(gallery.reduce(.key(.tab), at: 5, themes: themes) == [.skeletonShown])
    #expect(gallery.themeIndex == 1)
    #expect(gallery.layoutIndex == 0)
    #expect(gallery.timeline.state(at: 5).skeletonOpacity == 0)
    #expect(gallery.timeline.state(at: 5.25).skeletonOpacity == 1)
    _ = gallery.reduce(.key(.backTab), at: 6, themes: themes)
    #expect(gallery.themeIndex == 0)
}

@Test func enterFocusesAndEnterOrEscapeGoBack() {
    var gallery = state()
    _ = gallery.reduce(.key(.enter), at: 0, themes: themes)
    #expect(gallery.isFocused)
    _ = gallery.reduce(.key(.enter), at: 0, themes: themes)
    #expect(!gallery.isFocused)
    _ = gallery.reduce(.key(.enter), at: 0, themes: themes)
    #expect(gallery.reduce(.key(.escape), at: 0, themes: themes).isEmpty)
    #expect(!gallery.isFocused)
    #expect(gallery.reduce(.key(.escape), at: 0, themes: themes) == [.quit])
}

@Test func escapeClosesTheHelpFirst() {
    var gallery = state()
    _ = press("?", &gallery)
    #expect(gallery.showsHelp)
    #expect(gallery.reduce(.key(.escape), at: 0, themes: themes).isEmpty)
    #expect(!gallery.showsHelp)
    _ = press("h", &gallery)
    #expect(gallery.showsHelp)
}

@Test func qQuitsSTakesAScreenshotFTogglesTheHUD() {
    var gallery = state()
    #expect(press("q", &gallery) == [.quit])
    #expect(press("s", &gallery) == [.screenshot])
    _ = press("f", &gallery)
    #expect(gallery.showsHUD)
    #expect(gallery.reduce(.quit, at: 0, themes: themes) == [.quit])
}

@Test func pauseFreezesSceneTimeAndStepsMoveOneFrame() {
    var gallery = state()
    _ = press("p", &gallery, at: 2)
    #expect(gallery.clock.timelineTime(at: 7) == 2)
    _ = press(".", &gallery, at: 7)
    _ = press(".", &gallery, at: 7)
    _ = press(",", &gallery, at: 7)
    #expect(gallery.clock.timelineTime(at: 9) == 2 + 1.0 / 60)
    _ = press("p", &gallery, at: 10)
    #expect(gallery.clock.timelineTime(at: 11) == 3 + 1.0 / 60)
}

@Test func stepsAreIgnoredWhileRunning() {
    var gallery = state()
    _ = press(".", &gallery, at: 1)
    #expect(gallery.clock.timelineTime(at: 2) == 2)
}

@Test func bracketsStepTheSpeedBetweenATenthAndFourTimes() {
    var gallery = state()
    for _ in 0..<10 { _ = press("]", &gallery, at: 0) }
    #expect(gallery.clock.speed == 4)
    for _ in 0..<10 { _ = press("[", &gallery, at: 0) }
    #expect(gallery.clock.speed == 0.1)
    _ = press("]", &gallery, at: 0)
    #expect(gallery.clock.speed == 0.25)
}

@Test func speedChangesKeepSceneTimeContinuous() {
    var gallery = state()
    _ = press("]", &gallery, at: 2)
    #expect(gallery.clock.timelineTime(at: 2) == 2)
    #expect(gallery.clock.timelineTime(at: 4) == 5)
}

@Test func clickingACardFocusesIt() {
    var gallery = state()
    let card = gallery.geometry(for: themes[0]).cards[1].frame
    _ = gallery.reduce(.mouseDown(x: card.midX, y: card.midY), at: 0, themes: themes)
    #expect(gallery.isFocused)
    #expect(gallery.layoutIndex == 1)
}

@Test func clickingBetweenCardsDoesNothing() {
    var gallery = state()
    _ = gallery.reduce(.mouseDown(x: 2, y: 2), at: 0, themes: themes)
    #expect(!gallery.isFocused)
}

@Test func threePhonesFitA1280x800WindowInOneRow() {
    let geometry = state().geometry(for: themes[0])
    let room = 800 - GalleryGeometry.headerHeight - 2 * GalleryGeometry.margin - GalleryGeometry.labelHeight
    #expect(geometry.cards.map(\.scale) == [room / 844, room / 844, room / 844])
    #expect(Set(geometry.cards.map(\.frame.minY)) == [GalleryGeometry.headerHeight + GalleryGeometry.margin])
    #expect(geometry.maximumScroll(in: Viewport(width: 1280, height: 800, pixelScale: 1)) == .zero)
}

@Test func wheelScrollsWhenCardsDoNotFitAndClampsAtTheEnds() {
    var gallery = state(width: 300, height: 300)
    let limit = gallery.geometry(for: themes[0]).maximumScroll(in: gallery.viewport)
    #expect(limit.y > 0)
    _ = gallery.reduce(.wheel(dx: 0, dy: 1), at: 0, themes: themes)
    #expect(gallery.scroll == .zero)
    _ = gallery.reduce(.wheel(dx: 0, dy: -1), at: 0, themes: themes)
    #expect(gallery.scroll == Point(x: 0, y: GalleryState.wheelStep))
    _ = gallery.reduce(.wheel(dx: 0, dy: -1000), at: 0, themes: themes)
    #expect(gallery.scroll == Point(x: 0, y: limit.y))
    _ = gallery.reduce(.key(.home), at: 0, themes: themes)
    #expect(gallery.scroll == .zero)
}

@Test func homeAndEndSelectTheFirstAndLastCardAndScrollToIt() {
    var gallery = state(width: 300, height: 300)
    let last = gallery.geometry(for: themes[0]).cards[2].frame
    _ = gallery.reduce(.key(.end), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 2)
    // Taller than the room under the header: shown from its top.
    #expect(gallery.scroll == Point(x: 0, y: last.minY - GalleryGeometry.headerHeight - GalleryGeometry.margin))
    _ = gallery.reduce(.key(.home), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 0)
    #expect(gallery.scroll == .zero)
}

@Test func upAndDownMoveTheSelectionBetweenRowsAndScrollItIntoView() {
    var gallery = state(width: 600, height: 500)
    let grid = gallery.geometry(for: themes[0])
    #expect(grid.rows == [[0, 1], [2]])
    _ = gallery.reduce(.key(.right), at: 0, themes: themes)
    _ = gallery.reduce(.key(.down), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 2)
    let card = grid.cards[2].frame
    #expect(gallery.scroll.y == card.maxY + GalleryGeometry.labelHeight + GalleryGeometry.margin - 500)
    _ = gallery.reduce(.key(.down), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 2)
    _ = gallery.reduce(.key(.up), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 0)
    #expect(gallery.scroll == .zero)
    _ = gallery.reduce(.key(.pageDown), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 2)
    _ = gallery.reduce(.key(.pageUp), at: 0, themes: themes)
    #expect(gallery.layoutIndex == 0)
}

@Test func zoomKeysStepTheCardScaleAndZeroGoesBackToAutomatic() {
    var gallery = state()
    let automatic = gallery.geometry(for: themes[0]).cards[0].scale
    _ = press("-", &gallery)
    #expect(gallery.zoom == GalleryGeometry.zoomSteps.last { $0 < automatic })
    #expect(gallery.geometry(for: themes[0]).cards.allSatisfy { $0.scale == gallery.zoom })
    _ = press("+", &gallery)
    #expect(gallery.zoom == 1)
    _ = press("0", &gallery)
    #expect(gallery.zoom == nil)
    #expect(gallery.geometry(for: themes[0]).cards[0].scale == automatic)
}

@Test func cardsOfManyLayoutsStayReadableAndScroll() {
    let layouts = (0..<7).map {
        LayoutSpec(name: "L\($0)", size: Size(width: 390, height: 844), root: ViewNode(kind: .view))
    }
    let viewport = Viewport(width: 1280, height: 800, pixelScale: 1)
    let grid = GalleryGeometry.grid(layoutSizes: layouts.map(\.size), viewport: viewport)
    let room = 800 - GalleryGeometry.headerHeight - 2 * GalleryGeometry.margin - GalleryGeometry.labelHeight
    #expect(grid.cards.allSatisfy { $0.scale == room / 844 })
    #expect(grid.rows == [[0, 1, 2], [3, 4, 5], [6]])
    #expect(grid.maximumScroll(in: viewport).y > 0)
    #expect(
        grid.scrollThumb(scroll: .zero, viewport: viewport)?.minY == GalleryGeometry.headerHeight + 3)
}

@Test func growingTheWindowClampsTheScroll() {
    var gallery = state(width: 300, height: 300)
    _ = gallery.reduce(.key(.end), at: 0, themes: themes)
    _ = gallery.reduce(.resize(width: 1280, height: 800, pixelScale: 2), at: 0, themes: themes)
    #expect(gallery.scroll == .zero)
    #expect(gallery.viewport == Viewport(width: 1280, height: 800, pixelScale: 2))
}

@Test func focusViewCentresTheLayoutAt1To1BetweenTheHeaderAndTheTimelineBar() {
    var gallery = state()
    _ = gallery.reduce(.key(.enter), at: 0, themes: themes)
    _ = gallery.reduce(.resize(width: 1000, height: 1000, pixelScale: 1), at: 0, themes: themes)
    let card = gallery.geometry(for: themes[0]).cards[0]
    // (1000 − 30 header − 108 timeline bar − 844) / 2 = 9 points above and below.
    #expect(card == GalleryGeometry.Card(frame: Rect(x: 305, y: 39, width: 390, height: 844), scale: 1))
}

@Test func focusViewScrollsATallLayout() {
    var gallery = state()
    _ = gallery.reduce(.key(.enter), at: 0, themes: themes)
    _ = gallery.reduce(.key(.pageDown), at: 0, themes: themes)
    #expect(gallery.scroll == Point(x: 0, y: 844 + GalleryGeometry.headerHeight + TimelineBar.height - 800))
}

@Test func pauseLandsOnAWholeMillisecond() {
    var gallery = state()
    _ = press("p", &gallery, at: 2.71828)
    #expect(gallery.clock.timelineTime(at: 9) == 2.718)
}

@Test func tCyclesTheContentSizeIntoTheRenderOptions() {
    var gallery = state()
    #expect(gallery.request.layoutOptions.contentSize == .large)
    _ = press("t", &gallery)
    #expect(gallery.request.layoutOptions.contentSize == .extraLarge)
    for _ in 0..<7 { _ = press("T", &gallery) }
    #expect(gallery.request.contentSize == .accessibilityExtraExtraExtraLarge)
    _ = press("t", &gallery)
    #expect(gallery.request.contentSize == .extraSmall)
}

@Test func mShowsAnimatedStylesAsTheirStaticTwinsAndBack() {
    var gallery = state()
    _ = press("4", &gallery, at: 1)
    _ = press("m", &gallery, at: 2)
    #expect(gallery.style(for: themes[0]) == .gradient)
    #expect(gallery.timeline.state(at: 10).style == .gradient)
    #expect(gallery.timeline.state(at: 10).animationTime == nil)
    _ = press("3", &gallery, at: 3)
    #expect(gallery.timeline.state(at: 10).style == .solid)
    _ = press("m", &gallery, at: 4)
    #expect(gallery.timeline.state(at: 10).style == .solidAnimated)
}

@Test func vShowsTheVariantsGridAndVOrEscGoBack() {
    var gallery = state()
    _ = press("v", &gallery)
    #expect(gallery.showsVariants)
    #expect(!gallery.isFocused)
    // One row of four phone layouts at the largest zoom step that fits below the header.
    let grid = gallery.variantGeometry(for: themes[0])
    #expect(grid?.scale == 0.75)
    #expect(gallery.geometry(for: themes[0]).cards.map(\.frame.size) == [Size(width: 1252, height: 689)])
    _ = gallery.reduce(.key(.right), at: 1, themes: themes)
    #expect(gallery.layoutIndex == 1)
    #expect(gallery.showsVariants)
    _ = press("v", &gallery)
    #expect(!gallery.showsVariants)
    _ = press("v", &gallery)
    #expect(gallery.reduce(.key(.escape), at: 1, themes: themes).isEmpty)
    #expect(!gallery.showsVariants)
    #expect(gallery.variantGeometry(for: themes[0]) == nil)
}

@Test func iCyclesTheDevicesThenNoneAndOTurnsThem() {
    var gallery = state()
    var names: [String] = []
    for _ in 0..<5 {
        _ = press("i", &gallery)
        names.append(gallery.request.device?.name ?? "none")
    }
    #expect(names == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "none"])
    _ = press("o", &gallery)
    #expect(gallery.request.device == nil)
    _ = press("i", &gallery)
    _ = press("i", &gallery)
    _ = press("o", &gallery)
    #expect(gallery.request.device == Device(.iPhone15, .landscape))
    _ = press("i", &gallery)
    #expect(gallery.request.device == Device(.iPhone15ProMax, .landscape))
}

@Test func onADeviceEachCardIsTheDeviceFrame() {
    var gallery = state()
    gallery.request.device = Device(.iPhone15)
    _ = gallery.reduce(.key(.enter), at: 1, themes: themes)
    // The focus view shows the 409×868 point frame at 1:1, centred across the window.
    #expect(gallery.geometry(for: themes[0]).cards.map(\.frame) == [Rect(x: 435, y: 30, width: 409, height: 868)])
    #expect(
        GalleryText.focus(state: gallery, theme: themes[0], now: 1).hasPrefix(
            "A   iPhone 15, safe area 393×759 pt"))
}
