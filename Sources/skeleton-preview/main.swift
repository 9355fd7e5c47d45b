// Entry point: the command line is parsed and run in SkeletonCommands; this file only wires the
// platform (SkeletonSDL's fonts, images, PNG and window) to it.
import Foundation
import SkeletonCommands
import SkeletonCompose
import SkeletonSDL

let status = CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    services: { PlatformServices.sdl() },
    window: { session, options in GalleryWindow.run(session: session, options: options) }
)
exit(status)
