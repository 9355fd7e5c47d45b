import SkeletonGallery

/// The gallery session is what the main loop drives in the app.
extension GallerySession: WindowSession {}

extension GalleryWindow {
    /// Shows the gallery of `session` until the user quits (COMMON.md's `run(session:options:)`).
    package static func run(session: GallerySession, options: GalleryOptions) -> Int32 {
        run(driving: session, options: options)
    }
}
