import Foundation
import SkeletonRaster

/// The S key: the window's exact frame at that moment, written atomically as PNG.
extension GallerySession {
    /// Draws the whole frame for raw time t into a new framebuffer and writes it to
    /// `<theme>-<layout>-<style>-t<time>.png` in the screenshot folder.
    func saveScreenshot(at t: Double) -> GalleryEffect {
        let now = state.clock.sceneTime(at: t)
        guard var fb = Framebuffer(width: state.viewport.pixelWidth, height: state.viewport.pixelHeight) else {
            return .message(
                "error: cannot take a screenshot of a \(state.viewport.pixelWidth)x\(state.viewport.pixelHeight) window"
            )
        }
        draw(makeFrame(at: now), into: &fb, clip: PixelRect(x: 0, y: 0, width: fb.width, height: fb.height))
        let path = (options.screenshotDirectory as NSString).appendingPathComponent(screenshotName(at: now))
        do {
            try services.png.write(fb, to: path)
            return .screenshotSaved(path: path)
        } catch {
            return .message(
                "error: cannot save the screenshot to \(path): \(error) (set SKELETON_SCREENSHOT_DIR to a writable folder)"
            )
        }
    }

    /// `<theme>-<layout>-<style>-t<seconds with 3 decimals>.png`, with spaces and slashes replaced.
    func screenshotName(at now: Double) -> String {
        let theme = currentTheme
        let layout =
            theme.flatMap { $0.layouts.indices.contains(state.layoutIndex) ? $0.layouts[state.layoutIndex].name : nil }
            ?? "empty"
        let parts = [
            theme?.name ?? "gallery", layout, state.style(for: theme).rawValue, "t" + String(format: "%.3f", now),
        ]
        let name = parts.joined(separator: "-").map { $0 == " " || $0 == "/" ? "_" : $0 }
        return String(name) + ".png"
    }
}
