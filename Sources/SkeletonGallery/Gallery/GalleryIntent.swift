/// Work the reducer asks the session to do (the reducer itself stays pure).
enum GalleryIntent: Equatable {
    /// Leave the app.
    case quit
    /// Save the current frame as a PNG.
    case screenshot
    /// Copy the `capture` command of the moment under the playhead to the clipboard.
    case copyCaptureCommand
    /// The L key started a simulated load (the toast tells its latency and times).
    case loadStarted
    /// A skeleton was requested to show (SKELETON_DEBUG prints the tree then).
    case skeletonShown
}
