import CSDL2TTF

extension FontLibrary {
    /// Closes every open face and forgets every measurement and glyph mask, because font files
    /// changed on disk (hot reload): SDL_ttf keeps reading an open file, which a rename leaves at
    /// the old version and an in-place rewrite corrupts, and the caches are keyed by family, not file.
    package func forgetFiles() {
        withCaches { caches in
            for face in caches.faces.removeAll() { TTF_CloseFont(face) }
            caches.matches.removeAll()
            _ = caches.fallbacks.removeAll()
            caches.fileMetrics.forgetAll()
            _ = caches.metricsCache.removeAll()
            _ = caches.widthCache.removeAll()
            _ = caches.maskCache.removeAll()
        }
    }
}
