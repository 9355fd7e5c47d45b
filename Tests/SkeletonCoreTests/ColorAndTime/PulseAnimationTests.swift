import Testing

@testable import SkeletonCore

private let clouds = RGBA8(rgb: 0xECF0F1)

@Test func pulseGoesFromTintToComplementAndBackEveryTwoSeconds() {
    let pulse = PulseAnimation()
    // Half way is #ECF0F1 + (#DEE2E3 − #ECF0F1) · 0.5 = (229, 233, 234).
    let expected: [(time: Double, hex: String)] = [
        (0, "#ECF0F1"), (0.5, "#E5E9EA"), (1, "#DEE2E3"), (1.5, "#E5E9EA"), (2, "#ECF0F1"), (3, "#DEE2E3"),
    ]
    for (time, hex) in expected {
        #expect(pulse.color(base: clouds, at: time).hexString == hex, "at \(time) s")
    }
}

@Test func pulseIsEasedInAndOut() {
    // ease(0.25) = 0.129162: 236 − 14·0.129 = 234.19 → 234; 240 − 1.81 → 238; 241 − 1.81 → 239.
    #expect(PulseAnimation().color(base: clouds, at: 0.25).hexString == "#EAEEEF")
    #expect(PulseAnimation().color(base: clouds, at: 1.75).hexString == "#EAEEEF")
}

@Test func darkPulseReachesDarkCloudsComplement() {
    let darkClouds = RGBA8(rgb: 0x1C2325)
    #expect(PulseAnimation().color(base: darkClouds, at: 1).hexString == "#262F32")
    #expect(PulseAnimation().color(base: darkClouds, at: 2).hexString == "#1C2325")
}

@Test func pulseDefaultsAreOneSecondEaseInOutAutoreverse() {
    let loop = PulseAnimation().loop
    #expect(loop.duration == 1)
    #expect(loop.easing == .easeInOut)
    #expect(loop.autoreverse)
    #expect(loop.pause == 0)
}

@Test func pulseFollowsThemeSettings() {
    var settings = AnimationSettings()
    settings.duration = 2
    settings.easing = .linear
    settings.autoreverse = false
    settings.pause = 1
    let pulse = PulseAnimation(settings: settings)
    #expect(pulse.color(base: clouds, at: 1).hexString == "#E5E9EA")
    #expect(pulse.color(base: clouds, at: 2.5).hexString == "#ECF0F1")
    #expect(pulse.color(base: clouds, at: 3).hexString == "#ECF0F1")
    #expect(pulse.color(base: clouds, at: 4).hexString == "#E5E9EA")
}

@Test(arguments: [0, -2, Double.nan, .infinity])
func pulseWithInvalidDurationUsesOneSecond(duration: Double) {
    var settings = AnimationSettings()
    settings.duration = duration
    #expect(PulseAnimation(settings: settings).loop.duration == 1)
    #expect(PulseAnimation(settings: settings).color(base: clouds, at: 1).hexString == "#DEE2E3")
}

@Test func overBrightPulseClipsEachChannelOnlyAfterInterpolating() {
    // Alizarin (231, 76, 60) half way (eased 0.5 at 0.5 s): × (1 + 0.35 · 0.5) = × 1.175 →
    // 271.4 clips to 255, 89.3 → 89, 70.5 → 71; a mix toward the clipped #FF6751 would give
    // red 243 instead.
    let pulse = PulseAnimation()
    #expect(pulse.color(base: RGBA8(rgb: 0xE74C3C), at: 0.5) == RGBA8(r: 255, g: 89, b: 71))
    #expect(pulse.color(base: RGBA8(rgb: 0xE74C3C), at: 1).hexString == "#FF6751")
    #expect(pulse.color(base: RGBA8(rgb: 0xE74C3C), at: 0) == RGBA8(rgb: 0xE74C3C))
}
