import SkeletonCore
import SkeletonRaster

extension FrameRequest {
    /// The overlay options, declared once like every frame option: the window and `capture`
    /// read them, the S key prints them.
    package static let overlayOptions: [Option] = [
        Option(
            name: "--overlay", placeholder: "PNG",
            summary: "lay this screenshot of the real screen (or a design export) over the skeleton",
            choices: nil, kind: .word, stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                guard !value.isEmpty else { throw .missingValue }
                parser.request.overlay = parser.request.overlay ?? OverlaySettings(path: value)
                parser.request.overlay?.path = value
            },
            write: { request in request.overlay.map { overlayWord("--overlay", $0.path) } ?? [] }),
        Option(
            name: "--overlay-opacity", placeholder: "0…1", summary: "the screenshot's opacity (default 0.5)",
            choices: nil, kind: .number(0...1), stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.overlay.opacity = try number(value, in: 0...1)
            },
            write: { request in
                guard let overlay = request.overlay, overlay.opacity != OverlaySettings.defaultOpacity else {
                    return []
                }
                return ["--overlay-opacity", String(overlay.opacity)]
            }),
        Option(
            name: "--overlay-blend", placeholder: "MODE",
            summary: "normal, or difference: what matches turns black, what is off stands out (default normal)",
            choices: OverlayBlendMode.allCases.map(\.rawValue), kind: .word, stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.overlay.blend = try choice(value, kind: "overlay blend")
            },
            write: { request in
                guard let overlay = request.overlay, overlay.blend != .normal else { return [] }
                return ["--overlay-blend", overlay.blend.rawValue]
            }),
        Option(
            name: "--overlay-split", placeholder: "FRACTION",
            summary: "swipe: the screenshot left of this share of the width (0-1), the skeleton right of it",
            choices: nil, kind: .number(0...1), stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.overlay.split = try number(value, in: 0...1)
            },
            write: { request in request.overlay?.split.map { ["--overlay-split", String($0)] } ?? [] }),
        Option(
            name: "--overlay-offset", placeholder: "X,Y", summary: "move the screenshot by X,Y points, e.g. 0,-1",
            choices: nil, kind: .word, stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.overlay.offset = try offset(value)
            },
            write: { request in
                guard let offset = request.overlay?.offset, offset != .zero else { return [] }
                return ["--overlay-offset=" + points(offset.x) + "," + points(offset.y)]
            }),
        Option(
            name: "--overlay-scale", placeholder: "S",
            summary: "screenshot pixels per point (default: its width over the layout's when whole, else --scale)",
            choices: nil, kind: .number(0.25...8), stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.overlay.scale = try number(value, in: 0.25...8)
            },
            write: { request in request.overlay?.scale.map { ["--overlay-scale", String($0)] } ?? [] }),
    ]

    /// `X,Y` in points, each finite and within ±4096.
    static func offset(_ text: String) throws(FrameRequestError.Problem) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
            x.isFinite, y.isFinite
        else {
            throw .conflict("--overlay-offset needs X,Y in points such as 0,-1.5, got '\(text)'")
        }
        guard abs(x) <= 4096, abs(y) <= 4096 else {
            throw .conflict("--overlay-offset moves at most 4096 points each way, got '\(text)'")
        }
        return Point(x: x, y: y)
    }

    /// `--overlay path`, written `--overlay=path` when the path would read as an option.
    private static func overlayWord(_ name: String, _ path: String) -> [String] {
        path.hasPrefix("-") ? [name + "=" + path] : [name, path]
    }

    /// Refuses overlay settings without a screenshot (`--overlay-opacity` alone).
    static func checkOverlay(_ request: FrameRequest, given: [String]) throws(FrameRequestError) {
        guard let overlay = request.overlay, overlay.path.isEmpty else { return }
        let option = given.first { $0.hasPrefix("--overlay-") } ?? "--overlay-opacity"
        throw FrameRequestError(
            option: option,
            problem: .conflict(
                "\(option) sets how the overlay is drawn: add --overlay PNG (the screenshot to lay over)"))
    }
}

extension FrameRequest.Parser {
    /// The overlay being read: an option before `--overlay` starts it without a screenshot, which
    /// `finish` refuses unless `--overlay` follows.
    fileprivate var overlay: OverlaySettings {
        get { request.overlay ?? OverlaySettings(path: "") }
        set { request.overlay = newValue }
    }
}
