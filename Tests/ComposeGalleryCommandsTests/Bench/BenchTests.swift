import Foundation
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCommands

/// A tiny scene in the shared format: two solid shapes (one with a radius larger than allowed) and
/// one linear fill.
private let sceneJSON = """
    {"width": 40, "height": 20, "background": "#FFFFFFFF",
     "shapes": [
      {"x": 1.5, "y": 2.25, "w": 10, "h": 6, "radius": 9, "fill": {"type": "solid", "color": "#D3D8DEFF"}, "opacity": 1.0, "kind": "image"},
      {"x": 14, "y": 2, "w": 20, "h": 4, "radius": 2, "fill": {"type": "solid", "color": "#E2E5E9"}, "kind": "text"},
      {"x": 14, "y": 10, "w": 20, "h": 4, "radius": 2,
       "fill": {"type": "linear", "x0": 0, "y0": 0, "x1": 40, "y1": 0, "stops": [[0, "#000000FF"], [1, "#FFFFFFFF"]]}, "kind": "text"}
     ],
     "animation": {"highlight_mix": 0.5, "gradient_stops": [0, 0.5, 1], "pulse_period_frames": 60,
                   "slide_period_frames": 90, "dissolve_opacity": 0.5}}
    """

/// Writes a scene file into the test's scratch folder and returns its path.
private func writeScene(_ text: String = sceneJSON, in scratch: TemporaryDirectory) throws -> String {
    try scratch.write("scene-\(UUID().uuidString).json", text)
}

@Test func benchOptionsDefaultToAllVariantsAndThreeHundredFrames() throws {
    let options = try BenchOptions(arguments: ["--scene", "s.json"])
    #expect(options.scene == "s.json")
    #expect(options.variants == [.a, .b, .c, .d, .e])
    #expect(options.frames == 300)
    #expect(options.warmup == 30)
    #expect(options.json == nil)
    #expect(options.threads == 1)
}

@Test func benchOptionsTakeOneToEightThreads() throws {
    #expect(try BenchOptions(arguments: ["--threads", "2"]).threads == 2)
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--threads", "0"]) }
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--threads", "9"]) }
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--threads", "two"]) }
}

@Test func benchWithTwoThreadsReportsThemInTheJSON() throws {
    let scratch = try TemporaryDirectory()
    let scene = try writeScene(in: scratch)
    let json = scratch.file("bench.json")
    var lines: [String] = []
    let status = BenchCommand.run(
        arguments: [
            "--scene", scene, "--variant", "a,e", "--frames", "3", "--warmup", "1", "--threads", "2", "--json", json,
        ],
        readPNG: nil, output: { lines.append($0) })
    #expect(status == 0)
    #expect(lines.first?.hasSuffix("3 shapes, 2 threads") == true)
    let rows = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [[String: Any]]
    #expect(rows?.map { $0["variant"] as? String } == ["a", "e", "clear"])
    #expect(rows?.allSatisfy { $0["threads"] as? Int == 2 } == true)
}

@Test func benchOptionsParseVariantListsAndNumbers() throws {
    let options = try BenchOptions(
        arguments: ["--variant", "a,e", "--frames", "12", "--warmup", "0", "--json", "out/x.json", "--cold"])
    #expect(options.variants == [.a, .e])
    #expect(options.frames == 12)
    #expect(options.warmup == 0)
    #expect(options.json == "out/x.json")
    #expect(options.cold)
}

@Test func benchOptionsRejectUnknownVariantsAndBadCounts() {
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--variant", "z"]) }
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--frames", "0"]) }
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--frames"]) }
    #expect(throws: BenchUsageError.self) { try BenchOptions(arguments: ["--fast"]) }
    do {
        _ = try BenchOptions(arguments: ["--variant", "z"])
    } catch {
        #expect("\(error)".contains("use a, b, c, d, e, clear or all"))
    }
}

@Test func sceneLoadsShapesClampsRadiiAndReadsLinearFills() throws {
    let scratch = try TemporaryDirectory()
    let scene = try BenchDrawing(path: try writeScene(in: scratch))
    #expect(scene.width == 40)
    #expect(scene.height == 20)
    #expect(scene.shapes.count == 3)
    #expect(scene.shapes[0].radius == 3)
    #expect(scene.shapes[0].base == RGBA8(r: 0xD3, g: 0xD8, b: 0xDE))
    #expect(scene.shapes[1].opacity == 1)
    guard case .linear(let g) = scene.shapes[2].paint else {
        Issue.record("expected a linear fill")
        return
    }
    #expect(g.end == Point(x: 40, y: 0))
    #expect(g.stops.count == 2)
    #expect(scene.shapes[2].base == RGBA8(r: 0, g: 0, b: 0))
}

@Test func sceneErrorsNameTheFileAndTheKey() throws {
    let scratch = try TemporaryDirectory()
    #expect(throws: BenchError.self) { try BenchDrawing(path: "/nonexistent/scene.json") }
    let bad = try writeScene(
        ##"{"width": 10, "height": 10, "shapes": [{"x": 1, "y": 1, "w": 2, "h": "tall", "fill": {"type": "solid", "color": "#FFF"}}]}"##,
        in: scratch)
    do {
        _ = try BenchDrawing(path: bad)
        Issue.record("expected an error")
    } catch {
        #expect("\(error)".contains("shapes[0].h"))
        #expect("\(error)".contains(bad))
    }
    let colour = try writeScene(
        ##"{"width": 10, "height": 10, "shapes": [{"x": 1, "y": 1, "w": 2, "h": 2, "fill": {"type": "solid", "color": "red"}}]}"##,
        in: scratch)
    #expect(throws: BenchError.self) { try BenchDrawing(path: colour) }
}

@Test func pulseVariantStartsAtBaseAndPeaksAtTheLighterColourHalfAPeriodLater() throws {
    let scratch = try TemporaryDirectory()
    let scene = try BenchDrawing(path: try writeScene(in: scratch))
    var frames = BenchFrames(drawing: scene, variant: .c)
    let first = frames.frame(0)
    guard case .fill(let f0) = first.commands[0], case .solid(let c0) = f0.paint else {
        Issue.record("expected a solid fill")
        return
    }
    #expect(c0 == RGBA8(r: 0xD3, g: 0xD8, b: 0xDE))
    let peak = frames.frame(30)
    guard case .fill(let f30) = peak.commands[0], case .solid(let c30) = f30.paint else {
        Issue.record("expected a solid fill")
        return
    }
    // lighter = base + 0.5 · (255 − base): 0xD3 → 233, 0xD8 → 235.5 → 236, 0xDE → 238.5 → 239.
    #expect(c30 == RGBA8(r: 233, g: 236, b: 239))
}

@Test func slideVariantMovesTheGradientAcrossTheCanvas() throws {
    let scratch = try TemporaryDirectory()
    let scene = try BenchDrawing(path: try writeScene(in: scratch))
    var frames = BenchFrames(drawing: scene, variant: .d)
    func start(_ f: Int) -> Double? {
        guard case .fill(let fill) = frames.frame(f).commands[0], case .linear(let g) = fill.paint else { return nil }
        return g.start.x
    }
    #expect(start(0) == -40)
    #expect(start(45) == 0)
    #expect(start(90) == -40)
}

@Test func dissolveVariantDrawsTheSkeletonAsAGroupOverTheContentImage() throws {
    let scratch = try TemporaryDirectory()
    let scene = try BenchDrawing(path: try writeScene(in: scratch))
    var frames = BenchFrames(drawing: scene, variant: .e)
    let list = frames.frame(0)
    #expect(list.commands.count == 3 + 3 + 1)
    guard case .image(let image) = list.commands[0], case .beginGroup(let opacity) = list.commands[1],
        case .endGroup = list.commands.last
    else {
        Issue.record("unexpected structure")
        return
    }
    #expect(image.name == BenchFrames.contentName)
    #expect(opacity == 0.5)
}

@Test func percentileInterpolatesBetweenOrderStatistics() {
    #expect(BenchStatistics.percentile([4, 1, 3, 2], 0.5) == 2.5)
    #expect(BenchStatistics.percentile([1, 2, 3, 4, 5], 0.95) == 4.8)
    #expect(BenchStatistics.percentile([], 0.5).isNaN)
}

@Test func peerComparisonMeasuresMeanAndLargestDifference() throws {
    var a = try #require(Framebuffer(width: 2, height: 1, fill: 0xFF10_2030))
    let b = a
    #expect(PeerComparison(a, b)?.meanAbsolute == 0)
    a.pixels[1] = 0xFF10_2038
    let c = try #require(PeerComparison(a, b))
    #expect(c.maxAbsolute == 8)
    #expect(c.meanAbsolute == 1)
    #expect(c.percentOver2 == 50)
    #expect(PeerComparison(a, try #require(Framebuffer(width: 1, height: 1))) == nil)
}

@Test func benchRunWritesOneJSONRowPerVariantAndTheClearFloor() throws {
    let scratch = try TemporaryDirectory()
    let scene = try writeScene(in: scratch)
    let json = scratch.file("bench.json")
    var lines: [String] = []
    let status = BenchCommand.run(
        arguments: ["--scene", scene, "--frames", "3", "--warmup", "1", "--json", json], readPNG: nil,
        output: { lines.append($0) })
    #expect(status == 0)
    let rows = try #require(
        JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [[String: Any]])
    #expect(rows.map { $0["variant"] as? String } == ["a", "b", "c", "d", "e", "clear"])
    #expect(rows.allSatisfy { ($0["median_ms"] as? Double ?? -1) >= 0 && ($0["p95_ms"] as? Double ?? -1) >= 0 })
    #expect(lines.contains { $0.hasPrefix("(e) dissolve") })
}

@Test func comparingWithOurOwnFrameFindsNoDifference() throws {
    let scratch = try TemporaryDirectory()
    let path = try writeScene(in: scratch)
    let scene = try BenchDrawing(path: path)
    var frames = BenchFrames(drawing: scene, variant: .a)
    var own = try #require(Framebuffer(width: 40, height: 20))
    Rasterizer().render(frames.frame(0), into: &own)
    var lines: [String] = []
    let status = BenchCommand.run(
        arguments: ["--scene", path, "--variant", "a", "--frames", "1", "--warmup", "0", "--compare-peer", "peer.png"],
        readPNG: { _ in own }, output: { lines.append($0) })
    #expect(status == 0)
    #expect(lines.last?.contains("mean |difference| 0.0000") == true)
}

@Test func benchWithoutASceneOrWithABadPeerImageFailsWithAMessage() throws {
    let scratch = try TemporaryDirectory()
    var lines: [String] = []
    #expect(BenchCommand.run(arguments: [], readPNG: nil, output: { lines.append($0) }) == 1)
    #expect(lines.last?.hasPrefix("error: ") == true)
    #expect(lines.last?.contains("--scene") == true)
    #expect(BenchCommand.run(arguments: ["--frames", "0"], readPNG: nil, output: { lines.append($0) }) == 2)
    #expect(lines.suffix(2).first == "error: --frames needs a whole number ≥ 1, got \"0\"")
    let status = BenchCommand.run(
        arguments: [
            "--scene", try writeScene(in: scratch), "--variant", "a", "--frames", "1", "--compare-peer", "x.png",
        ],
        readPNG: { _ in Framebuffer(width: 3, height: 3)! }, output: { lines.append($0) })
    #expect(status == 1)
    #expect(lines.last?.contains("3×3") == true)
}

@Test func benchRefusesToWriteItsReportOverTheSceneBeforeTiming() throws {
    let scratch = try TemporaryDirectory()
    let scene = try writeScene(in: scratch)
    var lines: [String] = []
    let status = BenchCommand.run(
        arguments: ["--scene", scene, "--frames", "3", "--warmup", "1", "--json", scene], readPNG: nil,
        output: { lines.append($0) })
    #expect(status == 1)
    #expect(
        lines == [
            "error: --json \(scene) is the same file as --scene \(scene), which this command reads; writing it would "
                + "destroy the input: give another output path"
        ])
    #expect(try String(contentsOfFile: scene, encoding: .utf8) == sceneJSON)
}
