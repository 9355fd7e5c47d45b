import Foundation
import SkeletonCompose
import SkeletonCore

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
        var stem = (themePath as NSString).lastPathComponent
        for suffix in [".theme.json", ".json", ".storyboard", ".xib"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        let time = frame.time ?? LayoutMoment.settledTime(theme: theme)
        var parts = [
            stem, frame.layout ?? "", (frame.style ?? theme.style).rawValue, frame.scheme.rawValue,
            SwiftLiteral.number(time) + "s",
        ]
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
