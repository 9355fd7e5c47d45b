/// Interface Builder documents written for tests, so each test writes only the views it is about:
/// the storyboard around one view controller's screen (in IB's own layout, or one compact scene)
/// or around several scenes,
/// the xib around its top-level objects, the storyboard of one static table view controller, and
/// the runtime attributes a designer sets in IB's identity inspector.
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

    /// A storyboard of one view controller, `identifier` (the layout's name), whose content is
    /// `view` (its `<view key="view">` element and any layout guides, written from column 1); `device` is the canvas's
    /// device id (none: IB's default, an iPhone SE). The view starts on line 7 (8 with a device),
    /// indented 20 columns, so that the places tests assert are those of IB's own layout.
    package static func storyboard(identifier: String, device: String? = nil, view: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        \(deviceLine(device))    <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="vc-1">
        \(indented(view, by: 20))
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard of several scenes (tab bar, navigation and content controllers), `scenes`
    /// written from column 1; `device` as above. The scenes start on line 4 (5 with a device),
    /// indented 8 columns, as IB writes them.
    package static func storyboard(device: String? = nil, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        \(deviceLine(device))    <scenes>
        \(indented(scenes, by: 8))
            </scenes>
        </document>
        """
    }

    /// A storyboard of one scene, written compactly, whose view controller is `controller` (the
    /// whole element, written from column 1: any kind, class and identifier); `device` as above.
    /// The controller starts on line 4 (5 with a device), indented 8 columns.
    package static func scene(device: String? = nil, controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        \(deviceLine(device))    <scenes><scene sceneID="s"><objects>
        \(indented(controller, by: 8))
            </objects></scene></scenes>
        </document>
        """
    }

    /// A xib whose top-level objects are `objects` (written from column 1); `device` is the
    /// canvas's device id (none: IB's default); `designables` the `@IBDesignable` views' measured
    /// sizes IB writes after the objects. The objects start on line 4 (5 with a device), indented
    /// 8 columns, as IB writes them.
    package static func xib(
        device: String? = nil, objects: String, designables: [(id: String, width: Double, height: Double)] = []
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        \(deviceLine(device))    <objects>
        \(indented(objects, by: 8))
            </objects>
        \(designablesSection(designables))</document>
        """
    }

    /// The `<designables>` section (with its line feed) IB writes for `@IBDesignable` views: the
    /// intrinsic content size it measured running each one's code; nothing when there are none.
    private static func designablesSection(_ designables: [(id: String, width: Double, height: Double)]) -> String {
        guard !designables.isEmpty else { return "" }
        let entries = designables.map { id, width, height in
            """
                    <designable name="\(id)">
                        <size key="intrinsicContentSize" width="\(width)" height="\(height)"/>
                    </designable>

            """
        }
        return "    <designables>\n" + entries.joined() + "    </designables>\n"
    }

    /// A storyboard of one table view controller, `identifier` (the layout's name), whose table is
    /// `tableView` (its `<tableView key="view">` element), written compactly from line 4.
    package static func tableViewController(identifier: String, tableView: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="a"><objects><tableViewController id="t" storyboardIdentifier="\(identifier)">
        \(tableView)
        </tableViewController></objects></scene></scenes></document>
        """
    }

    /// The `<device>` line of a document's canvas (with its line feed), or nothing for IB's default.
    private static func deviceLine(_ device: String?) -> String {
        device.map { #"    <device id="\#($0)" orientation="portrait" appearance="light"/>"# + "\n" } ?? ""
    }

    /// `text` with every line but empty ones indented `columns` more, to stand inside a document.
    private static func indented(_ text: String, by columns: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: columns) + $0 }.joined(separator: "\n")
    }
}
