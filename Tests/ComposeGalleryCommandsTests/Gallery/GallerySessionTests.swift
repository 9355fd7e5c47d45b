import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// A session over `paths` in a window of `width`×`height` points, resized once like the window does.
private func session(
    _ paths: [String] = [Repository.themes], width: Int = 1280, height: Int = 800,
    screenshots: String = "/nonexistent-screenshot-folder"
) -> GallerySession {
    var options = GalleryOptions()
    options.windowWidth = width
    options.windowHeight = height
    options.screenshotDirectory = screenshots
    let session = GallerySession(themePaths: paths, services: TestPlatform.services, options: options)
    _ = session.handle(.resize(width: width, height: height, pixelScale: 1), at: 0)
    return session
}

/// A copy of the shipped themes inside the test's scratch folder.
private func themesCopy(into scratch: TemporaryDirectory) throws -> String {
    let folder = scratch.file("Themes")
    try FileManager.default.copyItem(atPath: Repository.themes, toPath: folder)
    return folder
}

private func key(_ character: Character) -> GalleryEvent { .key(.character(character)) }

@Test func firstFrameDrawsTheWholeWindow() {
    let gallery = session()
    var fb = Framebuffer(width: 1280, height: 800)!
    #expect(gallery.render(into: &fb, at: 1) == [PixelRect(x: 0, y: 0, width: 1280, height: 800)])
}

@Test func staticStyleDrawsNothingAfterTheFirstFrameAndSleeps() {
    let gallery = session()
    _ = gallery.handle(key("1"), at: 0)
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 1)
    #expect(gallery.render(into: &fb, at: 2).isEmpty)
    #expect(gallery.nextWakeTime(after: 2) == nil)
}

@Test func animatedStyleRedrawsOnlyTheSkeletonBoxOfEachVisibleCard() {
    let gallery = session()
    _ = gallery.handle(key("4"), at: 0)
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 1)
    let dirty = gallery.render(into: &fb, at: 1.3)
    let cards = gallery.makeFrame(at: 1.3).cards
    #expect(dirty.count == cards.count)
    #expect(dirty == cards.map(\.animatedPixels))
    #expect(zip(dirty, cards).allSatisfy { $0.intersection($1.pixels) == $0 && $0.height < $1.pixels.height })
    #expect(gallery.nextWakeTime(after: 1.3) == 1.3)
}

@Test func partialFramesEqualAFullRedraw() {
    let gallery = session()
    _ = gallery.handle(key("4"), at: 0)
    var partial = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &partial, at: 1)
    _ = gallery.render(into: &partial, at: 1.4)
    var full = Framebuffer(width: 1280, height: 800)!
    gallery.draw(gallery.makeFrame(at: 1.4), into: &full, clip: PixelRect(x: 0, y: 0, width: 1280, height: 800))
    #expect(partial.pixels == full.pixels)
}

@Test func focusViewOfALayoutSizedWindowShowsTheCaptureBetweenTheHeaderAndTheTimelineBar() throws {
    let header = Int(GalleryGeometry.headerHeight)
    let height = 844 + header + Int(TimelineBar.height)
    let gallery = session(width: 390, height: height)
    _ = gallery.handle(.key(.enter), at: 0)
    _ = gallery.handle(key("p"), at: 0.8)
    var window = Framebuffer(width: 390, height: height)!
    _ = gallery.render(into: &window, at: 3)
    let theme = try #require(gallery.currentTheme)
    var frame = FrameRequest()
    frame.time = 0.8
    let moment = LayoutMoment(
        theme: theme, layout: theme.layouts[0], frame: frame, metrics: TestPlatform.services.metrics)
    let renderer = LayoutFrameRenderer(rasterizer: Rasterizer(), services: TestPlatform.services)
    let capture = try FrameSource(moment: moment, scale: 1, background: nil, renderer: renderer).frame(at: moment.time)
    #expect(capture.pixels[...] == window.pixels[(390 * header)..<(390 * (header + 844))])
}

@Test func screenshotIsNamedAfterThemeLayoutStyleAndTime() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let gallery = session(screenshots: folder)
    _ = gallery.handle(key("2"), at: 0)
    _ = gallery.handle(key("p"), at: 1.5)
    var window = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &window, at: 4)
    let effects = gallery.handle(key("s"), at: 4)
    let path = folder + "/SkeletonView_default-Social_feed-gradient-t1.5.png"
    #expect(effects.first == .screenshotSaved(path: path))
    #expect(try PNGFile.read(path: path).pixels == window.pixels)
}

@Test func screenshotIntoAMissingFolderSaysHowToFixIt() {
    let gallery = session(screenshots: "/nonexistent-folder")
    let effects = gallery.handle(key("s"), at: 1)
    guard case .message(let text) = effects.first else {
        Issue.record("expected a message, got \(effects)")
        return
    }
    #expect(text.hasPrefix("error: cannot save the screenshot to /nonexistent-folder/"))
    #expect(text.hasSuffix("(set SKELETON_SCREENSHOT_DIR to a writable folder)"))
}

@Test func reloadKeepsSelectionStyleAndTime() throws {
    let scratch = try TemporaryDirectory()
    let folder = try themesCopy(into: scratch)
    let gallery = session([folder])
    _ = gallery.handle(.key(.tab), at: 0)
    _ = gallery.handle(.key(.right), at: 0)
    _ = gallery.handle(key("3"), at: 0)
    let before = gallery.state
    let path = gallery.slots[gallery.state.themeIndex].path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    gallery.reload(changedPaths: [path], at: 2)
    #expect(gallery.state == before)
    #expect(!gallery.slots[gallery.state.themeIndex].diagnostics.hasErrors)
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 2.25)
    #expect(gallery.poll(at: 2.3).contains(.reloaded(latency: 0.25, succeeded: true)))
}

@Test func brokenReloadKeepsTheLastGoodThemeAndShowsDiagnostics() throws {
    let scratch = try TemporaryDirectory()
    let folder = try themesCopy(into: scratch)
    let gallery = session([folder])
    let path = gallery.slots[0].path
    let good = try #require(gallery.slots[0].theme)
    try "{ \"name\": \"Broken\", \"layouts\": [ }".write(toFile: path, atomically: true, encoding: .utf8)
    gallery.reload(changedPaths: [path], at: 1)
    #expect(gallery.slots[0].theme == good)
    #expect(gallery.slots[0].diagnostics.hasErrors)
    let lines = GalleryText.diagnostics(slot: gallery.slots[0])
    #expect(lines[0] == "\(path) does not load; showing the last good version:")
    #expect(lines[1].hasPrefix("\(path):1:"))
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 1.1)
    #expect(gallery.poll(at: 1.2).contains(.reloaded(latency: 1.1 - 1, succeeded: false)))
}

@Test func emptiedFolderShowsTheEmptyState() throws {
    let scratch = try TemporaryDirectory()
    let folder = try themesCopy(into: scratch)
    let gallery = session([folder])
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".theme.json") {
        try FileManager.default.removeItem(atPath: folder + "/" + name)
    }
    gallery.reload(changedPaths: [], at: 1)
    #expect(gallery.slots.isEmpty)
    #expect(
        GalleryText.emptyState(slots: gallery.slots, themePaths: [folder], themeIndex: 0)[0] == "No themes to show")
    var fb = Framebuffer(width: 1280, height: 800)!
    #expect(gallery.render(into: &fb, at: 1.5) == [PixelRect(x: 0, y: 0, width: 1280, height: 800)])
    _ = gallery.poll(at: 1.6)
    #expect(gallery.nextWakeTime(after: 2) == nil)
}

@Test func deletedFolderShowsTheEmptyStateToo() throws {
    let scratch = try TemporaryDirectory()
    let folder = try themesCopy(into: scratch)
    let gallery = session([folder])
    try FileManager.default.removeItem(atPath: folder)
    #expect(gallery.poll(at: 1).isEmpty)
    #expect(gallery.slots.isEmpty)
}

@Test func titleNamesThemeLayoutStyleAndAppearance() {
    let gallery = session()
    _ = gallery.handle(key("d"), at: 0)
    #expect(
        gallery.title
            == "skeleton-preview — SkeletonView default / Social feed — gradientAnimated, dark, LTR, leftRight, text L")
    _ = gallery.handle(key("t"), at: 1)
    _ = gallery.handle(key("m"), at: 2)
    #expect(
        gallery.title
            == "skeleton-preview — SkeletonView default / Social feed — gradient, dark, LTR, leftRight, text XL, reduce motion"
    )
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["SKELETON_LOOK"] != nil))
func writeGalleryPicturesToLookAt() throws {
    let folder = ProcessInfo.processInfo.environment["SKELETON_LOOK"]!
    for (name, keys) in [("grid", ""), ("grid-dark-help", "d?"), ("grid-hud-solid", "f1"), ("focus", "\r")] {
        let gallery = session()
        for key in keys {
            _ = gallery.handle(key == "\r" ? .key(.enter) : .key(.character(key)), at: 0)
        }
        var fb = Framebuffer(width: 1280, height: 800)!
        _ = gallery.render(into: &fb, at: 1.2)
        _ = gallery.render(into: &fb, at: 1.3)
        try PNGFile.write(fb, to: "\(folder)/\(name).png")
    }
}

@Test func templateShimmerKeepsWakingWhateverTheStyle() {
    let gallery = session([Repository.themes + "/shimmer.theme.json"])
    _ = gallery.handle(key("1"), at: 0)
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 1)
    #expect(gallery.nextWakeTime(after: 1.5) == 1.5)
}

@Test func pausedGallerySleeps() {
    let gallery = session()
    _ = gallery.handle(key("p"), at: 1)
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 1)
    #expect(gallery.nextWakeTime(after: 2) == nil)
    #expect(gallery.render(into: &fb, at: 2).isEmpty)
}

@Test func savedThemeIsReloadedByThePollAndItsLatencyReported() throws {
    let scratch = try TemporaryDirectory()
    let folder = try themesCopy(into: scratch)
    let gallery = session([folder])
    let path = gallery.slots[0].path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\"SkeletonView default\"", with: "\"Edited\"").write(
        toFile: path, atomically: true, encoding: .utf8)
    var effects: [GalleryEffect] = []
    var fb = Framebuffer(width: 1280, height: 800)!
    for step in 1...100 where gallery.slots[0].theme?.name != "Edited" {
        let t = Double(step) * 0.01
        effects += gallery.poll(at: t)
        _ = gallery.render(into: &fb, at: t)
    }
    #expect(gallery.slots[0].theme?.name == "Edited")
    effects += gallery.poll(at: 2)
    #expect(effects.contains(.reloaded(latency: gallery.watcher.debounce, succeeded: true)))
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["SKELETON_LOOK"] != nil))
func writeBrokenAndEmptyPicturesToLookAt() throws {
    let look = ProcessInfo.processInfo.environment["SKELETON_LOOK"]!
    let scratch = try TemporaryDirectory()
    let folder = try themesCopy(into: scratch)
    let gallery = session([folder])
    try "{ \"name\": \"Broken\",\n  \"layouts\": [ }".write(
        toFile: gallery.slots[0].path, atomically: true, encoding: .utf8)
    gallery.reload(changedPaths: [gallery.slots[0].path], at: 1)
    var fb = Framebuffer(width: 1280, height: 800)!
    _ = gallery.render(into: &fb, at: 1.2)
    try PNGFile.write(fb, to: "\(look)/broken.png")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".theme.json") {
        try FileManager.default.removeItem(atPath: folder + "/" + name)
    }
    gallery.reload(changedPaths: [], at: 2)
    _ = gallery.render(into: &fb, at: 2.2)
    try PNGFile.write(fb, to: "\(look)/empty.png")
}

@Test func skeletonDebugPrintsTheTreeWhenASkeletonIsShown() {
    var options = GalleryOptions()
    options.printsTrees = true
    let gallery = GallerySession(
        themePaths: [Repository.themes], services: TestPlatform.services, options: options)
    guard case .message(let tree) = gallery.poll(at: 0).first else {
        Issue.record("the first poll prints the tree of the skeleton shown at start")
        return
    }
    #expect(tree.hasPrefix("{\n  \"type\" : \"UIStackView\""))
    _ = gallery.handle(key(" "), at: 1)
    #expect(gallery.handle(key(" "), at: 2) == [.message(tree)])
}

@Test func partialFramesThroughTheShowFadeEqualFullRedraws() {
    let gallery = session()
    var partial = Framebuffer(width: 1280, height: 800)!
    for t in [0.05, 0.15, 0.3, 0.45, 0.9] {
        _ = gallery.render(into: &partial, at: t)
        var full = Framebuffer(width: 1280, height: 800)!
        gallery.draw(gallery.makeFrame(at: t), into: &full, clip: PixelRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(partial.pixels == full.pixels, "at \(t)")
    }
}
