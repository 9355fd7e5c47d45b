import SkeletonCore
import SkeletonRaster
import Testing

@testable import SkeletonCompose

@Test func overlaySettingsPrintAndParseBackThroughTheFrameRequest() throws {
    var request = FrameRequest()
    request.layout = "Feed"
    var overlay = OverlaySettings(path: "-odd name.png")
    overlay.opacity = 0.8
    overlay.blend = .difference
    overlay.split = 0.3
    overlay.offset = Point(x: -1.5, y: 2)
    overlay.scale = 3
    request.overlay = overlay
    #expect(
        request.arguments == [
            "--layout", "Feed", "--overlay=-odd name.png", "--overlay-opacity", "0.8", "--overlay-blend", "difference",
            "--overlay-split", "0.3", "--overlay-offset=-1.5,2", "--overlay-scale", "3.0",
        ])
    #expect(try FrameRequest(parsing: request.arguments) == request)
}

@Test func anOverlayAtItsDefaultsPrintsOnlyItsPath() {
    var request = FrameRequest()
    request.overlay = OverlaySettings(path: "shot.png")
    #expect(request.arguments == ["--overlay", "shot.png"])
}

@Test func overlayOptionsMayComeBeforeTheScreenshot() throws {
    let request = try FrameRequest(parsing: ["--overlay-opacity", "1", "--overlay", "shot.png"])
    #expect(request.overlay?.opacity == 1)
    #expect(request.overlay?.path == "shot.png")
}

@Test func anOverlayOptionWithoutTheScreenshotIsAConflictNamingIt() {
    #expect(throws: FrameRequestError.self) { try FrameRequest(parsing: ["--overlay-blend", "difference"]) }
    do throws(FrameRequestError) {
        _ = try FrameRequest(parsing: ["--overlay-blend", "difference"])
    } catch {
        #expect(error.option == "--overlay-blend")
        #expect(error.message().contains("add --overlay PNG"))
    }
}

@Test(arguments: [
    ("12", "12 is no X,Y"), ("1,2,3", "three values"), ("a,1", "not a number"), ("nan,1", "not finite"),
    ("5000,0", "too far"),
])
func badOffsetsAreRefused(text: String, why: String) {
    #expect(throws: FrameRequestError.self, "\(why)") {
        try FrameRequest(parsing: ["--overlay", "s.png", "--overlay-offset=" + text])
    }
}

@Test func theDefaultDensityIsTheScreenshotsWidthOverTheLayoutsWhenWhole() {
    let overlay = OverlaySettings(path: "s.png")
    #expect(overlay.pixelsPerPoint(imageWidth: 1170, layoutWidth: 390, frameScale: 1) == 3)
    #expect(overlay.pixelsPerPoint(imageWidth: 390, layoutWidth: 390, frameScale: 2) == 1)
    #expect(overlay.pixelsPerPoint(imageWidth: 1000, layoutWidth: 390, frameScale: 2) == 2)
    #expect(overlay.pixelsPerPoint(imageWidth: 100, layoutWidth: 390, frameScale: 2) == 2)
    var scaled = overlay
    scaled.scale = 2.5
    #expect(scaled.pixelsPerPoint(imageWidth: 1170, layoutWidth: 390, frameScale: 1) == 2.5)
}
