import Testing

@testable import SkeletonCore

@Test func hexParsesSixAndEightDigitsInEitherCase() {
    #expect(RGBA8(hex: "#ECF0F1") == RGBA8(r: 236, g: 240, b: 241))
    #expect(RGBA8(hex: "#ecf0f1") == RGBA8(r: 236, g: 240, b: 241))
    #expect(RGBA8(hex: "#1C232580") == RGBA8(r: 28, g: 35, b: 37, a: 128))
    #expect(RGBA8(hex: "#000000FF") == RGBA8(r: 0, g: 0, b: 0, a: 255))
}

@Test(arguments: [
    "", "#", "ECF0F1", "#ECF", "#ECF0F", "#ECF0F1F", "#ECF0F1F1F", "#GGGGGG", " #ECF0F1", "#ECF0F1 ",
    "0xECF0F1", "#ECF0F1\n", "#ÉCF0F1", "##ECF0F",
])
func hexRejectsAnythingElse(text: String) {
    #expect(RGBA8(hex: text) == nil)
}

@Test func hexStringIsUpperCaseAndAddsAlphaOnlyWhenTranslucent() {
    #expect(RGBA8(r: 236, g: 240, b: 241).hexString == "#ECF0F1")
    #expect(RGBA8(r: 1, g: 2, b: 3, a: 0).hexString == "#01020300")
    #expect(RGBA8(r: 255, g: 255, b: 255, a: 254).hexString == "#FFFFFFFE")
    #expect(
        RGBA8(hex: RGBA8(r: 10, g: 200, b: 99, a: 7).hexString) == RGBA8(r: 10, g: 200, b: 99, a: 7))
}

@Test func lumaOfExactlyOneHalfIsLight() {
    // 299·0 + 587·204 + 114·68 = 127 500: luma exactly 0.5.
    let half = RGBA8(r: 0, g: 204, b: 68)
    #expect(half.luma == 0.5)
    #expect(half.isLight)
    // 299·0 + 587·203 + 114·68 = 126 913: just below.
    #expect(!RGBA8(r: 0, g: 203, b: 68).isLight)
}

@Test func adjustedMultipliesChannelsAndClipsEachChannelOnItsOwn() {
    #expect(RGBA8(rgb: 0xECF0F1).adjusted(brightness: 0.94).hexString == "#DEE2E3")
    // Extended sRGB on an sRGB screen: 231·1.35 = 311.85 clips to 255, 76·1.35 = 102.6 → 103, 60·1.35 = 81.
    #expect(RGBA8(rgb: 0xE74C3C).adjusted(brightness: 1.35).hexString == "#FF6751")
    // 211·1.35 = 284.85 → 255, 84·1.35 = 113.4 → 113, 0 stays 0.
    #expect(RGBA8(rgb: 0xD35400).adjusted(brightness: 1.35).hexString == "#FF7100")
    // 192·1.35 = 259.2 → 255, 57·1.35 = 76.95 → 77, 43·1.35 = 58.05 → 58.
    #expect(RGBA8(rgb: 0xC0392B).adjusted(brightness: 1.35).hexString == "#FF4D3A")
    #expect(RGBA8(rgb: 0xFFFFFF).adjusted(brightness: 1.35).hexString == "#FFFFFF")
    #expect(RGBA8(rgb: 0x000000).adjusted(brightness: 1.35).hexString == "#000000")
    #expect(
        RGBA8(r: 10, g: 20, b: 30, a: 77).adjusted(brightness: 2) == RGBA8(r: 20, g: 40, b: 60, a: 77))
}

@Test func adjustedRoundsDecimalHalvesUp() {
    // 225 × 0.94 = 211.5 exactly in decimal (211.49999999999997 in binary).
    #expect(RGBA8(r: 225, g: 225, b: 225).adjusted(brightness: 0.94) == RGBA8(r: 212, g: 212, b: 212))
}

@Test func adjustedTreatsBadFactorsSafely() {
    let color = RGBA8(r: 100, g: 50, b: 25)
    #expect(color.adjusted(brightness: .nan) == color)
    #expect(color.adjusted(brightness: .infinity) == color)
    #expect(color.adjusted(brightness: -1) == RGBA8(r: 0, g: 0, b: 0))
    #expect(color.adjusted(brightness: 1000) == RGBA8(r: 255, g: 255, b: 255))
}

@Test func complementKeepsAlpha() {
    #expect(
        RGBA8(r: 236, g: 240, b: 241, a: 100).complementary == RGBA8(r: 222, g: 226, b: 227, a: 100))
}

@Test func mixedInterpolatesEveryChannelAndClampsTheFraction() {
    let a = RGBA8(r: 0, g: 100, b: 255, a: 0)
    let b = RGBA8(r: 255, g: 0, b: 0, a: 255)
    #expect(a.mixed(with: b, fraction: 0) == a)
    #expect(a.mixed(with: b, fraction: 1) == b)
    #expect(a.mixed(with: b, fraction: 0.5) == RGBA8(r: 128, g: 50, b: 128, a: 128))
    #expect(a.mixed(with: b, fraction: -3) == a)
    #expect(a.mixed(with: b, fraction: 7) == b)
    #expect(a.mixed(with: b, fraction: .nan) == a)
}

@Test func defaultGradientIsCloudsComplementCloudsInLightAndDarkCloudsInDark() {
    let gradient = SkeletonAppearance.default.gradient
    #expect(gradient.colors(for: .light).map(\.hexString) == ["#ECF0F1", "#DEE2E3", "#ECF0F1"])
    #expect(gradient.colors(for: .dark).map(\.hexString) == ["#1C2325", "#262F32", "#1C2325"])
}

@Test func gradientFromBaseAndSecondaryOrListResolvesEachColor() {
    let base = AdaptiveColor(light: RGBA8(rgb: 0x3498DB), dark: RGBA8(rgb: 0x2C3E50))
    let secondary = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x000000))
    #expect(
        SkeletonGradient.base(base).colors(for: .dark).map(\.hexString) == [
            "#2C3E50", "#3B546C", "#2C3E50",
        ])
    #expect(
        SkeletonGradient.baseAndSecondary(base, secondary).colors(for: .light).map(\.hexString) == [
            "#3498DB", "#FFFFFF", "#3498DB",
        ])
    let list = SkeletonGradient.colors([base, secondary, base, secondary])
    #expect(list.colors(for: .dark).map(\.hexString) == ["#2C3E50", "#000000", "#2C3E50", "#000000"])
}
