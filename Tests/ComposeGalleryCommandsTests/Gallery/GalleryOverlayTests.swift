import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonGallery

/// One 100×60 layout.
private let themes: [Theme?] = {
    var theme = Theme(name: "Screen")
    theme.style = .solid
    theme.layouts = [LayoutSpec(name: "Screen", size: Size(width: 100, height: 60), root: ViewNode(kind: .view))]
    return [theme]
}()

/// A focused gallery state with an overlay of `shot.png` at its defaults.
private func focusedWithOverlay() -> GalleryState {
    var state = GalleryState(theme: themes[0], viewport: Viewport(width: 400, height: 300, pixelScale: 1))
    state.request.overlay = OverlaySettings(path: "shot.png")
    state.isFocused = true
    return state
}

private func press(_ keys: String, _ state: inout GalleryState) {
    for key in keys { _ = state.reduce(.key(.character(key)), at: 1, themes: themes) }
}

@Test func xHidesAndShowsTheOverlayKeepingItsSettings() {
    var state = focusedWithOverlay()
    #expect(state.visibleOverlay?.path == "shot.png")
    press("x", &state)
    #expect(state.visibleOverlay == nil)
    #expect(state.request.overlay?.path == "shot.png")
    press("X", &state)
    #expect(state.visibleOverlay?.path == "shot.png")
}

@Test func bracesChangeTheOpacityInTenthsWithinZeroAndOne() {
    var state = focusedWithOverlay()
    press("}", &state)
    #expect(state.request.overlay?.opacity == 0.6)
    press("}}}}}}}", &state)
    #expect(state.request.overlay?.opacity == 1)
    press("{{{{{{{{{{{", &state)
    #expect(state.request.overlay?.opacity == 0)
}

@Test func bTogglesTheDifferenceBlend() {
    var state = focusedWithOverlay()
    press("b", &state)
    #expect(state.request.overlay?.blend == .difference)
    press("b", &state)
    #expect(state.request.overlay?.blend == .normal)
}

@Test func parenthesesMoveTheSwipeLineAndPastTheRightEdgeRemoveIt() {
    var state = focusedWithOverlay()
    press("(", &state)
    #expect(state.request.overlay?.split == 0.9)
    press("((", &state)
    #expect(state.request.overlay?.split == 0.7)
    press(")))", &state)
    #expect(state.request.overlay?.split == nil)
}

@Test func jkunNudgeTheScreenshotAPointAtATime() {
    var state = focusedWithOverlay()
    press("kkuj", &state)
    #expect(state.request.overlay?.offset == Point(x: 1, y: -1))
    press("nnn", &state)
    #expect(state.request.overlay?.offset == Point(x: 1, y: 2))
}

@Test func overlayKeysDoNothingWithoutAnOverlay() {
    var state = GalleryState(theme: themes[0], viewport: Viewport(width: 400, height: 300, pixelScale: 1))
    let before = state
    press("xb{}()jkun", &state)
    #expect(state == before)
}

@Test func theOverlayShowsOnlyInTheFocusView() {
    var state = focusedWithOverlay()
    state.isFocused = false
    #expect(state.visibleOverlay == nil)
}

@Test func aChangingKeyShowsAHiddenOverlayAgain() {
    var state = focusedWithOverlay()
    press("x}", &state)
    #expect(state.visibleOverlay?.opacity == 0.6)
}

/// A one-colour 100×60 PNG renamed over `path`, as an app or editor writes it.
private func writeShot(_ pixel: UInt32, to path: String) throws {
    let image = try #require(Framebuffer(width: 100, height: 60, fill: pixel))
    try PNGFile.write(image, to: path + ".new.png")
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.moveItem(atPath: path + ".new.png", toPath: path)
}

/// How many window pixels are exactly `pixel`.
private func count(_ pixel: UInt32, _ gallery: GallerySession, at t: Double) throws -> Int {
    var fb = try #require(Framebuffer(width: 400, height: 300))
    gallery.drawn.isStale = true
    _ = gallery.render(into: &fb, at: t)
    return fb.pixels.filter { $0 == pixel }.count
}

@Test func theWindowOpensFocusedWithTheOverlayAndReloadsItWhenTheFileChanges() throws {
    let scratch = try TemporaryDirectory()
    let shot = scratch.file("shot.png")
    try writeShot(0xFFFF_0000, to: shot)
    let theme = try scratch.write(
        "screen.theme.json",
        #"{"name": "S", "style": "solid", "layouts": [{"name": "Screen", "size": [100, 60], "root": {"type": "view"}}]}"#
    )
    var options = GalleryOptions()
    options.windowWidth = 400
    options.windowHeight = 300
    options.request.overlay = OverlaySettings(path: shot)
    options.request.overlay?.opacity = 1
    let gallery = GallerySession(themePaths: [theme], services: TestPlatform.services, options: options)
    _ = gallery.handle(.resize(width: 400, height: 300, pixelScale: 1), at: 0)
    #expect(gallery.state.isFocused)
    #expect(try count(0xFFFF_0000, gallery, at: 1) == 6000)

    try writeShot(0xFF00_00FF, to: shot)
    gallery.reloadOverlay(ifAmong: [shot], at: 2)
    #expect(try count(0xFF00_00FF, gallery, at: 3) == 6000)
    #expect(try count(0xFFFF_0000, gallery, at: 3) == 0)
}

@Test func anUnreadableOverlayIsReportedAndTheWindowStillOpens() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "screen.theme.json",
        #"{"name": "S", "layouts": [{"name": "Screen", "size": [100, 60], "root": {"type": "view"}}]}"#)
    var options = GalleryOptions()
    options.request.overlay = OverlaySettings(path: scratch.file("missing.png"))
    let gallery = GallerySession(themePaths: [theme], services: TestPlatform.services, options: options)
    let effects = gallery.poll(at: 0)
    #expect(
        effects.contains(
            .message(
                "--overlay \(scratch.file("missing.png")): no such file; give the path of a PNG screenshot of the screen (a simulator screenshot or a design export)"
            )))
    #expect(gallery.overlayPixels == nil)
}
