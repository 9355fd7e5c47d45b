import SkeletonCore
import Testing

@testable import SkeletonRaster

/// Thirty rounded shapes, a rounded clip and an overlapping group over a 300×260 canvas: every
/// path of the rasterizer, crossing the rows where the threads' parts meet.
private let mixedList: [DrawCommand] = {
    var commands: [DrawCommand] = []
    for i in 0..<30 {
        let x = Double(i % 6) * 49.5 + 2.25
        let y = Double(i / 6) * 51.3 + 1.5
        let height = 36.5 + Double(i % 3) * 9
        let color = RGBA8(r: UInt8(30 + i * 7), g: 90, b: UInt8(200 - i * 5))
        commands.append(
            Draw.fill(x, y, 44, height, radius: Double(i % 4) * 5, color: color, opacity: i % 4 == 0 ? 0.7 : 1))
    }
    let clip = Rect(x: 20.5, y: 100.25, width: 200, height: 120)
    commands.append(.pushClip(rect: clip, radii: CornerRadii(uniform: 30)))
    commands.append(Draw.fill(0, 90, 300, 150, color: RGBA8(r: 250, g: 120, b: 40)))
    commands.append(.popClip)
    commands.append(.beginGroup(opacity: 0.5))
    commands.append(Draw.fill(40.5, 60.5, 180, 150, radius: 24))
    commands.append(Draw.fill(100, 20, 150, 200))
    commands.append(.endGroup)
    return commands
}()

private func render(_ list: DisplayList, threads: Int?, width: Int, height: Int, clip: PixelRect? = nil)
    -> Framebuffer
{
    var fb = Framebuffer(width: width, height: height, fill: 0xFF12_3456)!
    if let threads {
        ParallelRasterizer(threads: threads).render(list, into: &fb, clip: clip)
    } else {
        Rasterizer().render(list, into: &fb, clip: clip)
    }
    return fb
}

@Test func framesDrawnByTwoToFourThreadsEqualTheSingleThreadedFrame() {
    let list = DisplayList(size: Size(width: 300, height: 260), background: Draw.white, commands: mixedList)
    let reference = render(list, threads: nil, width: 300, height: 260)
    for threads in 1...4 {
        #expect(render(list, threads: threads, width: 300, height: 260).pixels == reference.pixels, "\(threads)")
    }
}

@Test func threadsNeverDrawOutsideTheClip() {
    let list = DisplayList(size: Size(width: 300, height: 260), background: Draw.white, commands: mixedList)
    let clip = PixelRect(x: 31, y: 47, width: 150, height: 3)
    let reference = render(list, threads: nil, width: 300, height: 260, clip: clip)
    let parallel = render(list, threads: 4, width: 300, height: 260, clip: clip)
    #expect(parallel.pixels == reference.pixels)
    #expect(parallel.pixels[0] == 0xFF12_3456)
}

@Test func moreThreadsThanRowsStillDrawEveryRowOnce() {
    let list = DisplayList(
        size: Size(width: 7, height: 1), background: Draw.white, commands: [Draw.fill(0.5, 0, 5, 1, opacity: 0.5)])
    #expect(
        render(list, threads: 4, width: 7, height: 1).pixels == render(list, threads: nil, width: 7, height: 1).pixels)
}

@Test func aParallelRendererHasAtLeastOneThread() {
    #expect(ParallelRasterizer(threads: 0).threads == 1)
    #expect(ParallelRasterizer(threads: 3).threads == 3)
}
