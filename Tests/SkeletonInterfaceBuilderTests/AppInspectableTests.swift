import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// The apps' own `@IBInspectable` layer properties and the did-you-mean on runtime attributes.
struct AppInspectableTests {
    /// A xib whose card sets the common extension inspectables twice (two cards), and a text view
    /// that sets UIKit's own `isSelectable` and a near miss of `isSkeletonable`.
    static let xib = IBFixture.xib(
        device: "retina4_7",
        objects: """
            <view contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <subviews>
                    <view id="card-1">
                        <rect key="frame" x="10" y="10" width="300" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                <real key="value" value="12"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="borderWidth">
                                <real key="value" value="2"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="shadowRadius">
                                <real key="value" value="6"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <view id="card-2">
                        <rect key="frame" x="10" y="120" width="300" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                <real key="value" value="4"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <textView id="text-1">
                        <rect key="frame" x="10" y="230" width="300" height="60"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isSelectable" value="NO"/>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonabel" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </textView>
                </subviews>
            </view>
            """)

    static func load(_ options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> ThemeLoadResult {
        Fixtures.load(text: xib, path: "Card.xib", options: options)
    }

    @Test func theCommonExtensionInspectablesAreReadAsTheLayersProperties() throws {
        let root = try #require(Self.load().theme?.layouts.first?.root)
        let card = try #require(root.find("card-1"))
        #expect(card.cornerRadius == 12)
        #expect(card.borderWidth == 2)
        #expect(card.borderColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
        #expect(card.shadow?.radius == 6)
        #expect(root.find("card-2")?.cornerRadius == 4)
    }

    @Test func eachCommonInspectableIsReportedOncePerFileWithHowToMapItOtherwise() {
        let notes = Self.load().diagnostics.filter { $0.message.contains("the app's own inspectable") }
        #expect(
            notes.map(\.description) == [
                "Card.xib:11:25: warning: runtime attribute `cornerRadius` is the app's own inspectable; it is drawn "
                    + "as `layer.cornerRadius`, which the common UIView extensions set — if the app's `cornerRadius` "
                    + "does something else, map it with --alias cornerRadius=KEYPATH",
                "Card.xib:14:25: warning: runtime attribute `borderWidth` is the app's own inspectable; it is drawn "
                    + "as `layer.borderWidth`, which the common UIView extensions set — if the app's `borderWidth` "
                    + "does something else, map it with --alias borderWidth=KEYPATH",
                "Card.xib:17:25: warning: runtime attribute `borderColor` is the app's own inspectable; it is drawn "
                    + "as `layer.borderColor`, which the common UIView extensions set — if the app's `borderColor` "
                    + "does something else, map it with --alias borderColor=KEYPATH",
                "Card.xib:20:25: warning: runtime attribute `shadowRadius` is the app's own inspectable; it is drawn "
                    + "as `layer.shadowRadius`, which the common UIView extensions set — if the app's `shadowRadius` "
                    + "does something else, map it with --alias shadowRadius=KEYPATH",
            ])
    }

    @Test func theUsersAliasWinsOverTheCommonMeaningAndSilencesTheNote() throws {
        var options = InterfaceBuilderOptions()
        options.aliases = ["cornerRadius": "skeletonCornerRadius"]
        let result = Self.load(options)
        let card = try #require(result.theme?.layouts.first?.root.find("card-1"))
        #expect(card.cornerRadius == 0)
        #expect(card.skeletonCornerRadius == 12)
        #expect(!result.diagnostics.contains { $0.message.contains("`cornerRadius` is the app's own inspectable") })
    }

    @Test func aRealUIKitPropertyGetsNoDidYouMeanButATypoDoes() {
        let messages = Self.load().diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("`isSelectable`") })
        #expect(
            messages.contains(
                "runtime attribute `isSkeletonabel` is not a property the preview draws and is ignored (did you mean `isSkeletonable`?)"
            ))
    }
}
