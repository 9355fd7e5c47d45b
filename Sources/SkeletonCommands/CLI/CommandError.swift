import SkeletonCompose
import SkeletonRaster

/// Why a command stopped: a usage mistake (exit 2) or a failure while running (exit 1).
package enum CommandError: Error, Equatable, CustomStringConvertible {
    /// The command line is wrong; printed as `error: message` then `usage: usage`.
    case usage(message: String, usage: String)
    /// The command could not do its job; printed as `error: message`.
    case failure(String)

    /// The process exit status for this error.
    package var exitCode: Int32 {
        switch self {
        case .usage: return 2
        case .failure: return 1
        }
    }

    /// The message alone, as another message quotes it (never the case's name).
    package var description: String {
        switch self {
        case .usage(let message, _), .failure(let message): return message
        }
    }

    /// The text written to standard error.
    package var report: String {
        switch self {
        case .usage(let message, let usage): return "error: \(message)\n\(HelpText.usage([usage]))\n"
        case .failure(let message): return "error: \(message)\n"
        }
    }
}

extension CommandError {
    /// The composition engine's error in the user's words: what does not fit, and which options
    /// make it fit.
    init(_ error: CaptureError) {
        let limit = Framebuffer.maxDimension
        switch error {
        case .frameTooLarge(let width, let height):
            self = .failure(
                "the image would be \(width)x\(height) pixels; at most \(limit) per side: lower --scale or --size")
        case .variantsGridTooLarge(let width, let height):
            self = .failure(
                "the variants grid would be \(width)x\(height) pixels; at most \(limit) per side: lower --scale or "
                    + "vary fewer values")
        case .filmstripTooLarge(let frames, let perRow, let width, let height):
            self = .failure(
                "the filmstrip of \(frames) frames in rows of \(perRow) would be \(width)x\(height) pixels; at most "
                    + "\(limit) per side: choose --columns N to balance rows and columns, take fewer --frames, or "
                    + "lower --scale")
        case .contactSheetTooLarge(let layouts, let columns, let scale, let fittingScale):
            let advice =
                fittingScale.map {
                    "use --scale \(LayoutMoment.points($0)) (the largest power of two that fits), or --layout NAME "
                        + "for one screen"
                } ?? "capture the layouts one at a time with --layout NAME"
            self = .failure(
                "the contact sheet of \(layouts) layouts × \(columns) styles does not fit in \(limit)×\(limit) pixels "
                    + "at --scale \(LayoutMoment.points(scale)), even wrapped into blocks side by side: \(advice)")
        case .noLayouts:
            self = .failure("the theme has no layouts to put on a contact sheet")
        case .loopTooLarge(let period, let frames, let width, let height):
            let count = frames.map(String.init) ?? "more than \(AnimationBudget.maxFrames)"
            self = .failure(
                "--animated: one loop lasts \(period) s, \(count) frames of \(width)x\(height) pixels; the limit is "
                    + "\(AnimationBudget.maxFrames) frames and \(AnimationBudget.maxPixels) pixels in all: lower "
                    + "--fps, --scale or --size, take --frames N (at most \(CaptureOptions.frameCounts.upperBound)), "
                    + "or shorten the theme's animation duration")
        case .encoding(let reason):
            self = .failure(reason)
        }
    }

    /// Runs a step of the composition engine, its error turned into the user's words.
    static func composing<Result>(_ step: () throws(CaptureError) -> Result) throws(CommandError) -> Result {
        do {
            return try step()
        } catch {
            throw CommandError(error)
        }
    }
}
