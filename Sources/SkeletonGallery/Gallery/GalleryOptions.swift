import SkeletonCompose
import SkeletonCore

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
