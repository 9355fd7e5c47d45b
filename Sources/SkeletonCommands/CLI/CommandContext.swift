import SkeletonCompose
import SkeletonGallery

/// Everything a command may use besides its arguments, injected so tests can run commands with
/// fakes and captured output.
package struct CommandContext {
    /// Where results and messages go.
    package var output: CommandOutput
    /// The process environment.
    package var environment: [String: String]
    /// The current directory, for relative paths and default output locations.
    package var currentDirectory: String
    /// The absolute path of the running executable, to find the repository's Themes/ folder.
    package var executablePath: String
    /// The source tree the executable was compiled from, tried last for the shipped themes (a
    /// development build made with any `--scratch-path`); nil in tests.
    package var sourceTree: String? = nil
    /// Builds the platform services (fonts, images, PNG) on first use: `--help` never pays for them.
    package var services: () throws -> PlatformServices
    /// Opens the gallery window on a session and returns the exit status (SkeletonSDL's window).
    package var openWindow: (GallerySession, GalleryOptions) -> Int32

    /// Creates a context.
    package init(
        output: CommandOutput,
        environment: [String: String],
        currentDirectory: String,
        executablePath: String,
        services: @escaping () throws -> PlatformServices,
        openWindow: @escaping (GallerySession, GalleryOptions) -> Int32
    ) {
        self.output = output
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.executablePath = executablePath
        self.services = services
        self.openWindow = openWindow
    }
}
