import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

/// A 100×60 screen with two skeleton blocks at known frames: a photo at (10, 10, 40, 40) and a
/// badge at (60, 20, 30, 20).
private let screenTheme = """
    {
      "name": "Overlay",
      "style": "solid",
      "layouts": [
        {
          "name": "Screen", "size": [100, 60],
          "root": {
            "type": "view", "isSkeletonable": true,
            "children": [
              {"id": "photo", "type": "imageView", "frame": [10, 10, 40, 40]},
              {"id": "badge", "type": "view", "frame": [60, 20, 30, 20]},
            ],
          },
        },
      ],
    }
    """

/// A screenshot of that screen drawn for the test, `density` pixels per point, white with black
/// ink: the photo exactly where its skeleton is, the badge's text 5 points right of its left edge.
private func screenshot(density: Int) throws -> Framebuffer {
    var image = try #require(Framebuffer(width: 100 * density, height: 60 * density, fill: 0xFFFF_FFFF))
    for (x, y, width, height) in [(10, 10, 40, 40), (65, 20, 25, 20)] {
        for row in (y * density)..<((y + height) * density) {
            for column in (x * density)..<((x + width) * density) {
                image.pixels[row * image.width + column] = 0xFF00_0000
            }
        }
    }
    return image
}

/// A folder holding the theme and a 2x screenshot.
private struct Scene {
    let folder = try! TemporaryDirectory()
    var theme: String { folder.file("screen.theme.json") }
    var shot: String { folder.file("shot.png") }

    init() throws {
        try folder.write("screen.theme.json", screenTheme)
        try PNGFile.write(try screenshot(density: 2), to: shot)
    }

    func capture(_ arguments: [String]) throws -> Executable.Result {
        try Executable.run(["capture", theme, "--layout", "Screen"] + arguments)
    }
}

@Test func anOpaqueOverlayAtTheFramesDensityReplacesEveryPixel() throws {
    let scene = try Scene()
    try PNGFile.write(try screenshot(density: 1), to: scene.folder.file("one.png"))
    let out = scene.folder.file("out.png")
    let result = try scene.capture(["--overlay", scene.folder.file("one.png"), "--overlay-opacity", "1", "--out", out])
    #expect(result.status == 0, "\(result.error)")
    #expect(try PNGFile.read(path: out).pixels == screenshot(density: 1).pixels)
}

@Test func aTwoTimesScreenshotIsScaledToPointsByItsWidth() throws {
    let scene = try Scene()
    let out = scene.folder.file("out.png")
    let result = try scene.capture(["--overlay", scene.shot, "--overlay-opacity", "1", "--out", out])
    #expect(result.status == 0, "\(result.error)")
    #expect(try PNGFile.read(path: out).pixels == screenshot(density: 1).pixels)
}

@Test func theDifferenceOfTheCaptureWithItselfIsBlack() throws {
    let scene = try Scene()
    let plain = scene.folder.file("plain.png")
    _ = try scene.capture(["--scale", "2", "--out", plain])
    let out = scene.folder.file("out.png")
    let result = try scene.capture([
        "--scale", "2", "--overlay", plain, "--overlay-blend", "difference", "--overlay-opacity", "1", "--out", out,
    ])
    #expect(result.status == 0, "\(result.error)")
    let pixels = try PNGFile.read(path: out).pixels
    #expect(pixels.count == 200 * 120)
    #expect(pixels.allSatisfy { $0 == 0xFF00_0000 })
}

@Test func halfOpacityMixesTheScreenshotWithTheSkeleton() throws {
    let scene = try Scene()
    let plain = scene.folder.file("plain.png")
    _ = try scene.capture(["--out", plain])
    let out = scene.folder.file("out.png")
    #expect(try scene.capture(["--overlay", scene.shot, "--out", out]).status == 0)
    let skeleton = try PNGFile.read(path: plain).pixels
    let shot = try screenshot(density: 1).pixels
    let expected = zip(shot, skeleton).map { OverlayBlend.blend($0, onto: $1, opacity: 128, mode: .normal) }
    #expect(try PNGFile.read(path: out).pixels == expected)
}

@Test func theSplitShowsTheScreenshotLeftOfAPinkLineAndTheSkeletonRightOfIt() throws {
    let scene = try Scene()
    let plain = scene.folder.file("plain.png")
    _ = try scene.capture(["--out", plain])
    let out = scene.folder.file("out.png")
    let result = try scene.capture([
        "--overlay", scene.shot, "--overlay-opacity", "1", "--overlay-split", "0.7", "--out", out,
    ])
    #expect(result.status == 0, "\(result.error)")
    let pixels = try PNGFile.read(path: out).pixels
    let skeleton = try PNGFile.read(path: plain).pixels
    let shot = try screenshot(density: 1).pixels
    for row in 0..<60 {
        for column in 0..<100 {
            let index = row * 100 + column
            let expected = column < 69 ? shot[index] : column < 71 ? 0xFFFF_2D55 : skeleton[index]
            #expect(pixels[index] == expected, "pixel \(column),\(row)")
            if pixels[index] != expected { return }
        }
    }
}

@Test func theOffsetMovesTheScreenshotByPoints() throws {
    let scene = try Scene()
    let plain = scene.folder.file("plain.png")
    _ = try scene.capture(["--out", plain])
    let out = scene.folder.file("out.png")
    let result = try scene.capture([
        "--overlay", scene.shot, "--overlay-opacity", "1", "--overlay-offset=3,-2", "--out", out,
    ])
    #expect(result.status == 0, "\(result.error)")
    let pixels = try PNGFile.read(path: out).pixels
    let skeleton = try PNGFile.read(path: plain).pixels
    let shot = try screenshot(density: 1).pixels
    for row in 0..<60 {
        for column in 0..<100 {
            let index = row * 100 + column
            let covered = column >= 3 && row < 58
            let expected = covered ? shot[(row + 2) * 100 + column - 3] : skeleton[index]
            #expect(pixels[index] == expected, "pixel \(column),\(row)")
            if pixels[index] != expected { return }
        }
    }
}

@Test func measureEdgesPrintsEveryViewAndTheScreen() throws {
    let scene = try Scene()
    let result = try scene.capture(["--overlay", scene.shot, "--measure-edges"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.standard == """
            edges of Screen against the overlay (points the skeleton reaches past the ink; - stops short):
              photo  top 0  left 0  bottom 0  right 0  off by 0
              badge  top 0  left +5  bottom 0  right 0  off by 5  OFF
            screen: 2 views measured, mean 2.5 pt, max 5 pt, 1 over 4 pt

            """)
}

@Test func measureEdgesFollowsTheOffset() throws {
    let scene = try Scene()
    let result = try scene.capture(["--overlay", scene.shot, "--overlay-offset", "0,1", "--measure-edges"])
    #expect(result.standard.contains("  photo  top +1  left 0  bottom -1  right 0  off by 1\n"))
}

@Test func validateWarnsAtTheViewThatIsOffTheScreenshot() throws {
    let scene = try Scene()
    let result = try Executable.run(["validate", scene.theme, "--overlay", scene.shot])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.standard.contains(
            "\(scene.theme):11:11: warning: badge in Screen is 5 pt off the screenshot \(scene.shot) (top 0, left +5, "
                + "bottom 0, right 0; over 4 pt) — "))
    #expect(!result.standard.contains("photo in Screen"))
    #expect(result.standard.hasSuffix("validated 1 theme: 0 errors, 1 warning\n"))
}

@Test func explainShowsEachSkeletonViewsDistanceFromTheScreenshotAndTheScreensFigure() throws {
    let scene = try Scene()
    let result = try Executable.run(["explain", scene.theme, "--layout", "Screen", "--overlay", scene.shot])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.standard.split(separator: "\n").map(String.init)
    #expect(
        lines.filter { $0.contains("screenshot:") } == [
            "    screenshot: off by 0 pt: the skeleton reaches past the ink by top 0, left 0, bottom 0, right 0",
            "    screenshot: off by 5 pt (over 4 pt): the skeleton reaches past the ink by top 0, left +5, bottom 0, "
                + "right 0",
        ])
    #expect(lines.last == "screen: 2 views measured, mean 2.5 pt, max 5 pt, 1 over 4 pt")
    let json = try Executable.run(
        ["explain", scene.theme, "--layout", "Screen", "--overlay", scene.shot, "--overlay-offset", "0,1", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standard.utf8)) as? [String: Any])
    let screenshot = try #require(object["screenshot"] as? [String: Any])
    let photo = try #require((screenshot["views"] as? [[String: Any]])?.first)
    #expect(photo["path"] as? String == "0.0")
    let edges = try #require(photo["edges"] as? [String: Double])
    #expect(edges == ["top": 1, "left": 0, "bottom": -1, "right": 0, "offBy": 1])
    #expect(screenshot["threshold"] as? Double == 4)
}

@Test func explainRefusesAMissingScreenshotWithTheFix() throws {
    let scene = try Scene()
    let result = try Executable.run([
        "explain", scene.theme, "--layout", "Screen", "--overlay", scene.folder.file("no.png"),
    ])
    #expect(result.status == 1)
    #expect(result.error.contains("no such file; give the path of a PNG screenshot"), "\(result.error)")
}

@Test func validateNeedsTheLayoutNamedWhenTheFileHasSeveral() throws {
    let scene = try Scene()
    let result = try Executable.run(["validate", Repository.theme("default"), "--overlay", scene.shot])
    #expect(result.status == 1)
    #expect(result.error.contains("name the one the screenshot shows with --layout NAME"))
}

@Test(arguments: [
    (["--overlay", "/nonexistent/shot.png", "--out", "x.png"], "--overlay /nonexistent/shot.png: no such file; "),
    (
        ["--overlay-opacity", "0.3", "--out", "x.png"],
        "--overlay-opacity sets how the overlay is drawn: add --overlay PNG"
    ),
    (["--overlay", "s.png", "--overlay-opacity", "2", "--out", "x.png"], "--overlay-opacity"),
    (
        ["--overlay", "s.png", "--overlay-opacity", "half", "--out", "x.png"],
        "--overlay-opacity needs a number, got 'half'"
    ),
    (["--overlay", "s.png", "--overlay-blend", "multiply", "--out", "x.png"], "multiply"),
    (["--overlay", "s.png", "--overlay-offset", "3", "--out", "x.png"], "--overlay-offset needs X,Y in points"),
    (["--overlay", "s.png", "--overlay-split", "-0.5", "--out", "x.png"], "--overlay-split"),
    (["--overlay", "s.png", "--overlay-scale", "0", "--out", "x.png"], "--overlay-scale"),
    (["--measure-edges"], "--measure-edges compares the skeleton with a screenshot: add --overlay PNG"),
    (
        ["--overlay", "s.png", "--variants", "--out", "x.png"],
        "--overlay lays a screenshot of one screen over one layout"
    ),
])
func badOverlayOptionsAreExplained(arguments: [String], message: String) throws {
    let scene = try Scene()
    let result = try Executable.run(
        ["capture", scene.theme, "--layout", "Screen"] + arguments, directory: scene.folder.path)
    #expect(result.status != 0)
    #expect(result.error.contains(message), "\(result.error)")
}

@Test func aFileThatIsNotAPNGIsRefusedWithTheFix() throws {
    let scene = try Scene()
    let notPNG = try scene.folder.write("shot.png.txt", "hello")
    let result = try scene.capture(["--overlay", notPNG, "--out", scene.folder.file("x.png")])
    #expect(result.status == 1)
    #expect(result.error.contains("--overlay \(notPNG): not a PNG this tool can read ("))
    #expect(result.error.contains("export the screenshot as PNG"))
}

/// The same screen as an app's snapshot writes it: the badge's view on line 8, column 4.
private let screenSnapshot = """
    {"format": "skeleton-preview-snapshot", "version": 1, "name": "Screen",
     "screen": {"width": 100, "height": 60, "scale": 2},
     "root": {"class": "ScreenView", "uikit": "UIView", "frame": [0, 0, 100, 60],
      "skeleton": {"isSkeletonable": true},
      "subviews": [
       {"class": "Photo", "uikit": "UIImageView", "frame": [10, 10, 40, 40],
        "skeleton": {"isSkeletonable": true}},
       {"class": "Badge", "uikit": "UIView", "frame": [60, 20, 30, 20],
        "skeleton": {"isSkeletonable": true}}]}}
    """

@Test func validateWarnsAtTheSnapshotLineOfTheViewThatIsOff() throws {
    let scene = try Scene()
    let snapshot = try scene.folder.write("Screen.snapshot.json", screenSnapshot)
    let result = try Executable.run(["validate", snapshot, "--overlay", scene.shot])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.standard.hasPrefix(
            "\(snapshot):8:4: warning: Badge in Screen is 5 pt off the screenshot \(scene.shot) (top 0, left +5, "),
        "\(result.standard)")
    #expect(result.standard.hasSuffix("validated 1 theme: 0 errors, 1 warning\n"))
}

@Test func aBatchShotRefusesAnOverlayAtItsLine() throws {
    let scene = try Scene()
    let shots = try scene.folder.write(
        "shots.json", #"{"shots": [{"theme": "screen.theme.json", "layout": "Screen", "overlay": "shot.png"}]}"#)
    let result = try Executable.run(
        ["capture", "--batch", shots, "--out-dir", scene.folder.file("out")], directory: scene.folder.path)
    #expect(result.status == 1)
    #expect(
        result.error.contains(
            "shots.json:1:12: a batch shot cannot lay a screenshot over its frame (a screenshot is of one screen"),
        "\(result.error)")
}
