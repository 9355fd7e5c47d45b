import SkeletonCore

/// The display list of one layout on screen at a moment: the layout's own, with `--background`
/// applied, inside its device frame when there is a device. The one path capture, the window's
/// cards and the variants grid take, so each draws the same pixels.
package enum ScreenList {
    /// `prepared` at timeline time `time` of `timeline`, framed by `device` in `scheme`'s chrome colours.
    package static func make(
        _ prepared: PreparedLayout, at time: Double, timeline: SkeletonTimeline, device: Device?, scheme: ColorScheme,
        background: RGBA8? = nil
    ) -> DisplayList {
        var list = prepared.displayList(at: time, timeline: timeline)
        if let background { list.background = background }
        guard let device else { return list }
        // Outside the rounded bezel shows the canvas the frame sits on in the window and in sheets.
        return DeviceFrame(device, around: prepared.layout).displayList(
            framing: list, scheme: scheme, surround: ChromePalette.forScheme(scheme).canvas)
    }
}
