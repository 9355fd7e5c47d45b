import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonRaster
import SkeletonSystem

/// The live gallery driven by the window (SkeletonSDL): holds the loaded themes and the gallery
/// state, turns events into state changes and effects, and draws frames as a function of time.
/// Time `t` is always the main loop's raw monotonic seconds; the session maps it to timeline time.
package final class GallerySession {
    /// Theme files or folders given on the command line.
    package let themePaths: [String]
    /// Fonts, images and PNG from the platform.
    package let services: PlatformServices
    /// Command-line settings.
    package let options: GalleryOptions

    /// The theme files, in discovery order.
    var slots: [ThemeSlot]
    /// What the user chose.
    var state: GalleryState
    /// Shared by every card and overlay.
    let rasterizer = Rasterizer()
    /// Prepared layouts by theme version and layout options.
    let cache: PreparedLayoutCache
    /// The card grid, computed again only when layout sizes, window, zoom or focus change.
    let geometryCache = GalleryGeometryCache()
    /// What the window last drew, to redraw only what changed.
    var drawn = DrawnFrame()
    /// Frame history for the HUD.
    var frameTimes = FrameTimes()
    /// When the reloaded write was detected and whether the reload succeeded, until its first frame is drawn.
    var pendingReload: (detectedAt: Double, succeeded: Bool)?
    /// Effects produced while drawing, delivered by the next `poll` or `handle`.
    var deferredEffects: [GalleryEffect] = []
    /// The message shown over the bottom of the window, until it expires.
    var toast: Toast?
    /// Watches the theme files and folders.
    var watcher: FileWatcher
    /// The `--overlay` screenshot's pixels; nil without one, or while its file cannot be read.
    var overlayPixels: Framebuffer?

    /// Loads the themes at `themePaths` (files or folders) for a window of `options`' size, with
    /// the files loaded so far drawn to `progress` (a whole app's storyboards take seconds).
    package init(
        themePaths: [String], services: PlatformServices, options: GalleryOptions,
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.themePaths = themePaths
        self.services = services
        self.options = options
        cache = PreparedLayoutCache(metrics: services.metrics)
        let paths = Self.discoverThemes(in: themePaths)
        let loading = TerminalProgress(total: paths.count, unit: "files", sink: progress)
        slots = paths.map {
            defer { loading.step() }
            return ThemeSlot(
                path: $0, loader: DocumentLoader(options: options.documents), fontResolver: services.fonts,
                metrics: services.metrics)
        }
        loading.finish()
        let viewport = Viewport(width: Double(options.windowWidth), height: Double(options.windowHeight), pixelScale: 1)
        state = GalleryState(theme: slots.first?.theme, viewport: viewport)
        state.request = options.request
        state.variantChoice = options.request.variants ?? VariantSet()
        state.loadOptions = options.load
        watcher = FileWatcher(paths: [])
        state.showsVariants = options.request.variants != nil && hasVisibleLayouts
        // A screenshot is of one screen: the window opens on the first layout at 1:1 to lie under it.
        state.isFocused = options.request.overlay != nil && !state.showsVariants && hasVisibleLayouts
        readOverlay(at: nil)
        watchDependencies()
        if options.printsTrees, let tree = currentTreeDescription() { deferredEffects.append(.message(tree)) }
    }

    /// Every file the gallery reads (themes, includes, images, fonts): what it may never write over.
    package var inputFiles: [(option: String, path: String)] {
        slots.flatMap { slot in slot.dependencies.map { (option: "the theme file", path: $0) } }
    }

    /// The window title: theme, layout, style, appearance, layout direction and sliding direction.
    package var title: String {
        guard let theme = currentTheme else { return "skeleton-preview" }
        let layout =
            theme.layouts.indices.contains(state.layoutIndex) ? " / \(theme.layouts[state.layoutIndex].name)" : ""
        let direction =
            state.request.direction ?? theme.animation.sliding.direction
            ?? (state.request.rightToLeft ? .rightLeft : .leftRight)
        let look =
            [
                state.style(for: theme).rawValue, state.request.scheme.rawValue,
                state.request.rightToLeft ? "RTL" : "LTR",
                direction.rawValue, "text \(state.request.contentSize.shortName)",
            ] + (state.request.reducesMotion ? ["reduce motion"] : [])
            + (state.request.device.map { [$0.displayName] } ?? [])
            + (state.showsVariants ? ["variants"] : [])
        return "skeleton-preview — \(theme.name)\(layout) — " + look.joined(separator: ", ")
    }

    /// Applies a window event at raw time t.
    package func handle(_ event: GalleryEvent, at t: Double) -> [GalleryEffect] {
        let before = state
        let intents = state.reduce(event, at: t, themes: slots.map(\.theme))
        if state.themeIndex != before.themeIndex || state.layoutIndex != before.layoutIndex
            || state.isFocused != before.isFocused || state.showsVariants != before.showsVariants
        {
            state.inspector.forgetViews()
        }
        var effects = takeDeferredEffects()
        // Set after the intents: inspecting changes the state too.
        defer { if state != before { drawn.isStale = true } }
        for intent in intents {
            switch intent {
            case .quit:
                effects.append(.quit)
            case .screenshot:
                effects += saveScreenshot(at: t)
            case .copyCaptureCommand:
                effects += copyCaptureCommand(at: t)
            case .loadStarted:
                showLoadToast(at: t)
            case .skeletonShown:
                if options.printsTrees, let tree = currentTreeDescription() { effects.append(.message(tree)) }
            case .inspect(let x, let y, let click):
                effects += inspect(x: x, y: y, click: click)
            }
        }
        return effects
    }

    /// Checks the watched files (debounced by the watcher) and the theme folders (added or removed
    /// themes), and reloads what changed.
    package func poll(at t: Double) -> [GalleryEffect] {
        let changed = watcher.poll(now: t)
        reloadOverlay(ifAmong: changed, at: t)
        if !changed.isEmpty || Self.discoverThemes(in: themePaths) != slots.map(\.path) {
            // The watcher reports a file `debounce` seconds after its last write: that write is when
            // the change was detected.
            reload(changedPaths: changed, at: t, detectedAt: changed.isEmpty ? t : t - watcher.debounce)
        }
        return takeDeferredEffects()
    }

    /// When the next frame differs, in raw seconds: now while anything animates or fades, the
    /// moment a delayed show fires; nil = block on events (the loop still polls for file changes).
    package func nextWakeTime(after t: Double) -> Double? {
        var wakes: [Double] = []
        if !deferredEffects.isEmpty || pendingReload != nil { wakes.append(t) }
        if let toast { wakes.append(toast.until) }
        if state.isFocused || state.showsVariants, !state.clock.isPaused, hasVisibleLayouts,
            let since = state.timeline.captureMoment(at: state.clock.timelineTime(at: t))?.time
        {
            // The header's time since shown changes at the next whole tenth.
            let next = GridHeader.shownTenths(since) + 0.1
            wakes.append(t + max(0, next - since) / state.clock.speed)
        }
        if let bar = timelineBar(at: state.clock.timelineTime(at: t)), !state.clock.isPaused,
            let playhead = bar.playhead, playhead < bar.span
        {
            // The playhead moves along the bar until it reaches its end.
            wakes.append(t)
        }
        if !state.clock.isPaused, hasVisibleLayouts {
            let now = state.clock.timelineTime(at: t)
            let frame = state.timeline.state(at: now)
            if isAnimating(frame) {
                wakes.append(t)
            } else if let change = state.timeline.nextChange(after: now) {
                wakes.append(t + max(0, change - now) / state.clock.speed)
            }
        }
        return wakes.min()
    }

    /// Lets the window report how long the latest frame took to render (shown in the HUD).
    package func recordRenderDuration(_ seconds: Double) {
        frameTimes.renderSeconds = seconds
    }

    /// The theme files among `paths`; a folder that no longer exists contributes nothing (the empty
    /// state explains), a missing file stays so its error is shown.
    static func discoverThemes(in paths: [String]) -> [String] {
        let existing = paths.filter {
            FileManager.default.fileExists(atPath: $0) || $0.hasSuffix(".json") || InterfaceBuilderFiles.isDocument($0)
        }
        return DocumentLoader.discover(paths: existing)
    }

    /// How this run opens its documents (theme files, and IB files with `--theme`, `--root`…).
    var documentLoader: DocumentLoader { DocumentLoader(options: options.documents) }

    /// The theme on screen (the last good version of the selected slot).
    var currentTheme: Theme? {
        slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].theme : nil
    }

    /// Whether the current theme has layouts to draw.
    var hasVisibleLayouts: Bool { !(currentTheme?.layouts.isEmpty ?? true) }

    /// Effects waiting for delivery, now delivered.
    private func takeDeferredEffects() -> [GalleryEffect] {
        defer { deferredEffects.removeAll() }
        return deferredEffects
    }

    /// SkeletonView's JSON tree of the selected layout (SKELETON_DEBUG).
    private func currentTreeDescription() -> String? {
        guard let theme = currentTheme, theme.layouts.indices.contains(state.layoutIndex) else { return nil }
        return preparedLayout(state.layoutIndex, theme: theme).treeDescription()
    }

    /// The cached prepared layout of the current theme, on the window's device.
    func preparedLayout(_ index: Int, theme: Theme) -> PreparedLayout {
        preparedLayout(index, theme: theme, options: state.request.layoutOptions, device: state.request.device)
    }

    /// The cached prepared layout of the current theme with other layout options and device (a variant's).
    func preparedLayout(_ index: Int, theme: Theme, options: LayoutOptions, device: Device?) -> PreparedLayout {
        let key = PreparedLayoutCache.Key(
            slot: state.themeIndex, generation: slots[state.themeIndex].generation, layout: index,
            options: options, device: device)
        return cache.prepared(key, theme: theme)
    }
}

/// Prepared layouts of the gallery, rebuilt only when the theme version, layout, appearance,
/// direction or RTL change; entries not used by the latest frame are dropped.
final class PreparedLayoutCache {
    /// What a prepared layout depends on.
    struct Key: Hashable {
        /// Theme slot index.
        var slot: Int
        /// The slot's load generation.
        var generation: Int
        /// Layout index within the theme.
        var layout: Int
        /// Appearance, RTL, direction.
        var options: LayoutOptions
        /// The device whose safe area the layout fills; nil = its own size.
        var device: Device?
    }

    private var entries: [Key: PreparedLayout] = [:]
    private var used: Set<Key> = []
    private let metrics: any TextMetrics

    /// A cache measuring text with `metrics`.
    init(metrics: any TextMetrics) {
        self.metrics = metrics
    }

    /// The prepared layout for `key`, built on first use.
    func prepared(_ key: Key, theme: Theme) -> PreparedLayout {
        used.insert(key)
        if let cached = entries[key] { return cached }
        let layout = theme.layouts[key.layout]
        let prepared = PreparedLayout(
            layout: key.device.map { layout.laidOut(on: $0) } ?? layout, theme: theme, metrics: metrics,
            options: key.options)
        entries[key] = prepared
        return prepared
    }

    /// Forgets entries not used since the previous call (after a full frame).
    func dropUnused() {
        entries = entries.filter { used.contains($0.key) }
        used.removeAll(keepingCapacity: true)
    }

    /// Forgets everything (fonts or images changed on disk).
    func removeAll() {
        entries.removeAll()
        used.removeAll()
    }
}

/// Settings of one gallery run, from the command line and the environment; read by the session
/// and by the window (SkeletonSDL's `GalleryWindow.run(session:options:)`).
package struct GalleryOptions: Equatable {
    /// Initial window width in points (`--size`).
    package var windowWidth = 1280
    /// Initial window height in points (`--size`).
    package var windowHeight = 800
    /// Print frame statistics on exit (`--stats`).
    package var printsStats = false
    /// Write the statistics as JSON to this file on exit (`--stats-json`).
    package var statsJSONPath: String?
    /// Quit cleanly after this many seconds (`--quit-after`), for scripted runs.
    package var quitAfter: Double?
    /// Folder for the S key's screenshots: $SKELETON_SCREENSHOT_DIR or the current directory.
    package var screenshotDirectory = "."
    /// Print the skeleton tree whenever a skeleton is shown ($SKELETON_DEBUG set).
    package var printsTrees = false
    /// The look the window starts in: `--content-size` (T cycles it), `--device` (I and O change
    /// it) and the variants grid of `--variants` and `--vary` (V toggles it).
    package var request = FrameRequest()
    /// The latency model, seed and minimum visible time of the loads L plays.
    package var load = LoadOptions()
    /// How `.storyboard` and `.xib` files are opened (`--theme`, `--root`, `--bridge`, `--alias`).
    package var documents = DocumentOptions()

    /// Every setting at its default.
    package init() {}
}
