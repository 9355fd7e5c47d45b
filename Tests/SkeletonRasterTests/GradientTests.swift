import SkeletonCore
import Testing

@testable import SkeletonRaster

private func gradientFill(
    _ rect: Rect, from start: Point, to end: Point, _ stops: [(Double, RGBA8)], opacity: Double = 1
) -> DrawCommand {
    .fill(
        ShapeFill(
            rect: rect, radii: .zero,
            paint: .linear(
                LinearGradient(start: start, end: end, stops: stops.map { GradientStop(offset: $0.0, color: $0.1) })),
            opacity: opacity, role: .block))
}

private let black = RGBA8(r: 0, g: 0, b: 0)
private let white = RGBA8(r: 255, g: 255, b: 255)

@Test func horizontalGradientInterpolatesAtPixelCentres() {
    // 0 → 255 over 0…1024: pixel centre x + 0.5 has offset (x + 0.5)/1024, table entry round(offset · 1023).
    let fb = Draw.render(
        [
            gradientFill(
                Rect(x: 0, y: 0, width: 1024, height: 2), from: .zero, to: Point(x: 1024, y: 0),
                [(0, black), (1, white)])
        ],
        width: 1024, height: 2)
    #expect(fb.pixels[0] == 0xFF00_0000)
    #expect(fb.pixels[511] == 0xFF7F_7F7F)  // offset 0.49951 → entry 511: 127.37 → 127
    #expect(fb.pixels[512] == 0xFF80_8080)  // offset 0.50049 → entry 512: 127.62 → 128
    #expect(fb.pixels[1023] == 0xFFFF_FFFF)  // offset 0.9995 → entry 1022.5 → 1023
    #expect(fb.pixels[1024 + 511] == fb.pixels[511])
}

@Test func gradientPadsBeyondItsEnds() {
    let fb = Draw.render(
        [
            gradientFill(
                Rect(x: 0, y: 0, width: 10, height: 1), from: Point(x: 3, y: 0), to: Point(x: 6, y: 0),
                [(0, black), (1, white)])
        ],
        width: 10, height: 1)
    #expect(fb.pixels[0] == 0xFF00_0000)
    #expect(fb.pixels[2] == 0xFF00_0000)
    #expect(fb.pixels[7] == 0xFFFF_FFFF)
    #expect(fb.pixels[9] == 0xFFFF_FFFF)
}

@Test func verticalGradientIsConstantAlongRows() {
    let red = RGBA8(r: 255, g: 0, b: 0)
    let fb = Draw.render(
        [
            gradientFill(
                Rect(x: 0, y: 0, width: 4, height: 4), from: .zero, to: Point(x: 0, y: 4), [(0, red), (1, black)])
        ],
        width: 4, height: 4)
    for y in 0..<4 {
        #expect(Set(fb.pixels[(y * 4)..<(y * 4 + 4)]).count == 1)
    }
    // Row 1 centre: offset 1.5/4 = 0.375 → entry round(0.375·1023) = 384 → 255·(1 − 384/1023) = 159.3.
    #expect(fb.pixels[4] == 0xFF9F_0000)
}

@Test func diagonalGradientFollowsItsAxis() {
    let fb = Draw.render(
        [
            gradientFill(
                Rect(x: 0, y: 0, width: 8, height: 8), from: .zero, to: Point(x: 8, y: 8), [(0, black), (1, white)])
        ],
        width: 8, height: 8)
    // Pixels on the same anti-diagonal share an offset.
    #expect(fb.pixels[0 * 8 + 3] == fb.pixels[3 * 8 + 0])
    #expect(fb.pixels[2 * 8 + 5] == fb.pixels[5 * 8 + 2])
    // (0,0): offset (0.5·8 + 0.5·8)/128 = 1/16 → entry 64 → 255·64/1023 = 15.95.
    #expect(fb.pixels[0] == 0xFF10_1010)
    // (7,7): offset 15/16 → entry 959 → 239.05.
    #expect(fb.pixels[63] == 0xFFEF_EFEF)
}

@Test func threeStopGradientPeaksAtItsMiddleStop() {
    let grey = RGBA8(r: 100, g: 100, b: 100)
    let fb = Draw.render(
        [
            gradientFill(
                Rect(x: 0, y: 0, width: 1023, height: 1), from: Point(x: -0.5, y: 0), to: Point(x: 1022.5, y: 0),
                [(0, grey), (0.5, white), (1, grey)])
        ],
        width: 1023, height: 1)
    #expect(fb.pixels[0] == 0xFF64_6464)
    #expect(fb.pixels[511] == 0xFFFF_FFFF)
    #expect(fb.pixels[1022] == 0xFF64_6464)
    #expect(fb.pixels[255] == fb.pixels[766])  // table entries 256 and 767 mirror each other
}

@Test func layoutSpaceGradientIsContinuousAcrossShapes() {
    let g = [(0.0, black), (1.0, white)]
    let fb = Draw.render(
        [
            gradientFill(Rect(x: 0, y: 0, width: 40, height: 2), from: .zero, to: Point(x: 100, y: 0), g),
            gradientFill(Rect(x: 40, y: 3, width: 60, height: 2), from: .zero, to: Point(x: 100, y: 0), g),
            gradientFill(Rect(x: 0, y: 6, width: 100, height: 2), from: .zero, to: Point(x: 100, y: 0), g),
        ], width: 100, height: 8)
    for x in 0..<100 {
        let band = x < 40 ? fb.pixels[x] : fb.pixels[3 * 100 + x]
        #expect(band == fb.pixels[6 * 100 + x], "column \(x)")
    }
}

@Test func gradientOpacityScalesEveryColour() {
    let fb = Draw.render(
        [
            gradientFill(
                Rect(x: 0, y: 0, width: 2, height: 1), from: .zero, to: Point(x: 2, y: 0), [(0, black), (1, black)],
                opacity: 0.5)
        ],
        width: 2, height: 1)
    #expect(fb.pixels[0] == 0xFF7F_7F7F)
}

@Test func zeroLengthGradientUsesTheLastStop() {
    let red = RGBA8(r: 255, g: 0, b: 0)
    let fb = Draw.render(
        [gradientFill(Rect(x: 0, y: 0, width: 2, height: 1), from: .zero, to: .zero, [(0, black), (1, red)])],
        width: 2, height: 1)
    #expect(fb.pixels == [0xFFFF_0000, 0xFFFF_0000])
}

@Test func horizontalGradientRowIsTheSameInEveryBandAndEveryFrame() {
    // 40×2000 spans two bands; each frame's row of colours is computed once and reused, so a
    // rasterizer that drew another gradient over the same shapes before must give the same pixels.
    func list(_ light: RGBA8) -> DisplayList {
        DisplayList(
            size: Size(width: 40, height: 2000), background: white,
            commands: [
                gradientFill(
                    Rect(x: 1.5, y: 0.5, width: 37, height: 1998), from: Point(x: 3, y: 7), to: Point(x: 33, y: 7),
                    [(0, black), (0.5, light), (1, black)]),
                gradientFill(
                    Rect(x: 0, y: 1700, width: 40, height: 20), from: Point(x: -10, y: 0), to: Point(x: 30, y: 0),
                    [(0, black), (1, light)], opacity: 0.5),
            ])
    }
    let rasterizer = Rasterizer()
    var reused = Framebuffer(width: 40, height: 2000)!
    rasterizer.render(list(RGBA8(r: 10, g: 200, b: 30)), into: &reused)
    rasterizer.render(list(white), into: &reused)
    var fresh = Framebuffer(width: 40, height: 2000)!
    Rasterizer().render(list(white), into: &fresh)
    #expect(reused.pixels == fresh.pixels)
    for y in [1, 1000, 1637, 1638, 1997] {
        #expect(Array(fresh.pixels[(y * 40)..<(y * 40 + 40)]) == Array(fresh.pixels[40..<80]), "row \(y)")
    }
    #expect(Array(fresh.pixels[(1719 * 40)..<(1720 * 40)]) == Array(fresh.pixels[(1700 * 40)..<(1701 * 40)]))
    #expect(fresh.pixels[1710 * 40 + 20] != fresh.pixels[40 + 20])
}

@Test func moreGradientsThanCachedRampsAcrossBandsDrawAsEachAlone() {
    // Twenty tall fills with twenty different gradients (the ramp cache holds sixteen), each
    // crossing every band of a 512×600 canvas and read from its table in every row (a diagonal
    // gradient): the bands after the first reuse a fill's resolved paint only while its ramp is
    // still cached. The fills do not overlap, so the frame equals
    // each fill drawn alone, pixel for pixel.
    let (width, height) = (512, 600)
    let fills = (0..<20).map { j in
        let x = Double(j) * 25 + 1.5
        let color = RGBA8(r: UInt8(j * 12), g: UInt8(240 - j * 11), b: UInt8(60 + j * 9))
        return gradientFill(
            Rect(x: x, y: 10.5, width: 20, height: 570), from: Point(x: x, y: 10.5), to: Point(x: x + 8, y: 580),
            [(0, color), (1, white)])
    }
    let frame = Draw.render(fills, width: width, height: height)
    var expected = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
    for (j, fill) in fills.enumerated() {
        let alone = Draw.render([fill], width: width, height: height)
        for y in 0..<height {
            for x in (j * 25)..<(j * 25 + 24) { expected[y * width + x] = alone.pixels[y * width + x] }
        }
    }
    let differing = (0..<(width * height)).filter { frame.pixels[$0] != expected[$0] }
    #expect(differing.isEmpty, "first differing pixels: \(differing.prefix(5))")
}

@Test func aGradientRowKeptFromAnEarlierFrameIsNotReusedOnceItsTableSlotHoldsAnotherRamp() {
    // Frame rows of a horizontal gradient are kept from frame to frame while their key holds. Here
    // the same shape and gradient axis come back with other stops that land in the very table slot
    // the earlier stops had (the cache of sixteen is cycled to that slot first): only the count of
    // replaced tables tells the kept row apart, and the frame must equal a fresh rasterizer's.
    let shape = Rect(x: 0.5, y: 0.5, width: 60, height: 3)
    func fill(_ light: RGBA8) -> DrawCommand {
        gradientFill(shape, from: Point(x: 0, y: 0), to: Point(x: 64, y: 0), [(0, black), (0.5, light), (1, black)])
    }
    func others(_ seed: Int) -> [DrawCommand] {
        (1...15).map { i in
            let c = RGBA8(r: UInt8(seed), g: UInt8(i * 16), b: UInt8(255 - i * 8))
            return gradientFill(
                Rect(x: Double(i) * 4, y: 5, width: 3, height: 2), from: Point(x: 0, y: 0), to: Point(x: 64, y: 0),
                [(0, c), (1, white)])
        }
    }
    func list(_ commands: [DrawCommand]) -> DisplayList {
        DisplayList(size: Size(width: 64, height: 8), background: white, commands: commands)
    }
    let first = RGBA8(r: 250, g: 20, b: 20)
    let second = RGBA8(r: 20, g: 20, b: 250)
    let rasterizer = Rasterizer()
    var fb = Framebuffer(width: 64, height: 8)!
    // Sixteen tables (the first fill's in slot 0), then fifteen new ones replacing slots 1…15.
    rasterizer.render(list([fill(first)] + others(1)), into: &fb)
    rasterizer.render(list([fill(first)] + others(2)), into: &fb)
    // The next new table replaces slot 0: the first fill's row, same columns, same axis.
    rasterizer.render(list([fill(second)]), into: &fb)
    var fresh = Framebuffer(width: 64, height: 8)!
    Rasterizer().render(list([fill(second)]), into: &fresh)
    #expect(zip(fb.pixels, fresh.pixels).filter { $0 != $1 }.isEmpty)
    #expect(fresh.pixels[64 + 32] != Draw.render([fill(first)], width: 64, height: 8).pixels[64 + 32])
}

@Test func aStaticGradientDrawsTheSameFramesWhateverWasDrawnBetween() {
    // Rows kept across frames: the same list before and after lists that move, resize, drop and
    // add gradient fills (other row layouts in the shared row storage) gives the same pixels.
    func fill(_ x: Double, _ width: Double, _ color: RGBA8) -> DrawCommand {
        gradientFill(
            Rect(x: x, y: 1.5, width: width, height: 20), from: Point(x: 0, y: 0), to: Point(x: 200, y: 0),
            [(0, color), (0.5, white), (1, color)])
    }
    let red = RGBA8(r: 200, g: 30, b: 30)
    let blue = RGBA8(r: 30, g: 30, b: 200)
    let lists = [
        [fill(2.5, 50, red), fill(60.25, 70, blue)],
        [fill(60.25, 70, blue), fill(2.5, 50, red)],
        [fill(2.5, 120, red)],
        // The first fill's row storage now holds another gradient's row, for a command that is solid.
        [Draw.fill(0, 0, 10, 10), fill(2.5, 50, blue), fill(60.25, 70, red), fill(140, 55.5, blue)],
        // The same first fill at the same place, with more rows than ever stored: the storage grows.
        [fill(2.5, 50, red), fill(60.25, 70, blue), fill(140, 55.5, blue)],
    ].map { DisplayList(size: Size(width: 200, height: 24), background: white, commands: $0) }
    let rasterizer = Rasterizer()
    for order in [[0, 1, 0, 2, 0, 4, 3, 0], [3, 0, 3, 0, 2, 1, 0]] {
        for i in order {
            var reused = Framebuffer(width: 200, height: 24)!
            rasterizer.render(lists[i], into: &reused)
            var fresh = Framebuffer(width: 200, height: 24)!
            Rasterizer().render(lists[i], into: &fresh)
            #expect(zip(reused.pixels, fresh.pixels).filter { $0 != $1 }.isEmpty, "list \(i)")
        }
    }
}

@Test func theRampCacheFindsEqualStopsByValueAndKeepsDifferentOnesApart() {
    let ramps = RampCache()
    let red = RGBA8(r: 200, g: 0, b: 0)
    let stops = [GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: white)]
    let first = ramps.index(of: stops, opacity: 1)
    // Equal by value (−0 == 0, a separately built array) finds the same table.
    let negativeZero = [GradientStop(offset: -0.0, color: red), GradientStop(offset: 1, color: white)]
    #expect(ramps.index(of: negativeZero, opacity: 1) == first)
    #expect(ramps.index(of: stops.map { $0 }, opacity: 1) == first)
    // Any difference in an offset, a colour channel, the order or the opacity is another table.
    var others: [[GradientStop]] = [
        [GradientStop(offset: 0.01, color: red), GradientStop(offset: 1, color: white)],
        [GradientStop(offset: 0, color: RGBA8(r: 200, g: 0, b: 0, a: 254)), GradientStop(offset: 1, color: white)],
        [GradientStop(offset: 1, color: white), GradientStop(offset: 0, color: red)],
        [GradientStop(offset: 0, color: red)],
    ]
    others.append(stops)
    let slots = others.enumerated().map { i, s in ramps.index(of: s, opacity: i == 4 ? 0.5 : 1) }
    #expect(Set(slots + [first]).count == 6)
    #expect(ramps.count == 6)
}
