import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonGallery

/// One shot of a batch, ready to render: its name, where it stands in the expanded batch and
/// what it draws.
struct BatchShot {
    /// What a shot draws, as the single `capture` of its options does.
    enum Kind {
        /// One frame at the moment's time.
        case still(LayoutMoment)
        /// `variants`: the labelled grid of the layout's variants.
        case grid(VariantCapture)
        /// `frames` without `animated`: a filmstrip.
        case strip(LayoutMoment, Filmstrip)
        /// `animated`: one loop, written as an animation and compared frame by frame.
        case loop(LayoutMoment, AnimatedCapture)
    }

    /// The shot's position in the expanded batch (every shard's shots counted), from 0.
    let index: Int
    /// File-safe unique name (`BatchShotName`).
    let name: String
    /// The line of the batch file its pattern starts on.
    let line: Int
    /// Device pixels per point.
    let scale: Double
    /// The appearance, for a filmstrip's labels.
    let scheme: ColorScheme
    /// `background`; nil = the theme's.
    let background: RGBA8?
    /// What it draws.
    let kind: Kind

    /// Whether the shot is an animated loop (written as one file, compared as a frame sequence).
    var loop: AnimatedCapture? {
        if case .loop(_, let loop) = kind { return loop }
        return nil
    }
}

/// What one shot of a batch asks, as `capture`'s parser read it from the command line the shot's
/// keys spell.
struct BatchShotRequest {
    /// The layout, its look and moment, the scale and any variants grid.
    var frame: FrameRequest
    /// How an Interface Builder file is opened (`root`, `bridge`, `alias`, `cell`, `flag`).
    var documents: DocumentOptions
    /// `background` as written, for the shot's name.
    var backgroundName: String?
    /// `background` resolved for the appearance; nil = the theme's.
    var background: RGBA8?
    /// `animated`: one loop in this format.
    var animation: AnimationFormat?
    /// `fps`.
    var fps: Double?
    /// `frames`: a filmstrip of this many frames, or a loop of this many.
    var frames: Int?
    /// `columns` of a filmstrip.
    var columns: Int?
}

/// A shot's file-safe unique name: `THEME-LAYOUT-STYLE-APPEARANCE-TIMEs`, then a part for each
/// other setting away from its default (`rtl`, the direction, `WxH`, the device, the text size,
/// `reduceMotion`, `hideAtNs`, `solve`, `variants` and its axes, the background, a filmstrip's
/// `Nframes` (and `Ncolumns`) or a loop's `loop`, with `Nfps`), then `@Nx` at another scale. Letters, digits, `.`,
/// `@` and `-` only, so it is a file name everywhere.
struct BatchShotName {
    /// The name.
    let text: String

    /// The name of the shot `request` asks of the theme at `themePath` (loaded as `theme`).
    init(themePath: String, request: BatchShotRequest, theme: Theme) {
        let frame = request.frame
        let time = frame.time ?? LayoutMoment.settledTime(theme: theme)
        var parts = [
            Self.stem(themePath), frame.layout ?? "", (frame.style ?? theme.style).rawValue, frame.scheme.rawValue,
            SwiftLiteral.number(time) + "s",
        ]
        parts += Self.documentParts(request.documents)
        if frame.rightToLeft { parts.append("rtl") }
        if let direction = frame.direction { parts.append(direction.rawValue) }
        if let size = frame.size {
            parts.append("\(SwiftLiteral.number(size.width))x\(SwiftLiteral.number(size.height))")
        }
        if let device = frame.device { parts.append(device.name) }
        if frame.contentSize != .large { parts.append(frame.contentSize.rawValue) }
        if frame.reducesMotion { parts.append("reduceMotion") }
        if let hideAt = frame.hideAt { parts.append("hideAt" + SwiftLiteral.number(hideAt) + "s") }
        if frame.solvesAtDesignSize { parts.append("solve") }
        if let variants = frame.variants {
            parts.append("variants")
            parts += variants.arguments.filter { $0 != "--vary" }
        }
        if let background = request.backgroundName { parts.append(background) }
        if request.animation != nil {
            parts.append("loop")
        } else if let frames = request.frames {
            parts.append("\(frames)frames")
            if let columns = request.columns { parts.append("\(columns)columns") }
        }
        if let fps = request.fps { parts.append(SwiftLiteral.number(fps) + "fps") }
        var name = parts.map(Self.slug).joined(separator: "-")
        if frame.scale != 1 { name += "@\(SwiftLiteral.number(frame.scale))x" }
        text = name
    }

    /// A file's name without its folder and its theme or Interface Builder extension.
    private static func stem(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        for suffix in [".theme.json", ".json", ".storyboard", ".xib"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The Interface Builder options away from their defaults, each its batch key and values
    /// (`look-flat`, `root-box`, `bridge`, `cell-list=Cell`), so that shots of one file read two
    /// ways get two names.
    private static func documentParts(_ documents: DocumentOptions) -> [String] {
        var parts: [String] = []
        for word in documents.arguments(absolute: stem) {
            if word.hasPrefix("--") {
                parts.append(BatchKey.key(forName: word))
            } else if !parts.isEmpty {
                parts[parts.count - 1] += "-" + word
            }
        }
        return parts
    }

    /// `text` with every run of characters other than ASCII letters, digits and `.` as one `_`.
    private static func slug(_ text: String) -> String {
        var slug = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == ".") {
                slug.append(character)
            } else if !slug.hasSuffix("_") {
                slug.append("_")
            }
        }
        return slug
    }
}
