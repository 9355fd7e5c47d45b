import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// A gallery over the shipped default theme in a `width`×`height` window, screenshots in `folder`.
private func session(width: Int, height: Int, screenshots folder: String) -> GallerySession {
    var options = GalleryOptions()
    options.windowWidth = width
    options.windowHeight = height
    options.screenshotDirectory = folder
    let session = GallerySession(
        themePaths: [Repository.themes + "/default.theme.json"], services: TestPlatform.services, options: options)
    _ = session.handle(.resize(width: width, height: height, pixelScale: 1), at: 0)
    return session
}

private func key(_ character: Character) -> GalleryEvent { .key(.character(character)) }

/// The value after `option` in a printed command.
private func value(of option: String, in command: String) -> String? {
    let words = command.split(separator: " ").map(String.init)
    return words.firstIndex(of: option).map { words[$0 + 1] }
}

@Test func screenshotAfterHideAndShowIsNamedAndReproducedByItsCaptureCommand() throws {
    let scratch = try TemporaryDirectory()
    // Tall enough for the whole layout between the header and the timeline bar.
    let gallery = session(width: 480, height: 1000, screenshots: scratch.path)
    _ = gallery.handle(.key(.enter), at: 0)
    _ = gallery.handle(key("4"), at: 0.5)
    _ = gallery.handle(key(" "), at: 2)
    _ = gallery.handle(key(" "), at: 3.25)
    _ = gallery.handle(key("p"), at: 4.1)
    var window = try #require(Framebuffer(width: 480, height: 1000))
    _ = gallery.render(into: &window, at: 5)
    let effects = gallery.handle(key("s"), at: 5)
    let path = scratch.path + "/SkeletonView_default-Social_feed-gradientAnimated-t0.85.png"
    #expect(effects.first == .screenshotSaved(path: path))
    let commands = effects.compactMap { effect -> String? in
        if case .copyToClipboard(let text) = effect { return text }
        return nil
    }
    let command = try #require(commands.first)
    #expect(effects.contains(.captureCommand(command)))
    #expect(
        command
            == "skeleton-preview capture \(Repository.themes)/default.theme.json --layout 'Social feed' "
            + "--style gradientAnimated --time 0.85 --out \(scratch.path)/SkeletonView_default-Social_feed-gradientAnimated-t0.85-capture.png"
    )

    // What the command renders is the focused layout in the screenshot, pixel for pixel.
    let theme = try #require(gallery.currentTheme)
    var frame = FrameRequest()
    frame.style = .gradientAnimated
    let time: Double = try #require(value(of: "--time", in: command).flatMap { Double($0) })
    frame.time = time
    let moment = LayoutMoment(
        theme: theme, layout: theme.layouts[0], frame: frame, metrics: TestPlatform.services.metrics)
    let renderer = LayoutFrameRenderer(rasterizer: Rasterizer(), services: TestPlatform.services)
    let capture = try FrameSource(moment: moment, scale: 1, background: nil, renderer: renderer).frame(at: moment.time)
    let shot = try PNGFile.read(path: path)
    #expect(shot.pixels == window.pixels)
    let card = try #require(gallery.makeFrame(at: 4.1).cards.first).pixels
    var differing = 0
    for y in 0..<capture.height {
        for x in 0..<capture.width
        where capture.pixels[y * capture.width + x] != shot.pixels[(card.y + y) * shot.width + card.x + x] {
            differing += 1
        }
    }
    #expect(differing == 0)
}

@Test func aHiddenSkeletonsCommandNamesTheHide() throws {
    let scratch = try TemporaryDirectory()
    let gallery = session(width: 480, height: 900, screenshots: scratch.path)
    _ = gallery.handle(key("1"), at: 0)
    _ = gallery.handle(key(" "), at: 2)
    _ = gallery.handle(key(" "), at: 3)
    _ = gallery.handle(key(" "), at: 4.5)
    _ = gallery.handle(key("p"), at: 6)
    let effects = gallery.handle(key("s"), at: 6)
    guard case .captureCommand(let command) = effects.dropFirst().first else {
        Issue.record("no capture command in \(effects)")
        return
    }
    #expect(value(of: "--time", in: command) == "3.0")
    #expect(value(of: "--hide-at", in: command) == "1.5")
    #expect(value(of: "--style", in: command) == "solid")
}

@Test func theScreenshotToastShowsThePathAndCommandUntilItExpires() throws {
    let scratch = try TemporaryDirectory()
    let gallery = session(width: 800, height: 600, screenshots: scratch.path)
    _ = gallery.handle(key("1"), at: 0)
    var window = try #require(Framebuffer(width: 800, height: 600))
    _ = gallery.render(into: &window, at: 1)
    let before = window.pixels
    _ = gallery.handle(key("s"), at: 2)
    let toast = try #require(gallery.toast)
    #expect(toast.lines.count == 3)
    #expect(toast.lines[0].hasPrefix("Saved \(scratch.path)/SkeletonView_default-"))
    #expect(toast.lines[2].hasPrefix("skeleton-preview capture "))
    #expect(toast.until == 2 + GallerySession.toastSeconds)
    #expect(gallery.nextWakeTime(after: 3) == toast.until)
    _ = gallery.render(into: &window, at: 3)
    #expect(window.pixels != before)
    _ = gallery.render(into: &window, at: toast.until)
    #expect(gallery.toast == nil)
    #expect(window.pixels == before)
}

@Test func commandWordsWithSpacesOrQuotesArePastedBackIntact() {
    #expect(
        ShellWords.line(["capture", "My theme.json", "it's", "--time", "1.5"])
            == "capture 'My theme.json' 'it'\\''s' --time 1.5")
}

@Test func theCaptureCommandRepeatsTheInterfaceBuilderOptionsWithAbsolutePaths() {
    var options = DocumentOptions()
    options.lookPath = "look.theme.json"
    options.interfaceBuilder.roots = ["Feed View"]
    options.interfaceBuilder.bridge = true
    options.interfaceBuilder.aliases = ["_b": "isSkeletonable", "_a": "isHiddenWhenSkeletonIsActive"]
    options.interfaceBuilder.cells = ["T-1": "Cell.xib"]
    #expect(
        options.arguments(absolute: { "/work/" + $0 }) == [
            "--theme", "/work/look.theme.json", "--root", "Feed View", "--bridge",
            "--alias", "_a=isHiddenWhenSkeletonIsActive", "--alias", "_b=isSkeletonable",
            "--cell", "T-1=/work/Cell.xib",
        ])
}
