import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonDocument
import SkeletonRaster
import SkeletonSystem

/// The S key: the window's exact frame at that moment, written atomically as PNG, with the
/// `capture` command that renders the selected layout as it is in it.
extension GallerySession {
    /// Seconds a toast stays on screen.
    static let toastSeconds = 6.0

    /// Draws the whole frame for raw time t into a new framebuffer, writes it to
    /// `<theme>-<layout>-<style>-t<time>.png` in the screenshot folder and shows a toast with the
    /// path and the command; the command goes to the clipboard.
    func saveScreenshot(at t: Double) -> [GalleryEffect] {
        // Running, the shot is taken on the nearest millisecond so its name is its exact time.
        let exact = state.clock.timelineTime(at: t)
        let now = state.clock.isPaused ? exact : GalleryClock.millisecond(exact)
        guard var fb = Framebuffer(width: state.viewport.pixelWidth, height: state.viewport.pixelHeight) else {
            return [
                .message(
                    "error: cannot take a screenshot of a \(state.viewport.pixelWidth)x\(state.viewport.pixelHeight) window"
                )
            ]
        }
        draw(makeFrame(at: now), into: &fb, clip: PixelRect(x: 0, y: 0, width: fb.width, height: fb.height))
        let path = screenshotPath(at: now)
        do {
            try OutputFile.check(path, option: "the screenshot", inputs: inputFiles)
            try PNGFile.write(fb, to: path)
        } catch {
            let message =
                "error: cannot save the screenshot to \(path): \(PlainMessage.of(error)) (set SKELETON_SCREENSHOT_DIR to a writable folder)"
            toast = Toast(lines: [message], until: t + Self.toastSeconds, isError: true)
            drawn.isStale = true
            return [.message(message)]
        }
        var effects: [GalleryEffect] = [.screenshotSaved(path: path)]
        var lines = ["Saved \(absolute(path))"]
        if let command = captureCommand(at: now) {
            effects += [.captureCommand(command), .copyToClipboard(command)]
            lines += ["Reproduce it (copied to the clipboard):", command]
        }
        toast = Toast(lines: lines, until: t + Self.toastSeconds, isError: false)
        drawn.isStale = true
        return effects
    }

    /// `<theme>-<layout>-<style>-t<seconds>.png` (spaces and slashes replaced); `time` is the
    /// capture time (since the skeleton was shown), written exactly (shortest round-trip form).
    func screenshotName(time: Double) -> String {
        let theme = currentTheme
        let layout =
            theme.flatMap { $0.layouts.indices.contains(state.layoutIndex) ? $0.layouts[state.layoutIndex].name : nil }
            ?? "empty"
        let parts = [
            theme?.name ?? "gallery", layout, state.style(for: theme).rawValue, "t" + String(time),
        ]
        let name = parts.joined(separator: "-").map { $0 == " " || $0 == "/" ? "_" : $0 }
        return String(name) + ".png"
    }

    /// Where the `capture` command of a screenshot writes: beside it, `-capture` added to its name.
    func capturePath(forShot shot: String) -> String {
        String(shot.dropLast(4)) + "-capture.png"
    }

    /// The moment at timeline time `now` as `capture` names it, on whole milliseconds: the time since
    /// shown and the hide since (the timeline time itself before any show).
    func captureMoment(at now: Double) -> (time: Double, hideAt: Double?) {
        let moment = state.timeline.captureMoment(at: now)
        return (GalleryClock.millisecond(moment?.time ?? now), moment?.hideAt.map(GalleryClock.millisecond))
    }

    /// Where S saves a screenshot taken at timeline time `now`.
    func screenshotPath(at now: Double) -> String {
        (options.screenshotDirectory as NSString).appendingPathComponent(
            screenshotName(time: captureMoment(at: now).time))
    }

    /// The `capture` command that reproduces the screenshot S would save at timeline time `now`
    /// (writing beside it): the S key's toast and the timeline bar's caption; nil when no layout
    /// is shown.
    func captureCommand(at now: Double) -> String? {
        let moment = captureMoment(at: now)
        return captureCommand(
            time: moment.time, hideAt: moment.hideAt, out: capturePath(forShot: screenshotPath(at: now)))
    }

    /// The `skeleton-preview capture …` command that renders the selected layout exactly as the
    /// window shows it at the capture time (its scale, style, appearance, direction, hide), writing
    /// to `out`; nil when no layout is shown.
    func captureCommand(time: Double, hideAt: Double?, out: String) -> String? {
        guard let request = shotRequest(time: time, hideAt: hideAt), slots.indices.contains(state.themeIndex) else {
            return nil
        }
        let words =
            ["skeleton-preview", "capture", absolute(slots[state.themeIndex].path)] + request.arguments
            + options.documents.arguments(absolute: absolute) + ["--out", absolute(out)]
        return ShellWords.line(words)
    }

    /// The window's look as the request `capture` renders it with: the selected layout, its style
    /// spelled out, at `time` (hidden from `hideAt`) and the scale it is drawn at; nil when no
    /// layout is shown.
    func shotRequest(time: Double, hideAt: Double?) -> FrameRequest? {
        guard let theme = currentTheme, theme.layouts.indices.contains(state.layoutIndex) else { return nil }
        let geometry = state.geometry(for: theme)
        let position = state.isFocused ? 0 : state.layoutIndex
        let grid = state.variantGeometry(for: theme)
        guard grid != nil || geometry.cards.indices.contains(position) else { return nil }
        var request = state.request
        request.layout = theme.layouts[state.layoutIndex].name
        request.style = state.style(for: theme)
        request.time = time
        request.hideAt = hideAt
        // The screenshot shows the overlay only where the window draws it, named so a pasted command finds it.
        request.overlay = state.visibleOverlay.map { overlay in
            var overlay = overlay
            overlay.path = absolute(overlay.path)
            return overlay
        }
        request.scale = grid?.scale ?? geometry.cards[position].scale * state.viewport.pixelScale
        if grid != nil {
            // The grid varies the scheme and direction itself: the window's D and R do not apply to it.
            request.scheme = .light
            request.rightToLeft = false
        }
        return request
    }

    /// `path` made absolute against the current folder, so a pasted command runs anywhere.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/")
            ? path
            : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.path
    }
}

/// Words quoted for a POSIX shell, so a printed command can be pasted as it is.
enum ShellWords {
    /// `word` as is when it has only characters no shell treats specially, else in single quotes
    /// (a quote inside written as '\'').
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_./:=+-,@%".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The words quoted and joined with spaces.
    static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
