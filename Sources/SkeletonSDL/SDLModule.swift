import CSDL2

/// The SDL version this build was compiled against, as "major.minor.patch".
package let compiledSDLVersion = "\(SDL_MAJOR_VERSION).\(SDL_MINOR_VERSION).\(SDL_PATCHLEVEL)"
