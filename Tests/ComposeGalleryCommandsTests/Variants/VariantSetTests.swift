import SkeletonCore
import Testing

@testable import SkeletonCommands
@testable import SkeletonCompose

/// Which variants a grid holds, how they are labelled and arranged, and `--vary`'s errors.
@Suite struct VariantSetTests {
    /// The labels row by row.
    static func labels(_ set: VariantSet) -> [[String]] {
        set.rows(of: FrameRequest()).map { $0.map(\.label) }
    }

    /// `set` with each `--vary` applied.
    static func varied(_ axes: String...) throws -> VariantSet {
        var set = VariantSet()
        for axis in axes { try set.vary(axis) }
        return set
    }

    /// The message of the error `--vary text` raises.
    static func error(_ text: String) -> String? {
        var set = VariantSet()
        do throws(FrameRequestError.Problem) {
            try set.vary(text)
            return nil
        } catch {
            return FrameRequestError(option: "--vary", problem: error).message()
        }
    }

    @Test func theDefaultIsLightAndDarkTimesLeftToRightAndRightToLeftInOneRow() {
        let set = VariantSet()
        #expect(Self.labels(set) == [["light · LTR", "light · RTL", "dark · LTR", "dark · RTL"]])
        let row = set.rows(of: FrameRequest())[0].map(\.request)
        #expect(row.map(\.scheme) == [.light, .light, .dark, .dark])
        #expect(row.map(\.rightToLeft) == [false, true, false, true])
        #expect(row.allSatisfy { $0.device == nil && $0.contentSize == .large && $0.variants == nil })
        #expect(set.arguments == [])
    }

    @Test func moreThanFourCellsMakeARowPerValueOfTheFirstAxisThatVaries() throws {
        let set = try Self.varied("device=iphone-se,IPAD-10-landscape")
        #expect(
            Self.labels(set) == [
                [
                    "iPhone SE · light · LTR", "iPhone SE · light · RTL", "iPhone SE · dark · LTR",
                    "iPhone SE · dark · RTL",
                ],
                [
                    "iPad (10th generation) landscape · light · LTR", "iPad (10th generation) landscape · light · RTL",
                    "iPad (10th generation) landscape · dark · LTR", "iPad (10th generation) landscape · dark · RTL",
                ],
            ])
        let sizes = try Self.varied("content-size=large,accessibilityLarge,extraSmall", "direction=rtl")
        #expect(
            Self.labels(sizes) == [
                ["text L · light", "text L · dark"], ["text AX2 · light", "text AX2 · dark"],
                ["text XS · light", "text XS · dark"],
            ])
    }

    @Test func aSingleVariantIsLabelledByItsAppearanceAndDirection() throws {
        #expect(Self.labels(try Self.varied("appearance=dark", "direction=rtl")) == [["dark · RTL"]])
        #expect(
            Self.labels(try Self.varied("device=none,iphone-15", "appearance=light", "direction=ltr"))
                == [["no device", "iPhone 15"]])
    }

    @Test func variedAxesAreWrittenBackAsVaryArgumentsAndTheOthersFollowTheWindow() throws {
        let set = try Self.varied("direction=rtl,ltr,rtl", "device=iphone-15,none")
        #expect(set.directions == [true, false])
        #expect(set.arguments == ["--vary", "device=iphone-15,none", "--vary", "direction=rtl,ltr"])
        var window = FrameRequest()
        window.device = Device(.iPad10)
        window.contentSize = .extraLarge
        let cells = set.rows(of: window).joined().map(\.request)
        #expect(Set(cells.map(\.device)) == [Device(.iPhone15), nil])
        #expect(Set(cells.map(\.contentSize)) == [.extraLarge])
        window.contentSize = .small
        #expect(Set(VariantSet().rows(of: window).joined().map(\.request.device)) == [Device(.iPad10)])
    }

    @Test func mistakesNameTheAxisOrValueWithTheClosestOneAndTheChoices() {
        #expect(
            Self.error("devce=iphone-15")
                == "unknown variant axis 'devce' for --vary (did you mean 'device'?); choose one of device, content-size, appearance, direction"
        )
        #expect(
            Self.error("device=iphone-16")
                == "unknown device 'iphone-16' for --vary (did you mean 'iphone-15'?); choose one of iphone-se, "
                + "iphone-se-landscape, iphone-15, iphone-15-landscape, iphone-15-pro-max, iphone-15-pro-max-landscape, "
                + "ipad-10, ipad-10-landscape")
        #expect(
            Self.error("appearance=drak")
                == "unknown appearance 'drak' for --vary (did you mean 'dark'?); choose one of light, dark")
        #expect(
            Self.error("direction=rlt")?.hasPrefix("unknown direction 'rlt' for --vary (did you mean 'rtl'?)") == true)
        #expect(
            Self.error("appearance")
                == "--vary needs AXIS=VALUE,VALUE such as appearance=light,dark, got 'appearance'; axes: device, "
                + "content-size, appearance, direction")
    }

    @Test func aGridOfMoreThanSixtyFourCellsIsRefused() throws {
        var set = try Self.varied("device=" + Device.all.map(\.name).joined(separator: ","))
        #expect(set.cellCount == 32)
        #expect(throws: FrameRequestError.Problem.tooManyVariants(count: 96)) {
            try set.vary("content-size=small,large,extraLarge")
        }
        #expect(
            Self.error("device=" + Device.all.map(\.name).joined(separator: ",")) == nil)
    }
}
