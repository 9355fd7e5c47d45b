import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder

/// What the window's header and panels say, read from the gallery's state and themes; the overlays
/// only draw the text they are given, so they know nothing of the session.
enum GalleryText {
    /// The header's text for the view in `state` (grid, focus or variants) at timeline time `now`.
    static func header(state: GalleryState, slots: [ThemeSlot], now: Double) -> String {
        let theme = slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].theme : nil
        if state.showsVariants { return variants(state: state, theme: theme, now: now) }
        return state.isFocused ? focus(state: state, theme: theme, now: now) : grid(state: state, slots: slots)
    }

    /// The grid's status text for a state.
    static func grid(state: GalleryState, slots: [ThemeSlot]) -> String {
        let theme = slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].theme : nil
        var parts = [
            "\(theme?.name ?? "-") (\(state.themeIndex + 1)/\(slots.count))",
            state.style(for: theme).rawValue,
            state.request.scheme.rawValue,
            state.request.rightToLeft ? "RTL" : "LTR",
        ]
        if let direction = state.request.direction { parts.append(direction.rawValue) }
        if state.request.contentSize != .large { parts.append("text \(state.request.contentSize.shortName)") }
        if state.request.reducesMotion { parts.append("reduce motion") }
        if let device = state.request.device { parts.append(device.displayName) }
        if let zoom = state.zoom { parts.append("cards \(Int((zoom * 100).rounded()))%") }
        if state.clock.speed != 1 { parts.append("speed \(String(state.clock.speed))x") }
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// The focus view's status text at timeline time `now`: name, size, time since shown (tenths).
    static func focus(state: GalleryState, theme: Theme?, now: Double) -> String {
        guard let theme, theme.layouts.indices.contains(state.layoutIndex) else { return "" }
        let layout = theme.layouts[state.layoutIndex]
        let since = state.timeline.captureMoment(at: now)?.time ?? now
        let size = state.request.device.map { layout.canvas(on: $0).size } ?? layout.size
        let measure = "\(HUDOverlay.format(size.width))×\(HUDOverlay.format(size.height)) pt"
        var parts = [
            layout.name,
            state.request.device.map { "\($0.displayName), \(layout.canvasName) \(measure)" } ?? measure,
            "t " + String(format: "%.1f", GridHeader.shownTenths(since)) + " s since shown",
            state.style(for: theme).rawValue,
        ]
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// The variants view's status text at timeline time `now`: the layout, what varies, the cells'
    /// scale, the time since shown and the style all cells share.
    static func variants(state: GalleryState, theme: Theme?, now: Double) -> String {
        guard let theme, theme.layouts.indices.contains(state.layoutIndex),
            let grid = state.variantGeometry(for: theme)
        else { return "" }
        let cells = state.variantRows.joined().count
        let since = state.timeline.captureMoment(at: now)?.time ?? now
        var parts = [
            "Variants of \(theme.layouts[state.layoutIndex].name)",
            "\(cells) cells",
            "cells \(Int((grid.scale / state.viewport.pixelScale * 100).rounded()))%",
            "t " + String(format: "%.1f", GridHeader.shownTenths(since)) + " s since shown",
            state.style(for: theme).rawValue,
        ]
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// The HUD's lines at timeline time `now`.
    static func hud(times: FrameTimes, state: GalleryState, now: Double) -> [String] {
        let since = state.timeline.captureMoment(at: now)?.time ?? now
        let time = "t        " + String(format: "%.3f s", since) + " since shown"
        let render = "render   " + (times.renderSeconds.map { HUDOverlay.format($0 * 1000) + " ms" } ?? "-")
        let reload = "reload   " + (times.reloadLatency.map { HUDOverlay.format($0 * 1000) + " ms" } ?? "-")
        if state.clock.isPaused {
            return [
                "paused   (P resumes)", time, "speed    " + HUDOverlay.format(state.clock.speed) + "x", render, reload,
            ]
        }
        return [
            "fps      " + (times.framesPerSecond.map { HUDOverlay.format($0) } ?? "-"),
            "frame    " + (times.lastInterval.map { HUDOverlay.format($0 * 1000) + " ms" } ?? "-"),
            render, reload, time,
        ]
    }

    /// Most diagnostics the diagnostics overlay lists; the rest are counted.
    static let maximumDiagnostics = 8

    /// The overlay's lines: a heading, then `file:line:column: …` lines; empty when there is
    /// nothing to say. Errors alone when the file does not load; else the note that the file is a
    /// tvOS document (whose views a phone or iPad shows at their TV width), the flagged views
    /// SkeletonView never reaches and the Auto Layout issues of the screens on show, each group
    /// under its heading.
    static func diagnostics(slot: ThemeSlot) -> [String] {
        let errors = slot.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            let heading =
                slot.theme == nil
                ? "\(slot.path) does not load:" : "\(slot.path) does not load; showing the last good version:"
            return listing(errors, under: heading, room: maximumDiagnostics)
        }
        let unreachable = slot.diagnostics.filter { $0.message.contains(SkeletonReach.unreachableMarker) }
        var lines = slot.diagnostics.filter { $0.message.hasPrefix(InterfaceBuilderLoader.tvDocumentMarker) }.map(
            \.description)
        if !unreachable.isEmpty {
            // One line per ancestor that stops the descent, however many flagged views sit behind it.
            let heading =
                "\(unreachable.count) ancestor\(unreachable.count == 1 ? "" : "s") stop\(unreachable.count == 1 ? "s" : "") "
                + "SkeletonView before skeletonable views (flag the ancestor named, pass --bridge to preview them as "
                + "flagged in code, or --root the views the app shows itself):"
            lines += listing(unreachable, under: heading, room: maximumDiagnostics)
        }
        let issues = slot.layoutIssues
        if !issues.isEmpty {
            let heading =
                "Auto Layout: \(issues.count) issue\(issues.count == 1 ? "" : "s") in the constraints of the layouts "
                + "(as `validate` reports them):"
            // The two groups share the panel's lines, the unreachable views' first.
            let room = max(1, maximumDiagnostics - min(unreachable.count, maximumDiagnostics))
            lines += listing(issues, under: heading, room: room)
        }
        return lines
    }

    /// `heading`, at most `room` of `diagnostics`, and how many more there are.
    private static func listing(_ diagnostics: [Diagnostic], under heading: String, room: Int) -> [String] {
        var lines = [heading] + diagnostics.prefix(room).map(\.description)
        if diagnostics.count > room { lines.append("... and \(diagnostics.count - room) more") }
        return lines
    }

    /// The message for the current slots.
    static func emptyState(slots: [ThemeSlot], themePaths: [String], themeIndex: Int) -> [String] {
        if slots.isEmpty {
            return [
                "No themes to show",
                "No *.theme.json file in \(themePaths.joined(separator: ", ")).",
                "Add or restore one there: the gallery picks it up by itself.",
            ]
        }
        let slot = slots[min(themeIndex, slots.count - 1)]
        if slot.theme == nil {
            return ["\(slot.path) has errors", "Fix the file: the gallery reloads it when it is saved."]
        }
        return [
            "\(slot.theme?.name ?? slot.path) has no layouts",
            "Add one under \"layouts\": the gallery reloads by itself.",
        ]
    }
}
