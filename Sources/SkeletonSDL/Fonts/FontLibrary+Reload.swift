import CSDL2TTF

extension FontLibrary {
    /// Closes every open face and forgets every measurement and glyph mask, because font files
    /// changed on disk (hot reload): SDL_ttf keeps reading an open file, which a rename leaves at
    /// the old version and an in-place rewrite corrupts, and the caches are keyed by family, not file.
    package func forgetFiles() {
        lock.withLock {
            for face in faces.removeAll() { TTF_CloseFont(face) }
            matches.removeAll()
            _ = fallbacks.removeAll()
            fileMetrics.forgetAll()
            _ = metricsCache.removeAll()
            _ = widthCache.removeAll()
            _ = maskCache.removeAll()
        }
    }
}
