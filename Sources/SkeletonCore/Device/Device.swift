/// One device held one way: what `--device` names and what the window's I and O keys pick.
package struct Device: Hashable, Sendable {
    /// The hardware.
    package var model: DeviceModel
    /// How it is held.
    package var orientation: DeviceOrientation

    /// Creates a device.
    package init(_ model: DeviceModel, _ orientation: DeviceOrientation = .portrait) {
        self.model = model
        self.orientation = orientation
    }

    /// Every preset, each model in portrait then landscape, in `DeviceModel`'s order.
    package static let all: [Device] = DeviceModel.allCases.flatMap { [Device($0), Device($0, .landscape)] }

    /// The command-line name: the model's (`iphone-15`), with `-landscape` when on its side.
    package var name: String {
        orientation == .portrait ? model.rawValue : model.rawValue + "-landscape"
    }

    /// What labels and the header show: "iPhone 15" or "iPhone 15 landscape".
    package var displayName: String {
        orientation == .portrait ? model.displayName : model.displayName + " landscape"
    }

    /// The preset named `name` (case-insensitive), or nil.
    package init?(name: String) {
        guard let device = Self.all.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = device
    }

    /// The screen in points as held.
    package var screenSize: Size {
        let portrait = model.portraitSize
        return orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    /// The safe-area insets as held.
    package var safeAreaInsets: EdgeInsets {
        model.safeAreaInsets(orientation)
    }

    /// The safe area in screen points: where the layout's root view is laid out.
    package var safeArea: Rect {
        Rect(origin: .zero, size: screenSize).inset(by: safeAreaInsets)
    }

    /// The next preset model in the same orientation, then no device after the last (the window's I key).
    package var nextModel: Device? {
        let models = DeviceModel.allCases
        let index = models.firstIndex(of: model)! + 1
        return index < models.count ? Device(models[index], orientation) : nil
    }

    /// The same model turned a quarter (the window's O key).
    package var rotated: Device {
        Device(model, orientation == .portrait ? .landscape : .portrait)
    }
}
