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
    /// The Dynamic Type size the window starts at (`--content-size`; T cycles it).
    package var contentSize: ContentSizeCategory = .large
    /// The device the window starts in (`--device`; I and O change it); nil = bare layouts.
    package var device: Device?
    /// Whether the window starts in the variants grid (`--variants`; V toggles it).
    package var showsVariants = false
    /// The variants grid's set (`--vary`); axes not varied follow the window's device and text size.
    package var variants = VariantSet()
    /// The latency model, seed and minimum visible time of the loads L plays.
    package var load = LoadOptions()
    /// How `.storyboard` and `.xib` files are opened (`--theme`, `--root`, `--bridge`, `--alias`).
    package var documents = DocumentOptions()

    /// Every setting at its default.
    package init() {}
}
