import SkeletonCore
import TestSupport
import Testing

/// Interface Builder's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth` and `…Height`)
/// stands in for a view's own intrinsic size, and IB solves its stored frames with it: a custom view
/// or an image view whose image comes at run time is as large as the placeholder says.
struct PlaceholderIntrinsicSizeTests {
    /// A 375 × 200 xib view holding an image view centred in it, with `placeholder` written into
    /// it as is.
    static func header(_ placeholder: String) -> String {
        IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <imageView \(placeholder) translatesAutoresizingMaskIntoConstraints="NO" id="art">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="art" firstAttribute="centerX" secondItem="header" secondAttribute="centerX" id="a-x"/>
                        <constraint firstItem="art" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="a-y"/>
                        <constraint firstItem="art" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="header" secondAttribute="leading" id="a-l"/>
                    </constraints>
                </view>
                """)
    }

    /// The image view's spec and its solved frame.
    static func art(_ placeholder: String) throws -> (spec: AutoLayoutSpec?, frame: Rect?) {
        let layout = try #require(Fixtures.load(text: header(placeholder), path: "Header.xib").theme?.layouts.first)
        let art = DesignSizePlacement.place(layout).view(id: "art")
        return (art?.node.autoLayout, art?.frame)
    }

    @Test func aPlaceholderSizesAnImageViewWithoutAnImage() throws {
        let art = try Self.art(#"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="44""#)
        #expect(art.spec?.placeholderIntrinsicSize == .init(width: 120, height: 44))
        // Centred in 375 × 200: x = (375 − 120) / 2 = 127.5, y = (200 − 44) / 2 = 78.
        #expect(art.frame == rect(127.5, 78, 120, 44))
    }

    @Test func infiniteIsNoIntrinsicSizeOnThatAxis() throws {
        let art = try Self.art(#"placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44""#)
        #expect(art.spec?.placeholderIntrinsicSize == .init(width: nil, height: 44))
        #expect(art.frame?.height == 44)
    }

    @Test func aPlaceholderThatIsNotALengthIsIgnored() throws {
        for placeholder in [
            #"placeholderIntrinsicWidth="wide" placeholderIntrinsicHeight="44""#,
            #"placeholderIntrinsicWidth="-5" placeholderIntrinsicHeight="44""#,
            #"placeholderIntrinsicWidth="nan" placeholderIntrinsicHeight="44""#,
            #"placeholderIntrinsicWidth="120""#,
        ] {
            #expect(try Self.art(placeholder).spec?.placeholderIntrinsicSize == nil, "\(placeholder)")
        }
    }
}
