import Testing

@testable import SkeletonRaster

// The renderer's pointer accesses are asserted in debug builds only (Docs/limits-and-safety.md, "Safety"), so these
// tests exist only there: a release build compiles the assertions away.
#if DEBUG
    /// Runs `body` on a 2×2 surface whose pixels are device pixels (10…11, 20…21).
    private func withSmallSurface(_ body: (Surface) -> Void) {
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 4)
        defer { pixels.deallocate() }
        body(Surface(base: pixels, area: PixelRect(x: 10, y: 20, width: 2, height: 2)))
    }

    @Test func aSurfaceHandsOutTheRowsAndRunsOfItsArea() {
        withSmallSurface { surface in
            surface.span(21, 10, 2).update(repeating: 7, count: 2)
            #expect(surface.row(21)[11] == 7)
            #expect(surface.base[2] == 7)
            #expect(surface.base[3] == 7)
        }
    }

    @Test func aRowBelowItsSurfaceStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            withSmallSurface { _ = $0.row(22) }
        }
    }

    @Test func aRunPastItsSurfacesRightEdgeStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            withSmallSurface { _ = $0.span(20, 11, 2) }
        }
    }

    @Test func aClipOutsideItsSurfaceStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            withSmallSurface { surface in
                _ = DrawTarget(surface: surface, clip: PixelRect(x: 9, y: 20, width: 2, height: 1), mask: nil)
            }
        }
    }
#endif
