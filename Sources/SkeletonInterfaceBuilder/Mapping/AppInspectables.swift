/// The `@IBInspectable` properties apps most often add to `UIView` in an extension of their own —
/// `cornerRadius`, `borderWidth`, `borderColor` and the `shadow…` ones — which those extensions
/// forward to the layer: read as the layer's properties unless the user maps them (`--alias`).
enum AppInspectables {
    /// The app's key path → the layer key path the common extensions set.
    static let layerKeyPaths: [String: String] = [
        "cornerRadius": "layer.cornerRadius", "borderWidth": "layer.borderWidth", "borderColor": "layer.borderColor",
        "shadowColor": "layer.shadowColor", "shadowOpacity": "layer.shadowOpacity",
        "shadowOffset": "layer.shadowOffset", "shadowRadius": "layer.shadowRadius",
    ]

    /// The user's aliases over the common inspectables: what the user says wins.
    static func aliases(over user: [String: String]) -> [String: String] {
        layerKeyPaths.merging(user) { _, mine in mine }
    }
}
