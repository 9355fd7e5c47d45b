/// Work the reducer asks the session to do (the reducer itself stays pure).
enum GalleryIntent: Equatable {
    /// Leave the app.
    case quit
    /// Save the current frame as a PNG.
    case screenshot
    /// A skeleton was requested to show (SKELETON_DEBUG prints the tree then).
    case skeletonShown
}
