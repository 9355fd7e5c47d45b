import SkeletonCore
import Testing

/// The iOS font alias table (Docs/themes.md "iOS fonts on Linux").
@Suite struct IOSFontAliasTests {
    @Test(arguments: [
        "system", "System", "SF Pro", "SF Pro Text", "SF Pro Display", ".SFUI-Regular", ".SFUIText-Semibold",
        ".SFUIDisplay", ".AppleSystemUIFont", "San Francisco", "Helvetica Neue", "helvetica neue", "Avenir",
        "Avenir Next",
    ])
    func iOSFamilyNamesResolveToTheirStandIn(name: String) {
        #expect(IOSFontAliases.standIn(for: name) == "Roboto")
    }

    @Test(arguments: ["DejaVu Sans", "Roboto", "Helvetica", "SF Mono", "", "Avenirish", "systems"])
    func otherFamiliesHaveNoStandIn(name: String) {
        #expect(IOSFontAliases.standIn(for: name) == nil)
    }
}
