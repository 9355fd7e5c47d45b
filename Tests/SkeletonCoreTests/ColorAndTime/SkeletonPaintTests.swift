import Testing

@testable import SkeletonCore

private let lightColors = ResolvedSkeletonColors(appearance: .default, scheme: .light)
private let box = Rect(x: 10, y: 20, width: 100, height: 40)
private let defaultStops = [
    GradientStop(offset: 0, color: RGBA8(rgb: 0xECF0F1)), GradientStop(offset: 0.5, color: RGBA8(rgb: 0xDEE2E3)),
    GradientStop(offset: 1, color: RGBA8(rgb: 0xECF0F1)),
]

/// The paint of the default light colours for a style at a time.
private func paint(
    _ style: SkeletonStyle, at time: Double?, animation: ThemeAnimation = ThemeAnimation(), rtl: Bool = false,
    layoutBox: Rect? = nil
) -> Paint {
    SkeletonPaint.paint(
        style: style, colors: lightColors, animation: animation, rtl: rtl, directionOverride: nil, box: box,
        layoutBox: layoutBox, animationTime: time)
}

@Test func solidPaintsTheTintAtAnyTime() {
    #expect(paint(.solid, at: nil) == .solid(RGBA8(rgb: 0xECF0F1)))
    #expect(paint(.solid, at: 1) == .solid(RGBA8(rgb: 0xECF0F1)))
}

@Test func solidAnimatedPulsesWhileRunningAndShowsTheTintOtherwise() {
    #expect(paint(.solidAnimated, at: nil) == .solid(RGBA8(rgb: 0xECF0F1)))
    #expect(paint(.solidAnimated, at: 0) == .solid(RGBA8(rgb: 0xECF0F1)))
    #expect(paint(.solidAnimated, at: 1) == .solid(RGBA8(rgb: 0xDEE2E3)))
    #expect(paint(.solidAnimated, at: 0.5) == .solid(RGBA8(rgb: 0xE5E9EA)))
}

@Test func staticGradientRunsTopToBottomOverTheBox() {
    let expected = Paint.linear(
        LinearGradient(start: Point(x: 60, y: 20), end: Point(x: 60, y: 60), stops: defaultStops))
    #expect(paint(.gradient, at: nil) == expected)
    #expect(paint(.gradient, at: 0.7) == expected)
    // Before the sliding animation runs, the gradient layer shows its model values: the static look.
    #expect(paint(.gradientAnimated, at: nil) == expected)
}

@Test func slidingGradientMovesAcrossTheBox() {
    #expect(
        paint(.gradientAnimated, at: 0)
            == .linear(LinearGradient(start: Point(x: -90, y: 40), end: Point(x: 10, y: 40), stops: defaultStops)))
    guard case .linear(let gradient) = paint(.gradientAnimated, at: 0.75) else {
        Issue.record("not a gradient")
        return
    }
    // p = 0.315356812573 → start x = 10 + (−1 + 2p)·100, end x = start x + 100.
    #expect(threeDecimals(gradient.start.x) == -26.929)
    #expect(threeDecimals(gradient.end.x) == 73.071)
    #expect(gradient.stops == defaultStops)
}

@Test func slidingGradientRunsRightToLeftInRTL() {
    #expect(
        paint(.gradientAnimated, at: 0, rtl: true)
            == .linear(LinearGradient(start: Point(x: 110, y: 40), end: Point(x: 210, y: 40), stops: defaultStops)))
}

@Test func layoutShimmerSpaceSlidesOverTheLayoutBox() {
    var animation = ThemeAnimation()
    animation.sliding.shimmerSpace = .layout
    let layout = Rect(x: 0, y: 0, width: 400, height: 300)
    #expect(
        paint(.gradientAnimated, at: 0, animation: animation, layoutBox: layout)
            == .linear(LinearGradient(start: Point(x: -400, y: 150), end: Point(x: 0, y: 150), stops: defaultStops)))
    // The static look stays in the shape's own box; view space ignores the layout box.
    #expect(paint(.gradientAnimated, at: nil, animation: animation, layoutBox: layout) == paint(.gradient, at: nil))
    #expect(paint(.gradientAnimated, at: 0, layoutBox: layout) == paint(.gradientAnimated, at: 0))
}

@Test func directionOverrideWinsOverThemeAndRTL() {
    var animation = ThemeAnimation()
    animation.sliding.direction = .leftRight
    let result = SkeletonPaint.paint(
        style: .gradientAnimated, colors: lightColors, animation: animation, rtl: true, directionOverride: .topBottom,
        box: box, animationTime: 0)
    #expect(
        result == .linear(LinearGradient(start: Point(x: 60, y: -20), end: Point(x: 60, y: 20), stops: defaultStops)))
}

@Test func moreGradientColorsAreEvenlySpaced() {
    let colors = ResolvedSkeletonColors(
        tint: RGBA8(rgb: 0x111111), gradient: [0x000000, 0x333333, 0x666666, 0x999999].map(RGBA8.init(rgb:)))
    let result = SkeletonPaint.paint(
        style: .gradient, colors: colors, animation: ThemeAnimation(), rtl: false, directionOverride: nil,
        box: box, animationTime: nil)
    guard case .linear(let gradient) = result else {
        Issue.record("not a gradient")
        return
    }
    #expect(gradient.stops.map(\.offset) == [0, 1.0 / 3, 2.0 / 3, 1])
}

@Test func emptyOrSingleGradientStillHasAStop() {
    let empty = ResolvedSkeletonColors(tint: RGBA8(rgb: 0x123456), gradient: [])
    #expect(empty.gradient == [RGBA8(rgb: 0x123456)])
    let single = LinearGradient(unitStart: .zero, unitEnd: Point(x: 1, y: 0), in: box, colors: [RGBA8(rgb: 0xABCDEF)])
    #expect(single.stops == [GradientStop(offset: 0, color: RGBA8(rgb: 0xABCDEF))])
}

@Test func darkColorsResolveAgainstTheDarkScheme() {
    let dark = ResolvedSkeletonColors(appearance: .default, scheme: .dark)
    #expect(dark.tint.hexString == "#1C2325")
    #expect(dark.gradient.map(\.hexString) == ["#1C2325", "#262F32", "#1C2325"])
}
