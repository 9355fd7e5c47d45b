import Testing

@testable import SkeletonCore

/// SkeletonView's 21 flat colours (UIColor+Skeleton.swift): name, hex, luma to 4 decimals
/// (`isLight`), light?, complement (×0.94 if light, ×1.35 if dark), worked out from the upstream
/// formulas.
private let flatColorTable: [(name: String, hex: String, luma: Double, isLight: Bool, complement: String)] = [
    ("greenSea", "#16A085", 0.4536, false, "#1ED8B4"),
    ("turquoise", "#1ABC9C", 0.5330, true, "#18B193"),
    ("emerald", "#2ECC71", 0.5741, true, "#2BC06A"),
    ("peterRiver", "#3498DB", 0.5088, true, "#318FCE"),
    ("amethyst", "#9B59B6", 0.4680, false, "#D178F6"),
    ("wetAsphalt", "#34495E", 0.2710, false, "#46637F"),
    ("nephritis", "#27AE60", 0.4892, false, "#35EB82"),
    ("belizeHole", "#2980B9", 0.4254, false, "#37ADFA"),
    ("wisteria", "#8E44AD", 0.4004, false, "#C05CEA"),
    ("midnightBlue", "#2C3E50", 0.2301, false, "#3B546C"),
    ("sunFlower", "#F1C40F", 0.7405, true, "#E3B80E"),
    ("carrot", "#E67E22", 0.5749, true, "#D87620"),
    ("alizarin", "#E74C3C", 0.4726, false, "#FF6751"),
    ("clouds", "#ECF0F1", 0.9369, true, "#DEE2E3"),
    ("darkClouds", "#1C2325", 0.1299, false, "#262F32"),
    ("concrete", "#95A5A6", 0.6287, true, "#8C9B9C"),
    ("flatOrange", "#F39C12", 0.6521, true, "#E49311"),
    ("pumpkin", "#D35400", 0.4408, false, "#FF7100"),
    ("pomegranate", "#C0392B", 0.3756, false, "#FF4D3A"),
    ("silver", "#BDC3C7", 0.7595, true, "#B2B7BB"),
    ("asbestos", "#7F8C8D", 0.5342, true, "#778485"),
]

@Test(arguments: flatColorTable.map(\.name))
func flatColorHasSpecHexLumaAndComplement(name: String) throws {
    let row = try #require(flatColorTable.first { $0.name == name })
    let color = try #require(NamedColors.color(named: name))
    #expect(color.light == color.dark)
    #expect(color.light.hexString == row.hex)
    #expect((color.light.luma * 10_000).rounded() / 10_000 == row.luma)
    #expect(color.light.isLight == row.isLight)
    #expect(color.light.complementary.hexString == row.complement)
}

@Test func thereAreTwentyOneFlatColorsPlusFourSpecialNames() {
    #expect(NamedColors.names.count == 25)
    #expect(NamedColors.names.prefix(21).elementsEqual(flatColorTable.map(\.name)))
    #expect(NamedColors.names.suffix(4) == ["skeletonDefault", "clear", "white", "black"])
}

@Test func skeletonDefaultIsCloudsInLightAndDarkCloudsInDark() throws {
    let color = try #require(NamedColors.color(named: "skeletonDefault"))
    #expect(color.light.hexString == "#ECF0F1")
    #expect(color.dark.hexString == "#1C2325")
    #expect(color == SkeletonAppearance.skeletonDefault)
}

@Test func plainNamedColorsHaveTheirUsualValues() {
    #expect(NamedColors.color(named: "clear") == AdaptiveColor(RGBA8(r: 0, g: 0, b: 0, a: 0)))
    #expect(NamedColors.color(named: "white") == AdaptiveColor(RGBA8(rgb: 0xFFFFFF)))
    #expect(NamedColors.color(named: "black") == AdaptiveColor(RGBA8(rgb: 0x000000)))
}

@Test func colorNamesAreCaseSensitive() {
    #expect(NamedColors.color(named: "Clouds") == nil)
    #expect(NamedColors.color(named: "SUNFLOWER") == nil)
    #expect(NamedColors.color(named: "") == nil)
    #expect(NamedColors.color(named: "sunflower") == nil)
}

@Test func shimmerTemplateDefaultIsD8LightAnd33Dark() {
    #expect(NamedColors.shimmerTemplateDefault.light.hexString == "#D8D8D8")
    #expect(NamedColors.shimmerTemplateDefault.dark.hexString == "#333333")
    #expect(!NamedColors.names.contains("shimmerTemplateDefault"))
}
