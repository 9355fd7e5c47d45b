import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// The theme writer keeps both animation blocks and writes no transition in template mode.
@Suite struct ThemeWriterAnimationTests {
    /// The theme written and loaded back, with the loader's diagnostics.
    static func roundTrip(_ theme: Theme) throws -> ThemeLoadResult {
        let scratch = try TemporaryDirectory()
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let path = try scratch.write("written.theme.json", text)
        return ThemeLoader.load(path: path, fontResolver: nil)
    }

    @Test func pulseAndSlidingSettingsSurviveAWriteAndALoad() throws {
        var theme = Theme(name: "Written")
        theme.animation.pulse.duration = 0.8
        theme.animation.pulse.easing = .cubicBezier(0.25, 0.1, 0.25, 1)
        theme.animation.pulse.autoreverse = false
        theme.animation.sliding.direction = .topBottom
        theme.animation.sliding.pause = 0.5
        theme.animation.sliding.shimmerSpace = .layout
        let result = try Self.roundTrip(theme)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(!result.diagnostics.contains { $0.message.contains("animation") })
        #expect(result.theme?.animation == theme.animation)
    }

    @Test func unsetFieldsStayUnsetSoTheDirectionStillFollowsRightToLeft() throws {
        let result = try Self.roundTrip(Theme(name: "Defaults"))
        #expect(result.theme?.animation == ThemeAnimation())
        #expect(result.theme?.animation.sliding.direction == nil)
    }

    @Test func templateModeThemeIsWrittenWithoutATransition() throws {
        var theme = Theme(name: "Template")
        theme.mode = .shimmerTemplate(ShimmerTemplateSettings())
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        #expect(!text.contains("\"transition\""))
        let result = try Self.roundTrip(theme)
        #expect(!result.diagnostics.contains { $0.message.contains("transition") })
        #expect(result.theme?.mode == theme.mode)
    }
}
