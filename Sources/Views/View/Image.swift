import Foundation

/// An image from the asset catalogue (Assets/), by name (UIImage(named:)). Pixels are loaded by the renderer.
///
/// ```swift
/// let photo = ImageView(image: Image(named: "landscape"))
/// ```
nonisolated public struct Image: Hashable, Sendable {
    /// The asset name, without extension.
    public let name: String

    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }
}
