import SkeletonDocument

/// Hot reload: theme files and what they include change on disk; the gallery follows.
extension GallerySession {
    /// Reloads the slots that depend on `changedPaths` (and rescans folders for added or removed
    /// themes). Selection, style, appearance and time are kept; a theme that now fails keeps its
    /// last good version on screen with the diagnostics drawn over it. The latency reported with the
    /// next frame counts from `detectedAt` (default: t).
    func reload(changedPaths: [String], at t: Double, detectedAt: Double? = nil) {
        let selectedPath = slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].path : nil
        let discovered = Self.discoverThemes(in: themePaths)
        if !changedPaths.isEmpty {
            // An image or font file may have been replaced under the same name: nothing read from
            // one may be reused, neither by the theme load below nor by the next frame.
            services.forgetFiles()
            rasterizer.forgetContent()
        }
        var succeeded = true
        var next: [ThemeSlot] = []
        for path in discovered {
            if var slot = slots.first(where: { $0.path == path }) {
                if changedPaths.contains(where: { slot.dependencies.contains($0) || $0 == path }) {
                    succeeded = slot.reload(fontResolver: services.fonts) && succeeded
                }
                next.append(slot)
            } else {
                let slot = ThemeSlot(
                    path: path, loader: documentLoader, fontResolver: services.fonts, metrics: services.metrics)
                succeeded = !slot.diagnostics.hasErrors && succeeded
                next.append(slot)
            }
        }
        slots = next
        if let selectedPath, let index = slots.firstIndex(where: { $0.path == selectedPath }) {
            state.themeIndex = index
        } else {
            state.themeIndex = min(state.themeIndex, max(0, slots.count - 1))
        }
        let layoutCount = currentTheme?.layouts.count ?? 0
        state.layoutIndex = layoutCount == 0 ? 0 : min(state.layoutIndex, layoutCount - 1)
        if layoutCount == 0 {
            state.isFocused = false
            state.showsVariants = false
        }
        // Fonts and images may have changed under unchanged theme files.
        cache.removeAll()
        drawn.forget()
        pendingReload = (detectedAt ?? t, succeeded)
        watchDependencies()
    }

    /// Points the watcher at every file the themes read, plus the folders given (new themes).
    func watchDependencies() {
        var paths = themePaths + (overlayPath.map { [$0] } ?? [])
        for slot in slots {
            for path in slot.dependencies + [slot.path] where !paths.contains(path) { paths.append(path) }
        }
        watcher.watch(paths)
    }
}
