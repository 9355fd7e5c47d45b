import SkeletonRaster
import Testing

@testable import SkeletonCompose

@Test func equalImagesHaveNoChangedPixels() {
    let image = Framebuffer(width: 4, height: 3, fill: 0xFF12_3456)!
    #expect(
        ImageComparison(actual: image, baseline: image, threshold: 0)
            == ImageComparison(actual: image, baseline: image, threshold: 9))
    #expect(ImageComparison(actual: image, baseline: image, threshold: 0).changedPixels == 0)
    #expect(ImageComparison(actual: image, baseline: image, threshold: 0).largestDifference == 0)
}

@Test func differencesAboveTheThresholdAreCounted() {
    let baseline = Framebuffer(width: 3, height: 1, fill: 0xFF80_8080)!
    var actual = baseline
    actual.pixels[0] = 0xFF83_8080  // 3 off
    actual.pixels[2] = 0xFF80_8090  // 16 off
    let strict = ImageComparison(actual: actual, baseline: baseline, threshold: 0)
    #expect(strict.changedPixels == 2)
    #expect(strict.largestDifference == 16)
    let lenient = ImageComparison(actual: actual, baseline: baseline, threshold: 3)
    #expect(lenient.changedPixels == 1)
}

@Test func diffImageMarksChangedPixelsRedOverGrey() {
    let baseline = Framebuffer(width: 2, height: 1, fill: 0xFF00_0000)!
    var actual = baseline
    actual.pixels[1] = 0xFFFF_FFFF
    let diff = ImageComparison.diffImage(actual: actual, baseline: baseline, threshold: 0)
    #expect(diff.pixels == [0xFFAA_AAAA, 0xFFFF_0000])
}
