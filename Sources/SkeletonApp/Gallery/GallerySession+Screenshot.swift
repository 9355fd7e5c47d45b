import Foundation
import SkeletonFiles
import SkeletonRaster

/// The S key: the window's exact frame at that moment, written atomically as PNG.
extension GallerySession {
    /// Draws the whole frame for raw time t into a new framebuffer and writes it to
    /// `<theme>-<layout>-<style>-t<time>.png` in the screenshot folder.
    func saveScreenshot(at t: Double) -> GalleryEffect {
        // Running, the shot is taken on the nearest millisecond so its name is its exact time.
        let exact = state.clock.sceneTime(at: t)
        let now = state.clock.isPaused ? exact : (exact * 1000).rounded() / 1000
        guard var fb = Framebuffer(width: state.viewport.pixelWidth, height: state.viewport.pixelHeight) else {
            return .message(
                "error: cannot take a screenshot of a \(state.viewport.pixelWidth)x\(state.viewport.pixelHeight) window"
            )
        }
        draw(makeFrame(at: now), into: &fb, clip: PixelRect(x: 0, y: 0, width: fb.width, height: fb.height))
        let path = (options.screenshotDirectory as NSString).appendingPathComponent(screenshotName(at: now))
        do {
            try OutputFile.check(path, option: "the screenshot", inputs: inputFiles)
            try services.png.write(fb, to: path)
            return .screenshotSaved(path: path)
        } catch {
            return .message(
                "error: cannot save the screenshot to \(path): \(error) (set SKELETON_SCREENSHOT_DIR to a writable folder)"
            )
        }
    }

    /// `<theme>-<layout>-<style>-t<seconds>.png` (spaces and slashes replaced); the time is written
    /// exactly (shortest round-trip form), so `capture --time` with it renders the same pixels.
    func screenshotName(at now: Double) -> String {
        let theme = currentTheme
        let layout =
            theme.flatMap { $0.layouts.indices.contains(state.layoutIndex) ? $0.layouts[state.layoutIndex].name : nil }
            ?? "empty"
        let parts = [
            theme?.name ?? "gallery", layout, state.style(for: theme).rawValue, "t" + String(now),
        ]
        let name = parts.joined(separator: "-").map { $0 == " " || $0 == "/" ? "_" : $0 }
        return String(name) + ".png"
    }
}
