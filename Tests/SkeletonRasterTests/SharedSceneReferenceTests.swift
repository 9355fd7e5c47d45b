import SkeletonCore
import Testing

@testable import SkeletonRaster

/// Shapes copied from the peer benchmark's scene_1920x1080.json (Docs/benchmarks.md, "Benchmarks"; the first
/// card and the avatar card beside it), with their colours.
private let sceneShapes: [(x: Double, y: Double, w: Double, h: Double, r: Double, color: RGBA8)] = [
    (24.639, 24.025, 129.333, 76.86, 8, RGBA8(r: 0xD3, g: 0xD8, b: 0xDE)),
    (24.639, 110.885, 117.614, 15, 4, RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)),
    (24.639, 135.885, 115.979, 15, 4, RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)),
    (24.639, 185.885, 35.435, 20, 10, RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)),
    (66.074, 185.885, 44.369, 20, 10, RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)),
    (182.924, 24.032, 71.133, 15, 4, RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)),
    (182.924, 53.032, 32, 32, 16, RGBA8(r: 0xD3, g: 0xD8, b: 0xDE)),
    (224.924, 49.032, 66.862, 15, 4, RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)),
]

/// True when (px, py) lies inside the rounded rectangle (the reference's own geometry).
private func inside(
    _ px: Double, _ py: Double, _ s: (x: Double, y: Double, w: Double, h: Double, r: Double, color: RGBA8)
) -> Bool {
    guard px >= s.x, px < s.x + s.w, py >= s.y, py < s.y + s.h else { return false }
    let cx = min(max(px, s.x + s.r), s.x + s.w - s.r)
    let cy = min(max(py, s.y + s.r), s.y + s.h - s.r)
    return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= s.r * s.r
}

@Test func sharedSceneMatchesA16x16SupersampledReference() {
    let width = 300
    let height = 210
    let commands = sceneShapes.map { Draw.fill($0.x, $0.y, $0.w, $0.h, radius: $0.r, color: $0.color) }
    let fb = Draw.render(commands, width: width, height: height)
    var total = 0.0
    var worst = 0.0
    for py in 0..<height {
        for px in 0..<width {
            // Reference: white, then each shape over it at its supersampled coverage, in real numbers.
            var rgb = (255.0, 255.0, 255.0)
            for s in sceneShapes
            where Double(px + 1) > s.x && Double(px) < s.x + s.w && Double(py + 1) > s.y && Double(py) < s.y + s.h {
                var hits = 0
                for sy in 0..<16 {
                    for sx in 0..<16
                    where inside(Double(px) + (Double(sx) + 0.5) / 16, Double(py) + (Double(sy) + 0.5) / 16, s) {
                        hits += 1
                    }
                }
                let a = Double(hits) / 256
                rgb = (
                    Double(s.color.r) * a + rgb.0 * (1 - a), Double(s.color.g) * a + rgb.1 * (1 - a),
                    Double(s.color.b) * a + rgb.2 * (1 - a)
                )
            }
            let p = fb.pixels[py * width + px]
            for (value, shift) in [(rgb.0, 16), (rgb.1, 8), (rgb.2, 0)] as [(Double, UInt32)] {
                let d = abs(Double((p >> shift) & 0xFF) - value)
                total += d
                worst = max(worst, d)
            }
        }
    }
    let mean = total / Double(width * height * 3)
    #expect(mean < 0.05, "mean difference \(mean)")
    #expect(worst < 2.5, "largest difference \(worst)")
}
