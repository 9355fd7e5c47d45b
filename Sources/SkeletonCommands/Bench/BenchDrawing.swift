import Foundation
import SkeletonCore

/// What a peer benchmark's scene file (a `scene_*.json` given with `--scene`; Docs/benchmarks.md, "Benchmarks")
/// draws: rounded rectangles over a background, in pixels, plus the animation parameters the
/// variants use. (In this code "scene" means `SkeletonScene`; the file keeps the peers' name.)
struct BenchDrawing {
    /// One shape of the drawing.
    struct Shape {
        /// Bounds in pixels.
        var rect: Rect
        /// Corner radius (clamped to half the shorter side, as bench.py does).
        var radius: Double
        /// The fill as the file gives it.
        var paint: Paint
        /// The colour the animated variants derive their paints from (the solid colour or first stop).
        var base: RGBA8
        /// Extra opacity.
        var opacity: Double
        /// "image", "avatar", "text", "button" or "chip".
        var kind: String
    }

    /// Canvas width in pixels.
    var width: Int
    /// Canvas height in pixels.
    var height: Int
    /// Background colour.
    var background: RGBA8
    /// Shapes in painting order.
    var shapes: [Shape]
    /// lighter(c) = c + highlightMix · (white − c).
    var highlightMix = 0.5
    /// Offsets of the three gradient stops (base, lighter, base).
    var gradientStops = [0.0, 0.5, 1.0]
    /// Frames per pulse period (variant c).
    var pulsePeriod = 60.0
    /// Frames per slide period (variant d).
    var slidePeriod = 90.0
    /// Skeleton opacity over the content (variant e).
    var dissolveOpacity = 0.5

    /// Loads a scene file; errors say which file and which key is wrong.
    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchError("cannot read scene \(path): no such file or not readable; pass --scene with a scene JSON")
        }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw BenchError("scene \(path): the top level must be an object")
            }
            root = object
        } catch let error as BenchError {
            throw error
        } catch {
            throw BenchError("scene \(path) is not valid JSON: \(error.localizedDescription)")
        }
        func number(_ object: [String: Any], _ key: String, at place: String) throws -> Double {
            guard let value = (object[key] as? NSNumber)?.doubleValue, value.isFinite else {
                throw BenchError("scene \(path): \(place).\(key) must be a finite number")
            }
            return value
        }
        func color(_ value: Any?, at place: String) throws -> RGBA8 {
            guard let text = value as? String, let parsed = Self.parseHex(text) else {
                throw BenchError("scene \(path): \(place) must be a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return parsed
        }
        width = Int(try number(root, "width", at: "scene"))
        height = Int(try number(root, "height", at: "scene"))
        guard (1...8192).contains(width), (1...8192).contains(height) else {
            throw BenchError("scene \(path): width and height must be 1…8192, got \(width)×\(height)")
        }
        background = try root["background"].map { try color($0, at: "background") } ?? RGBA8(r: 255, g: 255, b: 255)
        guard let list = root["shapes"] as? [[String: Any]] else {
            throw BenchError("scene \(path): \"shapes\" must be an array of objects")
        }
        shapes = []
        for (i, item) in list.enumerated() {
            let place = "shapes[\(i)]"
            let x = try number(item, "x", at: place)
            let y = try number(item, "y", at: place)
            let w = try number(item, "w", at: place)
            let h = try number(item, "h", at: place)
            let r = max(0, min((item["radius"] as? NSNumber)?.doubleValue ?? 0, w / 2, h / 2))
            guard let fill = item["fill"] as? [String: Any] else {
                throw BenchError("scene \(path): \(place).fill must be an object")
            }
            let paint: Paint
            let base: RGBA8
            if fill["type"] as? String == "linear" {
                guard let stopList = fill["stops"] as? [[Any]], !stopList.isEmpty else {
                    throw BenchError("scene \(path): \(place).fill.stops must be a list of [offset, colour]")
                }
                var stops: [GradientStop] = []
                for (j, stop) in stopList.enumerated() {
                    guard stop.count == 2, let offset = (stop[0] as? NSNumber)?.doubleValue else {
                        throw BenchError("scene \(path): \(place).fill.stops[\(j)] must be [offset, colour]")
                    }
                    stops.append(
                        GradientStop(offset: offset, color: try color(stop[1], at: "\(place).fill.stops[\(j)]")))
                }
                let start = Point(
                    x: try number(fill, "x0", at: "\(place).fill"), y: try number(fill, "y0", at: "\(place).fill"))
                let end = Point(
                    x: try number(fill, "x1", at: "\(place).fill"), y: try number(fill, "y1", at: "\(place).fill"))
                paint = .linear(LinearGradient(start: start, end: end, stops: stops))
                base = stops[0].color
            } else {
                base = try color(fill["color"], at: "\(place).fill.color")
                paint = .solid(base)
            }
            shapes.append(
                Shape(
                    rect: Rect(x: x, y: y, width: w, height: h), radius: r, paint: paint, base: base,
                    opacity: (item["opacity"] as? NSNumber)?.doubleValue ?? 1, kind: item["kind"] as? String ?? ""))
        }
        if let animation = root["animation"] as? [String: Any] {
            highlightMix = (animation["highlight_mix"] as? NSNumber)?.doubleValue ?? highlightMix
            gradientStops = (animation["gradient_stops"] as? [NSNumber])?.map(\.doubleValue) ?? gradientStops
            pulsePeriod = (animation["pulse_period_frames"] as? NSNumber)?.doubleValue ?? pulsePeriod
            slidePeriod = (animation["slide_period_frames"] as? NSNumber)?.doubleValue ?? slidePeriod
            dissolveOpacity = (animation["dissolve_opacity"] as? NSNumber)?.doubleValue ?? dissolveOpacity
        }
        guard gradientStops.count == 3 else {
            throw BenchError("scene \(path): animation.gradient_stops must hold three offsets")
        }
    }

    /// "#RRGGBB" or "#RRGGBBAA".
    static func parseHex(_ text: String) -> RGBA8? {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        return RGBA8(
            r: UInt8(full >> 24), g: UInt8((full >> 16) & 0xFF), b: UInt8((full >> 8) & 0xFF), a: UInt8(full & 0xFF))
    }
}

/// A benchmark input or argument problem, with what to do about it.
/// A bench invocation the user got wrong (exit status 2).
struct BenchUsageError: Error, CustomStringConvertible {
    /// The message.
    let description: String

    /// Creates an error.
    init(_ description: String) { self.description = description }
}

/// A bench that could not run (exit status 1).
struct BenchError: Error, CustomStringConvertible {
    /// The message.
    let description: String

    /// Creates an error.
    init(_ description: String) { self.description = description }
}
