import CSDL2
import Glibc
import SkeletonRaster
import Testing

@testable import SkeletonSDL

/// Window tests share SDL's global video state, so they run one at a time on the dummy driver.
extension SDLVideoTests {
    /// Which presenter a window gets, and what it accepts.
    @Suite struct SDLWindowTests {
        /// Starts video on the dummy driver (reference-counted by SDL).
        init() throws {
            try SDLVideo.start(environment: ["SDL_VIDEODRIVER": "dummy"])
        }

        /// A framebuffer of distinct opaque pixels.
        private func pattern(width: Int, height: Int) throws -> Framebuffer {
            var fb = try #require(Framebuffer(width: width, height: height))
            for i in fb.pixels.indices {
                fb.pixels[i] = 0xFF00_0000 | (UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF)
            }
            return fb
        }

        @Test(arguments: [Presentation.texture, .surface])
        func uploadReadsBackExactly(_ presentation: Presentation) throws {
            let window = try SDLWindow(title: "smoke", width: 64, height: 48, presentation: presentation)
            let (width, height) = window.drawableSize
            #expect(width == 64)
            #expect(height == 48)
            try window.prepare(width: width, height: height)
            let fb = try pattern(width: width, height: height)
            window.upload(fb, rects: [SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))])
            window.present()
            #expect(window.readBack() == fb.pixels)
        }

        @Test func streamingTexturePresenterIsAnSDLRenderer() throws {
            let window = try SDLWindow(title: "texture", width: 8, height: 8, presentation: .texture)
            #expect(window.presentationName == "software")
            #expect(!window.claimsVSync)
        }

        @Test func dummyDriverWithoutGPUUsesTheWindowSurface() throws {
            let window = try SDLWindow(title: "auto", width: 8, height: 8)
            #expect(window.presentationName == "window surface")
        }

        @Test(arguments: [Presentation.texture, .surface])
        func onlyTheDirtyRectangleIsUploaded(_ presentation: Presentation) throws {
            let window = try SDLWindow(title: "dirty", width: 32, height: 32, presentation: presentation)
            try window.prepare(width: 32, height: 32)
            var fb = try #require(Framebuffer(width: 32, height: 32, fill: 0xFF11_2233))
            window.upload(fb, rects: [SDL_Rect(x: 0, y: 0, w: 32, h: 32)])
            for i in fb.pixels.indices { fb.pixels[i] = 0xFFAA_BBCC }
            window.upload(fb, rects: [SDL_Rect(x: 4, y: 8, w: 3, h: 2)])
            window.present()
            let back = try #require(window.readBack())
            let changed = back.indices.filter { back[$0] == 0xFFAA_BBCC }
            #expect(changed == [8 * 32 + 4, 8 * 32 + 5, 8 * 32 + 6, 9 * 32 + 4, 9 * 32 + 5, 9 * 32 + 6])
        }

        @Test(arguments: [Presentation.texture, .surface])
        func rectanglesOutsideTheFramebufferAreClampedNotCrashing(_ presentation: Presentation) throws {
            let window = try SDLWindow(title: "clamp", width: 16, height: 16, presentation: presentation)
            try window.prepare(width: 16, height: 16)
            let fb = try #require(Framebuffer(width: 16, height: 16, fill: 0xFF00_FF00))
            window.upload(fb, rects: [SDL_Rect(x: -5, y: -5, w: 100, h: 100), SDL_Rect(x: 40, y: 40, w: 2, h: 2)])
            #expect(window.readBack() == fb.pixels)
        }

        @Test func textureRefusesAFramebufferOfAnotherSize() throws {
            let window = try SDLWindow(title: "size", width: 16, height: 16, presentation: .texture)
            try window.prepare(width: 16, height: 16)
            let fb = try #require(Framebuffer(width: 16, height: 16, fill: 0xFF00_FF00))
            window.upload(fb, rects: [SDL_Rect(x: 0, y: 0, w: 16, h: 16)])
            let wrongSize = try #require(Framebuffer(width: 8, height: 8))
            window.upload(wrongSize, rects: [SDL_Rect(x: 0, y: 0, w: 8, h: 8)])
            #expect(window.readBack() == fb.pixels)
        }
    }
}

@Test func displayIsNamedByDISPLAYWaylandOrAForcedDriver() {
    #expect(!DisplayCheck.displayIsNamed(in: [:]))
    #expect(!DisplayCheck.displayIsNamed(in: ["DISPLAY": ""]))
    #expect(DisplayCheck.displayIsNamed(in: ["DISPLAY": ":99"]))
    #expect(DisplayCheck.displayIsNamed(in: ["WAYLAND_DISPLAY": "wayland-0"]))
    #expect(DisplayCheck.displayIsNamed(in: ["SDL_VIDEODRIVER": "dummy"]))
}

@Test func presentationIsChosenByEnvironment() {
    #expect(Presentation(environmentValue: nil) == .automatic)
    #expect(Presentation(environmentValue: "surface") == .surface)
    #expect(Presentation(environmentValue: "texture") == .texture)
    #expect(Presentation(environmentValue: "gpu") == .automatic)
}

@Test func namedDisplaysPickTheirVideoDrivers() {
    #expect(DisplayCheck.videoDrivers(for: ["DISPLAY": ":0"]) == "x11")
    #expect(DisplayCheck.videoDrivers(for: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland")
    #expect(DisplayCheck.videoDrivers(for: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]) == "x11,wayland")
    #expect(DisplayCheck.videoDrivers(for: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "dummy"]) == "dummy")
    #expect(DisplayCheck.videoDrivers(for: [:]) == nil)
}
