import Foundation
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonGallery

/// One theme of one 390×600 layout: solid, the default transitions, a 200 ms show delay.
private let themes: [Theme?] = {
    var theme = Theme(name: "Delayed")
    theme.style = .solid
    theme.transition.delay = 0.2
    theme.layouts = [LayoutSpec(name: "A", size: Size(width: 390, height: 600), root: ViewNode(kind: .view))]
    return [theme]
}()

/// The focus view of `themes` in a 1280×800 window, clock running from 0.
private func focused() -> GalleryState {
    var state = GalleryState(theme: themes[0], viewport: Viewport(width: 1280, height: 800, pixelScale: 1))
    _ = state.reduce(.key(.enter), at: 0, themes: themes)
    return state
}

private func press(_ character: Character, _ state: inout GalleryState, at t: Double) -> [GalleryIntent] {
    state.reduce(.key(.character(character)), at: t, themes: themes)
}

/// The window x of a time on the bar's track (3 s long for a skeleton shown at 0).
private func x(ofSecond second: Double, span: Double = 3) -> Double {
    let track = TimelineBar.track(in: Rect(x: 0, y: 692, width: 1280, height: TimelineBar.height))
    return track.minX + second / span * track.width
}

@Test func theTimelineBarRunsAlongTheBottomOfTheFocusView() {
    let state = focused()
    #expect(state.timelineBarRect == Rect(x: 0, y: 692, width: 1280, height: 108))
    #expect(TimelineBar.track(in: state.timelineBarRect) == Rect(x: 12, y: 714, width: 1256, height: 24))
}

@Test func pressingOnTheBarPausesAtTheMomentUnderThePointerAndDraggingMovesIt() {
    var state = focused()
    #expect(state.reduce(.mouseDown(x: x(ofSecond: 1.5), y: 760), at: 5, themes: themes).isEmpty)
    #expect(state.clock.isPaused)
    #expect(state.isScrubbing)
    #expect(state.clock.timelineTime(at: 9) == 1.5)
    _ = state.reduce(.mouseDrag(x: x(ofSecond: 0.75), y: 300), at: 6, themes: themes)
    #expect(state.clock.timelineTime(at: 9) == 0.75)
    // Past either end the playhead stops at the axis' ends.
    _ = state.reduce(.mouseDrag(x: -50, y: 300), at: 6, themes: themes)
    #expect(state.clock.timelineTime(at: 9) == 0)
    _ = state.reduce(.mouseDrag(x: 5000, y: 300), at: 6, themes: themes)
    #expect(state.clock.timelineTime(at: 9) == 3)
    _ = state.reduce(.mouseUp, at: 7, themes: themes)
    #expect(!state.isScrubbing)
    _ = state.reduce(.mouseDrag(x: x(ofSecond: 1), y: 760), at: 8, themes: themes)
    #expect(state.clock.timelineTime(at: 9) == 3)
}

@Test func aPressAboveTheBarOrInTheGridDoesNotMoveTheClock() {
    var state = focused()
    _ = state.reduce(.mouseDown(x: 640, y: 400), at: 1, themes: themes)
    #expect(!state.clock.isPaused)
    #expect(!state.isScrubbing)
    var grid = GalleryState(theme: themes[0], viewport: Viewport(width: 1280, height: 800, pixelScale: 1))
    _ = grid.reduce(.mouseDrag(x: 640, y: 760), at: 1, themes: themes)
    #expect(!grid.clock.isPaused)
}

@Test func lessAndGreaterStepATenthOfASecondWhilePaused() {
    var state = focused()
    _ = press(">", &state, at: 1)
    #expect(state.clock.timelineTime(at: 2) == 2)
    _ = press("p", &state, at: 2)
    _ = press(">", &state, at: 3)
    _ = press(">", &state, at: 3)
    _ = press("<", &state, at: 3)
    #expect(GalleryClock.millisecond(state.clock.timelineTime(at: 4)) == 2.1)
    for _ in 0..<30 { _ = press("<", &state, at: 4) }
    #expect(state.clock.timelineTime(at: 5) == 0)
}

@Test func cPausesAndAsksForTheCommandOfThatMoment() {
    var state = focused()
    #expect(press("c", &state, at: 1.2345) == [.copyCaptureCommand])
    #expect(state.clock.isPaused)
    #expect(state.clock.timelineTime(at: 3) == 1.235)
}

@Test func lPlaysTheNextLoadOfTheSeedLive() {
    var state = focused()
    state.loadOptions.latency = .fixed(0.8)
    _ = press("p", &state, at: 1)
    #expect(press("l", &state, at: 2) == [.skeletonShown, .loadStarted])
    #expect(!state.clock.isPaused)
    #expect(state.loadsPlayed == 1)
    let load = try! #require(state.lastLoad)
    #expect(load.latency == 0.8)
    #expect(load.start == 1)
    // Requested at 1: appears at 1.2 (the delay), hidden at 1.8 when the content arrives.
    #expect(state.timeline.state(at: 1.1).skeletonOpacity == 0)
    #expect(state.timeline.state(at: 1.6).skeletonOpacity == 1)
    #expect(state.timeline.captureMoment(at: 1.9)?.hideAt == 0.8)
    #expect(state.timeline.state(at: 2.05).skeletonOpacity == 0)
    state.loadOptions = LoadOptions()
    _ = press("l", &state, at: 3)
    #expect(state.lastLoad?.latency == LatencyModel.standard.samples(2, seed: 1)[1])
}

/// A gallery over the shipped default theme, focused, screenshots in `folder`.
private func session(screenshots folder: String) -> GallerySession {
    var options = GalleryOptions()
    options.windowWidth = 900
    options.windowHeight = 1000
    options.screenshotDirectory = folder
    let session = GallerySession(
        themePaths: [Repository.themes + "/default.theme.json"], services: TestPlatform.services, options: options)
    _ = session.handle(.resize(width: 900, height: 1000, pixelScale: 1), at: 0)
    _ = session.handle(.key(.enter), at: 0)
    return session
}

@Test func thePausedBarNamesTheCommandTheScreenshotKeyCopies() throws {
    let scratch = try TemporaryDirectory()
    let gallery = session(screenshots: scratch.path)
    _ = gallery.handle(.key(.character(" ")), at: 1)
    _ = gallery.handle(.mouseDown(x: 12 + 0.4 * (900 - 24), y: 950), at: 2)
    let now = gallery.state.clock.timelineTime(at: 3)
    #expect(now == 1.2)
    let bar = try #require(gallery.timelineBar(at: now))
    #expect(bar.origin == 0)
    #expect(bar.span == 3)
    #expect(bar.playhead == 1.2)
    #expect(bar.marks.map(\.kind) == [.showRequest, .appearance, .hideRequest])
    // Gradient sliding loops of 1.5 s from the show until the hide at 1 s.
    #expect(bar.loops == [0])
    var window = try #require(Framebuffer(width: 900, height: 1000))
    _ = gallery.render(into: &window, at: 3)
    let copied = gallery.handle(.key(.character("c")), at: 3)
    let shot = gallery.handle(.key(.character("s")), at: 3)
    let command = try #require(
        shot.compactMap { effect -> String? in
            if case .copyToClipboard(let text) = effect { return text }
            return nil
        }.first)
    #expect(copied == [.copyToClipboard(command)])
    #expect(bar.caption == "C copies: " + command)
    #expect(command.contains("--time 1.2 --hide-at 1.0 "))
}

@Test func theBarIsRedrawnOnlyWhenItChanges() throws {
    let scratch = try TemporaryDirectory()
    let gallery = session(screenshots: scratch.path)
    _ = gallery.handle(.key(.character("1")), at: 0)
    var window = try #require(Framebuffer(width: 900, height: 1000))
    _ = gallery.render(into: &window, at: 0.5)
    // Running inside the axis, the playhead moves every frame: the loop keeps waking.
    #expect(gallery.nextWakeTime(after: 1) == 1)
    _ = gallery.handle(.key(.character("p")), at: 1)
    _ = gallery.render(into: &window, at: 1)
    #expect(gallery.render(into: &window, at: 1.5) == [])
    _ = gallery.handle(.key(.character(">")), at: 2)
    #expect(gallery.render(into: &window, at: 2) == [PixelRect(x: 0, y: 0, width: 900, height: 1000)])
}

@Test func theLoadToastTellsTheLatencyAndTheTimes() throws {
    let scratch = try TemporaryDirectory()
    let gallery = session(screenshots: scratch.path)
    gallery.state.loadOptions.latency = .fixed(0.1)
    _ = gallery.handle(.key(.character("l")), at: 1)
    #expect(
        gallery.toast?.lines == [
            "Load 1 of seed 1 (fixed 100 ms): content after 100 ms",
            "skeleton appears at 0 ms, hides at 100 ms, gone at 183 ms: visible 183 ms (a flash, under 300 ms)",
        ])
}
