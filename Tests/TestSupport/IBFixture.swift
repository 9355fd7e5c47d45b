/// Interface Builder documents written for tests: the storyboard around one view controller's
/// screen, and the runtime attributes a designer sets in IB's identity inspector.
package enum IBFixture {
    /// `isSkeletonable` set in IB's identity inspector.
    package static let flagged = """
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
        """

    /// `isSkeletonable` and `isHiddenWhenSkeletonIsActive` set in IB's identity inspector.
    package static let hiddenWhileActive = """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
            <userDefinedRuntimeAttribute type="boolean" keyPath="isHiddenWhenSkeletonIsActive" value="YES"/>
        </userDefinedRuntimeAttributes>
        """

    /// A storyboard of one view controller, `identifier` (the layout's name), whose root view is
    /// `view` (its `<view key="view">` element, written from column 1); `device` is the canvas's
    /// device id (none: IB's default, an iPhone SE). The view starts on line 7 (8 with a device),
    /// indented 20 columns, so that the places tests assert are those of IB's own layout.
    package static func storyboard(identifier: String, device: String? = nil, view: String) -> String {
        let deviceLine = device.map { #"    <device id="\#($0)" orientation="portrait" appearance="light"/>"# + "\n" }
        let indented = view.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: 20) + $0 }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            \(deviceLine ?? "")    <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <viewController storyboardIdentifier="\(identifier)" id="vc-1">
            \(indented)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }
}
