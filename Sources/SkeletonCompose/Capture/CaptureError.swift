/// Why the composition engine made no frame, sheet, grid or loop: the facts, which the commands
/// turn into the user's words (naming the options that change the outcome), so this target never
/// knows the command line.
package enum CaptureError: Error, Equatable {
    /// One frame would be `width`×`height` pixels, over `Framebuffer.maxDimension` per side.
    case frameTooLarge(width: Int, height: Int)
    /// The variants grid would be `width`×`height` pixels, over `Framebuffer.maxDimension` per side.
    case variantsGridTooLarge(width: Int, height: Int)
    /// A filmstrip of `frames` frames in rows of `perRow` would be `width`×`height` pixels.
    case filmstripTooLarge(frames: Int, perRow: Int, width: Int, height: Int)
    /// The contact sheet of `layouts` rows × `columns` columns fits at no block arrangement at
    /// `scale`; `fittingScale` is the largest power of two below it that fits, if any.
    case contactSheetTooLarge(layouts: Int, columns: Int, scale: Double, fittingScale: Double?)
    /// The theme has no layouts, so a contact sheet has no rows.
    case noLayouts
    /// One animation loop of `period` seconds needs `frames` frames (nil: more than
    /// `AnimationBudget.maxFrames`) of `width`×`height` pixels, over `AnimationBudget`.
    case loopTooLarge(period: Double, frames: Int?, width: Int, height: Int)
    /// The animation encoder failed, for the reason given.
    case encoding(String)
}
