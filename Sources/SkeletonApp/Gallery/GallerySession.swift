/// The live gallery driven by the window (SkeletonSDL): holds the loaded themes and the gallery
/// state, turns events into state changes and effects, and draws frames as a function of time.
package final class GallerySession {
    /// Theme files or folders given on the command line.
    package let themePaths: [String]
    /// Fonts, images and PNG from the platform.
    package let services: PlatformServices
    /// Command-line settings.
    package let options: GalleryOptions

    /// Loads the themes at `themePaths` (files or folders) for a window of `options`' size.
    package init(themePaths: [String], services: PlatformServices, options: GalleryOptions) {
        self.themePaths = themePaths
        self.services = services
        self.options = options
    }

    /// The window title.
    package var title: String { "skeleton-preview" }
}
