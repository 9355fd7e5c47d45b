import SkeletonRaster
import Synchronization
import Testing

@testable import SkeletonCompose

/// A 2×1 frame whose first pixel says which frame it is.
private func numbered(_ index: Int) -> Framebuffer {
    var fb = Framebuffer(width: 2, height: 1, fill: 0xFF00_0000)!
    fb.pixels[0] = 0xFF00_0000 | UInt32(index)
    return fb
}

private struct Broken: Error {}

@Test func prefetchedFramesComeInOrderEachRenderedOnce() throws {
    let renders = Mutex<[Int]>([])
    let prefetch = FramePrefetch(count: 12, ahead: 2) {
        { index in
            renders.withLock { $0.append(index) }
            return numbered(index)
        }
    }
    defer { prefetch.finish() }
    for index in 0..<12 { #expect(try prefetch.frame(index).pixels == numbered(index).pixels) }
    #expect(renders.withLock { $0 } == Array(0..<12))
}

@Test func aFrameThatFailsThrowsWhenAskedForAndNothingAfterItIsRendered() throws {
    let renders = Mutex<[Int]>([])
    let prefetch = FramePrefetch(count: 10) {
        { index in
            renders.withLock { $0.append(index) }
            if index == 3 { throw Broken() }
            return numbered(index)
        }
    }
    for index in 0..<3 { _ = try prefetch.frame(index) }
    #expect(throws: Broken.self) { try prefetch.frame(3) }
    prefetch.finish()
    #expect(renders.withLock { $0 } == [0, 1, 2, 3])
}

@Test func finishingEarlyStopsTheRenderingAtOneFrameAhead() throws {
    let renders = Mutex<[Int]>([])
    let prefetch = FramePrefetch(count: 100, ahead: 1) {
        { index in
            renders.withLock { $0.append(index) }
            return numbered(index)
        }
    }
    _ = try prefetch.frame(0)
    _ = try prefetch.frame(1)
    prefetch.finish()
    // Frame 2 may have been rendered ahead of the encoder; no later one.
    #expect(renders.withLock { $0 }.count <= 3)
}
