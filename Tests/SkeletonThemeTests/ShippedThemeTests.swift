import Foundation
import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonTheme

private let shippedThemes = ["default.theme.json", "flat.theme.json", "shimmer.theme.json"]

@Test(arguments: shippedThemes)
func shippedThemeLoadsWithoutDiagnostics(file: String) throws {
    let result = ThemeLoader.load(path: Repository.themes + "/" + file, fontResolver: FakeFontResolver())
    #expect(result.diagnostics.map(\.description) == [])
    let theme = try #require(result.theme)
    #expect(
        theme.layouts.map(\.name) == [
            "Social feed", "Profile header", "Chat list", "Product grid", "Article", "Settings", "Media card",
            "Hierarchy demo",
        ])
}

@Test func shippedThemesAreDiscoveredInTheirFolder() {
    #expect(
        Set(ThemeDirectory.discover(paths: [Repository.themes]))
            == Set((shippedThemes + ["uikit-controls.theme.json"]).map { Repository.themes + "/" + $0 }))
}

@Test func theControlsExampleLoadsWithoutDiagnostics() throws {
    let result = ThemeLoader.load(
        path: Repository.themes + "/uikit-controls.theme.json", fontResolver: FakeFontResolver())
    #expect(result.diagnostics.map(\.description) == [])
    let root = try #require(result.theme?.layouts.first?.root)
    #expect(result.theme?.layouts.map(\.name) == ["Controls"])
    #expect(root.children.map(\.kind) == [.navigationBar, .searchBar, .stack, .spacer, .tabBar])
}

@Test func dependenciesListTheThemeIncludesImagesAndFonts() throws {
    let result = ThemeLoader.load(path: Repository.themes + "/default.theme.json", fontResolver: FakeFontResolver())
    let relative = result.dependencies.map {
        $0.hasPrefix(Repository.themes + "/") ? String($0.dropFirst(Repository.themes.count + 1)) : $0
    }
    #expect(relative.first == "default.theme.json")
    #expect(relative.contains("layouts/feed.json"))
    #expect(relative.contains("layouts/hierarchy.json"))
    #expect(relative.contains("images/landscape.png"))
    #expect(relative.contains("/fonts/DejaVuSans-700.ttf"))
    #expect(Set(relative).count == relative.count)
}

@Test func shippedImagesAreSmallPNGs() throws {
    let folder = Repository.themes + "/images"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
    #expect(names.count >= 5)
    for name in names {
        let size = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int ?? .max
        #expect(size < 50 * 1024, "\(name) is \(size) bytes")
    }
}

@Test func flatThemeDecodesItsAppearanceAndAnimation() throws {
    let theme = try #require(
        ThemeLoader.load(path: Repository.themes + "/flat.theme.json", fontResolver: FakeFontResolver()).theme)
    let blue = AdaptiveColor(light: RGBA8(rgb: 0x3498DB), dark: RGBA8(rgb: 0x2980B9))
    let turquoise = AdaptiveColor(light: RGBA8(rgb: 0x1ABC9C), dark: RGBA8(rgb: 0x138D75))
    #expect(theme.appearance.tintColor == blue)
    #expect(theme.appearance.gradient == .colors([blue, turquoise, blue]))
    #expect(theme.appearance.textLineHeight == .fixed(14))
    #expect(theme.appearance.multilineCornerRadius == 7)
    #expect(theme.animation.sliding.direction == .topLeftBottomRight)
    #expect(theme.animation.sliding.pause == 0.3)
    #expect(theme.transition.show == .crossDissolve(0.4))
    #expect(theme.transition.hide == .crossDissolve(0.25))
}

@Test func defaultThemeIsSkeletonViewsOutOfTheBoxLookInAllFourStyles() throws {
    let result = ThemeLoader.load(path: Repository.themes + "/default.theme.json", fontResolver: FakeFontResolver())
    #expect(result.diagnostics.filter { $0.severity == .warning || $0.severity == .error }.isEmpty)
    let theme = try #require(result.theme)
    let upstream = Theme(name: theme.name)
    #expect(theme.appearance == upstream.appearance)
    #expect(theme.transition == upstream.transition)
    #expect(theme.mode == .skeletonView)
    // Pulse 1 s ease-in-out autoreversed, sliding 1.5 s ease-in without autoreverse; no direction,
    // so it is leftRight, rightLeft in RTL.
    let pulse = PulseAnimation(settings: theme.animation.pulse).loop
    let defaultPulse = PulseAnimation().loop
    #expect(pulse == defaultPulse)
    let sliding = SlidingAnimation(settings: theme.animation.sliding)
    #expect(sliding.loop == SlidingAnimation().loop)
    #expect(theme.animation.sliding.direction == nil)
    #expect(SlidingAnimation(settings: theme.animation.sliding, rtl: true).direction == .rightLeft)
    #expect(theme.animation.sliding.shimmerSpace == .view)
}

@Test func shimmerThemeUsesTheTemplateMode() throws {
    let theme = try #require(
        ThemeLoader.load(path: Repository.themes + "/shimmer.theme.json", fontResolver: FakeFontResolver()).theme)
    var expected = ShimmerTemplateSettings()
    expected.viewBackgroundColor = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x000000))
    #expect(theme.mode == .shimmerTemplate(expected))
}

@Test func chatListUsesAutomaticRowsWithAnEstimate() throws {
    let theme = try #require(
        ThemeLoader.load(path: Repository.themes + "/default.theme.json", fontResolver: FakeFontResolver()).theme)
    let chat = try #require(theme.layouts.first { $0.name == "Chat list" })
    guard case .table(let table) = chat.root.list else {
        Issue.record("chat list root is not a table")
        return
    }
    #expect(table.rowHeight == .automatic)
    #expect(table.estimatedRowHeight == 76)
    #expect(table.numberOfRows == nil)
}
